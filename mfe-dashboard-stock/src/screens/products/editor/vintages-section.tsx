import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { CatalogTypology } from '@vendange/contracts';
import { ReferenceSelect } from '../../../components/reference-fields';
import { emptyVintage } from '../../../lib/product-form-defaults';
import type { ProductForm } from '../../../lib/product-form-types';
import { FormCheckboxes, FormSelect, FormSwitch, FormText } from '@vendange/ui';

/** Millésimes: each vintage with its degree, its blend and its legal block (excise document, duties, custom tax). */
export function VintagesSection({ typologies }: { typologies: readonly CatalogTypology[] }) {
  const { control } = useFormContext<ProductForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'vintages', keyName: 'key' });
  const next = String(new Date().getFullYear() - 1);
  return (
    <Stack gap="4" data-testid="section-vintages">
      {fields.length === 0 ? (
        <Text color="gray.600"><Trans>Aucun millésime. Ajoutez-en un pour chaque année vendue (ou « NV » pour un vin non millésimé).</Trans></Text>
      ) : null}
      {fields.map((f, i) => <VintageCard key={f.key} index={i} typologies={typologies} onRemove={() => remove(i)} />)}
      <Box>
        <Button variant="outline" size="sm" onClick={() => append(emptyVintage(fields.length === 0 ? next : ''))} data-testid="vintage-add">
          <Trans>Ajouter un millésime</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

function VintageCard({ index, typologies, onRemove }: { index: number; typologies: readonly CatalogTypology[]; onRemove: () => void }) {
  const { t } = useLingui();
  const { control } = useFormContext<ProductForm>();
  const name = useWatch({ control, name: `vintages.${index}.name` });
  const da = useWatch({ control, name: `vintages.${index}.legal.da` });
  const grapes = useFieldArray({ control, name: `vintages.${index}.grapeVarieties`, keyName: 'key' });
  const p = `vintages.${index}` as const;
  return (
    <Card.Root data-testid="vintage-card">
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="center" gap="2">
            <Heading size="sm">{name ? t`Millésime ${name}` : t`Nouveau millésime`}</Heading>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={t`Retirer le millésime ${name}`}><Trans>Retirer</Trans></Button>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormText<ProductForm> name={`${p}.name`} label={<Trans>Millésime</Trans>} required placeholder="2023, NV…" testId="vintage-name" />
            <FormText<ProductForm> name={`${p}.advanced.alcool.value`} label={<Trans>Degré d'alcool (% vol.)</Trans>} inputMode="decimal" placeholder="13,5" testId="vintage-degree" />
          </SimpleGrid>

          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm"><Trans>Cépages</Trans></Text>
            {grapes.fields.map((g, j) => (
              <HStack key={g.key} align="flex-end" gap="2">
                <Box flex="1"><ReferenceSelect<ProductForm> name={`${p}.grapeVarieties.${j}.code`} list="grapeVarieties" label={<Trans>Cépage</Trans>} required /></Box>
                <Box w="6rem"><FormText<ProductForm> name={`${p}.grapeVarieties.${j}.percent`} label="%" inputMode="numeric" /></Box>
                <Button size="sm" variant="ghost" onClick={() => grapes.remove(j)} aria-label={t`Retirer ce cépage`}>✕</Button>
              </HStack>
            ))}
            <Box><Button size="xs" variant="outline" onClick={() => grapes.append({ code: '', percent: '' })}><Trans>Ajouter un cépage</Trans></Button></Box>
          </Stack>

          <Stack gap="3" borderTopWidth="1px" pt="3">
            <Text fontWeight="semibold" fontSize="sm"><Trans>Fiscalité (bloc légal)</Trans></Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormSwitch<ProductForm> name={`${p}.legal.da`} label={<Trans>Soumis aux droits d'accise (DA)</Trans>} testId="vintage-da" />
              <FormSwitch<ProductForm> name={`${p}.legal.css`} label={<Trans>Cotisation sécurité sociale (CSS, plus de 18 %)</Trans>} />
              {da ? <ReferenceSelect<ProductForm> name={`${p}.legal.exciseCode`} list="exciseCodes" label={<Trans>Code accise</Trans>} testId="vintage-excise" /> : null}
              <FormSelect<ProductForm> name={`${p}.legal.typeDA`} label={<Trans>Document d'accompagnement</Trans>}
                options={[{ value: 'DA2', label: t`DAE / DSA (DA2)` }, { value: 'DSU', label: t`DSA simplifié (DSU)` }, { value: 'NULL', label: t`Aucun` }]} />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormText<ProductForm> name={`${p}.legal.customTaxName`} label={<Trans>Taxe spécifique : nom</Trans>} placeholder={t`Cotisation interprofessionnelle…`} />
              <FormText<ProductForm> name={`${p}.legal.customTaxAmountPerHL`} label={<Trans>Montant par hectolitre (€)</Trans>} inputMode="decimal" />
              <FormSwitch<ProductForm> name={`${p}.legal.customTaxAdded`} label={<Trans>Ajoutée au prix (sinon déjà comprise)</Trans>} />
              <FormSwitch<ProductForm> name={`${p}.legal.customTaxVat`} label={<Trans>Soumise à la TVA</Trans>} />
            </SimpleGrid>
            {typologies.length > 0 ? (
              <FormCheckboxes<ProductForm> name={`${p}.legal.customTaxFamilies`} label={<Trans>Familles de clients concernées (aucune cochée : toutes)</Trans>}
                options={typologies.map((ty) => ({ value: ty.key, label: ty.name }))} />
            ) : null}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
