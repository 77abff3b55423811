import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultValues, isDecoration, toField, type Field, type FieldDefinition, type FormMode } from '../fields/definition';
import { toFormRules } from '../rules';
import { FieldInput } from './FieldInput';
import { UploadTrackerContext, DEFAULT_UPLOAD_LIMIT, type UploadTracker } from '../widgets/upload';
import { notify } from '../../app/notify';

export interface FormRendererProps {
  fields: Array<Field | FieldDefinition>;
  mode: FormMode;
  initialValues?: Record<string, unknown>;
  onSubmit?: (values: Record<string, unknown>) => Promise<void> | void;
  onCancel?: () => void;
  form?: FormInstance;
  /** Default upload limit of upload fields without their own (9 in the generic table, 10 elsewhere). */
  uploadLimit?: number;
  submitText?: ReactNode;
  /** More buttons beside Submit (a request's Save draft). */
  extraActions?: ReactNode;
}

function isField(value: Field | FieldDefinition): value is Field {
  return 'option' in value;
}

/** A field shows in a form unless it is table-only or limited to other drawer modes. */
export function showsInForm(field: Field, mode: FormMode): boolean {
  if (field.option.hideInForm) return false;
  return !field.option.modes || field.option.modes.includes(mode);
}

/** The form renderer: one for server-defined process forms and for every CRUD drawer. */
export function FormRenderer({
  fields,
  mode,
  initialValues,
  onSubmit,
  onCancel,
  form: given,
  uploadLimit = DEFAULT_UPLOAD_LIMIT,
  submitText,
  extraActions,
}: FormRendererProps) {
  const { t } = useTranslation();
  const [own] = Form.useForm();
  const form = given ?? own;
  const [busy, setBusy] = useState(false);
  const normalized = useMemo(() => fields.map((f) => (isField(f) ? f : toField(f))).filter((f) => showsInForm(f, mode)), [fields, mode]);
  const uploads = useRef(new Set<string>());
  const tracker = useMemo<UploadTracker>(
    () => ({ defaultLimit: uploadLimit, setBusy: (key, isBusy) => (isBusy ? uploads.current.add(key) : uploads.current.delete(key)) }),
    [uploadLimit],
  );

  const start = useMemo(() => ({ ...(mode === 'add' ? defaultValues(normalized) : {}), ...initialValues }), [mode, normalized, initialValues]);

  const onFinish = async (values: Record<string, unknown>) => {
    if (uploads.current.size > 0) {
      notify.danger(t('prompt.uploadIsLoading'));
      return;
    }
    if (!onSubmit) return;
    setBusy(true);
    try {
      await onSubmit({ ...initialValues, ...values });
    } finally {
      setBusy(false);
    }
  };

  const readOnly = mode === 'view';
  return (
    <UploadTrackerContext.Provider value={tracker}>
      <Form form={form} name={`form-${mode}`} layout="vertical" initialValues={start} onFinish={onFinish} disabled={readOnly} scrollToFirstError>
        <Row gutter={16}>
          {normalized.map((field) => (
            <Col key={field.fieldName} xs={24} md={field.span ?? 24}>
              {isDecoration(field) ? (
                <FieldInput field={field} />
              ) : (
                <Form.Item
                  name={field.fieldName}
                  label={field.fieldLabel}
                  required={field.required}
                  rules={
                    readOnly
                      ? []
                      : [
                          ...toFormRules([field.required ? 'required' : '', field.option.rules ?? ''].filter(Boolean).join('|'), field.fieldLabel),
                          ...(field.option.validate
                            ? [{ validator: (_: unknown, value: unknown) => field.option.validate!(value, form.getFieldsValue(true)) }]
                            : []),
                        ]
                  }
                  validateDebounce={field.option.validate ? (field.option.validateDebounce ?? 1000) : undefined}
                  hasFeedback={!readOnly && Boolean(field.option.validate)}
                  valuePropName="value"
                >
                  <FieldInput field={field} disabled={readOnly || field.option.readOnly || (mode === 'edit' && field.formEditDisabled)} />
                </Form.Item>
              )}
            </Col>
          ))}
        </Row>
        {onSubmit && !readOnly && (
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {submitText ?? t('common.submit')}
            </Button>
            {extraActions}
            {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
          </Space>
        )}
      </Form>
    </UploadTrackerContext.Provider>
  );
}
