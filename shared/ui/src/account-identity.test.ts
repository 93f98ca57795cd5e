import { describe, expect, it } from 'vitest';
import { accountIdentity } from './account-identity';

describe('accountIdentity', () => {
  it('names the person, not their login slug, with their e-mail under it', () => {
    expect(accountIdentity({ firstname: 'Claire', lastname: 'Martin', username: 'domaine-des-coteaux', email: 'owner@vendange.test' }))
      .toEqual({ name: 'Claire Martin', email: 'owner@vendange.test' });
  });

  it('shows the e-mail once when the account has no name and its username is the e-mail', () => {
    expect(accountIdentity({ firstname: ' ', lastname: null, username: 'Jeanne@Cave.test', email: 'jeanne@cave.test' }))
      .toEqual({ name: 'Jeanne@Cave.test', email: null });
  });

  it('falls back on the username, then the e-mail, when there is no name', () => {
    expect(accountIdentity({ firstname: '', lastname: '', username: 'admin', email: 'admin@vendange.test' })).toEqual({ name: 'admin', email: 'admin@vendange.test' });
    expect(accountIdentity({ firstname: undefined, lastname: undefined, username: '', email: 'x@y.test' })).toEqual({ name: 'x@y.test', email: null });
  });

  it('keeps a single first name or last name', () => {
    expect(accountIdentity({ firstname: 'Léa', lastname: '', username: 'lea-staff', email: 'staff@vendange.test' }).name).toBe('Léa');
  });
});
