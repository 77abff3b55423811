import { Button, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '../fields/definition';
import { FieldInput } from '../form/FieldInput';

/** Search fields four to a row on wide screens; Enter searches; Reset clears and searches again. */
export function SearchPanel({
  fields,
  onSearch,
  initialValues,
}: {
  fields: Field[];
  onSearch: (values: Record<string, unknown>) => void;
  initialValues?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  if (!fields.length) return null;
  return (
    <Form form={form} name="search" layout="vertical" onFinish={onSearch} role="search" initialValues={initialValues}>
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.fieldName} xs={24} sm={12} md={8} lg={6}>
            <Form.Item name={field.fieldName} label={field.fieldLabel} style={{ marginBottom: 12 }}>
              <FieldInput field={{ ...field, fieldType: field.fieldType === 'textarea' || field.fieldType === 'editor' ? 'input' : field.fieldType }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </Form>
  );
}
