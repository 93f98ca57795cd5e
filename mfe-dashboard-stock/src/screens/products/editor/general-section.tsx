import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceCheckboxes, ReferenceSelect } from '../../../components/reference-fields';
import type { ProductForm } from '../../../lib/product-form-types';
import { productStatuses, useStatusText } from '../product-status';
import { FormSelect, FormText } from '@vendange/ui';

/** Général: what the product is, how it is sold (VAT, quantities, wrapping) and whether it is on sale. */
export function GeneralSection() {
  const { t } = useLingui();
  const statusText = useStatusText();
  const { control } = useFormContext<ProductForm>();
  const productType = useWatch({ control, name: 'productType' });
  const isDrink = productType === 'bottle' || productType === 'spirit' || productType === 'box';
  return (
    <Stack gap="5" data-testid="section-general">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ReferenceSelect<ProductForm> name="productType" list="productTypes" label={<Trans>Type de produit</Trans>} required testId="product-type" />
        <FormText<ProductForm> name="name" label={<Trans>Nom</Trans>} required testId="product-name" />
        <FormText<ProductForm> name="precision" label={<Trans>Précision (appellation, cuvée…)</Trans>} testId="product-precision" />
        {productType === 'accessory'
          ? <ReferenceSelect<ProductForm> name="type" list="accessoryTypes" label={<Trans>Type d'accessoire</Trans>} />
          : <ReferenceSelect<ProductForm> name="type" list="drinkTypes" label={<Trans>Type de boisson</Trans>} />}
        {isDrink ? <ReferenceSelect<ProductForm> name="color" list="colours" label={<Trans>Couleur</Trans>} testId="product-color" /> : null}
        <FormText<ProductForm> name="gamme" label={<Trans>Gamme</Trans>} placeholder={t`Prestige, Les classiques…`} />
        <ReferenceSelect<ProductForm> name="vatType" list="vatTypes" label={<Trans>TVA</Trans>} required />
        <FormSelect<ProductForm> name="status" label={<Trans>Statut</Trans>} options={productStatuses.map((s) => ({ value: s, label: statusText(s) }))} testId="product-status-select" />
        <FormText<ProductForm> name="minQuantity" label={<Trans>Quantité minimale par commande</Trans>} inputMode="numeric" />
        <FormText<ProductForm> name="maxQuantity" label={<Trans>Quantité maximale par commande</Trans>} inputMode="numeric" />
        <FormText<ProductForm> name="wrappingPriceCents" label={<Trans>Prix de l'emballage cadeau (€ HT)</Trans>} inputMode="decimal"
          helper={<Trans>Laissez vide si vous ne proposez pas d'emballage cadeau.</Trans>} />
      </SimpleGrid>
      {isDrink ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <ReferenceSelect<ProductForm> name="quality" list="qualities" label={<Trans>Qualité</Trans>} />
          <ReferenceSelect<ProductForm> name="wineCategory" list="wineCategories" label={<Trans>Catégorie de vin</Trans>} />
          <ReferenceSelect<ProductForm> name="growingZone" list="growingZones" label={<Trans>Zone viticole</Trans>} />
        </SimpleGrid>
      ) : null}
      {isDrink ? <ReferenceCheckboxes<ProductForm> name="labels" list="labels" label={<Trans>Labels</Trans>} /> : null}
      <FormText<ProductForm> name="description" label={<Trans>Description</Trans>} multiline />
    </Stack>
  );
}
