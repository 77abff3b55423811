import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/client.js';
import { adminPostgres, ADMIN_PASSWORD, TEST_JWT_SECRET } from './snapshot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and bootstrapped (PGlite runs). */
    snapshotFile: string;
    /** A migrated and bootstrapped PostgreSQL database each test file copies as a template (PostgreSQL runs). */
    templateDatabase: string;
  }
}

/**
 * Migrations and first-boot seeds run once per test run, not once per test file: the migrated,
 * bootstrapped database is kept as a PGlite data-directory dump or a PostgreSQL template database,
 * and every test app starts from a copy of it (test/helpers.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = { adminPassword: ADMIN_PASSWORD, jwtSecret: TEST_JWT_SECRET, backgroundJobs: false, logLevel: 'silent' };
  if (process.env.DATABASE_URL) {
    const name = `hr_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await adminPostgres(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const app = await buildApp({ database, config });
    await app.close();
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('snapshotFile', '');
    return async () => adminPostgres(`drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp({ database, config });
  await app.close();
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = join(tmpdir(), `hr-test-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotFile', file);
  project.provide('templateDatabase', '');
  return async () => rmSync(file, { force: true });
}
