import type { Texts } from '@parada/core/i18n';

/** English: the hotel app's own texts (home, kiosk, history, settings, stays). The other languages are typed after it. */
export const en = {
  home: {
    title: 'Taxi for a guest',
    intro: 'The taxi picks up at {{place}}.',
    seen_cancelled: 'Got it, hide service #{{id}}',
    title_destination: 'Taxi to a destination for a guest',
  },
  form: {
    room: 'Guest room or name',
    reference: 'Location reference',
    reference_help: 'Where the guest waits, e.g. main door or garage',
    passengers: 'Passengers',
    destination: 'Destination',
    destination_optional: 'Destination (optional)',
    phone: "Traveler's phone",
    when: 'Date and time',
    choose_when: 'Choose date and time',
    submit_now: 'Request taxi',
    submit_later: 'Book taxi',
    sent: 'Taxi requested for {{name}}',
    booked: 'Taxi booked for {{name}} on {{date}} at {{time}}',
  },
  today: {
    title: "Today's services",
    empty: 'No services today yet.',
    driver: 'Assigned driver',
    booking: '#{{id}} · {{name}} · {{when}}',
    edit_title: 'Edit booking #{{id}}',
    bookings: 'Bookings you can change',
    follow_title: 'Service #{{id}}',
  },
  links: {
    kiosk: 'Lobby kiosk',
    qr: 'Room QR cards',
  },
  kiosk: {
    title: 'Taxi to the door',
    room: 'Room number or name',
    call: 'Call a taxi',
    calling: 'Calling…',
    new: 'Done',
    picked_up: 'Have a good trip!',
    exit: 'Leave the kiosk',
    offline:
      'No connection right now. You can still call a taxi: it will be sent as soon as the connection is back.',
    offline_short: 'No connection right now.',
    queued: 'We will send it as soon as the connection is back',
    queued_room: 'Taxi to the door for room {{room}}',
    queued_cancel: 'Cancel this request',
  },
  desk: {
    exit_title: 'Leave the kiosk',
    exit_intro: 'Staff only: type your password or the hotel’s kiosk PIN.',
    exit_secret: 'Password or PIN',
    exit_confirm: 'Leave',
    pin_title: 'Kiosk PIN',
    pin_intro:
      'Leaving the lobby kiosk asks for a staff password; a PIN of 4 to 8 digits set here also opens it.',
    pin_label: 'New PIN',
    pin_set: 'A PIN is set.',
    pin_none: 'No PIN set: only a staff password leaves the kiosk.',
    pin_save: 'Save the PIN',
    pin_remove: 'Remove the PIN',
    register_title: 'Register a stay',
    register_intro:
      'Only a stay registered here, or a guest’s request approved below, can have rides charged to its room.',
    room: 'Room',
    guest: 'Guest’s name',
    check_in: 'Check-in',
    check_out: 'Check-out',
    register: 'Register the stay',
    requests_title: 'Room account requests',
    requests_intro:
      'Guests who signed up from a room card and asked to charge rides to their room. Approve with the stay’s dates, or refuse.',
    requests_empty: 'No requests waiting.',
    request_label: 'Request of {{guest}}, room {{room}}',
    approve: 'Approve',
    refuse: 'Refuse',
  },
  closed: {
    title: 'The taxi desk is closed',
    hours: 'Open from {{opens}} to {{closes}}.',
    help: 'Please ask at the reception.',
  },
  qr: {
    title: 'Room QR cards',
    rooms: 'Rooms',
    rooms_help: 'Numbers, names and ranges, separated by commas: 101-120, 214, Suite Mar',
    invalid: 'Not a room: {{entries}}',
    truncated: 'Only the first {{max}} rooms are shown.',
    print: 'Print cards',
    card_room: 'Room {{room}}',
    card_text: 'Scan to sign up and call a taxi or see the club',
    no_guest_app: 'This hotel has no guest app domain yet: ask the operator to add one.',
    count: '{{count}} cards',
  },
  login: {
    staff: 'Hotel staff',
  },
  choice: {
    label: 'When',
    now: 'Now',
    later: 'Later',
  },
  history: {
    from_date: 'From date',
    clear: 'Clear',
    filters: 'Filter the history',
    pages: 'Pages of the history',
    empty: 'No services for this filter.',
  },
  settings: {
    title: 'Hotel settings',
    title_account: 'Your pick-up address',
    hours: {
      title: 'Kiosk opening hours',
      intro:
        'The lobby kiosk takes requests only in these hours, in the hotel’s time zone ({{zone}}).',
      save: 'Save opening hours',
    },
    pickup: {
      title: 'Pick-up door',
      title_account: 'Where your taxis pick up',
      intro:
        'Taxis come to this point. Search the address, then tap the map to place the door exactly.',
      intro_account:
        'Rides you request here start at this address. It is also saved as your default address.',
      address: 'Address',
      map: 'Map of the pick-up point: tap to move it',
      none: 'No pick-up address yet.',
      save: 'Save pick-up',
    },
    cards: {
      title: 'Room cards',
      intro:
        'The QR cards in the rooms carry this code. A new code makes every card printed so far stop working.',
      code: 'Current code',
      regenerate: 'Make a new code',
      confirm_title: 'Make a new room-card code?',
      confirm:
        'Every QR card printed so far will stop working. Guests with an old card will have to ask the reception for a new one. You will need to print new cards.',
      print: 'Print new cards',
    },
    saved: 'Saved',
    link: 'Hotel settings',
    profile: 'Profile',
  },
};

export type HotelTexts = Texts<typeof en>;
