import { describe, expect, it } from 'vitest';
import { bankMessages, banksOfSaved, defaultBankOf, LEGACY_BANK } from './shop-banks';
import { defaultShopSalesRules, publicShopSalesSchema, shopSalesRulesSchema, withSalesDefaults } from './shop-sales';

const agricole = { id: 'credit-agricole', name: 'Crédit Agricole Alpes Provence', holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true };
const mutuel = { id: 'credit-mutuel', name: 'Crédit Mutuel Vaison-la-Romaine', holder: 'EARL Domaine des Coteaux', iban: 'FR7610278089000002012340115', bic: 'CMCIFR2A', isDefault: false };

const rulesWith = (banks: object[], paymentsList: string[] = ['transfer']) => ({ ...defaultShopSalesRules, paymentsList, banks });
const issuesOf = (input: object) => {
  const result = shopSalesRulesSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the banks of the sales rules', () => {
  it('takes a list with one default, the IBAN typed in groups and the BIC in lower case, a new bank without id', () => {
    const parsed = shopSalesRulesSchema.parse(rulesWith([agricole, { ...mutuel, id: undefined, iban: 'fr76 1027 8089 0000 0201 2340 115', bic: 'cmcifr2a' }]));
    expect(parsed.banks).toEqual([agricole, { ...mutuel, id: undefined }]);
  });

  it('refuses two defaults, on the second one', () => {
    expect(issuesOf(rulesWith([agricole, { ...mutuel, isDefault: true }]))).toEqual({ 'banks.1.isDefault': bankMessages.twoDefaults });
    expect(bankMessages.twoDefaults).toBe('Une seule banque peut être la banque par défaut.');
  });

  it('refuses a list without a default, even when the shop offers no transfer', () => {
    expect(issuesOf(rulesWith([{ ...agricole, isDefault: false }, mutuel], ['cheque']))).toEqual({ banks: 'Choisissez la banque par défaut.' });
  });

  it('refuses the same IBAN twice, however it was typed, and the same id twice', () => {
    expect(issuesOf(rulesWith([agricole, { ...mutuel, iban: 'FR76 3000 6000 0112 3456 7890 189' }]))).toEqual({ 'banks.1.iban': bankMessages.sameIban });
    expect(issuesOf(rulesWith([agricole, { ...mutuel, id: 'credit-agricole' }]))).toEqual({ 'banks.1.id': bankMessages.sameId });
  });

  it('asks for a bank when transfer is offered, and takes no bank without it', () => {
    expect(issuesOf(rulesWith([]))).toEqual({ banks: 'Renseignez vos coordonnées bancaires pour proposer le virement.' });
    expect(issuesOf(rulesWith([], ['cheque']))).toEqual({});
  });

  it("needs each bank's name (80 characters at most), a valid IBAN and BIC, and at most 10 banks", () => {
    expect(issuesOf(rulesWith([{ ...agricole, name: ' ' }]))).toEqual({ 'banks.0.name': 'Ce champ ne peut pas être vide' });
    expect(issuesOf(rulesWith([{ ...agricole, name: 'x'.repeat(81) }]))).toEqual({ 'banks.0.name': 'Doit faire au maximum 80 caractères' });
    expect(issuesOf(rulesWith([{ ...agricole, iban: 'FR76 1234', bic: 'AGRI' }]))).toEqual({ 'banks.0.iban': "L'IBAN n'est pas valide", 'banks.0.bic': "Le BIC n'est pas valide" });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...mutuel, id: `b-${i}`, iban: `FR76300060000112345678901${String(i).padStart(2, '0')}`, isDefault: i === 0 }));
    expect(issuesOf(rulesWith(eleven))).toEqual({ banks: 'Une boutique compte au plus 10 banques.' });
  });

  it('no longer takes the single bank of before: a client still sending it is asked for the list', () => {
    const { banks: _banks, ...withoutList } = rulesWith([]);
    expect(issuesOf({ ...withoutList, bank: { holder: 'EARL', iban: agricole.iban, bic: agricole.bic } })).toHaveProperty('banks');
  });
});

describe('defaultBankOf', () => {
  it('gives the details of the default bank, wherever it sits in the list', () => {
    expect(defaultBankOf([{ ...agricole, isDefault: false }, { ...mutuel, isDefault: true }])).toEqual({ holder: mutuel.holder, iban: mutuel.iban, bic: mutuel.bic });
    expect(defaultBankOf([agricole, mutuel])).toEqual({ holder: agricole.holder, iban: agricole.iban, bic: agricole.bic });
  });
  it('gives null without banks, or without a default', () => {
    expect(defaultBankOf([])).toBeNull();
    expect(defaultBankOf([{ ...agricole, isDefault: false }])).toBeNull();
  });
});

describe('stored sales rules', () => {
  const legacyBank = { holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };

  it('read a single bank saved before shops had several as a one-bank list, its default', () => {
    expect(banksOfSaved({ bank: legacyBank })).toEqual([{ ...LEGACY_BANK, ...legacyBank, isDefault: true }]);
    const read = withSalesDefaults({ paymentsList: ['transfer'], bank: legacyBank });
    expect(read.banks).toEqual([{ id: 'banque-principale', name: 'Banque principale', ...legacyBank, isDefault: true }]);
    expect(read.bank).toEqual(legacyBank);
    // Sent back as they are read, they are valid rules.
    expect(shopSalesRulesSchema.safeParse(read).success).toBe(true);
  });

  it('read the list when written, whatever a stale bank says, and bank as its default', () => {
    const read = withSalesDefaults({ banks: [{ ...agricole, isDefault: false }, { ...mutuel, isDefault: true }], bank: legacyBank });
    expect(read.banks.map((b) => b.id)).toEqual(['credit-agricole', 'credit-mutuel']);
    expect(read.bank).toEqual({ holder: mutuel.holder, iban: mutuel.iban, bic: mutuel.bic });
  });

  it('read no bank at all as an empty list and a null bank', () => {
    expect(withSalesDefaults(null)).toMatchObject({ banks: [], bank: null });
    expect(withSalesDefaults({ bank: null })).toMatchObject({ banks: [], bank: null });
  });

  it('never show a bank to buyers', () => {
    const shown = publicShopSalesSchema.parse(withSalesDefaults({ banks: [agricole] }));
    expect(shown).not.toHaveProperty('banks');
    expect(shown).not.toHaveProperty('bank');
  });
});
