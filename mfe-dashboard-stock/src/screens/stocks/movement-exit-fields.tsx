import { Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { countryNameOf, ExitDocumentFields, FormField, type ExitDocumentField } from '@vendange/ui';
import { goesAbroad, type MovementErrors, type MovementForm } from '../../lib/movement-form';

type Fields = Pick<MovementForm, 'kind' | 'reason' | 'destination' | 'documentType' | 'documentNumber' | 'recipientExciseNumber'>;

/** Where each document field's messages sit in the movement body (`accompanying`, see movementBody). */
const errorPaths: Record<ExitDocumentField, string> = {
  documentType: 'accompanying', documentNumber: 'accompanying.number', recipientExciseNumber: 'accompanying.recipientExciseNumber',
};

/**
 * A manual exit's destination and accompanying document (docs/decisions/drm.md, "Annex"): the country of a sale or
 * sample (beyond France: an EU dispatch or an export on the DRM), then the shared document fields (@vendange/ui
 * ExitDocumentFields: the DAE, DSA, DAA or DAC it leaves under, made in GAMMA).
 */
export function MovementExitFields({ form, errors, onChange }: { form: Fields; errors: MovementErrors; onChange: (patch: Partial<Fields>, path: string) => void }) {
  const { t, i18n } = useLingui();
  const country = countryNameOf(form.destination, i18n.locale === 'en' ? 'en' : 'fr');
  return (
    <ExitDocumentFields value={form} testIdPrefix="movement" bg="white"
      errors={{ documentType: errors['accompanying.type'], documentNumber: errors['accompanying.number'], recipientExciseNumber: errors['accompanying.recipientExciseNumber'] }}
      onChange={(patch, field) => onChange(patch, errorPaths[field])}>
      {goesAbroad(form) ? (
        <FormField label={<Trans>Pays de destination</Trans>} error={errors.destination}
          helper={country ?? t`Code ISO de deux lettres (BE, JP…) ; vide pour la France.`}>
          <Input bg="white" maxLength={2} textTransform="uppercase" value={form.destination} placeholder="FR"
            onChange={(e) => onChange({ destination: e.target.value }, 'destination')} data-testid="movement-destination" />
        </FormField>
      ) : null}
    </ExitDocumentFields>
  );
}
