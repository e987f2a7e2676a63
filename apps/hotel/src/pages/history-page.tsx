import { useEffect, type FormEvent } from 'react';
import { Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { hotelActions, selectHistory, ridesActions } from '@parada/core/store';
import {
  DateField,
  HotelHistoryLayout,
  Pager,
  RidesTable,
  useRequestsInFlight,
  useStartDateFilter,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { pathOf } from '../app/paths';
import { useT } from '../i18n/hotel-i18n';

/**
 * hotel_history (spec §2): Back to /hotel, 'Historico de servicios', the hotel's finished
 * services, reloaded every 40 s by the hotel saga while the page is open; a page at a time
 * from a chosen date.
 */
export default function HistoryPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const history = useAppSelector(selectHistory);
  const startDate = useStartDateFilter();
  useEffect(() => {
    dispatch(hotelActions.historyOpened());
    return () => {
      dispatch(hotelActions.historyClosed());
    };
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = startDate.read();
    if (filters) dispatch(ridesActions.historyRequested({ filters }));
  };
  const clear = () => {
    startDate.clear();
    dispatch(ridesActions.historyRequested({ filters: {} }));
  };
  const { offset, limit, total, items } = history;
  const loading = history.status === 'pending' || history.status === 'idle';
  const page = (next: number) => dispatch(ridesActions.historyRequested({ offset: next }));

  return (
    <HotelHistoryLayout backHref={pathOf('hotel_home')} requestsInFlight={useRequestsInFlight()}>
      <Stack gap="4" maxW="6xl" mx="auto" width="full">
        {/* The bar shows the title; the page's own heading is for screen readers' outline. */}
        <Heading as="h1" srOnly>
          {t('hotel.history_title')}
        </Heading>
        <chakra.form
          onSubmit={submit}
          noValidate
          aria-label={t('history.filters')}
          bg="bg"
          borderRadius="l3"
          borderWidth="1px"
          p={{ base: '4', md: '5' }}
        >
          <HStack gap="4" align="flex-end" wrap="wrap">
            <Stack flex="1 1 12rem">
              <DateField label={t('history.from_date')} {...startDate.field} />
            </Stack>
            <HStack gap="2">
              <Button type="submit" colorPalette="brand">
                {t('actions.apply')}
              </Button>
              <Button variant="ghost" onClick={clear}>
                {t('history.clear')}
              </Button>
            </HStack>
          </HStack>
        </chakra.form>
        {history.status === 'loaded' && items.length === 0 ? (
          <Text textAlign="center" py="10" color="fg.muted">
            {t('history.empty')}
          </Text>
        ) : (
          <RidesTable
            rides={items}
            loading={loading && items.length === 0}
            error={history.status === 'failed' ? t('error.generic') : null}
            onRetry={() => dispatch(ridesActions.historyRequested())}
            caption={t('hotel.history_title')}
            audience="staff"
          />
        )}
        <Pager
          label={t('history.pages')}
          offset={offset}
          limit={limit}
          total={total}
          busy={loading}
          onPage={page}
        />
      </Stack>
    </HotelHistoryLayout>
  );
}
