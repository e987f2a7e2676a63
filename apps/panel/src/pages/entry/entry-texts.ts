/** The panel's entry page (before_room, #14); keys start with 'entry.'. */
const en = {
  'entry.welcome': 'Welcome to {{name}}',
  'entry.intro':
    'Book a taxi now or for later, follow it on the map and keep your trips in one place.',
  'entry.login': 'Log in',
  'entry.register': 'Create an account',
  'entry.help': 'Help',
  'entry.have_account': 'Already have an account?',
  'entry.new_here': 'New here?',
};

type Texts = Record<keyof typeof en, string>;

const ca: Texts = {
  'entry.welcome': 'Benvingut a {{name}}',
  'entry.intro':
    'Reserva un taxi ara o per a més tard, segueix-lo al mapa i tingues tots els teus viatges en un sol lloc.',
  'entry.login': 'Inicia la sessió',
  'entry.register': 'Crea un compte',
  'entry.help': 'Ajuda',
  'entry.have_account': 'Ja tens un compte?',
  'entry.new_here': 'Ets nou?',
};

const es: Texts = {
  'entry.welcome': 'Bienvenido a {{name}}',
  'entry.intro':
    'Reserva un taxi ahora o para más tarde, síguelo en el mapa y ten todos tus viajes en un solo lugar.',
  'entry.login': 'Inicia sesión',
  'entry.register': 'Crea una cuenta',
  'entry.help': 'Ayuda',
  'entry.have_account': '¿Ya tienes una cuenta?',
  'entry.new_here': '¿Eres nuevo?',
};

export const ENTRY_TEXTS = { ca, en, es } as const;
