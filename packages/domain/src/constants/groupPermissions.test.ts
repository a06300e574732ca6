import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS } from '../enums/adminGroup';
import { PERMISSION_FLAG } from '../enums/permissionFlag';
import { GROUP_PERMISSIONS, permissionsOfGroups } from './groupPermissions';

describe('group permissions', () => {
  it('gives TH_ADMIN every flag, including IS_SUPER_ADMIN', () => {
    expect([...GROUP_PERMISSIONS.TH_ADMIN].sort()).toEqual(Object.values(PERMISSION_FLAG).sort());
  });

  it('gives IS_SUPER_ADMIN to TH_ADMIN only', () => {
    for (const group of ADMIN_GROUPS) {
      expect(GROUP_PERMISSIONS[group].includes(PERMISSION_FLAG.IS_SUPER_ADMIN), group).toBe(group === 'TH_ADMIN');
    }
  });

  it('merges the flags of several groups and ignores unknown ones', () => {
    expect(permissionsOfGroups(['TH_USER_ADMIN', 'TH_EVENT_ADMIN', 'CUSTOMER_USER'])).toEqual([
      'IS_EVENT_ADMIN',
      'IS_FILES_ADMIN',
      'IS_ROUTE_ADMIN',
      'IS_USER_ADMIN',
    ]);
    expect(permissionsOfGroups([])).toEqual([]);
  });
});
