import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ClientSummary } from '@vendange/contracts';
import { FormField, useDebounced } from '@vendange/ui';
import type { PickedClient } from './sale-form';

interface Page { items: ClientSummary[]; total: number }

/** A client's price grid and kind, as the producer tells them apart. */
function ClientFacts({ client }: { client: Pick<PickedClient, 'typology' | 'isPro'> & { city?: string | null } }) {
  return (
    <HStack gap="2" wrap="wrap">
      {client.typology ? <Badge variant="subtle" data-testid="client-typology">{client.typology}</Badge> : null}
      {client.isPro ? <Badge colorPalette="purple" data-testid="client-pro"><Trans>Pro</Trans></Badge> : null}
      {client.city ? <Text fontSize="sm" color="gray.600">{client.city}</Text> : null}
    </HStack>
  );
}

/**
 * Who the sale is for: a search among the shop's CRM clients (GET /v1/clients), each shown with its price grid
 * (typology) and whether it is a professional; the picked client's grid prices the lines.
 */
export function ClientPicker({ shopId, value, error, onChange }: { shopId: number; value: PickedClient | null; error?: string; onChange: (client: PickedClient | null) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, isLoading } = useApi<Page>(value ? null : '/v1/clients', { shopId, search, limit: 8 });

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
      <Stack gap="2" w="full">
        <Input bg="white" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un client par nom, ville…`} data-testid="sale-client-search" />
        {isLoading && !data ? <Spinner size="sm" /> : null}
        {data && data.items.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun client ne correspond : créez-le d'abord dans CRM › Clients.</Trans></Text> : null}
        {data && data.items.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Clients trouvés`}>
            {data.items.map((c) => (
              <Box as="li" key={c.id}>
                <Button variant="outline" bg="white" w="full" h="auto" py="2" justifyContent="space-between" gap="3" flexWrap="wrap" data-testid="sale-client-option"
                  onClick={() => onChange({ id: c.id, name: c.name, email: c.email, typology: c.typology, isPro: c.isPro })}>
                  <Text fontWeight="medium" textAlign="start">{c.name}</Text>
                  <ClientFacts client={c} />
                </Button>
              </Box>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </FormField>
  );
}
