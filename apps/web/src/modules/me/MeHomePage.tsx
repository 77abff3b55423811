import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session';
import { SELF, useMeData } from './me-data';
import { ownerOf } from './me-session';
import { MeCard, MePage, useDay } from './MeParts';
import type { ApiData } from '../../app/http/api';

type Profile = ApiData<'/api/mcc-worker/self/profile'>;

/** How near an expiry is: red once past or within 30 days, orange within 90. */
const toneOf = (days: number | null) => (days === null ? undefined : days <= 30 ? 'danger' : days <= 90 ? 'warn' : undefined);

function Expiry({ label, date, days }: { label: string; date: string | null; days: number | null }) {
  const { t } = useTranslation();
  const day = useDay();
  const left =
    days === null ? '' : days < 0 ? t('me.home.expired', { count: -days }) : days === 0 ? t('me.home.expiredToday') : t('me.home.daysLeft', { count: days });
  return (
    <MeCard tone={toneOf(days)}>
      <div className="me-row">
        <span className="me-label">{label}</span>
        <strong className="me-big">{left}</strong>
      </div>
      {date && <div className="me-muted">{t('me.home.expires', { date: day(date) })}</div>}
    </MeCard>
  );
}

/** The worker's home: who he is, where he works, his permit and passport with the days left, his room. */
export default function MeHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useMeData<Profile>('profile', `${SELF}/profile`, ownerOf(session));
  const p = profile.data;
  return (
    <MePage title={p ? t('me.home.hello', { name: p.name }) : t('me.nav.home')} data={profile}>
      {p && (
        <>
          <MeCard>
            <dl className="me-facts">
              <dt>{t('me.home.code')}</dt>
              <dd>{p.employmentCode}</dd>
              <dt>{t('me.home.project')}</dt>
              <dd>{p.projectName ?? '-'}</dd>
              <dt>{t('me.home.team')}</dt>
              <dd>{p.teamName ?? '-'}</dd>
              {p.trade && (
                <>
                  <dt>{t('me.home.trade')}</dt>
                  <dd>{p.trade}</dd>
                </>
              )}
            </dl>
          </MeCard>
          <Expiry label={t('me.home.permit')} date={p.wpExpiryDate} days={p.wpDaysLeft} />
          <Expiry label={t('me.home.passport')} date={p.passportExpiryDate} days={p.passportDaysLeft} />
          <MeCard>
            <div className="me-label">{t('me.home.room')}</div>
            <strong className="me-big">{p.roomLabel ?? t('me.home.noRoom')}</strong>
          </MeCard>
        </>
      )}
      <h2>{t('me.home.quick')}</h2>
      <div className="me-actions">
        <Link className="me-button primary" to="/me/file?formId=29">
          {t('me.home.applyLeave')}
        </Link>
        <Link className="me-button" to="/me/file">
          {t('me.home.newRequest')}
        </Link>
      </div>
    </MePage>
  );
}
