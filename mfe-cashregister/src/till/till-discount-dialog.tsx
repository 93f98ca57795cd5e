import { Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog, FormField } from '@vendange/ui';
import { centsOfText, textOfCents } from './till-labels';

export interface DiscountChange { fixedUnitTtcCents: number | null; discountPercent: string | null; reason: string | null }

const percentOk = (v: string) => /^\d{1,3}([.,]\d{1,2})?$/.test(v.trim()) && Number(v.replace(',', '.')) <= 100;

/**
 * A line's price or discount (the pricing engine's fixedUnit and discountPercent, on the till's TTC basis), or the
 * whole ticket's discount: always with a reason, kept on the ticket and in the journal.
 */
export function TillDiscountDialog({ label, unitTtcCents, current, onClose, onApply }: {
  label: string;
  /** The line's list price; null for the ticket (a percent only). */
  unitTtcCents: number | null;
  current: DiscountChange;
  onClose: () => void;
  onApply: (change: DiscountChange) => void;
}) {
  const { t } = useLingui();
  const [price, setPrice] = useState(current.fixedUnitTtcCents !== null ? textOfCents(current.fixedUnitTtcCents) : '');
  const [percent, setPercent] = useState(current.discountPercent ?? '');
  const [reason, setReason] = useState(current.reason ?? '');
  const [errors, setErrors] = useState<{ price?: string; percent?: string; reason?: string }>({});

  const apply = () => {
    const next: typeof errors = {};
    const cents = price.trim() ? centsOfText(price) : null;
    if (price.trim() && cents === null) next.price = t`Prix invalide : tapez par exemple 15 ou 12,50.`;
    if (percent.trim() && !percentOk(percent)) next.percent = t`Remise attendue en pourcentage, par exemple 10 ou 12,5.`;
    const changed = cents !== null || (percent.trim() !== '' && Number(percent.replace(',', '.')) > 0);
    if (changed && !reason.trim()) next.reason = t`Indiquez la raison du prix ou de la remise accordée.`;
    if (Object.keys(next).length > 0) { setErrors(next); return; }
    onApply(changed
      ? { fixedUnitTtcCents: cents, discountPercent: percent.trim() ? String(Number(percent.replace(',', '.'))) : null, reason: reason.trim() }
      : { fixedUnitTtcCents: null, discountPercent: null, reason: null });
    onClose();
  };

  return (
    <FormDialog title={unitTtcCents === null ? <Trans>Remise sur le ticket</Trans> : <Trans>Prix ou remise : {label}</Trans>} ariaLabel={t`Remise`} testId="till-discount"
      submitLabel={<Trans>Appliquer</Trans>} onSubmit={apply} onClose={onClose}>
      {unitTtcCents !== null ? (
        <FormField label={<Trans>Prix unitaire TTC (€), au lieu de {textOfCents(unitTtcCents)}</Trans>} error={errors.price}>
          <Input inputMode="decimal" size="lg" value={price} onChange={(e) => setPrice(e.target.value)} data-testid="till-discount-price" />
        </FormField>
      ) : null}
      <FormField label={<Trans>Remise (%)</Trans>} error={errors.percent}>
        <Input inputMode="decimal" size="lg" value={percent} onChange={(e) => setPercent(e.target.value)} data-testid="till-discount-percent" />
      </FormField>
      <FormField label={<Trans>Raison</Trans>} error={errors.reason}>
        <Input size="lg" value={reason} maxLength={200} placeholder={t`Client fidèle, fin de série…`} onChange={(e) => setReason(e.target.value)} data-testid="till-discount-reason" />
      </FormField>
    </FormDialog>
  );
}
