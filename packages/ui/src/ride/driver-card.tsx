import { Avatar, Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { RideTaxi } from '@parada/core';
import { CarIcon, PhoneIcon } from '../widgets/icons';
import { useT } from '../i18n/use-t';

export interface DriverCardProps {
  taxi: RideTaxi;
  /** Core's canContactDriver for the service: hidden for 8 and multi-waypoint services. */
  canContact: boolean;
  /** Whose driver: the customer's ("Your driver", the default) or the one staff follow. */
  audience?: 'customer' | 'staff';
}

/** The assigned driver and vehicle, with a call button when the rules allow it. */
export function DriverCard({ taxi, canContact, audience = 'customer' }: DriverCardProps) {
  const { t } = useT();
  return (
    <HStack gap="4" p="4" borderRadius="l3" bg="bg.canvas" align="center" wrap="wrap">
      <Avatar.Root size="xl" colorPalette="brand">
        <Avatar.Fallback name={taxi.name} />
        {taxi.avatar && <Avatar.Image src={taxi.avatar} alt={taxi.name} />}
      </Avatar.Root>
      <Stack gap="0.5" flex="1" minW="40">
        <Text
          fontSize="xs"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wide"
          fontWeight="semibold"
        >
          {t(audience === 'staff' ? 'status.driver_staff' : 'status.driver')}
        </Text>
        <Text fontWeight="semibold" fontSize="lg" lineClamp={1}>
          {taxi.name}
        </Text>
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <CarIcon />
          <Text lineClamp={1}>{taxi.model}</Text>
        </HStack>
      </Stack>
      <Box
        px="3"
        py="1.5"
        borderRadius="l2"
        borderWidth="2px"
        borderColor="fg"
        fontFamily="mono"
        fontWeight="bold"
        letterSpacing="wider"
        bg="bg"
        aria-label={`${t('status.plate')}: ${taxi.plate}`}
        role="img"
      >
        {taxi.plate}
      </Box>
      {taxi.boarding_code && (
        <Stack gap="0.5" width="full" p="3" borderRadius="l2" borderWidth="2px" borderColor="fg">
          <Text fontWeight="semibold">{t('status.boarding_code')}</Text>
          <Text
            fontFamily="mono"
            fontSize="3xl"
            fontWeight="bold"
            letterSpacing="0.3em"
            data-testid="boarding-code"
          >
            {taxi.boarding_code}
          </Text>
          <Text fontSize="sm">{t('status.boarding_code_help')}</Text>
        </Stack>
      )}
      {canContact && taxi.telephone && (
        <Button asChild colorPalette="brand" size="md" width={{ base: 'full', sm: 'auto' }}>
          <a href={`tel:${taxi.telephone}`}>
            <PhoneIcon />
            <chakra.span srOnly>{t('status.contact', { name: taxi.name })}: </chakra.span>
            {taxi.telephone}
          </a>
        </Button>
      )}
    </HStack>
  );
}
