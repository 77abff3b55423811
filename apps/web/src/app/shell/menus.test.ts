import { describe, expect, it } from 'vitest';
import { isExternalPath, menuTarget, menuTrail, withTag, withoutTag } from './menus';

describe('menu paths', () => {
  it('opens http(s) and html paths in the embedded frame', () => {
    expect(isExternalPath('https://portal.example.com/report')).toBe(true);
    expect(isExternalPath('/static/help.html')).toBe(true);
    expect(isExternalPath('/system/user')).toBe(false);
    expect(isExternalPath('javascript:alert(1)')).toBe(false);
    expect(menuTarget({ name: 'Report', path: 'https://portal.example.com/r' })).toBe('/iframe?src=https%3A%2F%2Fportal.example.com%2Fr&name=Report');
  });

  it('finds the breadcrumb trail of a page', () => {
    const menus = [{ name: 'System', path: '/system', children: [{ name: 'Users', path: '/system/user' }] }];
    expect(menuTrail(menus, '/system/user').map((m) => m.name)).toEqual(['System', 'Users']);
  });
});

describe('tag bar', () => {
  const home = { path: '/homePage', label: 'Home' };
  const users = { path: '/system/user', label: 'Users' };

  it('adds a tag once per page', () => {
    expect(withTag(withTag([home], users), users)).toEqual([home, users]);
  });

  it('cannot close the last remaining tag', () => {
    expect(withoutTag([home], '/homePage', '/homePage')).toEqual({ tags: [home] });
  });

  it('closing the active tag moves to its neighbour', () => {
    expect(withoutTag([home, users], '/system/user', '/system/user')).toEqual({ tags: [home], next: '/homePage' });
    expect(withoutTag([home, users], '/homePage', '/system/user')).toEqual({ tags: [users], next: undefined });
  });
});
