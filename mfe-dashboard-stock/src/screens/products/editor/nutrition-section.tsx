import { Box, Button, Card, Flex, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { contentLanguages, type ContentLanguage } from '@vendange/contracts';
import { ReferenceCheckboxes, ReferenceSelect } from '../../../components/reference-fields';
import type { ProductForm } from '../../../lib/product-form-types';
import { labelOf, useReference } from '../../../lib/use-reference';
import { FormSwitch, FormText, useFieldError } from '@vendange/ui';

/** Informations nutritionnelles (e-label, EU 2021/2117): values per 100 ml once, texts per content language (French first). */
export function NutritionSection() {
  const { t } = useLingui();
  const { control, setValue, getValues } = useFormContext<ProductForm>();
  const [enabled, texts] = useWatch({ control, name: ['nutrition.enabled', 'nutrition.texts'] });
  const { items: languages } = useReference('contentLanguages');
  const textsError = useFieldError<ProductForm>('nutrition.texts');
  const [adding, setAdding] = useState<ContentLanguage | ''>('');
  const present = contentLanguages.filter((l) => texts?.[l] !== undefined);
  const missing = contentLanguages.filter((l) => texts?.[l] === undefined);

  const addLanguage = () => {
    if (!adding) return;
    setValue(`nutrition.texts.${adding}`, { ingredients: '', allergens: '', otherMentions: '' }, { shouldDirty: true });
    setAdding('');
  };
  const removeLanguage = (lang: ContentLanguage) => {
    const next = { ...getValues('nutrition.texts') };
    delete next[lang];
    setValue('nutrition.texts', next, { shouldDirty: true });
  };

  const per100 = [
    ['energyKcal', t`Énergie (kcal)`], ['energyKj', t`Énergie (kJ)`], ['fat', t`Matières grasses (g)`], ['saturatedFat', t`dont acides gras saturés (g)`],
    ['carbohydrates', t`Glucides (g)`], ['sugars', t`dont sucres (g)`], ['proteins', t`Protéines (g)`], ['salt', t`Sel (g)`],
  ] as const;
  return (
    <Stack gap="5" data-testid="section-nutrition">
      <FormSwitch<ProductForm> name="nutrition.enabled" label={<Trans>Publier une déclaration nutritionnelle (étiquette électronique)</Trans>} testId="nutrition-enabled" />
      {enabled ? (
        <>
          <Stack gap="2">
            <Heading size="sm"><Trans>Valeurs pour 100 ml</Trans></Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
              {per100.map(([field, label]) => <FormText<ProductForm> key={field} name={`nutrition.${field}`} label={label} inputMode="decimal" />)}
            </SimpleGrid>
          </Stack>
          <Stack gap="2">
            <Heading size="sm"><Trans>Identification (vide : reprise de la fiche produit)</Trans></Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              <FormText<ProductForm> name="nutrition.appellation" label={<Trans>Appellation</Trans>} />
              <FormText<ProductForm> name="nutrition.category" label={<Trans>Catégorie</Trans>} />
              <ReferenceSelect<ProductForm> name="nutrition.colour" list="colours" label={<Trans>Couleur</Trans>} />
              <ReferenceSelect<ProductForm> name="nutrition.quality" list="qualities" label={<Trans>Qualité</Trans>} />
              <FormText<ProductForm> name="nutrition.vintage" label={<Trans>Millésime</Trans>} />
              <FormText<ProductForm> name="nutrition.grapeVariety" label={<Trans>Cépage</Trans>} />
              <FormText<ProductForm> name="nutrition.alcoholDegree" label={<Trans>Degré d'alcool (% vol.)</Trans>} inputMode="decimal" />
              <FormText<ProductForm> name="nutrition.format" label={<Trans>Format</Trans>} />
              <FormText<ProductForm> name="nutrition.owner" label={<Trans>Exploitant</Trans>} />
              <FormText<ProductForm> name="nutrition.brand" label={<Trans>Marque</Trans>} />
              <FormText<ProductForm> name="nutrition.country" label={<Trans>Pays (code, ex. FR)</Trans>} />
            </SimpleGrid>
          </Stack>
          <ReferenceCheckboxes<ProductForm> name="nutrition.allergenCodes" list="allergens" label={<Trans>Allergènes</Trans>} />
          <Stack gap="3">
            <Heading size="sm"><Trans>Textes par langue</Trans></Heading>
            {textsError ? <Text color="red.600" role="alert" fontSize="sm">{textsError}</Text> : null}
            {present.map((lang) => (
              <Card.Root key={lang} size="sm" data-testid={`nutrition-lang-${lang}`}>
                <Card.Body>
                  <Flex justify="space-between" align="center" mb="2">
                    <Text fontWeight="semibold">{labelOf(languages, lang)}</Text>
                    {lang !== 'fr' ? <Button size="xs" variant="ghost" colorPalette="red" onClick={() => removeLanguage(lang)}><Trans>Retirer</Trans></Button> : null}
                  </Flex>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <FormText<ProductForm> name={`nutrition.texts.${lang}.ingredients`} label={<Trans>Ingrédients</Trans>} multiline />
                    <FormText<ProductForm> name={`nutrition.texts.${lang}.allergens`} label={<Trans>Mention des allergènes</Trans>} multiline />
                    <FormText<ProductForm> name={`nutrition.texts.${lang}.otherMentions`} label={<Trans>Autres mentions</Trans>} multiline />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>
            ))}
            {missing.length > 0 ? (
              <HStack gap="2">
                <NativeSelect.Root maxW="14rem" bg="white" size="sm">
                  <NativeSelect.Field aria-label={t`Langue à ajouter`} value={adding} onChange={(e) => setAdding(e.target.value as ContentLanguage | '')}>
                    <option value="">{t`Ajouter une langue…`}</option>
                    {missing.map((l) => <option key={l} value={l}>{labelOf(languages, l)}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Box><Button size="sm" variant="outline" disabled={!adding} onClick={addLanguage}><Trans>Ajouter</Trans></Button></Box>
              </HStack>
            ) : null}
          </Stack>
        </>
      ) : (
        <Text color="gray.600" fontSize="sm"><Trans>Pour les vins produits depuis le 8 décembre 2023, la déclaration complète et les ingrédients peuvent être publiés en ligne, derrière un QR code sur l'étiquette.</Trans></Text>
      )}
    </Stack>
  );
}
