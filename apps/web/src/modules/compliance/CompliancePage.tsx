import { useState } from 'react';
import { Alert, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_DOCS, type ComplianceDoc } from '@hr/contracts';
import { useCompanyToday } from '../../app/clock';
import type { ExpiryGroup } from '../dashboard/api';
import { ExpiryPanel } from '../dashboard/DashboardPanels';
import { expirySummary } from './api';

/** One document's panel: its counts per window and per group, each opening the workers it counts. */
function DocumentPanel({ doc, group, onGroup, today }: { doc: ComplianceDoc; group: ExpiryGroup; onGroup: (g: ExpiryGroup) => void; today: string }) {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: ['compliance', 'summary', doc, group], queryFn: () => expirySummary(doc, group), placeholderData: (prev) => prev });
  if (rows.isError) return <Alert type="error" message={t('dashboard.loadFailed')} />;
  if (!rows.data) return <Skeleton active />;
  return <ExpiryPanel doc={doc} rows={rows.data} group={group} today={today} onGroup={onGroup} />;
}

/**
 * The compliance centre (Workers > Compliance): work permits and passports expired and due, per project, team or
 * dormitory, in the company's today; every number opens the worker list filtered to the workers it counts.
 */
export default function CompliancePage() {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const [group, setGroup] = useState<ExpiryGroup>('project');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="page-content">
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('compliance.centre')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('compliance.centreIntro')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {COMPLIANCE_DOCS.map((doc) => (
          <Col key={doc} xs={24} xl={12}>
            <DocumentPanel doc={doc} group={group} onGroup={setGroup} today={today} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
