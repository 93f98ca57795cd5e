import type { DrmFormat, StockFormats } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';
import type { DrmFormatsOf } from './drm/drm-repo';
import type { FormatFacts } from './ledger-repo';

/** The shop's formats among `formatIds`, from catalog; a format of another shop is simply absent. */
export type FormatsOf = (shopId: number, formatIds: number[]) => Promise<Map<number, FormatFacts>>;

export function catalogFormats(internal: InternalCall): FormatsOf {
  return async (shopId, formatIds) => {
    const { formats } = await internal<StockFormats>('catalog', 'POST', '/v1/internal/stock/formats', { shopId, formatIds: [...new Set(formatIds)] });
    return new Map(formats.map((f) => [f.formatId, { productId: f.productId, label: f.label }]));
  };
}

/** What the DRM needs of the shop's formats, from catalog, in batches the internal contract allows. */
export function catalogDrmFormats(internal: InternalCall): DrmFormatsOf {
  return async (shopId, formatIds) => {
    const out = new Map<number, DrmFormat>();
    for (let i = 0; i < formatIds.length; i += 5000) {
      const { formats } = await internal<{ formats: DrmFormat[] }>('catalog', 'POST', '/v1/internal/stock/drm-formats', { shopId, formatIds: formatIds.slice(i, i + 5000) });
      for (const f of formats) out.set(f.formatId, f);
    }
    return out;
  };
}
