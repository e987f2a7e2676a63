import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as initial from './migrations/2026-11-21-0001-initial';
import * as favorites from './migrations/2026-11-21-0005-favorites';
import * as rides from './migrations/2026-11-21-0010-rides';
import * as uploadKeys from './migrations/2026-11-21-0030-upload-keys';
import * as money from './migrations/2026-11-21-0045-money';
import * as savedCards from './migrations/2026-11-21-0046-saved-cards';
import * as streamTicketSession from './migrations/2026-11-21-0050-stream-ticket-session';
import * as hotelSettings from './migrations/2026-11-21-0060-hotel-settings';
import * as rideRequestKey from './migrations/2026-11-21-0070-service-request-key';
import * as guestEmail from './migrations/2026-11-23-0110-guest-email';
import * as socialSignIn from './migrations/2026-11-23-0125-social-sign-in';
import * as domainClaims from './migrations/2026-11-23-0130-domain-claims';
import * as hotelWeek from './migrations/2026-11-23-0080-hotel-week';
import * as loginFailures from './migrations/2026-11-23-0080-login-failures';
import * as meteredRides from './migrations/2026-11-23-0100-metered-rides';
import * as rideMethodFarePartsLanguage from './migrations/2026-11-23-0140-ride-method-fare-parts-language';
import * as gatewayCustomers from './migrations/2026-11-23-0150-gateway-customers';
import * as roomAccount from './migrations/2026-11-23-0160-room-account';
import * as ridesLive from './migrations/2026-11-26-0170-services-live';
import * as idempotencyResult from './migrations/2026-11-27-0180-idempotency-result';
import * as fleetAndAudit from './migrations/2026-11-29-0200-fleet-and-audit';
import * as roomStaysRegistered from './migrations/2026-11-29-0210-room-stays-registered';
import * as accountsTrust from './migrations/2026-11-29-0220-accounts-trust';
import * as idempotentAnswerType from './migrations/2026-11-29-0260-idempotent-answer-type';
import * as fareZones from './migrations/2026-11-29-0280-fare-zones';
import * as operatorTexts from './migrations/2026-11-29-0230-operator-texts';
import * as driverApp from './migrations/2026-11-29-0250-driver-app';
import * as consoleApp from './migrations/2026-11-29-0240-console';
import * as ticketUnread from './migrations/2026-11-29-0340-ticket-unread';

// Listed here rather than read from disk, so tsx, a build and tests all find the same set.
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0001-initial': initial,
  '2026-11-21-0005-favorites': favorites,
  '2026-11-21-0010-rides': rides,
  '2026-11-21-0030-upload-keys': uploadKeys,
  '2026-11-21-0045-money': money,
  '2026-11-21-0046-saved-cards': savedCards,
  '2026-11-21-0050-stream-ticket-session': streamTicketSession,
  '2026-11-21-0060-hotel-settings': hotelSettings,
  '2026-11-21-0070-service-request-key': rideRequestKey,
  '2026-11-23-0080-hotel-week': hotelWeek,
  '2026-11-23-0080-login-failures': loginFailures,
  '2026-11-23-0100-metered-rides': meteredRides,
  '2026-11-23-0110-guest-email': guestEmail,
  '2026-11-23-0125-social-sign-in': socialSignIn,
  '2026-11-23-0130-domain-claims': domainClaims,
  '2026-11-23-0140-ride-method-fare-parts-language': rideMethodFarePartsLanguage,
  '2026-11-23-0150-gateway-customers': gatewayCustomers,
  '2026-11-23-0160-room-account': roomAccount,
  '2026-11-26-0170-services-live': ridesLive,
  '2026-11-27-0180-idempotency-result': idempotencyResult,
  '2026-11-29-0200-fleet-and-audit': fleetAndAudit,
  '2026-11-29-0210-room-stays-registered': roomStaysRegistered,
  '2026-11-29-0220-accounts-trust': accountsTrust,
  '2026-11-29-0260-idempotent-answer-type': idempotentAnswerType,
  '2026-11-29-0280-fare-zones': fareZones,
  '2026-11-29-0230-operator-texts': operatorTexts,
  '2026-11-29-0250-driver-app': driverApp,
  '2026-11-29-0240-console': consoleApp,
  '2026-11-29-0340-ticket-unread': ticketUnread,
};

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema may be migrated
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
