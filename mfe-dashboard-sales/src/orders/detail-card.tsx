import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of the order detail (payment, delivery, an address, the contact). */
export function DetailCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header><Heading as="h2" size="sm">{title}</Heading></Card.Header>
      <Card.Body gap="1" fontSize="sm">{children}</Card.Body>
    </Card.Root>
  );
}
