import { useMemo, useState, type ReactNode } from 'react';
import { Avatar, Button, Card, Descriptions, Drawer, Empty, Grid, Result, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { daysBetween, LeavePermissions, PROCESS_PERMISSIONS } from '@hr/contracts';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session';
import { notify } from '../../app/notify';
import { hasPermission, DRAWER_WIDTH, DRAWER_Z_INDEX } from '../../shared/crud/buttons';
import { rowsOf } from '../../shared/crud/resource';
import { toField, type Field, type FieldDefinition } from '../../shared/fields/definition';
import { displayDate, displayDateTime } from '../../shared/fields/values';
import { FieldDisplay } from '../../shared/form/FieldDisplay';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { FlowStatusTag } from '../flow/FlowStatusTag';
import { detailPath, requestsStartedBy } from '../flow/api';
import { balancesValidOn } from '../leave/api';
import { companyToday, useCompanyToday } from '../../app/clock';

/*
 * The profile of a staff member or a worker (issue 9 section 4): a header card (photo or initials, name,
 * number, status, tenure, org units, manager) and tabs: the record as description lists, leave balances,
 * documents with their expiry, the person's requests and the change history. The staff and worker pages
 * (StaffDetailPage, WorkerProfilePage) read their profile call and hand the parts to this component.
 */

type Row = Record<string, unknown>;

export interface ProfileDocument {
  kind: string;
  name: string | null;
  number: string | null;
  expiryDate: string | null;
}
export interface ProfileEvent {
  time: string;
  kind: string;
  action: string;
  by: string | null;
  detail: string | null;
  changes: Array<{ field: string; from: unknown; to: unknown }>;
}
/** What `staff/profile` and `info/profile` answer. */
export interface ProfileAnswer {
  record: Row;
  avatar: string | null;
  managerName: string | null;
  documents: ProfileDocument[];
  history: ProfileEvent[];
}

/** A section of the record tab: a titled description list of some of the person's fields. */
export interface ProfileSection {
  key: string;
  title: string;
  fields: string[];
}

/** Days before an expiry from which a document shows as due soon (orange). */
export const DUE_SOON_DAYS = 30;

/** A document's state on a day: expired (red), due within DUE_SOON_DAYS (orange), valid (green) or no date. */
export function expiryState(expiryDate: string | null | undefined, today = companyToday()): 'expired' | 'dueSoon' | 'valid' | 'none' {
  if (!expiryDate) return 'none';
  if (expiryDate < today) return 'expired';
  return daysBetween(today, expiryDate.slice(0, 10)) <= DUE_SOON_DAYS ? 'dueSoon' : 'valid';
}
const EXPIRY_COLORS = { expired: 'error', dueSoon: 'warning', valid: 'success', none: 'default' } as const;

/** Whole years and months from a join date to a leave date or today; null without a join date. */
export function tenureOf(joined: unknown, left?: unknown, today = dayjs(companyToday())): { years: number; months: number } | null {
  if (typeof joined !== 'string' || !joined) return null;
  const end = typeof left === 'string' && left ? dayjs(left) : today;
  const months = Math.max(0, end.diff(dayjs(joined), 'month'));
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Initials of a name for the avatar without a photo: first letters of the first two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

export interface PersonProfileProps {
  profile?: ProfileAnswer;
  loading: boolean;
  /** The record's own name and number. */
  name: string;
  number: string;
  status: ReactNode;
  joinDate: unknown;
  leaveDate?: unknown;
  /** Department / position or project / team, label and value. */
  placement: Array<{ label: string; value: ReactNode }>;
  managerLabel: string;
  /** The person's form fields: labels and how values read (dictionary and choice labels, dates). */
  fields: FieldDefinition[];
  sections: ProfileSection[];
  leave: { personId: string; userType: 1 | 2 };
  /** The person's sign-in account: their requests are the ones it started. */
  userId: unknown;
  /** Field labels of history entries the form does not have (e.g. a room). */
  extraLabels?: Record<string, string>;
  edit?: { allowed: boolean; fields: FieldDefinition[]; save: (values: Row) => Promise<unknown>; onSaved: () => void };
  actions?: ReactNode;
  extraTabs?: Array<{ key: string; label: string; children: ReactNode }>;
  backTo: string;
}

function Header(p: PersonProfileProps & { onEdit?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenure = tenureOf(p.joinDate, p.leaveDate);
  return (
    <Card size="small" data-testid="profile-header">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}>
        <Space align="start" size="large">
          <Avatar size={72} src={p.profile?.avatar || undefined} style={{ background: '#1677ff', fontSize: 28 }}>
            {initialsOf(p.name)}
          </Avatar>
          <div>
            <Space align="center" wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
                {p.name}
              </Typography.Title>
              <Typography.Text type="secondary">{p.number}</Typography.Text>
              {p.status}
            </Space>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 4 }}
              style={{ marginTop: 8 }}
              items={[
                ...p.placement.map((x, i) => ({ key: `p${i}`, label: x.label, children: x.value || '—' })),
                { key: 'manager', label: p.managerLabel, children: p.profile?.managerName ?? '—' },
                {
                  key: 'tenure',
                  label: t('people.profile.tenure'),
                  children: tenure ? (
                    <span data-testid="profile-tenure">
                      {t('people.profile.tenureValue', tenure)} · {t('people.profile.since', { date: displayDate(p.joinDate) })}
                    </span>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </div>
        </Space>
        <Space>
          {p.actions}
          {p.onEdit && (
            <Button type="primary" onClick={p.onEdit} data-testid="profile-edit">
              {t('common.edit')}
            </Button>
          )}
          <Button onClick={() => void navigate(p.backTo)}>{t('common.back')}</Button>
        </Space>
      </div>
    </Card>
  );
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** The record's fields as description lists, one per section, values read as the list's cells show them. */
function RecordSections({ fields, sections, record }: { fields: Field[]; sections: ProfileSection[]; record: Row }) {
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {sections.map((s) => (
        <Descriptions
          key={s.key}
          title={s.title}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={s.fields
            .map((name) => byName.get(name))
            .filter((f): f is Field => Boolean(f))
            // a field's own display (names of ids, code + number) as the list's cell shows it
            .map((f) => ({
              key: f.fieldName,
              label: f.fieldLabel,
              children: isEmpty(record[f.fieldName]) ? (
                '—'
              ) : f.option.display ? (
                f.option.display(record)
              ) : (
                <FieldDisplay field={f} value={record[f.fieldName]} />
              ),
            }))}
        />
      ))}
    </Space>
  );
}

const NoAccess = () => {
  const { t } = useTranslation();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.profile.noAccess')} />;
};

/** Balances valid today, per leave type: entitled, taken, pending, remaining (the leave module's balance search). */
function Balances({ personId, userType }: { personId: string; userType: 1 | 2 }) {
  const { t } = useTranslation();
  const allowed = hasPermission(LeavePermissions.balances.view, useSession().permissions);
  const today = useCompanyToday();
  const q = useQuery({
    queryKey: ['profile-balances', personId, userType, today],
    enabled: allowed && Boolean(personId),
    queryFn: async () => rowsOf(await balancesValidOn(personId, userType, today)).rows,
  });
  if (!allowed) return <NoAccess />;
  const n = (v: unknown) => Number(v ?? 0);
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      pagination={false}
      dataSource={q.data ?? []}
      locale={{ emptyText: t('people.profile.noBalances') }}
      data-testid="profile-balances"
      columns={[
        { title: t('people.profile.leaveType'), dataIndex: 'vacationName' },
        { title: t('people.profile.entitled'), dataIndex: 'days', align: 'right' },
        { title: t('people.profile.taken'), dataIndex: 'usedDays', align: 'right' },
        { title: t('people.profile.pendingDays'), dataIndex: 'pendingDays', align: 'right' },
        {
          title: t('people.profile.remaining'),
          dataIndex: 'remainingDays',
          align: 'right',
          render: (v: unknown) => (
            <Typography.Text strong type={n(v) <= 0 ? 'danger' : undefined}>
              {n(v)}
            </Typography.Text>
          ),
        },
        { title: t('people.profile.validUntil'), dataIndex: 'expireDate', render: (v: unknown) => displayDate(v) },
      ]}
    />
  );
}

function Documents({ documents }: { documents: ProfileDocument[] }) {
  const { t } = useTranslation();
  return (
    <Table<ProfileDocument>
      size="small"
      rowKey={(d) => `${d.kind}-${d.name ?? ''}-${d.number ?? ''}-${d.expiryDate ?? ''}`}
      pagination={false}
      dataSource={documents}
      locale={{ emptyText: t('people.profile.noDocuments') }}
      data-testid="profile-documents"
      columns={[
        { title: t('people.profile.document'), render: (_: unknown, d) => d.name ?? t(`people.profile.doc.${d.kind}`) },
        { title: t('people.profile.number'), dataIndex: 'number', render: (v: unknown) => (v ? String(v) : '—') },
        { title: t('people.expiryDate'), dataIndex: 'expiryDate', render: (v: unknown) => (v ? displayDate(v) : '—') },
        {
          title: t('people.status'),
          render: (_: unknown, d) => {
            const state = expiryState(d.expiryDate);
            if (state === 'none') return '—';
            const days = daysBetween(companyToday(), String(d.expiryDate).slice(0, 10));
            return (
              <Tag color={EXPIRY_COLORS[state]} data-testid={`expiry-${state}`}>
                {t(`people.profile.expiry.${state}`, { days: Math.abs(days) })}
              </Tag>
            );
          },
        },
      ]}
    />
  );
}

/** The requests the person's account started (the process audit list, filtered by initiator). */
function Requests({ userId }: { userId: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = hasPermission(PROCESS_PERMISSIONS.view, useSession().permissions);
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const q = useQuery({
    queryKey: ['profile-requests', userId, paging],
    enabled: allowed && typeof userId === 'string' && userId !== '',
    queryFn: () => requestsStartedBy(String(userId), paging),
  });
  if (!allowed) return <NoAccess />;
  if (!userId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.profile.noAccount')} />;
  const { rows, total } = rowsOf(q.data);
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={rows}
      locale={{ emptyText: t('people.profile.noRequests') }}
      data-testid="profile-requests"
      pagination={{ current: paging.current, pageSize: paging.size, total, onChange: (current, size) => setPaging({ current, size }) }}
      columns={[
        {
          title: t('people.profile.requestNo'),
          dataIndex: 'requestNo',
          render: (v: unknown, r) => (
            <Button type="link" size="small" onClick={() => void navigate(detailPath(String(r.processId)))}>
              {String(v ?? '—')}
            </Button>
          ),
        },
        { title: t('people.profile.form'), dataIndex: 'formName' },
        { title: t('people.status'), dataIndex: 'flowStatus', render: (v: unknown) => <FlowStatusTag status={String(v ?? '')} /> },
        { title: t('people.profile.currentStep'), dataIndex: 'taskName', render: (v: unknown) => (v ? String(v) : '—') },
        { title: t('people.profile.submitted'), dataIndex: 'createTime', render: (v: unknown) => displayDateTime(v) },
        { title: t('people.profile.ended'), dataIndex: 'endTime', render: (v: unknown) => (v ? displayDateTime(v) : '—') },
      ]}
    />
  );
}

/** The label of a history entry: what happened, in words. */
export function eventLabel(t: TFunction, e: ProfileEvent): string {
  if (e.kind === 'update') return t('people.profile.event.proposed', { status: t(`people.profile.review.${e.action}`, { defaultValue: e.action }) });
  if (e.kind === 'transfer') return t('people.profile.event.transfer', { status: t(`people.profile.transferStatus.${e.action}`, { defaultValue: e.action }) });
  return t(`people.profile.action.${e.action}`, { defaultValue: e.action });
}

function History({ events, fields, extraLabels }: { events: ProfileEvent[]; fields: Field[]; extraLabels: Record<string, string> }) {
  const { t } = useTranslation();
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const value = (field: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return <Typography.Text type="secondary">—</Typography.Text>;
    const f = byName.get(field);
    // org units come named from the server; the form's tree fields would look the id up again
    if (f && f.fieldType !== 'tree') return <FieldDisplay field={f} value={v} />;
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return <>{displayDate(v)}</>;
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(v)) return <>{displayDateTime(v)}</>;
    return <>{String(v)}</>;
  };
  return (
    <Table<ProfileEvent>
      size="small"
      rowKey={(e, i) => `${e.time}-${e.kind}-${i}`}
      dataSource={events}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('people.profile.noHistory') }}
      data-testid="profile-history"
      columns={[
        {
          title: t('people.profile.when'),
          dataIndex: 'time',
          width: 170,
          render: (v: unknown) => (String(v).length > 10 ? displayDateTime(v) : displayDate(v)),
        },
        { title: t('people.profile.what'), width: 200, render: (_: unknown, e) => <Tag>{eventLabel(t, e)}</Tag> },
        { title: t('people.profile.by'), dataIndex: 'by', width: 160, render: (v: unknown) => (v ? String(v) : '—') },
        {
          title: t('people.profile.changes'),
          render: (_: unknown, e) =>
            e.changes.length === 0 ? (
              <Typography.Text type="secondary">—</Typography.Text>
            ) : (
              <Space direction="vertical" size={2}>
                {e.changes.map((c) => (
                  <span key={c.field}>
                    <Typography.Text strong>
                      {byName.get(c.field)?.fieldLabel ??
                        extraLabels[c.field] ??
                        t([`people.profile.field.${c.field}`, `people.${c.field}`], { defaultValue: c.field })}
                    </Typography.Text>
                    {': '}
                    {value(c.field, c.from)} → {value(c.field, c.to)}
                  </span>
                ))}
              </Space>
            ),
        },
      ]}
    />
  );
}

/** The profile page body both staff and worker pages render. */
export function PersonProfile(p: PersonProfileProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const fields = useMemo(() => p.fields.map(toField), [p.fields]);
  const [editing, setEditing] = useState<number>();
  if (p.loading && !p.profile) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (!p.profile) return <Result status="404" title={t('people.profile.notFound')} />;
  const record = p.profile.record;
  const edit = p.edit;
  const tabs = [
    { key: 'record', label: t('people.profile.tabs.record'), children: <RecordSections fields={fields} sections={p.sections} record={record} /> },
    { key: 'leave', label: t('people.profile.tabs.leave'), children: <Balances {...p.leave} /> },
    { key: 'documents', label: t('people.profile.tabs.documents'), children: <Documents documents={p.profile.documents} /> },
    { key: 'requests', label: t('people.profile.tabs.requests'), children: <Requests userId={p.userId} /> },
    {
      key: 'history',
      label: t('people.profile.tabs.history'),
      children: <History events={p.profile.history} fields={fields} extraLabels={p.extraLabels ?? {}} />,
    },
    ...(p.extraTabs ?? []),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Header {...p} onEdit={edit?.allowed ? () => setEditing(Date.now()) : undefined} />
      <Card size="small">
        <Tabs items={tabs} destroyOnHidden data-testid="profile-tabs" />
      </Card>
      {edit && (
        <Drawer
          open={editing !== undefined}
          title={t('common.edit')}
          size={screens.sm ? DRAWER_WIDTH : '100%'}
          zIndex={DRAWER_Z_INDEX}
          onClose={() => setEditing(undefined)}
          destroyOnHidden
        >
          {editing !== undefined && (
            <FormRenderer
              key={editing}
              fields={edit.fields}
              mode="edit"
              initialValues={record}
              onSubmit={async (values) => {
                await edit.save(values);
                notify.success(t('prompt.success'));
                setEditing(undefined);
                edit.onSaved();
              }}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </Drawer>
      )}
    </Space>
  );
}
