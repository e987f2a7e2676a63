import { describe, expect, it } from 'vitest';
import { ridePayload } from '../ride-fixtures';
import { crashAfterCommit } from './crash-fixture';
import { call, HAS_POSTGRES, WITHOUT_POSTGRES, STARTUP_MS } from './processes';

/**
 * The server process killed (SIGKILL) between a ride's commit and its answer, then the
 * booking retried with the same Idempotency-Key on a new process at once (well inside the
 * key's 60 s lock): the retry gets that ride, and there is exactly one.
 */
describe.skipIf(!HAS_POSTGRES)(
  `reliability: killed between commit and answer${WITHOUT_POSTGRES}`,
  () => {
    const crash = crashAfterCommit('booking');

    it(
      'books exactly one ride, and the retry answers with it',
      async () => {
        const { server: first, agent, token, user } = await crash.crashingServer();
        const db = crash.db();
        const taxi = (
          await db.query<{ id: number }>("SELECT id FROM agrupations WHERE permalink = 'demo-taxi'")
        ).rows[0]!.id;
        const body = ridePayload(user.id, taxi);
        const key = 'crash-after-commit-1';
        const book = (port: number, payload: object = body) =>
          call(port, agent, 'POST', '/api/services/', {
            body: payload,
            headers: { authorization: `Token ${token}`, 'idempotency-key': key },
          });
        const rides = async () =>
          (
            await db.query<{ id: number; request_key: string | null }>(
              'SELECT id, request_key FROM services WHERE user_id = $1',
              [user.id],
            )
          ).rows;

        const lost = await book(first.port);
        expect(lost.status).toBe('reset');
        expect((await first.exit).signal).toBe('SIGKILL');
        // It died after the commit, before its answer was kept: the ride is there, and its
        // key, still running.
        const committed = await rides();
        expect(committed).toEqual([{ id: expect.any(Number), request_key: key }]);
        const keyRow = await db.query<{ state: string; response_body: string | null }>(
          'SELECT state, response_body FROM idempotency_keys WHERE key = $1',
          [key],
        );
        expect(keyRow.rows).toEqual([{ state: 'running', response_body: null }]);

        const second = await crash.retryServer();
        const retried = await book(second.port);
        expect(retried.status).toBe(201);
        // The ride the lost request booked, answered from what was committed, and kept.
        expect(JSON.parse(retried.body).service.id).toBe(committed[0]!.id);
        const replayed = await book(second.port);
        expect(replayed.status).toBe(201);
        expect(replayed.headers['idempotent-replayed']).toBe('true');
        expect(replayed.body).toBe(retried.body);
        // The key still stands for this request only.
        const changed = await book(second.port, { ...body, passengers: 2 });
        expect(changed.status).toBe(422);
        expect(await rides()).toEqual(committed);
      },
      2 * STARTUP_MS + 30_000,
    );
  },
);
