import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType } from '@vendange/contracts';

/** A product type as a list or a till names its group (plural), in the reader's language. */
export const productTypeLabels: Record<ProductType, MessageDescriptor> = {
  bottle: msg`Vins`,
  spirit: msg`Spiritueux`,
  box: msg`Coffrets`,
  accessory: msg`Accessoires`,
  food: msg`Épicerie`,
  prestation: msg`Prestations`,
  touristTax: msg`Taxe de séjour`,
};
