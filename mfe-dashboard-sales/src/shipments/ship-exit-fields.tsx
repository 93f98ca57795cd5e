import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exitDocumentTypes, type ExitDocumentType, type ExitDocumentWhy, type ShippingOptions } from '@vendange/contracts';
import { FormField } from '@vendange/ui';
import { suggestedDocument, withSuggestion, type ShipmentDraft, type ShipmentErrors } from './shipment-form';
import { useShipmentErrorText } from './shipment-error-text';

type ExitFields = Pick<ShipmentDraft, 'warehouseId' | 'documentType' | 'documentNumber' | 'recipientExciseNumber' | 'documentChosen'>;

/** A country code's name in the reader's language ('JP' → 'Japon'). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The stock exit of a shipment (docs/decisions/shipments.md, "Stock and customs"): the warehouse it leaves when the
 * shop has several (duty-suspended or duty-paid), and the accompanying document made in GAMMA, suggested from where
 * the goods go and to whom (`exitDocumentFor`): a DAE under suspension to a bonded consignee or for an export, a DSA
 * duty-paid abroad, none for a duty-paid sale in France. Kept with the exit: the DRM annex and « Marquer apuré » read it.
 */
export function ShipExitFields({ draft, options, errors, onChange }: {
  draft: ShipmentDraft; options: ShippingOptions | null; errors: ShipmentErrors; onChange: (next: Partial<ExitFields>) => void;
}) {
  const { t, i18n } = useLingui();
  const say = useShipmentErrorText();
  const choice = options ? suggestedDocument(options, draft.warehouseId) : null;
  const place = options?.country ? countryName(options.country, i18n.locale === 'en' ? 'en' : 'fr') : null;
  const why: Record<ExitDocumentWhy, string> = {
    suspendedToBonded: t`Destinataire entrepositaire agréé (n° d'accise) : DAE en suspension de droits.`,
    export: t`Exportation hors de l'Union européenne : DAE en suspension de droits jusqu'au bureau de sortie.`,
    euDutyPaid: t`Vente en droits acquittés vers un autre pays de l'Union : DSA.`,
    franceDutyPaid: t`Vente en droits acquittés en France à un particulier : aucun document (capsule CRD), ou un DSA pour des bouteilles sans CRD.`,
    paidExport: t`Vin en droits acquittés exporté : DSA.`,
  };
  const pickWarehouse = (warehouseId: string) => onChange(options ? withSuggestion({ ...draft, warehouseId }, options) : { warehouseId });
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="ship-exit">
      <Text fontWeight="semibold"><Trans>Sortie de stock et document d'accompagnement</Trans></Text>
      {options ? (
        <Text fontSize="sm" color="gray.600" data-testid="ship-exit-destination">
          {place ? <Trans>Destination : {place}</Trans> : <Trans>Remis en France</Trans>}
          {options.consignee ? ` · ${options.consignee}` : ''}{options.recipientExciseNumber ? ` · ${t`n° d'accise`} ${options.recipientExciseNumber}` : ''}
        </Text>
      ) : null}
      {options && options.warehouses.length > 1 ? (
        <FormField label={<Trans>Entrepôt de départ</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.warehouseId} onChange={(e) => pickWarehouse(e.target.value)} data-testid="ship-warehouse">
              {options.warehouses.map((w) => (
                <option key={w.id} value={String(w.id)}>{w.name} · {w.regime === 'suspended' ? t`sous douane` : t`droits acquittés`}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={<Trans>Document d'accompagnement</Trans>} helper={choice ? why[choice.why] : undefined}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.documentType} data-testid="ship-document-type"
              onChange={(e) => onChange({ documentType: e.target.value as ExitDocumentType | '', documentChosen: true })}>
              <option value="">{t`Aucun`}</option>
              {exitDocumentTypes.map((type) => <option key={type} value={type}>{type}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {draft.documentType ? (
          <FormField label={draft.documentType === 'DAE' ? <Trans>Numéro ARC du DAE</Trans> : <Trans>Numéro du document</Trans>} required error={say(errors.documentNumber)}>
            <Input maxLength={40} value={draft.documentNumber} onChange={(e) => onChange({ documentNumber: e.target.value })} data-testid="ship-document-number" />
          </FormField>
        ) : null}
        {draft.documentType === 'DAE' ? (
          <FormField label={<Trans>N° d'accise du destinataire</Trans>} error={say(errors.recipientExciseNumber)}>
            <Input maxLength={20} value={draft.recipientExciseNumber} onChange={(e) => onChange({ recipientExciseNumber: e.target.value })} data-testid="ship-document-recipient" />
          </FormField>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
