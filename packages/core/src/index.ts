// The public API of @parada/core. Each line re-exports one module on purpose; add lines
// to your section only.

// Constants and the spec's texts
export * from './features/config/constants';
export * from './features/validation/messages';

// Domain: wire schemas and types

// Rules
export * from './features/status/status-codes';
export * from './features/services/service-rules';
export * from './features/roles/routes';
export * from './features/roles/roles';
export * from './features/roles/menu';
export * from './features/fares/fare-stack';
export * from './features/payments/payment-rules';
export * from './features/addresses/address-rules';
export * from './features/format/money';
export * from './features/format/dates';

// i18n

// API client
export * from './api/api-error';
export * from './api/client';
export * from './api/request-counter';

// Store
