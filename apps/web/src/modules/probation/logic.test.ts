import { describe, expect, it } from 'vitest';
import { actionsFor, daysLeftTone, recordRef } from './logic';

const ALL = ['probation_view', 'probation_edit', 'probation_assess', 'probation_notify'];

describe('probation row actions', () => {
  it('offers extend and start on a staff without a record; reminders need a record', () => {
    expect(actionsFor({ recordStatus: 0, recordId: null }, ALL)).toEqual(['extend', 'startAssessment']);
    expect(actionsFor({ recordStatus: 0, recordId: '5' }, ALL)).toEqual(['extend', 'startAssessment', 'notify', 'closeProbation']);
  });

  it('while assessing: open the request, close the assessment, remind', () => {
    expect(actionsFor({ recordStatus: 1, recordId: '5', processId: '9' }, ALL)).toEqual(['openRequest', 'closeAssessment', 'notify']);
  });

  it('a confirmed record only sends the pass message; closed records offer nothing', () => {
    expect(actionsFor({ recordStatus: 2, id: '5' }, ALL)).toEqual(['passMessage']);
    expect(actionsFor({ recordStatus: 4, id: '5' }, ALL)).toEqual([]);
  });

  it('hides what the user may not do', () => {
    expect(actionsFor({ recordStatus: 0, recordId: '5' }, ['probation_view', 'probation_notify'])).toEqual(['notify']);
    expect(actionsFor({ recordStatus: 1, recordId: '5', processId: '9' }, [])).toEqual([]);
  });
});

describe('days left and references', () => {
  it('colours overdue and soon-ending probations', () => {
    expect(daysLeftTone(-1, 14)).toBe('danger');
    expect(daysLeftTone(14, 14)).toBe('warning');
    expect(daysLeftTone(15, 14)).toBeUndefined();
  });

  it('names the record when there is one, else the staff', () => {
    expect(recordRef({ recordId: '7', staffId: '3' })).toEqual({ id: '7' });
    expect(recordRef({ recordId: null, staffId: '3' })).toEqual({ staffId: '3' });
  });
});
