import { readFileSync, writeFileSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { role } from '../../platform/auth/identity.tables.js';
import { flowListMenus } from '../flow/flow.menus.js';
import { latestDefinition } from '../flow/flow.queries.js';
import { modules } from '../index.js';
import { templateField, templateForm } from './form.tables.js';

/**
 * The rows the default process forms seed (forms sorted by id, their fields by sort), as they were when every
 * form was defined in one file (form/form-seeds.ts): moving a form into its module changes none of them.
 * `UPDATE_SEEDED_FORMS=1` rewrites the fixture (only when a form is meant to change).
 */
const fixture = new URL('./seeded-forms.fixture.json', import.meta.url);
const menusFixture = new URL('./flow-list-menus.fixture.json', import.meta.url);

async function seededForms(db: Db) {
  const roles = new Map(
    (await db.select({ id: role.id, alias: role.roleAlias }).from(role).where(eq(role.tenantId, DEFAULT_TENANT))).map((r) => [r.id, r.alias]),
  );
  const forms = await db.select().from(templateForm).where(eq(templateForm.tenantId, DEFAULT_TENANT));
  const fields = await db
    .select()
    .from(templateField)
    .where(
      and(
        eq(templateField.tenantId, DEFAULT_TENANT),
        inArray(
          templateField.formId,
          forms.map((f) => f.id),
        ),
      ),
    )
    .orderBy(asc(templateField.sort));
  const definitions = new Map<string, { name: string; defVersion: number; xml: string; formId: string | null } | null>();
  for (const f of forms) definitions.set(f.processKey, await latestDefinition(db, { tenantId: DEFAULT_TENANT }, f.processKey));
  return forms
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((f) => ({
      id: f.id,
      formName: f.formName,
      processKey: f.processKey,
      category: f.category,
      processType: f.processType,
      routerName: f.routerName,
      sort: f.sort,
      remark: f.remark,
      description: f.description,
      // role ids differ between databases: their aliases do not
      startRoles: f.startRoles
        .split(',')
        .filter(Boolean)
        .map((id) => roles.get(id) ?? id)
        .sort(),
      requestPrefix: f.requestPrefix,
      status: f.status,
      isDeleted: f.isDeleted,
      fields: fields
        .filter((x) => x.formId === f.id)
        .map((x) => ({
          fieldName: x.fieldName,
          fieldLabel: x.fieldLabel,
          fieldType: x.fieldType,
          sort: x.sort,
          search: x.search,
          required: x.required,
          span: x.span,
          dictCode: x.dictCode,
          placeholder: x.placeholder,
          formEditDisabled: x.formEditDisabled,
          fieldOption: x.fieldOption,
          defaultValue: x.defaultValue,
          formatOption: x.formatOption,
          status: x.status,
          isDeleted: x.isDeleted,
        })),
      // the default approval chain drawn as version 1 of the form's process (flow/flow.seeds.ts)
      definition: (({ name, defVersion, xml, formId } = definitions.get(f.processKey)!) => ({ name, defVersion, xml, formId }))(),
    }));
}

let t: TestApp;
beforeAll(async () => {
  // a first boot on an empty database (not the run's snapshot): the seeders of this build write every row
  t = await createTestApp({ adminPassword: 'Seeded-forms-1' });
});
afterAll(async () => t?.close());

const runSeed = async (name: string) => {
  const seed = t.app.modules.seeds.find((s) => s.name === name);
  if (!seed) throw new Error(`no seed ${name}`);
  await seed.run(t.db, t.app, false);
};

describe('the seeded process forms', () => {
  it('are the rows every form seeded before the forms moved into their modules', async () => {
    const rows = await seededForms(t.db);
    if (process.env.UPDATE_SEEDED_FORMS) writeFileSync(fixture, `${JSON.stringify(rows, null, 2)}\n`);
    expect(rows).toEqual(JSON.parse(readFileSync(fixture, 'utf8')));
  });

  it("are the installed modules' forms, each defined once", () => {
    const all = modules.flatMap((m) => m.forms ?? []);
    expect(t.app.modules.forms).toEqual(all);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
  });

  it('give the same menus of the process-type lists (flow/flow.menus.ts)', () => {
    const menus = flowListMenus(t.app.modules.forms);
    if (process.env.UPDATE_SEEDED_FORMS) writeFileSync(menusFixture, `${JSON.stringify(menus, null, 2)}\n`);
    expect(menus).toEqual(JSON.parse(readFileSync(menusFixture, 'utf8')));
  });

  it('upgrade an older database the same way: a missing form is added, a missing description and HR default filled in', async () => {
    const before = await seededForms(t.db);
    await t.db.delete(templateField).where(and(eq(templateField.tenantId, DEFAULT_TENANT), eq(templateField.formId, '29')));
    await t.db.delete(templateForm).where(and(eq(templateForm.tenantId, DEFAULT_TENANT), eq(templateForm.id, '29')));
    await runSeed('process-forms');
    expect(await seededForms(t.db)).toEqual(before);
    await t.db
      .update(templateForm)
      .set({ description: null, startRoles: '' })
      .where(and(eq(templateForm.tenantId, DEFAULT_TENANT), inArray(templateForm.id, ['2', '5', '37'])));
    await runSeed('process-forms');
    expect(await seededForms(t.db)).toEqual(before);
  });
});
