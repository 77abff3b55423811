import { useEffect, useState } from 'react';
import { SystemPermissions } from '@hr/contracts';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Radio, Row, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { oidcApi, type OidcSettings } from './api';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session/session';
import { hasPermission } from '../../shared/crud/buttons';

type Values = Omit<OidcSettings, 'id' | 'hasSecret' | 'redirectUri' | 'updateTime'> & { clientSecret?: string; clearSecret?: boolean };

/**
 * System > Single sign-on: the tenant's OpenID Connect provider. One form (a tenant has one provider);
 * the redirect URI to register at the provider is shown to copy; saving with "enabled" makes the server
 * read the issuer's discovery document first, so a wrong address is refused at once.
 */
export default function OidcPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const canEdit = hasPermission(SystemPermissions.oidc.edit, permissions);
  const [form] = Form.useForm<Values>();
  const [settings, setSettings] = useState<OidcSettings>();
  const [busy, setBusy] = useState(false);
  const required = (field: 'buttonLabel' | 'issuer' | 'clientId' | 'accountClaim') => ({
    required: true,
    message: t('rules.required', { field: t(`oidc.page.${field}`) }),
  });

  const show = (s: OidcSettings) => {
    setSettings(s);
    form.setFieldsValue({ ...s, clientSecret: '', clearSecret: false });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings are read once, when the page opens
  useEffect(() => {
    void oidcApi.detail().then(show, () => undefined);
  }, []);

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      show(await oidcApi.submit(values));
      notify.success(t('oidc.page.saved'));
    } catch {
      // the HTTP client has shown the server's message (a 400 names the field)
    } finally {
      setBusy(false);
    }
  };

  if (!settings)
    return (
      <Card title={t('oidc.page.title')}>
        <Skeleton active />
      </Card>
    );
  return (
    <Card
      data-testid="page-content"
      title={t('oidc.page.title')}
      extra={settings.updateTime && <Typography.Text type="secondary">{t('oidc.page.lastSaved', { time: settings.updateTime })}</Typography.Text>}
    >
      <Typography.Paragraph type="secondary">{t('oidc.page.intro')}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 960 }}
        message={t('oidc.page.redirectUri')}
        description={
          <>
            <Typography.Text copyable code>
              {settings.redirectUri}
            </Typography.Text>
            <div>{t('oidc.page.redirectUriHelp')}</div>
          </>
        }
      />
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} disabled={!canEdit} style={{ maxWidth: 960 }}>
        <Row gutter={24}>
          <Col span={6}>
            <Form.Item name="enabled" label={t('oidc.page.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={18}>
            <Form.Item
              name="buttonLabel"
              label={t('oidc.page.buttonLabel')}
              extra={t('oidc.page.buttonLabelHelp')}
              rules={[required('buttonLabel'), { max: 50 }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="issuer" label={t('oidc.page.issuer')} extra={t('oidc.page.issuerHelp')} rules={[required('issuer')]}>
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="clientId" label={t('oidc.page.clientId')} rules={[required('clientId')]}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="clientSecret"
              label={t('oidc.page.clientSecret')}
              extra={settings.hasSecret ? t('oidc.page.secretStored') : t('oidc.page.secretNone')}
            >
              <Input.Password maxLength={500} autoComplete="new-password" />
            </Form.Item>
            {settings.hasSecret && (
              <Form.Item name="clearSecret" valuePropName="checked">
                <Checkbox>{t('oidc.page.clearSecret')}</Checkbox>
              </Form.Item>
            )}
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="accountClaim" label={t('oidc.page.accountClaim')} extra={t('oidc.page.accountClaimHelp')} rules={[required('accountClaim')]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="matchField" label={t('oidc.page.matchField')}>
              <Radio.Group
                options={[
                  { value: 'account', label: t('oidc.page.matchAccount') },
                  { value: 'email', label: t('oidc.page.matchEmail') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="scope" label={t('oidc.page.scope')}>
          <Input maxLength={300} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
