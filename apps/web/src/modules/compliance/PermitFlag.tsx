import { Alert, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { http, type Page } from '../../app/http/client';
import { rowsOf } from '../../shared/crud/resource';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../shared/fields/values';

type Worker = { name: string; permitExpired?: boolean };

/** The work permit's expiry date, flagged red when it has passed (the server's `permitExpired`). */
export function PermitExpiry({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {displayDate(row.wpExpiryDate)}
      {row.permitExpired === true && (
        <Tag color="error" style={{ marginInlineStart: 6 }} data-testid="permit-expired">
          {t('compliance.permitExpired')}
        </Tag>
      )}
    </span>
  );
}

/** Before a dormitory move or project transfer: a warning naming the chosen workers whose work permit has expired. */
export function PermitMoveWarning({ workerIds }: { workerIds: string[] }) {
  const { t } = useTranslation();
  const expired = useQuery({
    queryKey: ['permit-expired', workerIds],
    enabled: workerIds.length > 0,
    queryFn: async () =>
      rowsOf(await http.get<Page<Worker> | Worker[]>('/api/mcc-worker/info/siteAllList', { ids: workerIds.join(','), size: -1 }, { quiet: true })).rows.filter(
        (w) => w.permitExpired,
      ),
  });
  if (!expired.data?.length) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('compliance.moveWarning', { names: expired.data.map((w) => w.name).join(', ') })} />
  );
}
