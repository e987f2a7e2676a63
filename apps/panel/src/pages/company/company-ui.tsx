import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCompanyTranslation } from './use-company-translation';

/** The page's one h1, a line of what it is for, and its main buttons. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'end' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {children && (
        <HStack gap="3" flexWrap="wrap">
          {children}
        </HStack>
      )}
    </Flex>
  );
}

/** List-load errors are only logged (spec §8); the screen says so and offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useCompanyTranslation();
  return (
    <HStack gap="3" role="status" flexWrap="wrap">
      <Text color="fg.muted">{t('company.load_failed')}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('company.retry')}
      </Button>
    </HStack>
  );
}

/** Previous and next over a paged list, with where the page sits. */
export function Pager({
  offset,
  limit,
  total,
  onPage,
}: {
  offset: number;
  limit: number;
  total: number;
  onPage: (offset: number) => void;
}) {
  const { t } = useCompanyTranslation();
  if (total <= limit) return null;
  return (
    <HStack
      as="nav"
      gap="3"
      justify="space-between"
      aria-label={t('company.page_range', {
        from: offset + 1,
        to: Math.min(offset + limit, total),
        total,
      })}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onPage(Math.max(0, offset - limit))}
      >
        {t('company.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('company.page_range', {
          from: offset + 1,
          to: Math.min(offset + limit, total),
          total,
        })}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + limit >= total}
        onClick={() => onPage(offset + limit)}
      >
        {t('company.next')}
      </Button>
    </HStack>
  );
}
