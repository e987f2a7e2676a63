import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@parada/ui';
import { Navigate } from 'react-router';
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { hotelActions, selectConfiguration, selectHotelSettings } from '@parada/core/store';
import { pathOf } from '../app/paths';
import { KioskExit } from './kiosk-exit';
import { useKioskOpen } from './use-kiosk-open';
import { useT } from '../i18n/hotel-i18n';

/** hotelcab_closed: the kiosk outside its hours; it reopens by itself when the hour comes. */
export default function ClosedPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const configuration = useAppSelector(selectConfiguration);
  const settings = useAppSelector(selectHotelSettings);
  const open = useKioskOpen(settings);
  useEffect(() => {
    dispatch(hotelActions.settingsRequested());
  }, [dispatch]);
  if (open) return <Navigate to={pathOf('hotelcab')} replace />;
  if (open === null) return <Spinner size="lg" m="10" />;
  const hours = settings?.opening_hours;
  return (
    <Box
      as="main"
      minH="100dvh"
      bg="bg.canvas"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
    >
      <Stack gap="5" textAlign="center" maxW="2xl">
        {configuration ? (
          <Text fontSize="xl" color="fg.muted">
            {configuration.name}
          </Text>
        ) : null}
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {t('closed.title')}
        </Heading>
        {hours ? (
          <Text fontSize={{ base: 'xl', md: '2xl' }}>{t('closed.hours', hours)}</Text>
        ) : null}
        <Text fontSize="lg" color="fg.muted">
          {t('closed.help')}
        </Text>
        <Box>
          <KioskExit />
        </Box>
      </Stack>
    </Box>
  );
}
