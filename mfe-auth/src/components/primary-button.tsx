import { Button, type ButtonProps } from '@chakra-ui/react';
import { useAuthBrand } from '../layout/auth-brand';
import { readableTextOn } from '../shop-colors';

/** The main action of an auth screen, in the shop's colour on a branded page. */
export function PrimaryButton(props: ButtonProps) {
  const { color } = useAuthBrand();
  const brand = color ? { bg: color, color: readableTextOn(color), _hover: { bg: color, filter: 'brightness(0.92)' }, _active: { bg: color, filter: 'brightness(0.85)' } } : {};
  return <Button colorPalette="brand" size="lg" w="full" data-brand-color={color ?? undefined} {...brand} {...props} />;
}
