import { describe, expect, it } from 'vitest';
import { legalSettingsHref, settingsHref, settingsTarget } from './settings-link';

describe('settingsTarget', () => {
  it('sends the price-list tabs of the settings to the price lists screen', () => {
    expect(settingsTarget('?link=typos')).toEqual({ kind: 'redirect', to: '/dashboard/tarifs#typologies' });
    expect(settingsTarget('?link=matchGrids&editGrid=1')).toEqual({ kind: 'redirect', to: '/dashboard/tarifs#grille' });
  });
  it('sends the CRM tab to the pipeline stages over the opportunities board', () => {
    expect(settingsTarget('?link=crm')).toEqual({ kind: 'redirect', to: '/dashboard/clients/opportunities#etapes' });
  });
  it('draws the delivery and payment tabs here', () => {
    expect(settingsTarget('?link=delivery')).toEqual({ kind: 'screen', screen: 'delivery' });
    expect(settingsTarget('?tab=2&link=billing')).toEqual({ kind: 'screen', screen: 'billing' });
    expect(settingsTarget('link=promotions')).toEqual({ kind: 'screen', screen: 'billing' });
  });
  it('draws the legal notice for the infos tab', () => {
    expect(settingsTarget('?link=infos')).toEqual({ kind: 'legal' });
    expect(settingsTarget(legalSettingsHref.split('?')[1]!)).toEqual({ kind: 'legal' });
    expect(settingsTarget('?link=Infos')).toEqual({ kind: 'unknown' });
  });
  it('sends the roles tab to the role presets beside the collaborators', () => {
    expect(settingsTarget('?link=roles')).toEqual({ kind: 'redirect', to: '/dashboard/collaborators#roles' });
  });
  it('lists the tabs when none is asked for', () => {
    expect(settingsTarget('')).toEqual({ kind: 'index' });
    expect(settingsTarget('?link=')).toEqual({ kind: 'index' });
  });
  it('does not know the other tabs yet, nor made-up ones', () => {
    expect(settingsTarget('?link=Roles')).toEqual({ kind: 'unknown' });
    expect(settingsTarget('?link=toString')).toEqual({ kind: 'unknown' });
    expect(settingsTarget('?link=Delivery')).toEqual({ kind: 'unknown' });
  });
  it('links back to its own tabs', () => {
    expect(settingsTarget(settingsHref('billing').split('?')[1]!)).toEqual({ kind: 'screen', screen: 'billing' });
  });
});
