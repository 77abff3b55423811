import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { http } from '../../app/http/client';
import { bladeResource, type RowOf } from './resource';

describe('bladeResource', () => {
  it('types its rows from the OpenAPI document by base and list path (the typecheck runs this file)', () => {
    const posts = bladeResource('/api/blade-system/post');
    expectTypeOf<RowOf<typeof posts>>().toHaveProperty('postName').toEqualTypeOf<string>();
    const depts = bladeResource('/api/blade-system/dept', { list: 'list' });
    expectTypeOf<RowOf<typeof depts>>().toHaveProperty('deptName').toEqualTypeOf<string>();
    // a base the document does not describe keeps untyped rows
    expectTypeOf<RowOf<ReturnType<typeof bladeResource<'/api/unknown'>>>>().toEqualTypeOf<Record<string, unknown>>();
  });

  it('calls the BladeX paths: page, detail by id, submit, remove with ids in the query', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ records: [], total: 0 });
    const post = vi.spyOn(http, 'post').mockResolvedValue(true);
    const postParams = vi.spyOn(http, 'postParams').mockResolvedValue(true);
    const teams = bladeResource('/api/mcc-worker/team', { save: 'addTeam', update: 'update', remove: 'delTeam' });
    await teams.list({ current: 1, size: 10 });
    await teams.detail?.({ id: '7' } as RowOf<typeof teams>);
    await teams.save?.({ name: 'A' });
    await teams.update?.({ id: '7', name: 'B' });
    await teams.remove?.(['7', '8']);
    expect(get.mock.calls).toEqual([
      ['/api/mcc-worker/team/page', { current: 1, size: 10 }],
      ['/api/mcc-worker/team/detail', { id: '7' }],
    ]);
    expect(post.mock.calls).toEqual([
      ['/api/mcc-worker/team/addTeam', { name: 'A' }],
      ['/api/mcc-worker/team/update', { id: '7', name: 'B' }],
    ]);
    expect(postParams.mock.calls).toEqual([['/api/mcc-worker/team/delTeam', { ids: '7,8' }]]);
    vi.restoreAllMocks();
  });
});
