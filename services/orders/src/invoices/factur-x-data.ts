import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceDetail, InvoiceParty } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { reasonNote } from './reason-note';

/** Integer cents as the decimal text of e-invoices ("1234.50"). */
export const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** An amount field and its currency attribute. */
const money = <K extends string>(key: K, cents: number) => ({ [key]: amount(cents), [`${key}@currencyID`]: 'EUR' }) as Record<K | `${K}@currencyID`, string>;

/**
 * A line's price (BT-146) is its unit price before the promo code, and the difference to its net
 * amount (the promo code's share, or a cent of a price shown incl. VAT) a line allowance or charge:
 * quantity × price − allowances + charges = net amount.
 */
function linePrice(l: InvoiceDetail['lines'][number]) {
  const gap = l.quantity * l.unitHtCents - l.lineHtCents;
  const adjustment = gap > 0
    ? [{ 'cbc:ChargeIndicator': 'false', 'cbc:AllowanceChargeReasonCode': '95', 'cbc:AllowanceChargeReason': 'Remise', ...money('cbc:Amount', gap) }]
    : gap < 0 ? [{ 'cbc:ChargeIndicator': 'true', 'cbc:AllowanceChargeReasonCode': 'ABL', 'cbc:AllowanceChargeReason': 'Arrondi', ...money('cbc:Amount', -gap) }] : [];
  return { ...(adjustment.length ? { 'cac:AllowanceCharge': adjustment } : {}), 'cac:Price': money('cbc:PriceAmount', l.unitHtCents) };
}

/** UNTDID 1001: commercial invoice, prepayment (deposit) invoice, credit note. */
const typeCodes = { invoice: '380', deposit: '386', credit: '381' } as const;

/** VAT category (UNCL5305): standard rate, or exempt at 0 % (a shop under the VAT franchise, art. 293 B du CGI). */
function category(rate: string) {
  return { 'cbc:ID': Number(rate) === 0 ? 'E' : 'S', 'cbc:Percent': rate, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

/** The breakdown's category also says why a 0 % is exempt (BR-E-10). */
function breakdownCategory(rate: string) {
  if (Number(rate) !== 0) return category(rate);
  return { ...category(rate), 'cbc:TaxExemptionReasonCode': 'VATEX-FR-FRANCHISE', 'cbc:TaxExemptionReason': 'TVA non applicable, art. 293 B du CGI' };
}

function address(p: InvoiceParty) {
  const [street, additional, ...more] = p.addressLines;
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(additional ? { 'cbc:AdditionalStreetName': additional } : {}),
    ...(p.city ? { 'cbc:CityName': p.city } : {}),
    ...(p.zipcode ? { 'cbc:PostalZone': p.zipcode } : {}),
    ...(more.length ? { 'cac:AddressLine': { 'cbc:Line': more.join(', ') } } : {}),
    'cac:Country': { 'cbc:IdentificationCode': p.country },
  };
}

/**
 * The EN 16931 content of a document in the library's UBL-shaped input (it writes the CII of
 * Factur-X from it): seller with SIREN and VAT number, buyer, lines with their net amounts (the
 * promo code share already out), VAT per rate as the document computed it, totals, due date and
 * terms. A credit note's reference to its invoice (BT-25) is added by factur-x.ts.
 */
export function facturXDataOf(doc: InvoiceDetail): Invoice {
  const s = doc.seller;
  const legalInfo = [s.legalForm, s.shareCapital ? `au capital de ${s.shareCapital}` : null, s.rcsCity ? `RCS ${s.rcsCity}` : null].filter(Boolean).join(' ');
  const notes = [doc.paymentTerms, ...[reasonNote(doc)].filter((n): n is string => n !== null), ...(doc.orderReference ? [`Commande ${doc.orderReference}`] : [])];
  return {
    'ubl:Invoice': {
      'cbc:ID': doc.number,
      'cbc:IssueDate': calendarDate(new Date(doc.issuedAt)),
      ...(doc.kind !== 'credit' ? { 'cbc:DueDate': doc.dueDate } : {}),
      'cbc:InvoiceTypeCode': typeCodes[doc.kind],
      // One note (BT-22): the profile allows one text per note.
      'cbc:Note': [notes.join('\n')],
      'cbc:DocumentCurrencyCode': 'EUR',
      ...(doc.orderReference ? { 'cac:OrderReference': { 'cbc:SalesOrderID': doc.orderReference } } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(s.email ? { 'cbc:EndpointID': s.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PartyName': { 'cbc:Name': s.name },
          'cac:PostalAddress': address(s),
          ...(s.vatNumber ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': s.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] } : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': s.name,
            // SIREN: the SIRET's first nine digits (scheme 0002, the SIRENE register).
            ...(s.siret ? { 'cbc:CompanyID': s.siret.slice(0, 9), 'cbc:CompanyID@schemeID': '0002' } : {}),
            ...(legalInfo ? { 'cbc:CompanyLegalForm': legalInfo } : {}),
          },
          ...(s.phone || s.email ? { 'cac:Contact': { ...(s.phone ? { 'cbc:Telephone': s.phone } : {}), ...(s.email ? { 'cbc:ElectronicMail': s.email } : {}) } } : {}),
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(doc.buyer.email ? { 'cbc:EndpointID': doc.buyer.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
          'cac:PostalAddress': address(doc.buyer),
          ...(doc.buyer.vatNumber ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': doc.buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': doc.buyer.name },
        },
      },
      // Where the goods went (BG-13): the delivery address, else the buyer's (handed over).
      'cac:Delivery': { 'cac:DeliveryLocation': { 'cac:Address': address(doc.deliverTo ?? doc.buyer) }, 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': (doc.deliverTo ?? doc.buyer).name } } },
      // How to pay (BG-16): a SEPA credit transfer to the shop's bank (BT-81 code 58, BT-84 IBAN, BT-86 BIC).
      ...(doc.seller.bank && doc.kind !== 'credit' ? {
        'cac:PaymentMeans': [{
          'cbc:PaymentMeansCode': '58',
          'cac:PayeeFinancialAccount': { 'cbc:ID': doc.seller.bank.iban, 'cbc:Name': doc.seller.bank.holder, 'cac:FinancialInstitutionBranch': { 'cbc:ID': doc.seller.bank.bic } },
        }],
      } : {}),
      'cac:PaymentTerms': { 'cbc:Note': doc.paymentTerms },
      'cac:TaxTotal': [{
        ...money('cbc:TaxAmount', doc.vatCents),
        'cac:TaxSubtotal': doc.vatBreakdown.map((v) => ({
          ...money('cbc:TaxableAmount', v.baseCents), ...money('cbc:TaxAmount', v.vatCents), 'cac:TaxCategory': breakdownCategory(v.rate),
        })),
      }],
      'cac:LegalMonetaryTotal': {
        ...money('cbc:LineExtensionAmount', doc.totalHtCents),
        ...money('cbc:TaxExclusiveAmount', doc.totalHtCents),
        ...money('cbc:TaxInclusiveAmount', doc.totalTtcCents),
        ...money('cbc:PayableAmount', doc.totalTtcCents),
      },
      'cac:InvoiceLine': doc.lines.map((l, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(l.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        ...money('cbc:LineExtensionAmount', l.lineHtCents),
        'cac:Item': { 'cbc:Name': l.label, 'cac:ClassifiedTaxCategory': category(l.vatRate) },
        ...linePrice(l),
      })) as Invoice['ubl:Invoice']['cac:InvoiceLine'],
    },
  } as Invoice;
}
