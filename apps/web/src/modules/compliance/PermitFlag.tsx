import { Alert, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { permitExpiredAmong } from './api';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../shared/fields/values';
import { daysBetween, isPlainDate } from '@hr/contracts';
import { useCompanyToday } from '../../app/clock';

/** Days before an expiry that a list flags amber (the compliance centre's first window). */
export const DUE_SOON_DAYS = 30;

/**
 * A permit's or passport's expiry date with its flag, in the company's today: red once it has passed, amber
 * within 30 days ("in 12 days"). The work permit's red follows the server's `permitExpired`.
 */
export function ExpiryDate({ date, expired, testId, expiredLabel }: { date: unknown; expired?: boolean; testId: string; expiredLabel: string }) {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const day = typeof date === 'string' ? date.slice(0, 10) : undefined;
  const left = day && isPlainDate(day) ? daysBetween(today, day) : undefined;
  const isExpired = expired ?? (left !== undefined && left < 0);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {displayDate(date)}
      {isExpired ? (
        <Tag color="error" style={{ marginInlineStart: 6 }} data-testid={`${testId}-expired`}>
          {expiredLabel}
        </Tag>
      ) : left !== undefined && left <= DUE_SOON_DAYS ? (
        <Tag color="warning" style={{ marginInlineStart: 6 }} data-testid={`${testId}-due`}>
          {t('compliance.dueIn', { count: left })}
        </Tag>
      ) : null}
    </span>
  );
}

/** The work permit's expiry date, flagged red when it has passed (the server's `permitExpired`), amber when due soon. */
export function PermitExpiry({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <ExpiryDate date={row.wpExpiryDate} expired={row.permitExpired === true ? true : undefined} testId="permit" expiredLabel={t('compliance.permitExpired')} />
  );
}

/** The passport's expiry date with the same flags. */
export function PassportExpiry({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <ExpiryDate date={row.passportExpiryDate} testId="passport" expiredLabel={t('compliance.passportExpired')} />;
}

/** Before a dormitory move or project transfer: a warning naming the chosen workers whose work permit has expired. */
export function PermitMoveWarning({ workerIds }: { workerIds: string[] }) {
  const { t } = useTranslation();
  const expired = useQuery({ queryKey: ['permit-expired', workerIds], enabled: workerIds.length > 0, queryFn: () => permitExpiredAmong(workerIds) });
  if (!expired.data?.length) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('compliance.moveWarning', { names: expired.data.map((w) => w.name).join(', ') })} />
  );
}
