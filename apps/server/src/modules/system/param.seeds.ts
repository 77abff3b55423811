import { and, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_HOUR, REMINDER_HOUR_PARAM, TIME_ZONE_PARAM } from '@hr/contracts';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import type { SeedRun } from '../module.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { param } from './system.tables.js';

/**
 * Parameters shown to administrators. They describe the running configuration; the values that
 * govern behaviour come from code and environment (e.g. the initial password from INITIAL_PASSWORD).
 */
const DISPLAY_PARAMS = () => [
  {
    paramName: 'Initial password',
    paramKey: 'account.initPassword',
    paramValue: initialPassword(),
    remark: 'Display only: set by INITIAL_PASSWORD; shown in the reset confirmation',
  },
  { paramName: 'Password maximum age (days)', paramKey: 'account.passwordMaxAgeDays', paramValue: '90', remark: 'Display only' },
  {
    paramName: 'Failed sign-ins before lockout',
    paramKey: 'account.lockAfterFailures',
    paramValue: '5',
    remark: 'Display only: the account is locked for 15 minutes',
  },
  { paramName: 'Version check interval (seconds)', paramKey: 'app.versionCheckSeconds', paramValue: '10', remark: 'Display only' },
  { paramName: 'Default mobile code', paramKey: 'contact.defaultMobileCode', paramValue: '+65', remark: 'Display only' },
  {
    paramName: 'Project report address',
    paramKey: 'project.report.url',
    paramValue: '',
    remark: 'The external project-report page the department-report button opens (https://...)',
  },
];

export interface ParamSeed {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string;
}

/** Inserts the parameters the system tenant lacks (an administrator's edits are kept); modules seed theirs with it. */
export async function seedMissingParams(db: Db, list: readonly ParamSeed[]): Promise<void> {
  const present = await db
    .select({ key: param.paramKey })
    .from(param)
    .where(and(eq(param.tenantId, DEFAULT_TENANT), eq(param.isDeleted, 0)));
  const have = new Set(present.map((p) => p.key));
  const missing = list.filter((p) => !have.has(p.paramKey));
  if (missing.length) await db.insert(param).values(missing.map((p) => ({ ...p, tenantId: DEFAULT_TENANT })));
}

/** Inserts the display parameters the system tenant lacks. */
export const seedParams: SeedRun = (db) => seedMissingParams(db, DISPLAY_PARAMS());

/**
 * The company time zone (clock.queries.ts): seeded with DEFAULT_TIME_ZONE when missing, and set to it at an
 * install's first boot (a data folder copied from the build's template holds the build's default).
 */
export const seedTimeZoneParam: SeedRun = async (db, app, firstBoot) => {
  const zone = app.config.defaultTimeZone;
  await seedMissingParams(db, [
    {
      paramName: 'Company time zone',
      paramKey: TIME_ZONE_PARAM,
      paramValue: zone,
      remark: "An IANA time-zone name (Asia/Singapore): the company's today and date-times; new installs start with DEFAULT_TIME_ZONE",
    },
    {
      paramName: 'Reminder hour',
      paramKey: REMINDER_HOUR_PARAM,
      paramValue: String(DEFAULT_REMINDER_HOUR),
      remark: "The company's local hour (0-23) from which the daily reminders and notices go out, once a day",
    },
  ]);
  if (firstBoot)
    await db
      .update(param)
      .set({ paramValue: zone })
      .where(and(eq(param.tenantId, DEFAULT_TENANT), eq(param.isDeleted, 0), eq(param.paramKey, TIME_ZONE_PARAM)));
};
