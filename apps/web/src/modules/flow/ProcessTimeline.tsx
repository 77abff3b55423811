import { useMemo } from 'react';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildTimeline, type HistoryEntry, type TimelineColor } from './timeline';
import { displayDateTime } from '../../shared/fields/values';

const COLORS: Record<TimelineColor, string> = { primary: 'blue', secondary: 'gray', danger: 'red' };

/** The approval history of a request, drawn by the rules of buildTimeline. */
export function ProcessTimeline({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  const items = useMemo(
    () =>
      buildTimeline(entries, {
        create: t('flow.oaCreate'),
        end: t('flow.oaEnd'),
        forWhom: (delegate, original) => t('delegation.forWhom', { delegate, original }),
      }),
    [entries, t],
  );
  if (items.length === 0) return <Empty description={t('common.noData')} />;
  return (
    <Timeline
      data-testid="process-timeline"
      items={items.map((item, i) => ({
        key: i,
        color: COLORS[item.color],
        children: (
          <div data-color={item.color}>
            <Typography.Text strong>{item.title}</Typography.Text>
            {item.assigneeName && <div>{item.assigneeName}</div>}
            {item.comment && <Typography.Text type={item.color === 'danger' ? 'danger' : 'secondary'}>{item.comment}</Typography.Text>}
            <div>
              <Typography.Text type="secondary">
                {displayDateTime(item.endTime || item.createTime)}
                {item.duration ? ` · ${item.duration}` : ''}
              </Typography.Text>
            </div>
          </div>
        ),
      }))}
    />
  );
}
