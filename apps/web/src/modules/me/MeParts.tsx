import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateIn } from '@hr/contracts';
import { usePreferences } from '../../app/preferences';
import type { MeData } from './me-data';

/** A date in the worker's language (the product's one display rule). */
export function useDay() {
  const { language } = usePreferences();
  return (value: unknown, time = false) => displayDateIn(value, language, { time });
}

/** A page's title, and under it whether what shows came from the phone (no signal). */
export function MePage({
  title,
  data,
  children,
}: {
  title: string;
  data?: Pick<MeData<unknown>, 'offline' | 'savedAt' | 'loading' | 'reload'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <section className="me-page" aria-labelledby="me-page-title">
      <h1 id="me-page-title">{title}</h1>
      {data?.offline && (
        <p className="me-note" role="status">
          {data.savedAt ? t('me.offline') : t('me.offlineNothing')}{' '}
          {data.savedAt ? t('me.savedAt', { time: new Date(data.savedAt).toLocaleString(language) }) : null}{' '}
          <button type="button" className="me-link" onClick={data.reload}>
            {t('me.retry')}
          </button>
        </p>
      )}
      {children}
    </section>
  );
}

/** A card of the list pages. */
export function MeCard({ children, tone }: { children: ReactNode; tone?: 'warn' | 'danger' }) {
  return <div className={`me-card${tone ? ` me-card-${tone}` : ''}`}>{children}</div>;
}

export function Empty({ text }: { text: string }) {
  return <p className="me-empty">{text}</p>;
}
