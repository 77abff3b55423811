import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session';
import type { ApiData } from '../../app/http/api';
import { SELF, useMeData } from './me-data';
import { ownerOf } from './me-session';
import { Empty, MeCard, MePage, useDay } from './MeParts';

type Balances = ApiData<'/api/mcc-worker/self/leave-balances'>;
type Records = ApiData<'/api/mcc-worker/self/leave-records'>;

/** His leave balances and records (readable with no signal), and the way to apply. */
export default function MeLeavePage() {
  const { t } = useTranslation();
  const session = useSession();
  const day = useDay();
  const owner = ownerOf(session);
  const balances = useMeData<Balances>('leave-balances', `${SELF}/leave-balances`, owner);
  const records = useMeData<Records>('leave-records', `${SELF}/leave-records`, owner);
  return (
    <MePage title={t('me.leave.title')} data={balances}>
      <Link className="me-button primary" to="/me/file?formId=29">
        {t('me.home.applyLeave')}
      </Link>
      <h2>{t('me.leave.balances')}</h2>
      {!balances.loading && (balances.data ?? []).length === 0 && <Empty text={t('me.leave.noBalances')} />}
      <ul className="me-list">
        {(balances.data ?? []).map((b) => (
          <li key={b.vacationInfoId}>
            <MeCard>
              <div className="me-row">
                <strong>{b.name}</strong>
                <span>
                  <span className="me-label">{t('me.leave.remaining')} </span>
                  <strong className="me-big">{b.remaining}</strong>
                </span>
              </div>
              <div className="me-row me-muted">
                <span>
                  {t('me.leave.entitled')} {b.entitled}
                </span>
                <span>
                  {t('me.leave.used')} {b.used}
                </span>
                <span>
                  {t('me.leave.pending')} {b.pending}
                </span>
              </div>
            </MeCard>
          </li>
        ))}
      </ul>
      <h2>{t('me.leave.records')}</h2>
      {!records.loading && (records.data ?? []).length === 0 && <Empty text={t('me.leave.noRecords')} />}
      <ul className="me-list">
        {(records.data ?? []).map((r) => (
          <li key={r.id}>
            <MeCard>
              <div className="me-row">
                <strong>{r.vacationName}</strong>
                <span className={`me-status me-status-${r.leaveStatus}`}>{t(`me.leave.status.${r.leaveStatus}`)}</span>
              </div>
              <div className="me-muted">
                {day(r.leaveStartTime)} – {day(r.leaveEndTime)} · {t('me.leave.days', { count: Number(r.leaveDays) })}
              </div>
            </MeCard>
          </li>
        ))}
      </ul>
    </MePage>
  );
}
