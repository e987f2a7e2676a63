import type { ChangeEvent, FormEvent } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import { CameraIcon } from '../widgets/icons';
import type { QrScannerProps } from './qr-scanner';
import { useT } from '../i18n/use-t';

type CameraState = 'starting' | 'scanning' | 'unavailable';

/**
 * The camera half of the QR scanner (loaded lazily with jsQR). Frames are decoded on a
 * canvas; the first code found is handed over and the camera is released. A typed code
 * always works too, and is the only way when the camera is refused or absent.
 */
export default function QrScannerView({ onCode, mediaDevices }: QrScannerProps) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const devices =
      mediaDevices ?? (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);
    if (!devices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scan = () => {
      const element = video.current;
      if (stopped || !element || !context) return;
      if (element.readyState >= element.HAVE_ENOUGH_DATA && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(image.data, image.width, image.height, {
          inversionAttempts: 'dontInvert',
        });
        if (found?.data) {
          stop();
          onCode(found.data);
          return;
        }
      }
      frame = requestAnimationFrame(scan);
    };
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };

    devices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        setState('scanning');
        frame = requestAnimationFrame(scan);
      })
      .catch(() => setState('unavailable'));
    return stop;
  }, [mediaDevices, onCode]);

  const submit = () => {
    const code = typed.trim();
    if (!code) {
      setError(t('validation.code_user'));
      return;
    }
    setError(null);
    onCode(code);
  };

  return (
    <Stack gap="4">
      <Box
        position="relative"
        borderRadius="l3"
        overflow="hidden"
        bg="gray.900"
        aspectRatio={4 / 3}
        display={state === 'unavailable' ? 'none' : 'block'}
      >
        <chakra.video
          ref={video}
          muted
          playsInline
          aria-label={t('qr.scanner_label')}
          width="100%"
          height="100%"
          objectFit="cover"
        />
        <Box
          position="absolute"
          inset="15%"
          borderWidth="3px"
          borderColor="whiteAlpha.800"
          borderRadius="l3"
          pointerEvents="none"
        />
        {state === 'starting' && (
          <Text
            position="absolute"
            inset="0"
            display="grid"
            placeItems="center"
            color="white"
            role="status"
          >
            {t('qr.starting')}
          </Text>
        )}
      </Box>
      {state === 'unavailable' && (
        <HStack gap="3" p="4" borderRadius="l3" bg="bg.canvas" role="status">
          <CameraIcon color="fg.muted" boxSize="6" />
          <Text color="fg.muted">{t('qr.camera_denied')}</Text>
        </HStack>
      )}
      <chakra.form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit();
        }}
      >
        <HStack align="flex-end" gap="3">
          <Field.Root invalid={Boolean(error)} flex="1">
            <Field.Label>{t('qr.type_code')}</Field.Label>
            <Input
              size="lg"
              bg="bg"
              value={typed}
              autoComplete="off"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button
            type="submit"
            size="lg"
            colorPalette="brand"
            alignSelf={error ? 'center' : 'flex-end'}
          >
            {t('qr.use_code')}
          </Button>
        </HStack>
      </chakra.form>
    </Stack>
  );
}
