import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../app/i18n/i18n';
import { setLanguage, setSkin, usePreferences, type Skin } from '../../app/preferences';

/**
 * The sign-in screens are plain HTML with the app's CSS variables rather than antd: they must load within
 * 150 KB of gzipped script, and antd alone is close to that.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { language, skin } = usePreferences();
  return (
    <main className="auth-page">
      <section className="auth-card">
        <div className="auth-head">
          <h1>{title}</h1>
          <div className="auth-row">
            <select aria-label={t('shell.language')} value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            <select aria-label={t('shell.skin')} value={skin} onChange={(e) => setSkin(e.target.value as Skin)}>
              <option value="light">{t('shell.light')}</option>
              <option value="dark">{t('shell.dark')}</option>
            </select>
          </div>
        </div>
        {children}
      </section>
    </main>
  );
}

/** Where to go after signing in: back to the page that sent the user here, or home. */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from && !from.startsWith('/login') ? from : '/homePage';
}

type Values = Record<string, string>;

/**
 * Field state for the small sign-in forms: values, required checks with the spec's prompts, and a busy
 * flag while the call runs. `required` maps a field to the message shown when it is empty.
 */
export function useAuthForm<T extends Values>(initial: T, required: Partial<Record<keyof T, string>>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [busy, setBusy] = useState(false);

  const bind = (name: keyof T) => ({
    name: String(name),
    id: `auth-${String(name)}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const check = (names: Array<keyof T> = Object.keys(required) as Array<keyof T>): boolean => {
    const found: Partial<Record<keyof T, string>> = {};
    for (const name of names) if (required[name] && !String(values[name] ?? '').trim()) found[name] = required[name];
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (action: (values: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (!check() || busy) return;
    setBusy(true);
    try {
      await action(values);
    } catch {
      // the HTTP client has already shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, bind, check, submit };
}

export function AuthSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="primary" disabled={busy}>
      {label}
    </button>
  );
}

export function AuthField({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <div className="auth-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error && (
        <div className="auth-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
