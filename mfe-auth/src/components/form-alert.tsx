import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message about the whole form (server refusal, rate limit), read out as soon as it appears. */
export function FormAlert({ status = 'error', testId, children }: { status?: 'error' | 'success' | 'info'; testId?: string; children: ReactNode }) {
  return (
    <Alert.Root status={status} role="alert" data-testid={testId} rounded="md">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
