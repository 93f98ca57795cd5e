import { HttpError, InternalCallError, type AccessContext, type InternalCall } from '@vendange/service-kit';

/**
 * The agent a sale carries (docs/decisions/agents.md): an agent entering it is recorded whatever the form says;
 * staff may name one of the shop's agents (identity says who is one; a blocked or unknown one is refused).
 */
export async function saleAgentOf(access: AccessContext, shopId: number, asked: number | null | undefined, internal: InternalCall): Promise<number | null> {
  if (access.subject.role === 'agent') return access.subject.id;
  if (!asked) return null;
  try {
    await internal('identity', 'GET', `/v1/internal/shops/${shopId}/agents/${asked}`);
    return asked;
  } catch (error) {
    if (error instanceof InternalCallError && error.statusCode === 404) {
      throw new HttpError(400, 'UNKNOWN_AGENT', "Cet agent ne travaille pas pour votre boutique : choisissez-en un autre.");
    }
    throw error;
  }
}
