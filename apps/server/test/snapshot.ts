import pg from 'pg';

/** The administrator's password in every test database (the snapshot's first boot sets it). */
export const ADMIN_PASSWORD = 'Admin@12345';
export const TEST_JWT_SECRET = 'test-signing-key-only-for-tests';

/** Runs one statement on DATABASE_URL's database (creating and dropping test databases). */
export async function adminPostgres(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
