import { and, asc, eq } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { formatDateTime } from '../../platform/util.js';
import type { Db } from '../../platform/db/client.js';
import { staff } from '../staff/staff.tables.js';
import { benefitLevelAmount, benefitType, staffBenefitLevel } from '../benefit/benefit.tables.js';
import { contractTerm } from '../probation/probation.tables.js';

const day = (offset: number) => formatDateTime(new Date(Date.now() + offset * 86400_000)).slice(0, 10);

/** Yearly amounts per staff level (L1 staff, L2 managers, L3 directors). */
const BENEFITS = [
  { benefitCode: 'MED', benefitName: 'Medical', description: 'Outpatient and specialist visits', amounts: { L1: 500, L2: 800, L3: 1200 } },
  { benefitCode: 'DEN', benefitName: 'Dental', description: 'Dental treatment', amounts: { L1: 200, L2: 300, L3: 500 } },
  { benefitCode: 'TRN', benefitName: 'Training', description: 'Courses and certifications', amounts: { L1: 1000, L2: 1500, L3: 2000 } },
];

/**
 * Demo benefits and contract terms (DEMO_DATA=1, first boot): three benefit types with amounts per level,
 * every demo staff on a level (the first is a director, the next two managers), and fixed-term contracts
 * for two staff: one ending within the 30-day notice window, one later.
 */
export async function seedDemoBenefits(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const b of BENEFITS) {
      const [row] = await tx
        .insert(benefitType)
        .values({ tenantId: DEFAULT_TENANT, benefitCode: b.benefitCode, benefitName: b.benefitName, description: b.description })
        .returning({ id: benefitType.id });
      await tx
        .insert(benefitLevelAmount)
        .values(Object.entries(b.amounts).map(([level, amount]) => ({ tenantId: DEFAULT_TENANT, benefitId: row.id, level, amount: amount.toFixed(2) })));
    }
    const people = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.tenantId, DEFAULT_TENANT), eq(staff.isDeleted, 0)))
      .orderBy(asc(staff.staffNo));
    if (people.length === 0) return;
    await tx.insert(staffBenefitLevel).values(people.map((p, i) => ({ tenantId: DEFAULT_TENANT, staffId: p.id, level: i === 0 ? 'L3' : i < 3 ? 'L2' : 'L1' })));
    const terms = [
      { staffId: people[people.length - 1].id, contractStartDate: day(-345), contractEndDate: day(20), remark: 'Two-year project contract' },
      ...(people.length > 1
        ? [{ staffId: people[people.length - 2].id, contractStartDate: day(-300), contractEndDate: day(65), remark: 'Fixed-term contract' }]
        : []),
    ];
    await tx.insert(contractTerm).values(terms.map((t) => ({ tenantId: DEFAULT_TENANT, ...t })));
  });
}

export const seedDemoBenefitOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoBenefits(db);
};
