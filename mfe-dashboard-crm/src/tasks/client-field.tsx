import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ClientSummary } from '@vendange/contracts';
import { FormField, useDebounced } from '@vendange/ui';

export interface PickedClient { id: number; name: string }

/** A client of the shop, found by name (GET /v1/clients?search=), or none; the choice shows with a button to change it. */
export function ClientField({ shopId, value, onChange, optional = true, testId = 'client-field' }: {
  shopId: number; value: PickedClient | null; onChange: (client: PickedClient | null) => void; optional?: boolean; testId?: string;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data } = useApi<{ items: ClientSummary[] }>(value || !search ? null : '/v1/clients', { shopId, search, limit: 6 });
  if (value) {
    return (
      <FormField label={<Trans>Client</Trans>}>
        <HStack gap="2" data-testid={`${testId}-chosen`}>
          <Text fontWeight="medium" flex="1" overflowWrap="anywhere">{value.name}</Text>
          <Button size="xs" variant="outline" onClick={() => onChange(null)} data-testid={`${testId}-change`}>{optional ? <Trans>Retirer</Trans> : <Trans>Changer</Trans>}</Button>
        </HStack>
      </FormField>
    );
  }
  return (
    <Stack gap="1">
      <FormField label={<Trans>Client</Trans>} required={!optional} helper={optional ? <Trans>Facultatif : tapez le nom d'un client ou d'un prospect.</Trans> : null}>
        <Input type="search" bg="white" autoComplete="off" value={typed} placeholder={t`Nom du client`} onChange={(e) => setTyped(e.target.value)} data-testid={`${testId}-search`} />
      </FormField>
      {data && search ? (
        <Box aria-live="polite">
          {data.items.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun client sous ce nom.</Trans></Text> : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Clients trouvés`}>
              {data.items.map((c) => (
                <li key={c.id}>
                  <Button size="sm" variant="outline" w="full" justifyContent="flex-start" onClick={() => { onChange({ id: c.id, name: c.name }); setTyped(''); }} data-testid={`${testId}-option`}>
                    {c.name}{c.city ? <Text as="span" color="gray.600" ms="2">{c.city}</Text> : null}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
