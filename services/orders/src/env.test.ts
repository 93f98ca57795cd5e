import { describe, expect, it } from 'vitest';
import { readOrdersEnv } from './env';

describe('orders environment', () => {
  it('offers no card payment without keys (blank counts as absent)', () => {
    expect(readOrdersEnv({})).toEqual({});
    expect(readOrdersEnv({ STRIPE_SECRET_KEY: '', STRIPE_API_URL: '' })).toEqual({});
  });

  it('reads the keys, the webhook secret and another API URL', () => {
    const env = readOrdersEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abcdef', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(env).toEqual({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abcdef', STRIPE_API_URL: 'http://127.0.0.1:12111' });
  });

  it('reads the platform fee in basis points', () => {
    expect(readOrdersEnv({ STRIPE_PLATFORM_FEE_BPS: '250' })).toEqual({ STRIPE_PLATFORM_FEE_BPS: 250 });
    expect(readOrdersEnv({ STRIPE_PLATFORM_FEE_BPS: '' })).toEqual({});
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, /STRIPE_PUBLISHABLE_KEY/],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY/],
    [{ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /both be test keys or both live keys/],
    [{ STRIPE_API_URL: 'not a url' }, /STRIPE_API_URL/],
    [{ STRIPE_PLATFORM_FEE_BPS: '1.5' }, /STRIPE_PLATFORM_FEE_BPS/],
    [{ STRIPE_PLATFORM_FEE_BPS: '20000' }, /STRIPE_PLATFORM_FEE_BPS/],
  ])('refuses %j, naming the variable', (source, message) => {
    expect(() => readOrdersEnv(source)).toThrow(message);
  });
});
