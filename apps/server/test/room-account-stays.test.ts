import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Harness } from './helper';
import { ledgerInvariants } from './money-fixtures';
import { pdfToText } from './pdf-text';
import { guestSession, HOTEL, registerStay } from './hotel-fixtures';
import {
  bookRide,
  driverSession,
  groupingId,
  ridePayload,
  session,
  underway,
} from './ride-fixtures';

// The hotel's stays — listed per room with rides and totals, settled at
// check-out, their statements, and the operator's monthly statement to the hotel.

describeApi('the hotel’s stays on the room account', (h) => {
  let staff: { token: string; id: number };
  let guest: { token: string; id: number };
  let hotelId: number;
  let driver: { id: number; token: string };

  const book = (who: { token: string; id: number }, body: object, language = 'en') =>
    bookRide(h, who, body, { agrupation: HOTEL, language });
  const staffCall = (method: 'GET' | 'POST', url: string, language = 'en') =>
    h.call(method, url, { token: staff.token, agrupation: HOTEL, language });
  /** Books a priced ride on the room and drives it to its end (the quoted fare is charged). */
  async function rideOnRoom(who: { token: string; id: number }, roomCharge: object) {
    const res = await book(who, ridePayload(who.id, hotelId, { room_charge: roomCharge }));
    expect(res.statusCode).toBe(201);
    const ride = res.json().service as { id: number; fare: number };
    await underway(h.db, ride.id, driver.id);
    const done = await h.call('PUT', `/api/driver/services/${ride.id}/finish/`, {
      token: driver.token,
      body: {},
    });
    expect(done.statusCode).toBe(200);
    return ride;
  }

  beforeAll(async () => {
    staff = await session(h, 'hotel@example.com', HOTEL);
    hotelId = await groupingId(h, HOTEL);
    driver = await driverSession(h);
    await h.call('PUT', '/api/hotel/settings', {
      token: staff.token,
      agrupation: HOTEL,
      body: { room_charges: true, room_charge_limit: 60 },
    });
    guest = await guestSession(h, { name: 'Marta Vidal', room: '407', phone: '+34 600 111 407' });
    // Reception writes the name its own way: case and spaces do not matter.
    await registerStay(h, staff.token, {
      room: '407',
      guest: ' marta  VIDAL ',
      check_out: '2099-01-31',
    });
  });

  async function stayOf(room: string) {
    const list = await staffCall('GET', `/api/hotel/stays/?room=${room}&state=open`);
    expect(list.statusCode).toBe(200);
    return list.json().stays[0] as { id: number; total: number; rides_count: number };
  }

  it('lists the stays per room with their rides and totals; staff charges join the room’s stay', async () => {
    const first = await rideOnRoom(guest, {});
    const second = await rideOnRoom(staff, { room: '407' });
    const stay = await stayOf('407');
    expect(stay).toMatchObject({ rides_count: 2 });
    expect(stay.total).toBeCloseTo(first.fare + second.fare, 2);
    const detail = await staffCall('GET', `/api/hotel/stays/${stay.id}`);
    expect(detail.json()).toMatchObject({
      room: '407',
      guest: 'marta  VIDAL',
      check_out: '2099-01-31',
      state: 'open',
    });
    expect(detail.json().rides.map((ride: { service_id: number }) => ride.service_id)).toEqual([
      first.id,
      second.id,
    ]);
    const mine = await h.call('GET', '/api/guests/stay', { token: guest.token });
    expect(mine.json().stay).toMatchObject({ check_out: '2099-01-31', settled: false });
  });

  it('downloads the stay’s statement as PDF and CSV', async () => {
    const stay = await stayOf('407');
    const csv = await staffCall('GET', `/api/hotel/stays/${stay.id}/statement/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`stay-${stay.id}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Ride,Room,Service type,From,To,Concept,Paid with,Status,Amount,Currency',
    );
    expect(lines).toHaveLength(3);
    expect(
      lines.every(
        (line, index) => index === 0 || line.includes(',Room account,On the monthly statement,'),
      ),
    ).toBe(true);
    const pdf = await staffCall('GET', `/api/hotel/stays/${stay.id}/statement/`, 'ca');
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfToText(pdf.rawPayload);
    expect(text).toMatch(/Habitació 407, estada del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Càrrec a l’habitació');
    expect(text).toMatch(/Total: [\d.]+,\d{2} €/);
    // The rides went onto the room bill: nothing is due by transfer.
    expect(text).toMatch(/Carregat al compte de l’habitació: [\d.]+,\d{2} €/);
    expect(text).not.toContain('transferència');
    for (const bad of ['xls', '']) {
      const res = await staffCall('GET', `/api/hotel/stays/${stay.id}/statement/?format=${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it('settles a stay once its rides ended; then the guest can charge it no more', async () => {
    const stay = await stayOf('407');
    // A ride still on its way keeps the stay open: its fare is not known yet.
    const pending = await book(guest, ridePayload(guest.id, hotelId, { room_charge: {} }));
    const early = await staffCall('POST', `/api/hotel/stays/${stay.id}/settle/`, 'es');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'Un viaje de esta estancia aún no ha terminado: liquídala cuando termine',
    );
    await h.call('DELETE', `/api/services/${pending.json().service.id}/`, { token: guest.token });
    await h.db
      .updateTable('services')
      .set({ status_code: 4 })
      .where('id', '=', pending.json().service.id)
      .execute();
    const settled = await staffCall('POST', `/api/hotel/stays/${stay.id}/settle/`);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ state: 'settled', settled_at: expect.any(String) });
    const again = await staffCall('POST', `/api/hotel/stays/${stay.id}/settle/`);
    expect(again.statusCode).toBe(409);

    // The guest's room card ended with the stay: no ride, on the room or not.
    const refused = await book(guest, ridePayload(guest.id, hotelId, { room_charge: {} }), 'ca');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(
      'La teva estada ha acabat: aquesta targeta d’habitació ja no demana viatges',
    );
    expect((await book(guest, ridePayload(guest.id, hotelId))).statusCode).toBe(401);
    // Reception booking for the room afterwards opens the next stay (a new guest).
    const next = await book(
      staff,
      ridePayload(staff.id, hotelId, { room_charge: { room: '407' } }),
    );
    expect(next.statusCode).toBe(201);
    expect((await stayOf('407')).id).not.toBe(stay.id);
    expect(await ledgerInvariants(h.db)).toMatchObject({ drift: [], unbalanced: [], total: 0 });
  });

  it('refuses a room that has checked out', async () => {
    const jan = await guestSession(h, { name: 'Jan Puig', room: '12', email: 'jan@example.com' });
    const stay = await registerStay(h, staff.token, { room: '12', guest: 'Jan Puig' });
    expect((await book(jan, ridePayload(jan.id, hotelId, { room_charge: {} }))).statusCode).toBe(
      201,
    );
    await h.db
      .updateTable('room_stays')
      .set({ check_in: '2020-01-01', check_out: '2020-01-01' })
      .where('id', '=', stay.id)
      .execute();
    const after = await book(jan, ridePayload(jan.id, hotelId, { room_charge: {} }));
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your stay has ended: this room card no longer books rides');
  });

  it('lists every room charge on the operator’s monthly statement to the hotel', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const csv = await staffCall('GET', `/api/customer/statements/?month=${month}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain(',Room,');
    const rows = lines.slice(1);
    const charged = await h.db
      .selectFrom('ride_charges')
      .select('service_id')
      .where('method', '=', 'room')
      .execute();
    expect(rows).toHaveLength(charged.length);
    expect(rows.every((line) => line.includes(',407,') && line.includes(',Room account,'))).toBe(
      true,
    );
    const pdf = await staffCall('GET', `/api/customer/statements/?month=${month}`, 'es');
    expect(pdfToText(pdf.rawPayload)).toContain('Habitación');
  });

  it('shows the stays to the hotel’s staff only', async () => {
    const stay = await stayOf('407');
    const client = await session(h as Harness, 'client@example.com');
    for (const url of ['/api/hotel/stays/', `/api/hotel/stays/${stay.id}`]) {
      const res = await h.call('GET', url, { token: client.token });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await staffCall('GET', '/api/hotel/stays/?state=closed')).statusCode).toBe(422);
    expect((await staffCall('GET', '/api/hotel/stays/2147480000')).statusCode).toBe(404);
  });
});
