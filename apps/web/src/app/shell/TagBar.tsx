import { useRef, type KeyboardEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface OpenTag {
  /** Which page the tab is (shell/menus.ts tagKeyOf). */
  key: string;
  /** Where it goes: the page's last address. */
  path: string;
  label: string;
  closable: boolean;
}

/**
 * The bar of open pages (seed 001 section 2): one tab per page, the current one selected. A tablist of tabs only
 * (antd's editable tabs put their close buttons inside the tablist, which screen readers cannot reach as tabs):
 * arrows move between the tabs, Enter or Space opens one, Delete closes it; the mouse closes with the cross.
 * One tab per page (`current` and `onClose` take its key): moving within a page (the leave calendar's
 * date, a list's tab) updates its tab, which goes back to where the page was left.
 */
export function TagBar({
  tags,
  current,
  onOpen,
  onClose,
}: {
  tags: OpenTag[];
  current: string;
  onOpen: (path: string) => void;
  onClose: (key: string) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => list.current?.querySelectorAll<HTMLElement>('[role=tab]')[index]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, tag: OpenTag) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step) {
      event.preventDefault();
      focusTab((index + step + tags.length) % tags.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusTab(event.key === 'Home' ? 0 : tags.length - 1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(tag.path);
    } else if (event.key === 'Delete' && tag.closable) {
      event.preventDefault();
      onClose(tag.key);
      focusTab(Math.max(0, index - 1));
    }
  };

  return (
    <div ref={list} role="tablist" aria-label={t('shell.openPages')} className="shell-tags" data-testid="tag-bar">
      {tags.map((tag, index) => {
        const active = tag.key === current;
        return (
          <div
            key={tag.key}
            role="tab"
            aria-selected={active}
            tabIndex={active || (!tags.some((other) => other.key === current) && index === 0) ? 0 : -1}
            title={tag.closable ? t('shell.closeTagHint') : undefined}
            className={`shell-tag${active ? ' shell-tag-active' : ''}`}
            onClick={() => onOpen(tag.path)}
            onKeyDown={(event) => onKeyDown(event, index, tag)}
          >
            <span className="shell-tag-label">{tag.label}</span>
            {tag.closable && (
              <span
                className="shell-tag-close"
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(tag.key);
                }}
              >
                <CloseOutlined />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
