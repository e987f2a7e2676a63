import { Button, HStack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';

/** Previous and next over a paged list, with where the page sits; nothing for one page. */
export function Pager({
  offset,
  limit,
  total,
  busy = false,
  label,
  onPage,
}: {
  offset: number;
  limit: number;
  total: number;
  /** While the next page loads the buttons wait. */
  busy?: boolean;
  /** The navigation's name, when the screen has more than one list or names what it pages. */
  label?: string;
  onPage: (offset: number) => void;
}) {
  const { t } = useT();
  if (total <= limit) return null;
  return (
    <HStack as="nav" gap="3" justify="space-between" aria-label={label ?? t('list.pages')}>
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0 || busy}
        onClick={() => onPage(Math.max(0, offset - limit))}
      >
        {t('list.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('list.range', { from: offset + 1, to: Math.min(offset + limit, total), total })}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + limit >= total || busy}
        onClick={() => onPage(offset + limit)}
      >
        {t('list.next')}
      </Button>
    </HStack>
  );
}
