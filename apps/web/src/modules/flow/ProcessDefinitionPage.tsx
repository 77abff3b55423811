import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLOW_MANAGER_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { definitionsResource as resource, definitionXml } from './api';

const ProcessDiagram = lazy(() => import('./ProcessDiagram'));

interface Shown {
  id: string;
  title: string;
}

/** The diagram of one deployed version (its BPMN drawn by bpmn-js, nothing highlighted). */
function DefinitionDiagram({ id }: { id: string }) {
  const xml = useQuery({ queryKey: ['flow', 'definition-xml', id], queryFn: () => definitionXml(id) });
  if (!xml.data) return <Skeleton active />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <ProcessDiagram view={{ xml: xml.data, completed: [], active: [], flows: [] }} />
    </Suspense>
  );
}

/**
 * Process definitions (`/flow/manager`): every form's deployed versions with their state and how many
 * requests run on each and have finished on it; a row opens the version's diagram.
 */
export default function ProcessDefinitionPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'formName', fieldLabel: t('admin.definitions.form'), fieldType: 'text', sort: 1, fieldOption: { width: 220 } },
    // the process is named after its form unless deployed under another name: searchable, not a column
    { fieldName: 'name', fieldLabel: t('admin.definitions.name'), fieldType: 'input', search: 1, sort: 2, fieldOption: { hideInTable: true } },
    { fieldName: 'processKey', fieldLabel: t('admin.definitions.processKey'), fieldType: 'input', search: 1, sort: 3, fieldOption: { width: 180 } },
    {
      fieldName: 'version',
      fieldLabel: t('admin.definitions.version'),
      fieldType: 'text',
      sort: 4,
      fieldOption: { width: 90, display: (row) => `v${String(row.version)}` },
    },
    {
      fieldName: 'state',
      fieldLabel: t('admin.definitions.state'),
      fieldType: 'text',
      sort: 5,
      fieldOption: {
        width: 110,
        display: (row) => <Tag color={row.state === 'active' ? 'green' : 'default'}>{t(`admin.definitions.states.${String(row.state)}`)}</Tag>,
      },
    },
    { fieldName: 'running', fieldLabel: t('admin.definitions.running'), fieldType: 'text', sort: 6, fieldOption: { width: 100 } },
    { fieldName: 'finished', fieldLabel: t('admin.definitions.finished'), fieldType: 'text', sort: 7, fieldOption: { width: 100 } },
    { fieldName: 'deployTime', fieldLabel: t('admin.definitions.deployTime'), fieldType: 'text', sort: 8, fieldOption: { width: 170 } },
    {
      fieldName: 'latestOnly',
      fieldLabel: t('admin.definitions.latestOnly'),
      fieldType: 'select',
      search: 1,
      sort: 9,
      fieldOption: {
        hideInTable: true,
        hideInForm: true,
        options: [
          { value: 1, label: t('common.yes') },
          { value: 0, label: t('common.no') },
        ],
      },
    },
  ]);
  return (
    <>
      <CrudPage
        title={t('admin.definitions.title')}
        resource={resource}
        fields={fields}
        permissionPrefix={FLOW_MANAGER_PERMISSIONS.menu}
        buttons={{ add: false, edit: false, delete: false, view: false }}
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            onClick={() => setShown({ id: String(row.id), title: `${String(row.formName ?? row.name)} v${String(row.version)}` })}
          >
            {t('admin.definitions.diagram')}
          </Button>
        )}
      />
      <Modal open={Boolean(shown)} title={shown?.title} footer={null} width={960} onCancel={() => setShown(undefined)} destroyOnHidden>
        {shown && <DefinitionDiagram id={shown.id} />}
      </Modal>
    </>
  );
}
