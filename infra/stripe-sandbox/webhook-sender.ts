import { createHmac } from 'node:crypto';
import { newId, nowSeconds } from './store';

export type SandboxEventType = 'setup_intent.succeeded' | 'setup_intent.setup_failed' | 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'account.updated';

/**
 * The `Stripe-Signature` header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the endpoint's secret, which `stripe.webhooks.constructEvent` verifies.
 */
export function signatureHeader(body: string, secret: string, timestamp: number = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** A Stripe event around a snapshot of the object it is about. */
export function eventOf(type: SandboxEventType, object: object, apiVersion: string | null) {
  return {
    id: newId('evt'), object: 'event', api_version: apiVersion, created: nowSeconds(), livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object: structuredClone(object) },
  };
}

const RETRY_DELAYS_MS = [200, 1000, 3000];

/**
 * Sends events to one endpoint after the API call that caused them has answered (as Stripe does),
 * retrying a few times when the endpoint fails. `close` abandons what is still on its way.
 */
export function webhookSender(options: { secret: string; log: (message: string) => void }) {
  let url: string | null = null;
  const inFlight = new Set<AbortController>();
  let closed = false;

  async function deliver(target: string, event: { id: string; type: string }): Promise<void> {
    const body = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !closed; attempt += 1) {
      const abort = new AbortController();
      inFlight.add(abort);
      try {
        const res = await fetch(target, {
          method: 'POST', body, signal: AbortSignal.any([abort.signal, AbortSignal.timeout(10_000)]),
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(body, options.secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        });
        if (res.ok) return;
        options.log(`webhook ${event.type} ${event.id} answered ${res.status}`);
      } catch (error) {
        if (closed) return;
        options.log(`webhook ${event.type} ${event.id} failed: ${(error as Error).message}`);
      } finally {
        inFlight.delete(abort);
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    setUrl(next: string | null) { url = next; },
    /** Queues an event; nothing is sent when no endpoint is set. */
    send(event: { id: string; type: string; account?: string }) {
      const target = url;
      if (!target || closed) return;
      setTimeout(() => { void deliver(target, event); }, 10);
    },
    close() {
      closed = true;
      for (const abort of inFlight) abort.abort();
    },
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;
