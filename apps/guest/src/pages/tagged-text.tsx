import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text whose words `<name>…</name>` are drawn by `components[name]` (its children are
 * the words), the rest as plain text: what react-i18next's `Trans` did for the sign-up's
 * terms sentence, without its HTML parser on the room card's first screen.
 * Tags do not nest; a tag with no component is shown as its words alone.
 */
export function taggedText(
  text: string,
  components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length, children: words })
      ) : (
        <Fragment key={parts.length}>{words}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
