import { Box, Heading, Table, chakra } from '@chakra-ui/react';
import type { ReportDay } from '@parada/core';
import { useLanguage } from '@parada/ui';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../i18n/console-i18n';

export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
  dashed?: boolean;
  value: (day: ReportDay) => number | null;
}

/** Hidden from sight, read by screen readers: the chart's figures as a table. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

/**
 * One chart of the reports, by day: stacked bars and lines (recharts), and the same figures
 * in a table that only screen readers (and tests) read, captioned with the chart's title.
 * `plot` turns a figure into what the chart draws (cents into currency units).
 */
export function ReportChart({
  id,
  title,
  days,
  bars,
  lines,
  format,
  plot = (value) => value,
}: {
  id: string;
  title: string;
  days: readonly ReportDay[];
  bars: readonly ChartSeries[];
  lines: readonly ChartSeries[];
  format: (value: number | null) => string;
  plot?: (value: number | null) => number | null;
}) {
  const { t } = useT();
  const language = useLanguage();
  const all = [...bars, ...lines];
  const dayLabel = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const labelOf = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  const data = days.map((day) => ({
    date: labelOf(day.date),
    ...Object.fromEntries(all.map((series) => [series.key, plot(series.value(day))])),
  }));
  const tooltipValue = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language) : String(value ?? '—');

  return (
    <Box
      as="figure"
      aria-labelledby={`${id}-title`}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '3', md: '4' }}
      m="0"
      position="relative"
    >
      <Heading as="h2" size="md" id={`${id}-title`} mb="3">
        {title}
      </Heading>
      <Box h={{ base: '260px', md: '300px' }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={data}
            margin={{ top: 4, right: 8, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis tick={{ fontSize: 12 }} width={44} allowDecimals={bars.length === 0} />
            <Tooltip formatter={tooltipValue} />
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              // The names in the text colour: a series' own colour is too light as text.
              formatter={(value) => <span style={{ color: '#24292f' }}>{value}</span>}
            />
            {bars.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stackId="stack"
                fill={series.colour}
                isAnimationActive={false}
              />
            ))}
            {lines.map((series) => (
              <Line
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stroke={series.colour}
                strokeWidth={2}
                strokeDasharray={series.dashed ? '5 4' : undefined}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      <chakra.div css={visuallyHidden}>
        <Table.Root size="sm">
          <Table.Caption>{t('report_desk.data_table', { chart: title })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('report_desk.day')}</Table.ColumnHeader>
              {all.map((series) => (
                <Table.ColumnHeader key={series.key} scope="col">
                  {series.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.date} data-date={day.date}>
                <Table.ColumnHeader scope="row">{day.date}</Table.ColumnHeader>
                {all.map((series) => (
                  <Table.Cell key={series.key}>{format(series.value(day))}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </chakra.div>
    </Box>
  );
}
