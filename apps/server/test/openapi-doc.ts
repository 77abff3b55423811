import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/client.js';

export const snapshotPath = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

/** The OpenAPI document the routes generate (built on a throwaway in-memory database). */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  process.env.NODE_ENV ??= 'test';
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp({ database, config: { logLevel: 'silent', backgroundJobs: false, jwtSecret: 'openapi-snapshot' } });
  await app.ready();
  const doc = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  await database.close();
  return JSON.parse(JSON.stringify(doc));
}
