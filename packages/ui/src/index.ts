// The public API of @parada/ui. Each line re-exports one module on purpose.

// Theme and providers
export * from './theme/color';
export * from './theme/create-theme';
export * from './theme/branding';
export * from './theme/ui-provider';
export * from './i18n/ui-resources';
export * from './i18n/ui-i18n';

// Widgets
export * from './widgets/app-dialog';
export * from './widgets/confirm-dialog';
export * from './widgets/date-fields';
export * from './widgets/date-time-dialog';
export * from './widgets/fare-info-dialog';
export * from './widgets/fare-picker-dialog';
export * from './widgets/not-found-page';
export * from './widgets/notification-dialog';
export * from './widgets/password-field';
export * from './widgets/payment-method-dialog';
export * from './widgets/text-field';
export * from './widgets/text-prompt-dialog';
export * from './widgets/toaster';
export * from './widgets/top-loading-bar';

// Ride components
export * from './ride/address-field';
export * from './ride/driver-card';
export * from './ride/passengers-stepper';
export * from './ride/service-status-box';
export * from './ride/services-table';

// Layouts
export * from './layouts/app-shell';
export * from './layouts/drawer-header';
export * from './layouts/layouts';
export * from './layouts/logout-dialog';
export * from './layouts/side-menu';
export * from './layouts/use-min-width';

// Map (Leaflet loads lazily on first render)
export * from './map/map-types';
export * from './map/ride-map';

// QR (the scanner's camera loop and jsQR load lazily)
export * from './qr/qr-code';
export * from './qr/qr-scanner';
