// The CRM in the bench (issue 20): shop 1's clients list on 100,000 clients (page of 25: as the screen opens it,
// searched, filtered) under load at 1 and 10 connections, and an import of 10,000 clients from a CSV through the
// screen's routes (the upload's preview, then its confirmation), each step timed.
import autocannon from 'autocannon';
import postgres from 'postgres';
import { clientImportColumns, isSiretValid, type ClientImport } from '@vendange/contracts';
import { startServer } from './bench-kit';
import { seedBenchClients } from './seed-clients';

const CLIENTS = 100_000;
const IMPORTED = 10_000;
/** The most lines one imported file may hold (services/crm: « coupez-le en plusieurs fichiers »). */
const IMPORT_FILE_LINES = 5_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** What the clients screen asks for: its first page, a search typed in the box, and its filters. */
const LISTS: Array<[label: string, query: string]> = [
  ['list, first page (sort by name)', ''],
  ['list, newest first, page 40', '&sort=-createdAt&page=40'],
  ['search « martin 123 » (name, e-mail, business, city)', '&search=martin%20123'],
  ['search « bordeaux », 1 in 12 match', '&search=bordeaux'],
  ['filters: pro, caviste, tag salon-lyon', '&isPro=true&typology=caviste&tag=salon-lyon'],
  ['filters: prospects with marketing consent', '&pipe=prospect&consent=true'],
];

async function json<T>(origin: string, url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`bench crm ${method} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** A 14-digit SIRET the form accepts (its Luhn key right), unique per `n` (the seeded ones start with 1, these with 4). */
function siretOf(n: number): string {
  const body = `4${String(n).padStart(12, '0')}`;
  for (let d = 0; d < 10; d += 1) if (isSiretValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error(`no SIRET key for ${body}`);
}

/** The screen's template filled with clients `from + 1` to `from + count`, one in five professional; one in a hundred already in the file. */
export function clientsCsv(from: number, count: number): string {
  const lines = [clientImportColumns.join(';')];
  for (let i = from + 1; i <= from + count; i += 1) {
    const pro = i % 5 === 0;
    // Every hundredth line repeats a seeded client's e-mail: the preview finds it, the confirmation leaves it out.
    const email = i % 100 === 0 ? `client${i}@bench.vendange.test` : `import${i}@bench.vendange.test`;
    const cells: Record<(typeof clientImportColumns)[number], string> = {
      type: pro ? 'Professionnel' : 'Particulier', civilite: pro ? '' : i % 2 ? 'M.' : 'Mme', prenom: pro ? '' : 'Import', nom: pro ? '' : `Client ${i}`,
      raison_sociale: pro ? `Cave importée ${i}` : '', siret: pro ? siretOf(i) : '', tva: '',
      email, telephone: '06 12 34 56 78', adresse: `${i} rue des Vignes`, code_postal: '84110', ville: 'Vaison-la-Romaine', pays: 'FR',
      tarif: '', etiquettes: i % 3 ? '' : 'import', pipe: i % 10 === 0 ? 'Prospect' : 'Client',
    };
    lines.push(clientImportColumns.map((c) => cells[c]).join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function measureCrm(freshDatabase: (name: string) => Promise<string>): Promise<string[]> {
  const port = 3910;
  const origin = `http://127.0.0.1:${port}`;
  const databaseUrl = await freshDatabase('vendange_bench_crm');
  const gw = await startServer('gateway', port, { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0' });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows: string[] = [];
  // Each figure is printed as soon as it is measured (the whole part takes minutes), and kept for the run's table.
  const out = (row: string) => { console.log(row); rows.push(row); };
  try {
    await seedBenchClients(sql, CLIENTS);
    const { jwt } = await json<{ jwt: string }>(origin, '/v1/auth/login', '', 'POST', { email: 'owner@vendange.test', password: 'Vendange2026' });
    const headers = { authorization: `Bearer ${jwt}` };
    for (const [label, query] of LISTS) {
      const url = `${origin}/v1/clients?shopId=1&limit=25${query}`;
      const page = await json<{ total: number }>(origin, url.slice(origin.length), jwt);
      await autocannon({ url, connections: 1, amount: 10, headers });
      for (const connections of [1, 10]) {
        const r = await autocannon({ url, connections, duration: DURATION, headers });
        out(`crm        clients ${CLIENTS.toLocaleString('en')}: ${label} (${page.total.toLocaleString('en')} found), ${String(connections).padStart(2)} conn.`.padEnd(104)
          + `${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms${r.non2xx + r.errors ? `  ${r.non2xx + r.errors} ERRORS` : ''}`);
      }
    }
    // The import as the screen does it: the file's text uploaded (preview: every line read and checked, duplicates
    // found against the whole file of clients), then confirmed (the clients created). A file holds 5,000 lines at
    // most (the screen says to cut a bigger one): 10,000 clients are two files, one after the other.
    let previewMs = 0;
    let confirmMs = 0;
    let duplicates = 0;
    let created = 0;
    for (let part = 0; part < IMPORTED / IMPORT_FILE_LINES; part += 1) {
      const content = clientsCsv(part * IMPORT_FILE_LINES, IMPORT_FILE_LINES);
      let t = performance.now();
      const preview = await json<ClientImport>(origin, '/v1/clients/imports', jwt, 'POST', { shopId: 1, fileName: `bench-clients-${part + 1}.csv`, content });
      previewMs += performance.now() - t;
      if (preview.errors.length > 0) throw new Error(`bench crm: the import's preview refused lines: ${JSON.stringify(preview.errors.slice(0, 3))}`);
      t = performance.now();
      const done = await json<ClientImport>(origin, `/v1/clients/imports/${preview.id}/confirm`, jwt, 'POST', { shopId: 1 });
      confirmMs += performance.now() - t;
      duplicates += preview.duplicates.length;
      created += done.createdCount;
    }
    out(`crm        import of ${IMPORTED.toLocaleString('en')} clients (${IMPORTED / IMPORT_FILE_LINES} CSV files of ${IMPORT_FILE_LINES.toLocaleString('en')} lines) into ${CLIENTS.toLocaleString('en')}: `
      + `previews ${previewMs.toFixed(0)} ms (${duplicates} duplicates found), confirmations ${confirmMs.toFixed(0)} ms (${created} created), total ${(previewMs + confirmMs).toFixed(0)} ms`);
    return rows;
  } finally {
    await sql.end();
    gw.kill();
  }
}
