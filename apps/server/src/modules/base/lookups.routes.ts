import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { columnFilters, defineResource, liveRows, pickColumns } from '../../platform/crud.js';
import { defineRoute } from '../../platform/http/route.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { city, country, university } from './base.tables.js';
import { citySeeds, countrySeeds, universitySeeds } from './lookups.data.js';

registerMenuSeeds([
  { code: 'base', name: 'Base data', path: '/base', source: 'database', sort: 90 },
  { code: 'country', name: 'Countries', parent: 'base', path: '/base/country', source: 'global', sort: 1 },
  ...crudButtons('country', 'country'),
  { code: 'university', name: 'Universities', parent: 'base', path: '/base/university', source: 'book', sort: 2 },
  ...crudButtons('university', 'university'),
  { code: 'city', name: 'Cities', parent: 'base', path: '/base/city', source: 'environment', sort: 3 },
  ...crudButtons('city', 'city'),
]);

/** Lookups are read by every form: any signed-in user may read them; writing needs the menu's buttons. */
const lookupPermissions = (code: string) => ({ view: 'authenticated', add: `${code}_add`, edit: `${code}_edit`, delete: `${code}_delete` });
const lookupRoutes = { page: 'page', list: 'list', detail: 'detail', save: 'add', update: 'update', submit: false, remove: 'remove' } as const;

export const phoneCodeEntry = z.object({ en: z.string(), cn: z.string(), code: z.string(), zone: z.string(), label: z.string() });

/** The phone-code table (seed 001 lookups): one entry per country with a calling code, label "+65". */
export async function phoneCodes(db: Db): Promise<z.infer<typeof phoneCodeEntry>[]> {
  const rows = await db
    .select({ code: country.code, en: country.countryBritannica, cn: country.chineseName, zone: country.phoneCode })
    .from(country)
    .where(and(liveRows(country, { tenantId: DEFAULT_TENANT }, true), isNotNull(country.phoneCode)))
    .orderBy(asc(country.sort), asc(country.countryBritannica));
  return rows.map((r) => ({ en: r.en, cn: r.cn ?? r.en, code: r.code, zone: r.zone!, label: `+${r.zone}` }));
}

/** Countries, universities and cities (`/api/mcc-base/countrylist|universitylist|citylist`) and the phone codes. */
export default async function lookupRoutesPlugin(app: FastifyInstance): Promise<void> {
  defineResource(app, {
    name: 'country',
    prefix: '/api/mcc-base/countrylist',
    table: country,
    permissions: lookupPermissions('country'),
    routes: lookupRoutes,
    global: true,
    inputExtend: {
      code: z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 code').transform((v) => v.toUpperCase()),
      phoneCode: z.preprocess((v) => (v === '' ? null : typeof v === 'string' ? v.replace(/^\+/, '') : v), z.string().regex(/^\d{1,6}$/, 'must be digits, e.g. 65').nullable().optional()),
    },
    filters: columnFilters(country, { code: 'equals', countryBritannica: 'like', chineseName: 'like', phoneCode: 'equals' }),
    sortable: pickColumns(country, ['countryBritannica', 'code', 'sort']),
    defaultOrder: [asc(country.sort), asc(country.countryBritannica)],
    unique: [{ fields: ['code'], message: 'code: a country with this code already exists' }],
  });
  for (const [name, table, prefix] of [
    ['university', university, '/api/mcc-base/universitylist'],
    ['city', city, '/api/mcc-base/citylist'],
  ] as const) {
    defineResource(app, {
      name,
      prefix,
      table,
      permissions: lookupPermissions(name),
      routes: lookupRoutes,
      global: true,
      filters: columnFilters(table as typeof city, { name: 'like', code: 'equals', countryCode: 'equals' }),
      sortable: pickColumns(table as typeof city, ['name', 'code', 'sort']),
      defaultOrder: [asc(table.sort), asc(table.name)],
      unique: [{ fields: ['code'], message: `code: a ${name} with this code already exists` }],
    });
  }
  defineRoute(app, {
    method: 'GET',
    url: '/api/mcc-base/countrylist/phoneCode',
    // the sign-in by SMS screen needs the codes before anyone is signed in
    permission: 'public',
    summary: 'Phone-code table: en, cn, code (ISO), zone (calling code), label (+65)',
    tags: ['country'],
    output: z.array(phoneCodeEntry),
    handler: (_q, ctx) => phoneCodes(ctx.db),
  });
}

/** Reference data, inserted when missing (by code) at every boot: existing and edited rows are kept. */
registerSeed('base-lookups', async (db) => {
  const seedMissing = async <T extends typeof country | typeof university | typeof city>(table: T, rows: Record<string, unknown>[]) => {
    const present = new Set((await db.select({ code: table.code }).from(table as typeof city).where(eq(table.isDeleted, 0))).map((r) => r.code));
    const fresh = rows.filter((r) => !present.has(r.code as string));
    for (let i = 0; i < fresh.length; i += 200) await db.insert(table as typeof city).values(fresh.slice(i, i + 200) as never);
  };
  await seedMissing(
    country,
    countrySeeds().map((c, i) => ({ code: c.code, iso3: c.iso3, countryBritannica: c.en, chineseName: c.cn, phoneCode: c.phoneCode, sort: c.code === 'SG' ? 0 : i + 1 })),
  );
  await seedMissing(university, universitySeeds.map((u, i) => ({ ...u, sort: i + 1 })));
  await seedMissing(city, citySeeds.map((c, i) => ({ ...c, sort: i + 1 })));
});
