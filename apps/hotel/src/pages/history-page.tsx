import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Heading, Stack } from '@chakra-ui/react';
import { hotelActions, selectHistory } from '@parada/core';
import { HotelHistoryLayout, ServicesTable, useRequestsInFlight } from '@parada/ui';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../app/paths';

/**
 * hotel_history (spec §2): Back to /hotel, 'Historico de servicios', the hotel's finished
 * services, reloaded every 40 s by the hotel saga while the page is open.
 */
export default function HistoryPage() {
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const history = useSelector(selectHistory);
  useEffect(() => {
    dispatch(hotelActions.historyOpened());
    return () => {
      dispatch(hotelActions.historyClosed());
    };
  }, [dispatch]);
  return (
    <HotelHistoryLayout backHref={pathOf('hotel_home')} requestsInFlight={useRequestsInFlight()}>
      <Stack gap="4" maxW="6xl" mx="auto" width="full">
        {/* The bar shows the title; the page's own heading is for screen readers' outline. */}
        <Heading as="h1" srOnly>
          {t('hotel.history_title')}
        </Heading>
        <ServicesTable
          services={history.items}
          loading={history.status === 'pending' && history.items.length === 0}
          error={history.status === 'failed' ? t('error.generic') : null}
          onRetry={() => dispatch(hotelActions.historyOpened())}
          caption={t('hotel.history_title')}
        />
      </Stack>
    </HotelHistoryLayout>
  );
}
