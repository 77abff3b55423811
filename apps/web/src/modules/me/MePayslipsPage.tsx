import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payslipPdf } from './api';
import { useSession } from '../../app/session/session';
import type { ApiData } from '../../app/http/api';
import { SELF, useMeData } from './me-data';
import { ownerOf } from './me-session';
import { Empty, MeCard, MePage, useDay } from './MeParts';

type Payslips = ApiData<'/api/mcc-worker/self/payslips'>;

const money = (v: string) => `S$ ${Number(v).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Opens one payslip's PDF (it needs the session's token, so it is fetched and shown from memory). */
async function openPayslip(id: string) {
  const blob = await payslipPdf(id);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** His payslips, the latest first; the list stays readable with no signal. */
export default function MePayslipsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const day = useDay();
  const [size, setSize] = useState(10);
  const page = useMeData<Payslips>('payslips', `${SELF}/payslips`, ownerOf(session), { current: 1, size });
  const records = page.data?.records ?? [];
  return (
    <MePage title={t('me.payslips.title')} data={page}>
      {!page.loading && records.length === 0 && <Empty text={t('me.payslips.none')} />}
      <ul className="me-list">
        {records.map((p) => (
          <li key={p.id}>
            <MeCard>
              <div className="me-row">
                <strong>{t('me.payslips.period', { start: day(p.periodStart), end: day(p.periodEnd) })}</strong>
              </div>
              <div className="me-row">
                <span className="me-label">{t('me.payslips.nett')}</span>
                <strong className="me-big">{money(p.nettSalary)}</strong>
              </div>
              <div className="me-row me-muted">
                <span>{t('me.payslips.gross')}</span>
                <span>{money(p.grossWages)}</span>
              </div>
              <button type="button" className="me-button" disabled={page.offline} onClick={() => void openPayslip(p.id).catch(() => undefined)}>
                {t('me.payslips.open')}
              </button>
            </MeCard>
          </li>
        ))}
      </ul>
      {page.data && page.data.total > records.length && (
        <button type="button" className="me-button" onClick={() => setSize(size + 10)}>
          {t('me.payslips.more')}
        </button>
      )}
    </MePage>
  );
}
