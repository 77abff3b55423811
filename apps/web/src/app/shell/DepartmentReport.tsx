import { useState } from 'react';
import { Button, Grid, Modal } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { departmentReport, type ReportTarget } from '../../modules/staff/api';
import { useSession } from '../session/session';

/** The report page address with the department code, a short-lived report token and the employment code. */
export function reportAddress(r: ReportTarget): string {
  const target = new URL(r.url);
  target.searchParams.set('deptCode', r.deptCode);
  target.searchParams.set('token', r.token);
  target.searchParams.set('employmentCode', r.employmentCode);
  return target.toString();
}

/**
 * Department-report button (seed 001 section 2): opens the external project-report page in a modal.
 * It exists only for users with a staff record; the server answers the address, the codes and a token.
 */
export function DepartmentReportButton() {
  const { t } = useTranslation();
  const { allInfo } = useSession();
  const [address, setAddress] = useState<string>();
  const screens = Grid.useBreakpoint();
  const staffId = allInfo?.user?.staffId;
  // the button shows only where the company has set a report address (parameter project.report.url): no dead link
  const configured = useQuery({
    queryKey: ['shell', 'projectReport', staffId],
    enabled: Boolean(staffId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: departmentReport.available,
  });
  if (!staffId || !configured.data) return null;
  // each opening asks for a fresh short-lived token
  const open = async () => setAddress(reportAddress(await departmentReport.target()));
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<BarChartOutlined />}
        data-testid="department-report"
        aria-label={t('shell.departmentReport')}
        title={t('shell.departmentReport')}
        onClick={() => void open().catch(() => undefined)}
      >
        {screens.lg ? t('shell.departmentReport') : null}
      </Button>
      <Modal title={t('shell.departmentReport')} open={Boolean(address)} onCancel={() => setAddress(undefined)} footer={null} width="90vw" destroyOnHidden>
        {address && <iframe title={t('shell.departmentReport')} src={address} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
