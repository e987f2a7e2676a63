import { Badge, Box, HStack, Heading, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/ui-i18n';
import {
  canContactDriver,
  formatDistance,
  formatDuration,
  formatMoney,
  isStatusCode,
  showsProgressBar,
  statusPhase,
  statusMessageKey,
  statusNameKey,
  type Ride,
  type RideWaypoint,
} from '@parada/core';
import { FlagIcon, PinIcon } from '../widgets/icons';
import { DriverCard } from './driver-card';
import { statusTone } from './status-tone';
import { useT } from '../i18n/use-t';

export interface RideStatusBoxProps {
  ride: Ride;
  /**
   * Who reads it: the customer ("Your driver is on the way…", the default) or hotel staff
   * following a guest's ride, whom the messages address as such; or whoever a shared
   * trip's link reached, told in the third person ("The vehicle is waiting…").
   */
  audience?: 'customer' | 'staff' | 'shared';
  /** The line above the status, in the screen's own words (default: "Service #id"). */
  title?: string;
  /** Whether the call button shows; by default core's canContactDriver decides. */
  canContact?: boolean;
}

/** A ride with no destination: the guest says where, and the meter prices it. */
function NoDestination({ ride, staff }: { ride: Ride; staff: boolean }) {
  const { t } = useT();
  const language = useLanguage();
  return (
    <Stack gap="0">
      <Text fontWeight="medium">
        {t(staff ? 'status.no_destination_staff' : 'status.no_destination')}
      </Text>
      {ride.fare == null && ride.fare_estimate != null ? (
        <Text fontSize="sm" color="fg.muted">
          {t('status.metered', {
            amount: formatMoney(ride.fare_estimate, ride.currency ?? 'EUR', language),
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
  waypoint: RideWaypoint;
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
export function RideStatusBox({
  ride,
  title,
  canContact,
  audience = 'customer',
}: RideStatusBoxProps) {
  const { t } = useT();
  const waypoints = ride.origin_waypoints.length > 0 || ride.destination_waypoints.length > 0;
  const code = ride.status_code;
  const searching = isStatusCode(code) && showsProgressBar(code);
  // An unknown code from a newer server still shows the server's own status name.
  const staff = audience === 'staff';
  const message = !isStatusCode(code)
    ? ride.status_name
    : staff
      ? t(`status.staff.${statusPhase(code)}`)
      : audience === 'shared'
        ? t(`status.shared.${statusPhase(code)}`)
        : t(statusMessageKey(code));
  return (
    <Stack
      as="section"
      aria-labelledby={`service-${ride.id}-title`}
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
            {title ?? t('status.service', { id: ride.id })}
          </Text>
          <Heading as="h2" id={`service-${ride.id}-title`} size="lg" aria-live="polite">
            {message}
          </Heading>
        </Stack>
        <Badge size="lg" variant="subtle" colorPalette={statusTone(ride.status_code)}>
          {isStatusCode(code) ? t(statusNameKey(code)) : ride.status_name}
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
            {ride.origin_waypoints.map((waypoint, index) => (
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
            {ride.destination_waypoints.map((waypoint, index) => (
              <Stop key={`d${index}`} index={index + 1} kind="destination" waypoint={waypoint} />
            ))}
          </chakra.ol>
          {ride.destination_waypoints.length === 0 ? (
            <NoDestination ride={ride} staff={staff} />
          ) : null}
        </Stack>
      ) : (
        <Stack gap="3">
          <PlaceLine
            icon={<PinIcon />}
            color="brand.fg"
            label={t('status.meeting_point')}
            address={ride.direccion.calle}
            extra={ride.direccion.datos_extra}
          />
          {ride.destination_address && (
            <PlaceLine
              icon={<FlagIcon />}
              color="accent.fg"
              label={t('map.destination')}
              address={ride.destination_address}
            />
          )}
        </Stack>
      )}
      {ride.taxi && (
        <DriverCard
          taxi={ride.taxi}
          canContact={canContact ?? canContactDriver(ride)}
          // Whoever a shared trip reached: the driver is not theirs.
          audience={audience === 'shared' ? 'staff' : audience}
        />
      )}
    </Stack>
  );
}
