/**
 * Every page of the platform by name: the registry's own entries (routes.ts builds each from one of
 * these) and the pages an MFE routes below one of its prefix entries (an order's detail, a product's
 * editor, a shop's product page). Links are built from a name with `getHref`, never typed by hand;
 * a test checks that each of these paths is owned by a registry entry.
 */
export const paths = {
  // Registry entries: public and shared
  home: '/',
  auth: '/auth',
  authValidate: '/auth/validate',
  authResetPassword: '/auth/resetpwd',
  cart: '/cart',
  help: '/help',
  roiSimulator: '/roi-simulator',
  admin: '/admin',
  validate3ds: '/validate3ds',
  /** A quote the client answers from the link in its mail (no account needed); `token` is the quote's answer token. */
  quoteAnswer: '/quotes/:token',
  disableTrackingNotif: '/disable-tracking-notif',
  iframe: '/iframes/:id',
  gs1: '/gs1/01/:ean',
  shops: '/shops',
  shopsAdd: '/shops/add',
  /** A shop's page for a logged-in user. */
  shop: '/shops/:id',

  // Registry entries: dashboard
  dashboard: '/dashboard',
  customize: '/dashboard/customize',
  delivery: '/dashboard/delivery',
  calendar: '/dashboard/calendar',
  tarifs: '/dashboard/tarifs',
  tasks: '/dashboard/tasks',
  settings: '/dashboard/settings',
  payments: '/dashboard/payments',
  outstandings: '/dashboard/payments/outstandings',
  paymentCredits: '/dashboard/payments/credits',
  directDebits: '/dashboard/payments/sepa',
  orders: '/dashboard/orders',
  quotes: '/dashboard/orders/quotes',
  bills: '/dashboard/orders/bills',
  deposits: '/dashboard/orders/deposits',
  credits: '/dashboard/orders/credits',
  ventilate: '/dashboard/orders/ventilate',
  samples: '/dashboard/orders/samples',
  salesPoints: '/dashboard/salespoints',
  products: '/dashboard/products',
  clients: '/dashboard/clients',
  opportunities: '/dashboard/clients/opportunities',
  prospection: '/dashboard/clients/prospection',
  stocks: '/dashboard/stocks',
  warehouses: '/dashboard/stocks/warehouses',
  movements: '/dashboard/stocks/movements',
  analytics: '/dashboard/analytics',
  accounting: '/dashboard/accounting',
  campaigns: '/dashboard/crm/campaigns',
  lists: '/dashboard/crm/lists',
  models: '/dashboard/crm/models',
  reservations: '/dashboard/reservations',
  events: '/dashboard/reservations/events',
  agents: '/dashboard/agents',
  collaborators: '/dashboard/collaborators',
  collaboratorsStructure: '/dashboard/collaborators/structure',
  objectives: '/dashboard/analytics/objectives',
  suppliers: '/dashboard/suppliers',
  purchases: '/dashboard/purchases',
  futures: '/dashboard/futures',
  iframesSettings: '/dashboard/iframes',
  tickets: '/tickets',
  /** A shop's public address (`/{urlShop}`, or its id): data, never one of the paths above. */
  shopAddress: '/:name',

  // Pages below a prefix entry, routed by its MFE
  login: '/auth/login',
  loginChoose: '/auth/login/choose',
  register: '/auth/register',
  /** `kind`: buyer, agent or seller. */
  registerKind: '/auth/register/:kind',
  orderAdd: '/dashboard/orders/add',
  orderDetail: '/dashboard/orders/:id',
  futureAdd: '/dashboard/futures/add',
  supplierAdd: '/dashboard/suppliers/add',
  purchaseAdd: '/dashboard/purchases/add',
  clientAdd: '/dashboard/clients/add',
  productAdd: '/dashboard/products/add',
  productDetail: '/dashboard/products/:id',
  eventAdd: '/dashboard/reservations/events/add',
  reservationAdd: '/dashboard/reservations/add',
  listAdd: '/dashboard/crm/lists/add',
  campaignAdd: '/dashboard/crm/campaigns/add',
  modelAdd: '/dashboard/crm/models/add',
  collaboratorAdd: '/dashboard/collaborators/add',
  collaboratorDetail: '/dashboard/collaborators/:id',
  shopProduct: '/shops/:id/:product',
  shopLegalNotice: '/shops/:id/legal-notice',
  shopBuilders: '/shops/:id/builders',
  shopBuilder: '/shops/:id/builders/:builder',
  shopBuilderProduct: '/shops/:id/builders/:builder/:product',
  shopAddressProduct: '/:name/:product',
  shopAddressLegalNotice: '/:name/legal-notice',
  /** A wine's e-label (nutrition values), `?product=`. */
  eLabel: '/:name/nutritiveValues',
} as const;

export type PageName = keyof typeof paths;
export type PagePath = (typeof paths)[PageName];
