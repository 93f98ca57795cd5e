import type { ClientSummary, CreditNoteBody, InvoiceDetail, InvoiceSeller, PaymentDelay, ShopInvoicing, UserContact } from '@vendange/contracts';
import { invoiceMessages } from '@vendange/contracts';
import { calendarDate, dueDateOf, fiscalYearOf, vatRatePercent } from '@vendange/pricing';
import type { Db, InternalCall, ServiceJobs } from '@vendange/service-kit';
import { creditNoteAmountsOf } from './credit-note-lines';
import { depositAmountsOf, depositDeductionLines, type DepositAsk } from './deposit-lines';
import { invoiceAmountsOf, UninvoiceableAmounts } from './invoice-lines';
import { partInvoiceAmountsOf } from './partial-invoice-lines';
import { buyerOf, sellerOf } from './invoice-parties';
import type { DocumentDraft, InvoicesRepo, LockedOrder, OnIssued } from './invoices-repo';
import { invoiceQueues } from './invoice-queues';
import { renderInvoicePdf } from './invoice-pdf';
import { proposedTermsOf } from './payment-terms';
import { letterheadOf } from '../pdf-letterhead';


export type Issued = { created: boolean; doc: InvoiceDetail } | { refusal: string };

/** Who buys: a buyer's account, or a client of the shop's CRM (a sale entered by the producer). */
export interface DocumentBuyer { shopId: number; buyerId: number | null; clientId: number | null }

/** What a document needs of its buyer beyond the order: an e-mail, and whether they are a business. */
type BuyerFacts = Pick<UserContact, 'email' | 'isPro'>;

interface Deps { db: Db; repo: InvoicesRepo; internal: InternalCall; jobs: ServiceJobs }

/**
 * Issuing sales documents (docs/decisions/invoices.md): the invoice of a validated order and credit
 * notes on an invoice. Each is numbered in its transaction, frozen, and its Factur-X generation and
 * transmission announced there (the outbox), so nothing issued is left without its file.
 */
export function salesDocuments({ repo, internal, jobs }: Deps) {
  const shopOf = (shopId: number) => internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`);
  const transmit: OnIssued = (tx, id) => jobs.announce(tx, [{ queue: invoiceQueues.transmit, data: { invoiceId: id }, key: `invoice-transmit:${id}` }]);
  const detailOf = async (id: number) => (await repo.detail(id))!;

  /** The fiscal year and dates of a document issued now by this shop. */
  function when(shop: ShopInvoicing, delay: PaymentDelay) {
    const issueDay = calendarDate(new Date());
    return { issueDay, dueDate: dueDateOf(issueDay, delay), fiscalYear: fiscalYearOf(issueDay, shop.logStartMonth, shop.logStartDay).startYear };
  }

  /** Who issues the shop's documents, or why it cannot yet. */
  async function issuer(shopId: number): Promise<{ shop: ShopInvoicing; seller: InvoiceSeller } | { refusal: string }> {
    const shop = await shopOf(shopId);
    const seller = sellerOf(shop);
    if (!seller) return { refusal: invoiceMessages.legalMissing };
    if (shop.hasTVA && !seller.vatNumber) return { refusal: invoiceMessages.vatNumberMissing };
    return { shop, seller };
  }

  /** The order's parties and its whole amounts (before deposits), or why they cannot be invoiced. */
  function orderParts(order: LockedOrder, shop: ShopInvoicing, contact: BuyerFacts | null, deductions: ReturnType<typeof depositDeductionLines> = []) {
    const shippingRate = vatRatePercent({ vatType: 'standard' }, { hasTVA: shop.hasTVA });
    const label = order.shipping?.collectionPoint ? `Retrait : ${order.shipping.name}` : order.shipping ? `Livraison : ${order.shipping.name}` : 'Livraison';
    let amounts;
    try {
      amounts = invoiceAmountsOf(order, order.lines, { label, vatRate: shippingRate }, deductions);
    } catch (error) {
      if (error instanceof UninvoiceableAmounts) return null;
      throw error;
    }
    const business = contact?.isPro ?? false;
    const delivered = order.shipping?.collectionPoint ? null : order.deliveryAddress;
    return {
      amounts, buyer: buyerOf(order, business, contact?.email ?? null),
      deliverTo: delivered ? buyerOf({ clientName: order.clientName, billingAddress: delivered, deliveryAddress: null, contact: null }, business) : null,
    };
  }
  /** Whom the document is for: the buyer's account, else the CRM client a producer entered the sale for (a business or not, their e-mail). */
  const contactOf = async (who: DocumentBuyer): Promise<BuyerFacts | null> => {
    if (who.buyerId) return internal<UserContact>('identity', 'GET', `/v1/internal/users/${who.buyerId}/contact`);
    if (who.clientId) return internal<ClientSummary>('crm', 'GET', `/v1/internal/shops/${who.shopId}/clients/${who.clientId}`).then((c) => ({ email: c.email ?? '', isPro: c.isPro }));
    return null;
  };

  return {
    /**
     * A quote as a PDF, on the same page as the shop's invoices: its lines, VAT per rate and totals as the
     * client will be invoiced, its last day, the payment terms it proposes. Not a Factur-X: a quote is no invoice.
     */
    async quotePdf(quoteId: number): Promise<{ file: Buffer; number: string } | { refusal: string }> {
      const row = await repo.order(quoteId);
      if (!row || row.kind !== 'quote') return { refusal: invoiceMessages.notInvoiceable };
      const who = await issuer(row.shopId);
      if ('refusal' in who) return who;
      const { shop, seller } = who;
      const contact = await contactOf(row);
      const parts = orderParts({ ...row, lines: await repo.orderLines(row.id), deposits: [] }, shop, contact);
      if (!parts) return { refusal: invoiceMessages.noPricedTotals };
      const delay = row.paymentDelay ?? shop.billing.paymentDelay;
      const issuedAt = row.createdAt.toISOString();
      const doc: InvoiceDetail = {
        id: row.id, shopId: row.shopId, kind: 'invoice', number: row.reference, orderId: null, orderReference: null, sourceInvoiceId: null, sourceNumber: null,
        buyerId: row.buyerId, clientName: row.clientName, issuedAt, dueDate: calendarDate(row.createdAt), paymentDelay: delay,
        totalHtCents: parts.amounts.totalHtCents, vatCents: parts.amounts.vatCents, totalTtcCents: parts.amounts.totalTtcCents, legalStatus: 'pending', creditStatus: null,
        creditedCents: 0, seller, buyer: parts.buyer, deliverTo: parts.deliverTo,
        lines: parts.amounts.lines.map((l, i) => ({ ...l, id: i + 1 })), vatBreakdown: parts.amounts.vatBreakdown, reason: null,
        paymentTerms: proposedTermsOf(delay, parts.buyer.business),
        creditable: [],
      };
      return { file: await renderInvoicePdf(doc, { ...(await letterheadOf(internal, shop)), quote: { validUntil: row.validUntil } }), number: row.reference };
    },

    /**
     * POST /v1/orders/{id}/invoice: the order's balance (all that is left, deposits deducted), or the part a
     * shipment carried; each issued once, a second call gets the same one.
     */
    async invoiceOrder(orderId: number, shopId: number, buyer: DocumentBuyer, delay: PaymentDelay | undefined, shipmentId: number | null = null): Promise<Issued> {
      const who = await issuer(shopId);
      if ('refusal' in who) return who;
      const { shop, seller } = who;
      const contact = await contactOf(buyer);
      const outcome = await repo.issueForOrder(orderId, shipmentId, (order, billing): DocumentDraft | { refused: string } => {
        if (billing.balanceId !== null) return { refused: invoiceMessages.alreadyInvoiced };
        if (order.status !== 'validated') return { refused: invoiceMessages.notInvoiceable };
        const { shipment } = billing;
        if (shipment === 'unknown') return { refused: invoiceMessages.unknownShipment };
        const deductions = depositDeductionLines(order.deposits);
        const whole = orderParts(order, shop, contact, billing.invoiceCount === 0 && !shipment ? deductions : []);
        if (!whole) return { refused: invoiceMessages.noPricedTotals };
        const paymentDelay = delay ?? 'onOrder';
        const common = {
          shopId: order.shopId, kind: 'invoice', orderId: order.id, sourceInvoiceId: null, buyerId: order.buyerId, clientName: order.clientName,
          seller, buyer: whole.buyer, deliverTo: whole.deliverTo, paymentDelay, prefix: shop.billing.invoicePrefix, ...when(shop, paymentDelay),
        } as const;
        // The order's one invoice: its lines as the order stored them, to the cent.
        if (billing.invoiceCount === 0 && !shipment) return { ...common, amounts: whole.amounts, reason: null };
        const part = partInvoiceAmountsOf({
          whole: orderParts(order, shop, contact)!.amounts, invoiced: billing.invoiced, firstInvoice: billing.invoiceCount === 0,
          asked: shipment?.lines ?? null, deductions,
        });
        if (!part.ok) return { refused: invoiceMessages[part.reason] };
        const reason = shipment ? `Facture partielle : expédition ${shipment.number}` : part.settles ? 'Solde de la commande' : null;
        return { ...common, amounts: part.amounts, reason, shipmentId, settlesOrder: part.settles };
      }, transmit);
      if ('refused' in outcome) return { refusal: outcome.refused };
      return { created: outcome.issued, doc: await detailOf(outcome.id) };
    },

    /** POST /v1/orders/{id}/deposit: a deposit invoice on a validated order, never beyond what is left to ask. */
    async depositOnOrder(orderId: number, shopId: number, buyer: DocumentBuyer, ask: DepositAsk, delay: PaymentDelay | undefined): Promise<Issued> {
      const who = await issuer(shopId);
      if ('refusal' in who) return who;
      const { shop, seller } = who;
      const contact = await contactOf(buyer);
      const outcome = await repo.issueDeposit(orderId, (order, billing): DocumentDraft | { refused: string } => {
        if (order.status !== 'validated') return { refused: invoiceMessages.depositNotAllowed };
        const parts = orderParts(order, shop, contact);
        if (!parts) return { refused: invoiceMessages.noPricedTotals };
        const deposit = depositAmountsOf({ reference: order.reference, totalTtcCents: order.totalTtcCents, vatBreakdown: parts.amounts.vatBreakdown }, ask, order.deposits, billing.invoicedTtcCents);
        if (!deposit.ok) return { refused: invoiceMessages[deposit.reason] };
        const paymentDelay = delay ?? 'onOrder';
        return {
          shopId: order.shopId, kind: 'deposit', orderId: order.id, sourceInvoiceId: null, buyerId: order.buyerId, clientName: order.clientName,
          seller, buyer: parts.buyer, deliverTo: parts.deliverTo, amounts: deposit.amounts, paymentDelay, reason: null,
          prefix: shop.billing.invoicePrefix, ...when(shop, paymentDelay),
        };
      }, transmit);
      if ('refused' in outcome) return { refusal: outcome.refused };
      return { created: true, doc: await detailOf(outcome.id) };
    },

    /** POST /v1/invoices/{id}/credit-note: cancels what is left of the invoice, or the lines and quantities asked. */
    async creditInvoice(invoiceId: number, shopId: number, body: CreditNoteBody): Promise<Issued> {
      const shop = await shopOf(shopId);
      const outcome = await repo.issueCreditNote(invoiceId, (invoice, lines, deducted): DocumentDraft | { refused: string } => {
        if (invoice.kind === 'credit') return { refused: invoiceMessages.notCreditable };
        if (deducted) return { refused: invoiceMessages.depositDeducted };
        const credit = creditNoteAmountsOf(lines, body.lines);
        if (!credit.ok) return { refused: invoiceMessages[credit.reason] };
        return {
          shopId: invoice.shopId, kind: 'credit', orderId: invoice.orderId, sourceInvoiceId: invoice.id, buyerId: invoice.buyerId, clientName: invoice.clientName,
          // The same parties as the invoice it credits.
          seller: invoice.seller, buyer: invoice.buyer, deliverTo: invoice.deliverTo ?? null,
          paymentDelay: 'onOrder', amounts: credit.amounts, sourceLineIds: credit.sourceLineIds, reason: body.reason,
          prefix: shop.billing.creditPrefix, ...when(shop, 'onOrder'),
        };
      }, transmit);
      if ('refused' in outcome) return { refusal: outcome.refused };
      return { created: true, doc: await detailOf(outcome.id) };
    },
  };
}
export type SalesDocuments = ReturnType<typeof salesDocuments>;
