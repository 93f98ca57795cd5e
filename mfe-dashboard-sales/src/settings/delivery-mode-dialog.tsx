import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { DeliveryMode } from '@vendange/contracts';
import { deliveryModeFormSchema, deliveryModeToForm, type DeliveryModeForm } from './delivery-mode-form';
import { ItemDialog } from './item-dialog';
import { deliveryTypeLabels } from './sales-labels';
import { uniqueKey } from './unique-key';
import { useTextRuleMessages } from './use-text-rule-messages';
import { FormSelect, FormText } from '@vendange/ui';

interface Props {
  /** The mode edited, or null to add one. */
  mode: DeliveryMode | null;
  /** Keys of the shop's other modes, so a new one gets its own. */
  takenKeys: readonly string[];
  onSave: (mode: DeliveryMode) => void;
  onClose: () => void;
}

/** Adds or edits one delivery mode; nothing is sent before the settings are saved. */
export function DeliveryModeDialog({ mode, takenKeys, onSave, onClose }: Props) {
  const { t, i18n } = useLingui();
  const messages = useTextRuleMessages();
  const resolver = useMemo(
    () => zodResolver(deliveryModeFormSchema(messages, (name) => mode?.ref ?? uniqueKey(name, takenKeys))),
    [messages, mode, takenKeys],
  );
  const methods = useForm<DeliveryModeForm, unknown, DeliveryMode>({ defaultValues: deliveryModeToForm(mode), resolver });
  const types = (Object.keys(deliveryTypeLabels) as DeliveryMode['type'][]).map((value) => ({ value, label: i18n._(deliveryTypeLabels[value]) }));

  return (
    <FormProvider {...methods}>
      <ItemDialog open title={mode ? t`Modifier le mode de livraison` : t`Ajouter un mode de livraison`} submitLabel={mode ? t`Valider` : t`Ajouter`}
        testId="delivery-mode-dialog" onClose={onClose} onSubmit={(e) => void methods.handleSubmit(onSave)(e)}>
        <FormSelect<DeliveryModeForm> name="type" label={t`Transporteur`} options={types} required testId="delivery-mode-type" />
        <FormText<DeliveryModeForm> name="name" label={t`Nom affiché aux clients`} placeholder={t`Colissimo à domicile`} required testId="delivery-mode-name" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormText<DeliveryModeForm> name="priceCents" label={t`Prix du premier colis (€ HT)`} inputMode="decimal" placeholder="12,00" required testId="delivery-mode-price" />
          <FormText<DeliveryModeForm> name="delay" label={t`Délai de livraison`} placeholder={t`3 à 5 jours ouvrés`} testId="delivery-mode-delay" />
          <FormText<DeliveryModeForm> name="perParcel" label={t`Bouteilles par colis`} inputMode="numeric" required testId="delivery-mode-per-parcel" />
          <FormText<DeliveryModeForm> name="extraParcelCents" label={t`Prix par colis supplémentaire (€ HT)`} inputMode="decimal" required testId="delivery-mode-extra" />
        </SimpleGrid>
      </ItemDialog>
    </FormProvider>
  );
}
