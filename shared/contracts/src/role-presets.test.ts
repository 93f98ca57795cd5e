import { describe, expect, it } from 'vitest';
import { permissions } from './access-names';
import { defaultRolePresets, rolePresetBodySchema } from './role-presets';
import { switchesOfPreset } from './role-preset-switches';

describe('switchesOfPreset', () => {
  it('names every permission, true only for the preset’s', () => {
    const switches = switchesOfPreset({ permissions: ['seeAllClient', 'createQuote'] });
    expect(Object.keys(switches)).toEqual([...permissions]);
    expect(Object.entries(switches).filter(([, on]) => on).map(([p]) => p)).toEqual(['createQuote', 'seeAllClient']);
  });

  it('never switches on a right the person applying it lacks, unless the collaborator already held it', () => {
    const locked = new Set(['seeAllPayment', 'billOrder'] as const);
    const switches = switchesOfPreset({ permissions: ['seeAllPayment', 'billOrder', 'seeAllOrder'] }, locked, { billOrder: true });
    expect([switches.seeAllPayment, switches.billOrder, switches.seeAllOrder]).toEqual([false, true, true]);
  });

  it('an empty preset turns every switch off', () => {
    expect(Object.values(switchesOfPreset({ permissions: [] })).some(Boolean)).toBe(false);
  });
});

describe('defaultRolePresets', () => {
  it('are valid bodies with distinct names, and none hands out the management of collaborators', () => {
    for (const preset of defaultRolePresets) expect(rolePresetBodySchema.safeParse(preset).success).toBe(true);
    expect(new Set(defaultRolePresets.map((p) => p.name)).size).toBe(defaultRolePresets.length);
    expect(defaultRolePresets.flatMap((p) => p.permissions)).not.toContain('createCollaborator');
  });
});
