/** Image types accepted for avatars, logos and commerce pictures, told by their first bytes. */
const SIGNATURES: Array<{ mime: string; test: (b: Buffer) => boolean }> = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * The MIME type of an uploaded image by content, never by the client's claim; SVG is not
 * accepted because it can carry script.
 */
export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.mime ?? null;
}
