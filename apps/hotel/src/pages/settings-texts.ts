/** The hotel settings and staff profile screens (#14); keys start with 'settings.'. */
const en = {
  'history.from_date': 'From date',
  'history.apply': 'Apply',
  'history.clear': 'Clear',
  'history.filters': 'Filter the history',
  'history.pages': 'Pages of the history',
  'history.empty': 'No services for this filter.',
  'settings.title': 'Hotel settings',
  'settings.title_account': 'Your pick-up address',
  'settings.hours.title': 'Kiosk opening hours',
  'settings.hours.intro':
    'The lobby kiosk takes requests only in these hours, in the hotel’s time zone ({{zone}}).',
  'settings.hours.always': 'Open around the clock, every day',
  'settings.hours.closed': 'Closed',
  'settings.hours.opens': 'Opens on {{day}}',
  'settings.hours.closes': 'Closes on {{day}}',
  'settings.hours.overnight': 'A closing time before the opening one runs past midnight.',
  'settings.hours.save': 'Save opening hours',
  'settings.pickup.title': 'Pick-up door',
  'settings.pickup.title_account': 'Where your taxis pick up',
  'settings.pickup.intro':
    'Taxis come to this point. Search the address, then tap the map to place the door exactly.',
  'settings.pickup.intro_account':
    'Rides you request here start at this address. It is also saved as your default address.',
  'settings.pickup.address': 'Address',
  'settings.pickup.map': 'Map of the pick-up point: tap to move it',
  'settings.pickup.none': 'No pick-up address yet.',
  'settings.pickup.save': 'Save pick-up',
  'settings.cards.title': 'Room cards',
  'settings.cards.intro':
    'The QR cards in the rooms carry this code. A new code makes every card printed so far stop working.',
  'settings.cards.code': 'Current code',
  'settings.cards.regenerate': 'Make a new code',
  'settings.cards.confirm_title': 'Make a new room-card code?',
  'settings.cards.confirm':
    'Every QR card printed so far will stop working. Guests with an old card will have to ask the reception for a new one. You will need to print new cards.',
  'settings.cards.print': 'Print new cards',
  'settings.saved': 'Saved',
  'settings.link': 'Hotel settings',
  'settings.profile': 'Profile',
};

type Texts = Record<keyof typeof en, string>;

const ca: Texts = {
  'history.from_date': 'Des de la data',
  'history.apply': 'Aplica',
  'history.clear': 'Neteja',
  'history.filters': "Filtra l'historial",
  'history.pages': "Pàgines de l'historial",
  'history.empty': 'No hi ha serveis per a aquest filtre.',
  'settings.title': "Configuració de l'hotel",
  'settings.title_account': 'La teva adreça de recollida',
  'settings.hours.title': 'Horari del quiosc',
  'settings.hours.intro':
    "El quiosc del vestíbul només accepta peticions en aquest horari, a la zona horària de l'hotel ({{zone}}).",
  'settings.hours.always': 'Obert les 24 hores, cada dia',
  'settings.hours.closed': 'Tancat',
  'settings.hours.opens': 'Obre el {{day}}',
  'settings.hours.closes': 'Tanca el {{day}}',
  'settings.hours.overnight': "Una hora de tancament anterior a la d'obertura passa de mitjanit.",
  'settings.hours.save': "Desa l'horari",
  'settings.pickup.title': 'Porta de recollida',
  'settings.pickup.title_account': 'On et recullen els taxis',
  'settings.pickup.intro':
    "Els taxis vénen a aquest punt. Cerca l'adreça i després toca el mapa per situar la porta exactament.",
  'settings.pickup.intro_account':
    'Els viatges que demanis aquí comencen en aquesta adreça. També es desa com la teva adreça per defecte.',
  'settings.pickup.address': 'Adreça',
  'settings.pickup.map': 'Mapa del punt de recollida: toca per moure’l',
  'settings.pickup.none': 'Encara no hi ha adreça de recollida.',
  'settings.pickup.save': 'Desa la recollida',
  'settings.cards.title': "Targetes d'habitació",
  'settings.cards.intro':
    'Les targetes QR de les habitacions porten aquest codi. Un codi nou fa que deixin de funcionar totes les targetes impreses fins ara.',
  'settings.cards.code': 'Codi actual',
  'settings.cards.regenerate': 'Crea un codi nou',
  'settings.cards.confirm_title': "Vols crear un codi nou per a les targetes d'habitació?",
  'settings.cards.confirm':
    "Totes les targetes QR impreses fins ara deixaran de funcionar. Els hostes amb una targeta antiga hauran de demanar-ne una de nova a la recepció. Hauràs d'imprimir targetes noves.",
  'settings.cards.print': 'Imprimeix targetes noves',
  'settings.saved': 'Desat',
  'settings.link': "Configuració de l'hotel",
  'settings.profile': 'Perfil',
};

const es: Texts = {
  'history.from_date': 'Desde la fecha',
  'history.apply': 'Aplicar',
  'history.clear': 'Limpiar',
  'history.filters': 'Filtrar el historial',
  'history.pages': 'Páginas del historial',
  'history.empty': 'No hay servicios para este filtro.',
  'settings.title': 'Configuración del hotel',
  'settings.title_account': 'Tu dirección de recogida',
  'settings.hours.title': 'Horario del quiosco',
  'settings.hours.intro':
    'El quiosco del vestíbulo solo acepta peticiones en este horario, en la zona horaria del hotel ({{zone}}).',
  'settings.hours.always': 'Abierto las 24 horas, todos los días',
  'settings.hours.closed': 'Cerrado',
  'settings.hours.opens': 'Abre el {{day}}',
  'settings.hours.closes': 'Cierra el {{day}}',
  'settings.hours.overnight': 'Una hora de cierre anterior a la de apertura pasa de medianoche.',
  'settings.hours.save': 'Guardar horario',
  'settings.pickup.title': 'Puerta de recogida',
  'settings.pickup.title_account': 'Dónde te recogen los taxis',
  'settings.pickup.intro':
    'Los taxis vienen a este punto. Busca la dirección y después toca el mapa para situar la puerta exactamente.',
  'settings.pickup.intro_account':
    'Los viajes que pidas aquí empiezan en esta dirección. También se guarda como tu dirección por defecto.',
  'settings.pickup.address': 'Dirección',
  'settings.pickup.map': 'Mapa del punto de recogida: toca para moverlo',
  'settings.pickup.none': 'Todavía no hay dirección de recogida.',
  'settings.pickup.save': 'Guardar recogida',
  'settings.cards.title': 'Tarjetas de habitación',
  'settings.cards.intro':
    'Las tarjetas QR de las habitaciones llevan este código. Un código nuevo hace que dejen de funcionar todas las tarjetas impresas hasta ahora.',
  'settings.cards.code': 'Código actual',
  'settings.cards.regenerate': 'Crear un código nuevo',
  'settings.cards.confirm_title': '¿Crear un código nuevo para las tarjetas de habitación?',
  'settings.cards.confirm':
    'Todas las tarjetas QR impresas hasta ahora dejarán de funcionar. Los huéspedes con una tarjeta antigua tendrán que pedir una nueva en recepción. Tendrás que imprimir tarjetas nuevas.',
  'settings.cards.print': 'Imprimir tarjetas nuevas',
  'settings.saved': 'Guardado',
  'settings.link': 'Configuración del hotel',
  'settings.profile': 'Perfil',
};

export const SETTINGS_TEXTS = { ca, en, es } as const;
