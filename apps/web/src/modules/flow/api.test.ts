import { describe, expect, it } from 'vitest';
import { detailPath, newRequestPath } from './api';

describe('detail paths', () => {
  it('builds the detail path in either layout', () => {
    expect(detailPath('12', 'edit')).toBe('/flow/detail?processId=12&mode=edit');
    expect(detailPath('12', 'view', true)).toBe('/flow/detail/public?processId=12&mode=view');
  });
  it('builds the add mode of a form', () => {
    expect(newRequestPath('2')).toBe('/flow/detail?formId=2&mode=add');
    expect(newRequestPath('29', true)).toBe('/flow/detail/public?formId=29&mode=add');
  });
});
