// Bench data: tops shop 1 up to `total` clients in its CRM file (one SQL statement a batch), as the clients screen
// would show them: private and professional, clients and prospects, a few typologies, tags and cities.
import type { Sql } from 'postgres';

const CITIES = ['Lyon', 'Paris', 'Bordeaux', 'Marseille', 'Lille', 'Nantes', 'Vaison-la-Romaine', 'Avignon', 'Dijon', 'Reims', 'Toulouse', 'Strasbourg'];
const LASTNAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'Fournier'];
const FIRSTNAMES = ['Camille', 'Louis', 'Jeanne', 'Hugo', 'Chloé', 'Jules', 'Léa', 'Arthur', 'Manon', 'Gabriel', 'Inès', 'Paul'];

export async function seedBenchClients(sql: Sql, total: number, shopId = 1): Promise<number> {
  const [{ n }] = await sql<[{ n: number }]>`select count(*)::int as n from crm.clients where shop_id = ${shopId}`;
  const missing = total - n;
  for (let done = 0; done < missing; done += 20_000) {
    const size = Math.min(20_000, missing - done);
    // One in five is a professional (a business name, a SIRET), one in ten a prospect; names repeat as real ones do,
    // the number makes each one findable (`Martin 12345`) and each e-mail unique.
    await sql`
      insert into crm.clients (shop_id, name, email, typology, city, is_pro, pipe, source, firstname, lastname, business_name, siret, tags, marketing_consent, department, created_at, updated_at)
      select ${shopId},
        case when k % 5 = 0 then 'Cave ' || (${LASTNAMES}::text[])[1 + k % 16] || ' ' || k else (${FIRSTNAMES}::text[])[1 + k % 12] || ' ' || (${LASTNAMES}::text[])[1 + (k / 7) % 16] || ' ' || k end,
        'client' || k || '@bench.vendange.test',
        (array['particulier', 'caviste', 'restaurant', 'export'])[1 + k % 4],
        (${CITIES}::text[])[1 + k % 12],
        k % 5 = 0, case when k % 10 = 3 then 'prospect' else 'client' end, 'import',
        case when k % 5 = 0 then null else (${FIRSTNAMES}::text[])[1 + k % 12] end,
        case when k % 5 = 0 then null else (${LASTNAMES}::text[])[1 + (k / 7) % 16] end,
        case when k % 5 = 0 then 'Cave ' || (${LASTNAMES}::text[])[1 + k % 16] || ' ' || k else null end,
        case when k % 5 = 0 then lpad((10000000000000 + k)::text, 14, '0') else null end,
        case when k % 3 = 0 then array['salon-lyon'] when k % 7 = 0 then array['vip', 'noel'] else '{}'::text[] end,
        k % 3 <> 0, lpad((1 + k % 95)::text, 2, '0'), now() - (k * interval '5 minutes'), now()
      from (select ${n + done} + g as k from generate_series(1, ${size}) g) s`;
  }
  if (missing > 0) await sql`analyze crm.clients`;
  return Math.max(0, missing);
}
