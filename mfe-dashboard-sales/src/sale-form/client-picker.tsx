import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ClientFacts, ClientSearch, FormField } from '@vendange/ui';
import type { PickedClient } from './sale-form';

/**
 * Who the sale is for: a search among the shop's CRM clients (GET /v1/clients), each shown with its price grid
 * (typology) and whether it is a professional; the picked client's grid prices the lines.
 */
export function ClientPicker({ shopId, value, error, onChange }: { shopId: number; value: PickedClient | null; error?: string; onChange: (client: PickedClient | null) => void }) {
  if (value) {
    return (
      <FormField label={<Trans>Client</Trans>} error={error} required>
        <HStack justify="space-between" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderRadius="md" p="3" w="full" data-testid="sale-client">
          <Stack gap="1">
            <Text fontWeight="semibold" data-testid="sale-client-name">{value.name}</Text>
            {value.email ? <Text fontSize="sm" color="gray.600">{value.email}</Text> : <Text fontSize="sm" color="orange.700"><Trans>Pas d'adresse e-mail : un devis ne pourra pas lui être envoyé.</Trans></Text>}
            <ClientFacts client={value} />
          </Stack>
          <Button size="sm" variant="outline" onClick={() => onChange(null)} data-testid="sale-client-change"><Trans>Changer de client</Trans></Button>
        </HStack>
      </FormField>
    );
  }
  return (
    <FormField label={<Trans>Client</Trans>} error={error} required helper={<Trans>Ses tarifs (sa typologie) s'appliquent aux lignes.</Trans>}>
      <ClientSearch shopId={shopId} testId="sale-client" emptyText={<Trans>Aucun client ne correspond : créez-le d'abord dans CRM › Clients.</Trans>}
        onPick={(c) => onChange({ id: c.id, name: c.name, email: c.email, typology: c.typology, isPro: c.isPro })} />
    </FormField>
  );
}
