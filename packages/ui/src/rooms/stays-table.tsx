import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatMoney, type Stay } from '@parada/core';
import { useLanguage } from '../i18n/ui-i18n';
import { useT } from '../i18n/use-t';

export interface StaysTableProps {
  stays: Stay[];
  onOpen: (stay: Stay) => void;
  /** The stay shown beside the table, marked in it. */
  openId?: number | null;
}

/** The hotel's stays: room, guest, dates, rides, total and state, one row each. */
export function StaysTable({ stays, onOpen, openId }: StaysTableProps) {
  const { t } = useT();
  const language = useLanguage();
  if (stays.length === 0) return <Text color="fg.muted">{t('rooms.empty')}</Text>;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      tabIndex={0}
      role="region"
      aria-label={t('rooms.title')}
    >
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rooms.col_room')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rooms.col_guest')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rooms.col_stay')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('rooms.col_rides')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('rooms.col_total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rooms.col_state')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stays.map((stay) => (
            <Table.Row key={stay.id} data-selected={stay.id === openId ? '' : undefined}>
              <Table.Cell>
                <Button
                  variant="plain"
                  colorPalette="brand"
                  p="0"
                  h="auto"
                  textDecoration="underline"
                  aria-label={t('rooms.open_stay', { room: stay.room })}
                  onClick={() => onOpen(stay)}
                >
                  {stay.room}
                </Button>
              </Table.Cell>
              <Table.Cell>{stay.guest ?? t('rooms.reception')}</Table.Cell>
              <Table.Cell minW="28" whiteSpace="normal">
                {t('rooms.stay_dates', {
                  from: formatCalendarDay(stay.check_in, language, 'medium'),
                  to: formatCalendarDay(stay.check_out, language, 'medium'),
                })}
              </Table.Cell>
              <Table.Cell textAlign="end">{stay.rides_count}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(stay.total, stay.currency, language)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={stay.state === 'open' ? 'green' : 'gray'}>
                  {t(stay.state === 'open' ? 'rooms.badge_open' : 'rooms.badge_settled')}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
