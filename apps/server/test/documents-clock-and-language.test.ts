import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helper';
import { HOTEL } from './hotel-fixtures';
import { pdfToText } from './pdf-text';
import { groupingId, insertCharge, insertRide, session } from './ride-fixtures';

// Documents read as the app the user downloads them from: in the language chosen there
// (the download's `lang`, over the browser's Accept-Language), with days as that language
// writes them; and a month is the grouping's month (Europe/Madrid for the demo), not UTC's.

/** 00:30 in Madrid on the 1st of November 2026, still the 31st of October in UTC. */
const FIRST_OF_NOVEMBER_MADRID = new Date('2026-10-31T23:30:00Z');
/** 00:30 in Madrid on the 1st of December 2026, still November in UTC. */
const FIRST_OF_DECEMBER_MADRID = new Date('2026-11-30T23:30:00Z');

const TRIP: [string, string] = ['Carrer de Mallorca 401, Barcelona', 'Aeroport del Prat, T1'];

describeApi('documents on the grouping clock, in the language chosen in the app', (h) => {
  let company: { token: string; id: number };
  let client: { token: string; id: number };
  let staff: { token: string; id: number };
  const rides: Record<'november' | 'december' | 'roomNovember', number> = {
    november: 0,
    december: 0,
    roomNovember: 0,
  };

  beforeAll(async () => {
    [company, client, staff] = await Promise.all([
      session(h, 'company@example.com'),
      session(h, 'client@example.com'),
      session(h, 'hotel@example.com', HOTEL),
    ]);
    for (const [name, at] of [
      ['november', FIRST_OF_NOVEMBER_MADRID],
      ['december', FIRST_OF_DECEMBER_MADRID],
    ] as const) {
      rides[name] = await insertRide(h, TRIP, {
        user_id: company.id,
        company_id: company.id,
        type_user: 'company',
        status_code: 8,
        fare_cents: 1500,
        payment_method: 'transfer',
      });
      await insertCharge(h, rides[name], {
        kind: 'fare',
        method: 'transfer',
        payer_id: company.id,
        amount_cents: 1500,
        status: 'on_statement',
        at,
      });
    }
    // A room charge of the hotel's at the same first minutes of November, Madrid time.
    const hotelId = await groupingId(h, HOTEL);
    const account = await h.db
      .insertInto('ledger_accounts')
      .values({ kind: 'room', agrupation_id: hotelId, currency: 'EUR' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stay = await h.db
      .insertInto('room_stays')
      .values({
        hotel_id: hotelId,
        room: '615',
        guest_id: null,
        check_in: '2026-10-31',
        check_out: '2026-11-02',
        account_id: account.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rides.roomNovember = await insertRide(h, TRIP, {
      user_id: staff.id,
      type_user: 'hotel',
      status_code: 8,
      fare_cents: 2200,
      payment_method: 'room',
      room_stay_id: stay.id,
    });
    await insertCharge(h, rides.roomNovember, {
      kind: 'fare',
      method: 'room',
      payer_id: null,
      amount_cents: 2200,
      status: 'on_statement',
      at: FIRST_OF_NOVEMBER_MADRID,
    });
  });

  const csvOf = async (token: string, month: string, agrupation?: string) => {
    const res = await h.call('GET', `/api/customer/statements/?month=${month}&format=csv`, {
      token,
      ...(agrupation ? { agrupation } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.body.trim().split('\r\n');
  };

  describe('monthly statements', () => {
    it("put a company's ride at 00:30 in Madrid on the 1st in that month, dated that day", async () => {
      const october = await csvOf(company.token, '2026-10');
      const november = await csvOf(company.token, '2026-11');
      const december = await csvOf(company.token, '2026-12');
      expect(october.some((line) => line.includes(`,${rides.november},`))).toBe(false);
      const line = november.find((row) => row.includes(`,${rides.november},`));
      expect(line).toMatch(/^01\/11\/2026,/);
      expect(november.some((row) => row.includes(`,${rides.december},`))).toBe(false);
      expect(december.find((row) => row.includes(`,${rides.december},`))).toMatch(/^01\/12\/2026,/);
    });

    it("put the hotel's room charge at 00:30 in Madrid on the 1st in that month", async () => {
      const october = await csvOf(staff.token, '2026-10', HOTEL);
      const november = await csvOf(staff.token, '2026-11', HOTEL);
      expect(october.some((line) => line.includes(`,${rides.roomNovember},`))).toBe(false);
      expect(november.find((line) => line.includes(`,${rides.roomNovember},`))).toMatch(
        /^01\/11\/2026,.*,615,/,
      );
    });

    it('date the PDF statement on the same clock, in the language asked for', async () => {
      const res = await h.call('GET', '/api/customer/statements/?month=2026-11&lang=es', {
        token: company.token,
        language: 'en',
      });
      const text = pdfToText(res.rawPayload);
      expect(text).toContain('Extracto 2026-11');
      expect(text).toContain('01/11/2026');
      expect(text).not.toContain('31/10/2026');
    });
  });

  describe("the app's language", () => {
    it('writes services.pdf in the language of `lang`, whatever Accept-Language says', async () => {
      const res = await h.call('GET', '/api/services/?format=pdf&limit=50&offset=0&lang=es', {
        token: client.token,
        language: 'en',
      });
      expect(res.statusCode).toBe(200);
      const text = pdfToText(res.rawPayload);
      expect(text).toMatch(/Servicios de \S/);
      expect(text).not.toMatch(/Services of|Issued on/);
    });

    it('writes English documents with day-month-year dates, never US ones', async () => {
      const res = await h.call('GET', '/api/customer/statements/?month=2026-11&lang=en', {
        token: company.token,
        language: 'es',
      });
      const text = pdfToText(res.rawPayload);
      expect(text).toContain('Statement 2026-11');
      expect(text).toContain('01/11/2026');
      expect(text).not.toContain('11/01/2026');
      expect(text).toMatch(/Issued on \d{2}\/\d{2}\/\d{4}/);
    });

    it('writes the CSV in the language of `lang`', async () => {
      const res = await h.call(
        'GET',
        '/api/customer/statements/?month=2026-11&format=csv&lang=ca',
        {
          token: company.token,
          language: 'en',
        },
      );
      const [header, ...lines] = res.body.trim().split('\r\n');
      expect(header).toContain('Data,');
      expect(lines.find((line) => line.includes(`,${rides.november},`))).toContain(
        ",Tarifa,Transferència mensual,A l'extracte mensual,15.00,EUR",
      );
    });

    it('refuses a language the apps do not speak with a 422', async () => {
      const res = await h.call('GET', '/api/services/?format=pdf&lang=fr', {
        token: client.token,
      });
      expect(res.statusCode).toBe(422);
    });
  });
});
