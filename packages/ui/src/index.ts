// The public API of @parada/ui. Each line re-exports one module on purpose.

// Theme and providers
export * from './theme/create-theme';
export * from './theme/branding';
export * from './theme/ui-provider';
export * from './i18n/ui-i18n';

// App bootstrap shared by the panel, hotel and guest apps
export * from './app/app-context';
export * from './app/app-frame';
export * from './app/app-i18n';
export * from './app/app-texts';
export * from './app/app-paths';
export * from './app/app-providers';
export * from './app/create-parada-app';
export * from './app/language-select';
export * from './app/lazy-with-reload';
export * from './app/shared-screens/shared-screens';
export * from './app/start-app';
export * from './app/run-app';
export * from './app/parada';
export * from './app/route-guard';
export * from './app/use-role';
export * from './app/use-zoned-time';
export * from './app/user-language';

// Store hooks (typed with core's store; lint bans react-redux's untyped pair)
export * from './hooks/store-hooks';

// Screen kit: the plumbing every list or form screen shares
export * from './screen-kit/page-header';
export * from './screen-kit/load-failed';
export * from './screen-kit/pager';
export * from './screen-kit/use-form-check';
export * from './screen-kit/use-start-date-filter';
export * from './screen-kit/use-outcome-toast';
export * from './screen-kit/use-flow';
export * from './screen-kit/use-outcome';

// Widgets
export * from './widgets/app-dialog';
export * from './widgets/cancel-and-go';
export * from './widgets/confirm-dialog';
export * from './widgets/date-fields';
export * from './widgets/date-time-dialog';
export * from './widgets/fare-info-dialog';
export * from './widgets/fare-picker-dialog';
export * from './widgets/not-found-page';
export * from './widgets/notification-dialog';
export * from './widgets/deferred-notification-dialog';
export * from './widgets/password-field';
export * from './widgets/payment-method-dialog';
export * from './widgets/select-field';
export * from './widgets/text-field';
export * from './widgets/weekly-hours-field';
export * from './widgets/text-prompt-dialog';
export * from './widgets/toaster';
export * from './widgets/top-loading-bar';

// Ride components
export * from './ride/address-field';
export * from './ride/driver-card';
export * from './ride/live-ride';
export { CancelRideDialog } from './ride/cancel-ride-dialog';
export * from './ride/passengers-stepper';
export * from './ride/ride-status-box';
export * from './ride/rides-table';

// Account forms and screens shared by the apps (log-in, sign-up, recovery, profile, content)
export * from './account/account-card';
export * from './account/activation-form';
export * from './account/content-screen';
export * from './account/content-view';
export * from './account/login-form';
export * from './account/profile-forms';
export * from './account/profile-screen';
export * from './account/recover-password-form';
export * from './account/register-form';
export * from './account/remove-account-confirm';
export * from './account/sessions-card';
export * from './account/undo-contact-change';
export * from './account/renew-privacy-form';
export * from './account/reset-password-form';
export * from './account/use-account-form';
export * from './account/use-account-flow';

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
export * from './ride/ride-fare-details';
export * from './ride/request-form/fare-section';
export * from './ride/request-form/form-section';
export * from './ride/request-form/payment-section';
export * from './ride/request-form/request-form-sections';
export * from './ride/request-form/route-section';
export * from './ride/request-form/submission-feedback';
export * from './ride/request-form/traveler-section';
export * from './ride/request-form/use-request-form';
export * from './ride/request-form/when-section';
export * from './account/social-sign-in';
export * from './rooms/room-charge-section';
export * from './rooms/stays-table';
export * from './rooms/stay-detail';
export * from './entry/entry-card';
