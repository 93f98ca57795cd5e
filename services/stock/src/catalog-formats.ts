import type { StockFormats } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { FormatFacts } from './ledger-repo';

/** The shop's formats among `formatIds`, from catalog; a format of another shop is simply absent. */
export type FormatsOf = (shopId: number, formatIds: number[]) => Promise<Map<number, FormatFacts>>;

export function catalogFormats(internal: InternalCall): FormatsOf {
  return async (shopId, formatIds) => {
    const { formats } = await internal<StockFormats>('catalog', 'POST', '/v1/internal/stock/formats', { shopId, formatIds: [...new Set(formatIds)] });
    return new Map(formats.map((f) => [f.formatId, { productId: f.productId, label: f.label }]));
  };
}
