import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../../modules/flow/unread';

/** The header's bell: the unread message count (refreshed every minute and after reading), opening the messages. */
export function UnreadBell({ publicLayout }: { publicLayout: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const label = unread ? t('shell.unreadMessages', { count: unread }) : t('flow.messageList');
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      data-testid="unread-bell"
      onClick={() => navigate(publicLayout ? '/message' : '/myApplication/message')}
    >
      <Badge count={unread} size="small" overflowCount={99} data-testid="unread-count">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          style={{ display: 'block' }}
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
      </Badge>
    </Button>
  );
}
