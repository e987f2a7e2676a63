import {
  CONTENT_KEYS,
  LANGUAGES,
  hexColorSchema,
  normalizeHex,
  type AdminGrouping,
  type Content,
  type GroupingColors,
  type GroupingUpdate,
  type Language,
} from '@parada/core';

/** The colours an operator sets, in the order the brand page shows them. */
export const COLOR_KEYS = [
  'main_color',
  'secondary_color',
  'main_background_color',
  'menu_text_color',
  'top_text_color',
] as const satisfies readonly (keyof GroupingColors)[];
export type ColorKey = (typeof COLOR_KEYS)[number];

export const PAGE_KEYS = [
  CONTENT_KEYS.help,
  CONTENT_KEYS.conditions,
  CONTENT_KEYS.privacy,
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

type PerLanguage<T> = Record<Language, T>;
export interface PageText {
  title: string;
  body: string;
}

/** What the brand page edits before saving: the preview draws exactly this. */
export interface BrandDraft {
  name: PerLanguage<string>;
  title: PerLanguage<string>;
  colors: Record<ColorKey, string>;
  pages: Record<PageKey, PerLanguage<PageText>>;
}

const perLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as PerLanguage<T>;

/**
 * A text per language as stored: one plain text serves every language until the operator
 * writes them apart, so each language starts from it.
 */
function textsOf(grouping: AdminGrouping, field: 'name' | 'title'): PerLanguage<string> {
  const texts = grouping.texts[field];
  const plain = grouping[field] ?? '';
  return perLanguage((language) => (texts ? (texts[language] ?? '') : plain));
}

export function draftOf(
  grouping: AdminGrouping,
  pages: Partial<Record<PageKey, Content[]>>,
): BrandDraft {
  return {
    name: textsOf(grouping, 'name'),
    title: textsOf(grouping, 'title'),
    colors: Object.fromEntries(COLOR_KEYS.map((key) => [key, grouping[key]])) as Record<
      ColorKey,
      string
    >,
    pages: Object.fromEntries(
      PAGE_KEYS.map((key) => [
        key,
        perLanguage((language) => {
          const page = pages[key]?.find((row) => row.language === language);
          return { title: page?.title ?? '', body: page?.body ?? '' };
        }),
      ]),
    ) as BrandDraft['pages'],
  };
}

/** The languages written, trimmed; none written is null (the field is left as it is). */
function written(texts: PerLanguage<string>): Partial<PerLanguage<string>> | null {
  const out: Partial<PerLanguage<string>> = {};
  for (const language of LANGUAGES) {
    const value = texts[language].trim();
    if (value) out[language] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The grouping's fields that differ from what is stored, as PUT admin/agrupations takes them. */
export function groupingChanges(saved: BrandDraft, draft: BrandDraft): GroupingUpdate {
  const changes: GroupingUpdate = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(saved.name, draft.name)) {
    const name = written(draft.name);
    if (name) changes.name = name as GroupingUpdate['name'];
  }
  if (!same(saved.title, draft.title)) {
    changes.title = written(draft.title) as GroupingUpdate['title'];
  }
  for (const key of COLOR_KEYS) {
    if (saved.colors[key].toLowerCase() !== draft.colors[key].toLowerCase()) {
      changes[key] = draft.colors[key];
    }
  }
  return changes;
}

/** The pages (per language) that differ from what is stored and have a title and a text. */
export function pageChanges(saved: BrandDraft, draft: BrandDraft) {
  const changes: { key: PageKey; language: Language; title: string; body: string }[] = [];
  for (const key of PAGE_KEYS) {
    for (const language of LANGUAGES) {
      const before = saved.pages[key][language];
      const after = draft.pages[key][language];
      if (before.title === after.title && before.body === after.body) continue;
      if (!after.title.trim() || !after.body.trim()) continue;
      changes.push({ key, language, title: after.title.trim(), body: after.body });
    }
  }
  return changes;
}

/** The name the preview shows in `language`: its own, else the first written. */
export function nameIn(draft: BrandDraft, language: Language): string {
  return (
    draft.name[language].trim() ||
    LANGUAGES.map((other) => draft.name[other].trim()).find(Boolean) ||
    ''
  );
}

/** A hex colour as `<input type=color>` takes it (#rrggbb), or null while half typed. */
export const pickerValue = (value: string): string | null =>
  hexColorSchema.safeParse(value.trim()).success ? normalizeHex(value, '#000000') : null;
