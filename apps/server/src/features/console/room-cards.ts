import { guestSignupUrl, type Language } from '@parada/core';
import QRCode from 'qrcode';
import { pdfSafe, renderPdf } from '../billing/pdf-layout';

const WORDS = {
  en: {
    title: 'Room cards of {{hotel}}',
    room: 'Room {{room}}',
    scan: 'Scan with your phone camera to sign up and book a taxi to this room’s hotel.',
  },
  ca: {
    title: 'Targetes d’habitació de {{hotel}}',
    room: 'Habitació {{room}}',
    scan: 'Escaneja amb la càmera del mòbil per registrar-te i demanar un taxi des de l’hotel.',
  },
  es: {
    title: 'Tarjetas de habitación de {{hotel}}',
    room: 'Habitación {{room}}',
    scan: 'Escanea con la cámara del móvil para registrarte y pedir un taxi desde el hotel.',
  },
} as const;

const say = (language: Language, key: keyof (typeof WORDS)['en'], values: Record<string, string>) =>
  WORDS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

export interface RoomCardSheet {
  hotel: string;
  token: string;
  guestDomain: string;
  /** Where the guest app answers: the scheme and port the console is reached on. */
  protocol: string;
  port: string;
  rooms: string[];
  language: Language;
}

/** Each room's guest sign-up link, as its card's QR code carries it. */
export const roomCardUrls = (sheet: RoomCardSheet) =>
  sheet.rooms.map((room) =>
    guestSignupUrl({
      protocol: sheet.protocol,
      port: sheet.port,
      guestDomain: sheet.guestDomain,
      token: sheet.token,
      room,
    }),
  );

/**
 * Draws a QR code as filled squares, `size` points wide with its four-module quiet zone:
 * vector, so it prints sharp at any size and costs the PDF a few hundred bytes (a PNG per
 * page cost seconds for a sheet of 300, decoded and compressed again by pdfkit).
 */
function drawQr(doc: PDFKit.PDFDocument, url: string, left: number, top: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per run of dark modules along the row.
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(
          left + (quiet + start) * cell,
          top + (quiet + row) * cell,
          (col - start) * cell,
          cell,
        );
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}

/**
 * Printable room cards: one A4 page per room with the hotel's name, the room in words and
 * the QR code of the room's guest sign-up link, with the link written under it for a phone
 * that cannot scan.
 */
export async function roomCardsPdf(sheet: RoomCardSheet): Promise<Buffer> {
  const urls = roomCardUrls(sheet);
  return renderPdf(
    'portrait',
    (doc) => {
      sheet.rooms.forEach((room, index) => {
        if (index > 0) doc.addPage();
        const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
        const left = doc.page.margins.left;
        doc.font('Helvetica-Bold').fontSize(28).text(pdfSafe(sheet.hotel), left, 80, {
          width,
          align: 'center',
        });
        doc
          .moveDown(0.4)
          .font('Helvetica-Bold')
          .fontSize(44)
          .text(pdfSafe(say(sheet.language, 'room', { room })), { width, align: 'center' });
        const size = 300;
        const top = doc.y + 30;
        drawQr(doc, urls[index]!, left + (width - size) / 2, top, size);
        doc
          .font('Helvetica')
          .fontSize(14)
          .text(pdfSafe(say(sheet.language, 'scan', {})), left + 40, top + size + 30, {
            width: width - 80,
            align: 'center',
          });
        doc
          .moveDown(0.8)
          .fontSize(9)
          .fillColor('#555555')
          .text(pdfSafe(urls[index]!), { width: width - 80, align: 'center' })
          .fillColor('#000000');
      });
    },
    { title: say(sheet.language, 'title', { hotel: sheet.hotel }), language: sheet.language },
  );
}
