import { useMemo, useState } from 'react';
import { Card, Col, Empty, Input, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newRequestPath } from '../../app/paths';
import { useIsPublicLayout } from '../../app/shell/layout';
import { deskApi, DESK_KEYS } from './api';
import { useFormText } from './formText';

/** `/work/start`: the forms the caller may start, grouped by category, each with its one-line description. */
export default function StartRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publicLayout = useIsPublicLayout();
  const textOf = useFormText();
  const [search, setSearch] = useState('');
  const forms = useQuery({ queryKey: DESK_KEYS.startForms, queryFn: deskApi.startForms });
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const byCategory = new Map<number, { id: string; name: string; description: string }[]>();
    for (const f of forms.data ?? []) {
      const text = textOf(f);
      if (needle && !`${text.name} ${text.description} ${f.formName}`.toLowerCase().includes(needle)) continue;
      byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { id: f.id, ...text }]);
    }
    return [...byCategory.entries()];
  }, [forms.data, search, textOf]);

  return (
    <Card
      data-testid={forms.isLoading ? undefined : 'page-content'}
      title={t('desk.start.title')}
      extra={
        <Input.Search
          allowClear
          placeholder={t('desk.start.search')}
          aria-label={t('desk.start.search')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 260 }}
        />
      }
    >
      {forms.isLoading ? (
        <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
      ) : groups.length === 0 ? (
        <Empty description={forms.data?.length ? t('desk.start.noMatch') : t('desk.start.none')} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {groups.map(([category, list]) => (
            <section key={category} aria-label={t(`desk.start.categories.${category}`, { defaultValue: String(category) })}>
              <Typography.Title level={5}>{t(`desk.start.categories.${category}`, { defaultValue: String(category) })}</Typography.Title>
              <Row gutter={[12, 12]}>
                {list.map((f) => (
                  <Col key={f.id} xs={24} md={12} xl={8}>
                    <Card
                      hoverable
                      size="small"
                      role="link"
                      tabIndex={0}
                      aria-label={f.name}
                      data-testid={`start-form-${f.id}`}
                      onClick={() => navigate(newRequestPath(f.id, publicLayout))}
                      onKeyDown={(e) => e.key === 'Enter' && navigate(newRequestPath(f.id, publicLayout))}
                      style={{ height: '100%' }}
                    >
                      <Typography.Text strong>{f.name}</Typography.Text>
                      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 2 }}>
                        {f.description}
                      </Typography.Paragraph>
                    </Card>
                  </Col>
                ))}
              </Row>
            </section>
          ))}
        </Space>
      )}
    </Card>
  );
}
