import { beforeAll, expect, it } from 'vitest';
import { describeApi, listen, type Harness } from '../helper';
import { bookRide, groupingId, ridePayload, session } from '../ride-fixtures';

/**
 * A token that was revoked (log-out, a password change elsewhere, the employee closed by
 * their company) gets nothing within a second: every route answers 401, and an event
 * stream it opened earlier is sent nothing more and ends at its next event (or, idle, at
 * its next heartbeat).
 */

/** Polls until `ok` holds, failing after `ms`: how long revocation may take. */
async function within(ms: number, ok: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await ok()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`still allowed after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The promise is about what is sent a second after revocation: a stream checks its session
 * at most every 500 ms before a delivery, so an event in the first half second may still
 * go out. The tests make their event after that second.
 */
const oneSecondAfter = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at + 1000 - Date.now())));

const refused = (h: Harness, token: string) => async () => {
  const answers = await Promise.all(
    ['/api/token/valid/', '/api/customer/update_profile/', '/api/favorites/'].map((url) =>
      h.call('GET', url, { token }),
    ),
  );
  return answers.every((answer) => answer.statusCode === 401);
};

/**
 * Reads an event stream into `text` until aborted: with the Authorization header, or (as
 * a browser's EventSource does) with a one-use ticket bought with the token.
 */
function openStream(base: string, token: string, via: 'header' | 'ticket' = 'header') {
  const controller = new AbortController();
  const state = { text: '', ended: false, opened: false };
  const done = (async () => {
    let url = `${base}/api/services/events`;
    let headers: Record<string, string> = { authorization: `Token ${token}` };
    if (via === 'ticket') {
      const bought = await fetch(`${base}/api/services/events/ticket`, { method: 'POST', headers });
      url += `?ticket=${((await bought.json()) as { ticket: string }).ticket}`;
      headers = {};
    }
    const response = await fetch(url, { headers, signal: controller.signal });
    state.opened = response.ok;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })().catch(() => {
    state.ended = true;
  });
  return { state, close: () => controller.abort(), done };
}

describeApi('security: revoked tokens', (h) => {
  let base = '';
  beforeAll(async () => {
    base = await listen(h);
  });

  it('refuses a logged-out token at once, and ends its event stream', async () => {
    const { token, id } = await session(h, 'client2@example.com');
    const stream = openStream(base, token);
    await within(5000, async () => stream.state.text.includes('retry:'));
    const taxi = await groupingId(h, 'demo-taxi');
    expect((await h.call('POST', '/api/logout/', { token })).statusCode).toBe(200);
    const revokedAt = Date.now();
    expect(await within(1000, refused(h, token))).toBeLessThanOrEqual(1000);
    await oneSecondAfter(revokedAt);

    // A ride booked through another session of the same user is not shown to the old one.
    const other = await h.login('client2@example.com');
    const booked = await h.call('POST', '/api/services/', {
      token: other,
      body: ridePayload(id, taxi),
    });
    expect(booked.statusCode).toBe(201);
    // What must hold within the second is above (401 everywhere) and below (nothing
    // sent); the stream's end waits on the event's own database reads, slower on a busy
    // machine.
    await within(5000, async () => stream.state.ended);
    expect(stream.state.text).not.toMatch(/"type":"service"/);
    stream.close();
  });

  it('refuses the other sessions of a user who changed the password', async () => {
    const first = await session(h, 'client@example.com');
    const second = await h.login('client@example.com');
    const changed = await h.call('PUT', `/api/customer/update_password/${first.id}/`, {
      token: first.token,
      body: {
        current_password: 'demo1234',
        password: 'Changed-1234',
        password_confirmation: 'Changed-1234',
      },
    });
    expect(changed.statusCode).toBe(200);
    await within(1000, refused(h, second));
    // The session that changed it goes on.
    expect((await h.call('GET', '/api/token/valid/', { token: first.token })).statusCode).toBe(200);
  });

  it('refuses a closed employee, and sends their event stream nothing more', async () => {
    const employee = await session(h, 'employee2@example.com');
    const taxi = await groupingId(h, 'demo-taxi');
    const booked = await bookRide(h, employee, ridePayload(employee.id, taxi));
    expect(booked.statusCode).toBe(201);
    const rideId = booked.json().service.id as number;
    const stream = openStream(base, employee.token, 'ticket');
    await within(5000, async () => stream.state.text.includes('retry:'));
    const company = await h.login('company@example.com');
    const list = await h.call('GET', '/api/customer/employees/', { token: company });
    const row = list
      .json<Array<{ id: number; email: string }>>()
      .find((item) => item.email === 'employee2@example.com')!;
    const closed = await h.call('PUT', `/api/customer/employee/${row.id}/close/`, {
      token: company,
    });
    expect(closed.statusCode).toBe(200);
    const revokedAt = Date.now();
    await within(1000, refused(h, employee.token));
    await oneSecondAfter(revokedAt);
    // What the session was sent while it was valid may include the booking's own event
    // (PostgreSQL's NOTIFY can reach the stream after it opened); from here on, nothing.
    const sentWhileValid = stream.state.text.length;
    // The company cancels the employee's ride: an event the closed session must not get.
    const cancelled = await h.call('PUT', `/api/service/${rideId}/cancel/`, { token: company });
    expect(cancelled.statusCode).toBe(200);
    // What must hold within the second is above (401 everywhere) and below (nothing
    // sent); the stream's end waits on the event's own database reads, slower on a busy
    // machine.
    await within(5000, async () => stream.state.ended);
    expect(stream.state.text.slice(sentWhileValid)).not.toMatch(/"type":"service"/);
    expect(stream.state.text).not.toMatch(/"status_code":4/);
    stream.close();
  });
});
