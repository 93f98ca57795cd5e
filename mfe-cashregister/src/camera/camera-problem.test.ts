import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblemOf', () => {
  it('tells a refusal, a missing camera, a busy one and an insecure page apart', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('refused');
    expect(cameraProblemOf({ name: 'SecurityError' })).toBe('refused');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('absent');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('absent');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(domError('NoMediaDevices'))).toBe('insecure');
  });

  it('anything else is « other », never a throw', () => {
    expect(cameraProblemOf(new Error('boom'))).toBe('other');
    expect(cameraProblemOf('text')).toBe('other');
    expect(cameraProblemOf(null)).toBe('other');
  });
});
