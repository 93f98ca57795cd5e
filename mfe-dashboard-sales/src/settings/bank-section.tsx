import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupIban } from './iban';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { FormText, useFieldError } from '@vendange/ui';

/** The bank details a buyer paying by transfer receives with the order. */
export function BankSection() {
  const { t } = useLingui();
  // A message about the details as a whole (transfer offered without them) rather than one field.
  const whole = useFieldError<SalesRulesForm>('bank');
  return (
    <SettingsSection title={<Trans>Coordonnées bancaires</Trans>} testId="bank-section"
      description={<Trans>Communiquées au client qui paie par virement, avec sa commande. Elles ne sont jamais affichées sur la boutique.</Trans>}>
      <Stack gap="4">
        {whole ? (
          <Alert.Root status="error" data-testid="bank-error">
            <Alert.Indicator />
            <Alert.Title role="alert">{whole}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormText<SalesRulesForm> name="bank.holder" label={t`Titulaire du compte`} testId="bank-holder" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Stack gridColumn={{ md: 'span 2' }}>
            <FormText<SalesRulesForm> name="bank.iban" label={t`IBAN`} placeholder="FR76 3000 6000 0112 3456 7890 189" format={groupIban} testId="bank-iban" />
          </Stack>
          <FormText<SalesRulesForm> name="bank.bic" label={t`BIC`} placeholder="AGRIFRPP" testId="bank-bic" />
        </SimpleGrid>
      </Stack>
    </SettingsSection>
  );
}
