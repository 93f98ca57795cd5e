import { Heading, Image } from '@chakra-ui/react';
import { Link } from 'react-router';
import { homeOf, getHref } from '@vendange/route-registry';
import { useChromeAccess } from './chrome-access';

/** The shop's logo for its owner and collaborators (the shop's name when it has none), else Vendange; leads home. */
export function HeaderLogo() {
  const { shop, subject } = useChromeAccess();
  return (
    <Link to={subject ? homeOf(subject) : getHref('home')} style={{ minWidth: 0, display: 'inline-flex' }}>
      {shop?.logo ? <Image src={shop.logo} alt={shop.name} h="40px" maxW="160px" objectFit="contain" /> : (
        <Heading size={{ base: 'sm', sm: 'md' }} color="brand.600" lineHeight="1.2" lineClamp={2} overflowWrap="anywhere" title={shop?.name ?? 'Vendange'} data-testid="header-brand">{shop?.name ?? 'Vendange'}</Heading>
      )}
    </Link>
  );
}
