/** Host names that all mean "this machine": a platform on localhost is reached as 127.0.0.1 just as well. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins a buyer may pay from: those of ALLOWED_ORIGINS (comma-separated) when set, else PUBLIC_URL's,
 * with its loopback aliases when it is a loopback address (a demo opened on 127.0.0.1 instead of localhost).
 */
export function allowedOrigins(publicUrl: string, setting: string | undefined): string[] {
  const listed = (setting ?? '').split(',').map((s) => originOf(s.trim())).filter((o): o is string => o !== null);
  const own = originOf(publicUrl);
  const origins = new Set(listed);
  if (own) origins.add(own);
  if (own && listed.length === 0) {
    const url = new URL(own);
    if (LOOPBACK.includes(url.hostname)) for (const host of LOOPBACK) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...origins];
}

/**
 * Where the provider sends the user back (after 3-D Secure, after onboarding): the origin of their request
 * (their session lives there), when it is one of ours; PUBLIC_URL's otherwise (never an origin a request merely claims).
 */
export function returnOrigin(requestOrigin: string | null | undefined, publicUrl: string, allowed: readonly string[]): string {
  const asked = requestOrigin ? originOf(requestOrigin) : null;
  return asked && allowed.includes(asked) ? asked : publicUrl.replace(/\/$/, '');
}

/** Where the bank sends the buyer back after 3-D Secure. */
export const threeDSecureReturnUrl = (requestOrigin: string | null | undefined, publicUrl: string, allowed: readonly string[]): string =>
  `${returnOrigin(requestOrigin, publicUrl, allowed)}/validate3ds`;
