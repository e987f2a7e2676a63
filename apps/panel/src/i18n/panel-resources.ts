/** The few texts only the panel shows; everything shared lives in core and ui. */
export const PANEL_NAMESPACE = 'panel';

const en = {
  'other_app.hotel': 'This page is part of the hotel app, not of this panel.',
  'other_app.hotel_how':
    "The hotel app opens at your hotel's own web address. If you do not know it, ask the operator who set up your hotel.",
  'other_app.guest': 'This page is part of the guest app, not of this panel.',
  'other_app.guest_how':
    'The guest app opens at the address on your room card (scan its QR code) or the one your hotel or operator gave you.',
  'other_app.back': 'Go to the home page',
  'other_app.hotel_open': 'Open the hotel app ({{domain}})',
  'other_app.hotel_open_how':
    'Log in there with this same account: rides you request start at your own pick-up address.',
};

type PanelTexts = Record<keyof typeof en, string>;

const ca: PanelTexts = {
  'other_app.hotel': "Aquesta pàgina és de l'aplicació de l'hotel, no d'aquest panell.",
  'other_app.hotel_how':
    "L'aplicació de l'hotel s'obre a l'adreça web del teu hotel. Si no la saps, demana-la a l'operador que va configurar el teu hotel.",
  'other_app.guest': "Aquesta pàgina és de l'aplicació per a hostes, no d'aquest panell.",
  'other_app.guest_how':
    "L'aplicació per a hostes s'obre a l'adreça de la targeta de l'habitació (escaneja'n el codi QR) o a la que t'hagi donat l'hotel o l'operador.",
  'other_app.back': "Ves a la pàgina d'inici",
  'other_app.hotel_open': "Obre l'aplicació de l'hotel ({{domain}})",
  'other_app.hotel_open_how':
    'Inicia-hi la sessió amb aquest mateix compte: els viatges que demanis surten de la teva adreça de recollida.',
};

const es: PanelTexts = {
  'other_app.hotel': 'Esta página es de la aplicación del hotel, no de este panel.',
  'other_app.hotel_how':
    'La aplicación del hotel se abre en la dirección web de tu hotel. Si no la sabes, pídesela al operador que configuró tu hotel.',
  'other_app.guest': 'Esta página es de la aplicación para huéspedes, no de este panel.',
  'other_app.guest_how':
    'La aplicación para huéspedes se abre en la dirección de la tarjeta de la habitación (escanea su código QR) o en la que te haya dado el hotel o el operador.',
  'other_app.back': 'Ir a la página de inicio',
  'other_app.hotel_open': 'Abrir la aplicación del hotel ({{domain}})',
  'other_app.hotel_open_how':
    'Inicia sesión allí con esta misma cuenta: los viajes que pidas salen de tu dirección de recogida.',
};

export const PANEL_RESOURCES = { ca, en, es } as const;
