import { beforeAll, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { DEMO_PASSWORD, describeApi, type Harness } from './helper';

/**
 * A stolen session must not take the account for good: a new email or phone needs the
 * password and is told to the old address with a link that undoes it; sessions end when
 * idle and at an absolute age; the owner sees their sessions and ends the others.
 */

let serial = 0;
/** An active client of the demo operator with the demo password, and a session. */
async function newClient(h: Harness, userAgent = 'Mozilla/5.0 (X11; Linux) Firefox/130.0') {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const email = `owner-${tag}@example.com`;
  const phone = `+3465${String(Date.now() + serial).slice(-7)}`;
  const signup = await h.call('POST', '/api/customer/signup/', {
    body: {
      name: 'Account Owner',
      email,
      phone,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      terms_accepted: true,
    },
  });
  expect(signup.statusCode).toBe(201);
  await h.db.updateTable('users').set({ status: 'active' }).where('email', '=', email).execute();
  const token = await signInWith(h, email, userAgent);
  return { email, phone, token };
}

async function signInWith(h: Harness, username: string, userAgent: string) {
  const res = await h.call('POST', '/api/authenticate/', {
    body: { username, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const profileOf = (h: Harness, token: string, userAgent?: string) =>
  h.call('GET', '/api/customer/update_profile/', {
    token,
    ...(userAgent && { headers: { 'user-agent': userAgent } }),
  });
const updateProfile = (h: Harness, token: string, body: object, language = 'en') =>
  h.call('PUT', '/api/customer/update_profile/', { token, body, language });
const undoLinkIn = (body: string) => /\/undo_contact_change\/([A-Za-z0-9_-]+)/.exec(body)?.[1];

describeApi('account takeover: a change of email or phone', (h) => {
  it('asks for the current password, and a wrong one changes nothing', async () => {
    const owner = await newClient(h);
    const newEmail = `thief-${owner.email}`;
    const asked = await updateProfile(h, owner.token, {
      name: 'Account Owner',
      email: newEmail,
      phone: owner.phone,
    });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual([
      {
        field: 'current_password',
        message: 'Enter your current password to change the email or phone',
      },
    ]);
    const wrong = await updateProfile(
      h,
      owner.token,
      { email: newEmail, current_password: 'not-the-password' },
      'es',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { field: 'current_password', message: 'La contraseña no es correcta' },
    ]);
    const phone = await updateProfile(h, owner.token, { phone: '+34699000111' });
    expect(phone.statusCode).toBe(422);
    expect((await profileOf(h, owner.token)).json()).toMatchObject({
      email: owner.email,
      phone: owner.phone,
    });
  });

  it('needs no password for the name, the language, or the same email and phone sent again', async () => {
    const owner = await newClient(h);
    const res = await updateProfile(h, owner.token, {
      name: 'New Name',
      email: owner.email,
      phone: owner.phone,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', email: owner.email });
    expect((await updateProfile(h, owner.token, { language: 'ca' })).statusCode).toBe(200);
  });

  it('tells the old address with a link that puts it back and signs every session out', async () => {
    const owner = await newClient(h);
    const other = await signInWith(h, owner.email, 'Parada iOS');
    const newEmail = `thief-${owner.email}`;
    const changed = await updateProfile(h, owner.token, {
      email: newEmail,
      phone: '+34699123456',
      current_password: DEMO_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, phone: '+34699123456' });
    const notice = await h.lastMessage(owner.email);
    expect(notice?.subject).toMatch(/email or phone was changed/);
    const code = undoLinkIn(notice!.body);
    expect(code).toBeDefined();
    expect(notice!.body).toContain(`/undo_contact_change/${code}`);
    // The old phone is told too, with the same link.
    expect((await h.lastMessage(owner.phone))?.body).toContain(`/undo_contact_change/${code}`);
    // Whoever holds the session now asks for a reset at the new address.
    await h.call('POST', '/api/customer/password/recover/', { body: { email: newEmail } });
    const reset = /reset_password\/([A-Za-z0-9_-]+)/.exec(
      (await h.lastMessage(newEmail))?.body ?? '',
    )?.[1];
    expect(reset).toBeDefined();

    const undone = await h.call('PUT', '/api/customer/contact_change/undo/', {
      body: { code },
      language: 'es',
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toMatch(/^Tu correo y tu teléfono vuelven a ser los de antes/);
    for (const token of [owner.token, other]) {
      expect((await profileOf(h, token)).statusCode).toBe(401);
    }
    const back = await signInWith(h, owner.email, 'Firefox');
    expect((await profileOf(h, back)).json()).toMatchObject({
      email: owner.email,
      phone: owner.phone,
    });
    // The reset link sent to the new address no longer works, nor does the undo link again.
    const resetTried = await h.call('PUT', '/api/customer/password/reset/', {
      body: { code: reset, password: 'stolen123', password_confirmation: 'stolen123' },
    });
    expect(resetTried.statusCode).toBe(422);
    const again = await h.call('PUT', '/api/customer/contact_change/undo/', { body: { code } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ field: 'code', message: 'Invalid code' }]);
  });

  it('refuses an unknown or expired undo link', async () => {
    const owner = await newClient(h);
    await updateProfile(h, owner.token, {
      phone: '+34699765432',
      current_password: DEMO_PASSWORD,
    });
    const code = undoLinkIn((await h.lastMessage(owner.email))!.body)!;
    await h.db
      .updateTable('contact_changes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const tried of [code, 'x'.repeat(43)]) {
      const res = await h.call('PUT', '/api/customer/contact_change/undo/', {
        body: { code: tried },
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await profileOf(h, owner.token)).json().phone).toBe('+34699765432');
  });
});

describeApi('sessions: expiry, the list and signing out the others', (h) => {
  let operator: string;
  beforeAll(async () => {
    operator = await h.login('operator@example.com');
  });

  const age = (token: string, column: 'created_at' | 'last_used_at', days: number) =>
    h.db
      .updateTable('auth_tokens')
      .set({ [column]: new Date(Date.now() - days * 86_400_000) })
      .where('token_hash', '=', sha256(token))
      .execute();

  const usedDaysAgo = async (token: string) => {
    const row = await h.db
      .selectFrom('auth_tokens')
      .select('last_used_at')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    return (Date.now() - row.last_used_at.getTime()) / 86_400_000;
  };

  it('ends a session 180 days after its sign-in, however much it is used', async () => {
    const owner = await newClient(h);
    await age(owner.token, 'created_at', 179);
    expect((await profileOf(h, owner.token)).statusCode).toBe(200);
    await age(owner.token, 'created_at', 400);
    expect((await profileOf(h, owner.token)).statusCode).toBe(401);
  });

  it('ends a session unused for 30 days', async () => {
    const owner = await newClient(h);
    await age(owner.token, 'last_used_at', 29);
    expect((await profileOf(h, owner.token)).statusCode).toBe(200);
    // That use is noted in the background: let it land before aging the session again.
    await expect.poll(() => usedDaysAgo(owner.token)).toBeLessThan(1);
    await age(owner.token, 'last_used_at', 31);
    expect((await profileOf(h, owner.token)).statusCode).toBe(401);
  });

  it("follows the operator's settings, for sessions already open", async () => {
    const owner = await newClient(h);
    const defaults = await h.call('GET', '/api/admin/session_settings/', { token: operator });
    expect(defaults.json()).toEqual({ idle_days: 30, absolute_days: 180 });
    for (const bad of [
      { idle_days: 0, absolute_days: 10 },
      { idle_days: 20, absolute_days: 10 },
      { idle_days: 1.5, absolute_days: 10 },
      { idle_days: 1 },
    ]) {
      const res = await h.call('PUT', '/api/admin/session_settings/', {
        token: operator,
        body: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    await age(owner.token, 'last_used_at', 3);
    expect((await profileOf(h, owner.token)).statusCode).toBe(200);
    // That use was noted (it was due): three idle days again.
    await expect
      .poll(() => profileOf(h, owner.token).then(() => usedDaysAgo(owner.token)))
      .toBeLessThan(1);
    await age(owner.token, 'last_used_at', 3);
    const set = await h.call('PUT', '/api/admin/session_settings/', {
      token: operator,
      body: { idle_days: 2, absolute_days: 90 },
    });
    expect(set.json()).toEqual({ idle_days: 2, absolute_days: 90 });
    expect((await profileOf(h, owner.token)).statusCode).toBe(401);
    // Another operator's clients keep the defaults.
    const london = await h.login('other@example.com', undefined, 'other');
    await age(london, 'last_used_at', 3);
    expect(
      (await h.call('GET', '/api/customer/update_profile/', { token: london, agrupation: 'other' }))
        .statusCode,
    ).toBe(200);
    await h.call('PUT', '/api/admin/session_settings/', {
      token: operator,
      body: { idle_days: 30, absolute_days: 180 },
    });
  });

  it('notes a use at most every five minutes, with no write on the requests between', async () => {
    const owner = await newClient(h);
    const usedAt = async () =>
      await h.db
        .selectFrom('auth_tokens')
        .select(['last_used_at', 'user_agent'])
        .where('token_hash', '=', sha256(owner.token))
        .executeTakeFirstOrThrow();
    // The first use notes the device.
    await profileOf(h, owner.token, 'Mozilla/5.0 (X11; Linux) Firefox/130.0');
    await expect
      .poll(async () => (await usedAt()).user_agent)
      .toBe('Mozilla/5.0 (X11; Linux) Firefox/130.0');
    const first = (await usedAt()).last_used_at.getTime();
    for (let index = 0; index < 5; index += 1) await profileOf(h, owner.token);
    expect((await usedAt()).last_used_at.getTime()).toBe(first);
    await age(owner.token, 'last_used_at', 10 / 1440);
    await profileOf(h, owner.token);
    await expect
      .poll(async () => Date.now() - (await usedAt()).last_used_at.getTime())
      .toBeLessThan(60_000);
  });

  it('lists the live sessions by device and signs out everywhere else', async () => {
    const owner = await newClient(h, 'Mozilla/5.0 (Macintosh) Safari/605.1.15');
    const phone = await signInWith(h, owner.email, 'Parada Android');
    const old = await signInWith(h, owner.email, 'Old Browser');
    await age(old, 'created_at', 200);
    await profileOf(h, phone, 'Parada Android');
    await profileOf(h, owner.token, 'Mozilla/5.0 (Macintosh) Safari/605.1.15');
    const list = await h.call('GET', '/api/customer/sessions/', { token: owner.token });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { user_agent: string | null; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    await expect
      .poll(async () =>
        (await h.call('GET', '/api/customer/sessions/', { token: owner.token }))
          .json()
          .sessions.map((session: { user_agent: string | null }) => session.user_agent)
          .sort(),
      )
      .toEqual(['Mozilla/5.0 (Macintosh) Safari/605.1.15', 'Parada Android']);
    const out = await h.call('POST', '/api/customer/sessions/sign_out_others/', {
      token: owner.token,
      language: 'ca',
    });
    expect(out.json()).toEqual({ message: "S'han tancat totes les altres sessions" });
    expect((await profileOf(h, phone)).statusCode).toBe(401);
    expect((await profileOf(h, owner.token)).statusCode).toBe(200);
    const after = await h.call('GET', '/api/customer/sessions/', { token: owner.token });
    expect(after.json().sessions).toMatchObject([{ current: true }]);
  });
});
