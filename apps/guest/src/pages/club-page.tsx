import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  HStack,
  Heading,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { clubActions, selectClub } from '@parada/core/store';
import { useAppDispatch, useAppSelector } from '@parada/ui';
import { pathOf } from '../app/paths';
import { useT } from '../i18n/guest-i18n';

/** The club (docs/architecture.md, the API beyond the spec): the grouping's partner commerces with their logo and offer. */
export default function ClubPage() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const club = useAppSelector(selectClub);
  useEffect(() => {
    dispatch(clubActions.requested());
  }, [dispatch]);

  return (
    <Stack gap="6" maxW="5xl" mx="auto" width="full">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('club.title')}
        </Heading>
        <Text>{t('club.intro')}</Text>
      </Stack>
      {club.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{club.error}</Alert.Title>
          <Button
            colorPalette="brand"
            size="sm"
            variant="outline"
            ms="auto"
            onClick={() => dispatch(clubActions.requested())}
          >
            {t('actions.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {club.status === 'pending' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
          <Skeleton height="28" />
          <Skeleton height="28" />
        </SimpleGrid>
      ) : null}
      {club.status === 'loaded' && club.commerces.length === 0 ? (
        <Text>{t('club.empty')}</Text>
      ) : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {club.commerces.map((commerce) => (
          <Box as="li" key={commerce.id}>
            <RouterLink to={`${pathOf('commerce')}/${commerce.id}`}>
              <HStack
                gap="4"
                align="start"
                bg="bg"
                borderWidth="1px"
                borderRadius="l3"
                p="4"
                height="full"
                _hover={{ borderColor: 'brand.solid' }}
              >
                {commerce.logo ? (
                  <Image
                    src={commerce.logo}
                    alt=""
                    boxSize="16"
                    objectFit="contain"
                    borderRadius="l2"
                    flexShrink={0}
                  />
                ) : null}
                <Stack gap="1" minW="0">
                  <Heading as="h2" size="md">
                    {commerce.name}
                  </Heading>
                  <Text fontWeight="semibold">{commerce.offer}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {commerce.address}
                  </Text>
                </Stack>
              </HStack>
            </RouterLink>
          </Box>
        ))}
      </SimpleGrid>
      {/* Spec §5: ad creation is a message only, with its 24–48 hours notice. */}
      <Alert.Root status="info" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Description>{t('club.ad_notice')}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
