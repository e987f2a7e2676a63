import { useEffect } from 'react';
import { useAppDispatch } from '@parada/ui';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { guestsActions, ridesActions } from '@parada/core/store';
import { pathOf } from '../app/paths';
import { GuestRideForm } from './guest-ride-form';
import { GuestRideLists } from './guest-ride-lists';
import { useT } from '../i18n/guest-i18n';

/**
 * The guest's home: their rides under way (live, with the car on the map),
 * booked for later and done, read from the server so a reload or another tab shows them
 * too; and the request form, starting at the hotel's door.
 */
export default function RidePage() {
  const dispatch = useAppDispatch();
  const { t } = useT();

  useEffect(() => {
    dispatch(guestsActions.stayRequested());
    dispatch(ridesActions.refreshRequested());
    dispatch(ridesActions.historyRequested());
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="2xl" mx="auto" width="full">
      <Heading as="h1" size="2xl">
        {t('ride.yours')}
      </Heading>
      <GuestRideLists />
      <GuestRideForm />
      <Box>
        <Button colorPalette="brand" asChild variant="outline">
          <RouterLink to={pathOf('club')}>{t('ride.club_link')}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}
