import { useEffect, useMemo, type ReactNode } from 'react';
import { Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_FOR_OTHERS } from '@hr/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { toQueryString } from '../../app/http/rules';
import { rowsOf } from '../../shared/crud/resource';
import type { ChoiceOption, FieldDefinition, FormMode } from '../../shared/fields/definition';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { RecordView } from '../../shared/form/RecordView';
import { toField } from '../../shared/fields/definition';
import { displayDate } from '../../shared/fields/values';
import { useSession } from '../../app/session/session';
import { adaptField, HALF_DAY, isApplicantField, isShown, LEAVE_DATES, leaveDateField, optionOf, ownRequestFields, wholeDayValue } from './serverFields';
import { LeavePreviewPanel } from '../desk/LeavePreviewPanel';
import { APPLICANT_WORKER_LIST } from '../../shared/selectors/WorkerSelector';
import { applicantWorkers, choiceList } from './api';

/** A leave form (2, 29): its days are counted from the dates (packages/contracts countLeaveDays), not typed. */
const isLeaveForm = (fields: FieldDefinition[]) => ['leaveDays', 'leaveStartTime', 'vacationInfoId'].every((n) => fields.some((f) => f.fieldName === n));

/** A leave record offered by the cancel-leave form (9): its type and dates in the reader's date display, its days. */
const leaveRecordLabel = (r: Record<string, unknown>): string | undefined =>
  typeof r.leaveStartTime === 'string' && r.vacationName !== undefined
    ? `${String(r.vacationName)} ${displayDate(r.leaveStartTime)} – ${displayDate(r.leaveEndTime)} (${String(r.leaveDays ?? '')})`
    : undefined;

interface ProcessFormProps {
  fields: FieldDefinition[];
  mode: FormMode;
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => Promise<void> | void;
  submitText?: ReactNode;
  /** More buttons beside Start (Save draft). */
  extraActions?: ReactNode;
  /** The caller fills in their own request (new, or their draft): the applicant follows the own-name rule. */
  ownRequest?: boolean;
}

/** One person id of the form's values (a selector may hold a list: only a single person counts). */
const personId = (v: unknown) => ((typeof v === 'string' || typeof v === 'number') && /^\d+$/.test(String(v)) ? String(v) : undefined);

/** A process form: the server's field definitions through THE form renderer, with their visibility rules. */
export function ProcessForm({ fields: all, mode, form, initialValues: given, onSubmit, submitText, extraActions, ownRequest }: ProcessFormProps) {
  const { t } = useTranslation();
  const { permissions, userInfo } = useSession();
  const granted = permissions.includes(FILE_FOR_OTHERS);
  // without the grant, a site supervisor files for the workers of his teams: the picker shows when there are any
  const askTeams = Boolean(ownRequest) && !granted && Boolean(userInfo?.worker_id) && all.some((f) => isApplicantField(f) && f.fieldType === 'worker');
  const teams = useQuery({
    queryKey: ['flow', 'applicant-workers', userInfo?.worker_id],
    enabled: askTeams,
    queryFn: () => applicantWorkers(APPLICANT_WORKER_LIST),
  });
  const leadsOthers = askTeams && rowsOf(teams.data).total > 1;
  const own = useMemo(
    () =>
      ownRequest
        ? ownRequestFields(all, {
            mayFileForOthers: granted || leadsOthers,
            ownStaffId: userInfo?.staff_id ? String(userInfo.staff_id) : undefined,
            values: given,
          })
        : undefined,
    [ownRequest, all, granted, leadsOthers, userInfo, given],
  );
  const fields = own?.fields ?? all;
  // a new leave request shows its days, counted from the dates, with the balance before and after
  const leaveForm = isLeaveForm(fields);
  const leavePreview = (mode === 'add' || (mode === 'edit' && Boolean(ownRequest))) && leaveForm;
  const initialValues = useMemo(() => (own && Object.keys(own.defaults).length ? { ...given, ...own.defaults } : given), [own, given]);
  const watched = Form.useWatch((v: Record<string, unknown>) => v, form) as Record<string, unknown> | undefined;
  const values = useMemo(() => ({ ...initialValues, ...watched }), [initialValues, watched]);
  // choice lists are read for the request's person (its staffId/workerId), not for whoever looks at it
  const person = toQueryString({ staffId: personId(values.staffId), workerId: personId(values.workerId) }).slice(1);
  const sources = useMemo(() => [...new Set(fields.map((f) => optionOf(f).dicUrl).filter((u): u is string => Boolean(u)))], [fields]);
  const urls = useMemo(() => sources.map((u) => (person ? `${u}${u.includes('?') ? '&' : '?'}${person}` : u)), [sources, person]);
  const loaded = useQueries({
    queries: urls.map((url) => ({
      queryKey: ['flow', 'dicUrl', url],
      // a list that failed (a busy server, a timeout) is asked again, not kept empty for the form's life; one the
      // caller may not read ends as no choices
      retry: 2,
      queryFn: () => choiceList(url),
    })),
  });
  const shown = useMemo(
    () =>
      fields
        .filter((f) => isShown(f, values))
        .map((f) => {
          const o = optionOf(f);
          const i = o.dicUrl ? sources.indexOf(o.dicUrl) : -1;
          const rows = i >= 0 && loaded[i]?.data ? rowsOf(loaded[i].data).rows : undefined;
          const options: ChoiceOption[] | undefined = rows?.map((r) => ({
            label: leaveRecordLabel(r) ?? String(r[o.props?.label ?? 'name'] ?? ''),
            value: String(r[o.props?.value ?? 'id'] ?? ''),
          }));
          const adapted = leaveForm
            ? leaveDateField(adaptField(f, options), values, (edge) => t(edge === 'end' ? 'flow.leaveTo' : 'flow.leaveFrom'))
            : adaptField(f, options);
          return leavePreview && f.fieldName === 'leaveDays' ? { ...adapted, fieldOption: { ...(adapted.fieldOption as object), readOnly: true } } : adapted;
        }),
    [fields, values, sources, loaded, leavePreview, leaveForm, t],
  );
  // a leave switched to full days drops the hours its dates were picked with
  const fullDays = leaveForm && !HALF_DAY(values) && (mode === 'add' || (mode === 'edit' && Boolean(ownRequest)));
  const [from, to] = [values.leaveStartTime, values.leaveEndTime];
  useEffect(() => {
    if (!fullDays) return;
    for (const [name, value] of [
      ['leaveStartTime', from],
      ['leaveEndTime', to],
    ] as const) {
      const whole = wholeDayValue(value, LEAVE_DATES[name]!);
      if (whole !== value) form.setFieldValue(name, whole);
    }
  }, [fullDays, form, from, to]);
  // what its reader cannot change reads as a description list; an approver's step keeps inputs only for the fields
  // it may change (not formEditDisabled), and a form with none has no button
  const changeable = mode === 'add' || (mode === 'edit' && ownRequest) ? shown : mode === 'edit' ? shown.filter((f) => !toField(f).formEditDisabled) : [];
  const locked = shown.filter((f) => !changeable.includes(f));
  const renderer = (
    <>
      {locked.length > 0 && <RecordView fields={locked.map(toField)} record={values} />}
      {changeable.length > 0 && (
        <div style={locked.length ? { marginTop: 16 } : undefined}>
          <FormRenderer
            form={form}
            fields={changeable}
            mode={mode}
            initialValues={initialValues}
            onSubmit={onSubmit}
            submitText={submitText}
            extraActions={extraActions}
          />
        </div>
      )}
    </>
  );
  const workerForm = fields.some((f) => f.fieldName === 'workerId') && !fields.some((f) => f.fieldName === 'staffId');
  const ownId = workerForm ? userInfo?.worker_id : userInfo?.staff_id;
  const preview = leavePreview ? (
    <LeavePreviewPanel form={form} values={values} userType={workerForm ? 2 : 1} ownPersonId={ownId ? String(ownId) : undefined} />
  ) : null;
  if (!own?.applicantHidden) {
    return (
      <>
        {preview}
        {renderer}
      </>
    );
  }
  const name = userInfo?.real_name ?? userInfo?.user_name ?? userInfo?.account;
  return (
    <>
      <Typography.Paragraph data-testid="own-applicant">
        <Typography.Text type="secondary">{t('flow.applicant')}: </Typography.Text>
        {name}
      </Typography.Paragraph>
      {preview}
      {renderer}
    </>
  );
}
