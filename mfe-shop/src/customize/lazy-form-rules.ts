import { lazyPart } from '@vendange/mfe-kit';
import { lazyResolver } from './lazy-resolver';

// The customize forms' resolvers, each fetching form-rules.ts (zod and the schemas) at its form's first validation.
const formRules = lazyPart(() => import('./form-rules'));

export const lazyHeaderStyleResolver = lazyResolver(formRules, (rules) => rules.headerStyleResolver);
export const lazyShopTabsResolver = lazyResolver(formRules, (rules) => rules.shopTabsResolver);
