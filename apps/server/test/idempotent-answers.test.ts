import { expect, it } from 'vitest';
import { describeApi } from './helper';
import { walletUsers } from './money-fixtures';
import { groupingId, ridePayload, session } from './ride-fixtures';

// A request repeated under its Idempotency-Key gets the first answer's bytes again, marked
// `idempotent-replayed: true`, and the replay itself is no error in the server's log.

const logs: string[] = [];
const errorsLogged = () =>
  logs
    .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } })
    .filter((entry) => entry.level >= 40);

describeApi(
  'idempotent answers',
  (h) => {
    it('replays a transfer with the same bytes and logs no error', async () => {
      const [a, b] = await walletUsers(h, 2, 1000);
      const send = () =>
        h.call('POST', '/api/purses/transfer/', {
          token: a!.token,
          body: { to: b!.id, amount: 1.5 },
          headers: { 'idempotency-key': 'replayed-transfer' },
        });
      logs.length = 0;
      const first = await send();
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await send();
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.body).toBe(first.body);
      expect(errorsLogged()).toEqual([]);
    });

    it('replays a booking with the same bytes and logs no error', async () => {
      const booker = await session(h, 'client2@example.com');
      const demo = await groupingId(h, 'demo');
      const send = () =>
        h.call('POST', '/api/services/', {
          token: booker.token,
          body: ridePayload(booker.id, demo),
          headers: { 'idempotency-key': 'replayed-booking' },
        });
      logs.length = 0;
      const first = await send();
      expect(first.statusCode).toBe(201);
      const again = await send();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      expect(errorsLogged()).toEqual([]);
    });
  },
  {
    env: { LOG_LEVEL: 'info' },
    build: { logStream: { write: (line: string) => void logs.push(line) } },
  },
);

describeApi('large bodies under an Idempotency-Key', (h) => {
  // A body is parsed once; nothing after may walk all of it again. The server's CPU for
  // twenty 1 MB bodies is held against what parsing them alone costs on this machine now.
  it('answers twenty 1 MB bodies with a 422, at little more than their parse, beside a read', async () => {
    const [a, b] = await walletUsers(h, 2, 1000);
    const wide = (fill: string) => {
      const body = `{"to":${b!.id},"amount":"x","filler":[${fill}`;
      const items = Math.floor((1_000_000 - body.length) / (fill.length + 1));
      return `${body}${`,${fill}`.repeat(items - 1)}]}`;
    };
    const shapes = [wide('0'), wide('{"a":[1,{"b":2}]}'), wide('"aaaaaaaaaa"')];
    const bodies = Array.from({ length: 20 }, (_, i) => shapes[i % shapes.length]!);
    const headers = {
      'accept-language': 'en',
      'app-agrupation': 'demo',
      authorization: `Token ${a!.token}`,
    };
    const cpuOf = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await work();
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const parsing = await cpuOf(async () => {
      for (const body of bodies) JSON.parse(body);
    });
    let read = 0;
    const answers: number[] = [];
    const serving = await cpuOf(async () => {
      await Promise.all([
        ...bodies.map((payload, index) =>
          h.app
            .inject({
              method: 'POST',
              url: '/api/purses/transfer/',
              payload,
              headers: {
                ...headers,
                'content-type': 'application/json',
                'idempotency-key': `large-${index}`,
              },
            })
            .then((answer) => answers.push(answer.statusCode)),
        ),
        h.app
          .inject({ method: 'GET', url: '/api/purses/', headers })
          .then((answer) => (read = answer.statusCode)),
      ]);
    });
    expect(answers).toEqual(bodies.map(() => 422));
    expect(read).toBe(200);
    expect(serving, `parsing alone ${parsing} ms`).toBeLessThan(parsing * 4);
  });
});
