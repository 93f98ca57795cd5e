import { describe, expect, it } from 'vitest';
import { resourceOf } from './client';

describe('resourceOf (what a change makes stale)', () => {
  it('keeps the collection of a path', () => {
    expect(resourceOf('/v1/collaborators')).toBe('/v1/collaborators');
    expect(resourceOf('/v1/collaborators/12')).toBe('/v1/collaborators');
    expect(resourceOf('/v1/notifications-centers/mark-as-seen?x=1')).toBe('/v1/notifications-centers');
  });
});
