import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CollectionPoint } from '@vendange/contracts';
import { collectionPointFormSchema, collectionPointToForm, type CollectionPointForm } from './collection-point-form';
import { ItemDialog } from './item-dialog';
import { uniqueKey } from './unique-key';
import { useTextRuleMessages } from './use-text-rule-messages';
import { FormText } from '@vendange/ui';

interface Props {
  point: CollectionPoint | null;
  takenKeys: readonly string[];
  onSave: (point: CollectionPoint) => void;
  onClose: () => void;
}

/** Adds or edits one collection point; nothing is sent before the settings are saved. */
export function CollectionPointDialog({ point, takenKeys, onSave, onClose }: Props) {
  const { t } = useLingui();
  const messages = useTextRuleMessages();
  const resolver = useMemo(
    () => zodResolver(collectionPointFormSchema(messages, (name) => point?.id ?? uniqueKey(name, takenKeys, 'point'))),
    [messages, point, takenKeys],
  );
  const methods = useForm<CollectionPointForm, unknown, CollectionPoint>({ defaultValues: collectionPointToForm(point), resolver });

  return (
    <FormProvider {...methods}>
      <ItemDialog open title={point ? t`Modifier le point de retrait` : t`Ajouter un point de retrait`} submitLabel={point ? t`Valider` : t`Ajouter`}
        testId="collection-point-dialog" onClose={onClose} onSubmit={(e) => void methods.handleSubmit(onSave)(e)}>
        <FormText<CollectionPointForm> name="name" label={t`Nom`} placeholder={t`Caveau du domaine`} required testId="collection-point-name" />
        <FormText<CollectionPointForm> name="address" label={t`Adresse`} required multiline rows={2} testId="collection-point-address" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormText<CollectionPointForm> name="priceCents" label={t`Prix (€ HT)`} inputMode="decimal" placeholder="0,00" helper={t`Vide : gratuit.`} testId="collection-point-price" />
          <FormText<CollectionPointForm> name="hours" label={t`Horaires`} placeholder={t`Du lundi au samedi, 9 h – 18 h`} testId="collection-point-hours" />
        </SimpleGrid>
      </ItemDialog>
    </FormProvider>
  );
}
