import { describe, expect, it } from 'vitest';
import { framedMenu, isExternalPath, isRefused, menuLeaves, menuTarget, menuTrail, searchPages, tagKeyOf, withTag, withoutTag } from './menus';

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

  it('keeps one tab per page: view state in the query string moves its tab, a record named in it opens another', () => {
    const calendar = (date: string) => ({
      path: `/staff/vacation/leaveCalendar?date=${date}`,
      key: tagKeyOf('/staff/vacation/leaveCalendar', `?date=${date}`),
      label: 'Leave calendar',
    });
    const tags = withTag(withTag(withTag([home], calendar('2026-11-01')), calendar('2026-12-01')), calendar('2027-01-01'));
    expect(tags).toEqual([home, calendar('2027-01-01')]);
    expect(withoutTag(tags, '/staff/vacation/leaveCalendar', '/staff/vacation/leaveCalendar')).toEqual({ tags: [home], next: '/homePage' });
    const request = (id: string, mode = 'view') => ({
      path: `/flow/detail?processId=${id}&mode=${mode}`,
      key: tagKeyOf('/flow/detail', `?processId=${id}&mode=${mode}`, ['processId', 'formId']),
      label: 'Request',
    });
    expect(request('1', 'edit').key).toBe('/flow/detail?processId=1');
    expect(withTag(withTag(withTag([home], request('1')), request('2')), request('1', 'edit'))).toEqual([home, request('1', 'edit'), request('2')]);
    // a framed menu page keeps the address its menu entry opens, so the menu and the breadcrumb still find it
    const framed = menuTarget({ name: 'Portal', path: 'https://portal.example.test/board' });
    expect(tagKeyOf('/iframe', framed.slice('/iframe'.length), ['src', 'name'])).toBe(framed);
  });
});

describe('framedMenu', () => {
  const menus = [
    {
      name: 'Reports',
      path: '/reports',
      children: [
        { name: 'Portal', path: 'https://portal.example.test/board' },
        { name: 'Help', path: '/help/index.html' },
      ],
    },
  ];
  it("frames only the addresses of the user's own menu entries, named by the entry", () => {
    expect(framedMenu(menus, 'https://portal.example.test/board')?.name).toBe('Portal');
    expect(framedMenu(menus, '/help/index.html')?.name).toBe('Help');
    expect(framedMenu(menus, 'https://evil.example.test/login')).toBeUndefined();
    expect(framedMenu(menus, 'https://portal.example.test/board?x=1')).toBeUndefined();
    expect(framedMenu(menus, 'javascript:alert(1)')).toBeUndefined();
    expect(framedMenu([], 'https://portal.example.test/board')).toBeUndefined();
  });
});

describe('pages a user may not open', () => {
  const menus = [{ name: 'Approvals', path: '/work', children: [{ name: 'To do', path: '/work/todo' }] }];
  it("refuses a menu page outside the user's tree once the tree is read, and nothing before", () => {
    expect(isRefused(menus, true, '/system/user')).toBe(true);
    expect(isRefused(menus, true, '/work/todo')).toBe(false);
    expect(isRefused(menus, false, '/system/user')).toBe(false);
    // pages that need no menu (details, home) are never refused
    expect(isRefused(menus, true, undefined)).toBe(false);
  });
});

describe('menu search', () => {
  const menus = [
    {
      name: '系统管理',
      path: '/system',
      children: [
        { name: '用户管理', path: '/system/user' },
        { name: 'Outbox', path: '/system/outbox' },
      ],
    },
    {
      name: 'Leave',
      path: '/leave',
      children: [
        { name: 'Staff leave', path: '/leave/staff' },
        { name: 'Worker leave', path: '/leave/worker' },
      ],
    },
    { name: 'Report', path: 'https://portal.example.com/r' },
  ];
  const leaves = menuLeaves(menus);

  it('lists every page with its target and the groups above it', () => {
    expect(leaves.map((leaf) => leaf.target)).toEqual(['/system/user', '/system/outbox', '/leave/staff', '/leave/worker', menuTarget(menus[2])]);
    expect(leaves[0].groups).toEqual(['系统管理']);
    expect(leaves[4].groups).toEqual([]);
  });

  it('finds pages by the words of their name in any case and order', () => {
    expect(searchPages(leaves, 'LEAVE').map((leaf) => leaf.name)).toEqual(['Staff leave', 'Worker leave']);
    expect(searchPages(leaves, 'leave work').map((leaf) => leaf.name)).toEqual(['Worker leave']);
    expect(searchPages(leaves, '用户').map((leaf) => leaf.target)).toEqual(['/system/user']);
    expect(searchPages(leaves, '   ')).toEqual([]);
    expect(searchPages(leaves, 'leave', 1)).toHaveLength(1);
  });
});
