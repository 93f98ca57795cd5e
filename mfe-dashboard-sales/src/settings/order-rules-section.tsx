import { SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { FormText } from '@vendange/ui';

/** The order rules the cart checks (spec point 5): minimum amount, minimum and maximum bottles, multiple of; and how long an unpaid order waits. */
export function OrderRulesSection() {
  const { t } = useLingui();
  // Blank is no rule: the placeholder says so rather than suggesting a value.
  const none = t`Aucun`;
  return (
    <SettingsSection title={<Trans>Règles de commande</Trans>} testId="order-rules-section"
      description={<Trans>Le panier les vérifie avant la commande et explique au client ce qui manque. Laissez vide pour ne pas imposer de règle.</Trans>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormText<SalesRulesForm> name="minAmountHtCents" label={t`Montant minimum de commande (€ HT)`} inputMode="decimal" placeholder={none} testId="rule-min-amount" />
        <FormText<SalesRulesForm> name="multipleOf" label={t`Par multiple de`} inputMode="numeric" placeholder={none} helper={t`Par exemple 6 : des commandes par cartons de 6 bouteilles.`} testId="rule-multiple" />
        <FormText<SalesRulesForm> name="minProducts" label={t`Nombre minimum de bouteilles`} inputMode="numeric" placeholder={none} testId="rule-min-products" />
        <FormText<SalesRulesForm> name="maxProducts" label={t`Nombre maximum de bouteilles`} inputMode="numeric" placeholder={none} testId="rule-max-products" />
        <FormText<SalesRulesForm> name="pendingExpiryDays" label={t`Expiration d'une commande non payée (jours)`} inputMode="numeric"
          helper={t`Sans validation ni paiement passé ce délai, la commande expire : son stock est remis en vente et le client est prévenu.`} testId="rule-pending-expiry" />
      </SimpleGrid>
    </SettingsSection>
  );
}
