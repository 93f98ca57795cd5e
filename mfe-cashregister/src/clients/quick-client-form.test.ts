import { describe, expect, it } from 'vitest';
import { crmClientMessages } from '@vendange/contracts';
import { checkQuickClient, emptyQuickClient, quickClientBodyOf, quickClientMessages } from './quick-client-form';

describe('quick client at the till', () => {
  it('a private client: name and e-mail, no business fields sent', () => {
    const form = { ...emptyQuickClient(), firstname: 'Jeanne', lastname: 'Martin', email: 'jeanne@exemple.fr', businessName: 'oublié', siret: '123' };
    const checked = checkQuickClient(form, 1);
    expect(checked.errors).toBeNull();
    expect(checked.body).toEqual({ shopId: 1, isPro: false, pipe: 'client', firstname: 'Jeanne', lastname: 'Martin', businessName: '', siret: '', siren: '', nic: '', vatNumber: '', typology: '', email: 'jeanne@exemple.fr', phone: '' });
  });

  it('a professional: business name, SIRET checked with its key, no person name sent', () => {
    const form = { ...emptyQuickClient(), isPro: true, lastname: 'ignoré', businessName: 'Cave des Amis', email: 'cave@exemple.fr', siret: '732 829 320 00074' };
    expect(checkQuickClient(form, 1).errors).toBeNull();
    expect(quickClientBodyOf(form, 1)).toMatchObject({ isPro: true, lastname: '', businessName: 'Cave des Amis', siret: '732 829 320 00074' });
    expect(checkQuickClient({ ...form, siret: '73282932000075' }, 1).errors).toEqual({ siret: crmClientMessages.siretLuhn });
  });

  it('says in French what is missing: the name (or business name) and the e-mail', () => {
    expect(checkQuickClient(emptyQuickClient(), 1).errors).toEqual({ lastname: crmClientMessages.lastnameNeeded, email: quickClientMessages.emailNeeded });
    expect(checkQuickClient({ ...emptyQuickClient(), isPro: true, email: 'a@b.fr' }, 1).errors).toEqual({ businessName: crmClientMessages.businessNeeded });
  });

  it('uses the shared rules for the e-mail and the phone', () => {
    const errors = checkQuickClient({ ...emptyQuickClient(), lastname: 'Martin', email: 'pas-une-adresse', phone: '12' }, 1).errors;
    expect(errors?.email).toBeTruthy();
    expect(errors?.phone).toBeTruthy();
    expect(checkQuickClient({ ...emptyQuickClient(), lastname: 'Martin', email: 'm@exemple.fr', phone: '06 12 34 56 78' }, 1).errors).toBeNull();
  });
});
