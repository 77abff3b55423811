import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { compareVersions } from './app-version.service.js';

const s = useTestApp();

const P = '/api/blade-system/app-version';
const CHECK = '/api/mcc-open/openAppVersion/checkV2';

describe('app versions', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('20250321123024', '9999999999999')).toBe(1);
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('1.0', '1')).toBe(0);
  });

  it('checkV2 answers the newest published version without a token', async () => {
    expect((await s.t.post(null, CHECK, { deviceMode: 'pc' })).data).toBeNull();
    const older = await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'pc', appVersion: '20250101000000', remark: 'New year' });
    expect(older.code).toBe(200);
    const newest = await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'pc', appVersion: '20250321123024', remark: 'Leave calendar' });
    await s.t.post(s.admin, `${P}/submit`, { deviceMode: 'pc', appVersion: '9999999999999' }); // longer text but numerically smaller
    await s.t.post(s.admin, `${P}/submit`, { deviceMode: 'android', appVersion: '20260101000000' });
    const withdrawn = await s.t.post(s.admin, `${P}/submit`, { deviceMode: 'pc', appVersion: '20300101000000', status: 0 });
    expect(withdrawn.data.status).toBe(0);

    const check = await s.t.post(null, `${CHECK}?appVersion=20250101000000`);
    expect(check.code).toBe(200);
    expect(check.data).toEqual({ id: newest.data.id, appVersion: '20250321123024' });
    expect((await s.t.get(null, CHECK, { deviceMode: 'android' })).data.appVersion).toBe('20260101000000');
    expect((await s.t.post(null, CHECK, { deviceMode: 'ios' })).data).toBeNull();

    const page = await s.t.get(s.admin, `${P}/page`, { deviceMode: 'pc', size: -1 });
    expect(page.data.total).toBe(4);
    const removed = await s.t.post(s.admin, `${P}/remove`, { ids: newest.data.id });
    expect(removed.code).toBe(200);
    expect((await s.t.post(null, CHECK)).data.appVersion).toBe('20250101000000');
  });

  it('answers 400, 404 and 409 for bad writes and needs a permission to publish', async () => {
    const bad = await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'pc', appVersion: 'v1-beta' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/appVersion/);
    expect((await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'bad mode!', appVersion: '1' })).status).toBe(400);
    expect((await s.t.post(null, CHECK, { appVersion: 'x' })).status).toBe(400);
    await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'ios', appVersion: '1.2.3' });
    const dup = await s.t.post(s.admin, `${P}/publish`, { deviceMode: 'ios', appVersion: '1.2.3' });
    expect(dup.status).toBe(409);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: '999' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: '999' })).status).toBe(404);
    expect((await s.t.post(null, `${P}/publish`, { appVersion: '2' })).status).toBe(401);
  });
});
