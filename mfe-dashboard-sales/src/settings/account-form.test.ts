import { describe, expect, it } from 'vitest';
import type { Address, User } from '@vendange/contracts';
import { settingsHref, settingsTarget } from '../screens/settings-link';
import { accountBody, accountFormSchema, accountToForm, isBlankAddress } from './account-form';

const saved: Address = {
  title: null, firstname: 'Jeanne', lastname: 'Martin', name: null, street: '3 rue des Vignes', complement: null, zipcode: '21200', city: 'Beaune',
  country: 'FR', county: null, state: null, stateCode: null, exciseNumber: 'FR0123456789', mountain: false, phone: null, email: null,
};
const user = {
  id: 5, username: 'j', email: 'j@example.test', firstname: 'Jeanne', lastname: 'Martin', role: 'buyer', isPro: false, phone: null, masterAccount: false,
  shops: [], cart: { orders: [], lastUpdated: null }, deliveryAddress: saved, billingAddress: null,
} satisfies User;

describe('the account form', () => {
  it('starts from the saved profile, an absent address as blank fields', () => {
    const form = accountToForm(user);
    expect(form).toMatchObject({ firstname: 'Jeanne', phone: '', delivery: { street: '3 rue des Vignes', zipcode: '21200', complement: '' } });
    expect(isBlankAddress(form.billing)).toBe(true);
    expect(form.billing).toMatchObject({ firstname: 'Jeanne', lastname: 'Martin', country: 'FR' });
  });

  it('sends null for an emptied phone and a blank address, and keeps what the form does not show', () => {
    const form = { ...accountToForm(user), phone: '  ', delivery: { ...accountToForm(user).delivery, city: 'Pommard' } };
    const body = accountBody(form, user);
    expect(body.phone).toBeNull();
    expect(body.billingAddress).toBeNull();
    expect(body.deliveryAddress).toMatchObject({ city: 'Pommard', exciseNumber: 'FR0123456789' });
    const cleared = accountBody({ ...form, delivery: { ...form.delivery, street: '', zipcode: '', city: '' } }, user);
    expect(cleared.deliveryAddress).toBeNull();
  });

  it('checks the phone as a mobile and the postcode against the country, only for what is filled in', () => {
    const ok = accountFormSchema.safeParse(accountToForm(user));
    expect(ok.success).toBe(true);
    const bad = accountFormSchema.safeParse({
      ...accountToForm(user), phone: '03 80 22 00 00',
      billing: { firstname: 'J', lastname: 'M', street: '1 rue', complement: '', zipcode: '123', city: 'Dijon', country: 'FR' },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phone', 'billing.zipcode']));
    expect(paths.some((p) => p.startsWith('delivery'))).toBe(false);
  });
});

describe('settings?link=account', () => {
  it('is a tab of its own, reached from its link', () => {
    expect(settingsTarget('?link=account')).toEqual({ kind: 'account' });
    expect(settingsTarget('?link=account&emailToken=abc')).toEqual({ kind: 'account' });
    expect(settingsHref('account')).toBe('/dashboard/settings?link=account');
  });
});
