/** Whether a PostgreSQL answers at `url` within a few seconds. */
export function postgresAnswers(url: string, timeoutS?: number): Promise<boolean>;
