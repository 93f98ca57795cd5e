import { notificationTitles, type CreateNotificationBody, type UserContact } from '@vendange/contracts';

const MAX_MESSAGE = 1000;

/** What the shop's staff who follow clients (seeAllClient) are told when a professional asks for a price grid. */
export function priceRequestNotification(shopId: number, buyer: Pick<UserContact, 'firstname' | 'lastname' | 'email' | 'phone'>, message: string | null): CreateNotificationBody {
  const who = [`${buyer.firstname} ${buyer.lastname}`.trim(), buyer.email, buyer.phone].filter(Boolean).join(' · ');
  const text = message ? `${who} : « ${message} »` : who;
  return {
    shopId, permission: 'seeAllClient', type: 'priceRequest', title: notificationTitles.priceRequest,
    message: text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text,
    redirectLink: '/dashboard/tarifs',
  };
}
