import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';
import { bookRide, groupingId, ridePayload, session } from './ride-fixtures';

describeApi('configuration, content, club, messages and tickets', (h) => {
  let client: string;
  let client2: string;
  let employee: string;
  beforeAll(async () => {
    [client, client2, employee] = await Promise.all([
      h.login('client@example.com'),
      h.login('client2@example.com'),
      h.login('employee@example.com'),
    ]);
  });

  describe('GET /configuration/domain', () => {
    it("names the grouping's clock, which every screen's times follow", async () => {
      const res = await h.call('GET', '/api/configuration/domain/?search=localhost');
      expect(res.json().time_zone).toBe('Europe/Madrid');
    });

    it('brands a known domain with its grouping and app', async () => {
      const res = await h.call('GET', '/api/configuration/domain/?search=other.localhost', {
        agrupation: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        site_domain: 'other.localhost',
        app: 'panel',
        permalink: 'other',
        currency: 'GBP',
        time_zone: 'Europe/London',
        main_color: '#1d4ed8',
      });
      const hotel = await h.call('GET', '/api/configuration/domain?search=hotel.localhost');
      expect(hotel.json()).toMatchObject({ app: 'hotel', permalink: 'hotel-demo' });
    });

    it('gives an unknown domain the default grouping with the default colours', async () => {
      const res = await h.call('GET', '/api/configuration/domain/?search=unknown.example.com');
      expect(res.json()).toMatchObject({
        permalink: 'demo',
        currency: 'EUR',
        main_color: '#8b2e98',
        secondary_color: '#15aeb4',
        top_text_color: '#EEEEEE',
      });
    });

    it('answers 422 to a search that is not a domain', async () => {
      const res = await h.call('GET', '/api/configuration/domain/?search=%3Cscript%3E');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('search');
      expect((await h.call('GET', '/api/configuration/domain/')).statusCode).toBe(422);
    });
  });

  describe('GET /content/:content_key', () => {
    it('serves the page in the requested language', async () => {
      const es = await h.call('GET', '/api/content/politica_privacidad/', { language: 'es' });
      expect(es.statusCode).toBe(200);
      expect(es.json()).toMatchObject({
        key: 'politica_privacidad',
        language: 'es',
        title: 'Política de privacidad',
      });
      const ca = await h.call('GET', '/api/content/usuario_info/', { language: 'ca' });
      expect(ca.json().title).toBe('Ajuda');
      const de = await h.call('GET', '/api/content/usuario_info/', { language: 'de' });
      expect(de.json().language).toBe('es');
    });

    it("serves each operator its own text, and a hotel its operator's", async () => {
      const other = await h.call('GET', '/api/content/condiciones_generales/', {
        agrupation: 'other',
      });
      expect(other.json().body).toContain('Other Cabs London');
      const hotel = await h.call('GET', '/api/content/condiciones_generales/', {
        agrupation: 'hotel-demo',
      });
      expect(hotel.json().body).toContain('Parada Barcelona');
    });

    it('answers 404 to an unknown key', async () => {
      expect((await h.call('GET', '/api/content/secrets/')).statusCode).toBe(404);
    });
  });

  describe('club', () => {
    it("lists the grouping's commerces and shows one", async () => {
      const list = await h.call('GET', '/api/club/commerces/');
      expect(list.statusCode).toBe(200);
      expect(list.json().map((c: { name: string }) => c.name)).toEqual([
        'Café del Born',
        'Llibreria Gràcia',
        'Spa Barceloneta',
      ]);
      const first = list.json()[0];
      const detail = await h.call('GET', `/api/club/commerces/${first.id}/`);
      expect(detail.json()).toEqual(first);
    });

    it("answers 404 for another operator's commerce", async () => {
      const other = await h.call('GET', '/api/club/commerces/', { agrupation: 'other' });
      const id = other.json()[0].id;
      expect((await h.call('GET', `/api/club/commerces/${id}/`)).statusCode).toBe(404);
      expect(
        (await h.call('GET', `/api/club/commerces/${id}/`, { agrupation: 'other' })).statusCode,
      ).toBe(200);
    });
  });

  describe('messages', () => {
    it("lists the caller's messages with the unread count", async () => {
      const res = await h.call('GET', '/api/messages/', { token: client });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 3, unread: 2 });
      const unread = await h.call('GET', '/api/messages/?unread_only=true', { token: client });
      expect(unread.json().messages).toHaveLength(2);
      expect((await h.call('GET', '/api/messages/', { token: client2 })).json().total).toBe(0);
    });

    it('marks a message read once, keeping the first read time', async () => {
      const list = await h.call('GET', '/api/messages/?unread_only=true', { token: client });
      const id = list.json().messages[0].id;
      const first = await h.call('PUT', `/api/messages/${id}/read/`, { token: client });
      expect(first.json().message).toMatchObject({ id, read: true });
      const again = await h.call('PUT', `/api/messages/${id}/read/`, { token: client });
      expect(again.json().message.read_at).toBe(first.json().message.read_at);
      expect((await h.call('GET', '/api/messages/', { token: client })).json().unread).toBe(1);
    });

    it("answers 404 for another user's message and 403 for an employee", async () => {
      const list = await h.call('GET', '/api/messages/', { token: client });
      const id = list.json().messages[0].id;
      expect(
        (await h.call('PUT', `/api/messages/${id}/read/`, { token: client2 })).statusCode,
      ).toBe(404);
      expect((await h.call('GET', '/api/messages/', { token: employee })).statusCode).toBe(403);
      expect((await h.call('GET', '/api/messages/')).statusCode).toBe(401);
    });
  });

  describe('tickets', () => {
    it("lists the caller's tickets with the seeded ones, the latest first", async () => {
      const res = await h.call('GET', '/api/tickets/', { token: client });
      expect(res.json().total).toBe(2);
      expect(res.json().tickets[0]).toMatchObject({ type: 'question', state: 'waiting_answer' });
    });

    it("creates a ticket about one of the caller's rides and returns its thread", async () => {
      const booker = await session(h, 'client2@example.com');
      const ride = await bookRide(
        h,
        booker,
        ridePayload(booker.id, await groupingId(h, 'demo-taxi')),
      );
      const rideId = ride.json().service.id as number;
      const res = await h.call('POST', '/api/tickets/', {
        token: client2,
        body: {
          type: 'complaint',
          subject: 'Late driver',
          body: 'The driver came 20 minutes late.',
          service_id: rideId,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'complaint',
        state: 'pending',
        service_id: rideId,
        replies: [],
      });

      // Naming someone else's ride is a 404, and writes no ticket.
      const foreign = await h.call('POST', '/api/tickets/', {
        token: client,
        body: {
          type: 'claim',
          subject: 'Not mine',
          body: 'A ride I never booked.',
          service_id: rideId,
        },
      });
      expect(foreign.statusCode).toBe(404);
      expect((await h.call('GET', '/api/tickets/', { token: client })).json().total).toBe(2);
    });

    it('validates type and a body longer than 10 characters, writing nothing', async () => {
      const res = await h.call('POST', '/api/tickets/', {
        token: client2,
        body: { type: 'praise', subject: 'Hi', body: 'short' },
      });
      expect(res.statusCode).toBe(422);
      const fields = res.json().errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['type', 'body']));
      expect((await h.call('GET', '/api/tickets/', { token: client2 })).json().total).toBe(2);
    });

    it('shows the thread and takes a reply that moves waiting_answer back to pending', async () => {
      const list = await h.call('GET', '/api/tickets/', { token: client });
      const id = list.json().tickets[0].id;
      const thread = await h.call('GET', `/api/tickets/${id}/`, { token: client });
      expect(thread.json().replies).toEqual([
        expect.objectContaining({ author: 'operator', author_name: 'Olga Operator' }),
      ]);
      const reply = await h.call('POST', `/api/tickets/${id}/replies/`, {
        token: client,
        body: { body: 'Please send it to client@example.com' },
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ author: 'customer', author_name: 'Clara Client' });
      const after = await h.call('GET', `/api/tickets/${id}/`, { token: client });
      expect(after.json().state).toBe('pending');
      expect(after.json().replies).toHaveLength(2);
    });

    it("answers 404 for another user's ticket and 403 for an employee", async () => {
      const list = await h.call('GET', '/api/tickets/', { token: client });
      const id = list.json().tickets[0].id;
      expect((await h.call('GET', `/api/tickets/${id}/`, { token: client2 })).statusCode).toBe(404);
      const reply = await h.call('POST', `/api/tickets/${id}/replies/`, {
        token: client2,
        body: { body: 'Sneaking into a thread' },
      });
      expect(reply.statusCode).toBe(404);
      expect((await h.call('GET', '/api/tickets/', { token: employee })).statusCode).toBe(403);
    });
  });
});
