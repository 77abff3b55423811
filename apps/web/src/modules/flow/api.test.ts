import { describe, expect, it } from 'vitest';
import { detailPath, listRouteOf } from './api';

describe('listRouteOf', () => {
  it('maps staff types under /staff/flow/{name}/index', () => {
    expect(listRouteOf(2)).toBe('/staff/flow/leave/index');
    expect(listRouteOf('18')).toBe('/staff/flow/hrForm/index');
  });
  it('maps worker types to their routes', () => {
    expect(listRouteOf(29)).toBe('/worker/apply/list');
    expect(listRouteOf(26)).toBe('/worker/flow/transferDormitory/index');
    expect(listRouteOf(17)).toBe('/worker/flow/turnSiteApply/index');
  });
  it('answers nothing for unknown types', () => {
    expect(listRouteOf(99)).toBeUndefined();
  });
  it('builds the detail path', () => {
    expect(detailPath('12', 'edit')).toBe('/flow/detail?processId=12&mode=edit');
  });
});
