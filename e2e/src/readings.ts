/**
 * How the tests write what a screen should show: money and times as the apps format them,
 * on the demo grouping's clock (Europe/Madrid), with Intl's no-break spaces made plain.
 */

/** Intl's no-break and narrow no-break spaces as plain ones, so either side may use them. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** An amount in euros as `locale` writes it, spaces made plain. */
export const money = (amount: number, locale: string) =>
  plain(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount));

/** An amount as a Spanish or Catalan reader sees it: 12,50 € (maybe a no-break space). */
export const spanishEuros = (amount: number) =>
  new RegExp(`${amount.toFixed(2).replace('.', ',')}\\s€`);

/** 'YYYY-MM-DD HH:mm' on a zone's clock at a moment, as the spec's mask writes it. */
export function clockIn(timeZone: string, moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** 'YYYY-MM-DD' on a zone's calendar at a moment. */
export const dayIn = (timeZone: string, moment: Date) => clockIn(timeZone, moment).slice(0, 10);

/** 'HH:mm' on a zone's clock at a moment. */
export const timeIn = (timeZone: string, moment: Date) => clockIn(timeZone, moment).slice(11);

const LOCALES = { ca: 'ca-ES', en: 'en-GB', es: 'es-ES' } as const;

/**
 * A moment on Barcelona's clock (the demo grouping's) as the screens write it in
 * `language`: '29 Nov 2026 · 03:17' (en), '29 nov 2026 · 03:17' (es).
 */
export const barcelona = (iso: string, language: keyof typeof LOCALES = 'en') => {
  const moment = new Date(iso);
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Europe/Madrid',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(moment);
  return `${day} · ${timeIn('Europe/Madrid', moment)}`;
};

/** Barcelona's clock's short name at that moment (CET in winter, CEST in summer). */
export const barcelonaZoneName = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';
