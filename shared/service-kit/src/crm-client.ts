import type { ClientSummary } from '@vendange/contracts';
import { HttpError } from './errors';
import { InternalCallError, type InternalCall } from './internal';

/**
 * A client of the shop's CRM, read by crm's internal route (the till's price list and the till sale's order both
 * need it); one of another shop or none is a French 400.
 */
export async function crmClientOf(internal: InternalCall, shopId: number, clientId: number): Promise<ClientSummary> {
  return internal<ClientSummary>('crm', 'GET', `/v1/internal/shops/${shopId}/clients/${clientId}`).catch((error: unknown) => {
    if (error instanceof InternalCallError && error.statusCode === 404) throw new HttpError(400, 'UNKNOWN_CLIENT', "Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");
    throw error;
  });
}
