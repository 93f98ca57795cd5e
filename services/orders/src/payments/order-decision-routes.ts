import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORDER_DECISION_PERMISSION } from '@vendange/access';
import { cancelOrderBodySchema, errorSchema, idSchema, messages, saleDetailSchema, refuseOrderBodySchema, type OrderDetail } from '@vendange/contracts';
import { HttpError, notFound } from '@vendange/service-kit';
import type { OrdersRepo } from '../orders-repo';
import type { CardPayments } from './card-payments';
import { cancellationDecision, decisionMails, refusalDecision, validationDecision } from './order-decision';
import { notifyPaymentFailed } from './payment-failed-notification';
import type { PaymentsRepo } from './payments-repo';
import { orders } from '../db/schema';
import type { OrderJobs } from '../order-jobs';
import { releaseTranches } from '../futures/futures-repo';

interface Options { repo: OrdersRepo; payments: CardPayments; paymentsRepo: PaymentsRepo; jobs: OrderJobs }

const params = z.object({ orderId: idSchema });
const responses = { 200: saleDetailSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema };

/** PUT /v1/orders/{id}/validate, /refuse and /cancel: the producer's answer to a pending order, and the cancellation of a validated one (spec point 4). */
export const orderDecisionRoutes: FastifyPluginAsyncZod<Options> = async (app, { repo, payments, paymentsRepo, jobs }) => {
  /** The order, for staff allowed to create orders in its shop (the rule); another shop's order does not exist for them. */
  async function orderForStaff(request: FastifyRequest, orderId: number): Promise<OrderDetail> {
    const order = await repo.byId(orderId);
    if (order && request.access.can(order.shopId)) return order;
    throw notFound(messages.notFound);
  }
  const reread = async (orderId: number) => (await repo.byId(orderId))!;

  app.put('/orders/:orderId/validate', {
    config: { access: { permission: ORDER_DECISION_PERMISSION, shop: 'resource' } },
    schema: {
      tags: ['orders'], summary: "The producer validates a pending order; a card order's imprint is then debited (createOrder, the order's shop)", security: [{ bearer: [] }],
      params, response: responses,
    },
  }, async (request) => {
    const { orderId } = request.params;
    let decision = validationDecision(await orderForStaff(request, orderId), await paymentsRepo.cardOf(orderId));
    // Another answer may land between the read and the write: the order moves once, and a loser decides again on what won.
    if (decision.action === 'validate' && !(await paymentsRepo.markValidated(orderId, new Date()))) {
      decision = validationDecision(await reread(orderId), await paymentsRepo.cardOf(orderId));
    }
    if (decision.action === 'refuse') throw new HttpError(409, decision.refusal.code, decision.refusal.message);
    if (decision.debit) {
      const debit = await payments.debit(orderId);
      if (debit) await notifyPaymentFailed(jobs, debit.failed);
    }
    const answered = await reread(orderId);
    // The buyer is mailed once the debit's outcome is known, once per order (the key) however often the producer answers.
    const mail = decisionMails.validated(answered);
    if (mail) await jobs.later([jobs.buyerMail(mail, `order-validated:${orderId}`)]);
    return answered;
  });

  app.put('/orders/:orderId/refuse', {
    config: { access: { permission: ORDER_DECISION_PERMISSION, shop: 'resource' } },
    schema: {
      tags: ['orders'], summary: 'The producer refuses a pending order, saying why; its card payment, if any, is cancelled (createOrder, the order\'s shop)', security: [{ bearer: [] }],
      params, body: refuseOrderBodySchema, response: responses,
    },
  }, async (request) => {
    const { orderId } = request.params;
    const order = await orderForStaff(request, orderId);
    let decision = refusalDecision(order, await paymentsRepo.cardOf(orderId));
    // With the refusal, in its transaction: its reason, the units its checkout held back on sale and the buyer's mail, once.
    const refused = decision.action === 'refuse'
      ? await paymentsRepo.markRefused(orderId, async (tx, row) => {
        await tx.update(orders).set({ refusalReason: request.body.reason }).where(eq(orders.id, orderId));
        await jobs.announce(tx, [
          ...(row.checkoutId ? jobs.releaseStock([{ shopId: row.shopId, holdKey: row.checkoutId }]) : []),
          jobs.buyerMail(decisionMails.refused(orderId), `order-refused:${orderId}`),
        ]);
      })
      : null;
    if (decision.action === 'refuse' && !refused) {
      decision = refusalDecision(await reread(orderId), await paymentsRepo.cardOf(orderId));
    } else if (decision.action === 'refuse' && decision.cancelCard) {
      await payments.cancel(orderId);
    }
    if (decision.action === 'reject') throw new HttpError(409, decision.refusal.code, decision.refusal.message);
    return reread(orderId);
  });

  app.put('/orders/:orderId/cancel', {
    config: { access: { permission: ORDER_DECISION_PERMISSION, shop: 'resource' } },
    schema: {
      tags: ['orders'], summary: "The producer cancels a validated order, saying why: its units go back on sale, a card imprint not debited is cancelled, the buyer is told (createOrder, the order's shop)", security: [{ bearer: [] }],
      params, body: cancelOrderBodySchema, response: responses,
    },
  }, async (request) => {
    const { orderId } = request.params;
    const order = await orderForStaff(request, orderId);
    let decision = cancellationDecision(order, await paymentsRepo.cardOf(orderId));
    const cancelled = decision.action === 'cancel'
      ? await paymentsRepo.markCancelled(orderId, request.body.reason, async (tx, row) => {
        // A primeur not delivered yet gives its bottles back to its campaign's tranches (docs/decisions/futures.md).
        await releaseTranches(tx, orderId);
        await jobs.announce(tx, [
          ...(row.checkoutId ? jobs.releaseStock([{ shopId: row.shopId, holdKey: row.checkoutId }]) : []),
          jobs.buyerMail(decisionMails.cancelled(orderId), `order-cancelled:${orderId}`),
        ]);
      })
      : null;
    if (decision.action === 'cancel' && !cancelled) {
      // Another answer moved it first (invoiced, paid, cancelled): decide again on what won.
      decision = cancellationDecision(await reread(orderId), await paymentsRepo.cardOf(orderId));
    } else if (decision.action === 'cancel' && decision.cancelCard) {
      await payments.cancel(orderId);
    }
    if (decision.action === 'reject') throw new HttpError(409, decision.refusal.code, decision.refusal.message);
    return reread(orderId);
  });
};
