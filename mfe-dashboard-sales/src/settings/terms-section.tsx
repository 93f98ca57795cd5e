import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { FormSwitch, FormText } from '@vendange/ui';

/** The terms of sale shown at checkout, and whether prices are reserved for members. */
export function TermsSection() {
  const { t } = useLingui();
  return (
    <SettingsSection title={<Trans>Conditions de vente</Trans>} testId="terms-section">
      <Stack gap="5">
        <FormText<SalesRulesForm> name="cgv" label={t`Conditions générales de vente (CGV)`} multiline rows={8}
          helper={t`Affichées au client avant qu'il valide sa commande.`} testId="terms-cgv" />
        <FormSwitch<SalesRulesForm> name="membersOnlyPrices" label={t`Prix réservés aux membres`}
          helper={t`Les visiteurs non connectés voient vos vins sans leur prix, avec une invitation à créer un compte.`} testId="terms-members-only" />
      </Stack>
    </SettingsSection>
  );
}
