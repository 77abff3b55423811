import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword, type PasswordChange } from '../app/session/auth';
import { getSession } from '../app/session/session';
import { notify } from '../app/notify';
import { passwordChangeProblem, toFormRules } from './rules';

/** The server's published initial password (shown in the reset confirmation); check1 forbids reusing it. */
export const DEFAULT_INITIAL_PASSWORD = 'Welcome@2026';

export function initialPassword(): string {
  const fromServer = getSession().allInfo?.initialPassword;
  return typeof fromServer === 'string' && fromServer ? fromServer : DEFAULT_INITIAL_PASSWORD;
}

/** One change-password form for the forced change and for the account setting page. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: PasswordChange) => {
    const problem = passwordChangeProblem(values, initialPassword());
    if (problem) {
      notify.danger(t(problem));
      return;
    }
    setBusy(true);
    try {
      await changePassword(values);
      notify.success(t('prompt.success'));
      form.resetFields();
      onDone?.();
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordChange> form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={toFormRules('required', t('password.oldPassword'))}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.newPassword')} rules={toFormRules('required|password', t('password.newPassword'))}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="newPassword1" label={t('password.newPassword1')} rules={toFormRules('required', t('password.newPassword1'))}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}
