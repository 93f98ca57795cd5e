import { useEffect } from 'react';
import { getHref } from '@vendange/route-registry';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, useApi } from '@vendange/api-client';
import type { PublicShop } from '@vendange/contracts';
import { withoutParams } from '../auth-links';

/**
 * The shop of `?id=<public code>` (spec point 2). An unknown shop sends the visitor to registration
 * with the rest of the query kept; a server or network failure only loses the branding.
 */
export function useAuthShop(): { shop: PublicShop | null; loading: boolean } {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const code = params.get('id')?.trim() || null;
  const { data, error, isLoading } = useApi<PublicShop>(code ? `/v1/shops/${encodeURIComponent(code)}` : null);
  const unknown = !!code && error instanceof ApiError && (error.status === 404 || error.status === 400);

  useEffect(() => {
    if (unknown) navigate(withoutParams(getHref('register'), search, ['id']), { replace: true });
  }, [unknown, navigate, search]);

  return { shop: code && data ? data : null, loading: !!code && isLoading };
}
