/**
 * Shop addresses (`/{urlShop}`) that can never be a shop's: the first segment of every path of the route
 * registry (a test of the registry checks it stays so), and the platform's own technical paths. A shop
 * named "Admin" gets `/admin-2`, never the administration's address. The one list: the shops service
 * refuses these addresses, the storefront's server never reads them as a shop.
 */
export const reservedShopAddresses: ReadonlySet<string> = new Set([
  // Screens of the route registry.
  'admin', 'auth', 'cart', 'dashboard', 'disable-tracking-notif', 'gs1', 'help', 'iframes', 'quotes', 'roi-simulator', 'shops',
  'tickets', 'validate3ds',
  // Served by the gateway, or kept for it.
  'v1', 'mfe', 'storefront', 'remotes.json', 'version.json', 'health', 'livez', 'readyz', 'assets', 'static', 'favicon.ico', 'favicon.svg',
  'robots.txt', 'sitemap.xml', 'api', 'docs', 'login', 'logout', 'register', 'account', 'settings', 'legal-notice',
  'nutritivevalues', 'www', 'mail', 'support', 'status',
]);

/**
 * Whether a shop may not take this address (compared in lower case): a reserved one, or digits only,
 * which `/{shopId}` reads as a shop's id.
 */
export const isReservedShopAddress = (address: string): boolean => reservedShopAddresses.has(address.toLowerCase()) || /^\d+$/.test(address);
