/** The order's page on the platform's public origin (never a request's host): the buyer's and the shop's alike. */
export const orderLink = (publicUrl: string, orderId: number) => `${publicUrl}/dashboard/orders/${orderId}`;

/**
 * The mails about orders (docs/decisions/order-mails.md): one pure template per mail, in the buyer's
 * language (French or English); the shop's in French. Sent by the jobs of order-jobs.ts.
 */
export { orderConfirmationMail } from './mails/order-confirmation-mail';
export { orderValidatedMail } from './mails/order-validated-mail';
export { orderRefusedMail } from './mails/order-refused-mail';
export { orderExpiredMail } from './mails/order-expired-mail';
export { newOrderMail } from './mails/new-order-mail';
export { transferOf } from './mails/transfer-details';
