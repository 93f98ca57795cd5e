import { describe, expect, it } from 'vitest';
import { exitDocumentFor } from './exit-document-choice';

describe('the accompanying document a shipment needs', () => {
  it('is a DAE from a bonded cellar to a professional with an excise number, in France or another member state', () => {
    expect(exitDocumentFor({ country: 'BE', recipientExciseNumber: 'BE0123456789', regime: 'suspended' })).toEqual({ suggested: 'DAE', why: 'suspendedToBonded', excise: 'eu' });
    expect(exitDocumentFor({ country: 'FR', recipientExciseNumber: 'fr 012345 e6789', regime: 'suspended' })).toEqual({ suggested: 'DAE', why: 'suspendedToBonded', excise: 'france' });
  });
  it('is a DAE for an export from a bonded cellar, whoever receives it', () => {
    expect(exitDocumentFor({ country: 'JP', recipientExciseNumber: null, regime: 'suspended' })).toEqual({ suggested: 'DAE', why: 'export', excise: 'export' });
    expect(exitDocumentFor({ country: 'gb', recipientExciseNumber: null, regime: 'suspended' }).suggested).toBe('DAE');
  });
  it('is a DSA to a consumer in another member state, or whenever the goods already paid their duties abroad', () => {
    expect(exitDocumentFor({ country: 'DE', recipientExciseNumber: null, regime: 'suspended' })).toEqual({ suggested: 'DSA', why: 'euDutyPaid', excise: 'eu' });
    expect(exitDocumentFor({ country: 'BE', recipientExciseNumber: 'BE0123456789', regime: 'paid' })).toEqual({ suggested: 'DSA', why: 'euDutyPaid', excise: 'eu' });
    expect(exitDocumentFor({ country: 'US', recipientExciseNumber: null, regime: 'paid' })).toEqual({ suggested: 'DSA', why: 'paidExport', excise: 'export' });
  });
  it('is none for a duty-paid sale in France (Monaco too) to a private buyer, or goods handed over here', () => {
    expect(exitDocumentFor({ country: 'FR', recipientExciseNumber: null, regime: 'suspended' })).toEqual({ suggested: null, why: 'franceDutyPaid', excise: 'france' });
    expect(exitDocumentFor({ country: 'MC', recipientExciseNumber: '', regime: 'suspended' }).suggested).toBeNull();
    expect(exitDocumentFor({ country: null, recipientExciseNumber: null, regime: 'paid' }).suggested).toBeNull();
    // A number that is no excise number is no bonded consignee.
    expect(exitDocumentFor({ country: 'FR', recipientExciseNumber: '12', regime: 'suspended' }).suggested).toBeNull();
  });
});
