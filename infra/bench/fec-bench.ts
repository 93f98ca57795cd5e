// The FEC in the bench (issue 18): the accountant's file of 34,000 invoices (about 100,000 entry
// lines), made on the request (streamed) and by the background export's job: time to the last byte, and the
// server's memory before and at its peak (the peak is reset between the two: /proc/<pid>/clear_refs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import postgres from 'postgres';
import { startServer } from './bench-kit';

/** The server's own process (tsx runs the script in a child of the process we spawned). */
function serverPid(wrapper: number): number {
  const children = execFileSync('pgrep', ['-P', String(wrapper)]).toString().trim().split('\n').filter(Boolean);
  return children.length ? Number(children[0]) : wrapper;
}
const kib = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
/** Starts the peak (VmHWM) again from the current RSS. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
const mb = (k: number) => (k / 1024).toFixed(0);

export async function measureFec(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3909;
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshDatabase('vendange_bench_fec');
  const gw = await startServer('gateway', port, { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0', BENCH_INVOICES: '34000' });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const login = await fetch(`${origin}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@vendange.test', password: 'Vendange2026' }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const pid = serverPid(gw.pid!);
    const before = kib(pid, 'VmRSS');
    const times: number[] = [];
    let lines = 0;
    let direct = Buffer.alloc(0);
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      const res = await fetch(`${origin}/v1/accounting/fec?shopId=1&from=1900-01-01&to=2100-12-31`, { headers: { authorization: `Bearer ${jwt}` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`bench FEC: ${res.status} ${body.toString()}`);
      times.push(performance.now() - t);
      direct = body;
      lines = body.toString('latin1').split('\r\n').length - 2;
    }
    times.sort((a, b) => a - b);
    const directPeak = kib(pid, 'VmHWM');

    // The background export of the same file. The API takes 3 years at most and the bench's invoices go back one
    // an hour (about 3.9 years): the export of the whole span is recorded and announced as POST would, in SQL.
    const jobTimes: number[] = [];
    let jobBefore = 0;
    let jobPeak = 0;
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 1000));
      jobBefore = Math.max(jobBefore, kib(pid, 'VmRSS'));
      resetPeak(pid);
      const t = performance.now();
      const [row] = await sql<Array<{ id: number; token: string }>>`
        insert into orders.accounting_exports (shop_id, user_id, kind, period_from, period_to, token, expires_at)
        values (1, 1, 'fec', '1900-01-01', '2100-12-31', ${`bench-${i}-${Date.now()}`}, now() + interval '1 day') returning id, token`;
      await sql`insert into orders.outbox (queue, data) values ('orders.accounting-export', ${sql.json({ exportId: row!.id })})`;
      await sql`select pg_notify('vendange_outbox', 'orders')`;
      for (;;) {
        const [state] = await sql<Array<{ status: string; error_message: string | null }>>`select status, error_message from orders.accounting_exports where id = ${row!.id}`;
        if (state!.status === 'completed') break;
        if (state!.status === 'error') throw new Error(`bench export: ${state!.error_message}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      jobTimes.push(performance.now() - t);
      jobPeak = Math.max(jobPeak, kib(pid, 'VmHWM'));
      const file = Buffer.from(await (await fetch(`${origin}/v1/accounting/exports/${row!.id}/file?token=${row!.token}`)).arrayBuffer());
      if (!file.equals(direct)) throw new Error('bench export: the file differs from the direct FEC');
    }
    jobTimes.sort((a, b) => a - b);
    return [
      `accounting FEC of 34,000 invoices, direct (streamed): ${lines} entry lines, ${(direct.length / 1e6).toFixed(1)} MB   median ${times[1]!.toFixed(0)} ms (3 runs)   server RSS ${mb(before)} MB before, peak ${mb(directPeak)} MB`,
      `accounting FEC of 34,000 invoices, background export (job, to the file stored): median ${jobTimes[1]!.toFixed(0)} ms (3 runs)   server RSS ${mb(jobBefore)} MB before, peak ${mb(jobPeak)} MB; file identical to the direct one`,
    ];
  } finally {
    await sql.end();
    gw.kill();
  }
}
