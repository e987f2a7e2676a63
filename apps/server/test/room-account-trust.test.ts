import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helper';
import { ledgerInvariants } from './money-fixtures';
import { guestSession, HOTEL, registerStay } from './hotel-fixtures';
import { bookRide, groupingId, ridePayload, session } from './ride-fixtures';

// A room is charged only for a stay reception knows: registered by its staff, or a guest's
// request it approved; within a per-ride and a per-stay limit, however many bookings race;
// never after check-out or settlement, when the guest's room card stops booking; and the
// lobby kiosk is left only with the staff's password or the hotel's PIN.

describeApi('room charges a hotel can stand behind', (h) => {
  let staff: { token: string; id: number };
  let hotelId: number;

  const settings = (body: object) =>
    h.call('PUT', '/api/hotel/settings', { token: staff.token, agrupation: HOTEL, body });
  const book = (who: { token: string; id: number }, body: object, language = 'en') =>
    bookRide(h, who, body, { agrupation: HOTEL, language });
  const onRoom = (who: { id: number }, roomCharge: object = {}) =>
    ridePayload(who.id, hotelId, { room_charge: roomCharge });
  const staffCall = (method: 'GET' | 'POST', url: string, body?: object, language = 'en') =>
    h.call(method, url, {
      token: staff.token,
      agrupation: HOTEL,
      language,
      ...(body ? { body } : {}),
    });
  const staysOfRoom = (room: string) =>
    h.db
      .selectFrom('room_stays')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('room', '=', room)
      .execute();

  beforeAll(async () => {
    staff = await session(h, 'hotel@example.com', HOTEL);
    hotelId = await groupingId(h, HOTEL);
    await settings({ room_charges: true, room_charge_limit: 60 });
  });

  it('refuses a stranger with the card link, and a room no stay is registered for', async () => {
    await registerStay(h, staff.token, { room: '214', guest: 'Anna Soler' });
    const stranger = await guestSession(h, {
      name: 'Not Anna',
      room: '214',
      email: 'not-anna@example.com',
    });
    const refused = await book(stranger, onRoom(stranger, { check_out: '2099-12-31' }), 'es');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'room_charge',
        message:
          'Recepción no ha registrado ninguna estancia en esta habitación: pide la cuenta de la habitación o paga de otra forma',
      },
    ]);
    const nowhere = await guestSession(h, {
      name: 'Room Nine',
      room: '9999',
      email: 'nine@example.com',
    });
    expect((await book(nowhere, onRoom(nowhere))).statusCode).toBe(422);
    // Nothing was opened by them: 214 has reception's one stay, 9999 none.
    expect(await staysOfRoom('214')).toHaveLength(1);
    expect(await staysOfRoom('9999')).toHaveLength(0);
    const told = await h.call('GET', '/api/guests/stay', { token: stranger.token });
    expect(told.json()).toMatchObject({ room_account: 'none', stay: null });

    // The guest reception registered charges it, without moving its dates.
    const anna = await guestSession(h, { name: 'anna soler', room: '214', phone: '+34600214214' });
    const ok = await book(anna, onRoom(anna, { check_in: '2026-01-01', check_out: '2026-01-02' }));
    expect(ok.statusCode).toBe(201);
    const [stay] = await staysOfRoom('214');
    expect(stay).toMatchObject({ check_in: '2020-01-01', check_out: '2099-12-31' });
    const mine = await h.call('GET', '/api/guests/stay', { token: anna.token });
    expect(mine.json()).toMatchObject({
      room_account: 'approved',
      stay: { check_out: '2099-12-31', settled: false },
    });
  });

  it('lets a guest ask for the room account, and reception refuse or approve it', async () => {
    const pau = await guestSession(h, { name: 'Pau Serra', room: '318', email: 'pau@example.com' });
    const ask = () => h.call('POST', '/api/guests/room_request', { token: pau.token });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ room_account: 'pending', stay: null });
    expect((await ask()).json().room_account).toBe('pending');
    const pending = await staffCall('GET', '/api/hotel/room_requests');
    const mine = pending
      .json()
      .requests.filter((request: { guest: string }) => request.guest === 'Pau Serra');
    expect(mine).toEqual([
      expect.objectContaining({ room: '318', email: 'pau@example.com', state: 'pending' }),
    ]);
    const requestId = mine[0].id as number;

    const refused = await staffCall('POST', `/api/hotel/room_requests/${requestId}/refuse`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().state).toBe('refused');
    expect(
      (await h.call('GET', '/api/guests/stay', { token: pau.token })).json().room_account,
    ).toBe('refused');
    expect((await book(pau, onRoom(pau))).statusCode).toBe(422);
    const late = await staffCall('POST', `/api/hotel/room_requests/${requestId}/refuse`);
    expect(late.statusCode).toBe(409);

    // Asked again, approved with the dates reception sets.
    await ask();
    const again = (await staffCall('GET', '/api/hotel/room_requests'))
      .json()
      .requests.find((request: { guest: string }) => request.guest === 'Pau Serra');
    const badDates = await staffCall('POST', `/api/hotel/room_requests/${again.id}/approve`, {
      check_in: '2026-12-10',
      check_out: '2026-12-01',
    });
    expect(badDates.statusCode).toBe(422);
    const approved = await staffCall('POST', `/api/hotel/room_requests/${again.id}/approve`, {
      check_in: '2026-01-01',
      check_out: '2099-06-30',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', stay_id: expect.any(Number) });
    expect((await staffCall('GET', '/api/hotel/room_requests')).json().requests).not.toContainEqual(
      expect.objectContaining({ id: again.id }),
    );
    const stay = await h.call('GET', '/api/guests/stay', { token: pau.token });
    expect(stay.json()).toMatchObject({
      room_account: 'approved',
      stay: { check_out: '2099-06-30' },
    });
    const ride = await book(pau, onRoom(pau));
    expect(ride.statusCode).toBe(201);
    const detail = await staffCall('GET', `/api/hotel/stays/${approved.json().stay_id}`);
    expect(detail.json()).toMatchObject({ room: '318', guest: 'Pau Serra', rides_count: 1 });
  });

  it('holds the per-stay limit against thirty bookings at once', async () => {
    const before = await staffCall('GET', '/api/hotel/settings');
    expect(before.json()).toMatchObject({ room_stay_limit: 500 });
    const probe = await guestSession(h, {
      name: 'Eva Roig',
      room: '520',
      email: 'eva@example.com',
    });
    await registerStay(h, staff.token, { room: '520', guest: 'Eva Roig' });
    const first = await book(probe, onRoom(probe));
    expect(first.statusCode).toBe(201);
    const fare = first.json().service.fare as number;
    // Room for three more rides of this fare on the stay, whatever the order they come in.
    const limit = Math.round(fare * 4 * 100 + 50) / 100;
    const saved = await settings({ room_stay_limit: limit });
    expect(saved.json().room_stay_limit).toBe(limit);
    const racing = await Promise.all(
      Array.from({ length: 30 }, () => book(probe, onRoom(probe), 'ca')),
    );
    const codes = racing.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 422)).toHaveLength(27);
    const refusal = racing.find((res) => res.statusCode === 422)!.json();
    expect(refusal.errors[0].field).toBe('room_charge');
    expect(refusal.errors[0].message).toMatch(/^Aquesta estada ja porta /);
    const [stay] = await staysOfRoom('520');
    const onStay = await h.db
      .selectFrom('services')
      .select((eb) => eb.fn.sum<string>('fare_cents').as('cents'))
      .where('room_stay_id', '=', stay!.id)
      .executeTakeFirstOrThrow();
    expect(Number(onStay.cents)).toBeLessThanOrEqual(limit * 100);
    expect((await settings({ room_stay_limit: 0 })).statusCode).toBe(422);
    await settings({ room_stay_limit: 500 });
    expect(await ledgerInvariants(h.db)).toMatchObject({ drift: [], unbalanced: [], total: 0 });
  });

  it('ends the guest’s room card with the stay: after check-out and after settlement', async () => {
    const out = await guestSession(h, { name: 'Ot Mas', room: '611', email: 'ot@example.com' });
    await registerStay(h, staff.token, {
      room: '611',
      guest: 'Ot Mas',
      check_in: '2020-01-01',
      check_out: '2020-01-05',
    });
    for (const body of [onRoom(out), ridePayload(out.id, hotelId)]) {
      const res = await book(out, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Your stay has ended: this room card no longer books rides');
      expect(res.headers['www-authenticate']).toBe('Token error="stay_ended"');
    }
    expect((await h.call('GET', '/api/guests/stay', { token: out.token })).statusCode).toBe(401);

    const leo = await guestSession(h, { name: 'Leo Gil', room: '612', email: 'leo@example.com' });
    const stay = await registerStay(h, staff.token, { room: '612', guest: 'Leo Gil' });
    expect((await book(leo, ridePayload(leo.id, hotelId))).statusCode).toBe(201);
    await h.db
      .updateTable('services')
      .set({ status_code: 4 })
      .where('user_id', '=', leo.id)
      .execute();
    expect((await staffCall('POST', `/api/hotel/stays/${stay.id}/settle`)).statusCode).toBe(200);
    const after = await book(leo, ridePayload(leo.id, hotelId), 'es');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(
      'Tu estancia ha terminado: esta tarjeta de habitación ya no pide viajes',
    );
  });

  it('lets the kiosk be left only with the staff’s password or the hotel’s PIN', async () => {
    const leave = (secret: unknown, language = 'en') =>
      staffCall('POST', '/api/hotel/kiosk/leave', { secret }, language);
    const wrong = await leave('1234', 'ca');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { field: 'secret', message: 'Contrasenya o PIN incorrectes' },
    ]);
    expect((await leave('')).statusCode).toBe(422);
    expect((await leave(42)).statusCode).toBe(422);
    expect((await leave('demo1234')).json()).toEqual({ left: true });

    expect((await settings({ kiosk_pin: '12a4' })).statusCode).toBe(422);
    const set = await settings({ kiosk_pin: '4821' });
    expect(set.json()).toMatchObject({ kiosk_pin_set: true });
    expect(JSON.stringify(set.json())).not.toContain('4821');
    expect((await leave('4821')).statusCode).toBe(200);
    expect((await leave('4822')).statusCode).toBe(422);
    const cleared = await settings({ kiosk_pin: null });
    expect(cleared.json()).toMatchObject({ kiosk_pin_set: false });
    expect((await leave('4821')).statusCode).toBe(422);
  });
});
