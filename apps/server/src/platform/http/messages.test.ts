import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow, zDate, zDateTime, zId } from './route.js';
import { words } from './messages.js';

const fail = (schema: z.ZodType, value: unknown) => {
  try {
    parseOrThrow(schema, value);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a failure');
};

describe('input error messages', () => {
  const schema = z.object({
    leaveDays: z.coerce.number().min(0.5).describe('Leave days'),
    vacationInfoId: zId.describe('Vacation type'),
    leaveStartTime: zDateTime.describe('Leave start time'),
    arrivalDate: zDate.optional(),
    remark: z.string().max(5).optional(),
    rows: z.array(z.object({ itemName: z.string().min(1).describe('Item') })).optional(),
  });
  const good = { leaveDays: 1, vacationInfoId: '12', leaveStartTime: '2026-05-04 09:00:00' };

  it('says a missing field is required, by its label, instead of the validator text', () => {
    const msg = fail(schema, { leaveStartTime: '2026-05-04' });
    expect(msg).toBe('leaveDays: Leave days is required; vacationInfoId: Vacation type is required');
  });

  it('says what is wrong with a value in words', () => {
    expect(fail(schema, { ...good, leaveDays: 'x' })).toBe('leaveDays: Leave days must be a number');
    expect(fail(schema, { ...good, leaveDays: 0.2 })).toBe('leaveDays: Leave days must be at least 0.5');
    expect(fail(schema, { ...good, remark: 'too long text' })).toBe('remark: Remark must be at most 5 characters');
    expect(fail(schema, { ...good, vacationInfoId: 'abc' })).toBe('vacationInfoId: Vacation type must be a numeric id');
    expect(fail(schema, { ...good, rows: [{ itemName: '' }] })).toBe('rows.0.itemName: Item is required');
  });

  it('names the field of an impossible date, and of a date in the wrong format', () => {
    expect(fail(schema, { ...good, leaveStartTime: '2026-02-31 09:00:00' })).toBe('leaveStartTime: Leave start time is not a valid date');
    expect(fail(schema, { ...good, leaveStartTime: '2026-05-04 25:00' })).toBe('leaveStartTime: Leave start time is not a valid date');
    expect(fail(schema, { ...good, arrivalDate: '7410-81-47' })).toBe('arrivalDate: Arrival date is not a valid date');
    expect(fail(schema, { ...good, arrivalDate: '04/05/2026' })).toBe('arrivalDate: Arrival date must be a date YYYY-MM-DD');
  });

  it('turns field names into words when a schema gives no label', () => {
    expect(words('leaveStartTime')).toBe('Leave start time');
    expect(words('ticket_ids')).toBe('Ticket ids');
  });
});
