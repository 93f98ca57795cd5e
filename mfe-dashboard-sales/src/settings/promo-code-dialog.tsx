import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { PromoCode } from '@vendange/contracts';
import { FormSelect, FormSwitch, FormText } from '@vendange/ui';
import { ItemDialog } from './item-dialog';
import { promoCodeFormSchema, promoCodeToForm, type PromoCodeForm } from './promo-code-form';
import { useTextRuleMessages } from './use-text-rule-messages';

interface Props {
  promo: PromoCode | null;
  takenCodes: readonly string[];
  onSave: (promo: PromoCode) => void;
  onClose: () => void;
}

/** Adds or edits one promo code; nothing is sent before the settings are saved. */
export function PromoCodeDialog({ promo, takenCodes, onSave, onClose }: Props) {
  const { t } = useLingui();
  const messages = useTextRuleMessages();
  const resolver = useMemo(() => zodResolver(promoCodeFormSchema(messages, takenCodes)), [messages, takenCodes]);
  const methods = useForm<PromoCodeForm, unknown, PromoCode>({ defaultValues: promoCodeToForm(promo), resolver });
  const kind = useWatch({ control: methods.control, name: 'kind' });

  return (
    <FormProvider {...methods}>
      <ItemDialog open title={promo ? t`Modifier le code promo` : t`Ajouter un code promo`} submitLabel={promo ? t`Valider` : t`Ajouter`}
        testId="promo-code-dialog" onClose={onClose} onSubmit={(e) => void methods.handleSubmit(onSave)(e)}>
        <FormText<PromoCodeForm> name="code" label={t`Code`} placeholder="BIENVENUE10" required testId="promo-code-code" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormSelect<PromoCodeForm> name="kind" label={t`Remise`} testId="promo-code-kind"
            options={[{ value: 'percent', label: t`Pourcentage` }, { value: 'amount', label: t`Montant (€ HT)` }]} />
          {kind === 'percent'
            ? <FormText<PromoCodeForm> name="percent" label={t`Pourcentage`} inputMode="numeric" placeholder="10" required testId="promo-code-percent" />
            : <FormText<PromoCodeForm> name="amount" label={t`Montant (€ HT)`} inputMode="decimal" placeholder="5,00" required testId="promo-code-amount" />}
          <FormText<PromoCodeForm> name="minAmount" label={t`À partir de (€ HT d'achats)`} inputMode="decimal" helper={t`Vide : sans minimum.`} testId="promo-code-min" />
          <FormText<PromoCodeForm> name="validUntil" type="date" label={t`Valable jusqu'au`} helper={t`Vide : sans fin.`} testId="promo-code-until" />
        </SimpleGrid>
        <FormSwitch<PromoCodeForm> name="active" label={t`Actif`} testId="promo-code-active" />
      </ItemDialog>
    </FormProvider>
  );
}
