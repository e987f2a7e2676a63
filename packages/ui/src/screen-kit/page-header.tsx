import { Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's one h1, a line of what it is for, and its main buttons (the children). */
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
        {intro && (
          <Text color="fg.muted" maxW="2xl">
            {intro}
          </Text>
        )}
      </Stack>
      {children && (
        <HStack gap="3" flexWrap="wrap">
          {children}
        </HStack>
      )}
    </Flex>
  );
}
