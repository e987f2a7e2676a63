import { FALLBACK_LANGUAGE, type Language } from '@parada/core';
import type { Db } from '../../db/database';
import * as groupings from '../groupings/repository';
import { rootOf } from '../groupings/service';

/**
 * Every email and SMS the server sends, written for the one who receives it, in their
 * language, signed with the operator's brand (never "Parada" on a white-label operator's
 * messages). The words live here, apart from the flows that send them.
 */
type VarName = 'name' | 'company' | 'hotel' | 'brand' | 'link' | 'code' | 'password' | 'app';
type Vars = Readonly<Record<VarName, string>>;
type Template = (vars: Vars) => { subject: string; body: string };

const TEMPLATES: Record<Language, Record<TemplateName, Template>> = {
  en: {
    contact_changed: (v) => ({
      subject: `${v.brand}: your email or phone was changed`,
      body: `Hello ${v.name},\n\nThe email or phone of your ${v.brand} account has just been changed. If you did it, there is nothing to do.\n\nIf it was not you, undo it with this link (valid for 14 days): it puts the old ones back and signs out every session.\n\n${v.link}\n\n${v.brand}`,
    }),
    contact_changed_sms: (v) => ({
      subject: '',
      body: `${v.brand}: the phone of your account was changed. Not you? Undo it: ${v.link}`,
    }),
    employee_invitation: (v) => ({
      subject: `${v.company} invites you to ${v.brand}`,
      body: `Hello ${v.name},\n\n${v.company} has opened an account for you on ${v.brand} to book rides. Activate it with this link (valid for 7 days):\n\n${v.link}\n\nYour activation code: ${v.code}\nYour password: ${v.password}\n\nYou can change the password once you are in.\n\n${v.brand}`,
    }),
    employee_new_password: (v) => ({
      subject: `${v.brand}: your new password`,
      body: `Hello ${v.name},\n\n${v.company} has set a new password for your ${v.brand} account.\n\nYour password: ${v.password}\n\n${v.brand}`,
    }),
    employee_reset_link: (v) => ({
      subject: `${v.brand}: choose a new password`,
      body: `Hello ${v.name},\n\n${v.company} has asked for you to choose a new password. Use this link within 24 hours:\n\n${v.link}\n\n${v.brand}`,
    }),
    reception_invitation: (v) => ({
      subject: `${v.brand}: your reception account at ${v.hotel}`,
      body: `Hello ${v.name},\n\n${v.brand} has opened a reception account for you at ${v.hotel}, to call taxis for its guests. Choose your password with this link (valid for 24 hours):\n\n${v.link}\n\nThen sign in with this email${v.app ? ` at ${v.app}` : ''}.\n\n${v.brand}`,
    }),
    password_reset: (v) => ({
      subject: `${v.brand}: reset your password`,
      body: `Hello ${v.name},\n\nYou asked to reset your password. Use this link to choose a new one:\n\n${v.link}\n\nIf you did not ask, ignore this email: your password stays as it is.\n\n${v.brand}`,
    }),
    account_removal: (v) => ({
      subject: `${v.brand}: remove your account`,
      body: `Hello ${v.name},\n\nYou asked to remove your account. Confirm it with this link:\n\n${v.link}\n\nIf you did not ask, ignore this email and keep using your account.\n\n${v.brand}`,
    }),
    activation_sms: (v) => ({ subject: '', body: `${v.brand}: your activation code is ${v.code}` }),
    guest_code_sms: (v) => ({
      subject: '',
      body: `${v.hotel}: your code to open your rides is ${v.code}`,
    }),
    guest_code_email: (v) => ({
      subject: `${v.hotel}: your code to open your rides`,
      body: `Hello ${v.name},\n\n${v.hotel}: your code to open your rides is ${v.code}\n\nIt is valid for 15 minutes. If you did not ask for it, ignore this email.\n\n${v.brand}`,
    }),
  },
  es: {
    contact_changed: (v) => ({
      subject: `${v.brand}: se ha cambiado tu correo o tu teléfono`,
      body: `Hola, ${v.name}:\n\nSe acaba de cambiar el correo o el teléfono de tu cuenta de ${v.brand}. Si has sido tú, no hace falta hacer nada.\n\nSi no has sido tú, deshazlo con este enlace (válido 14 días): vuelve a poner los de antes y cierra todas las sesiones.\n\n${v.link}\n\n${v.brand}`,
    }),
    contact_changed_sms: (v) => ({
      subject: '',
      body: `${v.brand}: se ha cambiado el teléfono de tu cuenta. ¿No has sido tú? Deshazlo: ${v.link}`,
    }),
    employee_invitation: (v) => ({
      subject: `${v.company} te invita a ${v.brand}`,
      body: `Hola, ${v.name}:\n\n${v.company} te ha abierto una cuenta en ${v.brand} para pedir servicios. Actívala con este enlace (válido 7 días):\n\n${v.link}\n\nTu código de activación: ${v.code}\nTu contraseña: ${v.password}\n\nPuedes cambiar la contraseña una vez dentro.\n\n${v.brand}`,
    }),
    employee_new_password: (v) => ({
      subject: `${v.brand}: tu nueva contraseña`,
      body: `Hola, ${v.name}:\n\n${v.company} ha puesto una nueva contraseña a tu cuenta de ${v.brand}.\n\nTu contraseña: ${v.password}\n\n${v.brand}`,
    }),
    employee_reset_link: (v) => ({
      subject: `${v.brand}: elige una nueva contraseña`,
      body: `Hola, ${v.name}:\n\n${v.company} ha pedido que elijas una nueva contraseña. Usa este enlace en las próximas 24 horas:\n\n${v.link}\n\n${v.brand}`,
    }),
    reception_invitation: (v) => ({
      subject: `${v.brand}: tu cuenta de recepción en ${v.hotel}`,
      body: `Hola, ${v.name}:\n\n${v.brand} te ha abierto una cuenta de recepción en ${v.hotel} para pedir taxis para sus huéspedes. Elige tu contraseña con este enlace (válido 24 horas):\n\n${v.link}\n\nDespués entra con este correo${v.app ? ` en ${v.app}` : ''}.\n\n${v.brand}`,
    }),
    password_reset: (v) => ({
      subject: `${v.brand}: restablece tu contraseña`,
      body: `Hola, ${v.name}:\n\nHas pedido restablecer tu contraseña. Usa este enlace para elegir una nueva:\n\n${v.link}\n\nSi no lo has pedido tú, ignora este correo: tu contraseña no cambia.\n\n${v.brand}`,
    }),
    account_removal: (v) => ({
      subject: `${v.brand}: eliminar tu cuenta`,
      body: `Hola, ${v.name}:\n\nHas pedido eliminar tu cuenta. Confírmalo con este enlace:\n\n${v.link}\n\nSi no lo has pedido tú, ignora este correo y sigue usando tu cuenta.\n\n${v.brand}`,
    }),
    activation_sms: (v) => ({
      subject: '',
      body: `${v.brand}: tu código de activación es ${v.code}`,
    }),
    guest_code_sms: (v) => ({
      subject: '',
      body: `${v.hotel}: tu código para abrir tus viajes es ${v.code}`,
    }),
    guest_code_email: (v) => ({
      subject: `${v.hotel}: tu código para abrir tus viajes`,
      body: `Hola, ${v.name}:\n\n${v.hotel}: tu código para abrir tus viajes es ${v.code}\n\nEs válido 15 minutos. Si no lo has pedido tú, ignora este correo.\n\n${v.brand}`,
    }),
  },
  ca: {
    contact_changed: (v) => ({
      subject: `${v.brand}: s'ha canviat el teu correu o el teu telèfon`,
      body: `Hola, ${v.name}:\n\nS'acaba de canviar el correu o el telèfon del teu compte de ${v.brand}. Si has estat tu, no cal fer res.\n\nSi no has estat tu, desfés-ho amb aquest enllaç (vàlid 14 dies): torna a posar els d'abans i tanca totes les sessions.\n\n${v.link}\n\n${v.brand}`,
    }),
    contact_changed_sms: (v) => ({
      subject: '',
      body: `${v.brand}: s'ha canviat el telèfon del teu compte. No has estat tu? Desfés-ho: ${v.link}`,
    }),
    employee_invitation: (v) => ({
      subject: `${v.company} et convida a ${v.brand}`,
      body: `Hola, ${v.name}:\n\n${v.company} t'ha obert un compte a ${v.brand} per demanar serveis. Activa'l amb aquest enllaç (vàlid 7 dies):\n\n${v.link}\n\nEl teu codi d'activació: ${v.code}\nLa teva contrasenya: ${v.password}\n\nPots canviar la contrasenya un cop dins.\n\n${v.brand}`,
    }),
    employee_new_password: (v) => ({
      subject: `${v.brand}: la teva nova contrasenya`,
      body: `Hola, ${v.name}:\n\n${v.company} ha posat una nova contrasenya al teu compte de ${v.brand}.\n\nLa teva contrasenya: ${v.password}\n\n${v.brand}`,
    }),
    employee_reset_link: (v) => ({
      subject: `${v.brand}: tria una nova contrasenya`,
      body: `Hola, ${v.name}:\n\n${v.company} ha demanat que triïs una nova contrasenya. Fes servir aquest enllaç en les pròximes 24 hores:\n\n${v.link}\n\n${v.brand}`,
    }),
    reception_invitation: (v) => ({
      subject: `${v.brand}: el teu compte de recepció a ${v.hotel}`,
      body: `Hola, ${v.name}:\n\n${v.brand} t'ha obert un compte de recepció a ${v.hotel} per demanar taxis per als seus hostes. Tria la contrasenya amb aquest enllaç (vàlid 24 hores):\n\n${v.link}\n\nDesprés entra amb aquest correu${v.app ? ` a ${v.app}` : ''}.\n\n${v.brand}`,
    }),
    password_reset: (v) => ({
      subject: `${v.brand}: restableix la contrasenya`,
      body: `Hola, ${v.name}:\n\nHas demanat restablir la contrasenya. Fes servir aquest enllaç per triar-ne una de nova:\n\n${v.link}\n\nSi no ho has demanat tu, ignora aquest correu: la contrasenya no canvia.\n\n${v.brand}`,
    }),
    account_removal: (v) => ({
      subject: `${v.brand}: eliminar el teu compte`,
      body: `Hola, ${v.name}:\n\nHas demanat eliminar el teu compte. Confirma-ho amb aquest enllaç:\n\n${v.link}\n\nSi no ho has demanat tu, ignora aquest correu i continua fent servir el compte.\n\n${v.brand}`,
    }),
    activation_sms: (v) => ({
      subject: '',
      body: `${v.brand}: el teu codi d'activació és ${v.code}`,
    }),
    guest_code_sms: (v) => ({
      subject: '',
      body: `${v.hotel}: el teu codi per obrir els teus trajectes és ${v.code}`,
    }),
    guest_code_email: (v) => ({
      subject: `${v.hotel}: el teu codi per obrir els teus trajectes`,
      body: `Hola, ${v.name}:\n\n${v.hotel}: el teu codi per obrir els teus trajectes és ${v.code}\n\nÉs vàlid 15 minuts. Si no l'has demanat tu, ignora aquest correu.\n\n${v.brand}`,
    }),
  },
};

export type TemplateName =
  | 'employee_invitation'
  | 'employee_new_password'
  | 'employee_reset_link'
  | 'password_reset'
  | 'reception_invitation'
  | 'account_removal'
  | 'activation_sms'
  | 'guest_code_sms'
  | 'guest_code_email'
  | 'contact_changed'
  | 'contact_changed_sms';

/** A message in `language`, its placeholders filled. */
export function message(
  language: Language,
  name: TemplateName,
  vars: Partial<Vars>,
): { subject: string; body: string } {
  const empty: Vars = {
    name: '',
    company: '',
    hotel: '',
    brand: '',
    link: '',
    code: '',
    password: '',
    app: '',
  };
  return TEMPLATES[language][name]({ ...empty, ...vars });
}

/** The operator a grouping belongs to names itself in what it sends. */
export async function brandName(db: Db, groupingId: number): Promise<string> {
  const own = await groupings.findById(db, groupingId);
  return own ? (await rootOf(db, own)).name : 'Parada';
}

/** What the operator writes in to someone who never chose a language. */
export async function operatorLanguage(db: Db, groupingId: number): Promise<Language> {
  const own = await groupings.findById(db, groupingId);
  return own ? (await rootOf(db, own)).default_language : FALLBACK_LANGUAGE;
}

/**
 * The language a message to `recipient` is written in: the one they chose last in
 * an app; else, when they asked for it themselves, the language they asked in; else
 * (someone else wrote to them: their company) the operator's default.
 */
export async function recipientLanguage(
  db: Db,
  recipient: { language: Language | null; agrupation_id: number },
  askedIn: Language | null = null,
): Promise<Language> {
  return recipient.language ?? askedIn ?? operatorLanguage(db, recipient.agrupation_id);
}
