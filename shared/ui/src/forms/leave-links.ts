/** What matters about a click on a link, for the unsaved-changes guard. */
export interface LinkClick {
  href: string;
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

/**
 * The in-app path a plain click on a link would open, or null when the guard should let it be (a new
 * tab, a download, another site, a modified click, the page itself, or a click already handled).
 */
export function guardedPath(click: LinkClick, current: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  const base = new URL(current);
  const url = new URL(click.href, base);
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${base.pathname}${base.search}${base.hash}` ? null : path;
}
