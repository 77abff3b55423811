import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { testCondition } from '@hr/contracts';
import { useSession } from '../../app/session/session';
import type { ApiData } from '../../app/http/api';
import { SELF, useMeData, useOnline } from './me-data';
import { leaveCheck, uploadFile } from './api';
import { ownerOf } from './me-session';
import { enqueue, newKey, sendRequest } from './me-outbox';
import { MeCard, MePage } from './MeParts';

type Forms = ApiData<'/api/mcc-worker/self/forms'>;
type Form = Forms[number];
type Field = Form['fields'][number];
type Option = { value: string | number; label: string };
interface FieldOption {
  dicData?: Option[];
  showWhen?: string;
  hideWhen?: string;
  min?: number;
  max?: number;
  alias?: string;
}
type Values = Record<string, unknown>;

const optionOf = (f: Field): FieldOption => {
  try {
    return JSON.parse(f.fieldOption ?? '{}') as FieldOption;
  } catch {
    return {};
  }
};

/** Whether a field shows with these values (the form's own show/hide rules, as the server applies them). */
function shows(f: Field, values: Values): boolean {
  const o = optionOf(f);
  try {
    if (o.showWhen && !testCondition(o.showWhen, values)) return false;
    if (o.hideWhen && testCondition(o.hideWhen, values)) return false;
  } catch {
    return true;
  }
  return true;
}

const defaults = (form: Form): Values =>
  Object.fromEntries(form.fields.filter((f) => f.defaultValue != null && f.defaultValue !== '').map((f) => [f.fieldName, f.defaultValue]));

/** One field in a phone-sized control: native inputs (the phone's own date and number pads), big touch targets. */
function FieldInput({ field, value, onChange, online }: { field: Field; value: unknown; onChange: (v: unknown) => void; online: boolean }) {
  const { t } = useTranslation();
  const id = `me-f-${field.fieldName}`;
  const o = optionOf(field);
  const [busy, setBusy] = useState(false);
  const common = { id, name: field.fieldName, required: field.required === 1 };
  switch (field.fieldType) {
    case 'select':
      return (
        <select {...common} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('me.file.choose1')}</option>
          {(o.dicData ?? []).map((d) => (
            <option key={String(d.value)} value={String(d.value)}>
              {d.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
      return (
        <div className="me-radios" role="radiogroup" aria-labelledby={`${id}-label`}>
          {(o.dicData ?? []).map((d) => (
            <label key={String(d.value)} className="me-radio">
              <input type="radio" name={field.fieldName} checked={String(value ?? '') === String(d.value)} onChange={() => onChange(String(d.value))} />
              {d.label}
            </label>
          ))}
        </div>
      );
    case 'date':
      return <input {...common} type="date" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    case 'datetime':
      return <input {...common} type="date" value={String(value ?? '').slice(0, 10)} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          min={o.min}
          max={o.max}
          step="any"
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return <textarea {...common} rows={4} maxLength={1000} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
    case 'upload': {
      const files = (value as { attachId: string; name: string }[] | undefined) ?? [];
      return (
        <div>
          {files.map((f) => (
            <div key={f.attachId} className="me-muted">
              {f.name}
            </div>
          ))}
          {online ? (
            <label className="me-button me-file">
              {busy ? t('me.file.uploading') : t('me.file.pickFile')}
              <input
                {...common}
                type="file"
                accept="image/*,application/pdf"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  const body = new FormData();
                  body.append('file', file);
                  setBusy(true);
                  void uploadFile(body)
                    .then((up) => onChange([...files, { attachId: up.attachId, name: up.originalName }]))
                    .catch(() => undefined)
                    .finally(() => setBusy(false));
                }}
              />
            </label>
          ) : (
            <p className="me-muted">{t('me.file.noFileOffline')}</p>
          )}
        </div>
      );
    }
    default:
      return <input {...common} type="text" maxLength={200} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** What the server takes: dates of date-time fields at the day's start or end, files as their ids. */
function toMap(form: Form, values: Values): Values {
  const out: Values = {};
  for (const f of form.fields) {
    if (!shows(f, values)) continue;
    let v = values[f.fieldName];
    if (v === undefined || v === '') continue;
    if (f.fieldType === 'datetime') v = `${String(v).slice(0, 10)} ${f.fieldName.toLowerCase().includes('end') ? '23:59:59' : '00:00:00'}`;
    if (f.fieldType === 'upload') v = (v as { attachId: string }[]).map((x) => x.attachId).join(',');
    out[f.fieldName] = v;
  }
  return out;
}

/** The leave form counts the days on the server as he picks the dates (leave-check), like the staff form. */
function useLeaveDays(form: Form | undefined, values: Values, online: boolean, set: (name: string, v: unknown) => void) {
  const start = String(values.leaveStartTime ?? '');
  const end = String(values.leaveEndTime ?? '');
  const unit = String(values.leaveUnit ?? '1');
  const [check, setCheck] = useState<{ days: number | null; remaining: number | null; overlap: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check follows the dates, unit and type only
  useEffect(() => {
    if (form?.formId !== '29' || !start || !online || (unit !== '0.5' && !end)) return setCheck(null);
    const q: Record<string, unknown> = { start: `${start} 00:00:00`, unit, vacationInfoId: values.vacationInfoId || undefined };
    if (unit === '0.5') q.period = values.leavePeriod ?? 'AM';
    else q.end = `${end} 23:59:59`;
    void leaveCheck(q).then(
      (c) => {
        setCheck(c);
        if (c.days !== null) set('leaveDays', String(c.days));
      },
      () => setCheck(null),
    );
  }, [form?.formId, start, end, unit, values.vacationInfoId, values.leavePeriod, online]);
  return check;
}

/** Files one of his forms. With no signal the request is kept on the phone and sent once the signal returns. */
export default function MeFilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const owner = ownerOf(session);
  const online = useOnline();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const forms = useMeData<Forms>('forms', `${SELF}/forms`, owner);
  const form = forms.data?.find((f) => f.formId === params.get('formId'));
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    if (form) setValues(defaults(form));
  }, [form]);
  const set = (name: string, v: unknown) => setValues((old) => ({ ...old, [name]: v }));
  const leave = useLeaveDays(form, values, online, set);
  const visible = useMemo(() => (form ? form.fields.filter((f) => shows(f, values)) : []), [form, values]);

  if (!form)
    return (
      <MePage title={t('me.file.title')} data={forms}>
        <h2>{t('me.file.choose')}</h2>
        <div className="me-actions me-stack">
          {(forms.data ?? []).map((f) => (
            <button key={f.formId} type="button" className="me-button" onClick={() => setParams({ formId: f.formId })}>
              {f.formName}
            </button>
          ))}
        </div>
      </MePage>
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const f of visible)
      if (
        f.required === 1 &&
        (values[f.fieldName] === undefined || values[f.fieldName] === '' || (Array.isArray(values[f.fieldName]) && !(values[f.fieldName] as unknown[]).length))
      )
        missing[f.fieldName] = t('me.file.required', { label: f.fieldLabel });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const request = { key: newKey(), formId: form.formId, formName: form.formName, map: toMap(form, values), createdAt: Date.now() };
    setBusy(true);
    try {
      const started = await sendRequest(request);
      setOutcome(t('me.requests.sent', { no: started?.requestNo ?? '' }));
      setTimeout(() => navigate('/me/requests'), 1500);
    } catch (err) {
      if ((err as { offline?: boolean }).offline) {
        enqueue(owner, request);
        navigate('/me/requests');
      } else setOutcome(t('me.requests.refused', { reason: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <MePage title={form.formName} data={forms}>
      {!online && <p className="me-note">{t('me.requests.queuedOne')}</p>}
      <form className="me-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {visible.map((f) => (
          <div key={f.fieldName} className="me-field">
            <label id={`me-f-${f.fieldName}-label`} htmlFor={`me-f-${f.fieldName}`}>
              {f.fieldLabel}
              {f.required === 1 && <span aria-hidden="true"> *</span>}
            </label>
            <FieldInput field={f} value={values[f.fieldName]} onChange={(v) => set(f.fieldName, v)} online={online} />
            {errors[f.fieldName] && (
              <p className="me-error" role="alert">
                {errors[f.fieldName]}
              </p>
            )}
          </div>
        ))}
        {leave && (
          <MeCard tone={leave.overlap ? 'danger' : undefined}>
            {leave.days !== null && <div>{t('me.file.days', { days: leave.days })}</div>}
            {leave.remaining !== null && <div>{t('me.file.balance', { days: leave.remaining })}</div>}
            {leave.overlap && <div>{t('me.file.overlap')}</div>}
          </MeCard>
        )}
        {outcome && (
          <p className="me-note" role="status">
            {outcome}
          </p>
        )}
        <button type="submit" className="me-button primary" disabled={busy}>
          {busy ? t('me.file.sending') : t('me.file.submit')}
        </button>
      </form>
    </MePage>
  );
}
