/** What a schema's `safeParse` answers, as far as its issues go. */
interface ParseResult {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

/**
 * A parse's issues as a form shows them, `{ 'field.path': 'message.key' }` (none when it
 * passed): a schema test compares every broken field and its message at once.
 */
export const issuesByField = (result: ParseResult): Record<string, string> =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((item) => [item.path.join('.'), item.message]),
  );
