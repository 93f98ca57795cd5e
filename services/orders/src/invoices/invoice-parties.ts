import type { Address, InvoiceParty, InvoiceSeller, ShopInvoicing } from '@vendange/contracts';

/**
 * A French postal address written as free text in the legal notice ("12 rue des Chais, 33250 Pauillac"):
 * the street lines, then the postcode and city found in its last "NNNNN City" part.
 */
export function splitFreeAddress(text: string): Pick<InvoiceParty, 'addressLines' | 'zipcode' | 'city' | 'country'> {
  const parts = text.split(/\s*[\n,]\s*/).map((p) => p.trim()).filter(Boolean);
  const rest = (i: number) => parts.slice(i + 1).filter((p) => !/^france$/i.test(p));
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    // "33250 Pauillac" as its own part, or "12 rue des Chais 33250 Pauillac" in one.
    const alone = /^(\d{5})\s+(.+)$/.exec(parts[i]!);
    if (alone) return { addressLines: [...parts.slice(0, i), ...rest(i)], zipcode: alone[1]!, city: alone[2]!, country: 'FR' };
    const inline = /^(.*\S)\s+(\d{5})\s+(.+)$/.exec(parts[i]!);
    if (inline) return { addressLines: [...parts.slice(0, i), inline[1]!, ...rest(i)], zipcode: inline[2]!, city: inline[3]!, country: 'FR' };
  }
  return { addressLines: parts, zipcode: null, city: null, country: 'FR' };
}

/** The seller as printed, from the shop's legal notice; null when the notice lacks what an invoice must show. */
export function sellerOf(shop: ShopInvoicing): InvoiceSeller | null {
  const legal = shop.legal;
  if (!legal || !legal.companyName.trim() || !legal.address.trim() || !legal.siret) return null;
  return {
    name: legal.companyName, ...splitFreeAddress(legal.address), siret: legal.siret, vatNumber: legal.vatNumber,
    email: legal.email ?? shop.contactEmail, phone: legal.phone, business: true, legalForm: legal.legalForm, shareCapital: legal.shareCapital, rcsCity: legal.rcsCity,
    bank: shop.bank ?? null,
  };
}

/**
 * The buyer as printed: the order's billing address, else its delivery address, else the name alone; the
 * e-mail given at checkout, else the address's, else the buyer's account e-mail.
 */
export function buyerOf(order: { clientName: string; billingAddress: Address | null; deliveryAddress: Address | null; contact: { email: string; phone: string } | null }, business: boolean, accountEmail: string | null = null): InvoiceParty {
  const a = order.billingAddress ?? order.deliveryAddress;
  const person = a ? [a.firstname, a.lastname].filter(Boolean).join(' ') : '';
  const name = a?.name?.trim() || order.clientName || person;
  return {
    name,
    addressLines: a ? [...(a.name?.trim() && person ? [person] : []), a.street, ...(a.complement ? [a.complement] : [])] : [],
    zipcode: a?.zipcode ?? null, city: a?.city ?? null, country: (a?.country ?? 'FR').toUpperCase(),
    siret: null, vatNumber: null, email: order.contact?.email ?? a?.email ?? accountEmail, phone: order.contact?.phone ?? a?.phone ?? null, business,
  };
}
