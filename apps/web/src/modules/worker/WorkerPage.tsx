import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WORKER_PERMISSIONS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import type { RowOf } from '../../shared/crud/resource';
import { ImportDialog } from '../../shared/crud/ImportDialog';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { useSession } from '../../app/session/session';
import { workerFields } from './workerFields';
import { WORKER_BASE, workerResource } from './api';
import { RenewalPanel } from '../compliance/RenewalPanel';

const resource = workerResource;

/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

export default function WorkerPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const navigate = useNavigate();
  const fields = useFieldDefinitions(workerFields);
  const [importing, setImporting] = useState<CrudContext<Listed>>();
  return (
    <>
      <CrudPage
        title={t('people.workers')}
        resource={resource}
        fields={fields}
        permissionPrefix={WORKER_PERMISSIONS.menu}
        // a dashboard tile's rows (modules/dashboard/links.ts)
        urlFilters={['status', 'nationality', 'dormitory', 'wpExpiryDate_start', 'wpExpiryDate_end', 'passportExpiryDate_start', 'passportExpiryDate_end']}
        // the profile (view) shows the permit warning and the renewals; a renewal reloads the list and the profile
        drawerExtra={(mode, row, context) =>
          mode === 'view' &&
          row?.id !== undefined && (
            <RenewalPanel
              worker={row}
              onRenewed={() => {
                context.reload();
                context.openDrawer('view', row);
              }}
            />
          )
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => void navigate(`/worker/detail/${String(row.id)}`)}>
            {t('people.profile.open')}
          </Button>
        )}
        downloadUrl={hasPermission(WORKER_PERMISSIONS.export, permissions) ? `${WORKER_BASE}/workerExcel` : undefined}
        toolbar={(context) =>
          hasPermission(WORKER_PERMISSIONS.import, permissions) && <Button onClick={() => setImporting(context)}>{t('people.import')}</Button>
        }
      />
      <ImportDialog
        open={Boolean(importing)}
        onClose={() => setImporting(undefined)}
        uploadUrl={`${WORKER_BASE}/addWorker2`}
        templateUrl={`${WORKER_BASE}/getExcel`}
        templateName="worker-import-template.xlsx"
        onImported={() => importing?.reload()}
      />
    </>
  );
}
