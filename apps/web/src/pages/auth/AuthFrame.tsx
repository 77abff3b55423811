import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../app/i18n/i18n';
import { setLanguage, setSkin, usePreferences, type Skin } from '../../app/preferences';
import { AppLogo } from '../../app/shell/AppLogo';
import { AuthPicker } from './AuthPicker';

/**
 * The sign-in screens: a centred card with the logo and product name, the language and skin choices above it.
 * They follow antd's look (its colour, radius, control heights and focus ring, as CSS variables that the skins
 * switch) without loading antd: the sign-in route must stay within 150 KB of script as transferred
 * (test/bundle-budget.test.ts), and antd's runtime alone would pass it.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { language, skin } = usePreferences();
  return (
    <main className="auth-page">
      <div className="auth-toolbar">
        <AuthPicker
          id="auth-language"
          compact
          label={t('shell.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          onChange={(code) => void setLanguage(code as Language)}
        />
        <AuthPicker
          id="auth-skin"
          compact
          label={t('shell.skin')}
          value={skin}
          options={[
            { value: 'light', label: t('shell.light') },
            { value: 'dark', label: t('shell.dark') },
          ]}
          onChange={(value) => setSkin(value as Skin)}
        />
      </div>
      <div className="auth-brand">
        <AppLogo size={44} />
        <span className="auth-brand-name">{t('app.name')}</span>
      </div>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
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
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `auth-${String(name)}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
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

  /** Sets a field that is not a text input (the pickers). */
  const set = (name: keyof T, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return { values, errors, busy, bind, set, check, submit };
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
        <div className="auth-error" role="alert" id={`${htmlFor}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
