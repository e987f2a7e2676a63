import type { Db } from '../../db/database';
import { insertUpload } from '../uploads/repository';
import { uploadUrl } from '../uploads/service';

/**
 * The demo groupings' logos and favicons: small SVGs drawn here (shapes only, no text, so
 * no font is needed), stored as uploads the server already serves. Uploaded files are
 * never SVG (they could carry script); these are the project's own.
 */
const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`,
  );

/** A "P" with a bowl, cut out of the tile (even-odd). */
const LETTER_P = 'M22 22h13a10 10 0 0 1 0 20h-6v10h-7zM29 29v6h6a3 3 0 0 0 0-6z';
/** A taxi roof sign above the letter. */
const ROOF_SIGN = (color: string) =>
  `<rect x="20" y="8" width="24" height="9" rx="3" fill="${color}"/>`;

const DRAWINGS = {
  demo: {
    logo: svg(
      `<rect width="64" height="64" rx="14" fill="#8b2e98"/>${ROOF_SIGN('#15aeb4')}` +
        `<path d="${LETTER_P}" fill="#fff" fill-rule="evenodd"/>`,
    ),
    favicon: svg(
      `<rect width="64" height="64" rx="14" fill="#8b2e98"/>` +
        `<path d="M18 12h17a16 16 0 0 1 0 32h-6v10H18zM29 22v12h6a6 6 0 0 0 0-12z" fill="#fff" fill-rule="evenodd"/>`,
    ),
  },
  hotel: {
    logo: svg(
      `<rect width="64" height="64" rx="14" fill="#15aeb4"/>${ROOF_SIGN('#8b2e98')}` +
        `<path d="M18 22h8v10h12V22h8v30h-8V39H26v13h-8z" fill="#fff"/>`,
    ),
    favicon: svg(
      `<rect width="64" height="64" rx="14" fill="#15aeb4"/>` +
        `<path d="M14 12h10v16h16V12h10v40H40V37H24v15H14z" fill="#fff"/>`,
    ),
  },
  other: {
    logo: svg(
      `<rect width="64" height="64" rx="14" fill="#1d4ed8"/>${ROOF_SIGN('#f59e0b')}` +
        `<circle cx="32" cy="38" r="12" fill="none" stroke="#fff" stroke-width="7"/>`,
    ),
    favicon: svg(
      `<rect width="64" height="64" rx="14" fill="#1d4ed8"/>` +
        `<circle cx="32" cy="32" r="17" fill="none" stroke="#f59e0b" stroke-width="9"/>`,
    ),
  },
} as const;

export type BrandName = keyof typeof DRAWINGS;

/** Stores a grouping's drawings and answers the URLs its logo and favicon columns take. */
export async function seedBrand(
  db: Db,
  name: BrandName,
): Promise<{ logo: string; favicon: string }> {
  const urls = { logo: '', favicon: '' };
  for (const kind of ['logo', 'favicon'] as const) {
    // A fixed key: the demo's URLs stay the same across seeds (and in the README).
    const key = `brand-${name}-${kind}-demo-svg`.padEnd(24, '0');
    await insertUpload(db, {
      key,
      owner_id: null,
      mime: 'image/svg+xml',
      bytes: DRAWINGS[name][kind],
    });
    urls[kind] = uploadUrl(key);
  }
  return urls;
}
