import type { AccessSubject } from '@vendange/access';

/** Reads a user's current access rights (role, shop links, owned shops) from the identity service. */
export type AccessResolver = (userId: number) => Promise<AccessSubject | null>;

/** Access over HTTP to the identity service, for services running as their own process. */
export function httpAccessResolver(identityUrl: string, internalToken: string): AccessResolver {
  return async (userId) => {
    const res = await fetch(`${identityUrl}/v1/internal/access/${userId}`, { headers: { 'x-internal-token': internalToken } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`identity access lookup failed with ${res.status}`);
    return (await res.json()) as AccessSubject;
  };
}
