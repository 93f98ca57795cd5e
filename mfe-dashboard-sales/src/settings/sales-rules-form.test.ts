import { describe, expect, it } from 'vitest';
import { bankMessages, defaultShopSalesRules, type ShopSalesRules } from '@vendange/contracts';
import { errorTarget, rulesToForm, salesRulesFields, salesRulesFormSchema, settingsScreenOf, type SalesRulesForm } from './sales-rules-form';
import type { TextRuleMessages } from './text-rules';

const m: TextRuleMessages = { money: (e) => `money:${e}`, integer: 'integer', needed: 'needed' };
const schema = salesRulesFormSchema(m);

const saved: ShopSalesRules = {
  deliveries: [{ type: 'colissimo', ref: 'domicile', name: 'Colissimo à domicile', priceCents: 1200, perParcel: 12, extraParcelCents: 700, delay: '3 à 5 jours' }],
  collectionPoints: [{ id: 'caveau', name: 'Caveau', address: '12 chemin des Coteaux, 21200 Beaune', priceCents: 0, hours: null }],
  franco: { amountCents: 25_000, quantity: 24, mode: 'all' },
  minAmountHtCents: 5050, minProducts: 6, maxProducts: 120, multipleOf: 6,
  paymentsList: ['transfer', 'stripe'],
  banks: [
    { id: 'credit-agricole', name: 'Crédit Agricole Alpes Provence', holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true },
    { id: 'credit-mutuel', name: 'Crédit Mutuel Vaison-la-Romaine', holder: 'EARL Domaine des Coteaux', iban: 'FR7610278089000002012340115', bic: 'CMCIFR2A', isDefault: false },
  ],
  membersOnlyPrices: true,
  cgv: 'Les vins voyagent aux risques du destinataire.',
  promoCodes: [{ code: 'SALON', percent: null, amountCents: 500, minAmountHtCents: null, validUntil: '2026-12-31', active: true }],
  pendingExpiryDays: 7,
};

const issuesOf = (form: SalesRulesForm) => {
  const result = schema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('rulesToForm', () => {
  it('shows euros with a comma, counts as text, the banks as saved and the methods in the list order', () => {
    const form = rulesToForm(saved);
    expect(form.franco).toEqual({ amountCents: '250,00', quantity: '24', mode: 'all' });
    expect(form.minAmountHtCents).toBe('50,50');
    expect([form.minProducts, form.maxProducts, form.multipleOf]).toEqual(['6', '120', '6']);
    expect(form.banks).toEqual(saved.banks);
    expect(form.paymentsList).toEqual(['stripe', 'transfer']);
  });
  it('shows no rule as blank fields', () => {
    const form = rulesToForm(defaultShopSalesRules);
    expect(form).toMatchObject({ minAmountHtCents: '', minProducts: '', franco: { amountCents: '', quantity: '' }, banks: [], cgv: '' });
  });
});

describe('salesRulesFormSchema', () => {
  it('gives back the saved rules unchanged (a save without edits changes nothing)', () => {
    expect(schema.parse(rulesToForm(saved))).toEqual({ ...saved, paymentsList: ['stripe', 'transfer'] });
    expect(schema.parse(rulesToForm(defaultShopSalesRules))).toEqual(defaultShopSalesRules);
  });
  it('reads euros typed with a comma or a dot into cents, and blanks as no rule', () => {
    const form = { ...rulesToForm(defaultShopSalesRules), franco: { amountCents: '150.5', quantity: ' 24 ', mode: 'any' as const }, minAmountHtCents: '80,00' };
    expect(schema.parse(form)).toMatchObject({ franco: { amountCents: 15_050, quantity: 24, mode: 'any' }, minAmountHtCents: 8000, minProducts: null });
  });
  it('says what is wrong with a typed amount or count, under its field', () => {
    const form = { ...rulesToForm(defaultShopSalesRules), minAmountHtCents: '12,345', minProducts: 'six', franco: { amountCents: '-5', quantity: '2.5', mode: 'any' as const } };
    expect(issuesOf(form)).toEqual({ minAmountHtCents: 'money:decimals', minProducts: 'integer', 'franco.amountCents': 'money:negative', 'franco.quantity': 'integer' });
  });
  it("brings the contract's messages about the banks and the counts, on their paths", () => {
    const [agricole, mutuel] = saved.banks as [ShopSalesRules['banks'][number], ShopSalesRules['banks'][number]];
    const form = { ...rulesToForm(saved), banks: [agricole, { ...mutuel, isDefault: true }], multipleOf: '0' };
    expect(issuesOf(form)).toEqual({ 'banks.1.isDefault': bankMessages.twoDefaults, multipleOf: 'Le multiple doit être un entier positif.' });
    expect(issuesOf({ ...rulesToForm(saved), banks: [{ ...agricole, isDefault: false }, mutuel] })).toEqual({ banks: 'Choisissez la banque par défaut.' });
    expect(issuesOf({ ...rulesToForm(saved), banks: [agricole, { ...mutuel, iban: agricole.iban }] })).toEqual({ 'banks.1.iban': bankMessages.sameIban });
  });
  it('sends a bank just added without id: the server gives it one', () => {
    const form = { ...rulesToForm(saved), banks: [...saved.banks, { name: 'La Banque Postale', holder: 'EARL', iban: 'FR76 2004 1010 0505 0001 3M02 606', bic: 'psstfrppmar', isDefault: false }] };
    expect(schema.parse(form).banks[2]).toEqual({ name: 'La Banque Postale', holder: 'EARL', iban: 'FR7620041010050500013M02606', bic: 'PSSTFRPPMAR', isDefault: false });
  });
  it('asks for a bank when transfer is offered, and a maximum above the minimum', () => {
    const form = { ...rulesToForm(defaultShopSalesRules), paymentsList: ['transfer' as const], minProducts: '12', maxProducts: '6' };
    expect(issuesOf(form)).toEqual({
      banks: 'Renseignez vos coordonnées bancaires pour proposer le virement.', maxProducts: 'Le maximum doit être supérieur ou égal au minimum.',
    });
  });
  it('reads the expiry delay of unpaid orders: blank keeps the saved one, the contract bounds it', () => {
    expect(rulesToForm(saved).pendingExpiryDays).toBe('7');
    expect(rulesToForm({ ...saved, pendingExpiryDays: undefined }).pendingExpiryDays).toBe('10');
    expect(schema.parse({ ...rulesToForm(saved), pendingExpiryDays: ' 15 ' }).pendingExpiryDays).toBe(15);
    expect(schema.parse({ ...rulesToForm(saved), pendingExpiryDays: '' }).pendingExpiryDays).toBeUndefined();
    expect(issuesOf({ ...rulesToForm(saved), pendingExpiryDays: '0' })).toEqual({ pendingExpiryDays: 'Le délai doit être un nombre entier de jours, de 1 à 365.' });
    expect(issuesOf({ ...rulesToForm(saved), pendingExpiryDays: 'dix' })).toEqual({ pendingExpiryDays: 'integer' });
  });

  it('keeps the terms of sale trimmed, blank as none', () => {
    expect(schema.parse({ ...rulesToForm(defaultShopSalesRules), cgv: '  Conditions  ' }).cgv).toBe('Conditions');
    expect(schema.parse({ ...rulesToForm(defaultShopSalesRules), cgv: '   ' }).cgv).toBeNull();
  });
});

describe('server messages', () => {
  const form = rulesToForm(saved);
  it('lists every field a message may name, the items of the lists included', () => {
    const fields = salesRulesFields(form);
    expect(fields).toEqual(expect.arrayContaining(['banks', 'banks.1.isDefault', 'franco.amountCents', 'deliveries.0.priceCents', 'collectionPoints.0.address']));
    expect(fields).not.toContain('deliveries.1.name');
    expect(fields).not.toContain('banks.2.iban');
  });
  it('puts a message about one delivery mode, collection point or bank under its list, with its name', () => {
    expect(errorTarget('deliveries.0.priceCents', form)).toEqual({ field: 'deliveries', item: 'Colissimo à domicile' });
    expect(errorTarget('collectionPoints.0', form)).toEqual({ field: 'collectionPoints', item: 'Caveau' });
    expect(errorTarget('banks.1.iban', form)).toEqual({ field: 'banks', item: 'Crédit Mutuel Vaison-la-Romaine' });
    expect(errorTarget('banks', form)).toEqual({ field: 'banks', item: null });
  });
});

describe('settingsScreenOf', () => {
  it('knows which tab shows each field', () => {
    expect(['deliveries.0.name', 'collectionPoints', 'franco.amountCents', 'minAmountHtCents', 'multipleOf'].map(settingsScreenOf)).toEqual(Array(5).fill('delivery'));
    expect(['paymentsList', 'banks', 'banks.0.iban', 'membersOnlyPrices', 'cgv'].map(settingsScreenOf)).toEqual(Array(5).fill('billing'));
  });
});
