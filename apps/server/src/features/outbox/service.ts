import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { sha256 } from '../../lib/crypto';
import { insertMessage, markAttempt } from './repository';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** One message's delivery: whether its first attempt reached the provider. */
export interface Delivery {
  /** True once sent (or with no provider configured: the outbox is then the delivery). */
  firstAttempt: Promise<boolean>;
}

export interface Outbox {
  email(db: Db, message: OutgoingEmail): Promise<Delivery>;
  sms(db: Db, to: string, body: string): Promise<Delivery>;
  /** Delivery runs after the caller's transaction; this waits for what is in flight. */
  drain(): Promise<void>;
  /** Gives up the retries still waiting (the server is stopping); drain() then ends soon. */
  stop(): void;
}

/** Where a failed attempt is told: the server's log, at warning level. */
export interface DeliveryLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Waits before the 2nd, 3rd… attempt: a provider's hiccup passes, an outage is not hammered. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 15_000, 60_000, 300_000];

export interface OutboxOptions {
  /** The root handle: delivery outlives the transaction that wrote the message. */
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  /** Where a copy of every message is printed (the console in development). */
  print?: (line: string) => void;
  /** SMS through an HTTP provider with Twilio's Messages resource; outbox only without. */
  sms?: TwilioOptions | undefined;
  log?: DeliveryLog;
  retryDelaysMs?: readonly number[];
  /**
   * Keep only a hash of each body (production): codes and links are secrets, and the
   * outbox table is no place to read them. The text lives in memory until it is sent.
   */
  hashBodies?: boolean;
}

export interface TwilioOptions {
  /** The API origin: https://api.twilio.com, or a provider (or stand-in) that speaks it. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * Sends one SMS with Twilio's Messages resource: a form POST to
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth, answered 201 with the message.
 */
async function sendTwilio(options: TwilioOptions, to: string, body: string): Promise<void> {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl,
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: options.from, Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200) {
    // Twilio's error body: { code, message, more_info, status }.
    let message = `SMS provider answered ${response.status}`;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') message += `: ${parsed.message}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(message);
  }
}

/**
 * Email and SMS go through one table: stored first (so a message written inside a
 * transaction vanishes with it), printed for the developer, then sent by SMTP when
 * configured; SMS likewise through an HTTP provider speaking Twilio's Messages API.
 */
/** The provider's own answer to a failed attempt, as one line for the log and the list. */
function providerAnswer(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const response = (cause as { response?: unknown }).response;
  const text =
    typeof response === 'string' && !cause.message.includes(response)
      ? `${cause.message} (${response})`
      : cause.message;
  return text.slice(0, 500);
}

/**
 * Email and SMS go through one table: stored first (so a message written inside a
 * transaction vanishes with it), printed for the developer, then sent by SMTP when
 * configured; SMS likewise through an HTTP provider speaking Twilio's Messages API. A
 * failed attempt is recorded on the row with the provider's answer, logged as a warning,
 * and tried again after each of `retryDelaysMs`.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();
  const print = options.print ?? (() => {});
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const waiting = new Set<() => void>();
  let stopped = false;

  // The attempts under way (not the waits between them): what drain() waits for.
  const track = <T>(work: Promise<T>): Promise<T> => {
    const settled = work.then(
      () => {},
      () => {},
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
    return work;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });

  // Marked through the root handle. The row's transaction may still be open (PostgreSQL
  // sees the row only after commit), so retry briefly; a rolled-back row never appears.
  const record = async (id: number, error: string | null) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const marked = await markAttempt(options.db, id, error).catch(() => 0);
      if (marked > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // Sending waits for nothing the request needs; each attempt is recorded on the row.
  const deliver = (id: number, channel: 'email' | 'sms', send: () => Promise<void>): Delivery => {
    let told: (sent: boolean) => void = () => {};
    const firstAttempt = new Promise<boolean>((resolve) => (told = resolve));
    void (async () => {
      for (let attempt = 1; ; attempt += 1) {
        const error = await track(
          (async () => {
            try {
              await send();
              await record(id, null);
              return null;
            } catch (cause) {
              const answer = providerAnswer(cause);
              await record(id, answer);
              return answer;
            }
          })(),
        );
        if (attempt === 1) told(error === null);
        if (error === null) return;
        const delay = delays[attempt - 1];
        const giveUp = delay === undefined || stopped;
        options.log?.warn(
          { outbox_id: id, channel, attempt, provider_answer: error },
          giveUp
            ? `${channel} #${id} not delivered after ${attempt} attempts; given up`
            : `${channel} #${id} not delivered; trying again in ${Math.round(delay / 1000)} s`,
        );
        if (giveUp) return;
        await pause(delay);
        if (stopped) return;
      }
    })();
    return { firstAttempt };
  };

  const stored = (body: string) => (options.hashBodies ? `sha256:${sha256(body)}` : body);
  const sent: Delivery = { firstAttempt: Promise.resolve(true) };

  return {
    async email(db, message) {
      const row = await insertMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: stored(message.body),
      });
      print(`[outbox] email #${row.id} to ${message.to}: ${message.subject}\n${message.body}`);
      if (!transport) return sent;
      return deliver(row.id, 'email', async () => {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
      });
    },
    async sms(db, to, body) {
      const row = await insertMessage(db, {
        channel: 'sms',
        recipient: to,
        subject: null,
        body: stored(body),
      });
      print(`[outbox] sms #${row.id} to ${to}: ${body}`);
      const provider = options.sms;
      if (!provider) return sent;
      return deliver(row.id, 'sms', () => sendTwilio(provider, to, body));
    },
    async drain() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    stop() {
      stopped = true;
      for (const wake of [...waiting]) wake();
    },
  };
}
