import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { ClientSearch } from '@vendange/ui';

/**
 * The orders of one CRM client: a search among the shop's clients, then the chosen name with a button to clear it.
 * Shown to staff who may read the clients (seeAllClient): the search is theirs.
 */
export function OrderClientFilter({ shopId, clientId, client, onChange }: {
  shopId: number; clientId: string; client: string; onChange: (next: { clientId: string; client: string }) => void;
}) {
  const { t } = useLingui();
  return (
    <Field.Root w={{ base: 'full', sm: '72' }}>
      <Field.Label><Trans>Client</Trans></Field.Label>
      {clientId ? (
        <HStack bg="brand.50" borderWidth="1px" borderRadius="md" px="3" py="1.5" w="full" justify="space-between" data-testid="order-filter-client">
          <Text fontWeight="medium" truncate>{client || t`Client n° ${clientId}`}</Text>
          <Button size="xs" variant="ghost" aria-label={t`Tous les clients`} onClick={() => onChange({ clientId: '', client: '' })} data-testid="order-filter-client-clear">
            <X size={14} aria-hidden />
          </Button>
        </HStack>
      ) : (
        <ClientSearch shopId={shopId} testId="order-filter-client" emptyText={<Trans>Aucun client ne correspond.</Trans>}
          onPick={(c) => onChange({ clientId: String(c.id), client: c.name })} />
      )}
    </Field.Root>
  );
}
