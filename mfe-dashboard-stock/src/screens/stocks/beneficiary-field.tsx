import { Box, Button, HStack, Input, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ClientSummary } from '@vendange/contracts';
import { FormField, useDebounced } from '@vendange/ui';

interface Page { items: ClientSummary[]; total: number }
export interface Beneficiary { clientId: number | null; beneficiary: string }
type Mode = 'client' | 'free';

/**
 * For whom an allocation is held: a CRM client searched among the shop's (GET /v1/clients), or a name typed freely
 * (an agent, a prospect). (mfe-dashboard-sales' client-search does the same for a sale, out of this MFE's reach.)
 */
export function BeneficiaryField({ shopId, value, error, onChange }: { shopId: number | null; value: Beneficiary; error?: string; onChange: (next: Beneficiary) => void }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>(value.clientId === null && value.beneficiary ? 'free' : 'client');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, isLoading } = useApi<Page>(mode === 'client' && value.clientId === null && shopId ? '/v1/clients' : null, { shopId: shopId ?? undefined, search, limit: 8 });
  const switchTo = (next: Mode) => { setMode(next); onChange({ clientId: null, beneficiary: '' }); };

  return (
    <FormField label={<Trans>Pour qui</Trans>} required error={error}>
      <Stack gap="2" w="full">
        <RadioGroup.Root value={mode} colorPalette="brand" onValueChange={(e) => switchTo(e.value === 'free' ? 'free' : 'client')}>
          <HStack gap="5" wrap="wrap">
            <RadioGroup.Item value="client" data-testid="allocation-for-client">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText><Trans>Un client</Trans></RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="free" data-testid="allocation-for-free">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText><Trans>Un autre nom (agent, prospect)</Trans></RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        {mode === 'free' ? (
          <Input bg="white" maxLength={120} value={value.beneficiary} onChange={(e) => onChange({ clientId: null, beneficiary: e.target.value })}
            placeholder={t`Nom de l'agent, du prospect…`} aria-label={t`Nom du bénéficiaire`} data-testid="allocation-beneficiary" />
        ) : null}
        {mode === 'client' && value.clientId !== null ? (
          <HStack justify="space-between" bg="white" borderWidth="1px" borderRadius="md" px="3" py="2">
            <Text fontWeight="medium" data-testid="allocation-client-picked">{value.beneficiary}</Text>
            <Button size="xs" variant="ghost" onClick={() => onChange({ clientId: null, beneficiary: '' })}><Trans>Changer</Trans></Button>
          </HStack>
        ) : null}
        {mode === 'client' && value.clientId === null ? (
          <>
            <Input bg="white" type="search" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)}
              placeholder={t`Rechercher un client par nom, ville…`} aria-label={t`Rechercher un client`} data-testid="allocation-client-search" />
            {isLoading && !data ? <Spinner size="sm" /> : null}
            {data && data.items.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun client ne correspond : saisissez plutôt un autre nom.</Trans></Text> : null}
            {data && data.items.length > 0 ? (
              <Stack as="ul" gap="1" listStyleType="none" maxH="48" overflowY="auto" aria-label={t`Clients trouvés`}>
                {data.items.map((c) => (
                  <Box as="li" key={c.id}>
                    <Button variant="outline" bg="white" w="full" h="auto" py="2" justifyContent="space-between" gap="3" flexWrap="wrap"
                      data-testid="allocation-client-option" onClick={() => { onChange({ clientId: c.id, beneficiary: c.name }); setTyped(''); }}>
                      <Text fontWeight="medium" textAlign="start">{c.name}</Text>
                      {c.city ? <Text fontSize="sm" color="gray.600">{c.city}</Text> : null}
                    </Button>
                  </Box>
                ))}
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
    </FormField>
  );
}
