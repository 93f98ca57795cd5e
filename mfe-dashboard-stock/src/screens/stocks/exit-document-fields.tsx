import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exitDocumentTypes, type ExitDocumentType } from '@vendange/contracts';
import { FormField } from '@vendange/ui';
import { goesAbroad, type MovementErrors, type MovementForm } from '../../lib/movement-form';

type Fields = Pick<MovementForm, 'kind' | 'reason' | 'destination' | 'documentType' | 'documentNumber' | 'recipientExciseNumber'>;

/** A country code's name in the reader's language ('BE' → 'Belgique'), or nothing until two letters are typed. */
function countryNameOf(code: string, locale: string): string | undefined {
  const typed = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(typed)) return undefined;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(typed);
    return name && name !== typed ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An exit's destination and accompanying document (docs/decisions/drm.md, "Annex"): the country of a sale or sample
 * (beyond France: an EU dispatch or an export on the DRM), then the DAE, DSA, DAA or DAC it leaves under, made in GAMMA.
 */
export function ExitDocumentFields({ form, errors, onChange }: { form: Fields; errors: MovementErrors; onChange: (patch: Partial<Fields>, path: string) => void }) {
  const { t, i18n } = useLingui();
  const country = countryNameOf(form.destination, i18n.locale === 'en' ? 'en' : 'fr');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {goesAbroad(form) ? (
        <FormField label={<Trans>Pays de destination</Trans>} error={errors.destination}
          helper={country ?? t`Code ISO de deux lettres (BE, JP…) ; vide pour la France.`}>
          <Input bg="white" maxLength={2} textTransform="uppercase" value={form.destination} placeholder="FR"
            onChange={(e) => onChange({ destination: e.target.value }, 'destination')} data-testid="movement-destination" />
        </FormField>
      ) : null}
      <FormField label={<Trans>Document d'accompagnement</Trans>} error={errors['accompanying.type']}>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field value={form.documentType} onChange={(e) => onChange({ documentType: e.target.value as ExitDocumentType | '' }, 'accompanying')} data-testid="movement-document-type">
            <option value="">{t`Aucun`}</option>
            {exitDocumentTypes.map((type) => <option key={type} value={type}>{type}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {form.documentType ? (
        <FormField label={form.documentType === 'DAE' ? <Trans>Numéro ARC du DAE</Trans> : <Trans>Numéro du document</Trans>} required error={errors['accompanying.number']}>
          <Input bg="white" maxLength={40} value={form.documentNumber} onChange={(e) => onChange({ documentNumber: e.target.value }, 'accompanying.number')} data-testid="movement-document-number" />
        </FormField>
      ) : null}
      {form.documentType === 'DAE' ? (
        <FormField label={<Trans>N° d'accise du destinataire</Trans>} error={errors['accompanying.recipientExciseNumber']}>
          <Input bg="white" maxLength={20} value={form.recipientExciseNumber}
            onChange={(e) => onChange({ recipientExciseNumber: e.target.value }, 'accompanying.recipientExciseNumber')} data-testid="movement-document-recipient" />
        </FormField>
      ) : null}
    </SimpleGrid>
  );
}
