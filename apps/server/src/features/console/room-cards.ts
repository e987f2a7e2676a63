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
 * Printable room cards: one A4 page per room with the hotel's name, the room in words and a
 * QR code (an image, so it prints sharp and a reader can scan it back) of the room's guest
 * sign-up link, with the link written under it for a phone that cannot scan.
 */
export async function roomCardsPdf(sheet: RoomCardSheet): Promise<Buffer> {
  const urls = roomCardUrls(sheet);
  const codes = await Promise.all(
    urls.map((url) =>
      QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }),
    ),
  );
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
        doc.image(codes[index]!, left + (width - size) / 2, top, { width: size, height: size });
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
