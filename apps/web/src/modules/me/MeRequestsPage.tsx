import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session';
import type { ApiData } from '../../app/http/api';
import { SELF, useMeData } from './me-data';
import { ownerOf } from './me-session';
import { discard, useOutbox } from './me-outbox';
import { Empty, MeCard, MePage, useDay } from './MeParts';

type Requests = ApiData<'/api/mcc-worker/self/requests'>;

/** What he filed and where each waits; what waits on the phone for signal first. */
export default function MeRequestsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const day = useDay();
  const owner = ownerOf(session);
  const page = useMeData<Requests>('requests', `${SELF}/requests`, owner, { current: 1, size: 20 });
  const waiting = useOutbox(owner);
  const records = page.data?.records ?? [];
  return (
    <MePage title={t('me.requests.title')} data={page}>
      <Link className="me-button primary" to="/me/file">
        {t('me.home.newRequest')}
      </Link>
      <ul className="me-list">
        {waiting.map((q) => (
          <li key={q.key}>
            <MeCard tone={q.refused ? 'danger' : 'warn'}>
              <div className="me-row">
                <strong>{q.formName}</strong>
              </div>
              <div className="me-muted">{q.refused ? t('me.requests.refused', { reason: q.refused }) : t('me.requests.queued')}</div>
              {q.refused && (
                <button type="button" className="me-button" onClick={() => discard(owner, q.key)}>
                  {t('me.requests.discard')}
                </button>
              )}
            </MeCard>
          </li>
        ))}
        {records.map((r) => (
          <li key={r.processId}>
            <MeCard>
              <div className="me-row">
                <strong>{r.formName}</strong>
                <span className={`me-status me-flow-${r.flowStatus}`}>{t(`me.requests.status.${r.flowStatus}`, { defaultValue: r.flowStatus })}</span>
              </div>
              <div className="me-muted">
                {r.requestNo ? `${r.requestNo} · ` : ''}
                {t('me.requests.filed', { time: day(r.startTime ?? r.createTime) })}
              </div>
              {r.flowStatus === 'running' && r.taskName && <div>{t('me.requests.waitsAt', { step: r.taskName })}</div>}
              {r.flowStatus === 'running' && r.assigneeName && <div className="me-muted">{t('me.requests.with', { who: r.assigneeName })}</div>}
            </MeCard>
          </li>
        ))}
      </ul>
      {!page.loading && records.length === 0 && waiting.length === 0 && <Empty text={t('me.requests.none')} />}
    </MePage>
  );
}
