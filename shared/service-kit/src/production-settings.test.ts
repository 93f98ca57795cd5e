import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS, isProduction, productionProblems } from './production-settings';

const fit = {
  NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(64), INTERNAL_TOKEN: 'y'.repeat(64),
  DATABASE_URL: 'postgres://vendange:pw@db:5432/vendange', PUBLIC_URL: 'https://vins.example.com',
};

describe('production settings', () => {
  it('are production unless development or test is said, so a bare start is held to production rules', () => {
    expect(isProduction({})).toBe(true);
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(productionProblems({ NODE_ENV: 'development' }, { needsDatabase: true })).toEqual([]);
  });

  it('accept real secrets, a database and a public origin', () => {
    expect(productionProblems(fit, { needsDatabase: true })).toEqual([]);
  });

  it('refuse missing or published default secrets, each with what to set', () => {
    const problems = productionProblems({ ...fit, JWT_SECRET: DEMO_SECRETS.JWT_SECRET, INTERNAL_TOKEN: undefined }, { needsDatabase: true });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^JWT_SECRET is still the published development default: set a random secret/);
    expect(problems[1]).toMatch(/^INTERNAL_TOKEN is not set/);
    expect(productionProblems({ ...fit, INTERNAL_TOKEN: DEMO_SECRETS.INTERNAL_TOKEN }, { needsDatabase: true })[0]).toMatch(/^INTERNAL_TOKEN is still/);
    expect(productionProblems({ ...fit, JWT_SECRET: 'short' }, { needsDatabase: true })[0]).toMatch(/too short/);
  });

  it('refuse the embedded database and a missing public origin', () => {
    expect(productionProblems({ ...fit, DATABASE_URL: '' }, { needsDatabase: true })[0]).toMatch(/^DATABASE_URL is not set/);
    expect(productionProblems({ ...fit, DATABASE_URL: '' }, { needsDatabase: false })).toEqual([]);
    expect(productionProblems({ ...fit, PUBLIC_URL: undefined }, { needsDatabase: true })[0]).toMatch(/^PUBLIC_URL/);
  });

  it('with card payment on, want every Stripe key, never the sandbox\'s', () => {
    expect(productionProblems({ ...fit, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, { needsDatabase: true })).toEqual([]);
    expect(productionProblems({ ...fit, STRIPE_SECRET_KEY: 'sk_live_abc' }, { needsDatabase: true }).map((p) => p.split(' ')[0])).toEqual(['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
    const sandbox = { STRIPE_SECRET_KEY: 'sk_test_vendange_sandbox', STRIPE_PUBLISHABLE_KEY: 'pk_test_vendange_sandbox', STRIPE_WEBHOOK_SECRET: 'whsec_vendange_sandbox', STRIPE_API_URL: 'http://127.0.0.1:1234' };
    expect(productionProblems({ ...fit, ...sandbox }, { needsDatabase: true }).map((p) => p.split(' ')[0])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']);
  });
});
