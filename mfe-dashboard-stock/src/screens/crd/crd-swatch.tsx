import { Box } from '@chakra-ui/react';
import type { CrdColour } from '@vendange/contracts';
import { crdSwatches } from '../../lib/crd-view';

/** A round swatch of the capsule's colour (its name is said beside it: the colour is never the only sign). */
export function CrdSwatch({ colour }: { colour: CrdColour }) {
  return <Box as="span" display="inline-block" flexShrink={0} w="3.5" h="3.5" borderRadius="full" borderWidth="1px" borderColor="blackAlpha.400" bg={crdSwatches[colour]} aria-hidden data-testid="crd-swatch" data-colour={colour} />;
}
