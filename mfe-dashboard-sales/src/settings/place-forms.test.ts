import { describe, expect, it } from 'vitest';
import { collectionPointFormSchema, collectionPointToForm } from './collection-point-form';
import { deliveryModeFormSchema, deliveryModeToForm } from './delivery-mode-form';
import type { TextRuleMessages } from './text-rules';
import { uniqueKey } from './unique-key';

const m: TextRuleMessages = { money: (e) => `money:${e}`, integer: 'integer', needed: 'needed' };
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('delivery mode dialog', () => {
  it('offers the spec defaults for a new mode: 12 bottles per parcel, 7,00 € per extra parcel', () => {
    expect(deliveryModeToForm(null)).toEqual({ type: 'colissimo', name: '', priceCents: '', perParcel: '12', extraParcelCents: '7,00', delay: '' });
  });
  it('makes the key of a new mode from its trimmed name', () => {
    const form = { ...deliveryModeToForm(null), name: ' Colissimo à domicile ', priceCents: '12' };
    expect(deliveryModeFormSchema(m, (name) => uniqueKey(name, ['colissimo-a-domicile'])).parse(form).ref).toBe('colissimo-a-domicile-2');
  });
  it('reads the typed price into cents and adds the key', () => {
    const form = { ...deliveryModeToForm(null), type: 'own' as const, name: ' Livraison par le domaine ', priceCents: '9.9', delay: '  ' };
    expect(deliveryModeFormSchema(m, () => 'livraison').parse(form)).toEqual({
      type: 'own', ref: 'livraison', name: 'Livraison par le domaine', priceCents: 990, perParcel: 12, extraParcelCents: 700, delay: null,
    });
  });
  it('round-trips a saved mode', () => {
    const saved = { type: 'chronopost' as const, ref: 'express', name: 'Express', priceCents: 2400, perParcel: 6, extraParcelCents: 1250, delay: '24 h' };
    expect(deliveryModeFormSchema(m, () => 'express').parse(deliveryModeToForm(saved))).toEqual(saved);
  });
  it('asks for a name, a price and whole bottles per parcel', () => {
    const form = { ...deliveryModeToForm(null), perParcel: '0', extraParcelCents: '' };
    expect(issuesOf(deliveryModeFormSchema(m, () => 'x').safeParse(form))).toEqual({ priceCents: 'needed', extraParcelCents: 'needed' });
    const typed = { ...deliveryModeToForm(null), priceCents: '5', perParcel: '0' };
    expect(issuesOf(deliveryModeFormSchema(m, () => 'x').safeParse(typed))).toEqual({
      name: 'Ce champ ne peut pas être vide', perParcel: 'Le nombre de bouteilles par colis doit être un entier positif.',
    });
  });
});

describe('collection point dialog', () => {
  it('is free when no price is typed', () => {
    const form = { ...collectionPointToForm(null), name: 'Caveau', address: '12 chemin des Coteaux' };
    expect(collectionPointFormSchema(m, () => 'caveau').parse(form)).toEqual({ id: 'caveau', name: 'Caveau', address: '12 chemin des Coteaux', priceCents: 0, hours: null });
  });
  it('round-trips a saved point, a free one showing a blank price', () => {
    const saved = { id: 'salon', name: 'Salon des vins', address: 'Paris', priceCents: 350, hours: 'Samedi' };
    expect(collectionPointFormSchema(m, () => 'salon').parse(collectionPointToForm(saved))).toEqual(saved);
    expect(collectionPointToForm({ ...saved, priceCents: 0 }).priceCents).toBe('');
  });
  it('asks for the address', () => {
    expect(issuesOf(collectionPointFormSchema(m, () => 'x').safeParse({ ...collectionPointToForm(null), name: 'Caveau', priceCents: 'gratuit' }))).toEqual({ priceCents: 'money:format' });
    expect(issuesOf(collectionPointFormSchema(m, () => 'x').safeParse({ ...collectionPointToForm(null), name: 'Caveau' }))).toEqual({ address: 'Ce champ ne peut pas être vide' });
  });
});
