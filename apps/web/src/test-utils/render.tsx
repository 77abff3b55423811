import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AntdProviders } from '../app/shell/AntdProviders';
import { setNotifier, type Toast } from '../app/notify';
import { initI18n } from '../app/i18n/i18n';
import { queryClient } from '../app/queryClient';

/** Renders inside the signed-in providers and records toasts instead of showing them. */
export async function renderInApp(ui: ReactElement) {
  await initI18n();
  queryClient.clear();
  const toasts: Toast[] = [];
  const result = render(
    <MemoryRouter>
      <AntdProviders>{ui}</AntdProviders>
    </MemoryRouter>,
  );
  setNotifier((toast) => toasts.push(toast));
  return { ...result, toasts };
}
