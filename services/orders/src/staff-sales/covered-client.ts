import { HttpError, InternalCallError, type AccessContext, type InternalCall } from '@vendange/service-kit';

/**
 * An agent (let in by a rule declaring agentScope) enters a sale only for a client given to them
 * (docs/decisions/sales-structure.md): crm answers 404 for any other, which reads here as an unknown client.
 */
export async function refuseUncoveredClient(access: AccessContext, shopId: number, clientId: number, internal: InternalCall): Promise<void> {
  if (!access.agentScope) return;
  try {
    await internal('crm', 'GET', `/v1/internal/shops/${shopId}/clients/${clientId}?agentId=${access.agentScope}`);
  } catch (error) {
    if (error instanceof InternalCallError && error.statusCode === 404) {
      throw new HttpError(400, 'UNKNOWN_CLIENT', "Ce client ne vous est pas confié : choisissez l'un de vos clients ou demandez au producteur de vous le confier.");
    }
    throw error;
  }
}
