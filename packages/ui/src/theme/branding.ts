import { useEffect } from 'react';

/** What the configuration says about the browser tab (spec §1: favicon and title). */
export interface DocumentBranding {
  title?: string | null;
  favicon?: string | null;
}

/** Applies the grouping's title and favicon to the document, restoring them on unmount. */
export function useDocumentBranding({ title, favicon }: DocumentBranding): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    const previous = link.href;
    link.href = favicon;
    return () => {
      if (created) link.remove();
      else link.href = previous;
    };
  }, [favicon]);
}
