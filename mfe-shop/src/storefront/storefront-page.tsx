import { Link, Stack } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AgeGate } from '../age-gate/age-gate';
import { StaffWarning } from '../age-gate/staff-warning';

interface Props {
  testId: string;
  /** The way back (to the shop, to the boxes…), shown above the page. */
  back?: { to: string; label: ReactNode; testId: string };
  children: ReactNode;
}

/** Every storefront page: the age question for visitors, the warning to staff, the way back, then the page. */
export function StorefrontPage({ testId, back, children }: Props) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid={testId}>
      <AgeGate />
      <StaffWarning />
      {back ? (
        <Link asChild alignSelf="flex-start" fontSize="sm" color="brand.700">
          <RouterLink to={back.to} data-testid={back.testId}><ChevronLeft size={16} aria-hidden /> {back.label}</RouterLink>
        </Link>
      ) : null}
      {children}
    </Stack>
  );
}
