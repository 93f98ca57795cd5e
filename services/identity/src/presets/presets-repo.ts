import { and, asc, count, eq, sql } from 'drizzle-orm';
import { defaultRolePresets, permissions as allPermissions, type Permission, type RolePreset } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { rolePresets } from './presets-schema';

const known = new Set<string>(allPermissions);
const toPreset = (r: typeof rolePresets.$inferSelect): RolePreset => ({
  id: r.id, name: r.name, permissions: r.permissions.filter((p): p is Permission => known.has(p)),
});

/** A shop's role presets; a shop that has none is given the defaults the first time it reads them. */
export function presetsRepo(db: Db) {
  return {
    async list(shopId: number): Promise<RolePreset[]> {
      const [had] = await db.select({ n: count() }).from(rolePresets).where(eq(rolePresets.shopId, shopId));
      if ((had?.n ?? 0) === 0) {
        // Two first reads at once insert the same names: the unique index keeps one of each.
        await db.insert(rolePresets).values(defaultRolePresets.map((p) => ({ shopId, name: p.name, permissions: [...p.permissions] }))).onConflictDoNothing();
      }
      return (await db.select().from(rolePresets).where(eq(rolePresets.shopId, shopId)).orderBy(asc(sql`lower(${rolePresets.name})`))).map(toPreset);
    },

    async create(shopId: number, name: string, permissions: Permission[]): Promise<RolePreset> {
      const [row] = await db.insert(rolePresets).values({ shopId, name, permissions: [...new Set(permissions)] }).returning();
      return toPreset(row!);
    },

    async update(shopId: number, id: number, name: string, permissions: Permission[]): Promise<RolePreset | null> {
      const [row] = await db.update(rolePresets).set({ name, permissions: [...new Set(permissions)] })
        .where(and(eq(rolePresets.id, id), eq(rolePresets.shopId, shopId))).returning();
      return row ? toPreset(row) : null;
    },

    async remove(shopId: number, id: number): Promise<boolean> {
      return (await db.delete(rolePresets).where(and(eq(rolePresets.id, id), eq(rolePresets.shopId, shopId))).returning({ id: rolePresets.id })).length > 0;
    },
  };
}
