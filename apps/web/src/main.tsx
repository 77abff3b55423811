import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n/i18n';
import { router } from './app/router';
import { configureHttp } from './app/http/client';
import { VersionBanner } from './app/shell/VersionBanner';
import './app/base.css';

// a worker's session that ended goes back to the SMS sign-in his phone uses
configureHttp({ onUnauthorized: () => void router.navigate(location.pathname.startsWith('/me') ? '/loginBySms' : '/login', { replace: true }) });

// The installable app's service worker (vite.config.ts `pwa`): the app shell opens with no signal once visited.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}

// Not a top-level await: the language's catalogue chunk imports from the boot chunk this module is in
// (vite.config.ts firstScreenChunks), and a boot chunk still evaluating would never let it load.
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <>
      <VersionBanner />
      <RouterProvider router={router} />
    </>,
  ),
);
