// The public API of @parada/core. Each line re-exports one module on purpose; add lines
// to your section only.

// Constants and the spec's texts
export * from './features/config/constants';
export * from './features/validation/messages';

// Domain: wire schemas and types

// Rules

// i18n

// API client
export * from './api/api-error';
export * from './api/client';
export * from './api/request-counter';

// Store
