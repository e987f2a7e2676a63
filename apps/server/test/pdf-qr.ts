import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';

/** A grey PGM (P5) image as RGBA pixels, as jsQR reads them. */
function pgmToRgba(file: Buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a PGM image');
  const [whole, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const grey = file.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba.set([grey[i]!, grey[i]!, grey[i]!, 255], i * 4);
  }
  return { rgba, width, height };
}

/**
 * What each page of a PDF shows in a QR code, as a phone would read it: poppler renders
 * every page to an image (grey, 100 dpi) and jsQR decodes it; null for a page without one.
 */
export function qrCodesOfPdf(pdf: Buffer): (string | null)[] {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-qr-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', '100', '-', join(folder, 'page')], { input: pdf });
    return readdirSync(folder)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => {
        const { rgba, width, height } = pgmToRgba(readFileSync(join(folder, name)));
        return jsQR(rgba, width, height)?.data ?? null;
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
