import { Alert, Box, Button, HStack, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useLanguage } from '../i18n/ui-i18n';
import { formatMoney, formatZoned, wallClock, type Language, type Ride } from '@parada/core';
import { useTimeZone, useViewerZone } from '../app/use-zoned-time';
import { usePaymentMethodName } from './ride-fare-details';
import {
  RideRoute,
  RideStatusBadge,
  RideTools,
  type RideRowActions,
  type RidesAudience,
} from './rides-table/ride-cells';
import { useT } from '../i18n/use-t';

export interface RidesTableProps extends RideRowActions {
  rides: Ride[];
  loading?: boolean;
  /** Already translated error; offers a retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  caption?: string;
  audience?: RidesAudience;
}

/**
 * When a service happens: its scheduled date and time if it has one, else its own. The
 * server gives them on the grouping's clock; the time names that clock when the browser's
 * reads otherwise (core's rule, formatZoned).
 */
function whenOf(
  ride: Ride,
  language: Language,
  zone: string,
  viewerZone: string,
): { date: string; time: string } {
  const date = ride.programacion?.fecha ?? ride.date;
  const time = ride.programacion?.hora ?? ride.time;
  const parsed = wallClock(date, time, zone);
  return parsed.isValid
    ? {
        date: formatZoned(parsed, zone, { parts: 'date', language, viewerZone }),
        time: formatZoned(parsed, zone, { parts: 'time', language, viewerZone }),
      }
    : { date, time };
}

/**
 * The services list of spec §2: a table on wide screens, one card per service on a phone.
 * Both render from the same data; CSS shows one, so assistive tech reads only one.
 */
export function RidesTable({
  rides,
  loading = false,
  error,
  onRetry,
  onCancel,
  onResend,
  onReceipt,
  onDetails,
  caption,
  audience = 'customer',
}: RidesTableProps) {
  const { t } = useT();
  const language = useLanguage();
  const zone = useTimeZone();
  const viewerZone = useViewerZone(zone);
  const methodName = usePaymentMethodName();

  if (error) {
    return (
      <Alert.Root status="error" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error}</Alert.Title>
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Alert.Root>
    );
  }
  if (loading && rides.length === 0) {
    return (
      <Stack gap="3" role="status" aria-label={t('loading.busy')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="14" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (rides.length === 0) {
    return (
      <Box
        textAlign="center"
        py="12"
        px="6"
        bg="bg"
        borderRadius="l3"
        borderWidth="1px"
        borderStyle="dashed"
      >
        <Text color="fg.muted">{t('table.empty')}</Text>
      </Box>
    );
  }

  const userType = (ride: Ride) =>
    t(`table.user_types.${ride.type_user}`, { defaultValue: ride.type_user });
  const tools = (ride: Ride) => (
    <RideTools
      ride={ride}
      onCancel={onCancel}
      onResend={onResend}
      onReceipt={onReceipt}
      onDetails={onDetails}
    />
  );
  const driver = (ride: Ride) => ride.taxi?.name ?? t('table.no_driver');
  const price = (ride: Ride) =>
    ride.fare != null
      ? formatMoney(ride.fare, ride.currency ?? 'EUR', language)
      : t('table.metered');

  return (
    <Box aria-busy={loading}>
      <Box
        display={{ base: 'none', lg: 'block' }}
        bg="bg"
        borderRadius="l3"
        borderWidth="1px"
        overflowX="auto"
      >
        <Table.Root size="sm" interactive>
          <chakra.caption srOnly>{caption ?? t('table.caption')}</chakra.caption>
          <Table.Header>
            <Table.Row bg="bg.canvas">
              {(
                [
                  'id',
                  'date',
                  'user_type',
                  'user',
                  'traveler',
                  'route',
                  'price',
                  'payment',
                  'status',
                  'driver',
                ] as const
              ).map((column) => (
                <Table.ColumnHeader
                  key={column}
                  py="3"
                  color="fg.muted"
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                >
                  {t(`table.${column}`)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end" color="fg.muted" fontWeight="semibold">
                {t('table.tools')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rides.map((ride) => {
              const when = whenOf(ride, language, zone, viewerZone);
              return (
                <Table.Row key={ride.id}>
                  <Table.Cell fontFamily="mono" fontSize="sm">
                    {ride.id}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Text>{when.date}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {when.time}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{userType(ride)}</Table.Cell>
                  <Table.Cell>{ride.employee?.name ?? '—'}</Table.Cell>
                  <Table.Cell maxW="44">
                    <Text lineClamp={2}>{ride.viajero.name ?? '—'}</Text>
                  </Table.Cell>
                  <Table.Cell maxW="72">
                    <RideRoute ride={ride} audience={audience} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" textAlign="end">
                    {price(ride)}
                  </Table.Cell>
                  <Table.Cell>{methodName(ride.payment_method)}</Table.Cell>
                  <Table.Cell>
                    <RideStatusBadge ride={ride} />
                  </Table.Cell>
                  <Table.Cell color={ride.taxi ? undefined : 'fg.muted'}>{driver(ride)}</Table.Cell>
                  <Table.Cell textAlign="end">{tools(ride)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <chakra.ul
        display={{ base: 'grid', lg: 'none' }}
        gap="3"
        listStyleType="none"
        aria-label={caption ?? t('table.caption')}
      >
        {rides.map((ride) => {
          const when = whenOf(ride, language, zone, viewerZone);
          return (
            <chakra.li
              key={ride.id}
              bg="bg"
              borderRadius="l3"
              borderWidth="1px"
              p="4"
              boxShadow="card"
            >
              <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">
                    {when.date} · {when.time}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    #{ride.id} · {userType(ride)}
                    {ride.employee ? ` · ${ride.employee.name}` : ''}
                  </Text>
                </Stack>
                <RideStatusBadge ride={ride} />
              </HStack>
              <chakra.dl
                display="grid"
                gridTemplateColumns="auto 1fr"
                columnGap="3"
                rowGap="1"
                mt="3"
                fontSize="sm"
              >
                <Text as="dt" color="fg.muted">
                  {t('table.traveler')}
                </Text>
                <Text as="dd">{ride.viajero.name ?? '—'}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.route')}
                </Text>
                <Box as="dd" overflowWrap="anywhere">
                  <RideRoute ride={ride} audience={audience} />
                </Box>
                <Text as="dt" color="fg.muted">
                  {t('table.price')}
                </Text>
                <Text as="dd">{price(ride)}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.payment')}
                </Text>
                <Text as="dd">{methodName(ride.payment_method)}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.driver')}
                </Text>
                <Text as="dd">{driver(ride)}</Text>
              </chakra.dl>
              <Box mt="2" mb="-2" me="-2">
                {tools(ride)}
              </Box>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
