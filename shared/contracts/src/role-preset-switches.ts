import { permissions, type Permission } from './access-names';

/**
 * The permission switches a preset fills: every permission named, true only for the preset's (a preset replaces,
 * it never adds). A right in `locked` (the person applying it lacks it) is never switched on by the preset.
 */
export function switchesOfPreset(preset: { permissions: readonly Permission[] }, locked: ReadonlySet<Permission> = new Set(), current: Partial<Record<Permission, boolean>> = {}): Record<Permission, boolean> {
  const on = new Set(preset.permissions);
  return Object.fromEntries(permissions.map((p) => [p, on.has(p) && (!locked.has(p) || current[p] === true)])) as Record<Permission, boolean>;
}
