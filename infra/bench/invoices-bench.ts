// Sales documents in the bench (issue 17): issuing an invoice with its Factur-X file, one at a time (median,
// p95), and the owner's list of 10,000 invoices under load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './bench-kit';

const ISSUES = 30;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function json<T>(origin: string, url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`bench ${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function measureInvoices(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3908;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendange-bench-invoices-'));
  const gw = await startServer('gateway', port, { DATABASE_URL: await freshDatabase('vendange_bench_invoices'), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', BENCH_INVOICES: '10000' });
  try {
    const login = async (email: string) => json<{ jwt: string }>(origin, '/v1/auth/login', '', 'POST', { email, password: 'Vendange2026' }).then((r) => r.jwt);
    const owner = await login('owner@vendange.test');
    const buyer = await login('buyer@vendange.test');
    const products = await json<{ items: Array<{ id: number; status: string; productType: string }> }>(origin, '/v1/products?shopIds=[1]', buyer);
    const productId = products.items.find((p) => p.status === 'online' && p.productType === 'bottle')!.id;
    const issue: number[] = [];
    const pdf: number[] = [];
    for (let i = 0; i < ISSUES; i += 1) {
      const placed = await json<{ id: number }>(origin, '/v1/orders', buyer, 'POST', { shopId: 1, lines: [{ productId, quantity: 6 }] });
      await json(origin, `/v1/orders/${placed.id}/validate`, owner, 'PUT');
      let t = performance.now();
      const invoice = await json<{ id: number }>(origin, `/v1/orders/${placed.id}/invoice`, owner, 'POST');
      issue.push(performance.now() - t);
      t = performance.now();
      const file = await fetch(`${origin}/v1/invoices/${invoice.id}/pdf`, { headers: { authorization: `Bearer ${owner}` } });
      await file.arrayBuffer();
      pdf.push(performance.now() - t);
    }
    issue.sort((a, b) => a - b);
    pdf.sort((a, b) => a - b);
    const list = await autocannon({ url: `${origin}/v1/invoices?shopId=1&limit=25`, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 10), headers: { authorization: `Bearer ${owner}` } });
    return [
      `invoices   issue an invoice (POST, one at a time, ${ISSUES})   median ${quantile(issue, 0.5).toFixed(0)} ms  p95 ${quantile(issue, 0.95).toFixed(0)} ms`,
      `invoices   its Factur-X file, first download (made, checked)   median ${quantile(pdf, 0.5).toFixed(0)} ms  p95 ${quantile(pdf, 0.95).toFixed(0)} ms`,
      `invoices   list of 10,000, owner page 25 + count (10 conn.)   ${list.requests.average.toFixed(0)} req/s  p50 ${list.latency.p50} ms  p99 ${list.latency.p99} ms${list.non2xx + list.errors ? `  ${list.non2xx + list.errors} ERRORS` : ''}`,
    ];
  } finally {
    gw.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
