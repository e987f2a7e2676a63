import { Box, Button, Grid, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import {
  formatCents,
  reportDays,
  reportGroupings,
  UNKNOWN_PAYMENT,
  type AdminGrouping,
  type RideReport,
  type RideReportQuery,
} from '@parada/core';
import { TextField, saveFile, textOf, useAppContext, useLanguage } from '@parada/ui';
import { isApiError } from '@parada/core/client';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useT } from '../i18n/console-i18n';
import { ReportChart, type ChartSeries } from './report-chart';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => {
  const day = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** Ride outcomes, each a colour of the stacked bars (AA against white, told apart). */
const OUTCOMES = [
  ['completed', '#1a7f37'],
  ['cancelled_by_client', '#bf8700'],
  ['cancelled_by_operator', '#cf222e'],
  ['cancelled_by_driver', '#8250df'],
  ['not_attended', '#57606a'],
] as const;
const METHOD_COLOURS = ['#0969da', '#1a7f37', '#bf8700', '#8250df', '#cf222e', '#57606a'];
const TIME_COLOURS = ['#0969da', '#cf222e', '#1a7f37', '#8250df'];

const minutes = (seconds: number | null | undefined) =>
  seconds == null ? null : Math.round(seconds / 6) / 10;

/**
 * Reports: per day and grouping, rides requested, completed and cancelled (by whom), the
 * time to assign a driver (median and 90th percentile) and revenue by payment method,
 * each a chart with its figures as a table for screen readers, and the same figures as CSV.
 */
export default function ReportsPage() {
  const { t } = useT();
  const language = useLanguage();
  const api = useAppContext().parada.api;
  const [groupings, setGroupings] = useState<AdminGrouping[]>([]);
  const [from, setFrom] = useState(() => isoDay(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => isoDay(Date.now() - DAY_MS));
  const [groupingId, setGroupingId] = useState('');
  const [query, setQuery] = useState<RideReportQuery | null>(null);
  const [report, setReport] = useState<RideReport | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    api.console.groupings().then(setGroupings, () => setGroupings([]));
  }, [api]);
  const queryOf = (): RideReportQuery => ({
    from,
    to,
    ...(groupingId ? { agrupation_id: Number(groupingId) } : {}),
  });
  useEffect(() => {
    setQuery(queryOf());
    // The first report is the default range's; later ones come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!query) return;
    // An older query's answer arriving late must not replace the newer one's.
    let current = true;
    setLoading(true);
    setErrors({});
    api.adminPricing
      .ridesReport(query)
      .then(
        (answer) => {
          if (current) setReport(answer);
        },
        (failure: unknown) => {
          if (!current) return;
          setReport(null);
          if (isApiError(failure)) {
            const found: Record<string, string> = {};
            for (const error of failure.errors)
              found[error.field || 'form'] = textOf(t, error.message);
            if (Object.keys(found).length === 0) found.form = textOf(t, failure.message);
            setErrors(found);
          } else {
            setErrors({ form: t('error.generic') });
          }
        },
      )
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [api, query, t]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setQuery(queryOf());
  };
  const download = async () => {
    if (!query) return;
    const file = await api.adminPricing.ridesReportCsv(query);
    saveFile(file, `rides-${query.from}-${query.to}.csv`);
  };

  const days = useMemo(() => (report ? reportDays(report) : []), [report]);
  const shownGroupings = useMemo(() => (report ? reportGroupings(report) : []), [report]);
  const currency = report?.currency ?? 'EUR';
  const methodName = (method: string) =>
    method === UNKNOWN_PAYMENT
      ? t('report_desk.revenue.unknown')
      : t(`payment.method.${method}`, { defaultValue: method });
  const count = (value: number | null) => (value == null ? '—' : value.toLocaleString(language));
  const money = (value: number | null) =>
    value == null ? '—' : formatCents(value, currency, language);
  const time = (value: number | null) =>
    value == null
      ? '—'
      : value.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const rideSeries: ChartSeries[] = OUTCOMES.map(([key, colour]) => ({
    key,
    name: t(`report_desk.rides.${key}`),
    colour,
    value: (day) => day[key],
  }));
  const requestedSeries: ChartSeries = {
    key: 'requested',
    name: t('report_desk.rides.requested'),
    colour: '#24292f',
    value: (day) => day.requested,
  };
  const several = shownGroupings.length > 1;
  const timeSeries: ChartSeries[] = shownGroupings.flatMap((grouping, index) =>
    (['median', 'p90'] as const).map((kind) => ({
      key: `${kind}_${grouping.id}`,
      name: several
        ? `${t(`report_desk.assign.${kind}`)} · ${grouping.name}`
        : t(`report_desk.assign.${kind}`),
      colour: TIME_COLOURS[index % TIME_COLOURS.length]!,
      dashed: kind === 'p90',
      value: (day) => minutes(day.assign[grouping.id]?.[kind]),
    })),
  );
  const revenueSeries: ChartSeries[] = (report?.payment_methods ?? []).map((method, index) => ({
    key: `revenue_${method}`,
    name: methodName(method),
    colour: METHOD_COLOURS[index % METHOD_COLOURS.length]!,
    value: (day) => day.revenue[method] ?? 0,
  }));
  const totals = days.reduce(
    (sum, day) => ({
      requested: sum.requested + day.requested,
      completed: sum.completed + day.completed,
      cancelled:
        sum.cancelled +
        day.cancelled_by_client +
        day.cancelled_by_operator +
        day.cancelled_by_driver,
    }),
    { requested: 0, completed: 0, cancelled: 0 },
  );

  return (
    <Stack px={{ base: '3', md: '6' }} py="5" gap="5" maxW="8xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('route.reports')}
      </Heading>
      <chakra.form onSubmit={show} aria-label={t('route.reports')}>
        <Grid
          templateColumns={{ base: '1fr 1fr', md: '180px 180px minmax(0, 260px) auto auto' }}
          gap="3"
          alignItems="end"
          justifyContent="start"
        >
          <TextField
            label={t('report_desk.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={errors.from}
          />
          <TextField
            label={t('report_desk.to')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={errors.to}
          />
          <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
            <chakra.label
              htmlFor="report-grouping"
              fontSize="sm"
              fontWeight="medium"
              display="block"
              mb="1.5"
            >
              {t('report_desk.grouping')}
            </chakra.label>
            <chakra.select
              id="report-grouping"
              value={groupingId}
              onChange={(event) => setGroupingId(event.currentTarget.value)}
              borderWidth="1px"
              borderRadius="l2"
              h="11"
              px="2"
              w="full"
              bg="bg"
            >
              <option value="">{t('report_desk.all_groupings')}</option>
              {groupings.map((grouping) => (
                <option key={grouping.id} value={grouping.id}>
                  {grouping.name}
                </option>
              ))}
            </chakra.select>
            {errors.agrupation_id && (
              <Text color="fg.error" fontSize="sm">
                {errors.agrupation_id}
              </Text>
            )}
          </Box>
          <Button type="submit" loading={loading}>
            {t('report_desk.show')}
          </Button>
          <Button variant="outline" onClick={() => void download()} disabled={!report}>
            {t('report_desk.csv')}
          </Button>
        </Grid>
        {errors.form && (
          <Text color="fg.error" role="alert" mt="2">
            {errors.form}
          </Text>
        )}
      </chakra.form>

      {loading && !report && <Spinner alignSelf="center" aria-label={t('desk.loading')} />}
      {report && days.length === 0 && <Text color="fg.muted">{t('report_desk.empty')}</Text>}
      {report && days.length > 0 && (
        <>
          <Text role="status" fontWeight="medium">
            {t('report_desk.totals', totals)}
          </Text>
          <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="4">
            <Box gridColumn={{ xl: 'span 2' }}>
              <ReportChart
                id="chart-rides"
                title={t('report_desk.rides.title')}
                days={days}
                bars={rideSeries}
                lines={[requestedSeries]}
                format={count}
              />
            </Box>
            <ReportChart
              id="chart-assign"
              title={t('report_desk.assign.title')}
              days={days}
              bars={[]}
              lines={timeSeries}
              format={time}
            />
            <ReportChart
              id="chart-revenue"
              title={t('report_desk.revenue.title', { currency })}
              days={days}
              bars={revenueSeries}
              lines={[]}
              format={money}
              plot={(cents) => (cents == null ? null : cents / 100)}
            />
          </Grid>
        </>
      )}
    </Stack>
  );
}
