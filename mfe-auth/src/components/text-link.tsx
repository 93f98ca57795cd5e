import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuthBrand } from '../layout/auth-brand';

/** An in-app link in the shop's colour on a branded page. */
export function TextLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  const { color } = useAuthBrand();
  return (
    <Link asChild color={color ?? 'brand.700'} fontWeight="medium">
      <RouterLink to={to} data-testid={testId}>{children}</RouterLink>
    </Link>
  );
}
