import { useMemo, useState } from 'react';
import { Global } from '@emotion/react';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_ROOM_CARDS, guestSignupUrl, parseRoomList } from '@parada/core';
import { selectConfiguration, selectHotelSettings } from '@parada/core/store';
import { QrCode, TextField, useAppSelector } from '@parada/ui';
import { useT } from '../i18n/hotel-i18n';

/**
 * Paper: only the cards print, two by three on A4, each kept whole on its page. The app's
 * frame (bar, drawer, form) is marked data-print-hide or lies outside the cards' section.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  #room-cards, #room-cards * { visibility: visible; }
  #room-cards { position: absolute; inset: 0; display: grid !important;
    grid-template-columns: 1fr 1fr; gap: 8mm; }
  #room-cards article { break-inside: avoid; border: 1px solid #999; }
}
`;

/** Printable QR cards, one per room, each leading to the guest signup for that room. */
export default function QrCardsPage() {
  const { t } = useT();
  const settings = useAppSelector(selectHotelSettings);
  const configuration = useAppSelector(selectConfiguration);
  const [text, setText] = useState('101-104, 214');
  const list = useMemo(() => parseRoomList(text), [text]);
  const guestDomain = settings?.guest_domain ?? null;
  const hotelName = settings?.name ?? configuration?.name ?? '';

  return (
    <Stack gap="6" maxW="6xl" mx="auto" width="full">
      <Global styles={PRINT_CSS} />
      <Heading as="h1" size="2xl">
        {t('qr.title')}
      </Heading>
      <Stack gap="3" maxW="xl">
        <TextField
          label={t('qr.rooms')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('qr.rooms_help')}
          error={
            list.invalid.length > 0 ? t('qr.invalid', { entries: list.invalid.join(', ') }) : null
          }
        />
        {list.truncated ? (
          <Text color="fg.muted">{t('qr.truncated', { max: MAX_ROOM_CARDS })}</Text>
        ) : null}
        <HStack gap="4">
          <Button
            colorPalette="brand"
            onClick={() => window.print()}
            disabled={!guestDomain || list.rooms.length === 0}
          >
            {t('qr.print')}
          </Button>
          <Text color="fg.muted">{t('qr.count', { count: list.rooms.length })}</Text>
        </HStack>
      </Stack>
      {settings && !guestDomain ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('qr.no_guest_app')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {settings && guestDomain ? (
        <SimpleGrid id="room-cards" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {list.rooms.map((room) => (
            <Box
              as="article"
              key={room}
              bg="white"
              color="gray.900"
              borderWidth="1px"
              borderRadius="l3"
              p="5"
              textAlign="center"
            >
              <Stack gap="3" align="center">
                <Text fontSize="sm" fontWeight="medium">
                  {hotelName}
                </Text>
                <Heading as="h2" size="xl">
                  {t('qr.card_room', { room })}
                </Heading>
                <QrCode
                  size={160}
                  value={guestSignupUrl({
                    protocol: window.location.protocol,
                    port: window.location.port,
                    guestDomain,
                    token: settings.guest_token,
                    room,
                  })}
                  alt={t('qr.card_room', { room })}
                />
                <Text fontSize="sm">{t('qr.card_text')}</Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
