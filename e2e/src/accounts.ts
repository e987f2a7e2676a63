/**
 * Accounts as the tests reach them through the API: a seeded account's token, and a new
 * client signed up and confirmed by its SMS code, for tests that change what an account keeps.
 */
import { DEMO_PASSWORD, callApi, waitForMessage } from './harness';

/**
 * A seeded account's session token (POST /authenticate/). `grouping` is the grouping the
 * call speaks for (`app-agrupation`); none leaves it to the server, as the panel does.
 */
export async function tokenOf(
  email: string,
  grouping?: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const body = { username: email, password };
  return (
    await callApi<{ token: string }>('POST', '/authenticate/', { agrupation: grouping, body })
  ).token;
}

export interface FreshClient {
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  id: number;
}

/**
 * A new client of its own, signed up in `language` (the account keeps it and the apps open
 * in it) and confirmed with the code the dev outbox received. `who` names it (`Polish en`
 * is polish-en-…@example.com); each file gives its own `phonePrefix`, so files running
 * beside each other never ask for the same phone number.
 */
export async function freshClient(
  who: string,
  phonePrefix: string,
  language = 'en',
): Promise<FreshClient> {
  const digits = String(Date.now()).slice(-7);
  const password = 'secret123';
  const signup = {
    name: who,
    email: `${who.toLowerCase().replaceAll(' ', '-')}-${digits}@example.com`,
    phone: `${phonePrefix}${digits}`,
    password,
    password_confirmation: password,
    terms_accepted: true,
  };
  await callApi('POST', '/customer/signup/', { body: signup, language });
  const sms = await waitForMessage(signup.phone);
  const code = /(\d{6})/.exec(sms.body)![1]!;
  const confirmed = await callApi<{ token: string; user: { id: number } }>(
    'PUT',
    '/customer/confirm/',
    { body: { phone: signup.phone, code } },
  );
  const { name, email, phone } = signup;
  return { name, email, phone, password, token: confirmed.token, id: confirmed.user.id };
}
