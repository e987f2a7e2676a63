import {
  isMessageKey,
  resolveLanguage as resolveCoreLanguage,
  translate as translateCore,
  type Language,
  type MessageKey,
} from '@parada/core';

/**
 * Texts only the server's account flows use, in the three languages. They belong in
 * core's messages.ts and resources; they live here until core takes them (see the
 * server's section of docs/decisions.md), so no key is translated in two places.
 */
const SERVER_MESSAGES = {
  'error.account_not_active': {
    en: 'Your account is not activated yet',
    es: 'Tu cuenta aún no está activada',
    ca: 'El teu compte encara no està activat',
  },
  'error.email_taken': {
    en: 'This email is already registered',
    es: 'Este correo ya está registrado',
    ca: 'Aquest correu ja està registrat',
  },
  'error.phone_taken': {
    en: 'This phone is already registered',
    es: 'Este teléfono ya está registrado',
    ca: 'Aquest telèfon ja està registrat',
  },
  'error.invalid_image': {
    en: 'Upload an image (PNG, JPEG, GIF or WebP)',
    es: 'Sube una imagen (PNG, JPEG, GIF o WebP)',
    ca: 'Puja una imatge (PNG, JPEG, GIF o WebP)',
  },
  'error.file_too_large': {
    en: 'The file is too large',
    es: 'El archivo es demasiado grande',
    ca: 'El fitxer és massa gran',
  },
  'error.social_login': {
    en: 'Could not sign in with this account',
    es: 'No se ha podido iniciar sesión con esta cuenta',
    ca: "No s'ha pogut iniciar la sessió amb aquest compte",
  },
  'error.already_in_use': {
    en: 'This value is already in use',
    es: 'Este valor ya está en uso',
    ca: 'Aquest valor ja està en ús',
  },
  'error.bad_request': {
    en: 'The request could not be read',
    es: 'No se ha podido leer la petición',
    ca: "No s'ha pogut llegir la petició",
  },
  'error.in_use': {
    en: 'It cannot be deleted while it is in use',
    es: 'No se puede eliminar mientras está en uso',
    ca: 'No es pot eliminar mentre està en ús',
  },
  'success.activation_code_sent': {
    en: 'We have sent you a code by SMS',
    es: 'Te hemos enviado un código por SMS',
    ca: 'T’hem enviat un codi per SMS',
  },
  'success.recovery_sent': {
    en: 'If the account exists, we have emailed you a link to reset the password',
    es: 'Si la cuenta existe, te hemos enviado un enlace para restablecer la contraseña',
    ca: 'Si el compte existeix, t’hem enviat un enllaç per restablir la contrasenya',
  },
  'success.account_removal_sent': {
    en: 'We have emailed you a link to remove your account',
    es: 'Te hemos enviado un enlace para eliminar tu cuenta',
    ca: 'T’hem enviat un enllaç per eliminar el teu compte',
  },
  'success.account_removed': {
    en: 'Your account has been removed',
    es: 'Tu cuenta ha sido eliminada',
    ca: 'El teu compte s’ha eliminat',
  },
  'success.employee_invited': {
    en: 'We have emailed the employee a code to activate the account',
    es: 'Hemos enviado al empleado un código para activar la cuenta',
    ca: 'Hem enviat a l’empleat un codi per activar el compte',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = MessageKey | keyof typeof SERVER_MESSAGES;
export type MessageParams = Record<string, string | number>;

export const isServerMessageKey = (value: string): value is ServerMessageKey =>
  isMessageKey(value) || value in SERVER_MESSAGES;

/** The message of `key` in `language`, with `{{name}}` placeholders filled in. */
export function translate(
  language: Language,
  key: ServerMessageKey,
  params: MessageParams = {},
): string {
  if (isMessageKey(key)) return translateCore(language, key, params);
  return SERVER_MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}

/** The first of ca, en, es an Accept-Language header asks for; es when none. */
export const resolveLanguage = (header: string | undefined): Language =>
  resolveCoreLanguage(header ?? null);
