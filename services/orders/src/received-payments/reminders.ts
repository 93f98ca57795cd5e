import { paymentMessages, type ReminderLevel, type ShopInvoicing } from '@vendange/contracts';
import { calendarDate, daysBetween } from '@vendange/pricing';
import type { Db, InternalCall, JobQueue, ServiceJobs } from '@vendange/service-kit';
import { orderLocale } from '../mails/mail-locale';
import { leftToPay } from './outstanding-ages';
import type { ReceivedPaymentsRepo, RemindableInvoice } from './received-payments-repo';
import { dueReminder, nextLevel } from './reminder-levels';
import { reminderMail } from './reminder-mail';

export const reminderQueue = 'orders.remind-unpaid';

interface Deps { db: Db; repo: ReceivedPaymentsRepo; internal: InternalCall; jobs: ServiceJobs }

export type RemindOutcome = { sent: ReminderLevel } | { refused: string };

/**
 * Reminders of unpaid invoices (docs/decisions/payments.md): the daily run sends each late invoice the next
 * level its day has come for, on its shop's schedule; the producer may send the next one now. Each level is
 * recorded once with its mail, written to the outbox in the same transaction, so a run again sends nothing twice.
 */
export function paymentReminders({ db, repo, internal, jobs }: Deps) {
  async function send(invoice: RemindableInvoice, level: ReminderLevel, sentBy: string, sellerName: string): Promise<boolean> {
    const to = invoice.buyer.email;
    if (!to) return false;
    const locale = invoice.orderId ? await orderLocale(db, invoice.orderId) : 'fr';
    const mail = reminderMail({
      level, number: invoice.number, issuedOn: calendarDate(new Date(invoice.issuedAt)), dueDate: invoice.dueDate, leftCents: leftToPay(invoice),
      sellerName, business: invoice.buyer.business,
    }, to, locale);
    return repo.recordReminder(invoice.id, level, to, sentBy, (tx) => jobs.announce(tx, [jobs.mail(mail, `reminder:${invoice.id}:${level}`)]));
  }
  const shopOf = (shopId: number) => internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`);
  const sellerNameOf = (shop: ShopInvoicing) => shop.legal?.companyName || shop.name;

  return {
    /** The daily run on `asOf` (a French calendar day): returns how many reminders left. */
    async runSchedule(asOf: string): Promise<number> {
      const late = await repo.overdue(asOf);
      const shops = new Map<number, Promise<ShopInvoicing>>();
      let sent = 0;
      for (const invoice of late) {
        if (!shops.has(invoice.shopId)) shops.set(invoice.shopId, shopOf(invoice.shopId));
        const shop = await shops.get(invoice.shopId)!;
        const level = dueReminder(daysBetween(invoice.dueDate, asOf), invoice.reminders.map((r) => r.level), shop.billing.reminders);
        if (level && (await send(invoice, level, 'schedule', sellerNameOf(shop)))) sent += 1;
      }
      return sent;
    },

    /** The producer sends the next reminder of an invoice now, whatever the schedule. */
    async remindNow(shopId: number, invoiceId: number, staffId: number): Promise<RemindOutcome | null> {
      const invoice = await repo.remindable(shopId, invoiceId);
      if (!invoice) return null;
      const level = nextLevel(invoice.reminders.map((r) => r.level));
      if (!level) return { refused: paymentMessages.allReminded };
      if (!invoice.buyer.email) return { refused: paymentMessages.noEmail };
      await send(invoice, level, String(staffId), sellerNameOf(await shopOf(shopId)));
      return { sent: level };
    },
  };
}
export type PaymentReminders = ReturnType<typeof paymentReminders>;

/** The daily run at 8:00 in France (7:00 UTC in winter, 6:00 in summer: cron runs in UTC, 6:00 is before any office opens). */
export async function scheduleReminders(queue: JobQueue, reminders: PaymentReminders): Promise<void> {
  await queue.work(reminderQueue, async () => { await reminders.runSchedule(calendarDate(new Date())); });
  await queue.schedule(reminderQueue, '0 6 * * *');
}
