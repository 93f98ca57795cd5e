import { describe, expect, it } from 'vitest';
import { tokenRole } from './session-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('tokenRole', () => {
  it('reads the role a token was signed with', () => {
    expect(tokenRole(token({ sub: '1', role: 'owner', scope: 'user' }))).toBe('owner');
    // base64url characters (- and _) and no padding, as JWTs are written.
    expect(tokenRole(token({ sub: '12', role: 'iam', name: '>>>???é' }))).toBe('iam');
  });

  it('gives null for a token it cannot read', () => {
    expect(tokenRole('not-a-token')).toBeNull();
    expect(tokenRole('a.%%%.c')).toBeNull();
    expect(tokenRole(token({ sub: '1' }))).toBeNull();
    expect(tokenRole(token({ sub: '1', role: 3 }))).toBeNull();
  });
});
