import { describe, expect, it } from 'vitest';
import { collaboratorStatus } from './collaborator-status';

describe('collaboratorStatus', () => {
  it.each([
    [{ blocked: false, emailValidated: true }, 'active'],
    [{ blocked: false, emailValidated: false }, 'invited'],
    [{ blocked: true, emailValidated: true }, 'blocked'],
    [{ blocked: true, emailValidated: false }, 'blocked'],
  ] as const)('%o is %s', (c, expected) => {
    expect(collaboratorStatus(c)).toBe(expected);
  });
});
