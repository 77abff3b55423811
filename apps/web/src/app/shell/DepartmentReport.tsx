import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import { useSession } from '../session/session';

interface ReportTarget {
  url: string;
  deptCode: string;
  employmentCode: string;
  token: string;
}

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
  if (!allInfo?.user?.staffId) return null;
  const open = async () => setAddress(reportAddress(await http.get<ReportTarget>('/api/mcc-staff/staff/projectReport')));
  return (
    <>
      <Button type="text" data-testid="department-report" onClick={() => void open().catch(() => undefined)}>
        {t('shell.departmentReport')}
      </Button>
      <Modal title={t('shell.departmentReport')} open={Boolean(address)} onCancel={() => setAddress(undefined)} footer={null} width="90vw" destroyOnHidden>
        {address && <iframe title={t('shell.departmentReport')} src={address} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
