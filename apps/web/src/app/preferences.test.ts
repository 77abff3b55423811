import { beforeEach, describe, expect, it } from 'vitest';
import i18n, { initI18n, storedLanguage, antdLocaleFor, LANGUAGE_NAMES } from './i18n/i18n';
import { languageAfterSignIn, setLanguage, setSkin } from './preferences';
import { configureHttp } from './http/client';
import { clearSession, getSession, saveTokens } from './session/session';
import { isNewerVersion } from './version';

beforeEach(async () => {
  localStorage.clear();
  await initI18n();
});

describe('language and skin', () => {
  it('defaults to English', () => {
    expect(storedLanguage()).toBe('en');
    expect(i18n.t('prompt.selectOne')).toBe('Please select at least one piece of data!');
  });

  it('stores the language under the app key with its type and time, and switches antd too', async () => {
    await setLanguage('zh');
    const stored = JSON.parse(localStorage.getItem('hr-language')!);
    expect(stored).toMatchObject({ dataType: 'string', content: 'zh' });
    expect(typeof stored.datetime).toBe('number');
    expect(storedLanguage()).toBe('zh');
    expect(i18n.t('common.add')).toBe('新增');
    expect(antdLocaleFor('zh').locale).toBe('zh-cn');
    await setLanguage('en');
  });

  it("words the worker's pages in Tamil, Bengali, Burmese and Malay, English where a language has no text yet", async () => {
    await setLanguage('ta');
    expect(i18n.t('me.nav.payslips')).toBe('சம்பளச் சீட்டு');
    expect(i18n.t('me.home.daysLeft', { count: 3 })).toBe('இன்னும் 3 நாட்கள்');
    expect(i18n.t('login.bySms')).toBe('SMS மூலம் உள்நுழை');
    expect(i18n.t('prompt.selectOne')).toBe('Please select at least one piece of data!');
    expect(antdLocaleFor('ta').locale).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    await setLanguage('bn');
    expect(i18n.t('me.leave.remaining')).toBe('বাকি');
    await setLanguage('my');
    expect(i18n.t('me.signOut')).toBe('ထွက်ရန်');
    await setLanguage('ms');
    expect(i18n.t('me.home.applyLeave')).toBe('Mohon cuti');
    expect(LANGUAGE_NAMES).toMatchObject({ ms: 'Bahasa Melayu', ta: 'தமிழ்', bn: 'বাংলা', my: 'မြန်မာ' });
    await setLanguage('en');
  });

  it("keeps a signed-in worker's choice with his account, and takes up the account's choice on signing in", async () => {
    const posts: { url: string; body: string }[] = [];
    configureHttp({
      fetch: async (input, init) => {
        posts.push({ url: String(input), body: String(init?.body ?? '') });
        return new Response(JSON.stringify({ code: 200, success: true, data: {}, msg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    try {
      saveTokens({ access_token: 'AT', refresh_token: 'RT', expires_in: 3600, tenant_id: '000000', user_id: '9', user_type: 2, language: '' });
      await setLanguage('ta');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(posts.map((p) => p.url)).toEqual([expect.stringContaining('/api/mcc-worker/self/language')]);
      expect(posts[0]!.body).toContain('ta');
      expect(getSession().userInfo?.language).toBe('ta');
      // a new phone: the account's Bengali wins over the sign-in page's English
      await setLanguage('en');
      saveTokens({ access_token: 'AT', refresh_token: 'RT', expires_in: 3600, tenant_id: '000000', user_id: '9', user_type: 2, language: 'bn' });
      posts.length = 0;
      await languageAfterSignIn();
      expect(storedLanguage()).toBe('bn');
      expect(posts).toEqual([]);
    } finally {
      clearSession();
      configureHttp({ fetch: (...args) => globalThis.fetch(...args) });
      await setLanguage('en');
    }
  });

  it('stores the skin and marks the document with it', () => {
    setSkin('dark');
    expect(JSON.parse(localStorage.getItem('hr-skin')!).content).toBe('dark');
    expect(document.documentElement.dataset.skin).toBe('dark');
  });
});

describe('version check', () => {
  it('shows the banner only for a greater server version', () => {
    expect(isNewerVersion('20250321123025', '20250321123024')).toBe(true);
    expect(isNewerVersion('20250321123024', '20250321123024')).toBe(false);
    expect(isNewerVersion('20240101000000', '20250321123024')).toBe(false);
    expect(isNewerVersion(undefined, '20250321123024')).toBe(false);
    expect(isNewerVersion('1.10.0', '1.9.9')).toBe(true);
  });
});
