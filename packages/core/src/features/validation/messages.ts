/**
 * The spec's user-facing texts (§5 validation, §8 errors and successes), by stable key.
 * The value is the English text; i18n resources translate every key into ca, en and es.
 * Schemas, validators, the API client and the server all speak in these keys, so a text
 * is written once.
 */
export const MESSAGES = {
  // §5 validation
  'validation.required': 'This field is required.',
  'validation.phone': 'Enter a valid phone number',
  'validation.password': 'Enter a valid password',
  'validation.password_confirmed': 'Password does not match',
  'validation.email': 'Invalid email',
  'validation.alpha': 'Letters only',
  'validation.alphaNum': 'Only letters and numbers.',
  'validation.numeric': 'Numbers only.',
  'validation.amount': 'Enter an amount',
  'validation.code_user': 'Enter valid user code',
  'validation.activation_code': 'The code has 6 digits',
  'validation.min_length': 'Write at least {{min}} characters',
  'validation.terms_required': 'You must accept the terms of use and the privacy policy',
  // §5 ride rules
  'ride.origin_required': 'Origin is required',
  'ride.destination_required': 'Destination is required',
  'ride.passengers_required': 'Select the number of passengers',
  'ride.grouping_required':
    'Failed to make the request, it is required to select a grouping or rate',
  'ride.date_time_required': 'Must select date and time',
  'ride.invalid_address': 'Enter a valid address',
  'ride.guest_name_required': 'A guest room or passenger name is required',
  // Hotel kiosk and guest rooms
  'hotel.hours_same': 'Opening and closing times must be different',
  'hotel.pickup_missing': 'The hotel has no pickup address yet: set it in its settings',
  'hotel.guest_link_invalid': 'This room link is not valid. Ask the reception for a new one',
  'guest.contact_required': 'Give a phone or an email: it is how you get back to your rides',
  'ride.confirm_several_scheduled':
    'You are about to request several scheduled services. Continue?',
  'ride.no_service_in_zone': 'Sorry, there is no service in this zone',
  'ride.all_request_faile': 'The request could not be made',
  'ride.agurpation_faile': 'No grouping is selected for this request',
  'ride.edit_address_': 'Your address is incomplete: edit it in your profile',
  'ride.enable_geolocation': 'Please, enable geolocation',
  'payment.aggregatable_block': 'No es posible seleccionar otro medio de pago',
  // §8 global
  'error.generic': 'Something went wrong! Please try again.',
  'error.problem': 'There was a problem',
  'error.session_expired': 'Session Expired! Please login again to continue.',
  'error.action_failed': 'Action failed',
  'error.not_found': 'Not Found',
  'error.logo_update': 'Could not update logo image',
  'error.password_update': 'Password could not be updated. Try again with another password',
  'error.invalid_code': 'Invalid code',
  'error.invalid_token': 'Invalid token',
  'error.transfer': 'You do not have enough balance / Customer is invalid',
  'error.invalid_credentials': 'Invalid username or password',
  'error.forbidden': 'You do not have permission to do this',
  'error.too_many_requests': 'Too many attempts. Please wait and try again.',
  // §8 successes
  'success.data_updated': 'Data updated',
  'success.data_registered': 'Data successfully registered',
  'success.password_updated': 'Password updated',
  'success.new_password_sent': 'New password sent to email',
  'success.action': 'The action was successful',
  'success.employee_activated': 'Empleado {{name}} activado',
  'success.employee_deactivated': 'Empleado {{name}} desactivado',
  'success.employee_updated': 'Empleado {{name}} actualizado',
  'success.employee_created': 'Se ha creado el empleado {{name}}',
  'success.employee_password': 'Contraseña actualizada',
  'success.edited_service': 'Service edited',
  'success.service_resent': 'A new service has been requested',
  'success.service_type_created': 'Tipo de servicio creado',
  'success.service_type_updated': 'Tipo de servicio actualizado',
  // §2 texts
  'page.not_found': 'Oops! Nothing here...',
  'logout.confirm': 'Are you sure you want to log out?',
  'hotel.history_title': 'Historico de servicios',
  'fare.choose': 'Choose Fare',
  'date.choice_date': 'Choose date and time',
  // Wire-schema validation (added by the schemas; translate in every language)
  'validation.invalid': 'Invalid value',
  'validation.max_length': 'Write at most {{max}} characters',
  'validation.coordinates': 'Enter a valid location',
  'validation.color': 'Enter a valid colour (#rrggbb)',
  'validation.url': 'Enter a valid https link',
  'validation.date': 'Enter a valid date (YYYY-MM-DD)',
  'validation.time': 'Enter a valid time (HH:mm)',
  'validation.date_time': 'Enter a valid date and time (YYYY-MM-DD HH:mm)',
  'validation.card': 'Enter a valid card',
  'validation.nothing_to_update': 'Change at least one field',
  // Ride rules (features/rides/ride-rules.ts)
  'ride.date_time_past': 'Choose a date and time later than now',
  'ride.passengers_max': 'This ride takes at most {{max}} passengers',
  'ride.resend_not_final': 'Only a ride that has ended can be requested again',
  'ride.resend_unpriced': 'This trip can no longer be priced in its grouping',
  // Account flows the server answers (moved from apps/server/src/lib/i18n.ts)
  'error.account_not_active': 'Your account is not activated yet',
  'error.email_taken': 'This email is already registered',
  'error.phone_taken': 'This phone is already registered',
  'error.invalid_image': 'Upload an image (PNG, JPEG, GIF or WebP)',
  'error.file_too_large': 'The file is too large',
  'error.social_login': 'Could not sign in with this account',
  'error.already_in_use': 'This value is already in use',
  'error.bad_request': 'The request could not be read',
  'error.request_too_large': 'The request is too large',
  'error.uri_too_long': 'The address is too long',
  'error.method_not_allowed': 'This action is not available at this address',
  'validation.characters': 'Remove the invisible or control characters',
  'error.in_use': 'It cannot be deleted while it is in use',
  'success.activation_code_sent': 'We have sent you a code by SMS',
  'success.recovery_sent':
    'If the account exists, we have emailed you a link to reset the password',
  'success.account_removal_sent': 'We have emailed you a link to remove your account',
  'success.account_removed': 'Your account has been removed',
  'success.employee_invited': 'We have emailed the employee a code to activate the account',
  // Rides, fares and dispatch (apps/server features/rides, fares, drivers)
  'error.idempotency_mismatch': 'This request key was already used for a different request',
  'error.idempotency_in_progress': 'This request is still being processed',
  'error.status_transition': 'The service cannot change to that state now',
  'fare.distance': 'Distance',
  'fare.duration': 'Time',
  'fare.fixed_price': 'Fixed price',
  'fare.night': 'Night supplement included',
  'fare.holiday': 'Holiday supplement included',
  'fare.booking': 'Booking supplement included',
  'fare.discount': 'Discount {{code}} applied',
  // Favorites (apps/server features/favorites)
  'favorites.limit': 'You can save at most {{max}} favorites',
  // Money (apps/server features/payments, wallet, gateway, billing)
  'payment.method_unavailable': 'This payment method is not available',
  'payment.card_declined': 'The card was declined',
  'payment.card_expired': 'The card has expired',
  'payment.gateway_unavailable': 'The payment could not be completed. Try again later',
  'payment.requires_action': 'Confirm the payment with your bank to finish',
  'domain.not_proved':
    'The host does not show the token yet: serve it at the well-known address or publish the TXT record, then check again',
  'domain.other_tenant': 'This host belongs to another operator',
  'payment.pending':
    'The payment is being confirmed. The balance updates as soon as the bank answers',
  // The built-in payment methods' names, as an operator that never renamed them shows them
  'payment.method.cash': 'Cash',
  'payment.method.wallet': 'Wallet',
  'payment.method.card': 'Card',
  'payment.method.transfer': 'Monthly transfer',
  'payment.method.room': 'Room account',
  // The room account (#19)
  'room.not_enabled': 'This hotel does not put rides on the room bill',
  'room.limit_passed': 'This ride costs more than the {{limit}} a ride can put on the room',
  'room.stay_settled': 'This stay is settled: no more rides can be charged to the room',
  'room.checked_out': 'The room has checked out: no more rides can be charged to it',
  'room.room_required': 'Enter the room',
  'room.check_out_before_check_in': 'The check-out cannot be before the check-in',
  'room.stay_ride_open': 'A ride of this stay has not ended yet: settle the stay when it ends',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);
