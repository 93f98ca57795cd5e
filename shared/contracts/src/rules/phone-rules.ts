import { ruleMessages as m } from './messages';
import { requiredText } from './rules';
import { isValidMobile } from './telephone';

/**
 * The telephone rules of spec point 5, apart from `rules` because they bring libphonenumber's metadata (~40 KB
 * gzip): a screen whose forms have no phone field (the shop's look, the sales settings…) does not download it.
 */
export const phoneRules = {
  telephone: requiredText().min(1, m.needed).refine((v) => isValidMobile(v), m.telephone),
  telephoneNoUS: requiredText().min(1, m.needed).refine((v) => isValidMobile(v, { excludeUS: true }), m.telephone),
} as const;
