// The sales structure is a tree of teams (docs/decisions/sales-structure.md): the server refuses loops, screens draw it in this order.

/** Whether hanging team `id` under `parentId` would make a team its own ancestor (the structure must stay a tree). */
export function makesLoop(parents: ReadonlyMap<number, number | null>, id: number | null, parentId: number | null): boolean {
  if (parentId === null) return false;
  if (id === null) return false;
  const seen = new Set<number>();
  for (let at: number | null = parentId; at !== null; at = parents.get(at) ?? null) {
    if (at === id) return true;
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** Teams in tree order (each after the team it reports to), with their depth: the board's and the phone list's order. */
export function treeOrder<T extends { id: number; parentId: number | null; name: string }>(teams: readonly T[]): Array<T & { depth: number }> {
  const known = new Set(teams.map((t) => t.id));
  const children = new Map<number | null, T[]>();
  for (const t of teams) {
    const parent = t.parentId !== null && known.has(t.parentId) ? t.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), t]);
  }
  const out: Array<T & { depth: number }> = [];
  const visit = (parent: number | null, depth: number) => {
    for (const t of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr'))) {
      out.push({ ...t, depth });
      visit(t.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
