import { GrantType } from '@hr/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthField, AuthFrame, AuthSubmit, afterSignInPath, useAuthForm } from './AuthFrame';
import { AuthPicker } from './AuthPicker';
import { sendLoginSms, signIn } from '../../app/session/auth';
import { notify } from '../../app/notify';
import { getSession } from '../../app/session/session';
import { isWorkerSession } from '../../modules/me/me-session';

export const DEFAULT_COUNTRY_CODE = '+65';
export const SMS_COOLDOWN_SECONDS = 60;
const COUNTRY_CODES = ['+65', '+60', '+62', '+63', '+66', '+84', '+86', '+852', '+886', '+91', '+880', '+95', '+44', '+1'];

/** A mobile number as the server keys it: country code, a space, the number (seed 001 section 5). */
export function fullPhone(countryCode: string, phone: string): string {
  return `${countryCode} ${phone.trim()}`;
}

function useCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(SMS_COOLDOWN_SECONDS)] as const;
}

export default function SmsLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [cooldown, startCooldown] = useCooldown();
  const form = useAuthForm(
    { tenantId: '000000', countryCode: DEFAULT_COUNTRY_CODE, phone: '', verifyCode: '' },
    { tenantId: t('login.tenantId'), phone: t('login.phoneRequired'), verifyCode: t('login.otpRequired') },
  );

  const sendCode = async () => {
    if (!form.check(['phone'])) return;
    await sendLoginSms(form.values.tenantId, fullPhone(form.values.countryCode, form.values.phone));
    startCooldown();
    notify.success(t('login.codeSent'));
  };

  const onSubmit = form.submit(async (values) => {
    await signIn({ grant_type: GrantType.SMS, tenantId: values.tenantId, phone: fullPhone(values.countryCode, values.phone), verifyCode: values.verifyCode });
    // a worker's account opens his own pages (issue 33)
    navigate(isWorkerSession(getSession()) ? '/me' : afterSignInPath(location.state), { replace: true });
  });

  return (
    <AuthFrame title={t('login.bySms')}>
      <form onSubmit={onSubmit} noValidate>
        <AuthField label={t('login.tenantId')} htmlFor="auth-tenantId" error={form.errors.tenantId}>
          <input {...form.bind('tenantId')} />
        </AuthField>
        <AuthField label={t('login.phone')} htmlFor="auth-phone" error={form.errors.phone}>
          <div className="auth-row">
            <AuthPicker
              id="auth-countryCode"
              label={t('login.countryCode')}
              value={form.values.countryCode}
              options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
              onChange={(code) => form.set('countryCode', code)}
            />
            <input {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />
          </div>
        </AuthField>
        <AuthField label={t('login.otp')} htmlFor="auth-verifyCode" error={form.errors.verifyCode}>
          <div className="auth-row">
            <input {...form.bind('verifyCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <button type="button" disabled={cooldown > 0} onClick={() => void sendCode().catch(() => undefined)}>
              {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode')}
            </button>
          </div>
        </AuthField>
        <AuthSubmit busy={form.busy} label={t('login.submit')} />
      </form>
      <nav className="auth-links">
        <Link to="/login">{t('login.byPassword')}</Link>
      </nav>
    </AuthFrame>
  );
}
