import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../queryClient';
import { antdLocaleFor } from '../i18n/i18n';
import { usePreferences } from '../preferences';
import { setNotifier, TOAST_SECONDS } from '../notify';

/** Binds toasts to antd's themed notification API while the shell is mounted. */
function NotifierBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(() => {
    setNotifier(({ kind, title, text }) => notification[kind]({ title, description: text, duration: TOAST_SECONDS }));
    return () => setNotifier();
  }, [notification]);
  return null;
}

/**
 * The light skin's blue one step darker than antd's default (#1677ff), so white text on primary buttons and
 * blue links on white pass WCAG AA contrast (and the red of danger buttons likewise) (4.5:1; the accessibility test runs axe on the main screens);
 * the logo and the sign-in screens use the same blue. Secondary text is darkened for the same reason.
 */
const LIGHT_TOKENS = {
  colorPrimary: '#1668dc',
  colorLink: '#1668dc',
  colorInfo: '#1668dc',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
  colorTextDescription: 'rgba(0, 0, 0, 0.55)',
};

/** A phone's width (antd's `xs`): controls there are a finger's size. */
const PHONE = '(max-width: 575px)';
const phoneQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined);
const subscribePhone = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
/** On a phone, buttons and inputs are 44 px high (a touch target; issue 33); smaller and larger sizes follow. */
const PHONE_TOKENS = { controlHeight: 44 };

/** antd theme (skin), antd locale (language) and the query cache, for everything behind sign-in. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { skin, language } = usePreferences();
  const phone = usePhone();
  const token = { ...(skin === 'dark' ? undefined : LIGHT_TOKENS), ...(phone ? PHONE_TOKENS : undefined) };
  return (
    <ConfigProvider locale={antdLocaleFor(language)} theme={{ algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token }}>
      <AntdApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
