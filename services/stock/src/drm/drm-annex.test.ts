import { describe, expect, it } from 'vitest';
import type { DrmAnnexDocument } from '@vendange/contracts';
import { annexCsvRows } from './drm-annex';

const doc = (id: number, type: DrmAnnexDocument['type'], number: string, issuedOn: string, extra: Partial<DrmAnnexDocument> = {}): DrmAnnexDocument => ({
  id, type, number, issuedOn, destination: null, recipientExciseNumber: null, dischargedAt: null, ...extra,
});

describe("the DRM annex's EDI lines", () => {
  it('gives the first and last number of each kind used in the month, DAE counted with DAA/DAC, then each DAE not discharged', () => {
    const dae1 = doc(1, 'DAE', '26FR0A1B2C3D4E5F6G7H8', '2026-10-03', { destination: 'BE', recipientExciseNumber: 'BE0123456789' });
    const dae2 = doc(2, 'DAE', '26FR0A1B2C3D4E5F6G7H9', '2026-10-20', { dischargedAt: '2026-10-25T08:00:00.000Z' });
    const daa = doc(3, 'DAA', '000451', '2026-10-10');
    const dsa = doc(4, 'DSA', 'DSA-88', '2026-10-12');
    // Issued last month, still not discharged: listed again.
    const old = doc(5, 'DAE', '26FR0000000000000000A1', '2026-09-28', { recipientExciseNumber: 'DE12345678901' });
    const rows = annexCsvRows('202610', 'FR084012E0456', { documents: [dae2, daa, dsa, dae1], undischarged: [dae1, old] });
    expect(rows.every((r) => r.length === 18 && r[0] === 'ANNEXE' && r[1] === '202610' && r[3] === 'FR084012E0456')).toBe(true);
    expect(rows.map((r) => r.slice(11).join('|'))).toEqual([
      'DAADAC|debut||||26FR0A1B2C3D4E5F6G7H8|',
      'DAADAC|fin||||26FR0A1B2C3D4E5F6G7H9|',
      'DSADSAC|debut||||DSA-88|',
      'DSADSAC|fin||||DSA-88|',
      'NONAPUREMENT|||28/09/2026|DE12345678901|26FR0000000000000000A1|',
      'NONAPUREMENT|||03/10/2026|BE0123456789|26FR0A1B2C3D4E5F6G7H8|',
    ]);
  });

  it('writes nothing for a month without documents', () => {
    expect(annexCsvRows('202610', null, { documents: [], undischarged: [] })).toEqual([]);
  });
});
