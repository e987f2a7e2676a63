import type { Db } from '../../db/database';
import { insertAuditEntry, type AuditEntry } from './repository';

export type { AuditEntry };

/**
 * Records one change an operator's person made, in the transaction that makes it: the
 * entry and the change are written together or not at all.
 */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(trx, entry);
}
