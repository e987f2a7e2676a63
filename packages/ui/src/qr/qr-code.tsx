import { Box, Image, Skeleton } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

export interface QrCodeProps {
  /** What the code encodes (a user code for wallet transfers, a signup link). */
  value: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  /** Overrides the alternative text ("QR code for …"). */
  alt?: string;
}

/** A QR code drawn as SVG (sharp at any size), dark on white so every phone can read it. */
export function QrCode({ value, size = 200, alt }: QrCodeProps) {
  const { t } = useT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => {
        if (current) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      })
      .catch(() => {
        if (current) setSvg(null);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box p="3" bg="white" borderRadius="l3" borderWidth="1px" width="fit-content">
      {svg ? (
        <Image
          src={svg}
          alt={alt ?? t('qr.code_alt', { value })}
          width={`${size}px`}
          height={`${size}px`}
        />
      ) : (
        <Skeleton width={`${size}px`} height={`${size}px`} />
      )}
    </Box>
  );
}
