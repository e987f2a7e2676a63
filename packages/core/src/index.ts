// The public API of @parada/core. Each line re-exports one module on purpose; add lines
// to your section only.

// Constants and the spec's texts
export * from './features/config/constants';
export * from './features/config/color';
export * from './features/config/palette';
export * from './features/config/first-paint';
export * from './features/validation/messages';

// Domain: wire schemas and types
export * from './features/common/schemas';
export * from './features/common/money';
export * from './features/common/monitored-flow';
export * from './features/auth/schemas';
export * from './features/auth/load-schemas';
export * from './features/config/schemas';
export * from './features/groupings/schemas';
export * from './features/services/schemas';
export * from './features/services/creation';
export * from './features/addresses/schemas';
export * from './features/employees/schemas';
export * from './features/service-types/schemas';
export * from './features/payments/schemas';
export * from './features/tickets/schemas';
export * from './features/messages/schemas';
export * from './features/purses/schemas';
export * from './features/content/schemas';
export * from './features/club/schemas';
export * from './features/drivers/schemas';
export * from './features/guests/schemas';
export * from './features/guests/load-schemas';
export * from './features/guests/guest-rules';
export * from './features/hotel/schemas';
export * from './features/admin/schemas';
export * from './features/rooms/schemas';

// Rules
export * from './features/status/status-codes';
export * from './features/services/service-rules';
export * from './features/roles/routes';
export * from './features/roles/roles';
export * from './features/roles/menu';
export * from './features/roles/menu-badges';
export * from './features/fares/fare-stack';
export * from './features/fares/fare-parts';
export * from './features/payments/payment-rules';
export * from './features/addresses/address-rules';
export * from './features/format/money';
export * from './features/format/dates';
export * from './features/rides/ride-rules';
export * from './features/rides/booking';
export * from './features/hotel/hotel-rules';
export * from './features/hotel/kiosk-queue';
export * from './features/rooms/room-rules';
export * from './features/validation/validators';
export * from './features/validation/form-errors';
export * from './features/users/user-display';

// i18n
export * from './i18n/i18n';
export * from './i18n/language';
export * from './i18n/keys';
export * from './i18n/load';
export * from './i18n/texts';
export type { CoreTexts } from './i18n/en';

// API client
export * from './api/api-error';
export * from './api/client';
export * from './api/request-counter';
export * from './api/create-api';
export * from './features/auth/api';
export * from './features/config/api';
export * from './features/services/api';
export * from './features/employees/api';
export * from './features/service-types/api';
export * from './features/payments/api';
export * from './features/addresses/api';
export * from './features/groupings/api';
export * from './features/tickets/api';
export * from './features/messages/api';
export * from './features/purses/api';
export * from './features/content/api';
export * from './features/club/api';
export * from './features/hotel/api';
export * from './features/rooms/api';

// Store
export * from './store/store';
export * from './store/create-parada';
export * from './store/storage';
export * from './store/dependencies';
export * from './store/error-message';
export * from './features/auth/slice';
export * from './features/auth/account-slice';
export * from './features/auth/account-flows';
export * from './features/rooms/slice';
export * from './features/content/slice';
export * from './features/config/slice';
export * from './features/services/services-state';
export * from './features/services/slice';
export * from './features/services/document-flows';
export * from './features/rides/selectors';
export * from './features/rides/slice';
export * from './features/fares/slice';
export * from './features/hotel/slice';
export * from './features/hotel/settings-flow';
export * from './features/guests/slice';
export * from './features/club/slice';
export * from './features/addresses/slice';
export * from './features/payments/slice';
export * from './features/purses/slice';
export * from './store/action-result';
export * from './features/employees/slice';
export * from './features/service-types/slice';
export * from './features/tickets/slice';
export * from './features/messages/slice';
