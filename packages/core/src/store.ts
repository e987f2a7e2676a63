// @parada/core/store: the Redux store the apps run (slices, sagas, selectors). The sagas
// are started by createParada; screens dispatch the slices' actions and read the selectors.
export {
  type FlowStatus,
  type FlowState,
  type FlowsState,
  type Flow,
  IDLE_FLOW,
} from './features/common/monitored-flow';
export { accountFlows, type AccountFlow } from './features/auth/account-flows';
export type { LoadStatus } from './features/common/load-reducers';
export { documentFlows } from './features/rides/document-flows';
export { NEW_GUEST_TOKEN, hotelSettingsFlow, kioskLeaveFlow } from './features/hotel/settings-flow';
export {
  selectPendingCount,
  selectScheduledCount,
  selectUnreadMessages,
} from './features/roles/menu-badges';
export { nextAfterBooking } from './features/ride-request/booking';
export { type RootState, type AppDispatch, makeStore, drawnStateReceived } from './store/store';
export { loadSessionSagas } from './store/session-loader';
export { createParada, type Parada } from './store/create-parada';
export { memoryStorage, type KeyValueStorage, STORAGE_KEYS } from './store/storage';
export { languageShown } from './store/language-shown';
export { lazyModule, type LazyModule } from './store/lazy-module';
export { type OpenEventStream } from './store/dependencies';
export {
  authActions,
  selectSession,
  selectUser,
  selectPermissions,
  selectExpiredMessage,
  selectStartRoute,
  selectIsLoggedIn,
  selectMustRenewPrivacy,
} from './features/auth/slice';
export {
  type AccountState,
  accountActions,
  selectProfile,
  selectProfileStatus,
  selectSessions,
  selectSessionsStatus,
  selectEmailCheck,
} from './features/auth/account-slice';
export {
  roomsActions,
  selectStays,
  selectStaysStatus,
  selectStayDetail,
  selectRoomRequests,
} from './features/rooms/slice';
export { type StayChange, stayFlow, type DeskChange, deskFlow } from './features/rooms/stay-flow';
export {
  type ContentPageRequest,
  type ContentPageState,
  type ContentState,
  contentActions,
  selectContentPage,
} from './features/content/slice';
export {
  configActions,
  selectConfiguration,
  selectCardPayments,
  selectTimeZone,
} from './features/config/slice';
export { type RideActionKind, type HistoryFilters } from './features/rides/rides-state';
export {
  ridesActions,
  selectInProcessRides,
  selectScheduledRides,
  selectRideListsStatus,
  selectHistory,
  selectRideActions,
  selectRideAction,
  selectLiveStatus,
  selectRideShare,
  selectSharedTrip,
  selectResendQuote,
  selectRideActionResult,
  selectLastResent,
} from './features/rides/slice';
export {
  type AddressField,
  type RideSchedule,
  type RideFailureDialog,
  type RideRequestState,
  rideRequestSlice,
  rideRequestActions,
  selectRideRequest,
} from './features/ride-request/slice';
export {
  faresActions,
  selectFares,
  selectFareLevel,
  selectChosenGrouping,
} from './features/fares/slice';
export { discountCheckFlow } from './features/fares/discount-flow';
export {
  type HotelRideVariant,
  hotelActions,
  selectHotelSettings,
  selectKiosk,
  selectHotelRide,
  selectFinishedToday,
} from './features/hotel/slice';
export {
  guestsActions,
  selectGuestHotel,
  selectGuestSignup,
  selectGuestStay,
} from './features/guests/slice';
export { clubActions, selectClub, selectCommerce } from './features/club/slice';
export {
  addressSearchSlice,
  addressSearchActions,
  selectAddressSearch,
  selectFavorites,
  selectFavoritesStatus,
  selectMapPick,
} from './features/addresses/slice';
export { paymentsActions, selectPayments } from './features/payments/slice';
export { type FavoriteChange, favoriteFlow } from './features/addresses/favorite-flow';
export { type PaymentChange, paymentChangeFlow } from './features/payments/change-flow';
export {
  type PurseMovementView,
  pursesActions,
  selectPurse,
  selectPurseStatus,
  selectPurseMovements,
  selectTransferRecipient,
  selectRecharge,
  selectReturnedRecharge,
} from './features/purses/slice';
export { type RechargeStep, rechargeFlow } from './features/purses/recharge-flow';
export { transferFlow } from './features/purses/transfer-flow';
export { type ActionResult, fieldErrorsOf } from './store/action-result';
export { NEW_ROW } from './features/common/row-actions';
export { employeesActions, selectEmployees } from './features/employees/slice';
export { rideTypesActions, selectRideTypes } from './features/ride-types/slice';
export { ticketsActions, selectTicketThread, selectTickets } from './features/tickets/slice';
export { messagesActions, selectMessages } from './features/messages/slice';
export {
  type DriverPhase,
  type DriversState,
  type LocationState,
  type StepRefusal,
  driversActions,
  withQueuedSteps,
  selectDriverPhase,
  selectDriver,
  selectDriverShift,
  selectDriverVehicles,
  selectShiftSummary,
  selectOffer,
  selectReceipt,
  selectShownReceipt,
  selectDriverRide,
  selectDriverOnline,
  selectPendingSteps,
  selectStepRefusals,
  selectLocationState,
  selectDriverError,
  selectDriverBusy,
  selectEarnings,
  selectEarningsError,
} from './features/drivers/slice';
export {
  type DriverDependencies,
  type EventStreamCallbacks,
  type LocationProblem,
  type PositionReading,
  DRIVER_STORAGE,
} from './features/drivers/sagas';
export {
  type DriverEnvironment,
  type DriverParada,
  type DriverRootState,
  type DriverDispatch,
  type DriverStore,
  createDriverParada,
  makeDriverStore,
} from './features/drivers/store';
export {
  type OpenSocket,
  type SocketLike,
  type PositionSocket,
  createPositionSocket,
  positionSocketUrl,
} from './features/drivers/position-socket';
