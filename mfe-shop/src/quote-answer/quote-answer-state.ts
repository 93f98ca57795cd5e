import type { PublicQuote, QuoteAnswerBody } from '@vendange/contracts';

/** The client's two answers; the refusal comes with an optional reason. */
export type QuoteAnswer = QuoteAnswerBody['answer'];

/**
 * What the answer page shows for a quote: its buttons while the client may still answer, else why not.
 * `answered` is the client's answer given from this page just now (a thank-you rather than "already").
 */
export type QuoteView =
  | { kind: 'open' }
  | { kind: 'accepted'; justNow: boolean }
  | { kind: 'refused'; justNow: boolean }
  | { kind: 'expired'; validUntil: string | null }
  | { kind: 'cancelled' }
  /** Draft, aborted or in error: not a quote the client can read an answer on. */
  | { kind: 'unavailable' };

/** The view of a quote as the API returned it; `answered` is the answer this page just sent, if any. */
export function quoteViewOf(quote: Pick<PublicQuote, 'status' | 'expired' | 'validUntil'>, answered: QuoteAnswer | null = null): QuoteView {
  switch (quote.status) {
    case 'pending':
      return quote.expired ? { kind: 'expired', validUntil: quote.validUntil } : { kind: 'open' };
    // Accepted, and perhaps already invoiced since: accepted all the same for the client.
    case 'validated':
    case 'invoiced':
      return { kind: 'accepted', justNow: answered === 'accept' };
    case 'refused':
      return { kind: 'refused', justNow: answered === 'refuse' };
    case 'expired':
      return { kind: 'expired', validUntil: quote.validUntil };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'unavailable' };
  }
}

/** Why the quote could not be read: no such link (a token malformed or unknown), or anything else, which a retry may cure. */
export type LoadFailure = 'unknown' | 'network';

/** A failed read of the quote sorted for the page: 400 (malformed token) and 404 are an unknown link, the rest (offline, 5xx) a retry. */
export function loadFailureOf(error: unknown): LoadFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  return status === 404 || status === 400 ? 'unknown' : 'network';
}

/** The refusal's body: the reason trimmed, none when left blank. */
export function refusalBody(reason: string): QuoteAnswerBody {
  const trimmed = reason.trim();
  return trimmed ? { answer: 'refuse', reason: trimmed } : { answer: 'refuse' };
}

/** The longest reason the API takes (quoteAnswerBodySchema). */
export const REFUSAL_REASON_MAX = 500;

/** The public API address of a quote by its answer token (GET to read, POST to answer). */
export const quoteAnswerApiPath = (token: string): string => `/v1/quotes/answer/${encodeURIComponent(token)}`;
