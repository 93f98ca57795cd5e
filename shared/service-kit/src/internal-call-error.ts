/**
 * A call to another service that did not succeed. `statusCode` is the other service's answer (404…),
 * 0 when it could not be reached, 504 when it did not answer in time; `unavailable` says the caller
 * should answer 503 (the other service is down, slow or failing) rather than treat it as a refusal.
 */
export class InternalCallError extends Error {
  constructor(readonly service: string, readonly statusCode: number, detail: string) {
    super(`internal call to ${service} failed with ${statusCode}: ${detail}`);
  }

  get unavailable(): boolean {
    return this.statusCode === 0 || this.statusCode >= 500;
  }
}
