import type { FastifyBaseLogger } from 'fastify';
import type { CreateNotificationBody } from '@vendange/contracts';
import type { InternalCall } from '@vendange/service-kit';

const MAX_MESSAGE = 1000;

interface NewClient { firstname: string; lastname: string; business: { name: string | null } | null }

/**
 * What the owner of a shop is told when a buyer adds it to "Mes producteurs": addressed to the owner
 * alone (a user notification), leading to the price lists where the new client gets a grid.
 */
export function newClientNotification(ownerId: number, client: NewClient): CreateNotificationBody {
  const person = `${client.firstname} ${client.lastname}`.trim();
  const name = client.business?.name ? `${person} (${client.business.name})` : person;
  const message = `${name} vous a ajouté à ses producteurs.`;
  return {
    userId: ownerId, type: 'info', title: 'Nouveau client',
    message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message,
    redirectLink: '/dashboard/tarifs',
  };
}

/** Tells each owner of the shop; a notification that cannot be sent is logged, never undoes the link. */
export async function notifyNewClient(internal: InternalCall, log: FastifyBaseLogger, ownerIds: readonly number[], client: NewClient): Promise<void> {
  await Promise.all(ownerIds.map(async (ownerId) => {
    try {
      await internal('notifications', 'POST', '/v1/internal/notifications', newClientNotification(ownerId, client));
    } catch (error) {
      log.error({ err: error, ownerId }, 'new client notification could not be sent');
    }
  }));
}
