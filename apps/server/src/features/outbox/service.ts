import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { insertMessage, markDelivered } from './repository';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

export interface Outbox {
  email(db: Db, message: OutgoingEmail): Promise<void>;
  sms(db: Db, to: string, body: string): Promise<void>;
  /** Delivery runs after the caller's transaction; this waits for what is in flight. */
  drain(): Promise<void>;
}

export interface OutboxOptions {
  /** The root handle: delivery outlives the transaction that wrote the message. */
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  /** Where a copy of every message is printed (the console in development). */
  print?: (line: string) => void;
  /** SMS through an HTTP provider with Twilio's Messages resource; outbox only without. */
  sms?: TwilioOptions | undefined;
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
export function createOutbox(options: OutboxOptions): Outbox {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();
  const print = options.print ?? (() => {});

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  // Sending waits for nothing the request needs; failures are recorded on the row.
  const deliver = async (id: number, send: () => Promise<void>) => {
    let error: string | null = null;
    try {
      await send();
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    // Marked through the root handle once sent. The row's transaction may still be open
    // (PostgreSQL sees the row only after commit), so retry briefly; a row whose
    // transaction rolled back never appears.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const marked = await markDelivered(options.db, id, error).catch(() => 0);
      if (marked > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    async email(db, message) {
      const row = await insertMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.body,
      });
      print(`[outbox] email #${row.id} to ${message.to}: ${message.subject}\n${message.body}`);
      if (!transport) return;
      track(
        deliver(row.id, async () => {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.body,
          });
        }),
      );
    },
    async sms(db, to, body) {
      const row = await insertMessage(db, { channel: 'sms', recipient: to, subject: null, body });
      print(`[outbox] sms #${row.id} to ${to}: ${body}`);
      const provider = options.sms;
      if (!provider) return;
      track(deliver(row.id, () => sendTwilio(provider, to, body)));
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}
