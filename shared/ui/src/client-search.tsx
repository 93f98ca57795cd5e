import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ClientSummary } from '@vendange/contracts';
import { useDebounced } from './use-debounced';

interface Page { items: ClientSummary[]; total: number }

/** A client's price grid and kind, as the producer tells them apart. */
export function ClientFacts({ client }: { client: { typology?: string | null; isPro?: boolean; city?: string | null } }) {
  return (
    <HStack gap="2" wrap="wrap">
      {client.typology ? <Badge variant="subtle" data-testid="client-typology">{client.typology}</Badge> : null}
      {client.isPro ? <Badge colorPalette="purple" data-testid="client-pro"><Trans>Pro</Trans></Badge> : null}
      {client.city ? <Text fontSize="sm" color="gray.600">{client.city}</Text> : null}
    </HStack>
  );
}

/**
 * A search among the shop's CRM clients (GET /v1/clients, by name, city…), 300 ms after the last key; each match is a
 * button. Shared by the sale form (who the sale is for), the orders list (whose orders to show), samples, primeurs
 * and the till (whose ticket, whose invoice).
 */
export function ClientSearch({ shopId, onPick, testId, emptyText, minChars = 0 }: {
  shopId: number; onPick: (client: ClientSummary) => void; testId: string; emptyText: React.ReactNode;
  /** Below this many characters typed nothing is listed (a till keeps its screen for the ticket). */
  minChars?: number;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, isLoading } = useApi<Page>(search.length >= minChars ? '/v1/clients' : null, { shopId, search, limit: 8 });
  return (
    <Stack gap="2" w="full">
      <Input bg="white" type="search" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)}
        placeholder={t`Rechercher un client par nom, ville…`} aria-label={t`Rechercher un client`} data-testid={`${testId}-search`} />
      {isLoading && !data ? <Spinner size="sm" /> : null}
      {data && data.items.length === 0 ? <Text fontSize="sm" color="gray.600">{emptyText}</Text> : null}
      {data && data.items.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Clients trouvés`}>
          {data.items.map((c) => (
            <Box as="li" key={c.id}>
              <Button variant="outline" bg="white" w="full" h="auto" py="2" justifyContent="space-between" gap="3" flexWrap="wrap"
                data-testid={`${testId}-option`} onClick={() => onPick(c)}>
                <Text fontWeight="medium" textAlign="start">{c.name}</Text>
                <ClientFacts client={c} />
              </Button>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
