// Issue 16's budgets, checked against one run's figures: each row says whether its path keeps them.
export interface ApiFigure { target: string; name: string; rps: number; p50: number; p99: number; ratio: number; errors: number }

interface Budget { minRatio?: number; maxP99?: number }

const budgets: Record<string, Budget> = {
  'GET /v1/users/me': { minRatio: 0.25, maxP99: 30 },
  'public shop read /v1/shops/coteaux': { minRatio: 0.25 },
  'GET /v1/shops/me': { minRatio: 0.25 },
  'product list 10k, visitor page 25': { minRatio: 0.1, maxP99: 50 },
  'orders list 100k, owner page 25 + count': { minRatio: 0.1 },
  'get-cart-price, 20 lines, 2 sellers': { minRatio: 0.05 },
};

const verdict = (ok: boolean, what: string) => `${ok ? 'ok  ' : 'MISS'} ${what}`;

/** What the row's budgets say (empty when the path has none). */
export function budgetFor(f: ApiFigure, all: ApiFigure[]): string {
  const parts: string[] = [];
  const b = budgets[f.name];
  if (b?.minRatio !== undefined) parts.push(verdict(f.ratio >= b.minRatio, `>= ${(b.minRatio * 100).toFixed(0)} %`));
  if (b?.maxP99 !== undefined) parts.push(verdict(f.p99 <= b.maxP99, `p99 <= ${b.maxP99} ms`));
  if (f.name.startsWith('product list 100k')) {
    const small = all.find((o) => o.target === f.target && o.name.startsWith('product list 1k'));
    if (small) parts.push(verdict(f.p50 <= small.p50 * 1.5, `p50 ${(f.p50 / Math.max(small.p50, 0.01)).toFixed(2)} x the 1k list (<= 1.5 x)`));
  }
  // The embedded default keeps at least 80 % of what the same path does on the test PostgreSQL.
  if (f.target === 'embedded' && f.name !== 'bare Fastify hello-world') {
    const pg = all.find((o) => o.target === 'PostgreSQL' && o.name === f.name);
    if (pg) parts.push(verdict(f.ratio >= pg.ratio * 0.8, `${((f.ratio / pg.ratio) * 100).toFixed(0)} % of PostgreSQL (>= 80 %)`));
  }
  return parts.join(', ');
}
