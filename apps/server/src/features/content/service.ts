import { FALLBACK_LANGUAGE, type Content, type Language } from '@parada/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContentKey, ContentsTable } from '../../db/schema';
import { renderMarkdown, sanitize } from '../../lib/html';
import { notFound } from '../../lib/http-error';
import * as groupings from '../groupings/repository';
import type { Grouping } from '../groupings/service';
import * as repo from './repository';

export function toContent(row: Selectable<ContentsTable>): Content {
  return {
    key: row.key,
    language: row.language,
    title: row.title,
    // Stored as the operator wrote it; made safe on the way out, every time.
    body: row.format === 'markdown' ? renderMarkdown(row.body) : sanitize(row.body),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A page of the request's grouping in its language. A grouping without the page uses its
 * parent's (a hotel shows its operator's conditions); a missing language falls back to
 * es, then to whatever language exists.
 */
export async function pageFor(db: Db, tenant: Grouping, key: ContentKey, language: Language) {
  let current: Grouping | undefined = tenant;
  for (let depth = 0; current && depth < 32; depth += 1) {
    const rows = await repo.findPage(db, current.id, key);
    const row =
      rows.find((r) => r.language === language) ??
      rows.find((r) => r.language === FALLBACK_LANGUAGE) ??
      rows[0];
    if (row) return toContent(row);
    current =
      current.parent_id != null ? await groupings.findById(db, current.parent_id) : undefined;
  }
  throw notFound();
}
