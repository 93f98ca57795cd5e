import { notificationTitles, type CreateNotificationBody } from '@vendange/contracts';

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** What the agent is told when a producer marks a commission paid: addressed to the agent alone, leading to their commissions. */
export function commissionPaidNotification(c: { id: number; agentId: number; amountCents: number }, shopName: string, invoiceNumber: string): CreateNotificationBody {
  return {
    userId: c.agentId, type: 'commissionPaid', title: notificationTitles.commissionPaid,
    message: `${shopName} a payé votre commission de ${euros(c.amountCents)} sur la facture ${invoiceNumber}.`.slice(0, 1000),
    redirectLink: '/dashboard/commissions',
    idempotencyKey: `commission-paid:${c.id}`,
  };
}
