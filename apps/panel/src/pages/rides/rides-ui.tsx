import { Badge, Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { selectLiveStatus } from '@parada/core/store';
import type { ReactNode } from 'react';
import { useAppSelector } from '@parada/ui';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/** A services screen: its title (and what sits beside it) over its sections. */
export function RidesScreen({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={{ base: '6', md: '8' }} maxW="7xl" mx="auto" width="full">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Stack>
  );
}

/** Whether pushes arrive now or the lists wait for the minute's refresh. */
export function LiveBadge() {
  const { t } = useT();
  const live = useAppSelector(selectLiveStatus) === 'open';
  return (
    <Badge
      size="md"
      variant="subtle"
      colorPalette={live ? 'green' : 'gray'}
      gap="1.5"
      px="2.5"
      py="1"
      borderRadius="full"
      data-live={live}
    >
      <chakra.span
        boxSize="2"
        borderRadius="full"
        bg={live ? 'green.solid' : 'gray.solid'}
        aria-hidden
      />
      {t(live ? 'services.live_on' : 'services.live_off')}
    </Badge>
  );
}

/** Nothing to show yet, with the way to the request screen. */
export function EmptyRides({ message }: { message: string }) {
  const { t } = useT();
  return (
    <Box
      textAlign="center"
      py="10"
      px="6"
      bg="bg"
      borderRadius="l3"
      borderWidth="1px"
      borderStyle="dashed"
    >
      <Text color="fg.muted" mb="4">
        {message}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={pathOf('request')}>{t('services.request_ride')}</RouterLink>
      </Button>
    </Box>
  );
}
