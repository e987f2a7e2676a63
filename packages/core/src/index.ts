// @parada/core: what both the server and the browser need (the wire schemas, the domain's
// types and rules, the spec's texts). Nothing here loads redux, redux-saga, ky or i18next
// (entries.test.ts walks the imports to hold that); the browser's other parts are
// `@parada/core/client`, `/store`, `/i18n`, and tests' factories are `/testing`.
// Each line names what a consumer uses: export a new name on purpose, next to its module.

// Constants and the spec's texts
export {
  DEFAULT_PASSENGERS,
  DEFAULT_MAX_PASSENGERS,
  EMPLOYEE_PDF_LIMIT,
  ADDRESS_SEARCH_MIN_CHARS,
  TEXT_PROMPT_MIN_LENGTH,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_COLORS,
  DRAWER_WIDTH_PX,
  DRAWER_BREAKPOINT_PX,
  HOTEL_BREAKPOINT_PX,
  MODAL_WIDTHS_PX,
  LANGUAGES,
  type Language,
  FALLBACK_LANGUAGE,
  DATE_FORMAT,
  TIME_FORMAT,
  DEFAULT_TIME_ZONE,
  DATE_MASK,
  TIME_MASK,
} from './features/config/constants';
export { mix, contrastRatio, normalizeHex } from './features/config/color';
export {
  contrastIssues,
  logoFileProblem,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type ColorPair,
  type ContrastIssue,
} from './features/config/brand-check';
export {
  resolvePalette,
  groupingColorTokens,
  groupingCssVariables,
  type GroupingColors,
  type Palette,
  SOLID_STATE_OPACITY,
  CSS_VARS_PREFIX,
} from './features/config/palette';
export {
  BRAND_PLACEHOLDERS,
  escapeHtml,
  fillPage,
  FIRST_PAINT_COLORS_ID,
  FIRST_PAINT_CONFIGURATION_ID,
  FIRST_PAINT_VARIANTS,
  firstPaintConfiguration,
  firstPaintConfigurationTag,
  firstPaintVariantOf,
  isPrerenderedVisit,
  LANGUAGE_COOKIE,
  prerenderedAttributes,
  PRERENDERED_DIR,
  readFirstPaintConfiguration,
  readDrawnState,
  drawnStateTag,
  DRAWN_STATE_ID,
  SESSION_COOKIE,
  SIGNED_IN_PAGE,
  DRAWING_DIR,
  type SignedInVisit,
  type DrawnScreen,
  readPrerenderedRecord,
  readRoomCard,
  ROOM_CARD_ID,
  ROOM_CARD_PLACEHOLDERS,
  roomCardOf,
  roomCardTag,
  SCREEN_LIVE_EVENT,
  START_AT_ONCE_ATTRIBUTE,
  type FirstPaintVariant,
  type PrerenderedRecord,
  type PrerenderedScreen,
  type RoomCardPaint,
  type ScreenLiveDetail,
} from './features/config/first-paint';
export { type MessageKey, isMessageKey } from './features/validation/messages';

// Domain: wire schemas and types
export * from './wire';

// Rules
export {
  RIDE_STATUS,
  type StatusCode,
  isStatusCode,
  statusPhase,
  statusMessageKey,
  statusNameKey,
  showsProgressBar,
  FINAL_STATUS_CODES,
  isFinalStatus,
  canTransition,
  canCustomerCancel,
  IN_PROCESS_STATUS_CODES,
  DRIVER_ON_RIDE_STATUS_CODES,
} from './features/status/status-codes';
export {
  rideRoute,
  canContactDriver,
  type RideActions,
  rideActions,
  canResend,
} from './features/rides/ride-rules';
export {
  ROUTE_NAMES,
  type RouteName,
  CONTENT_KEYS,
  type ContentKey,
} from './features/roles/routes';
export {
  type Role,
  roleOf,
  ALLOWED_ROUTES,
  canReach,
  homeRouteOf,
  logoutRouteOf,
  withSiteDomain,
  showsHotelHistoryButton,
  guardRoute,
} from './features/roles/roles';
export {
  type MenuBadge,
  type MenuItem,
  ORDERS_SECTION,
  menuItems,
  guestMenuItems,
  showsProfileButton,
} from './features/roles/menu';
export { type AppName, APP_NAMES, APP_SCREENS, hasScreen } from './features/roles/apps';
export {
  type FarePickerState,
  initialFarePickerState,
  currentFareLevel,
  canGoBackInFares,
  faresLoaded,
  groupingChosen,
  fareLevelBack,
  appliedFare,
} from './features/fares/fare-stack';
export {
  rideFareDetails,
  type FarePartKind,
  type FarePart,
  type RideFareFields,
} from './features/fares/fare-parts';
export {
  completionPaymentBlock,
  completionPaymentKinds,
  defaultPaymentMethod,
  paymentSelectionBlock,
  type CompletionPaymentContext,
} from './features/payments/payment-rules';
export {
  type AddressSuggestion,
  type FavoriteLike,
  type PlaceLike,
  canSearchAddress,
  normalizeForSearch,
  mergeAddressSuggestions,
} from './features/addresses/address-rules';
export { localeOf, formatMoney, formatCents } from './features/format/money';
export {
  type DateInput,
  formatDate,
  formatDateTime,
  formatZoned,
  deviceTimeZone,
  wallClock,
} from './features/format/dates';
export { deviceOf, type DeviceName } from './features/auth/device';
export {
  formatNumericDay,
  formatMediumDay,
  formatClock,
  formatNumericDayClock,
  formatCalendarDay,
  formatDecimal,
  formatDistance,
  formatBytes,
  formatDuration,
} from './features/format/locale';
export { type RideField, canAddStop } from './features/ride-request/ride-rules';
export {
  isKioskOpen,
  parseRoomList,
  guestSignupUrl,
  hotelToday,
  ridesOfDay,
  hotelRideVariantOf,
  MAX_ROOM_CARDS,
} from './features/hotel/hotel-rules';
export { roomCardsOf, type RoomCards } from './features/console/room-cards';
export {
  roomChargeRefusal,
  newStayDates,
  ROOM_CARD_VALIDITY_DAYS,
  DEFAULT_ROOM_CHARGE_LIMIT_CENTS,
  DEFAULT_ROOM_STAY_LIMIT_CENTS,
  stayIsOver,
  type RoomChargeTerms,
  type RoomChargeRefusal,
} from './features/rooms/room-rules';
export { parseAmount, VALIDATORS, validate } from './features/validation/validators';
export {
  checkForm,
  toFieldErrors,
  type FormErrors,
  type FormSchema,
  type FormErrorParams,
} from './features/validation/form-errors';
export { type DisplayedUser, initialsOf, drawerIdentity } from './features/users/user-display';

// Languages and core's texts, looked up without i18next
export { translate, type TranslationParams } from './i18n/translate';
export { initialLanguage, isLanguage, resolveLanguage } from './i18n/language';
export { type TranslationKey } from './i18n/keys';
export { type CoreTexts } from './i18n/en';
export {
  pointInPolygon,
  zoneAt,
  zonePairPrice,
  surchargeApplies,
  wallClockAt,
  activeSurcharges,
  surchargeCents,
  ringProblem,
  percentile,
  type PolygonRings,
  type PricingZone,
  type ZonePairPrice,
  type Surcharge,
} from './features/pricing/rules';
export {
  parseZoneGeoJson,
  polygonFromClicks,
  outerRingLatLngs,
  ZONE_IMPORT_MAX,
  type ImportedZone,
  type ZoneImport,
  type ZoneImportProblem,
} from './features/pricing/geojson';
export {
  buildRideReportRows,
  reportPaymentMethods,
  rideReportCsv,
  localDateOf,
  UNKNOWN_PAYMENT,
  type ReportRide,
} from './features/reports/rides-report';
export {
  reportDays,
  reportGroupings,
  RIDE_COUNTS,
  type ReportDay,
  type RideCount,
} from './features/reports/report-days';
export {
  type QueuedAction,
  type QueuedStep,
  type StepStore,
  type SendOutcome,
  type FlushResult,
  type StepQueue,
  createStepQueue,
  storageStepStore,
  memoryStepStore,
} from './features/drivers/step-queue';
export {
  type Fix,
  MOVING_EVERY_MS,
  metresBetween,
  shouldSendFix,
  navigationLinks,
} from './features/drivers/position-cadence';
