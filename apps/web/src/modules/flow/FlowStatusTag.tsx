import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './api';

/** A request's status as a coloured tag with its translated label (running blue, approved green, rejected red ...). */
export function FlowStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} data-testid="flow-status">
      {t(`flow.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}
