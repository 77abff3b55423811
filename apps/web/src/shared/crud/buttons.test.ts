import { describe, expect, it } from 'vitest';
import { isButtonVisible, rankOf } from './buttons';

describe('CRUD button visibility', () => {
  it('shows add, view, edit and delete by default', () => {
    for (const button of ['add', 'view', 'edit', 'delete'] as const) expect(isButtonVisible(button, { permissions: [] })).toBe(true);
  });

  it('hides a button turned off by option', () => {
    expect(isButtonVisible('delete', { options: { delete: false }, permissions: [] })).toBe(false);
  });

  it('hides a button whose permission code the user lacks', () => {
    const rules = { permissionPrefix: 'user', permissions: ['user_add', 'user_view'] };
    expect(isButtonVisible('add', rules)).toBe(true);
    expect(isButtonVisible('edit', rules)).toBe(false);
  });
});

describe('rank', () => {
  it('counts across pages so only the first three rows overall are ranked 1-3', () => {
    expect(rankOf(0, 1, 10)).toBe(1);
    expect(rankOf(2, 1, 10)).toBe(3);
    expect(rankOf(0, 2, 10)).toBe(11);
  });
});
