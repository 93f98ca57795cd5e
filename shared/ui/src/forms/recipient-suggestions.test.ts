import { describe, expect, it } from 'vitest';
import type { Permission } from '@vendange/contracts';
import { recipientSources } from './recipient-suggestions';

const holding = (...held: Permission[]) => (p: Permission) => held.includes(p);

describe('recipientSources', () => {
  it('suggests agents only with both accessCollaborator and accessAgent', () => {
    expect(recipientSources(holding('accessCollaborator', 'accessAgent'))).toEqual({ collaborators: true, agents: true });
    expect(recipientSources(holding('accessCollaborator'))).toEqual({ collaborators: true, agents: false });
    expect(recipientSources(holding('accessAgent'))).toEqual({ collaborators: false, agents: false });
    expect(recipientSources(holding())).toEqual({ collaborators: false, agents: false });
  });
});
