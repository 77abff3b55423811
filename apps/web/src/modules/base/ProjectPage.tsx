import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROJECT_PERMISSIONS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import { projectApi, projectResource as resource } from './api';
import type { RowOf } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import type { FieldDefinition } from '../../shared/fields/definition';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';

type Row = Record<string, unknown>;

/** The project's special roles, one staff selector each; saving replaces the staff of each changed role. */
/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

function ProjectRoles({ project, onDone, onCancel }: { project: Row; onDone: () => void; onCancel: () => void }) {
  const detail = useQuery({ queryKey: ['project-roles', project.id], queryFn: () => projectApi.detail(String(project.id)), gcTime: 0 });
  const roles = detail.data?.projectRoles ?? [];
  if (!detail.data) return null;
  const fields: FieldDefinition[] = roles.map((role) => ({
    fieldName: role.roleCode,
    fieldLabel: role.roleName,
    fieldType: 'staff',
    fieldOption: { multiple: true },
  }));
  const start = Object.fromEntries(roles.map((role) => [role.roleCode, role.staffIds]));
  return (
    <FormRenderer
      fields={fields}
      mode="edit"
      initialValues={start}
      onCancel={onCancel}
      onSubmit={async (values) => {
        for (const role of roles) {
          const next = String(values[role.roleCode] ?? '');
          if (next !== role.staffIds) await projectApi.setRole(project.id, role.roleCode, next);
        }
        onDone();
      }}
    />
  );
}

export default function ProjectPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [roles, setRoles] = useState<{ project: Row; context: CrudContext<Listed> }>();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'projectCode',
      fieldLabel: t('people.projectCode'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 1,
      fieldOption: { maxLength: 50 },
    },
    {
      fieldName: 'projectName',
      fieldLabel: t('people.projectName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 2,
      fieldOption: { maxLength: 200 },
    },
    { fieldName: 'developer', fieldLabel: t('people.developer'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 200 } },
    { fieldName: 'nature', fieldLabel: t('people.nature'), fieldType: 'input', span: 12, sort: 4, fieldOption: { maxLength: 100 } },
    { fieldName: 'address', fieldLabel: t('people.address'), fieldType: 'input', sort: 5, fieldOption: { maxLength: 300 } },
    { fieldName: 'startTime', fieldLabel: t('people.startDate'), fieldType: 'date', span: 12, sort: 6 },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 9, fieldOption: { hideInTable: true, maxLength: 500 } },
  ]);
  return (
    <>
      <CrudPage
        title={t('people.projects')}
        resource={resource}
        fields={fields}
        permissionPrefix={PROJECT_PERMISSIONS.menu}
        rowActions={(project, context) =>
          hasPermission(PROJECT_PERMISSIONS.role, permissions) && (
            <Button type="link" size="small" onClick={() => setRoles({ project, context })}>
              {t('people.projectRoles')}
            </Button>
          )
        }
      />
      <Modal
        open={Boolean(roles)}
        title={`${t('people.projectRoles')}: ${String(roles?.project.projectName ?? '')}`}
        footer={null}
        width={640}
        onCancel={() => setRoles(undefined)}
        destroyOnHidden
      >
        {roles && (
          <ProjectRoles
            project={roles.project}
            onCancel={() => setRoles(undefined)}
            onDone={() => {
              notify.success(t('prompt.success'));
              roles.context.reload();
              setRoles(undefined);
            }}
          />
        )}
      </Modal>
    </>
  );
}
