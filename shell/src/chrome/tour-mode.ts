/** Spec point 2: an agent's tour mode survives reloads and sessions in this cookie. */
export const TOUR_MODE_COOKIE = 'tourMode';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Whether `document.cookie` says tour mode is on (`tourMode=1`); anything else is dashboard mode. */
export function readTourMode(cookies: string): boolean {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOUR_MODE_COOKIE) return rest.join('=').trim() === '1';
  }
  return false;
}

/** The `document.cookie` assignment that stores the mode for a year on the whole site. */
export function tourModeCookie(on: boolean): string {
  return `${TOUR_MODE_COOKIE}=${on ? '1' : '0'}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
