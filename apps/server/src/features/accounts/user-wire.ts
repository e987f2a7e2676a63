import type { Db } from '../../db/database';
import * as groupings from '../groupings/repository';
import type { Grouping } from '../groupings/service';
import type { AuthUser } from './auth-user';
import * as repo from './repository';
import type { UserWire } from './schemas';

async function summaryOf(db: Db, groupingId: number) {
  const row = await groupings.findById(db, groupingId);
  return row
    ? {
        id: row.id,
        permalink: row.permalink,
        name: row.name,
        logo: row.logo,
        currency: row.currency,
      }
    : null;
}

/** When the privacy text that applies to a grouping (its own or an ancestor's) last changed. */
async function privacyChangedAt(db: Db, grouping: Grouping): Promise<Date | null> {
  let latest: Date | null = null;
  let current: Grouping | undefined = grouping;
  for (let depth = 0; current && depth < 32; depth += 1) {
    const changed: Date | null = current.privacy_updated_at;
    if (changed && (!latest || changed > latest)) latest = changed;
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  return latest;
}

/**
 * The user as the apps see it (spec §3). An employee shows the company's name with its own
 * under `employee`; `exclusive_agrupation` is set when the account is bound to a grouping
 * below its operator (a hotel), so the apps skip the fare picker.
 */
export async function toUserWire(db: Db, user: AuthUser): Promise<UserWire> {
  const grouping = await groupings.findById(db, user.agrupation_id);
  const company =
    user.kind === 'employee' && user.company_id != null
      ? await repo.findUserById(db, user.company_id)
      : undefined;
  const privacyChanged = grouping ? await privacyChangedAt(db, grouping) : null;
  const renewPrivacy =
    user.kind !== 'operator' &&
    (user.privacy_accepted_at == null ||
      (privacyChanged != null && privacyChanged > user.privacy_accepted_at));
  return {
    id: user.id,
    name: company?.name ?? user.name,
    email: user.email,
    // A room card's guest signs in by the phone they gave the hotel: the apps fill it in for
    // the driver on every ride, not only the first.
    phone: user.phone ?? user.guest_phone,
    avatar: user.avatar,
    logo: user.kind === 'employee' ? (company?.logo ?? null) : user.logo,
    company: user.kind === 'company',
    employee: user.kind === 'employee' ? { name: user.name } : null,
    is_employee: user.kind === 'employee',
    panel: user.panel,
    operator: user.kind === 'operator',
    account_kind: user.kind === 'hotel_staff' || user.kind === 'operator' ? user.kind : null,
    renew_privacy: renewPrivacy,
    privacy_accepted: user.privacy_accepted_at != null,
    exclusive_agrupation:
      grouping && grouping.parent_id != null ? await summaryOf(db, grouping.id) : null,
    language: user.language,
  };
}
