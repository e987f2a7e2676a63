import {
  fromCents,
  isSameGuest,
  type GuestCodeSent,
  type GuestHotel,
  type GuestSignInRequest,
  type GuestSignupRequest,
  type GuestStay,
  type Language,
} from '@parada/core';
import type { Db } from '../../db/database';
import type { AppContext } from '../../context';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../accounts/auth-user';
import * as accountsRepo from '../accounts/repository';
import { newTypedCode, redeemTypedCode } from '../accounts/link-codes';
import { issueSession, type Session } from '../accounts/sessions';
import * as groupings from '../groupings/repository';
import { rootOf, type Grouping } from '../groupings/service';
import { brandName, message, recipientLanguage } from '../outbox/templates';
import * as rooms from '../rooms/repository';
import { assertGuestStayLive } from '../rooms/booking';
import { guestRoomAccount } from '../rooms/stays';
import * as repo from './repository';
import { settingsRow, toSettings } from './service';

/*
 * The room card's guests: the hotel a card names, a guest's sign-up and sign-in by code,
 * and a signed-in guest's stay. The hotel's settings are service.ts's.
 */

const invalidLink = () => new HttpError(404, 'hotel.guest_link_invalid');

/** The hotel a room card names, on this operator's sites only. */
async function hotelByToken(db: Db, tenant: Grouping, token: string): Promise<Grouping> {
  const row = await repo.findHotelIdByGuestToken(db, token);
  const hotel = row ? await groupings.findById(db, row.agrupation_id) : undefined;
  if (!hotel) throw invalidLink();
  const [hotelRoot, tenantRoot] = await Promise.all([rootOf(db, hotel), rootOf(db, tenant)]);
  if (hotelRoot.id !== tenantRoot.id) throw invalidLink();
  return hotel;
}

export async function guestHotel(db: Db, tenant: Grouping, token: string): Promise<GuestHotel> {
  const hotel = await hotelByToken(db, tenant, token);
  return { name: hotel.name, logo: hotel.logo };
}

/** A signed-in room guest's hotel, with the door its taxis leave from, and their room. */
export async function guestStay(db: Db, user: AuthUser): Promise<GuestStay> {
  if (user.kind !== 'client' || user.guest_room == null) throw forbidden();
  await assertGuestStayLive(db, user);
  const hotel = await groupings.findById(db, user.agrupation_id);
  if (!hotel) throw notFound();
  const row = await settingsRow(db, hotel.id);
  const settings = await toSettings(db, hotel, row);
  return {
    name: hotel.name,
    logo: hotel.logo,
    pickup: settings.pickup,
    room: user.guest_room,
    room_charges: row.room_charges,
    room_charge_limit: fromCents(row.room_charge_limit_cents),
    currency: hotel.currency,
    ...(await guestRoomAccount(db, user)),
  };
}

/** A guest's sign-in code lives as long as a lobby conversation. */
const GUEST_CODE_TTL = 15 * 60_000;

type GuestDetails = Pick<GuestSignupRequest, 'name' | 'room' | 'phone' | 'email'>;

/**
 * The guest account this person already has on this room card (docs/decisions/):
 * the hotel's guests of that room with the same name and the same phone or email.
 */
async function knownGuest(db: Db, hotelId: number, input: GuestDetails) {
  const rows = await repo.listActiveGuestsOfRoom(db, hotelId, input.room);
  const asked = {
    name: input.name,
    room: input.room,
    phone: input.phone || null,
    email: input.email || null,
  };
  return rows.find((row) =>
    isSameGuest(
      { name: row.name, room: row.guest_room, phone: row.guest_phone, email: row.guest_email },
      asked,
    ),
  );
}

/**
 * A guest from a room card: a client of the hotel's grouping (so the apps skip the fare
 * picker and the hotel's fare applies), active at once with the terms accepted now. It has
 * no password: the session it gets is how it comes back, for the length of a stay. The same
 * person on the same card is never a second account: they get a code by SMS (or email) to
 * open the one they have. Signups of one hotel run one at a time (its settings row is
 * locked), so two quick scans cannot make two accounts either.
 */
export async function guestSignup(
  ctx: AppContext,
  tenant: Grouping,
  input: GuestSignupRequest,
  language: Language,
): Promise<Session | GuestCodeSent> {
  const hotel = await hotelByToken(ctx.db, tenant, input.token);
  await settingsRow(ctx.db, hotel.id);
  return ctx.db.transaction().execute(async (trx) => {
    await rooms.lockHotelSettings(trx, hotel.id);
    const known = await knownGuest(trx, hotel.id, input);
    if (known) {
      const code = await newTypedCode(trx, known.id, 'guest_sign_in', GUEST_CODE_TTL);
      // Asked for by the guest: in their language, else the one they asked in.
      const words = await recipientLanguage(trx, known, language);
      const vars = {
        name: known.name,
        hotel: hotel.name,
        code,
        brand: await brandName(trx, hotel.id),
      };
      // The contact they typed now, which is the one on the account: a code never goes to a
      // number or address that only the asker gave.
      if (input.phone && known.guest_phone === input.phone) {
        await ctx.outbox.sms(trx, input.phone, message(words, 'guest_code_sms', vars).body);
        return { code_sent: 'sms' as const };
      }
      await ctx.outbox.email(trx, {
        to: known.guest_email!,
        ...message(words, 'guest_code_email', vars),
      });
      return { code_sent: 'email' as const };
    }
    const now = new Date();
    const user = await accountsRepo.insertUser(trx, {
      agrupation_id: hotel.id,
      kind: 'client',
      name: input.name,
      status: 'active',
      terms_accepted_at: now,
      privacy_accepted_at: now,
      guest_room: input.room,
      guest_phone: input.phone || null,
      guest_email: input.email || null,
    });
    return issueSession(trx, user);
  });
}

/** The code a known guest was sent opens their one account; wrong or old: 'Invalid code'. */
export async function guestSignIn(
  ctx: AppContext,
  tenant: Grouping,
  input: GuestSignInRequest,
): Promise<Session> {
  const hotel = await hotelByToken(ctx.db, tenant, input.token);
  const known = await knownGuest(ctx.db, hotel.id, input);
  return redeemTypedCode(ctx.db, known?.id, 'guest_sign_in', input.code, (trx) =>
    issueSession(trx, known!),
  );
}
