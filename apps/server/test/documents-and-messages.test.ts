import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, describeApi, lastSentTo } from './helper';
import { pdfToText } from './pdf-text';
import { roomCard } from './hotel-fixtures';
import { insertCharge, insertRide, session } from './ride-fixtures';

// Every document in the reader's language under the operator's brand, with
// amounts, totals and words instead of codes; every email and SMS written for the one who
// receives it. PDFs are read with poppler, messages through the dev outbox over HTTP.

/** Cents of every amount a line of the PDF shows, as the language writes them. */
const amountsIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map(
    ([, units, cents]) => Number(units!.replace(/[.,]/g, '')) * 100 + Number(cents),
  );

describeApi('documents and messages for their reader', (h) => {
  let client: { token: string; id: number };
  beforeAll(async () => {
    client = await session(h, 'client@example.com');
    // Two priced rides of the client's charged, one by card, one in cash; a metered one the
    // meter has not priced; a cancelled one with a fee; a cancelled one and a booking to
    // come, quoted but never charged.
    const rides = [
      { status: 8, fare: 1840, method: 'card', charged: 1840 },
      { status: 8, fare: 960, method: 'cash', charged: 960 },
      { status: 8, fare: null, method: 'cash', charged: null },
      { status: 4, fare: 2500, method: 'cash', charged: 300 },
      { status: 5, fare: 4000, method: 'card', charged: null },
      { status: 13, fare: 6200, method: 'card', charged: null },
    ] as const;
    for (const ride of rides) {
      const id = await insertRide(
        h,
        ['Carrer de Mallorca 401, Barcelona', 'Aeroport del Prat, Terminal 1'],
        {
          user_id: client.id,
          type_user: 'client',
          status_code: ride.status,
          fare_cents: ride.fare,
          payment_method: ride.method,
        },
      );
      if (ride.charged != null) {
        await insertCharge(h, id, {
          kind: ride.status === 8 ? 'fare' : 'cancellation_fee',
          method: ride.method,
          payer_id: client.id,
          amount_cents: ride.charged,
        });
      }
    }
  });

  const ridesPdf = (language: string) =>
    h.call('GET', '/api/services/?format=pdf&limit=50&offset=0', {
      token: client.token,
      headers: { 'accept-language': language },
    });

  describe('the services list', () => {
    it.each([
      {
        language: 'en',
        heading: /Services of \S/,
        issued: /Issued on \d{1,2}\/\d{1,2}\/\d{2,4}, .+\(Europe\/Madrid\)/,
        words: ['User type', 'Route', 'Payment', 'Charged', 'Client', 'Card', 'Cash'],
        fares: ['€18.40', '€9.60', '€3.00'],
        // No raw codes: the type, the method and the currency as words and signs.
        codes: /\bclient\b|\bcard\b|\bcash\b|EUR/,
        amount: /€([\d,]+)\.(\d{2})/g,
        total: /Total: €31\.00/,
      },
      {
        language: 'ca',
        heading: /Serveis de \S/,
        issued: /Emès el .+\(Europe\/Madrid\)/,
        words: ["Tipus d'usuari", 'Trajecte', 'Pagament', 'Cobrat', 'Targeta', 'Efectiu'],
        fares: ['18,40 €', '9,60 €', '3,00 €'],
        codes: /\bcard\b|\bcash\b|EUR|Payment|Charged/,
        amount: /([\d.]+),(\d{2}) €/g,
        total: /Total: 31,00 €/,
      },
    ])(
      'reads in $language: brand, words for codes, payment, what was charged as the language writes it, and its total',
      async ({ language, heading, issued, words, fares, codes, amount, total }) => {
        const res = await ridesPdf(language);
        expect(res.statusCode).toBe(200);
        const text = pdfToText(res.rawPayload);
        expect(text).toContain('Parada Barcelona');
        expect(text).toMatch(heading);
        expect(text).toMatch(issued);
        for (const word of words) expect(text, word).toContain(word);
        expect(text).toContain('Carrer de Mallorca 401');
        for (const fare of fares) expect(text).toContain(fare);
        // Fares quoted for the cancelled ride and the booking to come were never charged.
        expect(text).not.toMatch(/25[.,]00|40[.,]00|62[.,]00/);
        expect(text).not.toMatch(codes);
        const amounts = amountsIn(text, amount);
        const sum = amounts.pop()!;
        expect(text).toMatch(total);
        expect(amounts.reduce((all, cents) => all + cents, 0)).toBe(sum);
      },
    );

    it('writes a charge in the currency it was charged in, with a total of its own', async () => {
      const id = await insertRide(h, ['Carrer de Mallorca 401, Barcelona', 'Aeroport del Prat'], {
        user_id: client.id,
        type_user: 'client',
        status_code: 8,
        fare_cents: 1275,
        payment_method: 'cash',
      });
      await h.db.updateTable('services').set({ currency: 'GBP' }).where('id', '=', id).execute();
      await insertCharge(h, id, {
        kind: 'fare',
        method: 'cash',
        payer_id: client.id,
        amount_cents: 1275,
        currency: 'GBP',
      });
      try {
        const text = pdfToText((await ridesPdf('en')).rawPayload);
        expect(text).toContain('£12.75');
        // Pounds and euros are never added together: each has its own total.
        expect(text).toContain('Total: £12.75');
        expect(text).toContain('Total: €31.00');
        expect(text).not.toMatch(/GBP|EUR/);
      } finally {
        await h.db.deleteFrom('ride_charges').where('service_id', '=', id).execute();
        await h.db.deleteFrom('services').where('id', '=', id).execute();
      }
    });

    it("draws the operator's uploaded logo beside its name", async () => {
      const dir = mkdtempSync(join(tmpdir(), 'parada-pdf-'));
      const imagesOf = (pdf: Buffer) => {
        const file = join(dir, 'services.pdf');
        writeFileSync(file, pdf);
        // pdfimages -list: two header lines, then one line per image (a PNG's alpha is a
        // second line of type smask).
        return execFileSync('pdfimages', ['-list', file])
          .toString()
          .trim()
          .split('\n')
          .slice(2)
          .filter((line) => line.trim().split(/\s+/)[2] === 'image');
      };
      try {
        expect(imagesOf((await ridesPdf('es')).rawPayload)).toHaveLength(0);
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        );
        await h.db
          .insertInto('uploads')
          .values({ key: 'documents-logo', owner_id: null, mime: 'image/png', bytes: png })
          .execute();
        await h.db
          .updateTable('agrupations')
          .set({ logo: '/api/uploads/documents-logo' })
          .where('permalink', '=', 'demo')
          .execute();
        const branded = (await ridesPdf('es')).rawPayload;
        expect(imagesOf(branded)).toHaveLength(1);
        expect(pdfToText(branded)).toContain('Parada Barcelona');
      } finally {
        await h.db
          .updateTable('agrupations')
          .set({ logo: null })
          .where('permalink', '=', 'demo')
          .execute();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('emails and SMS', () => {
    it("emails an employee the company's new password in the employee's language", async () => {
      const company = await h.login('company@example.com');
      const created = await h.call('POST', '/api/customer/employee/', {
        token: company,
        body: {
          name: 'Pau Vidal',
          telephone: '+34627400001',
          email: 'pau-docs@example.com',
          language: 'ca',
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      // The company works in English; the employee reads Catalan.
      const res = await h.call('PUT', `/api/customer/employee/${id}`, {
        token: company,
        language: 'en',
        body: { password: '', password_confirmation: '' },
      });
      expect(res.statusCode).toBe(200);
      const mail = await lastSentTo(h, 'pau-docs@example.com');
      expect(mail.subject).toBe('Parada Barcelona: la teva nova contrasenya');
      expect(mail.body).toContain('Hola, Pau Vidal:');
      expect(mail.body).toContain(
        'Acme Logistics ha posat una nova contrasenya al teu compte de Parada Barcelona.',
      );
      expect(mail.body).toMatch(/La teva contrasenya: \S+/);
      expect(mail.body.trim().endsWith('Parada Barcelona')).toBe(true);
    });

    it('asks the user who wants to leave to confirm, in the language they asked in', async () => {
      const user = await session(h, 'client@example.com');
      const res = await h.call('POST', '/api/customer/remove_account/', {
        token: user.token,
        language: 'en',
        body: { password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const mail = await lastSentTo(h, 'client@example.com');
      expect(mail.subject).toBe('Parada Barcelona: remove your account');
      expect(mail.body).toMatch(/^Hello .+,\n\nYou asked to remove your account\./);
      expect(mail.body).toMatch(/\/remove_account\/\S+/);
      expect(mail.body).toContain('If you did not ask, ignore this email');
    });

    it("greets a returning hotel guest by name, with the hotel and the operator's brand", async () => {
      const guest = roomCard({ room: '512', name: 'Laia Puig', email: 'laia-docs@example.com' });
      expect((await h.call('POST', '/api/guests/signup', { body: guest })).statusCode).toBe(201);
      const again = await h.call('POST', '/api/guests/signup', { body: guest, language: 'ca' });
      expect(again.json()).toEqual({ code_sent: 'email' });
      const mail = await lastSentTo(h, 'laia-docs@example.com');
      expect(mail.subject).toBe('Hotel Demo Barcelona: el teu codi per obrir els teus trajectes');
      expect(mail.body).toContain('Hola, Laia Puig:');
      expect(mail.body).toMatch(/el teu codi per obrir els teus trajectes és \d{6}/);
      expect(mail.body).toContain('És vàlid 15 minuts.');
      expect(mail.body.trim().endsWith('Parada Barcelona')).toBe(true);
    });
  });
});
