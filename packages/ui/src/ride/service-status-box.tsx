import { Badge, Box, HStack, Heading, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/ui-i18n';
import {
  canContactDriver,
  formatMoney,
  isStatusCode,
  showsProgressBar,
  statusPhase,
  statusMessageKey,
  statusNameKey,
  type Service,
  type ServiceWaypoint,
} from '@parada/core';
import { formatDistance, formatDuration } from './format-eta';
import { FlagIcon, PinIcon } from '../widgets/icons';
import { DriverCard } from './driver-card';
import { statusTone } from './status-tone';
import { useT } from '../i18n/use-t';

export interface ServiceStatusBoxProps {
  service: Service;
  /**
   * Who reads it: the customer ("Your driver is on the way…", the default) or hotel staff
   * following a guest's ride, whom the messages address as such (#20).
   */
  audience?: 'customer' | 'staff';
  /** The line above the status, in the screen's own words (default: "Service #id"). */
  title?: string;
  /** Whether the call button shows; by default core's canContactDriver decides. */
  canContact?: boolean;
}

/** A ride with no destination: the guest says where, and the meter prices it (#13). */
function NoDestination({ service, staff }: { service: Service; staff: boolean }) {
  const { t } = useT();
  const language = useLanguage();
  return (
    <Stack gap="0">
      <Text fontWeight="medium">
        {t(staff ? 'status.no_destination_staff' : 'status.no_destination')}
      </Text>
      {service.fare == null && service.fare_estimate != null ? (
        <Text fontSize="sm" color="fg.muted">
          {t('status.metered', {
            amount: formatMoney(service.fare_estimate, service.currency ?? 'EUR', language),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The small capitals above an address that say what it is. */
function Overline({ children }: { children: ReactNode }) {
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      {children}
    </Text>
  );
}

/** One place of a ride without waypoints: the meeting point, or the destination. */
function PlaceLine({
  icon,
  color,
  label,
  address,
  extra,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  address: string;
  extra?: string | null;
}) {
  return (
    <HStack gap="3" align="flex-start">
      <Box color={color} pt="0.5">
        {icon}
      </Box>
      <Stack gap="0">
        <Overline>{label}</Overline>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {address}
        </Text>
        {extra && (
          <Text fontSize="sm" color="fg.muted">
            {extra}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

function Stop({
  index,
  kind,
  waypoint,
}: {
  index: number;
  kind: 'origin' | 'destination';
  waypoint: ServiceWaypoint;
}) {
  const { t } = useT();
  const language = useLanguage();
  const eta = waypoint.times_and_distances;
  const parts = [
    eta?.time != null ? formatDuration(eta.time, language) : null,
    eta?.distance != null ? formatDistance(eta.distance, language) : null,
  ].filter(Boolean);
  return (
    <chakra.li display="flex" gap="3" alignItems="flex-start">
      <Box
        flexShrink={0}
        boxSize="7"
        borderRadius="full"
        display="grid"
        placeItems="center"
        fontSize="sm"
        fontWeight="bold"
        bg={kind === 'origin' ? 'brand.solid' : 'accent.solid'}
        color={kind === 'origin' ? 'brand.contrast' : 'accent.contrast'}
        aria-hidden
      >
        {index}
      </Box>
      <Stack gap="0" minW="0" flex="1">
        <Overline>
          {t(kind === 'origin' ? 'status.origin' : 'status.destination', { index })}
          {waypoint.traveler_name ? ` · ${waypoint.traveler_name}` : ''}
        </Overline>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {waypoint.address}
        </Text>
      </Stack>
      {parts.length > 0 && (
        <Text fontSize="sm" color="fg.muted" flexShrink={0} textAlign="end">
          {parts.join(' · ')}
        </Text>
      )}
    </chakra.li>
  );
}

/**
 * A service as it happens: the meeting point, or the numbered pick-ups and drop-offs; the
 * status message; an indeterminate bar while a driver is searched; the driver and car.
 */
export function ServiceStatusBox({
  service,
  title,
  canContact,
  audience = 'customer',
}: ServiceStatusBoxProps) {
  const { t } = useT();
  const waypoints = service.origin_waypoints.length > 0 || service.destination_waypoints.length > 0;
  const code = service.status_code;
  const searching = isStatusCode(code) && showsProgressBar(code);
  // An unknown code from a newer server still shows the server's own status name.
  const staff = audience === 'staff';
  const message = !isStatusCode(code)
    ? service.status_name
    : staff
      ? t(`status.staff.${statusPhase(code)}`)
      : t(statusMessageKey(code));
  return (
    <Stack
      as="section"
      aria-labelledby={`service-${service.id}-title`}
      gap="5"
      p={{ base: '4', md: '6' }}
      bg="bg"
      borderRadius="l3"
      boxShadow="card"
      borderWidth="1px"
      borderColor="border"
    >
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {title ?? t('status.service', { id: service.id })}
          </Text>
          <Heading as="h2" id={`service-${service.id}-title`} size="lg" aria-live="polite">
            {message}
          </Heading>
        </Stack>
        <Badge size="lg" variant="subtle" colorPalette={statusTone(service.status_code)}>
          {isStatusCode(code) ? t(statusNameKey(code)) : service.status_name}
        </Badge>
      </HStack>
      {searching && (
        <Progress.Root
          value={null}
          size="xs"
          colorPalette="brand"
          // Ark names the bar 'loading...' in English unless told otherwise.
          translations={{ value: () => t('status.searching') }}
        >
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {waypoints ? (
        <Stack gap="4">
          <chakra.ol listStyleType="none" display="grid" gap="3">
            {service.origin_waypoints.map((waypoint, index) => (
              <Stop key={`o${index}`} index={index + 1} kind="origin" waypoint={waypoint} />
            ))}
          </chakra.ol>
          <chakra.ol
            listStyleType="none"
            display="grid"
            gap="3"
            pt="3"
            borderTopWidth="1px"
            borderStyle="dashed"
          >
            {service.destination_waypoints.map((waypoint, index) => (
              <Stop key={`d${index}`} index={index + 1} kind="destination" waypoint={waypoint} />
            ))}
          </chakra.ol>
          {service.destination_waypoints.length === 0 ? (
            <NoDestination service={service} staff={staff} />
          ) : null}
        </Stack>
      ) : (
        <Stack gap="3">
          <PlaceLine
            icon={<PinIcon />}
            color="brand.fg"
            label={t('status.meeting_point')}
            address={service.direccion.calle}
            extra={service.direccion.datos_extra}
          />
          {service.destination_address && (
            <PlaceLine
              icon={<FlagIcon />}
              color="accent.fg"
              label={t('map.destination')}
              address={service.destination_address}
            />
          )}
        </Stack>
      )}
      {service.taxi && (
        <DriverCard
          taxi={service.taxi}
          canContact={canContact ?? canContactDriver(service)}
          audience={audience}
        />
      )}
    </Stack>
  );
}
