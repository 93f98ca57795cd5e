import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type CatalogTypology } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { TypologyDialog } from './typology-dialog';

/** The shop's typologies (settings 'typos'): one price grid per family of clients. */
export function TypologiesPanel({ typologies, editable, onChanged }: { typologies: readonly CatalogTypology[]; editable: boolean; onChanged: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [editing, setEditing] = useState<CatalogTypology | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CatalogTypology | null>(null);

  async function remove(ty: CatalogTypology) {
    try {
      await api(`/v1/typologies/${encodeURIComponent(ty.key)}`, { method: 'DELETE', query: { shopId: shopId ?? undefined }, silent: true });
      showSnackbar('success', t`Tarif ${ty.name} supprimé.`);
      onChanged();
    } catch (err) {
      showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
    }
    setDeleting(null);
  }

  return (
    <Stack gap="3" data-testid="typologies" id="typologies">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="md"><Trans>Typologies de clients</Trans></Heading>
        {editable ? <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="typology-add"><Trans>Ajouter un tarif</Trans></Button> : null}
      </Flex>
      {typologies.length === 0 ? <Text color="gray.600"><Trans>Aucun tarif : créez-en un par famille de clients (particuliers, cavistes, restaurants…).</Trans></Text> : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {typologies.map((ty) => (
          <Card.Root key={ty.key} size="sm" data-testid={`typology-${ty.key}`}>
            <Card.Body>
              <Stack gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="semibold">{ty.name}</Text>
                  {ty.public ? <Badge colorPalette="brand"><Trans>Public</Trans></Badge> : null}
                  <Badge>{ty.ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</Badge>
                </Flex>
                <Text fontSize="sm" color="gray.600">
                  <Trans>Remise globale {ty.globalDiscount.replace('.', ',')} % · {ty.pricedFormats} formats tarifés</Trans>
                  {ty.allRulesInEq75 ? <Box as="span"> · <Trans>quantités en éq. 75 cl</Trans></Box> : null}
                </Text>
                {editable ? (
                  <HStack gap="2">
                    <Button size="xs" variant="outline" onClick={() => setEditing(ty)}><Trans>Modifier</Trans></Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(ty)} data-testid={`typology-delete-${ty.key}`}><Trans>Supprimer</Trans></Button>
                  </HStack>
                ) : null}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <TypologyDialog open={adding || editing !== null} typology={editing} onClose={() => { setAdding(false); setEditing(null); }} onSaved={onChanged} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Supprimer le tarif ${deleting?.name ?? ''} ?`}
        message={t`Les prix de ce tarif seront effacés. Les clients qui y sont rattachés verront le tarif public.`}
        confirmLabel={t`Supprimer le tarif`}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
