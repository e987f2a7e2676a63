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

// i18n

// API client
export * from './api/api-error';
export * from './api/client';
export * from './api/request-counter';

// Store
