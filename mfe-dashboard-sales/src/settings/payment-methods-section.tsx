import { Trans, useLingui } from '@lingui/react/macro';
import { checkoutPaymentTypes } from '@vendange/contracts';
import { checkoutPaymentLabels } from './sales-labels';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { FormCheckboxes } from '@vendange/ui';

/** Which payment methods buyers may choose when they order online. */
export function PaymentMethodsSection() {
  const { t, i18n } = useLingui();
  const options = checkoutPaymentTypes.map((value) => ({ value, label: i18n._(checkoutPaymentLabels[value]) }));
  return (
    <SettingsSection title={<Trans>Moyens de paiement en ligne</Trans>} testId="payment-methods-section"
      description={<Trans>Ceux que vos clients peuvent choisir en commandant sur votre boutique. La carte bancaire n'est débitée qu'à la validation de la commande.</Trans>}>
      <FormCheckboxes<SalesRulesForm> name="paymentsList" label={t`Moyens proposés`} options={options} testId="payment-methods" />
    </SettingsSection>
  );
}
