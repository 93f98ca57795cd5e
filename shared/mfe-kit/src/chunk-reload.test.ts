import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload';

describe('route chunk failure reload (at most once per 60 s)', () => {
  const now = 1_800_000_000_000;
  it('reloads the first time', () => expect(shouldReloadAfterChunkError(null, now)).toBe(true));
  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
  });
  it('reloads again after 60 s', () => expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true));
  it('does not trust a stored time in the future or garbage', () => {
    expect(shouldReloadAfterChunkError(now + 10_000, now)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack and module federation load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('The mfe_dashboard_crm module could not be loaded'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
