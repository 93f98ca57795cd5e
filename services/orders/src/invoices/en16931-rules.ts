import { XMLParser } from 'fast-xml-parser';

/**
 * The EN 16931 business rules a Vendange document can break, checked on the CII (factur-x.xml) as
 * written: the mandatory fields (BR-01…BR-16, BR-21…BR-27), the sums (BR-CO-10…BR-CO-17), the due
 * date (BR-CO-25) and the VAT categories used (BR-S-*, BR-E-*). The official schematron is not
 * reachable from these machines (docs/decisions/invoices.md): this is the part of it our documents
 * exercise, run before a document is sent and in the tests.
 */
export interface RuleBreach { rule: string; message: string }

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, isArray: (name) => ['IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax', 'SpecifiedTradeAllowanceCharge', 'IncludedNote', 'InvoiceReferencedDocument'].includes(name) });

const at = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Node)[key] : undefined), node);
const text = (node: unknown): string | undefined => {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node;
  const t = (node as Node)['#text'];
  return typeof t === 'string' ? t : undefined;
};
/** Decimal text to integer cents (to the 1/100 of a cent, enough for the rules below). */
const cents = (value: string | undefined) => (value === undefined ? NaN : Math.round(Number(value) * 100));
const list = (node: unknown): Node[] => (Array.isArray(node) ? node as Node[] : node ? [node as Node] : []);

/** BR-CO-17's tolerance in the official EN 16931 CII schematron: 1.00 of the invoice's currency. */
const BR_CO_17_TOLERANCE_CENTS = 100;

export function en16931Breaches(xml: string): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  const fail = (rule: string, message: string) => breaches.push({ rule, message });
  const root = at(parser.parse(xml), 'CrossIndustryInvoice');
  if (!root) return [{ rule: 'CII', message: 'not a Cross Industry Invoice' }];
  const doc = at(root, 'ExchangedDocument');
  const trade = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(trade, 'ApplicableHeaderTradeAgreement');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const totals = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const seller = at(agreement, 'SellerTradeParty');
  const buyer = at(agreement, 'BuyerTradeParty');

  if (!text(at(root, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID'))) fail('BR-01', 'specification identifier missing');
  if (!text(at(doc, 'ID'))) fail('BR-02', 'invoice number missing');
  if (!/^\d{8}$/.test(text(at(doc, 'IssueDateTime', 'DateTimeString')) ?? '')) fail('BR-03', 'issue date missing');
  const typeCode = text(at(doc, 'TypeCode'));
  if (!typeCode) fail('BR-04', 'invoice type code missing');
  if (!text(at(settlement, 'InvoiceCurrencyCode'))) fail('BR-05', 'currency missing');
  if (!text(at(seller, 'Name'))) fail('BR-06', 'seller name missing');
  if (!text(at(buyer, 'Name'))) fail('BR-07', 'buyer name missing');
  if (!at(seller, 'PostalTradeAddress')) fail('BR-08', 'seller postal address missing');
  if (!text(at(seller, 'PostalTradeAddress', 'CountryID'))) fail('BR-09', 'seller country missing');
  if (!at(buyer, 'PostalTradeAddress')) fail('BR-10', 'buyer postal address missing');
  if (!text(at(buyer, 'PostalTradeAddress', 'CountryID'))) fail('BR-11', 'buyer country missing');

  const lineTotal = cents(text(at(totals, 'LineTotalAmount')));
  const taxBasis = cents(text(at(totals, 'TaxBasisTotalAmount')));
  const taxTotal = cents(text(list(at(totals, 'TaxTotalAmount'))[0] ?? at(totals, 'TaxTotalAmount')));
  const grand = cents(text(at(totals, 'GrandTotalAmount')));
  const due = cents(text(at(totals, 'DuePayableAmount')));
  const allowances = cents(text(at(totals, 'AllowanceTotalAmount')) ?? '0');
  const charges = cents(text(at(totals, 'ChargeTotalAmount')) ?? '0');
  const prepaid = cents(text(at(totals, 'TotalPrepaidAmount')) ?? '0');
  const rounding = cents(text(at(totals, 'RoundingAmount')) ?? '0');
  if (Number.isNaN(lineTotal)) fail('BR-12', 'sum of line net amounts missing');
  if (Number.isNaN(taxBasis)) fail('BR-13', 'total without VAT missing');
  if (Number.isNaN(grand)) fail('BR-14', 'total with VAT missing');
  if (Number.isNaN(due)) fail('BR-15', 'amount due missing');

  const lines = list(at(trade, 'IncludedSupplyChainTradeLineItem'));
  if (lines.length === 0) fail('BR-16', 'no invoice line');
  let sumOfLines = 0;
  const lineNetByRate = new Map<string, number>();
  for (const line of lines) {
    const id = text(at(line, 'AssociatedDocumentLineDocument', 'LineID'));
    if (!id) fail('BR-21', 'line identifier missing');
    const quantity = at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity');
    if (!text(quantity)) fail('BR-22', `line ${id}: quantity missing`);
    if (!(quantity as Node | undefined)?.['@unitCode']) fail('BR-23', `line ${id}: unit of measure missing`);
    const lineSettlement = at(line, 'SpecifiedLineTradeSettlement');
    const net = cents(text(at(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount')));
    if (Number.isNaN(net)) fail('BR-24', `line ${id}: net amount missing`);
    if (!text(at(line, 'SpecifiedTradeProduct', 'Name'))) fail('BR-25', `line ${id}: item name missing`);
    const price = cents(text(at(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount')));
    if (Number.isNaN(price)) fail('BR-26', `line ${id}: net price missing`);
    if (price < 0) fail('BR-27', `line ${id}: negative net price`);
    const adjust = list(at(lineSettlement, 'SpecifiedTradeAllowanceCharge')).reduce((acc, a) => {
      const amount = cents(text(at(a, 'ActualAmount')));
      if (!text(at(a, 'Reason')) && !text(at(a, 'ReasonCode'))) fail(text(at(a, 'ChargeIndicator', 'Indicator')) === 'true' ? 'BR-44' : 'BR-42', `line ${id}: allowance or charge without a reason`);
      return acc + (text(at(a, 'ChargeIndicator', 'Indicator')) === 'true' ? amount : -amount);
    }, 0);
    // Not a numbered rule, but what every reader recomputes: quantity × net price − allowances + charges.
    if (Math.round(Number(text(quantity)) * price) + adjust !== net) fail('LINE-CALC', `line ${id}: quantity × price ± adjustments is not the net amount`);
    const tax = list(at(lineSettlement, 'ApplicableTradeTax'))[0];
    const category = text(at(tax, 'CategoryCode'));
    const rate = Number(text(at(tax, 'RateApplicablePercent')) ?? 'NaN');
    if (!category) fail('BR-CO-04', `line ${id}: VAT category missing`);
    if (category === 'S' && !(rate > 0)) fail('BR-S-05', `line ${id}: standard rate must be above zero`);
    if (category === 'E' && rate !== 0) fail('BR-E-05', `line ${id}: exempt rate must be zero`);
    const key = `${category}:${rate}`;
    lineNetByRate.set(key, (lineNetByRate.get(key) ?? 0) + net);
    sumOfLines += net;
  }
  if (sumOfLines !== lineTotal) fail('BR-CO-10', `sum of line net amounts ${sumOfLines} ≠ ${lineTotal}`);
  if (taxBasis !== lineTotal - allowances + charges) fail('BR-CO-13', 'total without VAT ≠ lines − allowances + charges');
  if (grand !== taxBasis + taxTotal) fail('BR-CO-15', 'total with VAT ≠ total without VAT + VAT');
  if (due !== grand - prepaid + rounding) fail('BR-CO-16', 'amount due ≠ total with VAT − paid + rounding');

  const breakdown = list(at(settlement, 'ApplicableTradeTax'));
  let sumOfVat = 0;
  for (const group of breakdown) {
    const category = text(at(group, 'CategoryCode'));
    const rate = Number(text(at(group, 'RateApplicablePercent')) ?? 'NaN');
    const base = cents(text(at(group, 'BasisAmount')));
    const vat = cents(text(at(group, 'CalculatedAmount')));
    sumOfVat += vat;
    // The official CII schematron allows ±1 (currency unit) around base × rate rounded to the cent: VAT summed
    // from lines rounded one by one (a prices-incl.-VAT order, a balance after partial invoices) differs by cents.
    if (Math.abs(Math.abs(vat) - Math.round((Math.abs(base) * rate) / 100)) > BR_CO_17_TOLERANCE_CENTS) fail('BR-CO-17', `VAT at ${rate} %: ${vat} ≠ ${base} × ${rate} %`);
    if (base !== (lineNetByRate.get(`${category}:${rate}`) ?? 0)) fail(`BR-${category}-08`, `VAT base at ${rate} % ≠ the lines at that rate`);
    if (category === 'E' && !text(at(group, 'ExemptionReason')) && !text(at(group, 'ExemptionReasonCode'))) fail('BR-E-10', 'exemption reason missing');
    lineNetByRate.delete(`${category}:${rate}`);
  }
  for (const key of lineNetByRate.keys()) fail('BR-CO-18', `no VAT breakdown for ${key}`);
  if (sumOfVat !== taxTotal) fail('BR-CO-14', `VAT total ${taxTotal} ≠ sum of the breakdown ${sumOfVat}`);
  if (breakdown.some((g) => text(at(g, 'CategoryCode')) === 'S') && !list(at(seller, 'SpecifiedTaxRegistration')).some((r) => (r['ID'] as Node | undefined)?.['@schemeID'] === 'VA')) {
    fail('BR-S-02', 'standard rated invoice without the seller VAT identifier');
  }
  if (due > 0 && !text(at(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime', 'DateTimeString')) && !text(at(settlement, 'SpecifiedTradePaymentTerms', 'Description'))) {
    fail('BR-CO-25', 'positive amount due without a due date or payment terms');
  }
  if (typeCode === '381' && list(at(settlement, 'InvoiceReferencedDocument')).length === 0) fail('FR-CREDIT', 'credit note without the invoice it credits (BT-25)');
  return breaches;
}
