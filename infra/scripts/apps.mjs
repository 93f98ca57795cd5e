import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The front ends: the shell (host) and the six MFEs, each built on its own. */
export const apps = [
  { dir: 'shell', name: 'shell' },
  { dir: 'mfe-auth', name: 'mfe_auth' },
  { dir: 'mfe-shop', name: 'mfe_shop' },
  { dir: 'mfe-dashboard-sales', name: 'mfe_dashboard_sales' },
  { dir: 'mfe-dashboard-crm', name: 'mfe_dashboard_crm' },
  { dir: 'mfe-dashboard-stock', name: 'mfe_dashboard_stock' },
  { dir: 'mfe-cashregister', name: 'mfe_cashregister' },
];
