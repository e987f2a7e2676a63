import { Card, Flex } from '@chakra-ui/react';
import type { ContentKey } from '@parada/core';
import { ContentView } from './content-view';
import { useContentPage } from './use-account-flow';

/** Help, conditions or privacy as a whole screen, in the current language (spec §2). */
export function ContentScreen({ contentKey }: { contentKey: ContentKey }) {
  const { state, retry } = useContentPage(contentKey);
  return (
    <Flex justify="center" py={{ base: '2', md: '8' }}>
      <Card.Root width="full" maxW="3xl">
        <Card.Body p={{ base: '5', md: '10' }}>
          <ContentView state={state} onRetry={retry} />
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
