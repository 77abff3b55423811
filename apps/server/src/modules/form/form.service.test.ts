import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { latestDefinition } from '../flow/flow.queries.js';
import { APPROVER_FIELD, effectiveFields, fieldsToFill, validateFormValues } from './form.service.js';
import { fields, forms } from './form.queries.js';

// the form rules called directly on a database, without HTTP (flow.test.ts covers the calls)
let t: TestApp;
let admin: ServiceContext;
let multi: ServiceContext;
let leaderUser: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.serviceContext(await t.login());
  leaderUser = await makeUser(t.db, 'formleader');
  await makeUser(t.db, 'formmulti', { roleIds: [await makeRole(t.db, 'multiple_dept_user')], firstApprover: leaderUser });
  multi = await t.serviceContext(await t.login('formmulti', PASSWORD));
});
afterAll(async () => t?.close());

describe('the fields a caller fills in', () => {
  it('adds a required Approver, defaulting to their first approver, for multi-department users only', async () => {
    const own = await effectiveFields(multi.db, multi.auth, '2');
    expect(own.at(-1)).toMatchObject({ fieldName: APPROVER_FIELD, fieldType: 'staff', required: 1, sort: 9999999, defaultValue: leaderUser });
    expect((await effectiveFields(admin.db, admin.auth, '2')).map((f) => f.fieldName)).not.toContain(APPROVER_FIELD);
    // form 32 names its approvers in a field of its own
    expect((await effectiveFields(multi.db, multi.auth, '32')).map((f) => f.fieldName)).not.toContain(APPROVER_FIELD);
  });

  it('answers 404 for a form the tenant does not have', async () => {
    await expect(fieldsToFill(admin, '999999999')).rejects.toMatchObject({ code: 404, message: 'Form not found' });
  });

  it('requires the Approver of a multi-department user and drops keys the form does not know', async () => {
    const values = { subject: 'Laptop', content: 'A new one', stray: 1 };
    await expect(validateFormValues(multi.db, multi.auth, '18', values)).rejects.toMatchObject({ code: 400, message: expect.stringContaining(APPROVER_FIELD) });
    expect(await validateFormValues(multi.db, multi.auth, '18', { ...values, [APPROVER_FIELD]: leaderUser })).toEqual({
      subject: 'Laptop',
      content: 'A new one',
      [APPROVER_FIELD]: leaderUser,
    });
  });
});

describe('writing forms and fields', () => {
  it('refuses a process key that cannot name a BPMN process', async () => {
    await expect(forms.save(admin, { formName: 'Bad key', processKey: '1-parking', category: 1 })).rejects.toMatchObject({
      code: 400,
      message: 'processKey: letters, digits, _ . - only, starting with a letter',
    });
  });

  it('gives a new form the default approval chain at once (the flow module reacts to the write)', async () => {
    const form = await forms.save(admin, { formName: 'Locker request', processKey: 'locker', category: 1 });
    expect(await latestDefinition(t.db, { tenantId: '000000' }, 'locker')).toMatchObject({ defVersion: 1, formId: form.id });
  });

  it('checks field options and format options before writing', async () => {
    const base = { formId: '18', fieldName: 'priority', fieldLabel: 'Priority', fieldType: 'input' };
    await expect(fields.save(admin, { ...base, fieldOption: '{"showWhen":"a ==="}' })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('fieldOption'),
    });
    await expect(fields.save(admin, { ...base, formatOption: '[1]' })).rejects.toMatchObject({ code: 400, message: 'formatOption: must be a JSON object' });
    await expect(fields.save(admin, { ...base, formId: '999999999' })).rejects.toMatchObject({ code: 404 });
    expect(await fields.save(admin, { ...base, fieldOption: '{"showWhen":"subject == \'x\'"}' })).toMatchObject({ fieldName: 'priority' });
  });
});
