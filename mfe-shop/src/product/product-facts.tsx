import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { ProductDetail } from '@vendange/contracts';
import { productFactsOf } from './product-text';
import { colourName } from './colour-name';
import { NutritionTable } from '../elabel/nutrition-table';
import { labelText } from './product-offer';
import { lookBadge, lookPanel } from './look-props';
import { lookColours, lookSpace, lookType } from './storefront-look';


/** Colour, appellation and labels under the product's name (factual, as the Loi Evin allows). */
export function ProductBadges({ product }: { product: ProductDetail }) {
  const appellation = product.nutrition?.appellation;
  return (
    <HStack gap="2" wrap="wrap" data-testid="product-badges">
      {product.color ? <Badge {...lookBadge('neutral')}>{colourName(product.color)}</Badge> : null}
      {appellation ? <Badge {...lookBadge('outline')}>{appellation}</Badge> : null}
      {product.labels.map((code) => <Badge key={code} {...lookBadge('green')}>{labelText(code)}</Badge>)}
      {product.status === 'outofstock' ? <Badge {...lookBadge('orange')}><Trans>Épuisé</Trans></Badge> : null}
    </HStack>
  );
}

/**
 * What a distance seller must give before purchase (EU 2021/2117): ingredients, allergens and the
 * nutrition declaration per 100 ml, in the interface language when written in it, else in French.
 */
export function ProductNutrition({ product, locale, eLabelPath }: { product: ProductDetail; locale: 'fr' | 'en'; eLabelPath: string }) {
  const n = product.nutrition;
  if (!n) return null;
  const language = n.texts[locale] ? locale : 'fr';
  const texts = n.texts[language];
  return (
    <Stack gap="3" {...lookPanel} data-testid="product-nutrition">
      <Heading as="h2" fontSize={lookType.sectionTitle} fontWeight={lookType.weights.bold} lineHeight="1.3"><Trans>Ingrédients et valeurs nutritionnelles</Trans></Heading>
      {texts?.ingredients ? <Text data-testid="product-ingredients"><strong><Trans>Ingrédients</Trans> :</strong> {texts.ingredients}</Text> : null}
      {texts?.allergens ? <Text fontWeight="semibold"><Trans>Allergènes</Trans> : {texts.allergens}</Text> : null}
      <NutritionTable n={n} language={language} />
      <Link asChild fontSize={lookType.small} color={lookColours.primary} alignSelf="flex-start"><RouterLink to={eLabelPath}><Trans>Voir l'étiquette électronique</Trans></RouterLink></Link>
    </Stack>
  );
}

/** The newest vintage's degree and grapes, and the producer's description. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { alcohol, grapes } = productFactsOf(product);
  if (!alcohol && !grapes && !product.description) return null;
  return (
    <Stack gap={`${lookSpace.stack}px`} data-testid="product-details">
      {alcohol ? <Text><strong><Trans>Degré d'alcool</Trans> :</strong> {alcohol.replace('.', ',')} % vol.</Text> : null}
      {grapes ? <Text><strong><Trans>Cépages</Trans> :</strong> {grapes}</Text> : null}
      {product.description ? <Text whiteSpace="pre-line">{product.description}</Text> : null}
    </Stack>
  );
}
