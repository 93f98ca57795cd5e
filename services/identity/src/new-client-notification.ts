import { notificationTitles, type CreateNotificationBody } from '@vendange/contracts';
import type { Db, ServiceJobs } from '@vendange/service-kit';

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
    userId: ownerId, type: 'info', title: notificationTitles.newClient,
    message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message,
    redirectLink: '/dashboard/tarifs',
  };
}

/** Announces a notification job per owner of the shop (retried until notifications takes it). */
export async function notifyNewClient(jobs: Pick<ServiceJobs, 'notify' | 'announce'>, db: Db, ownerIds: readonly number[], client: NewClient): Promise<void> {
  await jobs.announce(db, ownerIds.map((ownerId) => jobs.notify(newClientNotification(ownerId, client))));
}
