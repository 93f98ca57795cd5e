import { SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { BankAccountInput } from '@vendange/contracts';
import { FormText } from '@vendange/ui';
import { bankFormSchema, bankToForm, type BankAccountForm } from './bank-account-form';
import type { BankFields } from './bank-list';
import { groupIban } from './iban';
import { ItemDialog } from './item-dialog';

interface Props {
  bank: BankAccountInput | null;
  /** The holder a new bank starts with. */
  holder: string;
  /** The IBANs of the shop's other banks. */
  takenIbans: readonly string[];
  onSave: (fields: BankFields) => void;
  onClose: () => void;
}

/** Adds or edits one bank of the shop; nothing is sent before the settings are saved. */
export function BankAccountDialog({ bank, holder, takenIbans, onSave, onClose }: Props) {
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(bankFormSchema(takenIbans)), [takenIbans]);
  const methods = useForm<BankAccountForm, unknown, BankFields>({ defaultValues: bankToForm(bank, holder), resolver });

  return (
    <FormProvider {...methods}>
      <ItemDialog open title={bank ? t`Modifier la banque` : t`Ajouter une banque`} submitLabel={bank ? t`Valider` : t`Ajouter`}
        testId="bank-dialog" onClose={onClose} onSubmit={(e) => void methods.handleSubmit(onSave)(e)}>
        <Stack gap="4">
          <FormText<BankAccountForm> name="name" label={t`Nom de la banque`} placeholder="Crédit Agricole Alpes Provence" required testId="bank-name" />
          <FormText<BankAccountForm> name="holder" label={t`Titulaire du compte`} required testId="bank-holder" />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Stack gridColumn={{ md: 'span 2' }}>
              <FormText<BankAccountForm> name="iban" label={t`IBAN`} placeholder="FR76 3000 6000 0112 3456 7890 189" format={groupIban} required testId="bank-iban" />
            </Stack>
            <FormText<BankAccountForm> name="bic" label={t`BIC`} placeholder="AGRIFRPP" required testId="bank-bic" />
          </SimpleGrid>
        </Stack>
      </ItemDialog>
    </FormProvider>
  );
}
