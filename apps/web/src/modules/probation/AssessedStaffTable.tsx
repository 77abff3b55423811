import { displayDateTime } from '../../shared/fields/values';
import { useState } from 'react';
import { Button, Descriptions, Empty, Form, Modal, Space, Spin, Tag, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROBATION_STATUS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { ProcessForm } from '../flow/ProcessForm';
import { flowApi } from '../flow/api';
import { PROBATION_BASE, probationApi } from './api';
import { recordStatusField, resultField, staffColumns, staffStatusLabel } from './fields';

type Row = Record<string, unknown>;
const resource = { key: `${PROBATION_BASE}/pageConfirmationAssessment`, list: probationApi.assessed };
/** Small line icons of the two row actions (antd's icon package is not a dependency of the app). */
const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
const AssessmentIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </svg>
);
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** The staff detail modal: the staff summary the record carries (no staff_view needed). */
function StaffDetail({ row }: { row: Row }) {
  const { t } = useTranslation();
  const record = useQuery({ queryKey: ['probation', 'detail', row.id], queryFn: () => probationApi.detail(String(row.id)) });
  const r = record.data ?? row;
  return (
    <Descriptions column={2} bordered size="small" data-testid="assessed-staff-detail">
      <Descriptions.Item label={t('probation.staffNo')}>{text(r.staffNo)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.name')}>{text(r.enName)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.department')}>{text(r.deptName)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.jobTitle')}>{text(r.jobTitleName)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.email')}>{text(r.email)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.mobile')}>{text(r.mobile)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.entryDate')}>{text(r.entryDate)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.status')}>{staffStatusLabel(t, r.staffStatus)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.probationEndDate')}>{text(r.probationEndDate)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.confirmationDate')}>{text(r.confirmationDate)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.extensions')}>{text(r.extendCount)}</Descriptions.Item>
      <Descriptions.Item label={t('probation.leader')}>{text(r.leaderName)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The assessment modal: the outcome on the record, then the form-5 request read-only (scores, comments). */
export function AssessmentResult({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const record = useQuery({ queryKey: ['probation', 'detail', recordId], queryFn: () => probationApi.detail(recordId) });
  const request = useQuery({ queryKey: ['probation', 'assessment', recordId], queryFn: () => probationApi.assessment(recordId) });
  const fields = useQuery({ queryKey: ['flow', 'fields', '5'], queryFn: () => flowApi.fields('5') });
  if (record.isLoading || request.isLoading || fields.isLoading) return <Spin />;
  const r = record.data;
  if (!request.data) return <Empty description={t('probation.noAssessment')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="assessment-result">
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('probation.status')}>
          <Tag>{t(`probation.statuses.${String(r?.recordStatus)}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('probation.result')}>{r?.result ? t(`probation.results.${String(r.result)}`) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('probation.score')}>{text(r?.score)}</Descriptions.Item>
        <Descriptions.Item label={t('probation.assessedTime')}>{r?.assessedTime ? displayDateTime(r.assessedTime) : '-'}</Descriptions.Item>
      </Descriptions>
      <ProcessForm form={form} fields={fields.data ?? []} mode="view" initialValues={request.data.map} />
    </Space>
  );
}

/**
 * The assessed-staff summary table (seed 001 section 2): read-only, a row per confirmation assessment,
 * with a view-detail icon (staff detail modal) and a view-assessment icon (assessment result modal).
 */
export function AssessedStaffTable() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<Row>();
  const [assessment, setAssessment] = useState<Row>();
  const fields = useFieldDefinitions((t) => [
    ...staffColumns(t),
    { fieldName: 'probationEndDate', fieldLabel: t('probation.probationEndDate'), fieldType: 'date', sort: 4, fieldOption: { hideInForm: true } },
    { fieldName: 'leaderName', fieldLabel: t('probation.leader'), fieldType: 'input', sort: 5, fieldOption: { hideInForm: true } },
    { fieldName: 'score', fieldLabel: t('probation.score'), fieldType: 'input', sort: 6, fieldOption: { hideInForm: true } },
    { fieldName: 'assessedTime', fieldLabel: t('probation.assessedTime'), fieldType: 'datetime', sort: 7, fieldOption: { hideInForm: true } },
    recordStatusField(t, [PROBATION_STATUS.ASSESSING, PROBATION_STATUS.CONFIRMED, PROBATION_STATUS.NOT_PASSED, PROBATION_STATUS.ON_PROBATION]),
    resultField(t),
  ]);
  return (
    <>
      <CrudPage
        title={t('probation.assessedStaff')}
        resource={resource}
        fields={fields}
        buttons={{ add: false, edit: false, view: false, delete: false }}
        rowActions={(row) => (
          <Space size={0}>
            <Tooltip title={t('probation.viewDetail')}>
              <Button type="link" size="small" aria-label={t('probation.viewDetail')} icon={<EyeIcon />} onClick={() => setDetail(row)} />
            </Tooltip>
            <Tooltip title={t('probation.viewAssessment')}>
              <Button type="link" size="small" aria-label={t('probation.viewAssessment')} icon={<AssessmentIcon />} onClick={() => setAssessment(row)} />
            </Tooltip>
          </Space>
        )}
      />
      <Modal
        open={Boolean(detail)}
        title={`${t('probation.staffDetail')}: ${String(detail?.enName ?? '')}`}
        footer={null}
        width={720}
        onCancel={() => setDetail(undefined)}
        destroyOnHidden
      >
        {detail && <StaffDetail row={detail} />}
      </Modal>
      <Modal
        open={Boolean(assessment)}
        title={`${t('probation.assessment')}: ${String(assessment?.enName ?? '')}`}
        footer={null}
        width={820}
        onCancel={() => setAssessment(undefined)}
        destroyOnHidden
      >
        {assessment && <AssessmentResult recordId={String(assessment.id)} />}
      </Modal>
    </>
  );
}

export default AssessedStaffTable;
