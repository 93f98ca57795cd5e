import { useState } from 'react';
import useSWR from 'swr';
import { api, ApiError, buildUrl } from '@vendange/api-client';
import type { PublicQuote, QuoteAnswerBody } from '@vendange/contracts';
import { loadFailureOf, quoteAnswerApiPath, quoteViewOf, type LoadFailure, type QuoteAnswer } from './quote-answer-state';

/** Why an answer did not go through: the server's own words (it can no longer be answered), or the network. */
export type SendFailure = { kind: 'refused'; message: string } | { kind: 'network' };

export interface QuoteAnswerModel {
  quote: PublicQuote | undefined;
  loadFailure: LoadFailure | null;
  /** A read running (the first one, or a retry). */
  loading: boolean;
  retry: () => void;
  /** The answer this page sent and the API took, if any. */
  answered: QuoteAnswer | null;
  /** The answer being sent now. */
  sending: QuoteAnswer | null;
  sendFailure: SendFailure | null;
  /** Sends the answer; resolves once the page shows where it stands (never rejects). */
  send: (body: QuoteAnswerBody) => Promise<void>;
}

/**
 * A quote read and answered by its token, without an account: silent API calls, since the page says
 * itself what went wrong (an unknown link, the network, a quote that can no longer be answered).
 */
export function useQuoteAnswer(token: string): QuoteAnswerModel {
  const path = quoteAnswerApiPath(token);
  const { data, error, isValidating, mutate } = useSWR<PublicQuote>(buildUrl(path), () => api<PublicQuote>(path, { silent: true }), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  const [answered, setAnswered] = useState<QuoteAnswer | null>(null);
  const [sending, setSending] = useState<QuoteAnswer | null>(null);
  const [sendFailure, setSendFailure] = useState<SendFailure | null>(null);

  const send = async (body: QuoteAnswerBody): Promise<void> => {
    setSending(body.answer);
    setSendFailure(null);
    try {
      const after = await api<PublicQuote>(path, { method: 'POST', body, silent: true });
      setAnswered(body.answer);
      await mutate(after, { revalidate: false });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
        // Expired, answered elsewhere or cancelled meanwhile: the quote read again says which, in the visitor's language;
        // the server's message stays for a refusal the page cannot explain otherwise.
        const fresh = await mutate().catch(() => undefined);
        if (!fresh || quoteViewOf(fresh).kind === 'open') setSendFailure({ kind: 'refused', message: err.message });
      } else {
        setSendFailure({ kind: 'network' });
      }
    } finally {
      setSending(null);
    }
  };

  return {
    quote: data,
    loadFailure: error && !data ? loadFailureOf(error) : null,
    loading: isValidating,
    retry: () => { void mutate(); },
    answered,
    sending,
    sendFailure,
    send,
  };
}
