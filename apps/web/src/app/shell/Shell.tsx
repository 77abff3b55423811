import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Breadcrumb, Button, Dropdown, Grid, Layout, Menu, Modal, Skeleton, Space, Typography, theme, type MenuProps } from 'antd';
import { GlobalOutlined, LayoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, updateSession, type MenuItem } from '../session/session';
import { loadAfterSignIn, logout, sessionMustChangePassword } from '../session/auth';
import { DepartmentReportButton } from './DepartmentReport';
import { ensureFreshToken } from '../http/client';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../i18n/i18n';
import { setLanguage, setMenuLayout, setSkin, usePreferences, type MenuLayout, type Skin } from '../preferences';
import { findMenuByPath, framedMenu, isRefused, menuTarget, menuTrail, tagKeyOf, withTag, withoutTag } from './menus';
import { ForbiddenPage } from './ForbiddenPage';
import type { RouteHandle } from '../router';
import { AntdProviders } from './AntdProviders';
import { UnreadBell } from './UnreadBell';
import { useIsPublicLayout, useOwnPageTitle } from './layout';
import { lazy, Suspense } from 'react';
import { AppLogo } from './AppLogo';
import { menuPages } from '../routes';
import { TagBar } from './TagBar';

// the menu search (antd's AutoComplete) and the icon map load after the frame shows, outside the shell budget
const MenuSearch = lazy(() => import('./MenuSearch').then((m) => ({ default: m.MenuSearch })));
type IconModule = typeof import('./menuIcons');

const ChangePasswordForm = lazy(() => import('../../shared/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

const TOKEN_CHECK_MS = 30_000;

/** The entry names of pages whose menu is also a group (routes.ts `groupEntryKey`). */
const GROUP_ENTRY_KEYS = new Map(menuPages.flatMap((p) => (p.groupEntryKey ? [[p.path, p.groupEntryKey] as const] : [])));

/** The server's tree as antd menu items; top-level entries carry the icon named by their `source`. */
function toMenuItems(menus: MenuItem[], icons: IconModule | undefined, entryName: (path: string) => string | undefined, top = true): MenuProps['items'] {
  return menus.map((item) => {
    const group = Boolean(item.children?.length);
    const Icon = top ? icons?.menuIcon(item.source, group) : undefined;
    // biome-ignore lint/correctness/useJsxKeyInIterable: the icon is a property of the menu item, not an element of a list
    const icon = Icon ? <Icon /> : undefined;
    if (!group) return { key: menuTarget(item), label: item.name, icon };
    // a group that is also a page (Workers) opens it from its first entry: a group's title only expands
    const own = item.path ? entryName(menuTarget(item)) : undefined;
    const children = toMenuItems(item.children!, icons, entryName, false) ?? [];
    return { key: `group:${item.id ?? item.path}`, label: item.name, icon, children: own ? [{ key: menuTarget(item), label: own }, ...children] : children };
  });
}

/**
 * A header button showing the current choice; its menu offers the others. Its name is "<what>: <choice>", so
 * the words on the button are part of its name (WCAG 2.5.3: a voice user says what they see).
 */
function ChoiceMenu({
  label,
  value,
  choices,
  onChoose,
  icon,
  showChoice,
}: {
  label: string;
  value: string;
  choices: Array<{ key: string; label: string }>;
  onChoose: (key: string) => void;
  /** What the control is, drawn; the choice's name shows beside it only with `showChoice` (the language). */
  icon: ReactNode;
  showChoice?: boolean;
}) {
  const current = choices.find((choice) => choice.key === value)?.label ?? value;
  return (
    <Dropdown trigger={['click']} menu={{ items: choices, selectable: true, selectedKeys: [value], onClick: ({ key }) => onChoose(key) }}>
      <Button type="text" size="small" icon={icon} aria-label={`${label}: ${current}`} title={`${label}: ${current}`}>
        {showChoice ? current : null}
      </Button>
    </Dropdown>
  );
}

/** The signed-in frame: menu from the server's tree, header, tag bar, breadcrumbs, forced password change. */
export default function Shell() {
  return (
    <AntdProviders>
      <ShellFrame />
    </AntdProviders>
  );
}

function ShellFrame() {
  const { t } = useTranslation();
  const session = useSession();
  const preferences = usePreferences();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const [icons, setIcons] = useState<IconModule>();
  useEffect(() => void import('./menuIcons').then(setIcons, () => undefined), []);
  const current = location.pathname + location.search;

  useEffect(() => {
    // after sign-in and after a reload alike: user info (which may force a password change), permissions, menus
    void loadAfterSignIn().catch(() => undefined);
    const timer = setInterval(() => void ensureFreshToken(), TOKEN_CHECK_MS);
    return () => clearInterval(timer);
    // menus are loaded once per shell mount; sign-in loads them too
  }, []);

  // the tab (and the menu entry) of this address: its page, whatever its view state (shell/menus.ts tagKeyOf)
  const tagParams = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.tagParams)
    .find(Boolean);
  const pageKey = tagKeyOf(location.pathname, location.search, tagParams);
  const trail = useMemo(() => menuTrail(session.menus, pageKey), [session.menus, pageKey]);
  // the groups above the current page open as it is reached (by a link, the search or a reload); others stay as the user left them
  useEffect(() => {
    // a page that is also a group (Workers) opens its own group, where its entry is
    const groups = trail.at(-1)?.children?.length ? trail : trail.slice(0, -1);
    const above = groups.map((item) => `group:${item.id ?? item.path}`);
    // the same state when nothing is added, so the menu does not re-render (and move) under a pointer
    setOpenKeys((open) => (above.every((key) => open.includes(key)) ? open : [...open, ...above.filter((key) => !open.includes(key))]));
  }, [trail]);
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle as RouteHandle | undefined)
    .find((h) => h?.titleKey || h?.layout);
  const menuName = trail.at(-1)?.name ?? (handle?.menuPath ? findMenuByPath(session.menus, handle.menuPath)?.name : undefined);
  const ownTitle = useOwnPageTitle(current);
  const pageName =
    ownTitle ??
    menuName ??
    (location.pathname === '/iframe' ? framedMenu(session.menus, new URLSearchParams(location.search).get('src') ?? '')?.name : undefined) ??
    (handle?.titleKey ? t(handle.titleKey) : location.pathname);

  // a menu page whose menu the user does not hold: 403 inside the shell, and the page (and its calls) never
  // runs; until the tree is read such a page waits
  const requiredMenu = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.menu)
    .find(Boolean);
  const refused = isRefused(session.menus, session.menusLoaded, requiredMenu);

  const publicLayout = useIsPublicLayout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tag bar follows navigation only, not its own changes
  useEffect(() => {
    // the public layout has no tag bar; its pages stay out of the signed-in frame's tags
    if (publicLayout) return;
    const titleKey = ownTitle || menuName ? undefined : handle?.titleKey;
    updateSession({ tags: withTag(session.tags, { path: current, key: pageKey, label: pageName, titleKey }) });
    // the tag bar follows navigation only
  }, [current, pageKey, pageName, publicLayout]);

  const closeTag = (key: string) => {
    const { tags, next } = withoutTag(session.tags, key, pageKey);
    updateSession({ tags });
    if (next) navigate(next);
  };

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  const userMenu: MenuProps['items'] = [
    { key: 'account', label: t('shell.accountSetting'), onClick: () => navigate('/AccountSetting/index') },
    // the flag is stored before leaving, so a reload at any moment still lands on the lock screen
    {
      key: 'lock',
      label: t('lock.lock'),
      onClick: () => {
        updateSession({ locked: true });
        navigate('/lock');
      },
    },
    { key: 'logout', label: t('shell.logout'), onClick: () => void onLogout() },
  ];

  const horizontal = preferences.menuLayout === 'horizontal' && screens.md;
  const groupEntryName = (path: string) => {
    const key = GROUP_ENTRY_KEYS.get(path);
    return key ? t(key) : undefined;
  };
  const menu = (
    <Menu
      mode={horizontal ? 'horizontal' : 'inline'}
      // antd's dark algorithm darkens the light menu, so it matches the header and sider in both skins
      theme="light"
      selectedKeys={[pageKey]}
      // collapsed, the groups open as pop-ups on hover, so the inline open groups are kept for when it expands
      openKeys={horizontal || collapsed ? undefined : openKeys}
      onOpenChange={horizontal || collapsed ? undefined : setOpenKeys}
      items={[{ key: '/homePage', label: t('shell.home'), icon: icons && <icons.HomeIcon /> }, ...(toMenuItems(session.menus, icons, groupEntryName) ?? [])]}
      onClick={({ key }) => {
        navigate(key);
        if (!screens.lg) setCollapsed(true);
      }}
      style={{ borderInlineEnd: 'none', flex: horizontal ? 1 : undefined, minWidth: 0 }}
    />
  );

  // until a forced password change is done the server answers nothing else, so no page loads behind it
  const forced = sessionMustChangePassword(session);
  const userName = session.userInfo?.real_name ?? session.userInfo?.user_name ?? session.userInfo?.account ?? '';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!horizontal && !publicLayout && (
        <Layout.Sider
          width={220}
          breakpoint="lg"
          collapsedWidth={screens.md ? 64 : 0}
          collapsible
          // the sider's own trigger is fixed over its last entries; ours sits below the scrolling menu instead
          trigger={null}
          collapsed={collapsed}
          onCollapse={setCollapsed}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, height: '100vh', alignSelf: 'flex-start' }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                height: 64,
                padding: '0 16px',
                justifyContent: collapsed ? 'center' : undefined,
                flex: 'none',
                overflow: 'hidden',
              }}
            >
              <AppLogo size={28} />
              {!collapsed && (
                <span style={{ fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('app.name')}</span>
              )}
            </div>
            {!collapsed && (
              <div style={{ padding: '0 12px 8px', flex: 'none' }}>
                <Suspense fallback={<div style={{ height: 32 }} />}>
                  <MenuSearch
                    menus={session.menus}
                    onOpen={(target) => {
                      navigate(target);
                      if (!screens.lg) setCollapsed(true);
                    }}
                  />
                </Suspense>
              </div>
            )}
            {/* the browser tests find the menu by this name in every language */}
            <nav aria-label="main menu" style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
              {menu}
            </nav>
            {screens.md && (
              <Button
                type="text"
                block
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
                title={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
                aria-expanded={!collapsed}
                onClick={() => setCollapsed(!collapsed)}
                style={{ flex: 'none', height: 48, borderRadius: 0, borderTop: `1px solid ${token.colorBorderSecondary}` }}
              />
            )}
          </div>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '0 16px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            // a phone (issue 33): the header's choices wrap onto a second line instead of widening the page
            ...(screens.md ? {} : { flexWrap: 'wrap' as const, height: 'auto', minHeight: 64, rowGap: 0, padding: '0 8px' }),
          }}
        >
          {!screens.md && !publicLayout && (
            <Button
              type="text"
              aria-label={t('shell.mainMenu')}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            />
          )}
          {horizontal && !publicLayout && (
            <span style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap', fontWeight: 600 }}>
              <AppLogo size={28} />
              {t('app.name')}
            </span>
          )}
          {horizontal && !publicLayout && (
            <div style={{ width: 200, flex: 'none' }}>
              <Suspense fallback={<div style={{ height: 32 }} />}>
                <MenuSearch menus={session.menus} onOpen={(target) => navigate(target)} />
              </Suspense>
            </div>
          )}
          {publicLayout ? (
            // the public layout names the page instead of offering the menu (the portal or app around it navigates)
            <h1 style={{ flex: 1, minWidth: 0, margin: 0, fontSize: 16, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{pageName}</h1>
          ) : horizontal ? (
            <nav aria-label="main menu" style={{ flex: 1, minWidth: 0 }}>
              {menu}
            </nav>
          ) : (
            <div style={{ flex: 1 }} />
          )}
          <Space wrap={!screens.md} size={screens.md ? 'small' : 4}>
            <ChoiceMenu
              label={t('shell.language')}
              value={preferences.language}
              choices={LANGUAGES.map((code) => ({ key: code, label: LANGUAGE_NAMES[code] }))}
              onChoose={(code) => void setLanguage(code as Language)}
              icon={<GlobalOutlined />}
              showChoice={screens.md}
            />
            <ChoiceMenu
              label={t('shell.skin')}
              value={preferences.skin}
              choices={[
                { key: 'light', label: t('shell.light') },
                { key: 'dark', label: t('shell.dark') },
              ]}
              onChoose={(skin) => setSkin(skin as Skin)}
              icon={preferences.skin === 'dark' ? <MoonOutlined /> : <SunOutlined />}
            />
            {!forced && <UnreadBell publicLayout={publicLayout} />}
            {screens.md && !publicLayout && (
              <ChoiceMenu
                label={t('shell.layout')}
                value={preferences.menuLayout}
                choices={[
                  { key: 'vertical', label: t('shell.vertical') },
                  { key: 'horizontal', label: t('shell.horizontal') },
                ]}
                onChoose={(layout) => setMenuLayout(layout as MenuLayout)}
                icon={<LayoutOutlined />}
              />
            )}
            {screens.md && !publicLayout && !forced && <DepartmentReportButton />}
            <Dropdown menu={{ items: userMenu }} trigger={['click']}>
              <Button type="text" data-testid="user-menu">
                {userName || t('shell.accountSetting')}
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        {!publicLayout && (
          <div style={{ background: token.colorBgContainer, padding: '6px 16px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <TagBar
              current={pageKey}
              onOpen={(path) => navigate(path)}
              onClose={closeTag}
              // a menu page's tag reads its name from the menu tree, another its route's title, so both follow a language change
              tags={session.tags.map((tag) => ({
                key: tag.key ?? tag.path,
                path: tag.path,
                label: menuTrail(session.menus, tag.key ?? tag.path).at(-1)?.name ?? (tag.titleKey ? t(tag.titleKey) : tag.label),
                closable: session.tags.length > 1,
              }))}
            />
          </div>
        )}
        <Layout.Content style={{ padding: screens.md ? 16 : 8 }}>
          {!publicLayout && (
            <Breadcrumb
              style={{ marginBottom: 12 }}
              items={[
                { title: t('shell.home'), onClick: () => navigate('/homePage') },
                ...trail.map((item) => ({ title: item.name })),
                ...(trail.length ? [] : current.startsWith('/homePage') ? [] : [{ title: pageName }]),
              ]}
            />
          )}
          {forced ? null : refused ? <ForbiddenPage /> : requiredMenu && !session.menusLoaded ? <Skeleton active /> : <Outlet />}
        </Layout.Content>
      </Layout>
      <Modal open={Boolean(forced)} closable={false} maskClosable={false} keyboard={false} footer={null} title={t('password.forcedTitle')}>
        <Typography.Paragraph type="warning">{forced === 'expired' ? t('password.forcedExpired') : t('password.forcedInitial')}</Typography.Paragraph>
        <Suspense>{forced && <ChangePasswordForm />}</Suspense>
        <Button type="link" onClick={() => void onLogout()} style={{ paddingInline: 0, marginTop: 8 }}>
          {t('shell.logout')}
        </Button>
      </Modal>
    </Layout>
  );
}
