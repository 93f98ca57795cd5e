import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { OutstandingClient, Outstandings } from '@vendange/contracts';
import { FormField, formatCents, useDebounced } from '@vendange/ui';

/**
 * The client who paid, looked up among those owing something (GET /v1/outstandings?search=, the most late first):
 * a payment settles one client's invoices.
 */
export function ClientPicker({ shopId, onPick }: { shopId: number | null; onPick: (client: OutstandingClient) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, error, isLoading } = useApi<Outstandings>('/v1/outstandings', { shopId, search: search || undefined, limit: 8 });
  return (
    <Stack gap="2">
      <FormField label={<Trans>Client</Trans>} required helper={<Trans>Les clients qui ont une facture à payer.</Trans>}>
        <Input
          value={typed} autoFocus autoComplete="off" type="search" data-testid="payment-client-search"
          placeholder={t`Nom du client`} onChange={(e) => setTyped(e.target.value)}
        />
      </FormField>
      <Box aria-live="polite">
        {error ? <Text color="red.600" fontSize="sm">{error instanceof Error ? error.message : null}</Text> : null}
        {isLoading && !data ? <Text color="gray.600" fontSize="sm"><Trans>Recherche…</Trans></Text> : null}
        {data && data.items.length === 0 ? (
          <Text color="gray.600" fontSize="sm" data-testid="payment-client-none"><Trans>Aucun client ne doit rien sous ce nom.</Trans></Text>
        ) : null}
      </Box>
      {data && data.items.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Clients trouvés`}>
          {data.items.map((c) => {
            const owed = formatCents(c.buckets.totalCents);
            return (
              <li key={c.key}>
                <Button type="button" variant="outline" w="full" justifyContent="space-between" h="auto" py="2" whiteSpace="normal" textAlign="start"
                  onClick={() => onPick(c)} data-testid="payment-client-option">
                  <Text as="span" fontWeight="medium">{c.clientName}</Text>
                  <HStack as="span" gap="1" fontSize="sm" color="gray.700"><Trans>doit {owed}</Trans></HStack>
                </Button>
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
