import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { recruitContract } from './recruit.tables.js';
import { S } from './status.js';
import { contractOf, type InterviewRow } from './recruit.queries.js';

/*
 * THE contract writer: the letter of appointment of an interview is written only by `writeContract`,
 * which refuses once the candidate has signed (409 "The contract has been signed and cannot be changed"),
 * whoever calls it (HR's calls, candidate pages, form reactions). No other file writes recruit_contract
 * (test/writers.test.ts).
 */

type Writer = Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>;

export const SIGNED_CONTRACT_MESSAGE = 'The contract has been signed and cannot be changed';

/** Refuses any change to the contract of an interview whose contract is signed. */
export function assertContractUnsigned(interview: Pick<InterviewRow, 'status' | 'contractSignTime'>): void {
  if (interview.status >= S.CONTRACT_SIGNED || interview.contractSignTime) throw conflict(SIGNED_CONTRACT_MESSAGE);
}

/**
 * Creates or replaces the contract of an interview (locked by the caller). Answers whether it existed.
 */
export async function writeContract(tx: Db, by: Writer, interview: InterviewRow, columns: Record<string, unknown>): Promise<{ existed: boolean }> {
  assertContractUnsigned(interview);
  const existing = await contractOf(tx, by, interview.id);
  const processId = interview.leaderProcessId;
  if (existing) {
    await tx
      .update(recruitContract)
      .set({ ...columns, processId, updateUser: by.userId, updateTime: formatDateTime(new Date()), version: sql`${recruitContract.version} + 1` } as never)
      .where(eq(recruitContract.id, existing.id));
  } else {
    await tx
      .insert(recruitContract)
      .values({
        ...columns,
        interviewId: interview.id,
        processId,
        tenantId: by.tenantId,
        createUser: by.userId,
        createDept: by.deptIds[0] ?? null,
        updateUser: by.userId,
      } as never);
  }
  return { existed: Boolean(existing) };
}
