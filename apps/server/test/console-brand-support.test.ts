import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, rowCount } from './helper';
import { groupingId } from './ride-fixtures';

// The console's back office on /api/admin: the brand (name, colours, logo, pages), domains,
// the support inbox and messages. Every change is in the audit log, in the same step.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');

interface AuditRow {
  action: string;
  object_type: string;
  object_id: string;
  actor_name: string;
  before: unknown;
  after: unknown;
}

describeApi(
  'console back office: brand, domains, support',
  (h) => {
    let operator: string;
    let otherOperator: string;
    let client: string;
    let demo: number;
    let other: number;
    beforeAll(async () => {
      [operator, otherOperator, client, demo, other] = await Promise.all([
        h.login('operator@example.com'),
        h.login('operator-other@example.com', undefined, 'other'),
        h.login('client@example.com'),
        groupingId(h, 'demo'),
        groupingId(h, 'other'),
      ]);
    });

    const audit = async (token = operator) =>
      (await h.call('GET', '/api/console/audit/', { token })).json<AuditRow[]>();

    const upload = (token: string, id: number, content: Buffer, type = 'image/png') => {
      const boundary = '----parada-logo';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return h.app.inject({
        method: 'POST',
        url: `/api/admin/agrupations/${id}/logo/`,
        headers: {
          authorization: `Token ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'accept-language': 'en',
          'app-agrupation': 'demo',
        },
        payload,
      });
    };

    describe('brand', () => {
      it('records a colour change with what it was and what it became', async () => {
        const before = (await h.call('GET', '/api/admin/agrupations/', { token: operator }))
          .json()
          .find((row: { id: number }) => row.id === demo);
        const res = await h.call('PUT', `/api/admin/agrupations/${demo}/`, {
          token: operator,
          body: { main_color: '#0B5FFF' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().main_color).toBe('#0B5FFF');
        const [entry] = await audit();
        expect(entry).toMatchObject({
          action: 'grouping.update',
          object_type: 'grouping',
          object_id: String(demo),
          actor_name: 'Olga Operator',
          before: { main_color: before.main_color },
          after: { main_color: '#0B5FFF' },
        });
        const config = await h.call('GET', '/api/configuration/domain/?search=localhost', {
          agrupation: null,
        });
        expect(config.json().main_color).toBe('#0B5FFF');
      });

      it('refuses a colour that is not one, writing neither the change nor a record', async () => {
        const entries = await rowCount(h.db, 'audit_log');
        const res = await h.call('PUT', `/api/admin/agrupations/${demo}/`, {
          token: operator,
          body: { main_color: 'red; background: url(x)' },
        });
        expect(res.statusCode).toBe(422);
        expect(await rowCount(h.db, 'audit_log')).toBe(entries);
      });

      it('takes a logo by its bytes and records it; refuses SVG and another operator’s', async () => {
        const res = await upload(operator, demo, PNG);
        expect(res.statusCode).toBe(200);
        expect(res.json().logo).toMatch(/^\/api\/uploads\//);
        const image = await h.call('GET', res.json().logo);
        expect(image.headers['content-type']).toContain('image/png');
        expect((await audit())[0]).toMatchObject({
          action: 'grouping.logo',
          after: { logo: res.json().logo },
        });

        const entries = await rowCount(h.db, 'audit_log');
        const uploads = await rowCount(h.db, 'uploads');
        const svg = await upload(operator, demo, SVG, 'image/svg+xml');
        expect(svg.statusCode).toBe(422);
        expect(svg.json().errors[0].message).toBe('Upload an image (PNG, JPEG, GIF or WebP)');
        expect((await upload(otherOperator, demo, PNG)).statusCode).toBe(404);
        expect((await upload(operator, other, PNG)).statusCode).toBe(404);
        expect(await rowCount(h.db, 'audit_log')).toBe(entries);
        expect(await rowCount(h.db, 'uploads')).toBe(uploads);
      });

      it('refuses a logo over the upload limit with 413, storing nothing', async () => {
        const uploads = await rowCount(h.db, 'uploads');
        const big = Buffer.concat([PNG, Buffer.alloc(300_000)]);
        const res = await upload(operator, demo, big);
        expect(res.statusCode).toBe(413);
        expect(await rowCount(h.db, 'uploads')).toBe(uploads);
      });

      it('stores a page per language and records it', async () => {
        const res = await h.call('PUT', '/api/admin/content/usuario_info/', {
          token: operator,
          body: { language: 'ca', title: 'Ajuda', body: '<p>Truqueu-nos.</p>' },
        });
        expect(res.statusCode).toBe(200);
        const served = await h.call('GET', '/api/content/usuario_info/', { language: 'ca' });
        expect(served.json().body).toContain('Truqueu-nos.');
        expect((await audit())[0]).toMatchObject({
          action: 'content.update',
          object_type: 'content',
          object_id: `${demo}/usuario_info/ca`,
          after: { title: 'Ajuda' },
        });
      });

      it('keeps each operator to its own brand', async () => {
        const res = await h.call('PUT', `/api/admin/agrupations/${other}/`, {
          token: operator,
          body: { main_color: '#000000' },
        });
        expect(res.statusCode).toBe(404);
        const page = await h.call('GET', `/api/admin/content/usuario_info/?agrupation_id=${demo}`, {
          token: otherOperator,
          agrupation: 'other',
        });
        expect(page.statusCode).toBe(404);
        // The other operator's log holds none of this operator's changes.
        const theirs = await audit(otherOperator);
        expect(theirs.filter((row) => row.object_id === String(demo))).toEqual([]);
      });
    });

    describe('domains', () => {
      it('records a host added and removed', async () => {
        const added = await h.call('POST', '/api/admin/domains/', {
          token: operator,
          body: { domain: 'taxi.example.org', agrupation_id: demo, app: 'panel' },
        });
        expect(added.statusCode).toBe(201);
        expect((await audit())[0]).toMatchObject({
          action: 'domain.add',
          object_type: 'domain',
          after: { domain: 'taxi.example.org' },
        });
        const gone = await h.call('DELETE', `/api/admin/domains/${added.json().id}/`, {
          token: operator,
        });
        expect(gone.statusCode).toBe(200);
        expect((await audit())[0]).toMatchObject({
          action: 'domain.remove',
          before: { domain: 'taxi.example.org' },
        });
      });

      it('records a claim once and its removal; the other operator cannot touch it', async () => {
        const body = { domain: 'cabs.example.net', agrupation_id: other, app: 'panel' };
        const first = await h.call('POST', '/api/admin/domains/', {
          token: otherOperator,
          agrupation: 'other',
          body,
        });
        expect(first.statusCode).toBe(202);
        const again = await h.call('POST', '/api/admin/domains/', {
          token: otherOperator,
          agrupation: 'other',
          body,
        });
        expect(again.json().id).toBe(first.json().id);
        const claims = (await audit(otherOperator)).filter((row) => row.action === 'domain.claim');
        expect(claims).toHaveLength(1);
        expect(
          (
            await h.call('DELETE', `/api/admin/domains/claims/${first.json().id}/`, {
              token: operator,
            })
          ).statusCode,
        ).toBe(404);
        const removed = await h.call('DELETE', `/api/admin/domains/claims/${first.json().id}/`, {
          token: otherOperator,
          agrupation: 'other',
        });
        expect(removed.statusCode).toBe(200);
        expect((await audit(otherOperator))[0]).toMatchObject({ action: 'domain_claim.remove' });
      });
    });

    describe('support', () => {
      it('counts unread tickets, and opening one reads it', async () => {
        const list = (await h.call('GET', '/api/admin/tickets/', { token: operator })).json();
        expect(list.unread).toBeGreaterThanOrEqual(2);
        const unread = list.tickets.find((ticket: { unread: boolean }) => ticket.unread);
        expect(unread).toBeDefined();
        await h.call('GET', `/api/admin/tickets/${unread.id}/`, { token: operator });
        const after = (await h.call('GET', '/api/admin/tickets/', { token: operator })).json();
        expect(after.unread).toBe(list.unread - 1);
        // The customer's own list says nothing of the operator's reading.
        const mine = (await h.call('GET', '/api/tickets/', { token: client })).json();
        expect(mine.tickets[0]).not.toHaveProperty('unread');
        expect(mine).not.toHaveProperty('unread');
      });

      it('answers, the client reads the answer, and the client’s reply is unread again', async () => {
        const created = await h.call('POST', '/api/tickets/', {
          token: client,
          body: {
            type: 'question',
            subject: 'Lost umbrella',
            body: 'I left my umbrella in the car.',
          },
        });
        const id = created.json().id as number;
        const before = (await h.call('GET', '/api/admin/tickets/', { token: operator })).json();
        expect(before.tickets.find((ticket: { id: number }) => ticket.id === id).unread).toBe(true);

        const answered = await h.call('PUT', `/api/admin/tickets/${id}/`, {
          token: operator,
          body: { state: 'waiting_answer', reply: 'The driver has it: we bring it tomorrow.' },
        });
        expect(answered.statusCode).toBe(200);
        expect((await audit())[0]).toMatchObject({
          action: 'ticket.reply',
          object_type: 'ticket',
          object_id: String(id),
          before: { state: 'pending' },
          after: { state: 'waiting_answer', reply: 'The driver has it: we bring it tomorrow.' },
        });
        const seen = (await h.call('GET', `/api/tickets/${id}/`, { token: client })).json();
        expect(seen.replies.at(-1)).toMatchObject({
          author: 'operator',
          body: 'The driver has it: we bring it tomorrow.',
        });

        await h.call('POST', `/api/tickets/${id}/replies/`, {
          token: client,
          body: { body: 'Thank you, tomorrow is fine.' },
        });
        const again = (await h.call('GET', '/api/admin/tickets/', { token: operator })).json();
        expect(again.tickets.find((ticket: { id: number }) => ticket.id === id).unread).toBe(true);

        const closed = await h.call('PUT', `/api/admin/tickets/${id}/`, {
          token: operator,
          body: { state: 'approved' },
        });
        expect(closed.json().state).toBe('approved');
        expect((await audit())[0]).toMatchObject({
          action: 'ticket.state',
          after: { state: 'approved' },
        });
      });

      it('keeps each operator to its own tickets, and a refused answer writes nothing', async () => {
        const theirs = (
          await h.call('GET', '/api/admin/tickets/', { token: otherOperator, agrupation: 'other' })
        ).json();
        expect(theirs.unread).toBe(1);
        const id = theirs.tickets[0].id;
        const entries = await rowCount(h.db, 'audit_log');
        const replies = await rowCount(h.db, 'ticket_replies');
        for (const request of [
          h.call('GET', `/api/admin/tickets/${id}/`, { token: operator }),
          h.call('PUT', `/api/admin/tickets/${id}/`, {
            token: operator,
            body: { state: 'approved', reply: 'Not yours to answer at all.' },
          }),
        ]) {
          expect((await request).statusCode).toBe(404);
        }
        const bad = await h.call('PUT', `/api/admin/tickets/${id}/`, {
          token: otherOperator,
          agrupation: 'other',
          body: { state: 'closed', reply: 'A reply with a state that is not one.' },
        });
        expect(bad.statusCode).toBe(422);
        expect(await rowCount(h.db, 'audit_log')).toBe(entries);
        expect(await rowCount(h.db, 'ticket_replies')).toBe(replies);
        // Still unread: the other operator never opened it.
        expect(
          (
            await h.call('GET', '/api/admin/tickets/', {
              token: otherOperator,
              agrupation: 'other',
            })
          ).json().unread,
        ).toBe(1);
      });

      it('sends a message to one grouping’s customers, or to a company and its people', async () => {
        const taxi = await groupingId(h, 'demo-taxi');
        const users = (await h.call('GET', '/api/admin/users/', { token: operator })).json() as {
          id: number;
          kind: string;
          email: string;
          agrupation_id: number;
        }[];
        const company = users.find((user) => user.email === 'company@example.com')!;
        const toCompany = await h.call('POST', '/api/admin/messages/', {
          token: operator,
          body: { company_id: company.id, subject: 'Your statement', body: 'It is ready.' },
        });
        expect(toCompany.statusCode).toBe(201);
        const employees = users.filter((user) => user.kind === 'employee');
        expect(toCompany.json().sent).toBeGreaterThan(1);
        expect(toCompany.json().sent).toBeLessThanOrEqual(employees.length + 1);
        expect((await audit())[0]).toMatchObject({
          action: 'message.send',
          object_type: 'message',
          after: { company_id: company.id, sent: toCompany.json().sent },
        });
        const companyToken = await h.login('company@example.com');
        const inbox = (await h.call('GET', '/api/messages/', { token: companyToken })).json();
        expect(inbox.messages[0].subject).toBe('Your statement');
        const clientInbox = (await h.call('GET', '/api/messages/', { token: client })).json();
        expect(clientInbox.messages[0].subject).not.toBe('Your statement');

        const toGrouping = await h.call('POST', '/api/admin/messages/', {
          token: operator,
          body: { agrupation_id: demo, subject: 'Airport', body: 'New fixed fares.' },
        });
        expect(toGrouping.statusCode).toBe(201);
        const inGrouping = users.filter(
          (user) => user.agrupation_id === demo && user.kind !== 'operator',
        );
        expect(toGrouping.json().sent).toBeLessThanOrEqual(inGrouping.length);
        expect(taxi).not.toBe(demo);
      });

      it('refuses a target outside the operator’s, or two targets, sending nothing', async () => {
        const messages = await rowCount(h.db, 'messages');
        const entries = await rowCount(h.db, 'audit_log');
        const users = (
          await h.call('GET', '/api/admin/users/', { token: otherOperator, agrupation: 'other' })
        ).json() as { id: number; kind: string }[];
        const theirClient = users.find((user) => user.kind === 'client')!;
        for (const body of [
          { agrupation_id: other, subject: 'Hi', body: 'Hello there.' },
          { company_id: theirClient.id, subject: 'Hi', body: 'Hello there.' },
          { usuario_id: theirClient.id, subject: 'Hi', body: 'Hello there.' },
          { agrupation_id: demo, company_id: 1, subject: 'Hi', body: 'Hello there.' },
        ]) {
          const res = await h.call('POST', '/api/admin/messages/', { token: operator, body });
          expect(res.statusCode).toBe(422);
        }
        expect(await rowCount(h.db, 'messages')).toBe(messages);
        expect(await rowCount(h.db, 'audit_log')).toBe(entries);
      });
    });

    describe('texts in the reader’s language', () => {
      it('serves the grouping’s name and title per language, falling back to the default', async () => {
        const res = await h.call('PUT', `/api/admin/agrupations/${demo}/`, {
          token: operator,
          body: {
            name: { ca: 'Taxis de la Ciutat', es: 'Taxis de la Ciudad' },
            title: { ca: 'Demana un taxi', en: 'Book a taxi', es: 'Pide un taxi' },
          },
        });
        expect(res.statusCode).toBe(200);
        const config = async (language: string) =>
          (
            await h.call('GET', '/api/configuration/domain/?search=localhost', {
              agrupation: null,
              language,
            })
          ).json();
        expect(await config('ca')).toMatchObject({
          name: 'Taxis de la Ciutat',
          title: 'Demana un taxi',
        });
        // No English name: the default language's (es) answers.
        expect(await config('en')).toMatchObject({
          name: 'Taxis de la Ciudad',
          title: 'Book a taxi',
        });
      });

      it('names an unnamed fare model by its grouping, in the reader’s language', async () => {
        const taxi = await groupingId(h, 'demo-taxi');
        await h.db
          .updateTable('fare_models')
          .set({ name: '' })
          .where('agrupation_id', '=', taxi)
          .execute();
        await h.call('PUT', `/api/admin/agrupations/${taxi}/`, {
          token: operator,
          body: { name: { ca: 'Taxi de ciutat', en: 'City taxi', es: 'Taxi urbano' } },
        });
        const fareIn = async (language: string) => {
          const res = await h.call('POST', '/api/agrupations/search/', {
            token: client,
            language,
            body: {
              agrupacion_id: demo,
              origin: { latitude: 41.387, longitude: 2.1701 },
              destination: { latitude: 41.4036, longitude: 2.1744 },
            },
          });
          const rows = res.json().agrupations as { id: number; fare: { fare: string } | null }[];
          return rows.find((row) => row.id === taxi)?.fare?.fare;
        };
        expect(await fareIn('ca')).toBe('Taxi de ciutat');
        expect(await fareIn('en')).toBe('City taxi');
      });
    });
  },
  { env: { UPLOAD_LIMIT_BYTES: '200000' } },
);
