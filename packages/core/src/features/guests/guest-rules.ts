/**
 * Who a guest is: the same room card (hotel and room) and the same person (name
 * and phone or email) are one guest account, never a second one.
 */

export interface GuestIdentity {
  name: string;
  room: string | null;
  phone: string | null;
  email: string | null;
}

/** Case, accents and inner spaces do not make another person: "José  Pérez" is "jose perez". */
export const normalizeGuestText = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Same room and name, and the same phone or the same email. */
export function isSameGuest(known: GuestIdentity, asked: GuestIdentity): boolean {
  if (known.room == null || asked.room == null) return false;
  if (normalizeGuestText(known.room) !== normalizeGuestText(asked.room)) return false;
  if (normalizeGuestText(known.name) !== normalizeGuestText(asked.name)) return false;
  const samePhone = Boolean(known.phone && asked.phone && known.phone === asked.phone);
  const sameEmail = Boolean(known.email && asked.email && known.email === asked.email);
  return samePhone || sameEmail;
}
