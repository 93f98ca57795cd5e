import { Fieldset, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { FormText } from '@vendange/ui';

/** Free shipping ("franco de port") from an amount, a number of bottles, or both. */
export function FrancoSection() {
  const { t } = useLingui();
  // Blank is no rule: the placeholder says so rather than suggesting a value.
  const none = t`Aucun`;
  const { control } = useFormContext<SalesRulesForm>();
  const modes = [
    { value: 'any', label: t`L'un ou l'autre`, help: t`La livraison est offerte dès qu'un des deux seuils est atteint.` },
    { value: 'all', label: t`Les deux`, help: t`La livraison est offerte quand les deux seuils sont atteints.` },
  ];
  return (
    <SettingsSection title={<Trans>Franco de port</Trans>} testId="franco-section"
      description={<Trans>La livraison est offerte à partir d'un montant de commande et/ou d'un nombre de bouteilles. Laissez vide pour ne pas offrir la livraison.</Trans>}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormText<SalesRulesForm> name="franco.amountCents" label={t`À partir de (€ HT)`} inputMode="decimal" placeholder={none} testId="franco-amount" />
          <FormText<SalesRulesForm> name="franco.quantity" label={t`À partir de (bouteilles)`} inputMode="numeric" placeholder={none} testId="franco-quantity" />
        </SimpleGrid>
        <Controller control={control} name="franco.mode" render={({ field }) => (
          // A fieldset, not a field: each radio keeps its own name.
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="medium" fontSize="sm"><Trans>Quand les deux seuils sont renseignés, il faut atteindre</Trans></Fieldset.Legend>
            <RadioGroup.Root name={field.name} value={field.value} onValueChange={(e) => field.onChange(e.value)} colorPalette="brand" data-testid="franco-mode">
              <Stack gap="2">
                {modes.map((m) => (
                  <RadioGroup.Item key={m.value} value={m.value} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Text as="span" fontWeight="medium">{m.label}</Text>
                      <Text as="span" display="block" fontSize="sm" color="gray.600">{m.help}</Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Fieldset.Root>
        )} />
      </Stack>
    </SettingsSection>
  );
}
