import { describe, expect, it } from 'vitest';
import { clearSession, getSession, saveTokens, updateSession } from './session';
import { mustChangePassword } from './auth';

describe('session', () => {
  it('logout clears tokens, menus, roles, tags and what was stored', () => {
    saveTokens({ access_token: 'A', refresh_token: 'R', expires_in: 60, tenant_id: '000000', user_id: '1' });
    updateSession({
      allInfo: { roles: [{ roleAlias: 'hr' }] },
      permissions: ['user_add'],
      menus: [{ name: 'System', path: '/system' }],
      tags: [{ path: '/homePage', label: 'Home' }],
    });
    expect(localStorage.getItem('hr-token')).not.toBeNull();
    clearSession();
    const session = getSession();
    expect(session).toMatchObject({ token: undefined, refreshToken: undefined, allInfo: undefined, permissions: [], menus: [], tags: [] });
    expect(localStorage.getItem('hr-token')).toBeNull();
    expect(localStorage.getItem('hr-allInfo')).toBeNull();
  });

  it('forces a password change for the initial password or one older than 90 days', () => {
    expect(mustChangePassword({ passwordInitial: true, passwordExpired: false })).toBe('initial');
    expect(mustChangePassword({ passwordInitial: false, passwordExpired: true })).toBe('expired');
    expect(mustChangePassword({ passwordInitial: false, passwordExpired: false })).toBeUndefined();
  });
});
