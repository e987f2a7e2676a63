import { Alert, Box, Button, HStack, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useLanguage } from '../i18n/ui-i18n';
import {
  formatMoney,
  formatZoned,
  localeOf,
  wallClock,
  type Language,
  type Service,
} from '@parada/core';
import { useTimeZone } from '../app/use-zoned-time';
import { usePaymentMethodName } from './ride-fare-details';
import {
  ServiceRoute,
  ServiceStatusBadge,
  ServiceTools,
  type ServiceRowActions,
  type ServicesAudience,
} from './services-table/service-cells';
import { useT } from '../i18n/use-t';

export interface ServicesTableProps extends ServiceRowActions {
  services: Service[];
  loading?: boolean;
  /** Already translated error; offers a retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  caption?: string;
  audience?: ServicesAudience;
}

/**
 * When a service happens: its scheduled date and time if it has one, else its own. The
 * server gives them on the grouping's clock; the time names that clock when the browser's
 * reads otherwise (core's rule, formatZoned).
 */
function whenOf(
  service: Service,
  language: Language,
  zone: string,
): { date: string; time: string } {
  const date = service.programacion?.fecha ?? service.date;
  const time = service.programacion?.hora ?? service.time;
  const parsed = wallClock(date, time, zone);
  return parsed.isValid
    ? {
        date: parsed.setLocale(localeOf(language)).toLocaleString(DateTime.DATE_MED),
        time: formatZoned(parsed, zone, { parts: 'time', locale: localeOf(language) }),
      }
    : { date, time };
}

/**
 * The services list of spec §2: a table on wide screens, one card per service on a phone.
 * Both render from the same data; CSS shows one, so assistive tech reads only one.
 */
export function ServicesTable({
  services,
  loading = false,
  error,
  onRetry,
  onCancel,
  onResend,
  onReceipt,
  onDetails,
  caption,
  audience = 'customer',
}: ServicesTableProps) {
  const { t } = useT();
  const language = useLanguage();
  const zone = useTimeZone();
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
  if (loading && services.length === 0) {
    return (
      <Stack gap="3" role="status" aria-label={t('loading.busy')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="14" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (services.length === 0) {
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

  const userType = (service: Service) =>
    t(`table.user_types.${service.type_user}`, { defaultValue: service.type_user });
  const tools = (service: Service) => (
    <ServiceTools
      service={service}
      onCancel={onCancel}
      onResend={onResend}
      onReceipt={onReceipt}
      onDetails={onDetails}
    />
  );
  const driver = (service: Service) => service.taxi?.name ?? t('table.no_driver');
  const price = (service: Service) =>
    service.fare != null
      ? formatMoney(service.fare, service.currency ?? 'EUR', language)
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
            {services.map((service) => {
              const when = whenOf(service, language, zone);
              return (
                <Table.Row key={service.id}>
                  <Table.Cell fontFamily="mono" fontSize="sm">
                    {service.id}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Text>{when.date}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {when.time}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{userType(service)}</Table.Cell>
                  <Table.Cell>{service.employee?.name ?? '—'}</Table.Cell>
                  <Table.Cell maxW="44">
                    <Text lineClamp={2}>{service.viajero.name ?? '—'}</Text>
                  </Table.Cell>
                  <Table.Cell maxW="72">
                    <ServiceRoute service={service} audience={audience} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" textAlign="end">
                    {price(service)}
                  </Table.Cell>
                  <Table.Cell>{methodName(service.payment_method)}</Table.Cell>
                  <Table.Cell>
                    <ServiceStatusBadge service={service} />
                  </Table.Cell>
                  <Table.Cell color={service.taxi ? undefined : 'fg.muted'}>
                    {driver(service)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{tools(service)}</Table.Cell>
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
        {services.map((service) => {
          const when = whenOf(service, language, zone);
          return (
            <chakra.li
              key={service.id}
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
                    #{service.id} · {userType(service)}
                    {service.employee ? ` · ${service.employee.name}` : ''}
                  </Text>
                </Stack>
                <ServiceStatusBadge service={service} />
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
                <Text as="dd">{service.viajero.name ?? '—'}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.route')}
                </Text>
                <Box as="dd" overflowWrap="anywhere">
                  <ServiceRoute service={service} audience={audience} />
                </Box>
                <Text as="dt" color="fg.muted">
                  {t('table.price')}
                </Text>
                <Text as="dd">{price(service)}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.payment')}
                </Text>
                <Text as="dd">{methodName(service.payment_method)}</Text>
                <Text as="dt" color="fg.muted">
                  {t('table.driver')}
                </Text>
                <Text as="dd">{driver(service)}</Text>
              </chakra.dl>
              <Box mt="2" mb="-2" me="-2">
                {tools(service)}
              </Box>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
