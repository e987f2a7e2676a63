import { expect, it } from 'vitest';
import { describeApi, type Harness } from './helper';
import { bookRide, groupingId, ridePayload, session, tomorrowAt } from './ride-fixtures';

/** The console's API through HTTP: the board, the dispatcher's actions, the fleet and the log. */

const operatorOf = (h: Harness, email = 'operator@example.com', grouping = 'demo') =>
  h.login(email, undefined, grouping);

async function newRide(h: Harness, overrides: object = {}) {
  const client = await session(h, 'client@example.com');
  const taxi = await groupingId(h, 'demo-taxi');
  const res = await bookRide(h, client, ridePayload(client.id, taxi, overrides));
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().service.id as number };
}

async function driverNamed(h: Harness, token: string, name: string) {
  const drivers = (await h.call('GET', '/api/console/drivers/', { token })).json();
  return drivers.find((driver: { name: string }) => driver.name === name) as {
    id: number;
    name: string;
    documents: { kind: string; expires_on: string }[];
    vehicle_ids: number[];
    suspended: boolean;
  };
}

const auditOf = async (h: Harness, token: string, query = '') =>
  (await h.call('GET', `/api/console/audit/${query}`, { token })).json() as {
    action: string;
    object_type: string;
    object_id: string;
    actor_name: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describeApi('console: the board and the dispatcher', (h) => {
  it('shows a new ride waiting, then assigned to the driver the operator chose, with its timeline', async () => {
    const operator = await operatorOf(h);
    const { id, client } = await newRide(h);
    const board = (await h.call('GET', '/api/console/board/', { token: operator })).json();
    const waiting = board.rides.find((ride: { id: number }) => ride.id === id);
    expect(waiting).toMatchObject({ column: 'waiting', client_name: 'Clara', status_code: 1 });
    // The seed's bookings for later of its caller are on the board too.
    expect(board.later.length).toBeGreaterThanOrEqual(2);

    const jordi = await driverNamed(h, operator, 'Jordi Puig');
    const assigned = await h.call('PUT', `/api/console/rides/${id}/driver/`, {
      token: operator,
      body: { driver_id: jordi.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ column: 'assigned', driver_name: 'Jordi Puig' });
    const timeline = assigned.json().timeline;
    expect(timeline.at(-1)).toMatchObject({ kind: 'status', to_code: 3, actor: 'operator' });
    expect(timeline.at(-1).driver_name).toBe('Jordi Puig');

    // The client's own ride shows that driver.
    const mine = await h.call('GET', '/api/services/in_process/list/', { token: client.token });
    expect(mine.body).toContain('Jordi Puig');

    const log = await auditOf(h, operator, `?object_type=ride&object_id=${id}`);
    expect(log[0]).toMatchObject({ action: 'ride.assign', actor_name: 'Olga Operator' });
    expect(log[0]!.before).toMatchObject({ status_code: 1, driver_id: null });
    expect(log[0]!.after).toMatchObject({ status_code: 3, driver_id: jordi.id });
  });

  it('reassigns an assigned ride, refuses a driver busy on another ride, and one of another operator', async () => {
    const operator = await operatorOf(h);
    const first = await newRide(h);
    const second = await newRide(h);
    const marta = await driverNamed(h, operator, 'Marta Soler');
    const pau = await driverNamed(h, operator, 'Pau Ferrer');
    const assign = (id: number, driverId: number) =>
      h.call('PUT', `/api/console/rides/${id}/driver/`, {
        token: operator,
        body: { driver_id: driverId },
      });
    expect((await assign(first.id, marta.id)).statusCode).toBe(200);
    const busy = await assign(second.id, marta.id);
    expect(busy.statusCode).toBe(422);
    expect(busy.json().errors[0].field).toBe('driver_id');
    const reassigned = await assign(first.id, pau.id);
    expect(reassigned.json()).toMatchObject({ status_code: 3, driver_name: 'Pau Ferrer' });
    expect(reassigned.json().timeline.at(-1)).toMatchObject({ kind: 'assigned' });

    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const london = (await h.call('GET', '/api/console/drivers/', { token: other })).json()[0];
    const foreign = await assign(second.id, london.id);
    expect(foreign.statusCode).toBe(422);
    const still = (
      await h.call('GET', `/api/console/rides/${second.id}/`, { token: operator })
    ).json();
    expect(still).toMatchObject({ status_code: 1, driver_id: null });
  });

  it('pre-assigns a booking for later: it stays booked and its client sees the driver', async () => {
    const operator = await operatorOf(h);
    const { id, client } = await newRide(h, { fecha_servicio_diferido: tomorrowAt('12:00') });
    const laura = await driverNamed(h, operator, 'Laura Vidal');
    const res = await h.call('PUT', `/api/console/rides/${id}/driver/`, {
      token: operator,
      body: { driver_id: laura.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_code: 13, driver_name: 'Laura Vidal' });
    const board = (await h.call('GET', '/api/console/board/', { token: operator })).json();
    expect(board.later.find((ride: { id: number }) => ride.id === id).driver_name).toBe(
      'Laura Vidal',
    );
    const mine = await h.call('GET', '/api/services/scheduled/', { token: client.token });
    expect(mine.body).toContain(`"id":${id}`);
    expect(mine.body).toContain('Laura Vidal');
  });

  it('cancels with a reason through the lifecycle, once, and offers a waiting ride again', async () => {
    const operator = await operatorOf(h);
    const { id } = await newRide(h);
    const reoffered = await h.call('PUT', `/api/console/rides/${id}/reoffer/`, { token: operator });
    expect(reoffered.statusCode).toBe(200);
    expect(reoffered.json().timeline.at(-1)).toMatchObject({ kind: 'reoffered' });

    const empty = await h.call('PUT', `/api/console/rides/${id}/cancel/`, {
      token: operator,
      body: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    const cancel = () =>
      h.call('PUT', `/api/console/rides/${id}/cancel/`, {
        token: operator,
        body: { reason: 'No cars near the pick-up' },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status_code: 5,
      cancel_reason: 'No cars near the pick-up',
    });
    expect((await cancel()).statusCode).toBe(409);
    // The client reads the reason with the status.
    const client = await session(h, 'client@example.com');
    const history = await h.call('GET', '/api/v2/services/?limit=50', { token: client.token });
    expect(history.body).toContain('No cars near the pick-up');
    const again = await h.call('PUT', `/api/console/rides/${id}/reoffer/`, { token: operator });
    expect(again.statusCode).toBe(409);
    const log = await auditOf(h, operator, `?object_type=ride&object_id=${id}`);
    expect(log.map((entry) => entry.action)).toEqual(['ride.cancel', 'ride.reoffer']);
  });

  it('books on the phone for a client found by phone, and for one made on the spot', async () => {
    const operator = await operatorOf(h);
    const found = (
      await h.call('GET', '/api/console/clients/?search=600000001', { token: operator })
    ).json();
    const clara = found.find((client: { email: string }) => client.email === 'client@example.com');
    expect(clara).toBeDefined();
    const taxi = await groupingId(h, 'demo-taxi');
    const booked = await h.call('POST', `/api/console/clients/${clara.id}/services/`, {
      token: operator,
      body: ridePayload(clara.id, taxi),
    });
    expect(booked.statusCode).toBe(201);
    const rideId = booked.json().service.id;
    // The ride is the client's: it is in their list.
    const client = await session(h, 'client@example.com');
    const theirs = await h.call('GET', '/api/services/in_process/list/', { token: client.token });
    expect(theirs.body).toContain(`"id":${rideId}`);

    const made = await h.call('POST', '/api/console/clients/', {
      token: operator,
      body: { name: 'Pere Trucada', phone: '+34 611 222 333' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Pere Trucada', phone: '+34611222333' });
    const twice = await h.call('POST', '/api/console/clients/', {
      token: operator,
      body: { name: 'Pere Again', phone: '+34611222333' },
    });
    expect(twice.statusCode).toBe(422);
    const forPere = await h.call('POST', `/api/console/clients/${made.json().id}/services/`, {
      token: operator,
      body: ridePayload(made.json().id, taxi),
    });
    expect(forPere.statusCode).toBe(201);
    const actions = (await auditOf(h, operator)).map((entry) => entry.action);
    expect(actions).toContain('client.create');
    expect(actions).toContain('ride.book');
    // The other operator finds none of them, and cannot book for them.
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    expect(
      (await h.call('GET', '/api/console/clients/?search=Pere', { token: other })).json(),
    ).toEqual([]);
  });

  it('refuses hostile input with a 4xx and writes nothing', async () => {
    const operator = await operatorOf(h);
    const { id } = await newRide(h);
    for (const body of [{}, { driver_id: 'x' }, { driver_id: -1 }, { driver_id: 2 ** 40 }]) {
      const res = await h.call('PUT', `/api/console/rides/${id}/driver/`, {
        token: operator,
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const longReason = await h.call('PUT', `/api/console/rides/${id}/cancel/`, {
      token: operator,
      body: { reason: 'x'.repeat(500) },
    });
    expect(longReason.statusCode).toBe(422);
    const audit = await auditOf(h, operator, `?object_id=${id}`);
    expect(audit).toEqual([]);
    expect(
      (await h.call('GET', '/api/console/audit/?object_type=nope', { token: operator })).statusCode,
    ).toBe(422);
  });
});

describeApi('console: the fleet and its log', (h) => {
  it('creates a driver with a vehicle, edits, suspends, resets the password, and logs each change', async () => {
    const operator = await operatorOf(h);
    const vehicle = await h.call('POST', '/api/console/vehicles/', {
      token: operator,
      body: { plate: '9999 zzz', model: 'Seat León', seats: 4, grouping_ids: [] },
    });
    expect(vehicle.statusCode).toBe(201);
    expect(vehicle.json()).toMatchObject({ plate: '9999 ZZZ', seats: 4 });
    const samePlate = await h.call('POST', '/api/console/vehicles/', {
      token: operator,
      body: { plate: '9999 ZZZ', model: 'Other', seats: 4 },
    });
    expect(samePlate.statusCode).toBe(422);

    const created = await h.call('POST', '/api/console/drivers/', {
      token: operator,
      body: {
        name: 'Rosa Nova',
        email: 'rosa@example.com',
        password: 'Driver-1234',
        vehicle_ids: [vehicle.json().id],
      },
    });
    expect(created.statusCode).toBe(201);
    const rosa = created.json();
    expect(rosa).toMatchObject({ plate: '9999 ZZZ', suspended: false });
    const login = await h.call('POST', '/api/driver/authenticate/', {
      body: { username: 'rosa@example.com', password: 'Driver-1234' },
    });
    expect(login.statusCode).toBe(200);
    const driverToken = login.json().token;

    const suspended = await h.call('PUT', `/api/console/drivers/${rosa.id}/`, {
      token: operator,
      body: { suspended: true },
    });
    expect(suspended.json()).toMatchObject({ suspended: true, online: false });
    // Suspended: signed out of the driver app.
    const me = await h.call('GET', '/api/driver/me/', {
      headers: { authorization: `Token ${driverToken}` },
    });
    expect(me.statusCode).toBe(401);

    const reset = await h.call('PUT', `/api/console/drivers/${rosa.id}/password/`, {
      token: operator,
      body: { password: 'Another-5678' },
    });
    expect(reset.statusCode).toBe(200);
    const weak = await h.call('PUT', `/api/console/drivers/${rosa.id}/password/`, {
      token: operator,
      body: { password: 'short' },
    });
    expect(weak.statusCode).toBe(422);

    const log = await auditOf(h, operator, `?object_type=driver&object_id=${rosa.id}`);
    expect(log.map((entry) => entry.action)).toEqual([
      'driver.reset_password',
      'driver.suspend',
      'driver.create',
    ]);
    expect(log[1]!.before).toMatchObject({ suspended: false });
    expect(log[1]!.after).toMatchObject({ suspended: true });
    // The log keeps no password.
    expect(JSON.stringify(log)).not.toContain('Another-5678');
  });

  it('keeps documents with their expiry and lists what expires within 30 days', async () => {
    const operator = await operatorOf(h);
    const expiring = (
      await h.call('GET', '/api/console/documents/expiring/', { token: operator })
    ).json();
    // The seed's one: the first driver's insurance.
    expect(expiring).toEqual([
      expect.objectContaining({ driver_name: 'Jordi Puig', kind: 'insurance' }),
    ]);
    const marta = await driverNamed(h, operator, 'Marta Soler');
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const saved = await h.call('PUT', `/api/console/drivers/${marta.id}/documents/licence/`, {
      token: operator,
      body: { number: 'B-123', expires_on: soon },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().documents).toContainEqual({
      kind: 'licence',
      number: 'B-123',
      expires_on: soon,
    });
    const now = (
      await h.call('GET', '/api/console/documents/expiring/', { token: operator })
    ).json();
    expect(now.map((row: { driver_name: string }) => row.driver_name)).toEqual([
      'Marta Soler',
      'Jordi Puig',
    ]);
    const bad = await h.call('PUT', `/api/console/drivers/${marta.id}/documents/passport/`, {
      token: operator,
      body: { expires_on: soon },
    });
    // A kind of document the console does not keep is no address at all.
    expect(bad.statusCode).toBe(404);
    const badDate = await h.call('PUT', `/api/console/drivers/${marta.id}/documents/licence/`, {
      token: operator,
      body: { expires_on: '2026-02-30' },
    });
    expect(badDate.statusCode).toBe(422);
  });

  it('shows each operator only its own fleet and log', async () => {
    const operator = await operatorOf(h);
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const theirs = (await h.call('GET', '/api/console/drivers/', { token: other })).json();
    expect(theirs.map((driver: { name: string }) => driver.name).sort()).toEqual([
      'Grace Hughes',
      'James Smith',
      'Priya Patel',
      'Tom Baker',
    ]);
    const demoVehicles = (
      await h.call('GET', '/api/console/vehicles/', { token: operator })
    ).json();
    const otherVehicles = (await h.call('GET', '/api/console/vehicles/', { token: other })).json();
    const demoIds = new Set(demoVehicles.map((vehicle: { id: number }) => vehicle.id));
    expect(otherVehicles.some((vehicle: { id: number }) => demoIds.has(vehicle.id))).toBe(false);
    // A vehicle cannot serve another operator's grouping.
    const london = await groupingId(h, 'other-cab');
    const res = await h.call('POST', '/api/console/vehicles/', {
      token: operator,
      body: { plate: 'X 1', model: 'Y', seats: 4, grouping_ids: [london] },
    });
    expect(res.statusCode).toBe(422);
    expect(await auditOf(h, other)).toEqual([]);
  });
});
