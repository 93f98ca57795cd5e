import { describe, expect, it } from 'vitest';
import { permissions, type Permission } from '@vendange/contracts';
import {
  canToggle, completeAuthorizations, countGranted, countGrantedIn, isGroupFullyGranted, permissionGroups, sameGrants, setGroup, setPermission,
} from './permission-groups';

const group = (key: string) => permissionGroups.find((g) => g.key === key)!;

describe('permissionGroups', () => {
  it('places every permission of spec point 6 in exactly one group', () => {
    const grouped = permissionGroups.flatMap((g) => g.permissions);
    expect([...grouped].sort()).toEqual([...permissions].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('keeps analytics with its seven sub-rights under reports', () => {
    expect(group('reports').permissions).toHaveLength(8);
    expect(group('reports').permissions[0]).toBe('accessAnalytics');
  });
});

describe('countGranted', () => {
  it('counts only rights set to true', () => {
    expect(countGranted({ seeAllClient: true, createClient: true, seeAllOrder: false })).toBe(2);
    expect(countGranted({})).toBe(0);
    expect(countGranted(null)).toBe(0);
  });

  it('counts within a group', () => {
    expect(countGrantedIn(group('crm'), { seeAllClient: true, seeAllOrder: true, createTask: false })).toBe(1);
  });
});

describe('setGroup', () => {
  it('grants every right of the group and leaves other groups alone', () => {
    const next = setGroup({ seeAllOrder: false, seeAllProduct: true }, group('crm'), true);
    expect(next).toEqual({ seeAllOrder: false, seeAllProduct: true, seeAllClient: true, createClient: true, seeAllTask: true, createTask: true });
    expect(isGroupFullyGranted(group('crm'), next)).toBe(true);
  });

  it('refuses every right of the group', () => {
    const next = setGroup({ seeAllClient: true, createClient: true, seeAllStock: true }, group('crm'), false);
    expect(countGrantedIn(group('crm'), next)).toBe(0);
    expect(next.seeAllStock).toBe(true);
  });

  it('never grants a locked right, but refuses it', () => {
    const locked = new Set<Permission>(['createClient']);
    const granted = setGroup({ createClient: false }, group('crm'), true, locked);
    expect(granted.createClient).toBe(false);
    expect(granted.seeAllClient).toBe(true);
    expect(isGroupFullyGranted(group('crm'), granted)).toBe(false);
    expect(setGroup({ createClient: true }, group('crm'), false, locked).createClient).toBe(false);
  });

  it('lets a locked right be switched off only', () => {
    const locked = new Set<Permission>(['seeAllOrder']);
    expect(canToggle('seeAllOrder', { seeAllOrder: true }, locked)).toBe(true);
    expect(canToggle('seeAllOrder', { seeAllOrder: false }, locked)).toBe(false);
    expect(canToggle('seeAllClient', {}, locked)).toBe(true);
  });

  it('does not mutate its input', () => {
    const before = { seeAllClient: false };
    setGroup(before, group('crm'), true);
    setPermission(before, 'seeAllClient', true);
    expect(before).toEqual({ seeAllClient: false });
  });
});

describe('completeAuthorizations and sameGrants', () => {
  it('lists every permission, absent ones as false', () => {
    const full = completeAuthorizations({ seeAllOrder: true }, permissions);
    expect(Object.keys(full)).toHaveLength(permissions.length);
    expect(full.seeAllOrder).toBe(true);
    expect(full.createOrder).toBe(false);
  });

  it('treats absent and false alike, and sees a changed right', () => {
    expect(sameGrants({ seeAllOrder: false }, {}, permissions)).toBe(true);
    expect(sameGrants({ seeAllOrder: true }, {}, permissions)).toBe(false);
  });
});
