/** Points TEST_DATABASE_URL at a real PostgreSQL (127.0.0.1:5432, else an embedded one); returns how to stop what it started. */
export default function setup(): Promise<(() => Promise<void>) | undefined>;
