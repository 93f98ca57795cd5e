import { Box, Flex, HStack, Image, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Wine } from 'lucide-react';
import { useState } from 'react';
import type { ProductDetail } from '@vendange/contracts';
import { lookColours, lookRadii, lookShadows, lookSizes } from './storefront-look';

/** The product's pictures: the one chosen large, the others as thumbnails. */
export function ProductGallery({ images, name }: { images: ProductDetail['images']; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  return (
    <Stack gap="3" data-testid="product-gallery">
      {/* Without a picture, phones go straight to the wine's name and price. */}
      <Flex bg={lookColours.surface} borderRadius={`${lookRadii.card}px`} aspectRatio="1" align="center" justify="center" overflow="hidden" boxShadow={lookShadows.card} display={{ base: shown ? 'flex' : 'none', md: 'flex' }}>
        {shown ? <Image src={shown.url} alt={name} maxH="full" maxW="full" objectFit="contain" /> : <Box color={lookColours.placeholder}><Wine size={96} aria-hidden /></Box>}
      </Flex>
      {images.length > 1 ? (
        <HStack gap="2" wrap="wrap">
          {images.map((image, i) => (
            <Box as="button" key={image.id} onClick={() => setIndex(i)} aria-label={t`Photo ${i + 1} de ${name}`} aria-pressed={i === index}
              borderWidth="2px" borderColor={i === index ? lookColours.primary : 'transparent'} borderRadius={`${lookRadii.control}px`} overflow="hidden" bg={lookColours.surface}>
              <Image src={image.url} alt="" w={`${lookSizes.thumbnail}px`} h={`${lookSizes.thumbnail}px`} objectFit="contain" />
            </Box>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
