import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, fieldMessages } from './helper';

describeApi('companies', (h) => {
  let company: string;
  let office: string;
  let client: string;
  let employee: string;
  beforeAll(async () => {
    [company, office, client, employee] = await Promise.all([
      h.login('company@example.com'),
      h.login('office@example.com'),
      h.login('client@example.com'),
      h.login('employee@example.com'),
    ]);
  });

  const newEmployee = (n: string) => ({
    name: `Worker ${n}`,
    telephone: `+3462${n.padStart(7, '0')}`,
    email: `worker-${n}@example.com`,
  });

  it('invites a new employee with words for the employee, in the language chosen, under the brand', async () => {
    // The company chooses the employee's language; its own screen's does not decide.
    const body = { ...newEmployee('9100001'), language: 'en' };
    const created = await h.call('POST', '/api/customer/employee/', {
      token: company,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(created.statusCode).toBe(201);
    const mail = (await h.lastMessage(body.email))!;
    expect(mail.subject).toBe('Acme Logistics invites you to Parada Barcelona');
    expect(mail.body).toContain(`Hello ${body.name},`);
    expect(mail.body).toContain('Acme Logistics has opened an account for you on Parada Barcelona');
    expect(mail.body).toMatch(/Your activation code: \d{6}/);
    // The company's toast, never the employee's email.
    expect(mail.body).not.toMatch(/emailed the employee|Hemos enviado/);

    const catalan = { ...newEmployee('9100002'), language: 'ca' };
    await h.call('POST', '/api/customer/employee/', {
      token: company,
      body: catalan,
      headers: { 'accept-language': 'en' },
    });
    const carta = (await h.lastMessage(catalan.email))!;
    expect(carta.subject).toBe('Acme Logistics et convida a Parada Barcelona');
    expect(carta.body).toMatch(/El teu codi d'activació: \d{6}/);
  });

  /** Creates an employee of company@ and activates it with the emailed code. */
  async function activeEmployee(n: string) {
    const body = newEmployee(n);
    const created = await h.call('POST', '/api/customer/employee/', { token: company, body });
    expect(created.statusCode).toBe(201);
    const mail = (await h.lastMessage(body.email))!.body;
    const code = /: (\d{6})\b/.exec(mail)![1]!;
    const password = /(?:password|contraseña|contrasenya): (\S+)/i.exec(mail)![1]!;
    const confirmed = await h.call('PUT', '/api/employee/confirm/', {
      body: { email: body.email, code },
    });
    expect(confirmed.statusCode).toBe(200);
    return {
      ...body,
      id: created.json().id as number,
      password,
      token: confirmed.json().token as string,
    };
  }

  describe('GET /customer/employees', () => {
    it("lists the company's open employees, newest first", async () => {
      const res = await h.call('GET', '/api/customer/employees/', { token: company });
      expect(res.statusCode).toBe(200);
      const names = res.json().map((e: { name: string }) => e.name);
      expect(names).toEqual(
        expect.arrayContaining(['Eva Employee', 'Enric Employee', 'Elena Employee']),
      );
      const eva = res.json().find((e: { name: string }) => e.name === 'Eva Employee');
      expect(eva).toMatchObject({
        email: 'employee@example.com',
        active: true,
        status: 'confirmed',
      });
      expect(eva.servicio_type_id).toEqual(expect.any(Number));
    });

    it('shows another company none of them', async () => {
      const res = await h.call('GET', '/api/customer/employees/', { token: office });
      expect(res.json()).toEqual([]);
    });

    it('answers 403 to a client or an employee, 401 without a token', async () => {
      expect((await h.call('GET', '/api/customer/employees/', { token: client })).statusCode).toBe(
        403,
      );
      expect(
        (await h.call('GET', '/api/customer/employees/', { token: employee })).statusCode,
      ).toBe(403);
      expect((await h.call('GET', '/api/customer/employees/')).statusCode).toBe(401);
    });
  });

  describe('POST /customer/employee', () => {
    it('creates a pending employee and emails a code and a generated password', async () => {
      const body = newEmployee('101');
      const res = await h.call('POST', '/api/customer/employee/', { token: company, body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Worker 101', status: 'pending', active: true });
      const mail = await h.lastMessage(body.email);
      expect(mail!.body).toMatch(/\/employee\/activate\/worker-101%40example\.com\/\d{6}/);
      const early = await h.call('POST', '/api/authenticate/', {
        body: {
          username: body.email,
          password: /(?:password|contraseña|contrasenya): (\S+)/i.exec(mail!.body)![1],
        },
      });
      expect(early.statusCode).toBe(403);
    });

    it('validates the fields with the spec messages and writes nothing', async () => {
      const res = await h.call('POST', '/api/customer/employee/', {
        token: company,
        body: { name: '', telephone: '12', email: 'bad' },
      });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toMatchObject({
        name: 'This field is required.',
        telephone: 'Enter a valid phone number',
        email: 'Invalid email',
      });
      const taken = await h.call('POST', '/api/customer/employee/', {
        token: company,
        body: { ...newEmployee('102'), email: 'client@example.com' },
      });
      expect(taken.statusCode).toBe(422);
      const list = await h.call('GET', '/api/customer/employees/', { token: company });
      expect(list.json().some((e: { email: string }) => e.email === 'worker-102@example.com')).toBe(
        false,
      );
    });

    it('answers 403 to a client, whatever the body', async () => {
      const res = await h.call('POST', '/api/customer/employee/', {
        token: client,
        body: newEmployee('104'),
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await h.call('PUT', '/api/customer/employee/1/close/', { token: employee })).statusCode,
      ).toBe(403);
    });

    it("refuses another company's service type", async () => {
      const types = await h.call('GET', '/api/service_types/', { token: company });
      const typeId = types.json().service_types[0].id;
      const res = await h.call('POST', '/api/customer/employee/', {
        token: office,
        body: { ...newEmployee('103'), servicio_type_id: typeId },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('servicio_type_id');
    });
  });

  describe('PUT /employee/confirm', () => {
    it('activates with the emailed code and logs the employee in', async () => {
      const worker = await activeEmployee('201');
      const valid = await h.call('GET', '/api/token/valid/', { token: worker.token });
      expect(valid.json().user).toMatchObject({ is_employee: true, name: 'Acme Logistics' });
    });

    it("answers 'Invalid code' to a wrong code", async () => {
      const body = newEmployee('202');
      await h.call('POST', '/api/customer/employee/', { token: company, body });
      const res = await h.call('PUT', '/api/employee/confirm/', {
        body: { email: body.email, code: '999999' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('Invalid code');
    });
  });

  describe('PUT /customer/employee/:id', () => {
    const edit = (worker: { id: number }, body: object, token = company) =>
      h.call('PUT', `/api/customer/employee/${worker.id}/`, { token, body });
    /** What a session's check answers: 401 once the token is revoked. */
    const sessionStatus = async (token: string) =>
      (await h.call('GET', '/api/token/valid/', { token })).statusCode;

    it('switches active off and revokes the sessions at once', async () => {
      const worker = await activeEmployee('301');
      const res = await edit(worker, { active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().active).toBe(false);
      expect(await sessionStatus(worker.token)).toBe(401);
    });

    it('edits fields', async () => {
      const worker = await activeEmployee('302');
      const res = await edit(worker, { name: 'Renamed Worker', telephone: '+34 629 000 302' });
      expect(res.json()).toMatchObject({ name: 'Renamed Worker', telephone: '+34629000302' });
    });

    it('sets a password, checking its confirmation', async () => {
      const worker = await activeEmployee('303');
      const mismatch = await edit(worker, {
        password: 'newpass123',
        password_confirmation: 'other1234',
      });
      expect(mismatch.json().errors[0]).toEqual({
        field: 'password_confirmation',
        message: 'Password does not match',
      });
      const ok = await edit(worker, {
        password: 'newpass123',
        password_confirmation: 'newpass123',
      });
      expect(ok.statusCode).toBe(200);
      expect(await sessionStatus(worker.token)).toBe(401);
      await expect(h.login(worker.email, 'newpass123')).resolves.toBeTruthy();
    });

    it('generates and emails a password when the form is left blank', async () => {
      const worker = await activeEmployee('304');
      const res = await edit(worker, { password: '', password_confirmation: '' });
      expect(res.statusCode).toBe(200);
      const mail = await h.lastMessage(worker.email);
      const generated = /(?:password|contraseña|contrasenya): (\S+)/i.exec(mail!.body)![1]!;
      expect(generated).not.toBe(worker.password);
      await expect(h.login(worker.email, generated)).resolves.toBeTruthy();
    });

    it("answers 404 for another company's employee and changes nothing", async () => {
      const worker = await activeEmployee('305');
      const res = await edit(worker, { active: false }, office);
      expect(res.statusCode).toBe(404);
      expect(await sessionStatus(worker.token)).toBe(200);
    });

    it('answers 422 to an empty change and 404 to a non-numeric id', async () => {
      const empty = await h.call('PUT', '/api/customer/employee/1/', { token: company, body: {} });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error).toBe('Change at least one field');
      const bad = await h.call('PUT', '/api/customer/employee/abc/', {
        token: company,
        body: { active: true },
      });
      expect(bad.statusCode).toBe(404);
    });
  });

  describe('close, delete and reset password', () => {
    it('closes an employee: listed as closed, sessions revoked, message returned', async () => {
      const worker = await activeEmployee('401');
      const res = await h.call('PUT', `/api/customer/employee/${worker.id}/close/`, {
        token: company,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The action was successful' });
      expect((await h.call('GET', '/api/token/valid/', { token: worker.token })).statusCode).toBe(
        401,
      );
      const closed = await h.call('GET', '/api/customer/employees/closed/', { token: company });
      expect(closed.json().map((e: { id: number }) => e.id)).toContain(worker.id);
      const open = await h.call('GET', '/api/customer/employees/', { token: company });
      expect(open.json().map((e: { id: number }) => e.id)).not.toContain(worker.id);
      const login = await h.call('POST', '/api/authenticate/', {
        body: { username: worker.email, password: worker.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it("deletes an employee, but not another company's", async () => {
      const worker = await activeEmployee('402');
      const foreign = await h.call('DELETE', `/api/customer/employee/${worker.id}/`, {
        token: office,
      });
      expect(foreign.statusCode).toBe(404);
      const res = await h.call('DELETE', `/api/customer/employee/${worker.id}/`, {
        token: company,
      });
      expect(res.statusCode).toBe(200);
      expect((await h.call('GET', '/api/token/valid/', { token: worker.token })).statusCode).toBe(
        401,
      );
      const again = await h.call('DELETE', `/api/customer/employee/${worker.id}/`, {
        token: company,
      });
      expect(again.statusCode).toBe(404);
    });

    it('emails a reset link whose token sets a new password once', async () => {
      const worker = await activeEmployee('403');
      const res = await h.call('PUT', `/api/customer/employee/${worker.id}/reset_password/`, {
        token: company,
      });
      expect(res.json()).toEqual({ message: 'New password sent to email' });
      const token = /\/employee\/reset_password\/([A-Za-z0-9_-]+)/.exec(
        (await h.lastMessage(worker.email))!.body,
      )![1]!;
      const body = { token, password: 'fresh1234', password_confirmation: 'fresh1234' };
      const bad = await h.call('PUT', '/api/employee/password/', {
        body: { ...body, token: 'x'.repeat(43) },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('Invalid token');
      expect((await h.call('PUT', '/api/employee/password/', { body })).statusCode).toBe(200);
      await expect(h.login(worker.email, 'fresh1234')).resolves.toBeTruthy();
      const reused = await h.call('PUT', '/api/employee/password/', { body });
      expect(reused.json().error).toBe('Invalid token');
    });
  });

  describe('service types', () => {
    it('lists the two seeded types with the total', async () => {
      const res = await h.call('GET', '/api/service_types/?limit=100&offset=0', { token: company });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(2);
      expect(res.json().service_types.map((t: { name: string }) => t.name)).toEqual([
        'Airport transfer',
        'Client meeting',
      ]);
    });

    it('creates, renames, switches off and deletes a type', async () => {
      const created = await h.call('POST', '/api/service_types/', {
        token: company,
        body: { name: 'Night shift' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().service_type.id;
      expect(created.json().service_type).toMatchObject({ name: 'Night shift', active: true });
      const renamed = await h.call('PUT', `/api/service_types/${id}/`, {
        token: company,
        body: { name: 'Late shift', active: false },
      });
      expect(renamed.json().service_type).toEqual({ id, name: 'Late shift', active: false });
      const onlyActive = await h.call('GET', '/api/service_types/?active=true', { token: company });
      expect(onlyActive.json().service_types.map((t: { id: number }) => t.id)).not.toContain(id);
      const removed = await h.call('DELETE', `/api/service_types/${id}/`, { token: company });
      expect(removed.statusCode).toBe(200);
      expect(
        (await h.call('DELETE', `/api/service_types/${id}/`, { token: company })).statusCode,
      ).toBe(404);
    });

    it('keeps each company to its own types', async () => {
      const types = await h.call('GET', '/api/service_types/', { token: company });
      const id = types.json().service_types[0].id;
      expect((await h.call('GET', '/api/service_types/', { token: office })).json().total).toBe(0);
      const put = await h.call('PUT', `/api/service_types/${id}/`, {
        token: office,
        body: { name: 'Mine' },
      });
      expect(put.statusCode).toBe(404);
      const del = await h.call('DELETE', `/api/service_types/${id}/`, { token: office });
      expect(del.statusCode).toBe(404);
    });

    it('validates the body and the paging', async () => {
      const res = await h.call('POST', '/api/service_types/', {
        token: company,
        body: { name: '  ' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'name', message: 'This field is required.' }]);
      const page = await h.call('GET', '/api/service_types/?limit=abc', { token: company });
      expect(page.statusCode).toBe(422);
    });

    it('answers 403 to a client before looking at the body', async () => {
      const res = await h.call('POST', '/api/service_types/', { token: client, body: {} });
      expect(res.statusCode).toBe(403);
    });
  });
});
