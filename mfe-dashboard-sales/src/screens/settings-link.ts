/** Settings tabs (spec point 2 `settings?link=`) whose screen lives elsewhere: price lists are edited on /dashboard/tarifs. */
export function settingsTarget(search: string): string | null {
  const link = new URLSearchParams(search).get('link');
  if (link === 'typos') return '/dashboard/tarifs#typologies';
  if (link === 'matchGrids') return '/dashboard/tarifs#grille';
  return null;
}
