import {
  cardAccountMessages, cartMessages, checkCart, isValidMobile, paymentTypeSchema, ruleMessages,
  type CartCheckSeller, type CheckoutBody, type CheckoutResult, type OrderSummary, type ShopSalesSettings, type UserContact,
} from '@vendange/contracts';
import { HttpError, type InternalCall, type ShopSettingsOf } from '@vendange/service-kit';
import { notifyNewOrders } from './new-order-notification';
import type { OrderJobs } from './order-jobs';
import type { CheckoutClaimsRepo } from './checkout-claims-repo';
import type { OrdersRepo, PlacedOrderInput } from './orders-repo';
import type { WaitingOrdersRepo, SetAsideOrder } from './payments/waiting-orders-repo';
import type { PricedOrder } from './price-order';
import { priceSellerParts } from './seller-part';
import { holdCheckoutStock, type StockHoldRef } from './stock-holds';

/** What checkout needs of card payments (implemented by payments/card-payments.ts). */
export interface CheckoutCardPayments {
  available: boolean;
  imprint(input: {
    checkoutId: string; buyer: { id: number; email: string; name: string }; paymentMethodId: string;
    orders: { id: number; amountCents: number }[]; origin?: string | null | undefined;
  }): Promise<{ status: 'setup' | 'requiresAction' | 'error'; redirectUrl: string | null; message: string | null }>;
}

export interface CheckoutDeps {
  repo: OrdersRepo;
  claims: CheckoutClaimsRepo;
  internal: InternalCall;
  /** The sellers' settings, from the process's cache of them. */
  shopSettings: ShopSettingsOf;
  jobs: OrderJobs;
  payments: CheckoutCardPayments;
  /** Which producers' own card accounts take payments (payments/card-accounts.ts): card is refused for the others. */
  cardShops: { activeShops(shopIds: readonly number[]): Promise<number[]> };
  waiting: WaitingOrdersRepo;
  now?: () => Date;
}

/** Where the buyer's request comes from (its Origin header): 3-D Secure brings them back there when it is ours. */
export interface CheckoutRequest { origin?: string | null | undefined }

interface ReadyPart { shop: ShopSalesSettings; order: PricedOrder; paymentType: CheckoutBody['orders'][number]['paymentType']; shipping: CheckoutBody['orders'][number]['shipping'] }

const refused = (code: string, message: string, details: Record<string, unknown> = {}) => new HttpError(400, code, message, {}, details);

/** How long a copy of a checkout waits for the submission in progress before answering 409, and how often it looks. */
const WAIT_FOR_CLAIM_MS = 25_000;
const CLAIM_POLL_MS = 100;

/**
 * One checkout id places at most one set of orders, whatever the concurrency (a double click, a network
 * retry, thirty copies at once): the first submission claims the id (a primary key decides), the others
 * wait for its outcome holding no connection, then answer the same orders, or claim again if it failed
 * (and so meet the same refusal). docs/decisions/checkout.md, "Idempotent under concurrency".
 */
export async function checkout(deps: CheckoutDeps, buyerId: number, body: CheckoutBody, request: CheckoutRequest = {}): Promise<CheckoutResult> {
  const { claims, repo } = deps;
  const until = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const outcome = await claims.claim(buyerId, body.checkoutId);
    if (outcome === 'done') return placeCheckout(deps, buyerId, body, request);
    if (outcome === 'claimed') break;
    let state: Awaited<ReturnType<CheckoutClaimsRepo['state']>> = 'processing';
    while (state === 'processing' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, CLAIM_POLL_MS));
      state = await claims.state(buyerId, body.checkoutId);
    }
    if (state === 'done') return placeCheckout(deps, buyerId, body, request);
    if (state === 'processing') throw new HttpError(409, 'CHECKOUT_IN_PROGRESS', cartMessages.checkoutInProgress);
  }
  try {
    const result = await placeCheckout(deps, buyerId, body, request);
    await claims.done(buyerId, body.checkoutId);
    return result;
  } catch (error) {
    // Orders that exist (a declined card aborts them) answer every later copy; nothing placed frees the id.
    if ((await repo.byCheckout(buyerId, body.checkoutId)).length > 0) await claims.done(buyerId, body.checkoutId);
    else await claims.release(buyerId, body.checkoutId);
    throw error;
  }
}

/**
 * The buyer orders the whole cart: every part is priced again by the server with its delivery, the
 * checks of spec point 5 run on the server's own figures, then one pending order per seller is stored
 * (all or none) once their units of stock are held, a card part gets its zero-euro imprint, and the producers are told. A retried
 * submission (same checkoutId) returns the orders already placed instead of placing them twice.
 */
async function placeCheckout(deps: CheckoutDeps, buyerId: number, body: CheckoutBody, request: CheckoutRequest): Promise<CheckoutResult> {
  const { repo, internal, jobs, payments } = deps;
  // Units go back through the queue (retried until catalog answers), never by a call that may fail and be forgotten.
  const releaseStock = (holds: readonly StockHoldRef[]) => jobs.later(jobs.releaseStock(holds));
  const at = (deps.now ?? (() => new Date()))();

  const [contact, parts] = await Promise.all([
    internal<UserContact>('identity', 'GET', `/v1/internal/users/${buyerId}/contact`),
    priceSellerParts({ internal, shopSettings: deps.shopSettings }, buyerId, body.orders.map((o) => ({
      sellerId: o.seller.id, products: o.products, shipping: o.shipping, paymentType: o.paymentType, promoCode: o.promoCode,
    })), at),
  ]);
  const already = await repo.byCheckout(buyerId, body.checkoutId);
  if (already.length > 0 && already.every((o) => o.status === 'aborted')) throw refused('PAYMENT_FAILED', cartMessages.paymentFailed);
  const shopsFound = parts.flatMap((p) => (p.found ? [p.shop] : []));
  if (already.length > 0) {
    const payment = await resumedPayment(deps, { id: buyerId, email: contact.email, name: `${contact.firstname} ${contact.lastname}`.trim() || contact.email }, body, already, request);
    return resultOf(body.checkoutId, payment ? await repo.byCheckout(buyerId, body.checkoutId) : already, shopsFound, payment ?? replayedPayment(already));
  }

  const ready: ReadyPart[] = [];
  const checks: CartCheckSeller[] = [];
  for (const [i, part] of parts.entries()) {
    if (!part.found) throw refused('UNKNOWN_SHOP', "Cette boutique n'existe pas.");
    if (!part.shop.open) throw refused('SHOP_CLOSED', `${part.shop.name} ne prend pas de commandes en ligne pour le moment.`);
    if (!part.result.ok) throw refused(part.result.refusal.code, part.result.refusal.message);
    const sent = body.orders[i]!;
    ready.push({ shop: part.shop, order: part.result.order, paymentType: sent.paymentType, shipping: sent.shipping });
    checks.push(part.check!);
  }
  if (body.phone && !isValidMobile(body.phone)) throw refused('INVALID_PHONE', ruleMessages.telephone);
  const problems = checkCart({
    sellers: checks, stage: 'checkout',
    buyer: { phone: body.phone || null, hasDeliveryAddress: body.deliveryAddress !== null, profileComplete: contact.profileComplete },
  });
  if (problems.length > 0) throw refused('CART_INVALID', problems[0]!.message, { problems });

  const byCard = ready.some((p) => p.paymentType === 'stripe');
  if (byCard && !payments.available) throw refused('PAYMENT_UNAVAILABLE', `Le paiement par carte n'est pas disponible pour le moment : choisissez un autre moyen de paiement. ${cartMessages.persists}`);
  if (byCard && !body.card) throw refused('CARD_MISSING', 'Saisissez votre carte bancaire pour payer par carte.');
  if (byCard) {
    const byCardParts = ready.filter((p) => p.paymentType === 'stripe');
    const active = new Set(await deps.cardShops.activeShops(byCardParts.map((p) => p.shop.id)));
    const notActive = byCardParts.find((p) => !active.has(p.shop.id));
    if (notActive) throw refused('CARD_ACCOUNT_INACTIVE', `${cardAccountMessages.notActive(notActive.shop.name)} ${cartMessages.persists}`);
  }

  const clientName = `${contact.firstname} ${contact.lastname}`.trim() || contact.email;
  const inputs: PlacedOrderInput[] = ready.map((p) => ({
    shopId: p.shop.id, buyerId, clientName, comment: body.comment, priced: p.order, at,
    checkout: {
      checkoutId: body.checkoutId,
      paymentType: paymentTypeSchema.parse(p.paymentType),
      shipping: p.order.shipping ? {
        ...p.order.shipping, nbrPackages: p.order.nbrPackages, franco: p.order.franco, instructions: p.shipping.instructions ?? null,
      } : null,
      deliveryAddress: body.deliveryAddress, billingAddress: body.billingAddress ?? body.deliveryAddress,
      contact: { email: contact.email, phone: body.phone },
    },
  }));
  // The cart changed while its checkout waited for 3-D Secure: that one gives way (never two sets of orders).
  if (body.replacesCheckoutId && body.replacesCheckoutId !== body.checkoutId) await replaceWaitingCheckout(deps, buyerId, body.replacesCheckoutId);
  // The units are taken before the orders exist, and given back if they end up not existing.
  const stock = await holdCheckoutStock(internal, releaseStock, body.checkoutId, ready.map((p) => ({
    shopId: p.shop.id, lines: p.order.lines.map((l) => ({ formatId: l.formatId, quantity: l.quantity, label: l.label })),
  })));
  if (!stock.ok) {
    await releaseStock(stock.held);
    throw refused('CART_INVALID', stock.problem.message, { problems: [stock.problem] });
  }
  let placed: OrderSummary[];
  try {
    placed = await repo.insertCheckout(inputs);
  } catch (error) {
    await releaseStock(stock.held);
    throw error;
  }

  let payment: CheckoutResult['payment'] = null;
  if (byCard) {
    const cardOrders = placed.filter((o) => o.paymentType === 'stripe');
    payment = await payments.imprint({
      checkoutId: body.checkoutId, buyer: { id: buyerId, email: contact.email, name: clientName }, paymentMethodId: body.card!.paymentMethodId,
      orders: cardOrders.map((o) => ({ id: o.id, amountCents: o.totalTtcCents })), origin: request.origin,
    });
    if (payment.status === 'error') {
      // Nothing reaches the producers: the cart stays as it is and the buyer may try another card.
      await repo.abortCheckout(body.checkoutId);
      await releaseStock(ready.map((p) => ({ shopId: p.shop.id, holdKey: body.checkoutId })));
      throw refused('PAYMENT_FAILED', payment.message ?? cartMessages.paymentFailed);
    }
    placed = await repo.byCheckout(buyerId, body.checkoutId);
  }

  // An order waiting for 3-D Secure reaches its producer once the bank has said yes (validate-3ds or the webhook).
  await notifyNewOrders(jobs, placed.filter((o) => o.paymentStatus !== 'requiresAction'));
  return resultOf(body.checkoutId, placed, ready.map((p) => p.shop), payment);
}

const releaseOf = (deps: CheckoutDeps) => (rows: SetAsideOrder[]) =>
  deps.jobs.releaseStock(rows.flatMap((r) => (r.checkoutId ? [{ shopId: r.shopId, holdKey: r.checkoutId }] : [])));

/**
 * The buyer's earlier checkout, still waiting for 3-D Secure, gives way to the new one: its pending orders are
 * aborted and their units go back, durably through the outbox and at once too (catalog releases a hold once),
 * so that the new checkout can hold them again right away.
 */
async function replaceWaitingCheckout(deps: CheckoutDeps, buyerId: number, checkoutId: string): Promise<void> {
  const aborted = await deps.waiting.abortReplaced(buyerId, checkoutId, releaseOf(deps), (tx, messages) => deps.jobs.announce(tx, messages));
  await Promise.all(aborted.map(async (o) => {
    try {
      await deps.internal('catalog', 'POST', '/v1/internal/stock/holds/release', { shopId: o.shopId, holdKey: checkoutId });
    } catch {
      // The queued release gives them back as soon as catalog answers.
    }
  }));
}

/**
 * 'Commander' again on a checkout whose card part waits for 3-D Secure (the buyer came back from the bank's
 * page): the same orders, and a fresh 3-D Secure page for the card sent now. Null when nothing waits (a mere
 * retry of a finished checkout, answered as it was). A card declined now aborts the checkout, as at first.
 */
async function resumedPayment(
  deps: CheckoutDeps, buyer: { id: number; email: string; name: string }, body: CheckoutBody, already: OrderSummary[], request: CheckoutRequest,
): Promise<CheckoutResult['payment']> {
  const waiting = already.filter((o) => o.paymentType === 'stripe' && o.status === 'pending' && o.paymentStatus === 'requiresAction');
  if (waiting.length === 0 || !body.card || !deps.payments.available) return null;
  const payment = await deps.payments.imprint({
    checkoutId: body.checkoutId, buyer, paymentMethodId: body.card.paymentMethodId,
    orders: waiting.map((o) => ({ id: o.id, amountCents: o.totalTtcCents })), origin: request.origin,
  });
  if (payment.status === 'error') {
    await deps.waiting.abortDeclined(buyer.id, body.checkoutId, releaseOf(deps), (tx, messages) => deps.jobs.announce(tx, messages));
    throw refused('PAYMENT_FAILED', payment.message ?? cartMessages.paymentFailed);
  }
  // Authenticated at once (a card that needs no 3-D Secure this time): the producers hear of it now.
  if (payment.status === 'setup') await notifyNewOrders(deps.jobs, waiting);
  return payment;
}

/** A retried submission: the card imprint's state as the orders hold it (the 3-D Secure page was already given). */
function replayedPayment(placed: OrderSummary[]): CheckoutResult['payment'] {
  const card = placed.find((o) => o.paymentType === 'stripe');
  if (!card) return null;
  const status = card.paymentStatus === 'requiresAction' ? 'requiresAction' : card.paymentStatus === 'error' ? 'error' : 'setup';
  return { status, redirectUrl: null, message: status === 'error' ? cartMessages.paymentFailed : null };
}

/** The placed orders with their shop's name and, for a transfer, the bank details to pay to. */
function resultOf(checkoutId: string, placed: OrderSummary[], shops: ShopSalesSettings[], payment: CheckoutResult['payment']): CheckoutResult {
  return {
    checkoutId,
    orders: placed.map((o) => {
      const shop = shops.find((s) => s.id === o.shopId);
      return { ...o, shopName: shop?.name ?? '', transfer: o.paymentType === 'transfer' ? shop?.rules.bank ?? null : null };
    }),
    payment,
  };
}
