import { Fieldset, HStack, RadioGroup } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/**
 * A client's kind: private (« Particulier ») or professional (« Professionnel »), which decides the identity the
 * contract's client rules ask for (a name, or a business name and its SIRET). The CRM's client form and the till's
 * « Nouveau client » ask it the same way. Test ids: `${testIdPrefix}-private`, `${testIdPrefix}-pro`.
 */
export function ClientKindField({ isPro, onChange, testIdPrefix }: { isPro: boolean; onChange: (isPro: boolean) => void; testIdPrefix: string }) {
  return (
    <Fieldset.Root w="auto">
      <Fieldset.Legend><Trans>Type de client</Trans></Fieldset.Legend>
      <RadioGroup.Root value={isPro ? 'pro' : 'private'} onValueChange={(d) => onChange(d.value === 'pro')} orientation="horizontal">
        <HStack gap="6">
          <RadioGroup.Item value="private" data-testid={`${testIdPrefix}-private`}><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText><Trans>Particulier</Trans></RadioGroup.ItemText></RadioGroup.Item>
          <RadioGroup.Item value="pro" data-testid={`${testIdPrefix}-pro`}><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText><Trans>Professionnel</Trans></RadioGroup.ItemText></RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
