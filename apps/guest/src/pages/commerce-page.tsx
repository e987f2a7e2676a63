import { useEffect } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { Button, HStack, Heading, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { idFromStringSchema } from '@parada/core';
import { clubActions, selectClub, selectCommerce } from '@parada/core/store';
import { RideMap, useAppDispatch, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';
import { useT } from '../i18n/guest-i18n';

/** A partner commerce (the club's child page): logo, offer, address and where it is. */
export default function CommercePage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const parsed = idFromStringSchema.safeParse(useParams().id);
  const club = useAppSelector(selectClub);
  const commerce = useAppSelector((state: Parameters<typeof selectCommerce>[0]) =>
    parsed.success ? selectCommerce(state, parsed.data) : null,
  );
  useEffect(() => {
    dispatch(clubActions.requested());
  }, [dispatch]);

  if (!parsed.success || (club.status === 'loaded' && !commerce)) {
    return <Navigate to={pathOf('not_found')} replace />;
  }
  if (!commerce) return <Spinner size="lg" m="10" />;
  return (
    <Stack gap="5" maxW="3xl" mx="auto" width="full">
      <Button colorPalette="brand" asChild variant="ghost" size="sm" alignSelf="start">
        <RouterLink to={pathOf('club')}>{t('club.back')}</RouterLink>
      </Button>
      <HStack gap="4" align="center">
        {commerce.logo ? (
          <Image src={commerce.logo} alt="" boxSize="20" objectFit="contain" borderRadius="l2" />
        ) : null}
        <Heading as="h1" size="2xl">
          {commerce.name}
        </Heading>
      </HStack>
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('club.offer')}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {commerce.offer}
        </Text>
      </Stack>
      {commerce.description ? <Text>{commerce.description}</Text> : null}
      <Text>{commerce.address}</Text>
      <HStack gap="4" wrap="wrap">
        {commerce.website ? (
          <Link href={commerce.website} target="_blank" rel="noreferrer" textDecoration="underline">
            {t('club.website')}
          </Link>
        ) : null}
        {commerce.phone ? (
          <Link href={`tel:${commerce.phone}`} textDecoration="underline">
            {t('club.call', { phone: commerce.phone })}
          </Link>
        ) : null}
      </HStack>
      <section aria-label={t('club.map', { name: commerce.name })}>
        <RideMap
          height="320px"
          destination={{
            latitude: commerce.latitude,
            longitude: commerce.longitude,
            label: commerce.name,
          }}
        />
      </section>
    </Stack>
  );
}
