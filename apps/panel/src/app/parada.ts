import { createParada, type KeyValueStorage, type Parada } from '@parada/core';

/** localStorage, or memory when the browser refuses it (private mode, blocked storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__parada_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
}

/** The browser's download: a temporary link to the blob, clicked and thrown away. */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface PanelParada extends Parada {
  storage: KeyValueStorage;
}

/** One store and API client for the page, speaking the language i18n currently shows. */
export function createPanelParada(options: {
  apiUrl: string;
  getLanguage: () => string;
  storage?: KeyValueStorage;
}): PanelParada {
  const storage = options.storage ?? browserStorage();
  const parada = createParada({
    baseUrl: options.apiUrl,
    storage,
    reload: () => window.location.reload(),
    saveFile,
    getLanguage: options.getLanguage,
  });
  return { ...parada, storage };
}
