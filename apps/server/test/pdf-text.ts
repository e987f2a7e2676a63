import { execFileSync } from 'node:child_process';

/**
 * The text a PDF shows, as poppler's pdftotext reads it (layout kept, so a row's cells
 * stay on one line): what a reader would see, not what the generator meant to write.
 */
export function pdfToText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/g, ' ');
}
