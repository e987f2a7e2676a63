import { Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatMoney, type StayDetail } from '@parada/core';
import { useState } from 'react';
import { useLanguage } from '../i18n/ui-i18n';
import { ConfirmDialog } from '../widgets/confirm-dialog';
import { useT } from '../i18n/use-t';

export interface StayDetailCardProps {
  stay: StayDetail;
  busy?: boolean;
  /** Already translated failure of the last settle or download. */
  error?: string | null;
  onSettle: () => void;
  onStatement: (format: 'pdf' | 'csv') => void;
  onClose: () => void;
}

/**
 * One stay: its rides with what each put on the room, the total, the statement to
 * download, and "settle" (asked first) while it is open.
 */
export function StayDetailCard({
  stay,
  busy = false,
  error,
  onSettle,
  onStatement,
  onClose,
}: StayDetailCardProps) {
  const { t } = useT();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const money = (amount: number) => formatMoney(amount, stay.currency, language);
  const day = (iso: string) => iso.slice(0, 10);
  const headingId = `stay-${stay.id}-title`;
  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId}>
        <Card.Body gap="4">
          <Heading as="h2" size="lg" id={headingId}>
            {t('rooms.detail_title', {
              room: stay.room,
              from: formatCalendarDay(stay.check_in, language, 'medium'),
              to: formatCalendarDay(stay.check_out, language, 'medium'),
            })}
          </Heading>
          {stay.guest && <Text color="fg.muted">{stay.guest}</Text>}
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="l2"
            tabIndex={0}
            role="region"
            aria-label={t('rooms.open_stay', { room: stay.room })}
          >
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('rooms.col_date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rooms.col_route')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rooms.col_traveler')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('rooms.col_amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {stay.rides.map((ride) => (
                  <Table.Row key={ride.service_id}>
                    <Table.Cell whiteSpace="nowrap">{day(ride.date)}</Table.Cell>
                    <Table.Cell whiteSpace="normal" minW="48">
                      {ride.to ? `${ride.from} – ${ride.to}` : ride.from}
                    </Table.Cell>
                    <Table.Cell>{ride.traveler ?? ''}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {ride.amount != null ? money(ride.amount) : t('rooms.not_charged')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text fontWeight="semibold" fontSize="lg">
            {t('rooms.total', { total: money(stay.total) })}
          </Text>
          {stay.settled_at && (
            <Text color="fg.muted">{t('rooms.settled_on', { date: day(stay.settled_at) })}</Text>
          )}
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            {stay.state === 'open' && (
              <Button colorPalette="brand" onClick={() => setAsking(true)} loading={busy}>
                {t('rooms.settle')}
              </Button>
            )}
            <Button variant="outline" onClick={() => onStatement('pdf')}>
              {t('rooms.statement_pdf')}
            </Button>
            <Button variant="outline" onClick={() => onStatement('csv')}>
              {t('rooms.statement_csv')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </HStack>
          <ConfirmDialog
            open={asking}
            title={t('rooms.settle_title', { room: stay.room })}
            message={t('rooms.settle_message', { total: money(stay.total) })}
            confirmLabel={t('rooms.settle')}
            busy={busy}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              onSettle();
            }}
          />
        </Card.Body>
      </section>
    </Card.Root>
  );
}
