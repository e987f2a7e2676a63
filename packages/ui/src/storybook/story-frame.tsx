import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A story's main landmark on the canvas, padded like an app screen (roomier for a card). */
export function StoryMain({ children, roomy = false }: { children: ReactNode; roomy?: boolean }) {
  return (
    <Box
      as="main"
      minH="100vh"
      bg="bg.canvas"
      px={{ base: '4', md: '10' }}
      py={{ base: '6', md: roomy ? '12' : '10' }}
    >
      {children}
    </Box>
  );
}

/**
 * A screen around a component story: a main landmark and a level-one heading, as every
 * app screen has, so the axe run judges the component and not a bare iframe.
 */
export function StoryPage({
  title = 'Parada',
  children,
  maxW = '5xl',
}: {
  title?: string;
  children: ReactNode;
  maxW?: string;
}) {
  return (
    <StoryMain>
      <Heading as="h1" srOnly>
        {title}
      </Heading>
      <Box maxW={maxW} mx="auto">
        {children}
      </Box>
    </StoryMain>
  );
}

/** A card-like form frame for widget stories. */
export function StoryFrame({
  title,
  children,
  width = 'md',
}: {
  title?: string;
  children: ReactNode;
  width?: string;
}) {
  return (
    <StoryMain roomy>
      <Stack
        gap="5"
        maxW={width}
        mx="auto"
        bg="bg"
        borderRadius="l3"
        boxShadow="card"
        p={{ base: '5', md: '8' }}
      >
        <Heading as="h1" size="lg" srOnly={!title}>
          {title ?? 'Parada'}
        </Heading>
        {children}
      </Stack>
    </StoryMain>
  );
}
