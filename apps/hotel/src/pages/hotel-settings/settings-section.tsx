import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One card of the hotel's settings: its heading, what it is for, then its own fields. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
