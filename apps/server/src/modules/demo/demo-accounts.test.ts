import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoAccountsTable } from './demo-organisation.js';

describe("the demo's first boot", () => {
  it('names every account with its roles and the password to sign in with', () => {
    const table = demoAccountsTable('Welcome@2026');
    expect(table).toContain('Welcome@2026');
    for (const u of DEMO_USERS) expect(table).toMatch(new RegExp(`^  ${u.account.replace('.', '\\.')}\\s+${u.realName}\\s+\\S`, 'm'));
    expect(table).toMatch(/^ {2}hr\.tan\s+.*HR/m);
    expect(table).toMatch(/^ {2}admin\s+Jonathan Lau\s+Administrator/m);
    expect(table.split('\n').length).toBeLessThan(DEMO_USERS.length + 6);
  });
});
