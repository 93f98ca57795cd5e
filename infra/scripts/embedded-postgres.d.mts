export interface EmbeddedPostgres {
  url: string;
  port: number;
  startedInMs: number;
  stop(): Promise<void>;
  urlOf(database: string): string;
}
/** Starts (initialising it the first time) the embedded PostgreSQL kept in `dir`. */
export function startEmbeddedPostgres(options: { dir: string; name?: string; log?: (message: string) => void }): Promise<EmbeddedPostgres>;
