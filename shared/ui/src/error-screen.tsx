import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Spec point 2: says an error occurred and offers a button that reloads the application. */
export function ErrorScreen({ detail }: { detail?: string | undefined }) {
  return (
    <Stack role="alert" data-testid="error-screen" align="center" gap="4" py="16" px="4" textAlign="center">
      <Heading size="lg"><Trans>Une erreur est survenue</Trans></Heading>
      <Text color="gray.600"><Trans>Cette partie de l'application n'a pas pu se charger. Le reste continue de fonctionner.</Trans></Text>
      {detail ? <Text fontSize="sm" color="gray.500">{detail}</Text> : null}
      <Button colorPalette="brand" onClick={() => window.location.reload()}><Trans>Recharger</Trans></Button>
    </Stack>
  );
}
