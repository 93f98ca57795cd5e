import { describe, expect, it } from 'vitest';
import { shopLegalMessages, shopLegalSchema } from './shop-legal';
import { ruleMessages } from './rules/messages';

const base = { companyName: 'EARL Domaine des Coteaux', address: '12 chemin des Coteaux, 21200 Beaune', director: 'Claire Martin' };
const issueOf = (input: object, field: string) => shopLegalSchema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

describe('shopLegalSchema', () => {
  it('keeps the optional fields left empty as null', () => {
    const parsed = shopLegalSchema.parse({ ...base, legalForm: '  ', email: '' });
    expect(parsed.legalForm).toBeNull();
    expect(parsed.email).toBeNull();
    expect(parsed.hostName).toBeNull();
  });
  it('reads a SIRET and a VAT number typed with spaces', () => {
    const parsed = shopLegalSchema.parse({ ...base, siret: '123 456 789 00011', vatNumber: 'fr 12 123456789' });
    expect(parsed.siret).toBe('12345678900011');
    expect(parsed.vatNumber).toBe('FR12123456789');
  });
  it('refuses a short SIRET and a foreign VAT number with French messages', () => {
    expect(issueOf({ ...base, siret: '1234' }, 'siret')).toBe(ruleMessages.siret);
    expect(issueOf({ ...base, vatNumber: 'DE123456789' }, 'vatNumber')).toBe(shopLegalMessages.vatNumber);
    expect(issueOf({ ...base, vatNumber: 'FR1212345678' }, 'vatNumber')).toBe(shopLegalMessages.vatNumber);
  });
  it('needs the company, its address and the publication director', () => {
    expect(issueOf({ ...base, companyName: ' ' }, 'companyName')).toBe(ruleMessages.needed);
    expect(issueOf({ ...base, address: undefined }, 'address')).toBe(ruleMessages.needed);
    expect(issueOf({ ...base, director: '' }, 'director')).toBe(ruleMessages.needed);
  });
});
