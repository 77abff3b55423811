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
  return canonical(doc) as Record<string, unknown>;
}

/** Paths and components in name order, so moving a route between files never changes the snapshot. */
function canonical(doc: Record<string, unknown>): unknown {
  const sorted = (o: unknown) => Object.fromEntries(Object.entries((o ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const copy = JSON.parse(JSON.stringify(doc)) as Record<string, unknown> & { components?: Record<string, unknown> };
  copy.paths = sorted(copy.paths);
  if (copy.components) copy.components = Object.fromEntries(Object.entries(copy.components).map(([k, v]) => [k, sorted(v)]));
  return copy;
}
