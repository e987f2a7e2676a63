import type { HotelTexts } from './en';

/** Spanish: the hotel app's own texts (home, kiosk, history, settings, stays). */
export const es: HotelTexts = {
  home: {
    title: 'Taxi para un huésped',
    intro: 'El taxi recoge en {{place}}.',
    seen_cancelled: 'Entendido, oculta el servicio #{{id}}',
    title_destination: 'Taxi a un destino para un huésped',
  },
  form: {
    room: 'Habitación o nombre del huésped',
    reference: 'Referencia del lugar',
    reference_help: 'Dónde espera el huésped, p. ej. puerta principal o garaje',
    passengers: 'Pasajeros',
    destination: 'Destino',
    destination_optional: 'Destino (opcional)',
    phone: 'Teléfono del viajero',
    when: 'Fecha y hora',
    choose_when: 'Elige fecha y hora',
    submit_now: 'Pedir taxi',
    submit_later: 'Reservar taxi',
    sent: 'Taxi pedido para {{name}}',
    booked: 'Taxi reservado para {{name}} el {{date}} a las {{time}}',
  },
  today: {
    title: 'Servicios de hoy',
    empty: 'Todavía no hay servicios hoy.',
    driver: 'Conductor asignado',
    booking: '#{{id}} · {{name}} · {{when}}',
    edit_title: 'Editar la reserva #{{id}}',
    bookings: 'Reservas que puedes cambiar',
    follow_title: 'Servicio n.º {{id}}',
  },
  links: {
    kiosk: 'Quiosco del vestíbulo',
    qr: 'Tarjetas QR de las habitaciones',
  },
  kiosk: {
    title: 'Taxi a la puerta',
    room: 'Número o nombre de la habitación',
    call: 'Pedir un taxi',
    calling: 'Pidiendo…',
    new: 'Hecho',
    picked_up: '¡Buen viaje!',
    exit: 'Salir del quiosco',
    offline:
      'Ahora no hay conexión. Puede pedir un taxi igualmente: lo enviaremos en cuanto vuelva la conexión.',
    offline_short: 'Ahora no hay conexión.',
    queued: 'Lo enviaremos en cuanto vuelva la conexión',
    queued_room: 'Taxi a la puerta para la habitación {{room}}',
    queued_cancel: 'Anular esta petición',
  },
  closed: {
    title: 'El servicio de taxi está cerrado',
    hours: 'Abierto de {{opens}} a {{closes}}.',
    help: 'Por favor, pregunta en recepción.',
  },
  qr: {
    title: 'Tarjetas QR de las habitaciones',
    rooms: 'Habitaciones',
    rooms_help: 'Números, nombres e intervalos, separados por comas: 101-120, 214, Suite Mar',
    invalid: 'No es una habitación: {{entries}}',
    truncated: 'Solo se muestran las primeras {{max}} habitaciones.',
    print: 'Imprimir tarjetas',
    card_room: 'Habitación {{room}}',
    card_text: 'Escanea para registrarte y pedir un taxi o ver el club',
    no_guest_app: 'Este hotel aún no tiene dominio de app para huéspedes: pídelo al operador.',
    count: '{{count}} tarjetas',
  },
  login: {
    staff: 'Personal del hotel',
  },
  choice: {
    label: 'Cuándo',
    now: 'Ahora',
    later: 'Más tarde',
  },
  history: {
    from_date: 'Desde la fecha',
    clear: 'Limpiar',
    filters: 'Filtrar el historial',
    pages: 'Páginas del historial',
    empty: 'No hay servicios para este filtro.',
  },
  settings: {
    title: 'Configuración del hotel',
    title_account: 'Tu dirección de recogida',
    hours: {
      title: 'Horario del quiosco',
      intro:
        'El quiosco del vestíbulo solo acepta peticiones en este horario, en la zona horaria del hotel ({{zone}}).',
      always: 'Abierto las 24 horas, todos los días',
      closed: 'Cerrado',
      opens: 'Abre el {{day}}',
      closes: 'Cierra el {{day}}',
      overnight: 'Una hora de cierre anterior a la de apertura pasa de medianoche.',
      save: 'Guardar horario',
    },
    pickup: {
      title: 'Puerta de recogida',
      title_account: 'Dónde te recogen los taxis',
      intro:
        'Los taxis vienen a este punto. Busca la dirección y después toca el mapa para situar la puerta exactamente.',
      intro_account:
        'Los viajes que pidas aquí empiezan en esta dirección. También se guarda como tu dirección por defecto.',
      address: 'Dirección',
      map: 'Mapa del punto de recogida: toca para moverlo',
      none: 'Todavía no hay dirección de recogida.',
      save: 'Guardar recogida',
    },
    cards: {
      title: 'Tarjetas de habitación',
      intro:
        'Las tarjetas QR de las habitaciones llevan este código. Un código nuevo hace que dejen de funcionar todas las tarjetas impresas hasta ahora.',
      code: 'Código actual',
      regenerate: 'Crear un código nuevo',
      confirm_title: '¿Crear un código nuevo para las tarjetas de habitación?',
      confirm:
        'Todas las tarjetas QR impresas hasta ahora dejarán de funcionar. Los huéspedes con una tarjeta antigua tendrán que pedir una nueva en recepción. Tendrás que imprimir tarjetas nuevas.',
      print: 'Imprimir tarjetas nuevas',
    },
    saved: 'Guardado',
    link: 'Configuración del hotel',
    profile: 'Perfil',
  },
};
