import { useEffect, type ReactNode } from 'react';
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

/** antd theme (skin), antd locale (language) and the query cache, for everything behind sign-in. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { skin, language } = usePreferences();
  return (
    <ConfigProvider locale={antdLocaleFor(language)} theme={{ algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      <AntdApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
