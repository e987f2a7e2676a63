import { beforeAll, expect, it } from 'vitest';
import { describeApi, fieldMessages } from './helper';
import { groupingId, insertRide, session, storedStop, tomorrowAt } from './ride-fixtures';

const CATALUNYA = { latitude: 41.387, longitude: 2.1701 };
const SAGRADA = { latitude: 41.4036, longitude: 2.1744 };
/** A closed square of GeoJSON [lng, lat] around a point, half a side of `d` degrees. */
const around = ({ latitude, longitude }: typeof CATALUNYA, d = 0.004) => ({
  type: 'Polygon',
  coordinates: [
    [
      [longitude - d, latitude - d],
      [longitude + d, latitude - d],
      [longitude + d, latitude + d],
      [longitude - d, latitude + d],
      [longitude - d, latitude - d],
    ],
  ],
});
const SCHEDULED_SUPPLEMENT = 300;

describeApi('admin: fares, zones and surcharges', (h) => {
  let operator: string;
  let otherOperator: string;
  let client: { token: string };
  let demo: number;
  let taxi: number;
  beforeAll(async () => {
    [operator, otherOperator, client] = await Promise.all([
      h.login('operator@example.com', undefined, 'demo'),
      h.login('operator-other@example.com', undefined, 'other'),
      session(h, 'client@example.com'),
    ]);
    [demo, taxi] = await Promise.all([groupingId(h, 'demo'), groupingId(h, 'demo-taxi')]);
  });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    h.call(method, `/api/admin/${url}`, { token: operator, ...(body ? { body } : {}) });
  /** The taxi's fare in the fare picker for a trip booked at `time` tomorrow. */
  const taxiFare = async (time: string, from = CATALUNYA, to = SAGRADA) => {
    const res = await h.call('POST', '/api/agrupations/search/', {
      token: client.token,
      body: {
        agrupacion_id: demo,
        origin: from,
        destination: to,
        fecha_servicio_diferido: tomorrowAt(time),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().agrupations.find((g: { id: number }) => g.id === taxi).fare as {
      amount: number;
      info: string[];
    };
  };
  const auditCount = async (action: string) =>
    (
      await h.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('root_agrupation_id', '=', demo)
        .execute()
    ).length;

  it("a price between two zones changes the fare picker's price, and deleting it changes it back", async () => {
    const before = await taxiFare('12:00');
    const centre = await admin('POST', `agrupations/${demo}/zones/`, {
      name: 'Centre',
      polygon: around(CATALUNYA),
    });
    expect(centre.statusCode).toBe(201);
    // A map tool's export: a Feature holding the Polygon.
    const sagrada = await admin('POST', `agrupations/${demo}/zones/`, {
      name: 'Sagrada',
      polygon: { type: 'Feature', properties: { name: 'x' }, geometry: around(SAGRADA) },
    });
    expect(sagrada.statusCode).toBe(201);
    expect(sagrada.json().polygon.type).toBe('Polygon');
    // Zones alone change nothing.
    expect((await taxiFare('12:00')).amount).toBe(before.amount);

    const price = await admin('POST', `agrupations/${demo}/zone-prices/`, {
      from_zone_id: centre.json().id,
      to_zone_id: sagrada.json().id,
      amount: 2000,
      both_ways: false,
    });
    expect(price.statusCode).toBe(201);
    const zoned = await taxiFare('12:00');
    expect(zoned.amount).toBe((2000 + SCHEDULED_SUPPLEMENT) / 100);
    expect(zoned.info).toContain('Fixed price: Centre → Sagrada');
    // One way only: the return is metered.
    const back = await taxiFare('12:00', SAGRADA, CATALUNYA);
    expect(back.info.join()).not.toContain('Centre');
    const both = await admin('PUT', `zone-prices/${price.json().id}/`, { both_ways: true });
    expect(both.json()).toMatchObject({ both_ways: true, amount: 2000 });
    expect((await taxiFare('12:00', SAGRADA, CATALUNYA)).amount).toBe(zoned.amount);

    const pricing = await admin('GET', `agrupations/${taxi}/pricing/`);
    expect(pricing.statusCode).toBe(200);
    expect(pricing.json()).toMatchObject({ zones_from: demo, surcharges_from: demo });
    expect(pricing.json().zone_prices).toContainEqual(expect.objectContaining({ amount: 2000 }));

    const moved = await admin('PUT', `zones/${sagrada.json().id}/`, {
      polygon: around(SAGRADA, 0.001),
    });
    expect(moved.statusCode).toBe(200);
    expect(await auditCount('zone.update')).toBe(1);

    expect((await admin('DELETE', `zones/${centre.json().id}/`)).statusCode).toBe(200);
    expect((await admin('DELETE', `zones/${sagrada.json().id}/`)).statusCode).toBe(200);
    expect((await taxiFare('12:00')).amount).toBe(before.amount);
    // The prices went with their zones.
    expect((await admin('GET', `agrupations/${demo}/zone-prices/`)).json()).toHaveLength(1);
    expect(await auditCount('zone.create')).toBe(2);
    expect(await auditCount('zone.delete')).toBe(2);
    expect(await auditCount('zone_price.create')).toBe(1);
  });

  it('puts the seeded night surcharge on night rides only, and takes it off when deleted', async () => {
    const [day, night] = [await taxiFare('12:00'), await taxiFare('23:00')];
    expect(night.info).toContain('Nit surcharge included (+20 %)');
    expect(day.info.join()).not.toContain('Nit');
    const surcharges = await admin('GET', `agrupations/${demo}/surcharges/`);
    expect(surcharges.json()).toEqual([
      expect.objectContaining({ label: 'Nit', start: '22:00', end: '06:00', percent: 20 }),
    ]);
    const id = surcharges.json()[0].id;
    // The preview's parts show what the surcharge adds: 20 % of the night's fare before it.
    const preview = await admin('POST', `agrupations/${taxi}/fare-preview/`, {
      origin: CATALUNYA,
      destination: SAGRADA,
      at: tomorrowAt('23:00'),
    });
    expect(preview.statusCode).toBe(200);
    const parts = preview.json().parts as { kind: string; cents: number }[];
    const surcharge = parts.find((part) => part.kind === 'surcharge')!;
    const beforeIt = parts
      .slice(0, parts.indexOf(surcharge))
      .reduce((sum, part) => sum + part.cents, 0);
    expect(surcharge.cents).toBe(Math.round(beforeIt * 0.2));
    expect(night.amount).toBe((preview.json().amount + SCHEDULED_SUPPLEMENT) / 100);

    expect((await admin('DELETE', `surcharges/${id}/`)).statusCode).toBe(200);
    expect((await taxiFare('23:00')).amount).toBe(
      Math.round(night.amount * 100 - surcharge.cents) / 100,
    );
    expect((await taxiFare('12:00')).amount).toBe(day.amount);
    const again = await admin('POST', `agrupations/${demo}/surcharges/`, {
      label: 'Nit',
      days: [0, 1, 2, 3, 4, 5, 6],
      start: '22:00',
      end: '06:00',
      percent: 20,
    });
    expect(again.statusCode).toBe(201);
    expect((await taxiFare('23:00')).amount).toBe(night.amount);
    const weekend = await admin('PUT', `surcharges/${again.json().id}/`, { days: [6, 0] });
    expect(weekend.json().days).toEqual([0, 6]);
    expect(await auditCount('surcharge.update')).toBe(1);
  });

  it('previews a proposed fare without saving it, and saves it with its audit row', async () => {
    const proposed = {
      flag_fall: 1000,
      per_km: 0,
      minimum: 0,
      scheduled_supplement: 0,
      discount_percent: 0,
    };
    const preview = await admin('POST', `agrupations/${taxi}/fare-preview/`, {
      fare: proposed,
      per_minute: 0,
      origin: CATALUNYA,
      destination: SAGRADA,
      at: tomorrowAt('12:00'),
    });
    expect(preview.json()).toMatchObject({
      amount: 1000,
      parts: [{ kind: 'flag_fall', cents: 1000, label: null }],
    });
    expect((await admin('GET', `agrupations/${taxi}/pricing/`)).json().fare.flag_fall).toBe(250);
    const saved = await admin('PUT', `agrupations/${taxi}/pricing/`, { per_minute: 25 });
    expect(saved.json()).toMatchObject({ per_minute: 25, fare: { flag_fall: 250 } });
    const row = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'fare.update')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ object_type: 'grouping', object_id: String(taxi) });
    expect(row.before).toMatchObject({ per_minute: 20 });
    expect(row.after).toMatchObject({ per_minute: 25 });
  });

  it('records the fare route in the audit log, and nothing when it is refused', async () => {
    const before = (await admin('GET', `agrupations/${taxi}/pricing/`)).json().fare;
    const changed = { ...before, flag_fall: before.flag_fall + 100 };
    const refused = await admin('PUT', `agrupations/${taxi}/fare/`, {
      fare: { ...changed, per_km: -1 },
    });
    expect(refused.statusCode).toBe(422);
    const rows = () =>
      h.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'fare.update')
        .where('object_id', '=', String(taxi))
        .orderBy('id')
        .execute();
    const count = (await rows()).length;
    const put = await admin('PUT', `agrupations/${taxi}/fare/`, { fare: changed });
    expect(put.statusCode).toBe(200);
    expect(put.json().fare).toEqual(changed);
    const back = await admin('PUT', `agrupations/${taxi}/fare/`, { fare: before });
    expect(back.statusCode).toBe(200);
    const written = (await rows()).slice(count);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      object_type: 'grouping',
      before: { fare: before },
      after: { fare: changed },
    });
    expect(written[1]).toMatchObject({ before: { fare: changed }, after: { fare: before } });
    // Another operator's grouping: 404, and no row.
    const other = await h.call('PUT', `/api/admin/agrupations/${taxi}/fare/`, {
      token: otherOperator,
      body: { fare: changed },
    });
    expect(other.statusCode).toBe(404);
    expect(await rows()).toHaveLength(count + 2);
  });

  it('refuses bad polygons with a 422 naming the field, and writes nothing', async () => {
    const count = (await admin('GET', `agrupations/${demo}/zones/`)).json().length;
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [2.1, 41.3],
          [2.2, 41.4],
          [2.2, 41.3],
          [2.1, 41.4],
          [2.1, 41.3],
        ],
      ],
    };
    const crossing = await admin('POST', `agrupations/${demo}/zones/`, {
      name: 'X',
      polygon: bowtie,
    });
    expect(crossing.statusCode).toBe(422);
    expect(Object.keys(fieldMessages(crossing))[0]).toMatch(/^polygon/);
    expect(crossing.json().error).toContain('do not cross');
    const ring = Array.from({ length: 700 }, (_, i) => [
      2.17 + 0.01 * Math.cos((i / 700) * 2 * Math.PI),
      41.39 + 0.01 * Math.sin((i / 700) * 2 * Math.PI),
    ]);
    for (const polygon of [
      { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
      { type: 'Point', coordinates: [2.17, 41.39] },
      {
        type: 'Polygon',
        coordinates: [
          [
            [2.1, 41.3],
            [2.2, 41.4],
          ],
        ],
      },
      { type: 'Polygon', coordinates: 'nope' },
      'POLYGON((0 0, 1 1))',
    ]) {
      const res = await admin('POST', `agrupations/${demo}/zones/`, { name: 'X', polygon });
      expect(res.statusCode, JSON.stringify(polygon).slice(0, 60)).toBe(422);
    }
    const price = await admin('POST', `agrupations/${demo}/zone-prices/`, {
      from_zone_id: 2_000_000_000,
      to_zone_id: 2_000_000_000,
      amount: 100,
    });
    expect(price.statusCode).toBe(422);
    const surcharge = await admin('POST', `agrupations/${demo}/surcharges/`, {
      label: 'Late',
      days: [7],
      start: '25:00',
      end: '06:00',
      percent: 0,
    });
    expect(surcharge.statusCode).toBe(422);
    expect((await admin('GET', `agrupations/${demo}/zones/`)).json()).toHaveLength(count);
  });

  it('documents every new route in the OpenAPI document', async () => {
    const res = await h.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/agrupations/{id}/pricing',
        '/api/admin/agrupations/{id}/fare-preview',
        '/api/admin/agrupations/{id}/zones',
        '/api/admin/zones/{id}',
        '/api/admin/agrupations/{id}/zone-prices',
        '/api/admin/zone-prices/{id}',
        '/api/admin/agrupations/{id}/surcharges',
        '/api/admin/surcharges/{id}',
        '/api/admin/reports/rides',
        '/api/admin/reports/rides.csv',
      ]),
    );
  });

  it("answers 404 to another operator's zones, prices, surcharges and groupings", async () => {
    const zone = (await admin('GET', `agrupations/${demo}/zones/`)).json()[0];
    const price = (await admin('GET', `agrupations/${demo}/zone-prices/`)).json()[0];
    const surcharge = (await admin('GET', `agrupations/${demo}/surcharges/`)).json()[0];
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      h.call(method, `/api/admin/${url}`, {
        token: otherOperator,
        agrupation: 'other',
        ...(body ? { body } : {}),
      });
    const answers = [
      await as('GET', `agrupations/${demo}/pricing/`),
      await as('PUT', `agrupations/${demo}/pricing/`, { per_minute: 1 }),
      await as('POST', `agrupations/${taxi}/fare-preview/`, {
        origin: CATALUNYA,
        destination: SAGRADA,
      }),
      await as('GET', `agrupations/${demo}/zones/`),
      await as('POST', `agrupations/${demo}/zones/`, { name: 'Mine', polygon: around(CATALUNYA) }),
      await as('PUT', `zones/${zone.id}/`, { name: 'Mine' }),
      await as('DELETE', `zones/${zone.id}/`),
      await as('PUT', `zone-prices/${price.id}/`, { amount: 1 }),
      await as('DELETE', `zone-prices/${price.id}/`),
      await as('PUT', `surcharges/${surcharge.id}/`, { percent: 99 }),
      await as('DELETE', `surcharges/${surcharge.id}/`),
      await as('GET', `reports/rides/?from=2026-01-01&to=2026-01-02&agrupation_id=${demo}`),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 404));
    expect((await admin('GET', `agrupations/${demo}/zones/`)).json()[0]).toEqual(zone);
  });
});

describeApi('admin: the rides report', (h) => {
  let operator: string;
  let taxi: number;
  let van: number;
  beforeAll(async () => {
    operator = await h.login('operator@example.com', undefined, 'demo');
    [taxi, van] = await Promise.all([groupingId(h, 'demo-taxi'), groupingId(h, 'demo-van')]);
    const client = await session(h, 'client@example.com');
    const base = { user_id: client.id, company_id: null, type_user: 'client' as const };
    /** A ride requested at `local` Madrid winter time (UTC+1) on 10 or 11 March 2025. */
    const ride = async (
      utc: string,
      status: number,
      more: { fare?: number; method?: 'cash' | 'card'; assignAfter?: number; by?: string } = {},
    ) => {
      const created = new Date(utc);
      const id = await insertRide(h, [storedStop('origin', 'A'), storedStop('destination', 'B')], {
        ...base,
        status_code: status,
        fare_cents: more.fare ?? null,
        payment_method: more.method ?? null,
        created_at: created,
      });
      if (more.assignAfter !== undefined) {
        await h.db
          .insertInto('service_events')
          .values({
            service_id: id,
            kind: 'status',
            from_code: 2,
            to_code: 3,
            actor: 'dispatcher',
            instance: null,
            driver_id: null,
            created_at: new Date(created.getTime() + more.assignAfter * 1000),
          })
          .execute();
      }
      if (more.by) {
        await h.db
          .insertInto('service_events')
          .values({
            service_id: id,
            kind: 'status',
            from_code: 3,
            to_code: 5,
            actor: more.by,
            instance: null,
            driver_id: null,
          })
          .execute();
      }
      return id;
    };
    await ride('2025-03-10T09:00:00Z', 8, { fare: 1500, method: 'cash', assignAfter: 60 });
    await ride('2025-03-10T10:00:00Z', 8, { fare: 2250, method: 'card', assignAfter: 120 });
    await ride('2025-03-10T11:00:00Z', 8, { fare: 1000, method: 'card', assignAfter: 300 });
    await ride('2025-03-10T12:00:00Z', 4);
    await ride('2025-03-10T13:00:00Z', 5, { assignAfter: 30, by: 'driver' });
    await ride('2025-03-10T14:00:00Z', 5, { by: 'operator' });
    await ride('2025-03-10T15:00:00Z', 9);
    // 23:30 UTC is 00:30 on the 11th in Madrid.
    await ride('2025-03-10T23:30:00Z', 8, { fare: 990, method: 'cash', assignAfter: 45 });
    // Out of the range: the 12th in Madrid.
    await ride('2025-03-11T23:30:00Z', 8, { fare: 5000, method: 'cash' });
  });
  const report = (query: string) =>
    h.call('GET', `/api/admin/reports/rides/?${query}`, { token: operator });

  it('counts the seeded rides per local day, with waits and revenue by method', async () => {
    const res = await report('from=2025-03-10&to=2025-03-11');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      time_zone: 'Europe/Madrid',
      currency: 'EUR',
      payment_methods: ['card', 'cash'],
    });
    expect(body.rows).toEqual([
      {
        date: '2025-03-10',
        agrupation_id: taxi,
        agrupation_name: expect.any(String),
        requested: 7,
        completed: 3,
        cancelled_by_client: 1,
        cancelled_by_operator: 1,
        cancelled_by_driver: 1,
        not_attended: 1,
        assign_median_seconds: 60,
        assign_p90_seconds: 300,
        revenue: { cash: 1500, card: 3250 },
      },
      expect.objectContaining({
        date: '2025-03-11',
        requested: 1,
        completed: 1,
        assign_median_seconds: 45,
        revenue: { cash: 990 },
      }),
    ]);
    const vanOnly = await report(`from=2025-03-10&to=2025-03-11&agrupation_id=${van}`);
    expect(vanOnly.json().rows).toEqual([]);
  });

  it('gives the same figures as CSV', async () => {
    const json = (await report('from=2025-03-10&to=2025-03-11')).json();
    const csv = await h.call('GET', '/api/admin/reports/rides.csv?from=2025-03-10&to=2025-03-11', {
      token: operator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body.trim().split('\r\n');
    const columns = header!.split(',');
    expect(lines).toHaveLength(json.rows.length);
    json.rows.forEach(
      (row: Record<string, unknown> & { revenue: Record<string, number> }, i: number) => {
        const cells = Object.fromEntries(lines[i]!.split(',').map((cell, c) => [columns[c], cell]));
        expect(cells.date).toBe(row.date);
        for (const key of [
          'requested',
          'completed',
          'cancelled_by_client',
          'cancelled_by_operator',
          'cancelled_by_driver',
          'not_attended',
          'assign_median_seconds',
          'assign_p90_seconds',
        ]) {
          expect(cells[key], key).toBe(String(row[key] ?? ''));
        }
        for (const method of json.payment_methods) {
          expect(Number(cells[`revenue_${method}`])).toBe((row.revenue[method] ?? 0) / 100);
        }
      },
    );
  });

  it('refuses a reversed or over-long range and answers operators only', async () => {
    expect((await report('from=2025-03-11&to=2025-03-10')).statusCode).toBe(422);
    expect((await report('from=2024-01-01&to=2025-03-10')).statusCode).toBe(422);
    expect((await report('from=yesterday&to=2025-03-10')).statusCode).toBe(422);
    const client = await h.login('client@example.com', undefined, 'demo');
    const refused = await h.call('GET', '/api/admin/reports/rides/?from=2025-03-10&to=2025-03-11', {
      token: client,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describeApi('admin: the seeded month of finished rides', (h) => {
  it("fills the demo's last month of reports, and the other operator reaches none of it", async () => {
    const [operator, other] = await Promise.all([
      h.login('operator@example.com', undefined, 'demo'),
      h.login('operator-other@example.com', undefined, 'other'),
    ]);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const query = `from=${day(-32)}&to=${day(0)}`;
    const demo = await h.call('GET', `/api/admin/reports/rides/?${query}`, { token: operator });
    expect(demo.statusCode).toBe(200);
    const report = demo.json<{
      payment_methods: string[];
      rows: (Record<string, number> & { agrupation_id: number })[];
    }>();
    // The taxi and the van, a row a day each.
    expect(new Set(report.rows.map((row) => row.agrupation_id)).size).toBe(2);
    expect(report.rows.length).toBeGreaterThanOrEqual(58);
    expect(report.payment_methods).toEqual(expect.arrayContaining(['card', 'cash', 'wallet']));
    const total = (key: string) => report.rows.reduce((sum, row) => sum + (row[key] ?? 0), 0);
    for (const key of [
      'completed',
      'cancelled_by_client',
      'cancelled_by_operator',
      'cancelled_by_driver',
      'not_attended',
    ]) {
      expect(total(key), key).toBeGreaterThan(0);
    }
    expect(report.rows.filter((row) => row.assign_median_seconds != null).length).toBe(
      report.rows.length,
    );

    const theirs = await h.call('GET', `/api/admin/reports/rides/?${query}`, { token: other });
    const demoGroupings = new Set(report.rows.map((row) => row.agrupation_id));
    expect(
      theirs
        .json<{ rows: { agrupation_id: number }[] }>()
        .rows.filter((row) => demoGroupings.has(row.agrupation_id)),
    ).toEqual([]);
    for (const path of ['rides', 'rides.csv']) {
      const swapped = await h.call(
        'GET',
        `/api/admin/reports/${path}?${query}&agrupation_id=${report.rows[0]!.agrupation_id}`,
        { token: other },
      );
      expect(swapped.statusCode, path).toBe(404);
    }
  });
});
