import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { exitDocumentTypes, type ExitDocumentType } from '@vendange/contracts';
import { FormField } from './forms';

/** What a stock exit leaves under: the document type (or none), its number, and for a DAE the consignee's excise number. */
export interface ExitDocumentValue {
  documentType: ExitDocumentType | '';
  documentNumber: string;
  recipientExciseNumber: string;
}
export type ExitDocumentField = keyof ExitDocumentValue;

/**
 * A country code's name in the reader's language ('BE' → 'Belgique'), or nothing while the code is not two letters
 * or not a known region.
 */
export function countryNameOf(code: string, locale: string): string | undefined {
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
 * The accompanying document of a stock exit, made in GAMMA (docs/decisions/stock-ledger.md, docs/decisions/shipments.md):
 * DAE, DSA, DAA, DAC or none (contracts' `exitDocumentTypes`), its number (the ARC of a DAE) once a type is chosen, and
 * the consignee's excise number for a DAE. One form for every exit that carries one: a shipment (« Expédier ») and a
 * manual exit of the stock. `children` go first in the same grid (the destination country of a manual exit).
 * Test ids: `${testIdPrefix}-document-type`, `-document-number`, `-document-recipient`.
 */
export function ExitDocumentFields({ value, onChange, errors = {}, typeHelper, testIdPrefix, bg, children }: {
  value: ExitDocumentValue;
  onChange: (patch: Partial<ExitDocumentValue>, field: ExitDocumentField) => void;
  errors?: Partial<Record<ExitDocumentField, string | undefined>>;
  /** Under the type: why this document is suggested. */
  typeHelper?: ReactNode;
  testIdPrefix: string;
  /** The fields' background (white on a grey dialog). */
  bg?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const fieldBg = bg ? { bg } : {};
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {children}
      <FormField label={<Trans>Document d'accompagnement</Trans>} helper={typeHelper} error={errors.documentType}>
        <NativeSelect.Root {...fieldBg}>
          <NativeSelect.Field value={value.documentType} data-testid={`${testIdPrefix}-document-type`}
            onChange={(e) => onChange({ documentType: e.target.value as ExitDocumentType | '' }, 'documentType')}>
            <option value="">{t`Aucun`}</option>
            {exitDocumentTypes.map((type) => <option key={type} value={type}>{type}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {value.documentType ? (
        <FormField label={value.documentType === 'DAE' ? <Trans>Numéro ARC du DAE</Trans> : <Trans>Numéro du document</Trans>} required error={errors.documentNumber}>
          <Input {...fieldBg} maxLength={40} value={value.documentNumber} data-testid={`${testIdPrefix}-document-number`}
            onChange={(e) => onChange({ documentNumber: e.target.value }, 'documentNumber')} />
        </FormField>
      ) : null}
      {value.documentType === 'DAE' ? (
        <FormField label={<Trans>N° d'accise du destinataire</Trans>} error={errors.recipientExciseNumber}>
          <Input {...fieldBg} maxLength={20} value={value.recipientExciseNumber} data-testid={`${testIdPrefix}-document-recipient`}
            onChange={(e) => onChange({ recipientExciseNumber: e.target.value }, 'recipientExciseNumber')} />
        </FormField>
      ) : null}
    </SimpleGrid>
  );
}
