import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server over UDP on 127.0.0.1 that answers TXT questions from a table (RFC 1035
 * wire format: the header, the question copied back, one answer per string), and NXDOMAIN
 * for any name it does not hold. Enough for node:dns's Resolver to talk to it.
 */
export async function startDnsStandIn() {
  const txt = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (query.length < 12) return;
    let offset = 12;
    const labels: string[] = [];
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset]!;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    const type = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    const values = type === 16 ? (txt.get(name) ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(txt.has(name) ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    const answers = values.map((value) => {
      const data = Buffer.from(value, 'utf8');
      const record = Buffer.alloc(12);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(16, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(data.length + 1, 10);
      return Buffer.concat([record, Buffer.from([data.length]), data]);
    });
    const answer = Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
    socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    txt,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
