// The stock ledger in the bench (issue 19): a shop with 100,000 movements over a year (1,000 formats, two
// warehouses): the stock page, the movements page and the DRM of a month, each timed on the request (median of 5).
import postgres from 'postgres';
import { startServer } from './bench-kit';

const MOVEMENTS = 100_000;

async function timed(url: string, jwt: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${jwt}` } });
    const body = await res.text();
    if (!res.ok) throw new Error(`bench stock: ${url} → ${res.status} ${body.slice(0, 200)}`);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function measureStock(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3908;
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshDatabase('vendange_bench_stock');
  const gw = await startServer('gateway', port, { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0' });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    // Rows as the ledger writes them (format 1 of shop 1 is a real 75 cl wine; the others carry its product),
    // spread over the last 365 days, entries three times in four; then the levels they leave.
    await sql`
      insert into stock.movements (shop_id, batch_id, warehouse_id, kind, reason, product_id, format_id, label, quantity, balance, created_at)
      select 1, gen_random_uuid(), 1 + (g % 2), case when g % 4 = 0 then 'exit' else 'entry' end, case when g % 4 = 0 then 'sale' else 'bottling' end,
        1, 1 + (g % 1000), 'Bench ' || (g % 1000), case when g % 4 = 0 then -1 else 3 end, 0, now() - ((g % 365) || ' days')::interval
      from generate_series(1, ${MOVEMENTS}) g`;
    await sql`
      insert into stock.levels (shop_id, warehouse_id, format_id, vintage, lot, product_id, label, quantity)
      select 1, warehouse_id, format_id, 0, '', 1, max(label), sum(quantity) from stock.movements group by warehouse_id, format_id
      on conflict (warehouse_id, format_id, vintage, lot) do update set quantity = excluded.quantity`;
    await sql`analyze stock.movements`;
    await sql`analyze stock.levels`;
    const login = await fetch(`${origin}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@vendange.test', password: 'Vendange2026' }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const lastMonth = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
    const median = (t: number[]) => `median ${t[2]!.toFixed(0)} ms, max ${t[4]!.toFixed(0)} ms (5 runs)`;
    return [
      `stock page (25 lines of 2,000, ${MOVEMENTS.toLocaleString('en')} movements): ${median(await timed(`${origin}/v1/stocks?shopId=1`, jwt))}`,
      `movements page (newest 25 of ${MOVEMENTS.toLocaleString('en')}): ${median(await timed(`${origin}/v1/stocks/movements?shopId=1`, jwt))}`,
      `DRM of ${lastMonth} (${MOVEMENTS.toLocaleString('en')} movements in the ledger): ${median(await timed(`${origin}/v1/stocks/drm/${lastMonth}?shopId=1`, jwt))}`,
    ];
  } finally {
    await sql.end();
    gw.kill();
  }
}
