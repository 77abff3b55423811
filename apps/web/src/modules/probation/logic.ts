import { PROBATION_PERMISSIONS as PROBATION, PROBATION_STATUS } from '@hr/contracts';
import { hasPermission } from '../../shared/crud/buttons';

export type ProbationAction = 'extend' | 'startAssessment' | 'closeAssessment' | 'notify' | 'closeProbation' | 'passMessage' | 'openRequest';

/** The calls behind each action (POST /api/mcc-staff/positiverecord/<call>) and the button code it needs. */
export const ACTIONS: Record<ProbationAction, { call?: string; permission: string; danger?: boolean }> = {
  extend: { call: 'extendedProbation', permission: PROBATION.edit },
  startAssessment: { call: 'startConfirmationAssessment', permission: PROBATION.assess },
  closeAssessment: { call: 'closeConfirmationAssessment', permission: PROBATION.assess, danger: true },
  notify: { call: 'sendNotification', permission: PROBATION.notify },
  closeProbation: { call: 'close', permission: PROBATION.edit, danger: true },
  passMessage: { call: 'sendPassMessage', permission: PROBATION.notify },
  openRequest: { permission: PROBATION.view },
};

/**
 * What HR may do with a probation row: on probation -> extend, start the assessment, remind, close;
 * assessing -> open the request, close the assessment, remind; confirmed -> send the pass message.
 * A staff without a record yet counts as on probation (the server creates the record on first use).
 */
export function actionsFor(
  row: { recordStatus?: unknown; processId?: unknown; recordId?: unknown; id?: unknown },
  permissions: readonly string[],
): ProbationAction[] {
  const status = Number(row.recordStatus ?? PROBATION_STATUS.ON_PROBATION);
  const byStatus: Record<number, ProbationAction[]> = {
    [PROBATION_STATUS.ON_PROBATION]: ['extend', 'startAssessment', 'notify', 'closeProbation'],
    [PROBATION_STATUS.ASSESSING]: ['openRequest', 'closeAssessment', 'notify'],
    [PROBATION_STATUS.CONFIRMED]: ['passMessage'],
  };
  const hasRecord = Boolean(row.recordId ?? row.id);
  return (
    (byStatus[status] ?? [])
      .filter((a) => a !== 'openRequest' || Boolean(row.processId))
      // reminders and closing need an existing record; extending or starting creates it
      .filter((a) => hasRecord || !['notify', 'closeProbation'].includes(a))
      .filter((a) => hasPermission(ACTIONS[a].permission, permissions))
  );
}

/** Colour of the days-left figure: overdue red, within the notice window orange. */
export function daysLeftTone(daysLeft: number, noticeDays: number): 'danger' | 'warning' | undefined {
  if (daysLeft < 0) return 'danger';
  if (daysLeft <= noticeDays) return 'warning';
  return undefined;
}

/** The request body naming a row: its record when it has one, else its staff. */
export function recordRef(row: { recordId?: unknown; id?: unknown; staffId?: unknown }): { id: string } | { staffId: string } {
  const id = row.recordId ?? row.id;
  return id ? { id: String(id) } : { staffId: String(row.staffId) };
}
