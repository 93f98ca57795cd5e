// The FEC in the bench (issue 18): the accountant's file of 34,000 invoices (about 100,000 entry
// lines), made on the request: time to the last byte, and the server's memory before and at its peak.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startServer } from './bench-kit';

/** The server's own process (tsx runs the script in a child of the process we spawned). */
function serverPid(wrapper: number): number {
  const children = execFileSync('pgrep', ['-P', String(wrapper)]).toString().trim().split('\n').filter(Boolean);
  return children.length ? Number(children[0]) : wrapper;
}
const kib = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

export async function measureFec(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3909;
  const origin = `http://127.0.0.1:${port}`;
  const gw = await startServer('gateway', port, { DATABASE_URL: await freshDatabase('vendange_bench_fec'), RATE_LIMIT_PER_MINUTE: '0', BENCH_INVOICES: '34000' });
  try {
    const login = await fetch(`${origin}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@vendange.test', password: 'Vendange2026' }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const pid = serverPid(gw.pid!);
    const before = kib(pid, 'VmRSS');
    const times: number[] = [];
    let lines = 0;
    let bytes = 0;
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      const res = await fetch(`${origin}/v1/accounting/fec?shopId=1&from=1900-01-01&to=2100-12-31`, { headers: { authorization: `Bearer ${jwt}` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`bench FEC: ${res.status} ${body.toString()}`);
      times.push(performance.now() - t);
      bytes = body.length;
      lines = body.toString('latin1').split('\r\n').length - 2;
    }
    times.sort((a, b) => a - b);
    return [
      `accounting FEC of 34,000 invoices: ${lines} entry lines, ${(bytes / 1e6).toFixed(1)} MB   median ${times[1]!.toFixed(0)} ms (3 runs)   server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(kib(pid, 'VmHWM') / 1024).toFixed(0)} MB`,
    ];
  } finally {
    gw.kill();
  }
}
