import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExitDocumentWhy, ShippingOptions } from '@vendange/contracts';
import { countryNameOf, ExitDocumentFields, FormField } from '@vendange/ui';
import { suggestedDocument, withSuggestion, type ShipmentDraft, type ShipmentErrors } from './shipment-form';
import { useShipmentErrorText } from './shipment-error-text';

type ExitFields = Pick<ShipmentDraft, 'warehouseId' | 'documentType' | 'documentNumber' | 'recipientExciseNumber' | 'documentChosen'>;

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
  const place = options?.country ? (countryNameOf(options.country, i18n.locale === 'en' ? 'en' : 'fr') ?? options.country) : null;
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
      <ExitDocumentFields value={draft} testIdPrefix="ship" typeHelper={choice ? why[choice.why] : undefined}
        errors={{ documentNumber: say(errors.documentNumber), recipientExciseNumber: say(errors.recipientExciseNumber) }}
        onChange={(patch, field) => onChange(field === 'documentType' ? { ...patch, documentChosen: true } : patch)} />
    </Stack>
  );
}
