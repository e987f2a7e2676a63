import { Button, Field, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { EMPLOYEE_PDF_LIMIT, FINAL_STATUS_CODES, statusNameKey } from '@parada/core';
import {
  selectHistory,
  selectStartRoute,
  documentFlows,
  ridesActions,
  type HistoryFilters,
} from '@parada/core/store';
import {
  DateField,
  RidesTable,
  notify,
  useFlow,
  useOutcome,
  useStartDateFilter,
  useAppDispatch,
  useAppSelector,
} from '@parada/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useRideActions } from './ride-actions';
import { RidesScreen } from './rides-ui';
import { SharedTrip } from './shared-trip';
import { useT } from '../../i18n/panel-i18n';

/** /history: my trips; with ?token=… the trip someone shared instead. */
export default function HistoryPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SharedTrip token={token} /> : <MyTrips />;
}

/** Whether a mount of My trips has taken the list the visit's start asked for. */
let startServed = false;

/** Finished trips, newest first, 10 a page (core's saga), with filters and services.pdf. */
function MyTrips() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  const pdf = useFlow(documentFlows.pdf);
  const { open, dialogs } = useRideActions();
  const startDate = useStartDateFilter(history.filters.start_date ?? '');
  const [status, setStatus] = useState(history.filters.status?.toString() ?? '');

  // A visit that started at this page has asked already (core's session sagas, often
  // answered before the page is here): its first mount takes that answer, later ones ask.
  const startRoute = useAppSelector(selectStartRoute);
  const [askedBefore] = useState(
    () => !startServed && startRoute === 'history' && history.status !== 'idle',
  );
  useEffect(() => {
    startServed = true;
    if (!askedBefore) dispatch(ridesActions.historyRequested());
  }, [dispatch, askedBefore]);

  useOutcome(pdf.outcome, (outcome) => {
    if (!outcome.ok) notify.error(t('services.pdf_failed'), outcome.message);
  });

  const apply = (filters: HistoryFilters) => dispatch(ridesActions.historyRequested({ filters }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = startDate.read();
    if (filters) apply({ ...filters, ...(status ? { status: Number(status) } : {}) });
  };
  const clear = () => {
    startDate.clear();
    setStatus('');
    apply({});
  };

  const { offset, limit, total, items } = history;
  const loading = history.status === 'pending' || history.status === 'idle';
  const page = (next: number) => dispatch(ridesActions.historyRequested({ offset: next }));

  return (
    <RidesScreen
      title={t('route.history')}
      aside={
        <Stack gap="1" align={{ base: 'flex-start', sm: 'flex-end' }}>
          <Button
            colorPalette="brand"
            variant="outline"
            loading={pdf.status === 'pending'}
            onClick={() => dispatch(documentFlows.pdf.trigger())}
            aria-describedby="history-pdf-help"
          >
            {t('services.pdf')}
          </Button>
          <Text id="history-pdf-help" fontSize="xs" color="fg.muted">
            {t('services.pdf_help', { count: EMPLOYEE_PDF_LIMIT })}
          </Text>
        </Stack>
      }
    >
      <chakra.form
        onSubmit={submit}
        noValidate
        aria-label={t('services.filters')}
        bg="bg"
        borderRadius="l3"
        borderWidth="1px"
        p={{ base: '4', md: '5' }}
      >
        {/* Fields align on their tops so the labels share a line; the buttons sit at the foot. */}
        <HStack gap="4" align="flex-start" wrap="wrap">
          <Stack flex="1 1 12rem">
            <DateField label={t('services.from_date')} {...startDate.field} />
          </Stack>
          <Field.Root flex="1 1 12rem">
            <Field.Label>{t('services.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="status"
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value)}
              >
                <option value="">{t('services.status_all')}</option>
                {FINAL_STATUS_CODES.map((code) => (
                  <option key={code} value={code}>
                    {t(statusNameKey(code))}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack gap="2" flex={{ base: '1 1 100%', md: '0 0 auto' }} alignSelf="flex-end">
            <Button type="submit" colorPalette="brand" flex={{ base: '1', md: 'none' }}>
              {t('actions.apply')}
            </Button>
            <Button variant="ghost" onClick={clear} flex={{ base: '1', md: 'none' }}>
              {t('services.clear_filters')}
            </Button>
          </HStack>
        </HStack>
      </chakra.form>

      {history.status === 'loaded' && items.length === 0 ? (
        <Text
          textAlign="center"
          py="10"
          color="fg.muted"
          bg="bg"
          borderRadius="l3"
          borderWidth="1px"
          borderStyle="dashed"
        >
          {t('services.no_history')}
        </Text>
      ) : (
        <RidesTable
          rides={items}
          loading={loading}
          error={history.status === 'failed' ? t('table.error', { ns: 'ui' }) : null}
          onRetry={() => dispatch(ridesActions.historyRequested())}
          caption={t('services.history_caption')}
          onDetails={open.details}
          onResend={open.resend}
          onReceipt={open.receipt}
        />
      )}

      {total > limit && (
        <chakra.nav aria-label={t('list.pages')}>
          <HStack justify="space-between" gap="3">
            <Button
              variant="outline"
              disabled={offset === 0 || loading}
              onClick={() => page(Math.max(0, offset - limit))}
            >
              {t('services.previous')}
            </Button>
            <Text color="fg.muted" aria-live="polite">
              {t('list.range', {
                from: offset + 1,
                to: Math.min(offset + limit, total),
                total,
              })}
            </Text>
            <Button
              variant="outline"
              disabled={offset + limit >= total || loading}
              onClick={() => page(offset + limit)}
            >
              {t('services.next')}
            </Button>
          </HStack>
        </chakra.nav>
      )}
      {dialogs}
    </RidesScreen>
  );
}
