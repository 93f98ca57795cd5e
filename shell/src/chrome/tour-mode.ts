import { getHref, paths } from '@vendange/route-registry';

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

/**
 * Where the shell sends an agent in tour mode who opens the dashboard's home: their day (`/dashboard/tour`, the
 * CRM MFE's screen); null for anyone else or any other page (the rest of the dashboard stays reachable).
 */
export function tourModeHome(role: string | null, pathname: string, cookies: string): string | null {
  if (role !== 'agent' || !readTourMode(cookies)) return null;
  return pathname === paths.dashboard || pathname === `${paths.dashboard}/` ? getHref('tour') : null;
}

/** Where the switch leads: turned on, the day; turned off from the day, the dashboard's home; else the same page. */
export function afterTourSwitch(turnedOn: boolean, pathname: string): string | null {
  if (turnedOn) return getHref('tour');
  return pathname === paths.tour ? getHref('dashboard') : null;
}
