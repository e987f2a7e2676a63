import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page-like frame for widget stories, so screenshots show them as a screen would. */
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
    <Box
      as="main"
      minH="100vh"
      bg="bg.canvas"
      px={{ base: '4', md: '10' }}
      py={{ base: '6', md: '12' }}
    >
      <Stack
        gap="5"
        maxW={width}
        mx="auto"
        bg="bg"
        borderRadius="l3"
        boxShadow="card"
        p={{ base: '5', md: '8' }}
      >
        {title && (
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        )}
        {children}
      </Stack>
    </Box>
  );
}
