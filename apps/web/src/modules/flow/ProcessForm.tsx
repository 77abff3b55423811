import { useMemo, type ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { http, type Page } from '../../app/http/client';
import { rowsOf } from '../../shared/crud/resource';
import type { ChoiceOption, FieldDefinition, FormMode } from '../../shared/fields/definition';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { adaptField, isShown, optionOf } from './serverFields';

interface ProcessFormProps {
  fields: FieldDefinition[];
  mode: FormMode;
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => Promise<void> | void;
  submitText?: ReactNode;
}

/** A process form: the server's field definitions through THE form renderer, with their visibility rules. */
export function ProcessForm({ fields, mode, form, initialValues, onSubmit, submitText }: ProcessFormProps) {
  const urls = useMemo(() => [...new Set(fields.map((f) => optionOf(f).dicUrl).filter((u): u is string => Boolean(u)))], [fields]);
  const loaded = useQueries({
    queries: urls.map((url) => ({
      queryKey: ['flow', 'dicUrl', url],
      retry: false,
      queryFn: () => http.get<Page<Record<string, unknown>> | Record<string, unknown>[]>(url, undefined, { quiet: true }).catch(() => []),
    })),
  });
  const watched = Form.useWatch((v: Record<string, unknown>) => v, form) as Record<string, unknown> | undefined;
  const values = useMemo(() => ({ ...initialValues, ...watched }), [initialValues, watched]);
  const shown = useMemo(
    () =>
      fields.filter((f) => isShown(f, values)).map((f) => {
        const o = optionOf(f);
        const i = o.dicUrl ? urls.indexOf(o.dicUrl) : -1;
        const rows = i >= 0 && loaded[i]?.data ? rowsOf(loaded[i].data).rows : undefined;
        const options: ChoiceOption[] | undefined = rows?.map((r) => ({ label: String(r[o.props?.label ?? 'name'] ?? ''), value: String(r[o.props?.value ?? 'id'] ?? '') }));
        return adaptField(f, options);
      }),
    [fields, values, urls, loaded],
  );
  return <FormRenderer form={form} fields={shown} mode={mode} initialValues={initialValues} onSubmit={onSubmit} submitText={submitText} />;
}
