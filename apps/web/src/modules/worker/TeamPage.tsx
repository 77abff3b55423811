import { useState } from 'react';
import { Button, Modal, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKER_TEAM_PERMISSIONS } from '@hr/contracts';
import { CrudPage, type CrudContext } from '../../shared/crud/CrudPage';
import { teamApi, teamResource as resource } from './api';
import type { RowOf } from '../../shared/crud/resource';
import { hasPermission } from '../../shared/crud/buttons';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { WorkerSelector } from '../../shared/selectors/WorkerSelector';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { projectField } from '../base/projectField';

type Row = Record<string, unknown>;

/** Members of one team: add through the worker selector, take out with a confirmation. */
/** A row of the list, as the OpenAPI document declares it. */
type Listed = RowOf<typeof resource>;

function Members({ team, onChanged }: { team: Row; onChanged: () => void }) {
  const { t } = useTranslation();
  const members = useQuery({ queryKey: ['team-members', team.id], queryFn: () => teamApi.members(String(team.id)) });
  const rows = Array.isArray(members.data) ? members.data : (members.data?.records ?? []);
  const changed = () => {
    notify.success(t('prompt.success'));
    void members.refetch();
    onChanged();
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <span>{t('people.addMembers')}</span>
        <WorkerSelector
          multiple
          value=""
          onChange={(ids) => {
            if (ids) void teamApi.addMembers(team.id, ids).then(changed, () => undefined);
          }}
        />
      </Space>
      <Table<Row>
        rowKey={(r) => String(r.id)}
        size="small"
        loading={members.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'employmentCode', dataIndex: 'employmentCode', title: t('people.employmentCode') },
          { key: 'name', dataIndex: 'name', title: t('people.name') },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, r: Row) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  Modal.confirm({
                    title: t('people.removeMember'),
                    content: t('people.removeMemberConfirm', { name: r.name }),
                    onOk: () => teamApi.removeMember(String(r.id)).then(changed),
                  })
                }
              >
                {t('people.removeMember')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

export default function TeamPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [members, setMembers] = useState<{ team: Row; context: CrudContext<Listed> }>();
  const [moving, setMoving] = useState<{ team: Row; context: CrudContext<Listed> }>();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'teamName', fieldLabel: t('people.teamName'), fieldType: 'input', required: 1, search: 1, sort: 1, fieldOption: { maxLength: 100 } },
    projectField(t('people.projectName'), { search: 1, sort: 2 }),
    { fieldName: 'memberCount', fieldLabel: t('people.memberCount'), fieldType: 'text', sort: 3, fieldOption: { hideInForm: true } },
  ]);
  const moveFields = useFieldDefinitions((t) => [projectField(t('people.targetProject'), { required: 1, span: 24 })]);
  const canEdit = hasPermission(WORKER_TEAM_PERMISSIONS.edit, permissions);
  return (
    <>
      <CrudPage
        title={t('people.teams')}
        resource={resource}
        fields={fields}
        permissionPrefix={WORKER_TEAM_PERMISSIONS.menu}
        rowActions={(team, context) =>
          canEdit && (
            <>
              <Button type="link" size="small" onClick={() => setMembers({ team, context })}>
                {t('people.members')}
              </Button>
              <Button type="link" size="small" onClick={() => setMoving({ team, context })}>
                {t('people.changeProject')}
              </Button>
            </>
          )
        }
      />
      <Modal
        open={Boolean(members)}
        title={`${t('people.members')}: ${String(members?.team.teamName ?? '')}`}
        footer={null}
        width={720}
        onCancel={() => setMembers(undefined)}
        destroyOnHidden
      >
        {members && <Members team={members.team} onChanged={members.context.reload} />}
      </Modal>
      <Modal open={Boolean(moving)} title={t('people.changeProject')} footer={null} onCancel={() => setMoving(undefined)} destroyOnHidden>
        {moving && (
          <FormRenderer
            fields={moveFields}
            mode="add"
            initialValues={{ projectId: moving.team.projectId }}
            onCancel={() => setMoving(undefined)}
            onSubmit={async (values) => {
              await teamApi.changeProject(moving.team.id, values.projectId);
              notify.success(t('prompt.success'));
              moving.context.reload();
              setMoving(undefined);
            }}
          />
        )}
      </Modal>
    </>
  );
}
