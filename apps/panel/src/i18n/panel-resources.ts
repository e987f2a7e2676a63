/** The few texts only the panel shows; everything shared lives in core and ui. */
export const PANEL_NAMESPACE = 'panel';

const en = {
  'login.title': 'Log in',
  'login.username': 'Email or phone',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.failed': 'Could not log in',
  'home.welcome': 'Hello, {{name}}',
  'home.intro': 'Use the menu to request a ride or follow your services.',
  'placeholder.body': 'This screen is coming soon.',
};

type PanelTexts = Record<keyof typeof en, string>;

const ca: PanelTexts = {
  'login.title': 'Inicia la sessió',
  'login.username': 'Correu electrònic o telèfon',
  'login.password': 'Contrasenya',
  'login.submit': 'Entra',
  'login.failed': "No s'ha pogut iniciar la sessió",
  'home.welcome': 'Hola, {{name}}',
  'home.intro': 'Fes servir el menú per demanar un servei o seguir els teus serveis.',
  'placeholder.body': 'Aquesta pantalla arribarà aviat.',
};

const es: PanelTexts = {
  'login.title': 'Inicia sesión',
  'login.username': 'Correo electrónico o teléfono',
  'login.password': 'Contraseña',
  'login.submit': 'Entrar',
  'login.failed': 'No se ha podido iniciar sesión',
  'home.welcome': 'Hola, {{name}}',
  'home.intro': 'Usa el menú para pedir un servicio o seguir tus servicios.',
  'placeholder.body': 'Esta pantalla llegará pronto.',
};

export const PANEL_RESOURCES = { ca, en, es } as const;
