import { describe, expect, it } from 'vitest';
import { assignOperationIds, baseOperationId } from './operation-ids.js';

const ids = (paths: Record<string, Record<string, Record<string, unknown>>>) => {
  const doc = { paths };
  assignOperationIds(doc);
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method} ${path} ${op.operationId}`));
};

describe('operation ids', () => {
  it('drop /api/ and the service, camelCase the rest, path parameters as By<Name>', () => {
    expect(baseOperationId('/api/mcc-staff/leaverecord/page')).toBe('leaverecordPage');
    expect(baseOperationId('/api/mcc-staff/vacationCreditDetail/search')).toBe('vacationCreditDetailSearch');
    expect(baseOperationId('/api/blade-flow/work/todo-list')).toBe('workTodoList');
    expect(baseOperationId('/api/blade-resource/file/{attachId}')).toBe('fileByAttachId');
    expect(baseOperationId('/api/mcc-open/calendar/:file')).toBe('calendarByFile');
  });

  it('settle collisions by the service in front, then the method after; a route’s own id is kept', () => {
    expect(
      ids({
        '/api/mcc-worker/processfield/page': { get: {} },
        '/api/mcc-staff/processfield/page': { get: {} },
        '/api/mcc-open/version/check': { post: {}, get: {} },
        '/api/blade-system/menu/list': { get: { operationId: 'menuTree' } },
        '/api/blade-system/menu/tree': { get: {} },
      }),
    ).toEqual([
      'get /api/mcc-worker/processfield/page workerProcessfieldPage',
      'get /api/mcc-staff/processfield/page staffProcessfieldPage',
      'post /api/mcc-open/version/check versionCheckPost',
      'get /api/mcc-open/version/check versionCheck',
      'get /api/blade-system/menu/list menuTree',
      'get /api/blade-system/menu/tree systemMenuTree',
    ]);
  });
});
