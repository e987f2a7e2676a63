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
}

/**
 * Email and SMS go through one table: stored first (so a message written inside a
 * transaction vanishes with it), printed for the developer, then sent by SMTP when
 * configured. SMS has no provider yet: the outbox and console are its delivery.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();
  const print = options.print ?? (() => {});

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
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
      // Sending waits for nothing the request needs; failures are recorded on the row.
      track(
        (async () => {
          let error: string | null = null;
          try {
            await transport.sendMail({
              from: options.from,
              to: message.to,
              subject: message.subject,
              text: message.body,
            });
          } catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause);
          }
          // Marked through the root handle once sent. The row's transaction may still be
          // open (PostgreSQL sees the row only after commit), so retry briefly; a row
          // whose transaction rolled back never appears.
          for (let attempt = 0; attempt < 20; attempt += 1) {
            const marked = await markDelivered(options.db, row.id, error).catch(() => 0);
            if (marked > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })(),
      );
    },
    async sms(db, to, body) {
      const row = await insertMessage(db, { channel: 'sms', recipient: to, subject: null, body });
      print(`[outbox] sms #${row.id} to ${to}: ${body}`);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}
