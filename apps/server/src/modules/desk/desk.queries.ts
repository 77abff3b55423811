import { UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { holidaySchemeNamed } from '../attendance/attendance.public.js';
import { schemeOf } from '../attendance/attendance.queries.js';

/*
 * The self-service desk's reads: each scoped to the caller (the person and user of the token), never to
 * an id from the request.
 */

/** The caller's balances and leave: leave's queries (leave.public.ts). */
export { balancesOn, leaveBetween } from '../leave/leave.public.js';

/** The caller as a person who takes leave: their staff record, else their worker record. */
export interface DeskPerson {
  userType: number;
  id: string;
}

export function personOfCaller(auth: Pick<AuthContext, 'staffId' | 'workerId'>): DeskPerson | null {
  if (auth.staffId) return { userType: UserType.STAFF, id: auth.staffId };
  if (auth.workerId) return { userType: UserType.WORKER, id: auth.workerId };
  return null;
}

/** The holiday scheme of a person: a worker's attendance scheme names it; otherwise the tenant's first enabled scheme. */
export async function holidaySchemeOf(db: Db, auth: Tenant, person: DeskPerson | null): Promise<{ id: string; title: string } | null> {
  const named = person?.userType === UserType.WORKER ? (await schemeOf(db, auth, { workerId: person.id }))?.holidaySchemeId : null;
  return holidaySchemeNamed(db, auth, named);
}

/** The caller's requests still running: flow's query (flow.public.ts). */
export { openRequestsOf } from '../flow/flow.public.js';

/** The forms the caller may start by hand (their "who may start" roles empty or shared), in the designer's order. */
export { startableForms } from '../form/form.public.js';
