/** The six MFEs: federation name and the folder their build is served from. */
export const mfes = [
  { name: 'mfe_auth', dir: 'mfe-auth' },
  { name: 'mfe_shop', dir: 'mfe-shop' },
  { name: 'mfe_dashboard_sales', dir: 'mfe-dashboard-sales' },
  { name: 'mfe_dashboard_crm', dir: 'mfe-dashboard-crm' },
  { name: 'mfe_dashboard_stock', dir: 'mfe-dashboard-stock' },
  { name: 'mfe_cashregister', dir: 'mfe-cashregister' },
] as const;

export type RemotesConfig = Record<string, { entry: string }>;

/**
 * Runtime remote config: each MFE's manifest URL, served by this gateway unless an override
 * (REMOTE_MFE_SHOP=...) points it at another deployment. The shell reads it at start.
 */
export function remotesConfig(overrides: Record<string, string>): RemotesConfig {
  return Object.fromEntries(mfes.map((m) => [m.name, { entry: overrides[m.name] ?? `/mfe/${m.dir}/mf-manifest.json` }]));
}
