import { describe, expect, it } from 'vitest';
import { validateValues, type FieldDef } from './form-schema.js';

const field = (fieldName: string, fieldType: string, fieldOption?: Record<string, unknown>, more: Partial<FieldDef> = {}): FieldDef => ({
  fieldName,
  fieldLabel: fieldName,
  fieldType,
  required: 0,
  fieldOption: fieldOption ? JSON.stringify(fieldOption) : null,
  ...more,
});
const check = (fields: FieldDef[], values: Record<string, unknown>, dicts = new Map<string, Set<string>>()) => {
  try {
    return { ok: true as const, values: validateValues(fields, values, dicts) };
  } catch (e) {
    return { ok: false as const, msg: (e as Error).message };
  }
};

describe('form values are validated against the field definitions', () => {
  it('checks each whitelisted field type', () => {
    const fields = [
      field('year', 'year'),
      field('month', 'month'),
      field('date', 'date'),
      field('dt', 'datetime'),
      field('time', 'time'),
      field('range', 'daterange'),
      field('on', 'switch'),
      field('qty', 'number', { min: 1, max: 10 }),
      field('people', 'staff', { multiple: true }),
      field('files', 'upload', { uploadLimit: 2 }),
      field('kind', 'select', undefined, { dictCode: 'kind' }),
      field('title', 'title'),
    ];
    const dicts = new Map([['kind', new Set(['a', 'b'])]]);
    const good = check(
      fields,
      {
        year: 2026,
        month: '2026-03',
        date: '2026-03-01',
        dt: '2026-03-01 09:00',
        time: '09:30',
        range: ['2026-03-01', '2026-03-02'],
        on: true,
        qty: '3',
        people: ['1', 2],
        files: '11,12',
        kind: 'a',
        title: 'ignored',
      },
      dicts,
    );
    expect(good).toEqual({
      ok: true,
      values: {
        year: '2026',
        month: '2026-03',
        date: '2026-03-01',
        dt: '2026-03-01 09:00',
        time: '09:30',
        range: ['2026-03-01', '2026-03-02'],
        on: 1,
        qty: 3,
        people: '1,2',
        files: '11,12',
        kind: 'a',
      },
    });
    for (const [name, value] of [
      ['month', '2026-3'],
      ['date', '01/03/2026'],
      ['time', '9h'],
      ['qty', 11],
      ['qty', 'x'],
      ['files', '1,2,3'],
      ['kind', 'c'],
      ['people', 'drop table'],
    ] as const) {
      const r = check(fields, { [name]: value }, dicts);
      expect(r.ok, `${name}=${value}`).toBe(false);
      expect(r.ok ? '' : r.msg).toContain(name);
    }
  });

  it('required fields, textarea limit and visibility rules', () => {
    const fields = [
      field('reason', 'textarea', undefined, { required: 1 }),
      field('isLeave', 'radio', {
        dicData: [
          { value: 1, label: 'Yes' },
          { value: 0, label: 'No' },
        ],
      }),
      field('departureDate', 'date', { showWhen: 'isLeave == 1' }, { required: 1, fieldLabel: 'Departure date' }),
    ];
    expect(check(fields, {}).ok).toBe(false);
    expect(check(fields, { reason: 'x'.repeat(1001) })).toMatchObject({ ok: false });
    expect(check(fields, { reason: 'ok', isLeave: 0, departureDate: '2026-01-01' })).toEqual({ ok: true, values: { reason: 'ok', isLeave: '0' } });
    expect(check(fields, { reason: 'ok', isLeave: 1 })).toMatchObject({ ok: false, msg: expect.stringContaining('departureDate: Departure date is required') });
  });

  it('names fields by their labels: the spec hint for 0 days, impossible dates', () => {
    const fields = [
      field('leaveDays', 'number', { min: 0.5, max: 365 }, { fieldLabel: 'Leave days' }),
      field('departureDate', 'date', undefined, { fieldLabel: 'Departure date' }),
    ];
    expect(check(fields, { leaveDays: 0 })).toEqual({ ok: false, msg: 'leaveDays: Leave days cannot be less than or equal to 0' });
    expect(check(fields, { leaveDays: -2 })).toEqual({ ok: false, msg: 'leaveDays: Leave days cannot be less than or equal to 0' });
    expect(check(fields, { leaveDays: 0.2 })).toEqual({ ok: false, msg: 'leaveDays: Leave days must be at least 0.5' });
    expect(check(fields, { departureDate: '2026-02-30' })).toEqual({ ok: false, msg: 'departureDate: Departure date is not a valid date' });
  });

  it('cleans rich text on the server', () => {
    const r = validateValues([field('body', 'editor')], { body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }, new Map());
    expect(r.body).toContain('Hi');
    expect(String(r.body)).not.toMatch(/script|onclick/);
  });

  it('keeps formEditDisabled fields as they were in edit mode, and lets drafts be incomplete', () => {
    const fields = [field('days', 'number', undefined, { required: 1, formEditDisabled: 1 }), field('tickets', 'upload', undefined, { required: 1 })];
    expect(validateValues(fields as FieldDef[], { days: 9, tickets: '5' }, new Map(), { previous: { days: 2 } })).toEqual({ days: 2, tickets: '5' });
    expect(validateValues(fields as FieldDef[], {}, new Map(), { draft: true })).toEqual({});
  });
});
