import { describe, expect, it } from 'vitest';
import { listTabs } from './FlowTypeListPage';

describe('type list tabs', () => {
  it('shows every request only to process viewers', () => {
    expect(listTabs([], null).tabs).toEqual(['todo', 'mine', 'handled']);
    expect(listTabs(['process_view'], null).tabs).toEqual(['todo', 'mine', 'handled', 'all']);
  });
  it('opens the requested tab when the user has it, else my requests', () => {
    expect(listTabs([], 'todo').active).toBe('todo');
    expect(listTabs([], 'all').active).toBe('mine');
    expect(listTabs(['process_view'], 'all').active).toBe('all');
    expect(listTabs([], 'nonsense').active).toBe('mine');
  });
});
