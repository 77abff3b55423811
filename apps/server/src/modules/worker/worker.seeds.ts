import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { SeedRun } from '../module.js';
import { specialist } from './worker.tables.js';

/** A starting set of specialist trades (construction); edited ones are kept. */
export const seedWorkerSpecialists: SeedRun = async (db) => {
  const [any] = await db.select({ id: specialist.id }).from(specialist).where(eq(specialist.tenantId, DEFAULT_TENANT)).limit(1);
  if (any) return;
  const trades = [
    'Rebar',
    'Formwork',
    'Concreting',
    'Scaffolding',
    'Electrical',
    'Plumbing',
    'M&E',
    'Painting',
    'Tiling',
    'Welding',
    'Carpentry',
    'General labour',
  ];
  await db.insert(specialist).values(trades.map((t, i) => ({ specialistName: t, specialistCode: t.toLowerCase().replace(/[^a-z]+/g, '_'), sort: i + 1 })));
};
