import { Box, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CrdCapsule, CrdInventoryResult } from '@vendange/contracts';
import { FormDialog, FormField } from '@vendange/ui';
import { crdInventoryOf, type CrdCounts, type CrdInventoryDifference } from '../../lib/crd-inventory';
import { useCrdSave } from '../../lib/use-crd-save';
import { CrdSwatch } from './crd-swatch';

/** What a counted line will write, as the producer reads it before confirming. */
function DifferenceText({ d }: { d: CrdInventoryDifference }) {
  if (!d.move) return <Text as="span" color="gray.600"><Trans>conforme</Trans></Text>;
  const quantity = d.move.quantity;
  return d.move.reason === 'surplus'
    ? <Text as="span" color="green.700" fontWeight="semibold"><Trans>+{quantity} en excédent</Trans></Text>
    : <Text as="span" color="red.700" fontWeight="semibold"><Trans>−{quantity} manquantes</Trans></Text>;
}

/**
 * A capsule inventory (POST /v1/stocks/crd/inventory): the producer types what they counted on each line (a blank
 * line is not counted), sees the difference with the account, then confirms; each difference is written as a surplus
 * or missing movement, all at once. The account is append-only: hence the review step before anything is written.
 */
export function CrdInventoryDialog({ capsules, onClose }: { capsules: readonly CrdCapsule[]; onClose: () => void }) {
  const { t } = useLingui();
  const [counts, setCounts] = useState<CrdCounts>({});
  const [note, setNote] = useState('');
  const [review, setReview] = useState<CrdInventoryDifference[] | null>(null);
  const [invalid, setInvalid] = useState<number | null>(null);
  const { busy, failure, setFailure, save } = useCrdSave();
  const typed = (id: number, value: string) => { setCounts((c) => ({ ...c, [id]: value })); setInvalid(null); setFailure(null); setReview(null); };

  const submit = async () => {
    const checked = crdInventoryOf(capsules, counts, note);
    if (!checked.body) {
      if (checked.error === 'none') setFailure(t`Saisissez les capsules comptées sur au moins une ligne.`);
      else setInvalid(checked.error.capsuleId);
      return;
    }
    if (!review) { setReview(checked.differences); return; }
    const saved = await save<CrdInventoryResult>('/v1/stocks/crd/inventory', checked.body, (result) => {
      const written = result.movements.length;
      return written === 0 ? t`Inventaire conforme : aucun écart à enregistrer.` : t`Inventaire enregistré : ${written} écart(s) passé(s) au compte.`;
    });
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={<Trans>Inventaire des capsules CRD</Trans>} ariaLabel={t`Inventaire des capsules CRD`} testId="crd-inventory-dialog" size="lg"
      submitLabel={review ? <Trans>Confirmer l'inventaire</Trans> : <Trans>Vérifier les écarts</Trans>} busy={busy} failure={failure}
      onSubmit={() => void submit()} onClose={onClose}
    >
      <Text fontSize="sm" color="gray.700">
        <Trans>Comptez les capsules de chaque ligne. Un écart avec le compte est enregistré en excédent ou en manquantes, et figure sur la DRM du mois. Laissez vide une ligne non comptée.</Trans>
      </Text>
      <Stack gap="2" as="ul" listStyleType="none">
        {capsules.map((c) => {
          const difference = review?.find((d) => d.capsule.id === c.id);
          return (
            <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="2" data-testid="crd-inventory-line" data-label={c.label}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <HStack gap="2" minW="0" flex="1"><CrdSwatch colour={c.colour} /><Text fontSize="sm" fontWeight="medium">{c.label}</Text></HStack>
                <Text fontSize="sm" color="gray.600"><Trans>Au compte : {c.balance}</Trans></Text>
              </HStack>
              <HStack gap="3" mt="2" align="flex-end" wrap="wrap">
                <FormField label={<Trans>Comptées</Trans>} error={invalid === c.id ? t`Un nombre entier de capsules, 0 ou plus.` : undefined}>
                  <Input bg="white" w="32" inputMode="numeric" value={counts[c.id] ?? ''} onChange={(e) => typed(c.id, e.target.value)} data-testid="crd-inventory-count" />
                </FormField>
                {difference ? <Box pb="2" data-testid="crd-inventory-difference"><DifferenceText d={difference} /></Box> : null}
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <FormField label={<Trans>Note</Trans>}>
        <Textarea bg="white" rows={2} maxLength={500} value={note} onChange={(e) => { setNote(e.target.value); setReview(null); }} placeholder={t`Inventaire`} data-testid="crd-inventory-note" />
      </FormField>
    </FormDialog>
  );
}
