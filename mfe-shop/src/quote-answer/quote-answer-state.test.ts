import { describe, expect, it } from 'vitest';
import { ApiError } from '@vendange/api-client';
import { loadFailureOf, quoteAnswerApiPath, quoteViewOf, refusalBody } from './quote-answer-state';

const quote = (status: Parameters<typeof quoteViewOf>[0]['status'], expired = false) => ({ status, expired, validUntil: '2026-12-24' });

describe('quoteViewOf', () => {
  it('offers the answer while the quote is pending and within its validity', () => {
    expect(quoteViewOf(quote('pending'))).toEqual({ kind: 'open' });
  });

  it('says expired, with the last day, once past it, even before the sweep marks it', () => {
    expect(quoteViewOf(quote('pending', true))).toEqual({ kind: 'expired', validUntil: '2026-12-24' });
    expect(quoteViewOf(quote('expired', true))).toEqual({ kind: 'expired', validUntil: '2026-12-24' });
  });

  it('thanks for an answer given just now, and says "already" when the link is opened again', () => {
    expect(quoteViewOf(quote('validated'), 'accept')).toEqual({ kind: 'accepted', justNow: true });
    expect(quoteViewOf(quote('validated'))).toEqual({ kind: 'accepted', justNow: false });
    expect(quoteViewOf(quote('invoiced'))).toEqual({ kind: 'accepted', justNow: false });
    expect(quoteViewOf(quote('refused'), 'refuse')).toEqual({ kind: 'refused', justNow: true });
    expect(quoteViewOf(quote('refused'), 'accept')).toEqual({ kind: 'refused', justNow: false });
  });

  it('says cancelled, and unavailable for what a client never answers', () => {
    expect(quoteViewOf(quote('cancelled'))).toEqual({ kind: 'cancelled' });
    for (const status of ['draft', 'aborted', 'error'] as const) expect(quoteViewOf(quote(status))).toEqual({ kind: 'unavailable' });
  });
});

describe('loadFailureOf', () => {
  it('reads a 404 or a malformed token as an unknown link, anything else as worth a retry', () => {
    expect(loadFailureOf(new ApiError(404, 'NOT_FOUND', 'Ce devis est introuvable.'))).toBe('unknown');
    // A token cut short or mangled by a mail client: the API refuses it before looking it up.
    expect(loadFailureOf(new ApiError(400, 'VALIDATION_ERROR', "Ce lien de devis n'est pas valide."))).toBe('unknown');
    expect(loadFailureOf(new ApiError(502, 'BAD_GATEWAY', 'HTTP 502'))).toBe('network');
    expect(loadFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(loadFailureOf(undefined)).toBe('network');
  });
});

describe('refusalBody', () => {
  it('sends the reason trimmed, and none when left blank', () => {
    expect(refusalBody('  Trop cher cette année.  ')).toEqual({ answer: 'refuse', reason: 'Trop cher cette année.' });
    expect(refusalBody('   ')).toEqual({ answer: 'refuse' });
  });
});

describe('quoteAnswerApiPath', () => {
  it('encodes the token as one path segment', () => {
    expect(quoteAnswerApiPath('q7Hk2-xYz_12')).toBe('/v1/quotes/answer/q7Hk2-xYz_12');
    expect(quoteAnswerApiPath('a/b?c')).toBe('/v1/quotes/answer/a%2Fb%3Fc');
  });
});
