import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Harness } from './helper';
import { ledgerInvariants } from './money-fixtures';
import { fromTheDoor, guestSession, HOTEL, registerStay } from './hotel-fixtures';
import {
  bookRide,
  driverSession,
  groupingId,
  ridePayload,
  session,
  underway,
} from './ride-fixtures';

// Rides charged to a hotel room, posted to the stay's ledger account.

let guestCount = 0;
/** A new guest of the demo hotel's room cards, signed in. */
async function newGuest(h: Harness, room: string) {
  guestCount += 1;
  const name = `Room Guest ${guestCount}`;
  const session = await guestSession(h, {
    name,
    room,
    email: `room-guest-${guestCount}@example.com`,
  });
  return { ...session, name };
}

describeApi('the room account', (h) => {
  let staff: { token: string; id: number };
  let hotelId: number;
  let driver: { id: number; token: string };

  const settings = (body: object) =>
    h.call('PUT', '/api/hotel/settings', { token: staff.token, agrupation: HOTEL, body });
  const book = (who: { token: string; id: number }, body: object, language = 'en') =>
    h.call('POST', '/api/services/', { token: who.token, agrupation: HOTEL, body, language });
  const finish = (id: number, fare?: number) =>
    h.call('PUT', `/api/driver/services/${id}/finish/`, {
      token: driver.token,
      body: fare === undefined ? {} : { fare },
    });
  const staffGet = (url: string, language = 'en') =>
    h.call('GET', url, { token: staff.token, agrupation: HOTEL, language });

  beforeAll(async () => {
    staff = await session(h, 'hotel@example.com', HOTEL);
    hotelId = await groupingId(h, HOTEL);
    driver = await driverSession(h);
  });

  it('is off until the hotel turns it on, with a per-ride limit only its staff set', async () => {
    const before = await staffGet('/api/hotel/settings');
    expect(before.json()).toMatchObject({ room_charges: false, room_charge_limit: 100 });
    const guest = await newGuest(h, '301');
    const refused = await book(guest, fromTheDoor(guest.id, hotelId, { room_charge: {} }), 'es');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'room_charge',
        message: 'Este hotel no carga los viajes a la cuenta de la habitación',
      },
    ]);
    const on = await settings({ room_charges: true, room_charge_limit: 40 });
    expect(on.json()).toMatchObject({ room_charges: true, room_charge_limit: 40 });
    expect((await settings({ room_charge_limit: 0 })).statusCode).toBe(422);
    expect((await settings({ room_charges: 'yes' })).statusCode).toBe(422);
    const stay = await h.call('GET', '/api/guests/stay', { token: guest.token });
    expect(stay.json()).toMatchObject({
      room: '301',
      room_charges: true,
      room_charge_limit: 40,
      currency: 'EUR',
      stay: null,
    });
  });

  it('is for room guests and hotel staff only; staff name the room', async () => {
    const client = await session(h, 'client@example.com');
    const demo = await groupingId(h, 'demo-taxi');
    const res = await bookRide(
      h,
      client,
      ridePayload(client.id, demo, { room_charge: { room: '12' } }),
      { agrupation: 'demo' },
    );
    expect(res.statusCode).toBe(403);
    const noRoom = await book(staff, fromTheDoor(staff.id, hotelId, { room_charge: {} }));
    expect(noRoom.statusCode).toBe(422);
    expect(noRoom.json().errors).toEqual([
      { field: 'room_charge.room', message: 'Enter the room' },
    ]);
    const badDates = await book(
      staff,
      fromTheDoor(staff.id, hotelId, {
        room_charge: { room: '5', check_in: '2026-12-10', check_out: '2026-12-01' },
      }),
    );
    expect(badDates.statusCode).toBe(422);
  });

  it('refuses a quoted fare above the limit, in the guest’s language', async () => {
    await settings({ room_charge_limit: 5 });
    const guest = await newGuest(h, '302');
    await registerStay(h, staff.token, { room: '302', guest: guest.name });
    const res = await book(guest, ridePayload(guest.id, hotelId, { room_charge: {} }), 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('room_charge');
    // The amount is written as the language writes money (a non-breaking space before €).
    expect(res.json().errors[0].message.replace(/\s/g, ' ')).toBe(
      'Este viaje cuesta más de los 5,00 € que un viaje puede cargar a la habitación',
    );
    await settings({ room_charge_limit: 40 });
    const ok = await book(guest, ridePayload(guest.id, hotelId, { room_charge: {} }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().service.payment_method).toBe('room');
  });

  it('posts 30 concurrent room charges once each, within the limit, the ledger holding', async () => {
    await settings({ room_charges: true, room_charge_limit: 40 });
    const guest = await newGuest(h, '214');
    const registered = await registerStay(h, staff.token, {
      room: '214',
      guest: guest.name,
      check_in: '2026-11-01',
      check_out: '2099-12-31',
    });
    // Thirty charges at once go on the stay reception registered, whose dates the guest
    // cannot move.
    const booked = await Promise.all(
      Array.from({ length: 30 }, () =>
        book(
          guest,
          fromTheDoor(guest.id, hotelId, {
            room_charge: { check_in: '2026-11-02', check_out: '2026-11-03' },
          }),
        ),
      ),
    );
    expect(booked.map((res) => res.statusCode)).toEqual(Array(30).fill(201));
    const ids = booked.map((res) => res.json().service.id as number);
    const stays = await h.db
      .selectFrom('room_stays')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('room', '=', '214')
      .execute();
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      id: registered.id,
      room: '214',
      check_in: '2026-11-01',
      check_out: '2099-12-31',
    });
    for (const id of ids) await underway(h.db, id, driver.id);

    // Half the meters end within the 40.00 limit, half above it; every completion is sent
    // twice at once.
    const fareOf = (index: number) => (index % 2 === 0 ? 12.5 : 45);
    const results = await Promise.all(
      ids.flatMap((id, index) => [finish(id, fareOf(index)), finish(id, fareOf(index))]),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(30);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(30);

    const charges = await h.db
      .selectFrom('ride_charges')
      .selectAll()
      .where('service_id', 'in', ids)
      .execute();
    expect(charges).toHaveLength(30);
    const onRoom = charges.filter((charge) => charge.status === 'on_statement');
    expect(onRoom).toHaveLength(15);
    expect(
      onRoom.every((charge) => charge.amount_cents === 1_250 && charge.method === 'room'),
    ).toBe(true);
    // Above the limit the room is not charged: the operator collects it.
    expect(charges.filter((charge) => charge.status === 'unpaid')).toHaveLength(15);

    const account = await h.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('id', '=', stays[0]!.account_id)
      .executeTakeFirstOrThrow();
    expect(account.kind).toBe('room');
    expect(Number(account.balance_cents)).toBe(-15 * 1_250);
    expect(await ledgerInvariants(h.db)).toMatchObject({
      drift: [],
      unbalanced: [],
      negative: [],
      total: 0,
    });

    const detail = await staffGet(`/api/hotel/stays/${stays[0]!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      room: '214',
      guest: expect.stringContaining('Room Guest'),
      state: 'open',
      total: 187.5,
      rides_count: 30,
      currency: 'EUR',
    });
    expect(
      detail.json().rides.filter((ride: { amount: number | null }) => ride.amount === 12.5),
    ).toHaveLength(15);
  });
});
