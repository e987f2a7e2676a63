import { Card, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CONTENT_KEYS } from '@parada/core';
import { selectConfiguration } from '@parada/core/store';
import { useAppSelector } from '@parada/ui';
import { pathOf } from '../../app/paths';
import { useT } from '../../i18n/panel-i18n';

/**
 * /about: who runs the service (the grouping's name and title) and where its own pages
 * are: help, conditions and privacy. It is not the conditions page, which has its own.
 */
export default function AboutPage() {
  const { t } = useT();
  const configuration = useAppSelector(selectConfiguration);
  const name = configuration?.name ?? '';
  const pages = [
    { key: CONTENT_KEYS.help, label: t('menu.help') },
    { key: CONTENT_KEYS.conditions, label: t('menu.conditions') },
    { key: CONTENT_KEYS.privacy, label: t('menu.privacy') },
  ];
  return (
    <Flex justify="center" py={{ base: '2', md: '8' }}>
      <Card.Root width="full" maxW="3xl">
        <Card.Body p={{ base: '5', md: '10' }}>
          <Stack gap="5">
            <Heading as="h1" size="2xl">
              {t('about.title', { name })}
            </Heading>
            {configuration?.title && configuration.title !== name ? (
              <Text fontSize="lg">{configuration.title}</Text>
            ) : null}
            <Text>{t('about.intro', { name })}</Text>
            <List.Root as="ul" gap="2" ps="5">
              {pages.map((page) => (
                <List.Item key={page.key}>
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={`${pathOf('content')}/${page.key}`}>{page.label}</RouterLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
