import { useEffect } from 'react';
import { Alert, Space, Statistic, Typography, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deskApi, type LeaveCheckQuery } from './api';
import { leaveOfValues, leavePreview } from './leavePreview';

interface Props {
  form: FormInstance;
  values: Record<string, unknown>;
  /** 1 staff (form 2), 2 workers (form 29). */
  userType: 1 | 2;
  /** The caller's own staff or worker id: a leave for them needs no person in the check. */
  ownPersonId?: string;
}

const idOf = (v: unknown) => ((typeof v === 'string' || typeof v === 'number') && /^\d+$/.test(String(v)) ? String(v) : undefined);

/**
 * The leave form's preview: the days counted from the dates (the shared count the server applies), written
 * into the form's days field, the balance before and after, and the spec's refusals before submitting.
 */
export function LeavePreviewPanel({ form, values, userType, ownPersonId }: Props) {
  const { t } = useTranslation();
  const leave = leaveOfValues(values);
  const person = idOf(userType === 2 ? values.workerId : values.staffId);
  const query: LeaveCheckQuery | null = leave
    ? {
        start: leave.start,
        ...(leave.end ? { end: leave.end } : {}),
        unit: leave.unit,
        ...(leave.unit === 0.5 && (leave.period === 'AM' || leave.period === 'PM') ? { period: leave.period } : {}),
        ...(idOf(values.vacationInfoId) ? { vacationInfoId: idOf(values.vacationInfoId) } : {}),
        userType,
        ...(person && person !== ownPersonId ? { personId: person } : {}),
      }
    : null;
  const check = useQuery({ queryKey: ['desk', 'leaveCheck', query], enabled: Boolean(query), retry: false, queryFn: () => deskApi.leaveCheck(query!) });
  const preview = leavePreview(values, check.data);

  useEffect(() => {
    if (preview.days !== null && String(values.leaveDays ?? '') !== String(preview.days)) form.setFieldValue('leaveDays', preview.days);
  }, [form, preview.days, values.leaveDays]);

  if (preview.days === null) {
    return <Alert type="info" showIcon data-testid="leave-preview" message={t('desk.leave.pickDates')} style={{ marginBottom: 16 }} />;
  }
  const problems = [
    preview.noWorkingDay && t('desk.leave.noWorkingDay'),
    preview.shortage && t('desk.leave.shortage'),
    preview.overlap && t('desk.leave.overlap'),
  ].filter((m): m is string => Boolean(m));
  return (
    <div data-testid="leave-preview" style={{ marginBottom: 16 }}>
      <Alert
        type={problems.length ? 'error' : 'info'}
        showIcon
        message={
          <Space size="large" wrap>
            <Statistic title={t('desk.leave.title')} value={preview.days} data-testid="leave-preview-days" />
            {preview.before !== null && <Statistic title={t('desk.leave.before')} value={preview.before} data-testid="leave-preview-before" />}
            {preview.after !== null && <Statistic title={t('desk.leave.after')} value={preview.after} data-testid="leave-preview-after" />}
          </Space>
        }
        description={
          <>
            <Typography.Text type="secondary">{t('desk.leave.computed')}</Typography.Text>
            {preview.holidays.length > 0 && <div>{t('desk.leave.holidaysIn', { names: preview.holidays.join(', ') })}</div>}
            {check.data && check.data.remaining === null && idOf(values.vacationInfoId) && <div>{t('desk.leave.noBalance')}</div>}
            {problems.map((p) => (
              <div key={p} role="alert" data-testid="leave-preview-problem">
                <Typography.Text type="danger">{p}</Typography.Text>
              </div>
            ))}
          </>
        }
      />
    </div>
  );
}
