import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of a settings screen: a title, a sentence saying what it changes for buyers, its fields. */
export function SettingsSection({ title, description, testId, children }: { title: ReactNode; description?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card.Root as="section" data-testid={testId} size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="md">{title}</Heading>
          {description ? <Text fontSize="sm" color="gray.600">{description}</Text> : null}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
