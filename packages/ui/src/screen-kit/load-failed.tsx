import { Button, HStack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';

/** List-load errors are only logged (spec §8); the screen says so and offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <HStack gap="3" role="status" flexWrap="wrap">
      <Text color="fg.muted">{t('list.load_failed')}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </HStack>
  );
}
