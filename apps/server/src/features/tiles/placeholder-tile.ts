import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;
const GRID = 64;
const PAPER = [0xee, 0xf0, 0xf3];
const LINE = [0xd9, 0xde, 0xe4];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The tile shown where the map server cannot be reached: light paper with a faint grid,
 * so the map still reads as a map (route, stops and car are drawn on top) and the browser
 * never logs a failed image. A real PNG, encoded here once.
 */
function encodePlaceholder(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const colour = x % GRID === 0 || y % GRID === 0 ? LINE : PAPER;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let placeholder: Buffer | undefined;
export const placeholderTile = (): Buffer => (placeholder ??= encodePlaceholder());
