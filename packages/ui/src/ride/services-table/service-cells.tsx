import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  canCustomerCancel,
  canResend,
  isStatusCode,
  rideActions,
  serviceRoute,
  statusNameKey,
  type Service,
} from '@parada/core';
import { CloseIcon, DownloadIcon, InfoIcon, RepeatIcon } from '../../widgets/icons';
import { statusTone } from '../status-tone';
import { useT } from '../../i18n/use-t';

/** What a row offers; each button shows only where given and the service allows it. */
export interface ServiceRowActions {
  onCancel?: (service: Service) => void;
  onResend?: (service: Service) => void;
  /** Downloads a completed ride's receipt. */
  onReceipt?: (service: Service) => void;
  onDetails?: (service: Service) => void;
}

/** Who reads the list: a ride without destination is told as the customer's or the guest's. */
export type ServicesAudience = 'customer' | 'staff';

/** A service's status as a coloured badge, named by core's table of codes. */
export function ServiceStatusBadge({ service }: { service: Service }) {
  const { t } = useT();
  return (
    <Badge
      variant="subtle"
      colorPalette={statusTone(service.status_code)}
      size="md"
      whiteSpace="nowrap"
    >
      {isStatusCode(service.status_code)
        ? t(statusNameKey(service.status_code))
        : service.status_name}
    </Badge>
  );
}

/** The pick-ups, then every stop and the drop-off, in order (core's `serviceRoute`). */
export function ServiceRoute({
  service,
  audience,
}: {
  service: Service;
  audience: ServicesAudience;
}) {
  const { t } = useT();
  const { pickUps, dropOffs } = serviceRoute(service);
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
      {/* No drop-off: the meter prices it and the traveller says where (#20). */}
      {dropOffs.length === 0 ? (
        <Text lineClamp={2} color="fg.muted" fontSize="sm">
          → {t(audience === 'staff' ? 'table.no_destination_staff' : 'table.no_destination')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The row's icon buttons, each only where the service allows it. */
export function ServiceTools({
  service,
  onCancel,
  onResend,
  onReceipt,
  onDetails,
}: ServiceRowActions & { service: Service }) {
  const { t } = useT();
  return (
    <HStack gap="1" justify="flex-end">
      {onDetails && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.details', { id: service.id })}
          onClick={() => onDetails(service)}
        >
          <InfoIcon />
        </IconButton>
      )}
      {onReceipt && rideActions(service).receipt && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.receipt', { id: service.id })}
          onClick={() => onReceipt(service)}
        >
          <DownloadIcon />
        </IconButton>
      )}
      {/* Only an ended ride is requested again; a live one still has its car. */}
      {onResend && canResend(service) && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('table.resend', { id: service.id })}
          onClick={() => onResend(service)}
        >
          <RepeatIcon />
        </IconButton>
      )}
      {/* Only where the customer may still cancel: not a trip under way (7) nor a final one. */}
      {onCancel && isStatusCode(service.status_code) && canCustomerCancel(service.status_code) && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('table.cancel', { id: service.id })}
          onClick={() => onCancel(service)}
        >
          <CloseIcon />
        </IconButton>
      )}
    </HStack>
  );
}
