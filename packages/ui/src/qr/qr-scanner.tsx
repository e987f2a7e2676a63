import { Skeleton } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

export interface QrScannerProps {
  /** Called once with the scanned or typed code. */
  onCode: (code: string) => void;
  /** The browser's camera access; injectable for tests and stories. */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

// The camera loop and jsQR load only when a scanner is on screen.
const QrScannerView = lazy(() => import('./qr-scanner-view'));

/** Reads a QR code with the camera, or takes the code typed (wallet transfers, spec §1). */
export function QrScanner(props: QrScannerProps) {
  return (
    <Suspense fallback={<Skeleton height="64" borderRadius="l3" />}>
      <QrScannerView {...props} />
    </Suspense>
  );
}
