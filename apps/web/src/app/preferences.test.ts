import { beforeEach, describe, expect, it } from 'vitest';
import i18n, { initI18n, storedLanguage, antdLocaleFor } from './i18n/i18n';
import { setLanguage, setSkin } from './preferences';
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
