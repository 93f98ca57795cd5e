import { Box, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Navigate, useLocation } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import { contentLanguages, parseGs1Path, type Gs1Resolution } from '@vendange/contracts';
import { PageLoader } from '@vendange/ui';
import { eLabelLanguage, eLabelTerms } from './elabel-terms';

/** /gs1/01/{gtin}[/22/{vintage}][/10/{lot}]: a scanned label leads to its e-label. */
export function Gs1Screen() {
  const { pathname } = useLocation();
  const link = parseGs1Path(pathname);
  const query = link ? { variant: link.variant ?? undefined, lot: link.lot ?? undefined } : undefined;
  const { data, error } = useApi<Gs1Resolution>(link ? `/v1/gs1/01/${link.gtin}` : null, query, { shouldRetryOnError: false });
  if (!link || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return <Box p="6" data-testid="elabel-unknown"><Text>{eLabelTerms[eLabelLanguage(contentLanguages, null, navigator.languages ?? [])].unknown}</Text></Box>;
  }
  if (!data) return <PageLoader />;
  const search = new URLSearchParams({ product: String(data.productId) });
  if (data.vintageId !== null) search.set('vintage', String(data.vintageId));
  if (data.lot) search.set('lot', data.lot);
  // The shop's id is one of its public addresses (/{shopId}), good for anyone.
  return <Navigate to={getHref('eLabel', { name: data.shopId }, search)} replace />;
}
