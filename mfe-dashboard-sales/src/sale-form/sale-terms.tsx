import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentDelays, type PaymentDelay, type PaymentType } from '@vendange/contracts';
import { formatCents, FormField, paymentTypeLabels } from '@vendange/ui';
import { paymentDelayLabel } from '../invoices/payment-delay-labels';
import type { SaleErrors } from './sale-body';
import type { SaleForm, SaleSubType } from './sale-form';
import type { ShippingOption } from './sale-options';

type Terms = Pick<SaleForm, 'shipping' | 'paymentType' | 'paymentDelay' | 'comment' | 'validUntil'>;

/** How the sale is handed over and paid, its note, and a quote's last day. */
export function SaleTerms({ subType, value, shipping, payments, errors, onChange }: {
  subType: SaleSubType; value: Terms; shipping: ShippingOption[]; payments: PaymentType[]; errors: SaleErrors;
  onChange: (patch: Partial<Terms>) => void;
}) {
  const { t, i18n } = useLingui();
  const select = (label: string, current: string, testId: string, onSelect: (v: string) => void, options: Array<{ value: string; label: string }>) => (
    <NativeSelect.Root>
      <NativeSelect.Field bg="white" aria-label={label} value={current} onChange={(e) => onSelect(e.target.value)} data-testid={testId}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={<Trans>Livraison</Trans>} error={errors.shipping}>
        {select(t`Livraison`, value.shipping, 'sale-shipping', (v) => onChange({ shipping: v }), [
          { value: '', label: t`Aucune : remise en main propre` },
          ...shipping.map((o) => {
            const price = formatCents(o.priceCents);
            return { value: o.value, label: o.point ? t`Retrait : ${o.name} (${price} HT)` : t`${o.name} (${price} HT le premier colis)` };
          }),
        ])}
      </FormField>
      <FormField label={<Trans>Moyen de paiement</Trans>} error={errors.paymentType}>
        {select(t`Moyen de paiement`, value.paymentType, 'sale-payment-type', (v) => onChange({ paymentType: v as PaymentType | '' }), [
          { value: '', label: t`Non précisé` },
          ...payments.map((p) => ({ value: p, label: i18n._(paymentTypeLabels[p]) })),
        ])}
      </FormField>
      <FormField label={<Trans>Délai de paiement</Trans>} error={errors.paymentDelay}>
        {select(t`Délai de paiement`, value.paymentDelay, 'sale-payment-delay', (v) => onChange({ paymentDelay: v as PaymentDelay | '' }), [
          { value: '', label: t`Celui de la boutique (Paramètres › Paiements)` },
          ...paymentDelays.map((d) => ({ value: d, label: i18n._(paymentDelayLabel(d)) })),
        ])}
      </FormField>
      {subType === 'quote' ? (
        <FormField label={<Trans>Devis valable jusqu'au</Trans>} error={errors.validUntil} helper={<Trans>Passé ce jour, le client ne peut plus l'accepter.</Trans>}>
          <Input type="date" bg="white" value={value.validUntil} onChange={(e) => onChange({ validUntil: e.target.value })} data-testid="sale-valid-until" />
        </FormField>
      ) : null}
      <div style={{ gridColumn: '1 / -1' }}>
        <FormField label={<Trans>Note</Trans>} error={errors.comment} helper={<Trans>Reprise sur la commande et ses documents.</Trans>}>
          <Textarea bg="white" rows={3} maxLength={1000} value={value.comment} onChange={(e) => onChange({ comment: e.target.value })} data-testid="sale-comment" />
        </FormField>
      </div>
    </SimpleGrid>
  );
}
