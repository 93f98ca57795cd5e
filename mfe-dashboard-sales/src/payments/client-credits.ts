import type { ClientCredit, OutstandingClient } from '@vendange/contracts';

/** The key the outstandings give the client a credit note belongs to (their account, else the name invoiced). */
export const creditClientKey = (credit: Pick<ClientCredit, 'buyerId' | 'clientName'>) =>
  (credit.buyerId !== null ? `buyer:${credit.buyerId}` : `name:${credit.clientName.trim().toLowerCase()}`);

/** Among clients found by name, the one holding the credit note (or the overpaid payment); null when they owe nothing. */
export function clientOfCredit(credit: Pick<ClientCredit, 'buyerId' | 'clientName'>, clients: readonly OutstandingClient[]): OutstandingClient | null {
  return clients.find((c) => c.key === creditClientKey(credit)) ?? null;
}
