import { Children, Fragment, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** How many actions a row shows as links before the rest go under "More". */
export const INLINE_ACTIONS = 3;

interface ActionProps {
  children?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  href?: string;
  download?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A page's row actions as one list: fragments and Space groups opened, empty slots (false, null) dropped. */
export function flattenActions(node: ReactNode): ReactElement[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type === Fragment || child.type === Space) return flattenActions((child.props as { children?: ReactNode }).children);
    return [child];
  });
}

const isDanger = (action: ReactElement) => Boolean((action.props as ActionProps).danger);

/**
 * Which actions show as links and which go under "More": the first `limit` that are not destructive show;
 * destructive ones (danger) and the rest go under "More", in their order.
 */
export function splitActions(actions: ReactElement[], limit = INLINE_ACTIONS): { inline: ReactElement[]; more: ReactElement[] } {
  const inline: ReactElement[] = [];
  const more: ReactElement[] = [];
  for (const action of actions) (inline.length < limit && !isDanger(action) ? inline : more).push(action);
  return { inline, more };
}

/** A button becomes a menu entry with its label, colour and click; anything else is shown as it is. */
function menuItem(action: ReactElement, index: number): NonNullable<MenuProps['items']>[number] {
  const key = String(action.key ?? index);
  if (action.type !== Button) return { key, label: action };
  const { children, danger, disabled, href, download, onClick } = action.props as ActionProps;
  return {
    key,
    danger,
    disabled,
    label: href ? (
      <a href={href} download={download}>
        {children}
      </a>
    ) : (
      children
    ),
    onClick: ({ domEvent }) => onClick?.(domEvent as MouseEvent<HTMLElement>),
  };
}

/** A row's actions: the primary ones as links, destructive and rarer ones under a "More" menu. */
export function RowActions({ actions, limit = INLINE_ACTIONS }: { actions: ReactNode; limit?: number }) {
  const { t } = useTranslation();
  const { inline, more } = splitActions(flattenActions(actions), limit);
  return (
    <Space size={0} style={{ whiteSpace: 'nowrap' }}>
      {inline}
      {more.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items: more.map(menuItem) }}>
          <Button type="link" size="small">
            {t('common.more')} <span aria-hidden>▾</span>
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
