import type { HotelTexts } from './en';

/** Catalan: the hotel app's own texts (home, kiosk, history, settings, stays). */
export const ca: HotelTexts = {
  home: {
    title: 'Taxi per a un client',
    intro: 'El taxi recull a {{place}}.',
    seen_cancelled: 'Entesos, amaga el servei #{{id}}',
    title_destination: 'Taxi a una destinació per a un client',
  },
  form: {
    room: 'Habitació o nom del client',
    reference: 'Referència del lloc',
    reference_help: 'On espera el client, p. ex. porta principal o garatge',
    passengers: 'Passatgers',
    destination: 'Destinació',
    destination_optional: 'Destinació (opcional)',
    phone: 'Telèfon del viatger',
    when: 'Data i hora',
    choose_when: 'Tria data i hora',
    submit_now: 'Demana el taxi',
    submit_later: 'Reserva el taxi',
    sent: 'Taxi demanat per a {{name}}',
    booked: 'Taxi reservat per a {{name}} el {{date}} a les {{time}}',
  },
  today: {
    title: "Serveis d'avui",
    empty: 'Encara no hi ha serveis avui.',
    driver: 'Conductor assignat',
    booking: '#{{id}} · {{name}} · {{when}}',
    edit_title: 'Edita la reserva #{{id}}',
    bookings: 'Reserves que pots canviar',
    follow_title: 'Servei núm. {{id}}',
  },
  links: {
    kiosk: 'Quiosc del vestíbul',
    qr: 'Targetes QR de les habitacions',
  },
  kiosk: {
    title: 'Taxi a la porta',
    room: "Número o nom de l'habitació",
    call: 'Demana un taxi',
    calling: 'Demanant…',
    new: 'Fet',
    picked_up: 'Bon viatge!',
    exit: 'Surt del quiosc',
    offline:
      "Ara no hi ha connexió. Podeu demanar un taxi igualment: l'enviarem tan bon punt torni la connexió.",
    offline_short: 'Ara no hi ha connexió.',
    queued: "L'enviarem tan bon punt torni la connexió",
    queued_room: "Taxi a la porta per a l'habitació {{room}}",
    queued_cancel: 'Anul·la aquesta petició',
  },
  closed: {
    title: 'El servei de taxi està tancat',
    hours: 'Obert de {{opens}} a {{closes}}.',
    help: 'Si us plau, pregunta a la recepció.',
  },
  qr: {
    title: 'Targetes QR de les habitacions',
    rooms: 'Habitacions',
    rooms_help: 'Números, noms i intervals, separats per comes: 101-120, 214, Suite Mar',
    invalid: 'No és una habitació: {{entries}}',
    truncated: 'Només es mostren les primeres {{max}} habitacions.',
    print: 'Imprimeix les targetes',
    card_room: 'Habitació {{room}}',
    card_text: 'Escaneja per registrar-te i demanar un taxi o veure el club',
    no_guest_app: "Aquest hotel encara no té domini d'app per a clients: demana'l a l'operador.",
    count: '{{count}} targetes',
  },
  login: {
    staff: "Personal de l'hotel",
  },
  choice: {
    label: 'Quan',
    now: 'Ara',
    later: 'Més tard',
  },
  history: {
    from_date: 'Des de la data',
    clear: 'Neteja',
    filters: "Filtra l'historial",
    pages: "Pàgines de l'historial",
    empty: 'No hi ha serveis per a aquest filtre.',
  },
  settings: {
    title: "Configuració de l'hotel",
    title_account: 'La teva adreça de recollida',
    hours: {
      title: 'Horari del quiosc',
      intro:
        "El quiosc del vestíbul només accepta peticions en aquest horari, a la zona horària de l'hotel ({{zone}}).",
      always: 'Obert les 24 hores, cada dia',
      closed: 'Tancat',
      opens: 'Obre el {{day}}',
      closes: 'Tanca el {{day}}',
      overnight: "Una hora de tancament anterior a la d'obertura passa de mitjanit.",
      save: "Desa l'horari",
    },
    pickup: {
      title: 'Porta de recollida',
      title_account: 'On et recullen els taxis',
      intro:
        "Els taxis vénen a aquest punt. Cerca l'adreça i després toca el mapa per situar la porta exactament.",
      intro_account:
        'Els viatges que demanis aquí comencen en aquesta adreça. També es desa com la teva adreça per defecte.',
      address: 'Adreça',
      map: 'Mapa del punt de recollida: toca per moure’l',
      none: 'Encara no hi ha adreça de recollida.',
      save: 'Desa la recollida',
    },
    cards: {
      title: "Targetes d'habitació",
      intro:
        'Les targetes QR de les habitacions porten aquest codi. Un codi nou fa que deixin de funcionar totes les targetes impreses fins ara.',
      code: 'Codi actual',
      regenerate: 'Crea un codi nou',
      confirm_title: "Vols crear un codi nou per a les targetes d'habitació?",
      confirm:
        "Totes les targetes QR impreses fins ara deixaran de funcionar. Els hostes amb una targeta antiga hauran de demanar-ne una de nova a la recepció. Hauràs d'imprimir targetes noves.",
      print: 'Imprimeix targetes noves',
    },
    saved: 'Desat',
    link: "Configuració de l'hotel",
    profile: 'Perfil',
  },
};
