import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Stack, Tabs, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import { messages, type CatalogTypology, type ProductBody, type ProductDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { editorTabs, firstTabWithError, serverFieldError, tabOfPath, errorPaths, type EditorTab } from '../../lib/editor-tabs';
import type { FormIssue } from '../../lib/product-form';
import { formPathOf } from '../../lib/product-form';
import type { ProductForm } from '../../lib/product-form-types';
import { productChecks } from '../../lib/product-checks';
import { useLazyResolver, useLeaveGuard, StickyActions } from '@vendange/ui';
import { BuilderSection } from './editor/builder-section';
import { FormatsSection } from './editor/formats-section';
import { GeneralSection } from './editor/general-section';
import { ImagesSection } from './editor/images-section';
import { NutritionSection } from './editor/nutrition-section';
import { PackingsSection } from './editor/packings-section';
import { VintagesSection } from './editor/vintages-section';
import { StatusBadge } from './product-status';

interface Props {
  product: ProductDetail | null;
  initial: ProductForm;
  typologies: readonly CatalogTypology[];
  editable: boolean;
  toForm: (saved: ProductDetail) => ProductForm;
  onImagesChanged: () => void;
}

/** The product editor: sections in tabs, one save for everything but images; nothing typed is lost on a refusal. */
export function ProductEditor({ product, initial, typologies, editable, toForm, onImagesChanged }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { shopId } = useShopAccess();
  const [tab, setTab] = useState<EditorTab>('general');
  const describe = useMemo(() => (issue: FormIssue): string => {
    switch (issue.kind) {
      case 'empty': return t`Saisissez un montant.`;
      case 'format': return t`Saisissez un montant en euros, par exemple 12,50.`;
      case 'decimals': return t`Deux décimales au plus (les centimes).`;
      case 'negative': return t`Le montant ne peut pas être négatif.`;
      case 'too-large': return t`Ce montant est trop élevé.`;
      case 'integer': return t`Saisissez un nombre entier.`;
      case 'duplicate-threshold': return t`Ce seuil existe déjà pour ce format.`;
    }
  }, [t]);
  const { resolver, warm } = useLazyResolver(productChecks, (m) => m.productResolver(describe));
  const methods = useForm<ProductForm, unknown, ProductBody>({ defaultValues: initial, resolver });
  const { handleSubmit, reset, setError, getValues, formState: { isDirty, isSubmitting, errors } } = methods;
  const { leave, dialog } = useLeaveGuard(editable && isDirty && !isSubmitting);
  const tabsWithErrors = new Set(errorPaths(errors).map(tabOfPath));
  // Only a box composes: the tab shows for box products.
  const productType = useWatch({ control: methods.control, name: 'productType' });
  const tabs = editorTabs.filter((key) => key !== 'builder' || productType === 'box');
  const shownTab = tabs.includes(tab) ? tab : 'general';

  const submit = handleSubmit(async (body) => {
    try {
      const saved = product
        ? await api<ProductDetail>(`/v1/products/${product.id}`, { method: 'PUT', body, silent: true })
        : await api<ProductDetail>('/v1/products', { method: 'POST', body: { ...body, shopId: shopId ?? undefined }, silent: true });
      showSnackbar('success', product ? t`Produit enregistré.` : t`Produit créé.`);
      reset(toForm(saved));
      if (!product) navigate(getHref('productDetail', { id: saved.id }), { replace: true });
    } catch (err) {
      const named = serverFieldError(err);
      if (named) {
        const path = formPathOf(getValues(), named.path.split('.'));
        setError(path as Path<ProductForm>, { type: 'server', message: named.message });
        setTab(tabOfPath(path));
      }
      showSnackbar('error', named?.message ?? (err instanceof ApiError ? err.message : messages.internal));
    }
  }, (invalid) => {
    const first = firstTabWithError(invalid);
    if (first) setTab(first);
    showSnackbar('error', t`Certains champs sont à corriger : ils sont signalés en rouge.`);
  });

  const labels: Record<EditorTab, string> = {
    general: t`Général`, builder: t`Composition`, vintages: t`Millésimes`, formats: t`Formats`, packings: t`Conditionnements`, nutrition: t`Informations nutritionnelles`, images: t`Visuels`,
  };
  return (
    <Stack gap="4" maxW="6xl" data-testid="product-editor">
      <Box>
        <ChakraLink fontSize="sm" color="brand.700" href={getHref('products')} data-testid="product-back" onClick={(e) => { e.preventDefault(); leave(getHref('products')); }}>
          ← <Trans>Catalogue</Trans>
        </ChakraLink>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading size="xl" data-testid="product-editor-title">{product ? product.name : <Trans>Nouveau produit</Trans>}</Heading>
          {product ? <StatusBadge status={product.status} /> : null}
        </Flex>
        {!editable ? <Text fontSize="sm" color="gray.600"><Trans>Vous pouvez consulter ce produit mais pas le modifier.</Trans></Text> : null}
      </Box>
      <FormProvider {...methods}>
        <form onSubmit={(e) => void submit(e)} onFocus={warm} onPointerDown={warm} noValidate aria-label={t`Fiche produit`} data-testid="product-form">
          <Tabs.Root value={shownTab} onValueChange={(e) => setTab(e.value as EditorTab)} variant="line" colorPalette="brand">
            <Tabs.List overflowX="auto" overflowY="hidden" maxW="full" bg="white" borderRadius="md">
              {tabs.map((key) => (
                <Tabs.Trigger key={key} value={key} whiteSpace="nowrap" flexShrink={0} data-testid={`tab-${key}`}>
                  {labels[key]}
                  {tabsWithErrors.has(key) ? <Badge colorPalette="red" size="xs" aria-label={t`à corriger`}>!</Badge> : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Read-only without the right; the tabs stay usable to read every section. */}
            <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Box pt="4">
                <Tabs.Content value="general"><GeneralSection /></Tabs.Content>
                {productType === 'box' ? <Tabs.Content value="builder"><BuilderSection productId={product?.id ?? null} /></Tabs.Content> : null}
                <Tabs.Content value="vintages"><VintagesSection typologies={typologies} /></Tabs.Content>
                <Tabs.Content value="formats"><FormatsSection typologies={typologies} images={product?.images ?? []} /></Tabs.Content>
                <Tabs.Content value="packings"><PackingsSection /></Tabs.Content>
                <Tabs.Content value="nutrition"><NutritionSection /></Tabs.Content>
                <Tabs.Content value="images">
                  <ImagesSection productId={product?.id ?? null} images={product?.images ?? []} editable={editable} onChanged={onImagesChanged} />
                </Tabs.Content>
              </Box>
            </fieldset>
          </Tabs.Root>
          {editable ? (
            <StickyActions>
              {isDirty ? <Text alignSelf="center" fontSize="sm" color="gray.600" display={{ base: 'none', sm: 'block' }} data-testid="product-dirty"><Trans>Modifications non enregistrées</Trans></Text> : null}
              <Button variant="outline" onClick={() => leave(getHref('products'))}><Trans>Annuler</Trans></Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="product-save">
                {product ? <Trans>Enregistrer</Trans> : <Trans>Créer le produit</Trans>}
              </Button>
            </StickyActions>
          ) : null}
        </form>
      </FormProvider>
      {dialog}
    </Stack>
  );
}
