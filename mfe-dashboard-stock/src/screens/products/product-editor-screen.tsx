import { ApiError, useApi } from '@vendange/api-client';
import { getHref } from '@vendange/route-registry';
import type { CatalogTypology, ProductDetail } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, NotFound, PageLoader } from '@vendange/ui';
import { Navigate, useParams } from 'react-router';
import { emptyProduct, productToForm } from '../../lib/product-form-defaults';
import { useReference } from '../../lib/use-reference';
import { ProductEditor } from './product-editor';

const noTypologies: CatalogTypology[] = [];

/** /dashboard/products/add and /dashboard/products/{id}: loads what the editor needs, then the editor. */
export function ProductEditorScreen() {
  const { id } = useParams();
  const { shopId, can } = useShopAccess();
  const isNew = id === undefined;
  const valid = isNew || /^\d+$/.test(id);
  const canEdit = can('createProduct');
  // Without the right, the grid names stay hidden (a 403 would end the session).
  const seesPrices = can('seeAllPrice') || canEdit;
  const product = useApi<ProductDetail>(!isNew && valid ? `/v1/products/${id}` : null, { shopId: shopId ?? undefined }, { shouldRetryOnError: false });
  const typologies = useApi<{ items: CatalogTypology[] }>(seesPrices ? '/v1/typologies' : null, { shopId: shopId ?? undefined });
  const units = useReference('units');

  if (isNew && !canEdit) return <Navigate to={getHref('products')} replace />;
  if (!valid || (product.error instanceof ApiError && product.error.status === 404)) return <NotFound />;
  const error = product.error ?? typologies.error;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if ((!isNew && !product.data) || (seesPrices && !typologies.data) || units.isLoading) return <PageLoader />;

  const list = typologies.data?.items ?? noTypologies;
  const keys = list.map((t) => t.key);
  const volumeUnitOf = (code: string) => units.items.find((u) => u.code === code)?.volumeUnit ?? null;
  const initial = product.data ? productToForm(product.data, keys, volumeUnitOf) : emptyProduct();
  return (
    <ProductEditor
      // A saved or newly created product starts a fresh form from what the server holds.
      key={product.data?.id ?? 'new'}
      product={product.data ?? null}
      initial={initial}
      typologies={list}
      editable={canEdit}
      toForm={(saved) => productToForm(saved, keys, volumeUnitOf)}
      onImagesChanged={() => void product.mutate()}
    />
  );
}
