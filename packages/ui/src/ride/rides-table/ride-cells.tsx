import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  canCustomerCancel,
  canResend,
  isStatusCode,
  rideActions,
  rideRoute,
  statusNameKey,
  type Ride,
} from '@parada/core';
import { CloseIcon, DownloadIcon, InfoIcon, RepeatIcon } from '../../widgets/icons';
import { statusTone } from '../status-tone';
import { useT } from '../../i18n/use-t';

/** What a row offers; each button shows only where given and the service allows it. */
export interface RideRowActions {
  onCancel?: (ride: Ride) => void;
  onResend?: (ride: Ride) => void;
  /** Downloads a completed ride's receipt. */
  onReceipt?: (ride: Ride) => void;
  onDetails?: (ride: Ride) => void;
}

/** Who reads the list: a ride without destination is told as the customer's or the guest's. */
export type RidesAudience = 'customer' | 'staff';

/** A service's status as a coloured badge, named by core's table of codes. */
export function RideStatusBadge({ ride }: { ride: Ride }) {
  const { t } = useT();
  return (
    <Badge
      variant="subtle"
      colorPalette={statusTone(ride.status_code)}
      size="md"
      whiteSpace="nowrap"
    >
      {isStatusCode(ride.status_code) ? t(statusNameKey(ride.status_code)) : ride.status_name}
    </Badge>
  );
}

/** The pick-ups, then every stop and the drop-off, in order (core's `rideRoute`). */
export function RideRoute({ ride, audience }: { ride: Ride; audience: RidesAudience }) {
  const { t } = useT();
  const { pickUps, dropOffs } = rideRoute(ride);
  return (
    <Stack gap="0.5">
      {pickUps.map((address, index) => (
        <Text key={`from-${index}`} lineClamp={2}>
          {address}
        </Text>
      ))}
      {dropOffs.map((address, index) => (
        <Text key={`to-${index}`} lineClamp={2} color="fg.muted" fontSize="sm">
          → {address}
        </Text>
      ))}
      {/* No drop-off: the meter prices it and the traveller says where. */}
      {dropOffs.length === 0 ? (
        <Text lineClamp={2} color="fg.muted" fontSize="sm">
          → {t(audience === 'staff' ? 'table.no_destination_staff' : 'table.no_destination')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The row's icon buttons, each only where the service allows it. */
export function RideTools({
  ride,
  onCancel,
  onResend,
  onReceipt,
  onDetails,
}: RideRowActions & { ride: Ride }) {
  const { t } = useT();
  return (
    <HStack gap="1" justify="flex-end">
      {onDetails && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.details', { id: ride.id })}
          onClick={() => onDetails(ride)}
        >
          <InfoIcon />
        </IconButton>
      )}
      {onReceipt && rideActions(ride).receipt && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.receipt', { id: ride.id })}
          onClick={() => onReceipt(ride)}
        >
          <DownloadIcon />
        </IconButton>
      )}
      {/* Only an ended ride is requested again; a live one still has its car. */}
      {onResend && canResend(ride) && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.resend', { id: ride.id })}
          onClick={() => onResend(ride)}
        >
          <RepeatIcon />
        </IconButton>
      )}
      {/* Only where the customer may still cancel: not a trip under way (7) nor a final one. */}
      {onCancel && isStatusCode(ride.status_code) && canCustomerCancel(ride.status_code) && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('table.cancel', { id: ride.id })}
          onClick={() => onCancel(ride)}
        >
          <CloseIcon />
        </IconButton>
      )}
    </HStack>
  );
}
