import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

const MINE = /^\/api\/(blade-flow|mcc-base\/base-flow-task|mcc-base\/base\/template|mcc-staff\/(processfield|forwardprocess)|mcc-worker\/processfield)/;
const GARBAGE: Record<string, unknown>[] = [
  {},
  { id: 'abc', processInstanceId: '1; drop table x', taskId: -1, formId: '99999999999999999999', flag: 'maybe', current: 0, size: 'all' },
  { id: '1', processId: '1', processInstanceId: '1', taskId: '1', formId: '1', flag: 'ok', map: '{not json', xml: '<x', recipientIds: ',,', ids: 'a,b' },
  {
    formId: '2',
    map: { leaveDays: { $gt: 1 }, leaveReason: ['x'], __proto__: { polluted: 1 } },
    xml: '<?xml version="1.0"?><definitions/>',
    descs: 'password',
    ascs: 'createTime;',
    flowStatus: 'x',
  },
  { formId: '36', map: { ot: 'rows' }, fieldType: 'table', fieldName: '1x', fieldOption: '[]', formatOption: 'null', recipientIds: '1', processId: '2' },
];

describe('process calls never answer 5xx to malformed input', () => {
  it('fuzzes every flow and form route', async () => {
    const { t, admin } = ctx;
    const routes = t.app.routeTable.filter((r) => MINE.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      for (const g of GARBAGE) {
        const res =
          r.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: r.url,
                headers: admin.headers,
                query: Object.fromEntries(Object.entries(g).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
              })
            : await t.app.inject({ method: r.method as 'POST', url: r.url, headers: admin.headers, payload: g });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(g)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});
