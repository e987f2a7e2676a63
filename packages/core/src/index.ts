// The public API of @parada/core. Each line re-exports one module on purpose.

// Rules and constants
export * from './features/config/constants';
export * from './features/validation/messages';
