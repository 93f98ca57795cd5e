import postgres from 'postgres';

/** Whether a PostgreSQL answers at `url` within a few seconds. */
export async function postgresAnswers(url, timeoutS = 3) {
  const sql = postgres(url, { max: 1, connect_timeout: timeoutS, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
