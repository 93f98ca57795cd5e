// The customize forms' validation: zod and the two schemas, fetched at the first validation (lazy-resolver.ts), not
// with the page: zod was a quarter of what /dashboard/customize downloaded beyond the other dashboard screens.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { headerStyleSchema, shopTabsBodySchema, type HeaderStyle, type ShopTabContent } from '@vendange/contracts';

/** The tabs as the tabs editor edits them (ids kept, so links with ?pageid= keep working). */
export type TabsForm = {
  tabs: Array<{
    id?: string | undefined; name: string; exists: boolean; content?: ShopTabContent | undefined;
    children: Array<{ id?: string | undefined; name: string; content?: ShopTabContent | undefined }>;
  }>;
};

export const headerStyleResolver: Resolver<HeaderStyle> = zodResolver(headerStyleSchema);
export const shopTabsResolver: Resolver<TabsForm> = zodResolver(shopTabsBodySchema);
