import { Checkbox, Field, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary, ShopTabContent } from '@vendange/contracts';
import { colourChoices } from '../product/colour-name';
import { productTypeLabels } from '@vendange/ui';
import { TabProductsChecklist } from './tab-products-checklist';
import { toggled } from './toggled';

type Kind = ShopTabContent['kind'];
type ProductType = ProductSummary['productType'];

/** What a new choice of kind starts from: empty lists and text the producer then fills. */
const startOf: Record<Kind, ShopTabContent> = {
  all: { kind: 'all' },
  products: { kind: 'products', productIds: [] },
  types: { kind: 'types', productTypes: [], colors: [] },
  builders: { kind: 'builders' },
  text: { kind: 'text', text: '' },
};

/** The first message of a nested form error (the content's errors sit on productIds, productTypes or text). */
export function firstErrorMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  // `ref` is the field's element, no error to read.
  for (const [key, value] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstErrorMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

interface Props {
  value: ShopTabContent;
  onChange: (content: ShopTabContent) => void;
  /** The shop whose products a tab of chosen products picks from. */
  shopId: number;
  error: string | undefined;
  /** Names the fields for screen readers: the tab's or sub-page's name. */
  label: string;
}

/** What one storefront tab or sub-page holds: every product, chosen products, types/colours, the boxes to compose, or a text. */
export function TabContentPicker({ value, onChange, shopId, error, label }: Props) {
  const { t, i18n } = useLingui();
  const kinds: Array<[Kind, string]> = [
    ['all', t`Tous les produits en vente`], ['products', t`Des produits choisis`], ['types', t`Des types de produits ou des couleurs`],
    ['builders', t`Les coffrets à composer`], ['text', t`Une page de texte`],
  ];
  const types = (['bottle', 'box', 'spirit', 'food', 'accessory', 'prestation'] as const).map((type): [ProductType, string] => [type, i18n._(productTypeLabels[type])]);
  const colours = colourChoices();

  return (
    <Stack gap="2" data-testid="tab-content">
      <Field.Root>
        <Field.Label fontSize="sm"><Trans>Contenu</Trans></Field.Label>
        <NativeSelect.Root size="sm" bg="white" maxW="sm">
          <NativeSelect.Field aria-label={t`Contenu de ${label}`} value={value.kind} data-testid="tab-content-kind"
            onChange={(e) => onChange(startOf[e.target.value as Kind])}>
            {kinds.map(([kind, name]) => <option key={kind} value={kind}>{name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value.kind === 'products' ? (
        <TabProductsChecklist shopId={shopId} value={value.productIds} onChange={(productIds) => onChange({ kind: 'products', productIds })} />
      ) : null}
      {value.kind === 'types' ? (
        <Stack gap="2" data-testid="tab-content-types">
          <Wrap gap="3" aria-label={t`Types de produits`}>
            {types.map(([type, name]) => (
              <Checkbox.Root key={type} size="sm" checked={value.productTypes.includes(type)}
                onCheckedChange={(e) => onChange({ ...value, productTypes: toggled(value.productTypes, type, e.checked === true) })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          <Wrap gap="3" aria-label={t`Couleurs`}>
            {colours.map(([colour, name]) => (
              <Checkbox.Root key={colour} size="sm" checked={value.colors.includes(colour)}
                onCheckedChange={(e) => onChange({ ...value, colors: toggled(value.colors, colour, e.checked === true) })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          <Text fontSize="xs" color="gray.600"><Trans>Sans couleur cochée, toutes les couleurs ; sans type coché, tous les types.</Trans></Text>
        </Stack>
      ) : null}
      {value.kind === 'builders' ? (
        <Text fontSize="sm" color="gray.600"><Trans>L'onglet montre les coffrets que le client compose lui-même.</Trans></Text>
      ) : null}
      {value.kind === 'text' ? (
        <Textarea size="sm" bg="white" rows={5} aria-label={t`Texte de ${label}`} value={value.text} data-testid="tab-content-text"
          onChange={(e) => onChange({ kind: 'text', text: e.target.value })} />
      ) : null}
      {error ? <Text fontSize="sm" color="red.600" role="alert">{error}</Text> : null}
    </Stack>
  );
}
