import { expect, it } from 'vitest';
import { describeApi, fieldMessages, type Harness } from './helper';
import { pdfToText } from './pdf-text';
import { qrCodesOfPdf } from './pdf-qr';
import { groupingId, ridePayload, session } from './ride-fixtures';

/** The console's accounts through HTTP: clients, companies, hotels and club commerces. */

const operatorOf = (h: Harness, email = 'operator@example.com', grouping = 'demo') =>
  h.login(email, undefined, grouping);

const auditOf = async (h: Harness, token: string, query: string) =>
  (await h.call('GET', `/api/console/audit/${query}`, { token })).json() as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

async function clientNamed(h: Harness, token: string, search: string) {
  const found = await h.call('GET', `/api/console/clients/?search=${search}`, { token });
  expect(found.statusCode).toBe(200);
  return found.json()[0] as { id: number; name: string; blocked: boolean };
}

const DOOR = {
  name: 'Hotel Mar, Passeig de Colom 1, Barcelona',
  latitude: 41.376,
  longitude: 2.18,
};

describeApi('console: clients', (h) => {
  it('opens a client with its rides, blocks it (no sign-in, no session, no booking) and unblocks it', async () => {
    const operator = await operatorOf(h);
    const clara = await session(h, 'client@example.com');
    const taxi = await groupingId(h, 'demo-taxi');
    const booked = await h.call('POST', '/api/services/', {
      token: clara.token,
      body: ridePayload(clara.id, taxi),
    });
    expect(booked.statusCode).toBe(201);
    const found = await clientNamed(h, operator, 'clara');
    expect(found).toMatchObject({ id: clara.id, blocked: false });

    const detail = await h.call('GET', `/api/console/clients/${clara.id}/`, { token: operator });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ name: 'Clara Client', blocked: false });
    expect(detail.json().rides[0]).toMatchObject({ id: booked.json().service.id, status_code: 1 });

    const blocked = await h.call('PUT', `/api/console/clients/${clara.id}/blocked/`, {
      token: operator,
      body: { blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().blocked).toBe(true);
    // Its open session ends, and it cannot sign in again nor be booked for on the phone.
    const mine = await h.call('GET', '/api/services/in_process/list/', { token: clara.token });
    expect(mine.statusCode).toBe(401);
    const login = await h.call('POST', '/api/authenticate/', {
      body: { username: 'client@example.com', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(401);
    const phone = await h.call('POST', `/api/console/clients/${clara.id}/services/`, {
      token: operator,
      body: ridePayload(clara.id, taxi),
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error).toMatch(/blocked/);
    expect((await clientNamed(h, operator, 'clara')).blocked).toBe(true);

    const log = await auditOf(h, operator, `?object_type=client&object_id=${clara.id}`);
    expect(log[0]).toMatchObject({
      action: 'client.block',
      before: { blocked: false },
      after: { blocked: true },
    });

    const unblocked = await h.call('PUT', `/api/console/clients/${clara.id}/blocked/`, {
      token: operator,
      body: { blocked: false },
    });
    expect(unblocked.json().blocked).toBe(false);
    const again = await h.call('POST', '/api/authenticate/', {
      body: { username: 'client@example.com', password: 'demo1234' },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await auditOf(h, operator, `?object_type=client&object_id=${clara.id}`))[0]!.action,
    ).toBe('client.unblock');
  });

  it('refuses a bad body, a non-client and another operator’s client', async () => {
    const operator = await operatorOf(h);
    const clara = await session(h, 'client@example.com');
    const bad = await h.call('PUT', `/api/console/clients/${clara.id}/blocked/`, {
      token: operator,
      body: { blocked: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    const company = await session(h, 'company@example.com');
    const notClient = await h.call('GET', `/api/console/clients/${company.id}/`, {
      token: operator,
    });
    expect(notClient.statusCode).toBe(404);
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const swapped = await h.call('PUT', `/api/console/clients/${clara.id}/blocked/`, {
      token: other,
      agrupation: 'other',
      body: { blocked: true },
    });
    expect(swapped.statusCode).toBe(404);
    expect((await clientNamed(h, operator, 'clara')).blocked).toBe(false);
  });
});

describeApi('console: companies', (h) => {
  it('lists the seeded companies, creates one, switches its panel flag, lists employees', async () => {
    const operator = await operatorOf(h);
    const list = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    const acme = list.find((company: { name: string }) => company.name === 'Acme Logistics');
    expect(acme).toMatchObject({ panel: true, employees: 3 });

    const taxi = await groupingId(h, 'demo-taxi');
    const made = await h.call('POST', '/api/console/companies/', {
      token: operator,
      body: { name: 'Fira Events SL', email: 'fira@example.com', grouping_id: taxi, panel: false },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ grouping_id: taxi, panel: false, employees: 0 });
    const id = made.json().id as number;
    const flag = await h.call('PUT', `/api/console/companies/${id}/`, {
      token: operator,
      body: { panel: true },
    });
    expect(flag.json().panel).toBe(true);
    const log = await auditOf(h, operator, `?object_id=${id}`);
    expect(log.map((entry) => entry.action)).toEqual(['company.panel', 'company.create']);

    const staff = await h.call('GET', `/api/console/companies/${acme.id}/employees/`, {
      token: operator,
    });
    expect(staff.json().map((one: { name: string }) => one.name)).toEqual([
      'Elena Employee',
      'Enric Employee',
      'Eva Employee',
    ]);
    expect(staff.json()[0].active).toBe(false);
  });

  it('refuses a taken email, a grouping of another operator and an empty name, writing nothing', async () => {
    const operator = await operatorOf(h);
    const before = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    const taxi = await groupingId(h, 'demo-taxi');
    const otherCab = await groupingId(h, 'other-cab');
    const taken = await h.call('POST', '/api/console/companies/', {
      token: operator,
      body: { name: 'Dup', email: 'client@example.com', grouping_id: taxi },
    });
    expect(taken.statusCode).toBe(422);
    expect(fieldMessages(taken)).toHaveProperty('email');
    const foreign = await h.call('POST', '/api/console/companies/', {
      token: operator,
      body: { name: 'Abroad', email: 'abroad@example.com', grouping_id: otherCab },
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldMessages(foreign)).toHaveProperty('grouping_id');
    const empty = await h.call('POST', '/api/console/companies/', {
      token: operator,
      body: { name: ' ', email: 'x@example.com', grouping_id: taxi },
    });
    expect(empty.statusCode).toBe(422);
    const after = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    expect(after).toEqual(before);
  });

  it('edits a company’s name, contact and grouping, moving its employees; refuses bad edits', async () => {
    const operator = await operatorOf(h);
    const list = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    const acme = list.find((company: { name: string }) => company.name === 'Acme Logistics');
    const taxi = await groupingId(h, 'demo-taxi');
    const edited = await h.call('PUT', `/api/console/companies/${acme.id}/`, {
      token: operator,
      body: {
        name: 'Acme Logistics SL',
        email: 'acme-office@example.com',
        phone: '+34 600 111 222',
        grouping_id: taxi,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Acme Logistics SL',
      email: 'acme-office@example.com',
      grouping_id: taxi,
      employees: 3,
    });
    const moved = await h.db
      .selectFrom('users')
      .select('agrupation_id')
      .where('company_id', '=', acme.id)
      .execute();
    expect(new Set(moved.map((row) => row.agrupation_id))).toEqual(new Set([taxi]));
    const [entry] = await auditOf(h, operator, `?object_type=company&object_id=${acme.id}`);
    expect(entry).toMatchObject({
      action: 'company.update',
      before: { name: 'Acme Logistics', grouping_id: acme.grouping_id },
      after: { name: 'Acme Logistics SL', grouping_id: taxi },
    });

    const current = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    const otherCab = await groupingId(h, 'other-cab');
    for (const [body, field] of [
      [{ email: 'client@example.com' }, 'email'],
      [{ grouping_id: otherCab }, 'grouping_id'],
      [{ name: ' ' }, 'name'],
      [{ phone: 'not a phone' }, 'phone'],
      [{}, null],
    ] as const) {
      const refused = await h.call('PUT', `/api/console/companies/${acme.id}/`, {
        token: operator,
        body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(fieldMessages(refused)).toHaveProperty(field);
    }
    const notCompany = await h.call('PUT', '/api/console/companies/999999/', {
      token: operator,
      body: { name: 'Nobody' },
    });
    expect(notCompany.statusCode).toBe(404);
    expect((await h.call('GET', '/api/console/companies/', { token: operator })).json()).toEqual(
      current,
    );
    // And back as it was, a null phone clearing the one set above.
    const back = await h.call('PUT', `/api/console/companies/${acme.id}/`, {
      token: operator,
      body: {
        name: acme.name,
        email: acme.email,
        phone: acme.phone,
        grouping_id: acme.grouping_id,
      },
    });
    expect(back.json()).toEqual(acme);
  });

  it('downloads the monthly statement as the company would, PDF and CSV; refuses a bad month', async () => {
    const operator = await operatorOf(h);
    const list = (await h.call('GET', '/api/console/companies/', { token: operator })).json();
    const acme = list.find((company: { name: string }) => company.name === 'Acme Logistics');
    const month = new Date().toISOString().slice(0, 7);
    const pdf = await h.call(
      'GET',
      `/api/console/companies/${acme.id}/statement/?month=${month}&format=pdf`,
      { token: operator },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfToText(pdf.rawPayload)).toContain('Acme Logistics');
    const csv = await h.call(
      'GET',
      `/api/console/companies/${acme.id}/statement/?month=${month}&format=csv`,
      { token: operator },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const bad = await h.call('GET', `/api/console/companies/${acme.id}/statement/?month=2026-13`, {
      token: operator,
    });
    expect(bad.statusCode).toBe(422);
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const swapped = await h.call(
      'GET',
      `/api/console/companies/${acme.id}/statement/?month=${month}`,
      { token: other, agrupation: 'other' },
    );
    expect(swapped.statusCode).toBe(404);
  });
});

describeApi('console: hotels and room cards', (h) => {
  it('creates a hotel with its door and kiosk hours; its room cards hold one QR page per room', async () => {
    const operator = await operatorOf(h);
    const seeded = (await h.call('GET', '/api/console/hotels/', { token: operator })).json();
    expect(seeded.map((hotel: { name: string }) => hotel.name)).toEqual(['Hotel Demo Barcelona']);
    const demo = await groupingId(h, 'demo');
    const made = await h.call('POST', '/api/console/hotels/', {
      token: operator,
      body: {
        name: 'Hotel Mar',
        parent_id: demo,
        pickup: DOOR,
        opening_hours: { opens: '07:00', closes: '23:00' },
      },
    });
    expect(made.statusCode).toBe(201);
    const hotel = made.json();
    expect(hotel).toMatchObject({
      name: 'Hotel Mar',
      parent_id: demo,
      pickup: DOOR,
      opening_hours: { opens: '07:00', closes: '23:00' },
      guest_domain: 'guest.localhost',
    });
    expect((await auditOf(h, operator, `?object_id=${hotel.id}`))[0]!.action).toBe('hotel.create');

    const cards = await h.call(
      'GET',
      `/api/console/hotels/${hotel.id}/room-cards/?rooms=${encodeURIComponent('101-103, Suite Mar')}`,
      { token: operator, language: 'es', headers: { host: 'console.localhost:8000' } },
    );
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toBe('application/pdf');
    const codes = qrCodesOfPdf(cards.rawPayload);
    expect(codes).toHaveLength(4);
    const token = new URL(codes[0]!).searchParams.get('token');
    expect(codes).toEqual(
      ['101', '102', '103', 'Suite Mar'].map(
        (room) =>
          `http://guest.localhost:8000/guests/signup?${new URLSearchParams({ token: token!, room })}`,
      ),
    );
    const text = pdfToText(cards.rawPayload);
    expect(text).toContain('Habitación 101');
    expect(text).toContain('Hotel Mar');
    // It offers its parent's ride types; under a leaf grouping, that grouping.
    const offered = async (id: number) =>
      (
        await h.db
          .selectFrom('agrupation_relations')
          .select('related_id')
          .where('agrupation_id', '=', id)
          .orderBy('position')
          .execute()
      ).map((row) => row.related_id);
    expect(await offered(hotel.id)).toEqual(await offered(demo));
    const taxi = await groupingId(h, 'demo-taxi');
    const underTaxi = await h.call('POST', '/api/console/hotels/', {
      token: operator,
      body: { name: 'Hostal Taxi', parent_id: taxi, pickup: DOOR },
    });
    expect(await offered(underTaxi.json().id)).toEqual([taxi]);
    // The token names this hotel at the guest sign-up.
    const guestHotel = await h.call('GET', `/api/guests/hotel/?token=${token}`);
    expect(guestHotel.json()).toMatchObject({ name: 'Hotel Mar' });
  });

  it('edits a hotel’s name, door and weekly hours, back to always open; refuses bad edits', async () => {
    const operator = await operatorOf(h);
    const hotel = (await h.call('GET', '/api/console/hotels/', { token: operator }))
      .json()
      .find((one: { name: string }) => one.name === 'Hotel Demo Barcelona');
    const week = [
      { opens: '07:00', closes: '23:00' },
      { opens: '07:00', closes: '23:00' },
      { opens: '07:00', closes: '23:00' },
      { opens: '07:00', closes: '23:00' },
      { opens: '07:00', closes: '02:00' },
      { opens: '09:00', closes: '02:00' },
      null,
    ];
    const edited = await h.call('PUT', `/api/console/hotels/${hotel.id}/`, {
      token: operator,
      body: { name: 'Hotel Demo Eixample', pickup: DOOR, weekly_hours: week },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: hotel.id,
      name: 'Hotel Demo Eixample',
      pickup: DOOR,
      opening_hours: null,
      weekly_hours: week,
    });
    // The kiosk's installed name is the title the operator wrote, not the hotel's name.
    const grouping = await h.db
      .selectFrom('agrupations')
      .select(['name', 'title'])
      .where('id', '=', hotel.id)
      .executeTakeFirstOrThrow();
    expect(grouping).toEqual({ name: 'Hotel Demo Eixample', title: 'Hotel Demo — taxi' });
    const [entry] = await auditOf(h, operator, `?object_type=hotel&object_id=${hotel.id}`);
    expect(entry).toMatchObject({
      action: 'hotel.update',
      before: { name: 'Hotel Demo Barcelona' },
      after: { name: 'Hotel Demo Eixample', weekly_hours: week },
    });
    // The hotel's own settings screen reads the same week.
    const staff = await h.login('hotel@example.com', undefined, 'hotel-demo');
    const settings = await h.call('GET', '/api/hotel/settings/', {
      token: staff,
      agrupation: 'hotel-demo',
    });
    expect(settings.json().weekly_hours).toEqual(week);

    const open = await h.call('PUT', `/api/console/hotels/${hotel.id}/`, {
      token: operator,
      body: { name: hotel.name, pickup: hotel.pickup, opening_hours: null, weekly_hours: null },
    });
    expect(open.json()).toMatchObject({
      name: 'Hotel Demo Barcelona',
      opening_hours: null,
      weekly_hours: null,
    });

    const before = (await h.call('GET', '/api/console/hotels/', { token: operator })).json();
    for (const body of [
      {},
      { name: '' },
      { pickup: { ...DOOR, latitude: 200 } },
      { weekly_hours: week.slice(1) },
      { weekly_hours: [...week.slice(1), { opens: '08:00', closes: '08:00' }] },
      { opening_hours: { opens: '25:00', closes: '08:00' } },
    ]) {
      const refused = await h.call('PUT', `/api/console/hotels/${hotel.id}/`, {
        token: operator,
        body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const swapped = await h.call('PUT', `/api/console/hotels/${hotel.id}/`, {
      token: other,
      agrupation: 'other',
      body: { name: 'Taken' },
    });
    expect(swapped.statusCode).toBe(404);
    expect((await h.call('GET', '/api/console/hotels/', { token: operator })).json()).toEqual(
      before,
    );
  });

  it('gives a hotel a reception account that chooses its password from the email and signs in to the hotel app', async () => {
    const operator = await operatorOf(h);
    const made = await h.call('POST', '/api/console/hotels/', {
      token: operator,
      body: { name: 'Hotel Reception', parent_id: await groupingId(h, 'demo'), pickup: DOOR },
    });
    const hotel = made.json();
    expect(hotel.staff).toBe(0);
    const email = 'desk@hotel-reception.example.com';
    const added = await h.call('POST', `/api/console/hotels/${hotel.id}/staff/`, {
      token: operator,
      language: 'ca',
      body: { name: 'Recepció', email },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Recepció', email, has_password: false });
    const list = await h.call('GET', `/api/console/hotels/${hotel.id}/staff/`, { token: operator });
    expect(list.json()).toEqual([added.json()]);
    const [row] = (await h.call('GET', '/api/console/hotels/', { token: operator }))
      .json()
      .filter((one: { id: number }) => one.id === hotel.id);
    expect(row.staff).toBe(1);
    const [entry] = await auditOf(h, operator, `?object_type=hotel&object_id=${hotel.id}`);
    expect(entry).toMatchObject({ action: 'hotel.staff_create', after: { email } });

    // The invitation, in the language the operator wrote in, names the hotel.
    const mail = await h.lastMessage(email);
    expect(mail!.subject).toContain('Hotel Reception');
    expect(mail!.body).toContain('compte de recepció');
    const code = /\/reset_password\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const set = await h.call('PUT', '/api/customer/password/reset/', {
      body: { code, password: 'desk12345', password_confirmation: 'desk12345' },
    });
    expect(set.statusCode).toBe(200);
    const { permalink } = await h.db
      .selectFrom('agrupations')
      .select('permalink')
      .where('id', '=', hotel.id)
      .executeTakeFirstOrThrow();
    const desk = await h.login(email, 'desk12345', permalink);
    const settings = await h.call('GET', '/api/hotel/settings/', {
      token: desk,
      agrupation: permalink,
    });
    expect(settings.statusCode).toBe(200);
    expect(
      (await h.call('GET', `/api/console/hotels/${hotel.id}/staff/`, { token: operator })).json(),
    ).toMatchObject([{ has_password: true }]);

    // An email already in use, a bad one, another operator's hotel: refused, nothing made.
    const taken = await h.call('POST', `/api/console/hotels/${hotel.id}/staff/`, {
      token: operator,
      body: { name: 'Again', email: 'client@example.com' },
    });
    expect(taken.statusCode).toBe(422);
    expect(fieldMessages(taken).email).toBeTruthy();
    const bad = await h.call('POST', `/api/console/hotels/${hotel.id}/staff/`, {
      token: operator,
      body: { name: 'Bad', email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(422);
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const swapped = await h.call('POST', `/api/console/hotels/${hotel.id}/staff/`, {
      token: other,
      agrupation: 'other',
      body: { name: 'Sneaky', email: 'sneaky@example.com' },
    });
    expect(swapped.statusCode).toBe(404);
    expect(
      (await h.call('GET', `/api/console/hotels/${hotel.id}/staff/`, { token: operator })).json(),
    ).toHaveLength(1);
  });

  it('refuses a bad room list, a bad door and another operator’s hotel', async () => {
    const operator = await operatorOf(h);
    const [hotel] = (await h.call('GET', '/api/console/hotels/', { token: operator })).json();
    for (const rooms of ['101, <b>', '1-400', ' ']) {
      const refused = await h.call(
        'GET',
        `/api/console/hotels/${hotel.id}/room-cards/?rooms=${encodeURIComponent(rooms)}`,
        { token: operator },
      );
      expect(refused.statusCode, rooms).toBe(422);
    }
    const demo = await groupingId(h, 'demo');
    const before = (await h.call('GET', '/api/console/hotels/', { token: operator })).json();
    const noDoor = await h.call('POST', '/api/console/hotels/', {
      token: operator,
      body: { name: 'No door', parent_id: demo, pickup: { ...DOOR, latitude: 200 } },
    });
    expect(noDoor.statusCode).toBe(422);
    const sameHours = await h.call('POST', '/api/console/hotels/', {
      token: operator,
      body: {
        name: 'Same hours',
        parent_id: demo,
        pickup: DOOR,
        opening_hours: { opens: '08:00', closes: '08:00' },
      },
    });
    expect(sameHours.statusCode).toBe(422);
    const other = await operatorOf(h, 'operator-other@example.com', 'other');
    const underOther = await h.call('POST', '/api/console/hotels/', {
      token: other,
      agrupation: 'other',
      body: { name: 'Sneaky', parent_id: demo, pickup: DOOR },
    });
    expect(underOther.statusCode).toBe(422);
    const swapped = await h.call('GET', `/api/console/hotels/${hotel.id}/room-cards/?rooms=101`, {
      token: other,
      agrupation: 'other',
    });
    expect(swapped.statusCode).toBe(404);
    expect(
      (await h.call('GET', '/api/console/hotels/', { token: other, agrupation: 'other' })).json(),
    ).toEqual([]);
    expect((await h.call('GET', '/api/console/hotels/', { token: operator })).json()).toEqual(
      before,
    );

    // An operator without a guest app domain gets a hotel, but no cards that lead nowhere.
    const london = await groupingId(h, 'other');
    const theirs = await h.call('POST', '/api/console/hotels/', {
      token: other,
      agrupation: 'other',
      body: { name: 'Thames Hotel', parent_id: london, pickup: { ...DOOR, latitude: 51.5 } },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().guest_domain).toBeNull();
    const nowhere = await h.call(
      'GET',
      `/api/console/hotels/${theirs.json().id}/room-cards/?rooms=1`,
      { token: other, agrupation: 'other' },
    );
    expect(nowhere.statusCode).toBe(409);
  });
});

describeApi('console: club commerces are audited', (h) => {
  it('logs a commerce made, changed and deleted', async () => {
    const operator = await operatorOf(h);
    const made = await h.call('POST', '/api/admin/commerces/', {
      token: operator,
      body: { name: 'Café Nou', latitude: 41.39, longitude: 2.17, offer: '10% off' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const changed = await h.call('PUT', `/api/admin/commerces/${id}/`, {
      token: operator,
      body: { offer: '15% off' },
    });
    expect(changed.statusCode).toBe(200);
    const gone = await h.call('DELETE', `/api/admin/commerces/${id}/`, { token: operator });
    expect(gone.statusCode).toBe(200);
    const log = await auditOf(h, operator, `?object_id=${id}`);
    expect(log.map((entry) => entry.action)).toEqual([
      'commerce.delete',
      'commerce.update',
      'commerce.create',
    ]);
    expect(log[1]).toMatchObject({ before: { offer: '10% off' }, after: { offer: '15% off' } });
  });
});
