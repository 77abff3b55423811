import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { SeedRun } from '../module.js';
import { cardTemplate, city, country, university } from './base.tables.js';
import { citySeeds, countrySeeds, universitySeeds } from './lookups.data.js';

/** Reference data, inserted when missing (by code) at every boot: existing and edited rows are kept. */
export const seedBaseLookups: SeedRun = async (db) => {
  const seedMissing = async <T extends typeof country | typeof university | typeof city>(table: T, rows: Record<string, unknown>[]) => {
    const present = new Set(
      (
        await db
          .select({ code: table.code })
          .from(table as typeof city)
          .where(eq(table.isDeleted, 0))
      ).map((r) => r.code),
    );
    const fresh = rows.filter((r) => !present.has(r.code as string));
    for (let i = 0; i < fresh.length; i += 200) await db.insert(table as typeof city).values(fresh.slice(i, i + 200) as never);
  };
  await seedMissing(
    country,
    countrySeeds().map((c, i) => ({
      code: c.code,
      iso3: c.iso3,
      countryBritannica: c.en,
      chineseName: c.cn,
      phoneCode: c.phoneCode,
      sort: c.code === 'SG' ? 0 : i + 1,
    })),
  );
  await seedMissing(
    university,
    universitySeeds.map((u, i) => ({ ...u, sort: i + 1 })),
  );
  await seedMissing(
    city,
    citySeeds.map((c, i) => ({ ...c, sort: i + 1 })),
  );
};

/** The staff and worker card templates of a fresh install (none are added once the tenant has any). */
export const seedCardTemplates: SeedRun = async (db) => {
  const present = await db.select({ id: cardTemplate.id }).from(cardTemplate).where(eq(cardTemplate.tenantId, DEFAULT_TENANT)).limit(1);
  if (present.length) return;
  await db.insert(cardTemplate).values([
    {
      templateName: 'Staff card',
      templateCode: 'staff_card',
      cardType: 1,
      content: '{"fields":["photo","enName","staffNo","jobTitleName","deptName"]}',
      sort: 1,
    },
    {
      templateName: 'Worker card',
      templateCode: 'worker_card',
      cardType: 2,
      content: '{"fields":["photo","name","employmentCode","trade","projectName"]}',
      sort: 2,
    },
  ]);
};
