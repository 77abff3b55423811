import { Suspense, lazy, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_MOVES, STAFF_PERMISSIONS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { ImportDialog } from '../../shared/crud/ImportDialog';
import { openedStaff, staffFields } from './staffFields';
import { moveStaff, STAFF_BASE, staffResource } from './api';
import type { RowOf } from '../../shared/crud/resource';

// the assessed-staff summary (probation module) in its own chunk, loaded when HR opens it
const AssessedStaffTable = lazy(() => import('../probation/AssessedStaffTable'));

const base = staffResource;
const resource = {
  ...base,
  detail: async (row: RowOf<typeof base>) => {
    const full = await base.detail!(row);
    openedStaff.set(String(full.id), full);
    return full;
  },
};

/** A staff row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

/** Status moves of a staff row (seed 001 section 5), each behind its button code and a confirmation. */
const MOVES = [
  { key: 'quit', url: 'quit', permission: STAFF_PERMISSIONS.quit, from: STAFF_MOVES.quit.from, danger: true },
  { key: 'rejoin', url: 'employeeRejoining', permission: STAFF_PERMISSIONS.rejoin, from: STAFF_MOVES.employeeRejoining.from, danger: false },
  { key: 'confirmation', url: 'confirmation', permission: STAFF_PERMISSIONS.confirm, from: STAFF_MOVES.confirmation.from, danger: false },
] as const;

export default function StaffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const fields = useFieldDefinitions(staffFields);
  const [importing, setImporting] = useState<CrudContext<Listed>>();
  const [assessed, setAssessed] = useState(false);

  const rowActions = (row: Listed, context: CrudContext<Listed>) => (
    <>
      <Button type="link" size="small" onClick={() => void navigate(`/staff/detail/${String(row.id)}`)}>
        {t('people.profile.open')}
      </Button>
      {MOVES.filter((m) => (m.from as readonly number[]).includes(Number(row.status)) && hasPermission(m.permission, permissions)).map((m) => (
        <Button
          key={m.key}
          type="link"
          size="small"
          danger={m.danger}
          onClick={() =>
            context.confirmCommand([row], {
              title: t(`people.${m.key}`),
              content: t(`people.${m.key}Confirm`, { name: row.enName }),
              danger: m.danger,
              run: ([id]) => moveStaff(m.url, id),
            })
          }
        >
          {t(`people.${m.key}`)}
        </Button>
      ))}
    </>
  );

  return (
    <>
      <CrudPage
        title={t('people.staff')}
        resource={resource}
        fields={fields}
        permissionPrefix={STAFF_PERMISSIONS.menu}
        urlFilters={['deptId']}
        downloadUrl={hasPermission(STAFF_PERMISSIONS.export, permissions) ? `${STAFF_BASE}/staffExcel` : undefined}
        rowActions={rowActions}
        toolbar={(context) => (
          <>
            {hasPermission(STAFF_PERMISSIONS.import, permissions) && <Button onClick={() => setImporting(context)}>{t('people.import')}</Button>}
            {hasPermission('assessedStaff_view', permissions) && <Button onClick={() => setAssessed(true)}>{t('probation.assessedStaff')}</Button>}
          </>
        )}
      />
      <Modal open={assessed} title={t('probation.assessedStaff')} footer={null} width={1100} onCancel={() => setAssessed(false)} destroyOnHidden>
        <Suspense fallback={<Spin />}>
          <AssessedStaffTable />
        </Suspense>
      </Modal>
      <ImportDialog
        open={Boolean(importing)}
        onClose={() => setImporting(undefined)}
        uploadUrl={`${STAFF_BASE}/importStaff`}
        templateUrl={`${STAFF_BASE}/importTemplate`}
        templateName="staff-import-template.xlsx"
        onImported={() => importing?.reload()}
      />
    </>
  );
}
