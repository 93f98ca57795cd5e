/**
 * The demo world of the README, defined once with fixed ids so that each service seeds its own part
 * and the parts agree. All accounts use DEMO_PASSWORD.
 */
import { demoMomentAt, demoSeededAt } from './demo-dates';

export { demoMomentAt, demoSeededAt, type DemoMoment } from './demo-dates';

export const DEMO_PASSWORD = 'Vendange2026';

export type DemoRole = 'buyer' | 'owner' | 'iam' | 'agent' | 'admin';

export interface DemoUser {
  id: number;
  email: string;
  username: string;
  firstname: string;
  lastname: string;
  role: DemoRole;
  isPro: boolean;
  phone: string | null;
}

export const demoUsers: DemoUser[] = [
  { id: 1, email: 'owner@vendange.test', username: 'domaine-des-coteaux', firstname: 'Claire', lastname: 'Martin', role: 'owner', isPro: true, phone: '+33612345678' },
  { id: 2, email: 'owner2@vendange.test', username: 'chateau-belle-riviere', firstname: 'Hugo', lastname: 'Bernard', role: 'owner', isPro: true, phone: '+33623456789' },
  { id: 3, email: 'staff@vendange.test', username: 'lea-staff', firstname: 'Léa', lastname: 'Petit', role: 'iam', isPro: true, phone: '+33634567890' },
  { id: 4, email: 'agent@vendange.test', username: 'marc-agent', firstname: 'Marc', lastname: 'Durand', role: 'agent', isPro: true, phone: '+33645678901' },
  { id: 5, email: 'buyer@vendange.test', username: 'sophie-buyer', firstname: 'Sophie', lastname: 'Leroy', role: 'buyer', isPro: false, phone: '+33656789012' },
  { id: 6, email: 'admin@vendange.test', username: 'admin', firstname: 'Admin', lastname: 'Vendange', role: 'admin', isPro: false, phone: null },
  { id: 7, email: 'master@vendange.test', username: 'master', firstname: 'Paul', lastname: 'Moreau', role: 'owner', isPro: true, phone: null },
];

/** The master account (user 7) may act as the owners of shop 1 and shop 2. */
export const demoMasterLinks = [
  { masterId: 7, accountId: 1 },
  { masterId: 7, accountId: 2 },
];

export interface DemoShopLink {
  userId: number;
  shopId: number;
  relation: 'owner' | 'iam' | 'agent' | 'buyer';
  typology: string | null;
  blocked: boolean;
  authorizations: Record<string, boolean> | null;
}

/** The staff member sees clients and products but not orders: the partial map of the README. */
export const demoShopLinks: DemoShopLink[] = [
  { userId: 1, shopId: 1, relation: 'owner', typology: null, blocked: false, authorizations: null },
  { userId: 2, shopId: 2, relation: 'owner', typology: null, blocked: false, authorizations: null },
  {
    userId: 3, shopId: 1, relation: 'iam', typology: null, blocked: false,
    authorizations: { seeAllClient: true, createClient: true, seeAllProduct: true, seeAllOrder: false, seeAllStock: true, accessAnalytics: false },
  },
  { userId: 4, shopId: 1, relation: 'agent', typology: 'caviste', blocked: false, authorizations: null },
  { userId: 5, shopId: 1, relation: 'buyer', typology: 'particulier', blocked: false, authorizations: null },
];

const allModules = ['crm', 'campaigns', 'salesPoint', 'stocks', 'agents', 'iam', 'shop', 'analytics', 'reservations', 'purchase', 'futures', 'accounting', 'iframes'] as const;
const modulesOn = (...off: string[]) => Object.fromEntries(allModules.map((m) => [m, { active: !off.includes(m) }]));

export const demoShops = [
  {
    id: 1, code: 'COTEAUX', name: 'Domaine des Coteaux', urlShop: 'domaine-des-coteaux', ownerId: 1, color: '#7B2D43',
    contactEmail: 'contact@coteaux.test', integration: modulesOn(),
    // The first tab holds the whole range; Coffrets only the boxes; Le domaine is a page of text.
    tabs: [
      { id: 'vins', name: 'Nos vins', order: 0, exists: true, content: { kind: 'all' as const }, children: [] },
      { id: 'coffrets', name: 'Coffrets', order: 1, exists: true, content: { kind: 'types' as const, productTypes: ['box' as const], colors: [] }, children: [] },
      {
        id: 'domaine', name: 'Le domaine', order: 2, exists: true, children: [],
        content: {
          kind: 'text' as const,
          text: 'Claire Martin cultive quatorze hectares de coteaux au pied des Dentelles de Montmirail, entre Vaison-la-Romaine et Gigondas.\n\n'
            + 'Le caveau, 12 chemin des Coteaux à Vaison-la-Romaine, vous accueille du lundi au samedi, de 9 h à 18 h.',
        },
      },
    ],
    sales: {
      deliveries: [
        { type: 'colissimo' as const, ref: 'domicile', name: 'Colissimo à domicile', priceCents: 1200, perParcel: 12, extraParcelCents: 700, delay: '3 à 5 jours ouvrés' },
        { type: 'chronopost' as const, ref: 'express', name: 'Chronopost express', priceCents: 2400, perParcel: 12, extraParcelCents: 700, delay: '24 à 48 h' },
      ],
      collectionPoints: [{ id: 'caveau', name: 'Caveau du domaine', address: '12 chemin des Coteaux, 84110 Vaison-la-Romaine', priceCents: 0, hours: 'Du lundi au samedi, 9 h – 18 h' }],
      franco: { amountCents: 25_000, quantity: 24, mode: 'any' as const },
      minAmountHtCents: null, minProducts: null, maxProducts: 120, multipleOf: null,
      paymentsList: ['stripe' as const, 'transfer' as const, 'cheque' as const],
      // Two accounts: buyers paying by transfer get the default one.
      banks: [
        { id: 'credit-agricole', name: 'Crédit Agricole Alpes Provence', holder: 'EARL Domaine des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true },
        { id: 'credit-mutuel', name: 'Crédit Mutuel Vaison-la-Romaine', holder: 'EARL Domaine des Coteaux', iban: 'FR7610278089000002012340115', bic: 'CMCIFR2A', isDefault: false },
      ],
      membersOnlyPrices: false,
      cgv: 'Les vins voyagent aux risques du destinataire. Toute réserve doit être portée sur le bon de livraison du transporteur.',
      promoCodes: [{ code: 'BIENVENUE10', percent: 10, amountCents: null, minAmountHtCents: 5000, validUntil: null, active: true }],
    },
    legal: {
      companyName: 'EARL Domaine des Coteaux', legalForm: 'EARL', shareCapital: '10 000 €', address: '12 chemin des Coteaux, 84110 Vaison-la-Romaine',
      siret: '12345678900011', rcsCity: 'Avignon', vatNumber: 'FR12123456789', phone: '04 90 12 34 56', email: 'bonjour@coteaux.test',
      director: 'Claire Martin', hostName: 'OVH SAS', hostAddress: '2 rue Kellermann, 59100 Roubaix', hostPhone: '1007',
    },
  },
  {
    id: 2, code: 'BELLERIV', name: 'Château Belle Rivière', urlShop: 'chateau-belle-riviere', ownerId: 2, color: '#2E5E4E',
    contactEmail: 'contact@belleriviere.test', integration: modulesOn('futures', 'salesPoint'),
    tabs: [{ id: 'cuvees', name: 'Cuvées', order: 0, exists: true, children: [] }],
    sales: {
      deliveries: [{ type: 'transporter' as const, ref: 'transporteur', name: 'Transporteur', priceCents: 1800, perParcel: 12, extraParcelCents: 700, delay: '5 à 7 jours ouvrés' }],
      collectionPoints: [{ id: 'chai', name: 'Chai de Belle Rivière', address: '1 route de la Rivière, 33420 Génissac', priceCents: 0, hours: null }],
      franco: { amountCents: null, quantity: 36, mode: 'any' as const },
      minAmountHtCents: 3000, minProducts: 2, maxProducts: null, multipleOf: null,
      paymentsList: ['stripe' as const, 'transfer' as const],
      banks: [{ id: 'bred', name: 'BRED Banque Populaire', holder: 'SCEA Château Belle Rivière', iban: 'FR7610107001011234567890129', bic: 'BREDFRPP', isDefault: true }],
      membersOnlyPrices: false,
      cgv: null,
      promoCodes: [],
    },
    legal: {
      companyName: 'SCEA Château Belle Rivière', legalForm: 'SCEA', shareCapital: '50 000 €', address: '1 route de la Rivière, 33420 Génissac',
      siret: '98765432100027', rcsCity: 'Bordeaux', vatNumber: 'FR45987654321', phone: '05 56 12 34 56', email: 'bonjour@belleriviere.test',
      director: 'Hugo Bernard', hostName: 'OVH SAS', hostAddress: '2 rue Kellermann, 59100 Roubaix', hostPhone: '1007',
    },
  },
];

export const demoTypologies = {
  particulier: { public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false, name: 'Particulier' },
  caviste: { public: false, ttc: false, globalDiscount: 0, allRulesInEq75: true, name: 'Caviste' },
  chr: { public: false, ttc: false, globalDiscount: 0, allRulesInEq75: true, name: 'CHR' },
};

export interface DemoProduct {
  id: number;
  shopId: number;
  name: string;
  precision: string | null;
  productType: 'bottle' | 'accessory' | 'box';
  color: string | null;
  status: 'online' | 'paused' | 'outofstock' | 'closed';
  vintages: string[];
  /** Price excl. tax per typology, in cents, for a 75 cl bottle (magnum twice that). */
  prices: Record<string, number>;
  magnum?: boolean;
  /** A box the buyer composes (box builder): size, percent off each bottle, the wines whose 75 cl bottle may go in. */
  builder?: { size: number; discountPercent: string; eligibleProductIds: number[] };
}

export const demoProducts: DemoProduct[] = [
  { id: 1, shopId: 1, name: 'Côtes du Rhône Les Galets', precision: 'AOP Côtes du Rhône', productType: 'bottle', color: 'rouge', status: 'online', vintages: ['2022', '2023'], prices: { particulier: 1250, caviste: 850, chr: 900 }, magnum: true },
  { id: 2, shopId: 1, name: 'Viognier des Coteaux', precision: 'IGP Collines Rhodaniennes', productType: 'bottle', color: 'blanc', status: 'online', vintages: ['2024'], prices: { particulier: 1590, caviste: 1090, chr: 1150 } },
  { id: 3, shopId: 1, name: 'Rosé de Saignée', precision: 'AOP Tavel', productType: 'bottle', color: 'rosé', status: 'online', vintages: ['2024'], prices: { particulier: 1100, caviste: 750, chr: 800 } },
  { id: 4, shopId: 1, name: 'Gigondas Vieilles Vignes', precision: 'AOP Gigondas', productType: 'bottle', color: 'rouge', status: 'paused', vintages: ['2021'], prices: { particulier: 2850, caviste: 1990, chr: 2100 } },
  { id: 5, shopId: 1, name: 'Tire-bouchon du Domaine', precision: null, productType: 'accessory', color: null, status: 'online', vintages: [], prices: { particulier: 1500, caviste: 1200, chr: 1200 } },
  { id: 6, shopId: 2, name: 'Bordeaux Supérieur', precision: 'AOP Bordeaux Supérieur', productType: 'bottle', color: 'rouge', status: 'online', vintages: ['2020', '2021'], prices: { particulier: 1450, caviste: 990, chr: 1050 } },
  { id: 7, shopId: 2, name: 'Entre-Deux-Mers', precision: 'AOP Entre-Deux-Mers', productType: 'bottle', color: 'blanc', status: 'online', vintages: ['2023'], prices: { particulier: 1050, caviste: 720, chr: 780 } },
  {
    id: 9, shopId: 1, name: 'Votre coffret découverte', precision: 'Six bouteilles au choix, −10 % sur chacune, en caisse bois', productType: 'box', color: null, status: 'online',
    // The case itself (7,50 € HT, 9,00 € TTC); the six wines are priced on top, each 10 % off.
    vintages: [], prices: { particulier: 750, caviste: 600, chr: 600 }, builder: { size: 6, discountPercent: '10', eligibleProductIds: [1, 2, 3] },
  },
  { id: 8, shopId: 2, name: 'Crémant de Bordeaux', precision: 'AOP Crémant de Bordeaux', productType: 'bottle', color: 'blanc', status: 'outofstock', vintages: ['NV'], prices: { particulier: 1390, caviste: 950, chr: 990 } },
];

export const demoClients = [
  { id: 1, shopId: 1, name: 'Cave du Vieux Port', email: 'cave@vieuxport.test', typology: 'caviste', city: 'Marseille', isPro: true },
  { id: 2, shopId: 1, name: 'Restaurant La Treille', email: 'contact@latreille.test', typology: 'chr', city: 'Avignon', isPro: true },
  // The demo buyer (user 5) who placed CMD-2026-0002 on the shop: a client made from an order.
  { id: 3, shopId: 1, name: 'Sophie Leroy', email: 'buyer@vendange.test', typology: 'particulier', city: 'Lyon', isPro: false, userId: 5 },
  { id: 4, shopId: 2, name: 'Vins & Terroirs', email: 'achat@vinsterroirs.test', typology: 'caviste', city: 'Bordeaux', isPro: true },
];

/**
 * Orders as they were placed; `placed` is counted back from the seeding (demo-dates.ts), oldest first: the
 * validated one waits for its transfer, Sophie's (pending) waits for the producer, La Treille's is invoiced
 * and paid, Vins & Terroirs' (pending) came in a few hours ago. Pending ones stay far inside the expiry delay.
 */
const demoOrderFacts = [
  { id: 1, shopId: 1, reference: 'CMD-2026-0001', clientName: 'Cave du Vieux Port', buyerId: null, status: 'validated', paymentType: 'transfer', paymentStatus: 'pending', totalTtcCents: 61200, placed: { daysAgo: 9, at: '09:15' } },
  { id: 2, shopId: 1, reference: 'CMD-2026-0002', clientName: 'Sophie Leroy', buyerId: 5, status: 'pending', paymentType: null, paymentStatus: 'pending', totalTtcCents: 9000, placed: { daysAgo: 3, at: '17:40' } },
  { id: 3, shopId: 1, reference: 'CMD-2026-0003', clientName: 'Restaurant La Treille', buyerId: null, status: 'invoiced', paymentType: 'transfer', paymentStatus: 'paid', totalTtcCents: 129600, placed: { daysAgo: 2, at: '11:05' } },
  { id: 4, shopId: 2, reference: 'CMD-2026-0001', clientName: 'Vins & Terroirs', buyerId: null, status: 'pending', paymentType: null, paymentStatus: 'pending', totalTtcCents: 47520, placed: { hoursAgo: 6 } },
] as const;

/**
 * The lines of the demo orders a producer bills (priced excl. VAT at the client's grid, 20 % VAT, delivered
 * free): their totals are the orders' (60 Galets at the caviste price is 612,00 € TTC; 72 Galets and 54 Rosé
 * at the CHR price, 1 296,00 €). Format ids are the catalogue seed's (each product's formats in order).
 */
export const demoOrderLines: Record<number, Array<{ productId: number; formatId: number; vintage: string; label: string; quantity: number; unitHtCents: number }>> = {
  1: [{ productId: 1, formatId: 1, vintage: '2023', label: 'Côtes du Rhône Les Galets 2023 · 75 cl', quantity: 60, unitHtCents: 850 }],
  3: [
    { productId: 1, formatId: 1, vintage: '2023', label: 'Côtes du Rhône Les Galets 2023 · 75 cl', quantity: 72, unitHtCents: 900 },
    { productId: 3, formatId: 4, vintage: '2024', label: 'Rosé de Saignée 2024 · 75 cl', quantity: 54, unitHtCents: 800 },
  ],
};

/** La Treille's order was invoiced the day its transfer came in (its invoice is the shop's first of the year). */
export const demoInvoices = [{ orderId: 3, issuedAt: demoMomentAt({ daysAgo: 1, at: '10:45' }, demoSeededAt) }];

/** The demo orders as seeded at `now` (`createdAt` an ISO date). */
export function demoOrdersAt(now: Date) {
  return demoOrderFacts.map(({ placed, ...order }) => ({ ...order, createdAt: demoMomentAt(placed, now) }));
}

export const demoOrders = demoOrdersAt(demoSeededAt);

/**
 * The other dated events of the demo (its notifications), on the same clock: the Viognier's stock came in
 * after the first order; La Treille's transfer arrived the day after its order.
 */
export function demoEventsAt(now: Date) {
  return {
    stockArrivedAt: demoMomentAt({ daysAgo: 7, at: '08:00' }, now),
    transferReceivedAt: demoMomentAt({ daysAgo: 1, at: '10:30' }, now),
  };
}

export const demoEvents = demoEventsAt(demoSeededAt);

export const demoSalesPoints = [
  { id: 1, shopId: 1, name: 'Caveau du domaine', location: '12 chemin des Coteaux, 84110 Vaison-la-Romaine', active: true },
  { id: 2, shopId: 1, name: 'Salon des vins de Lyon', location: 'Eurexpo, Lyon', active: false },
  { id: 3, shopId: 2, name: 'Boutique du château', location: '33420 Génissac', active: true },
];
