// A server that freezes in the middle of starting a request (inside the start transaction), so a test can
// SIGKILL it there. Run with `tsx`; DATABASE_URL names an already bootstrapped database.
import { buildApp } from '../../app.js';
import { defineModule } from '../module.js';
import { worker } from '../worker/worker.tables.js';
import { ADMIN_PASSWORD, BASIC } from '../../../test/helpers.js';

const hang = defineModule({
  name: 'crash-child',
  serviceHooks: {
    'test.hang': async () => {
      process.stdout.write('HANG\n');
      await new Promise(() => undefined);
    },
  },
});

const app = await buildApp({
  modules: [hang],
  config: { adminPassword: ADMIN_PASSWORD, jwtSecret: 'test-signing-key-only-for-tests', backgroundJobs: false, logLevel: 'silent' },
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/blade-auth/oauth/token',
  headers: { authorization: BASIC, 'tenant-id': '000000' },
  payload: { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD, tenantId: '000000', scope: 'all' },
});
const headers = { authorization: BASIC, 'blade-auth': `bearer ${login.json().access_token}` };
const xml =
  `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ` +
  `xmlns:flow="http://hr.local/schema/flow" id="d" targetNamespace="x"><bpmn:process id="workerForm" ` +
  `isExecutable="true"><bpmn:startEvent id="s"/><bpmn:serviceTask id="h" flow:hook="test.hang"/><bpmn:endEvent ` +
  `id="e"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="h"/><bpmn:sequenceFlow id="f2" sourceRef="h" ` +
  `targetRef="e"/></bpmn:process></bpmn:definitions>`;
const deployed = await app.inject({ method: 'POST', url: '/api/blade-flow/manager/deploy', headers, payload: { xml, formId: '30' } });
if (deployed.statusCode !== 200) throw new Error(`deploy failed: ${deployed.body}`);
process.stdout.write('DEPLOYED\n');
// a worker to file for (the request names a live worker of the tenant)
const [w] = await app.db
  .insert(worker)
  .values({ name: 'Crash Worker', employmentCode: `CW${Date.now()}`, entryDate: '2020-01-01' })
  .returning({ id: worker.id });
await app.inject({
  method: 'POST',
  url: '/api/mcc-worker/processfield/startProcess',
  headers,
  payload: { formId: '30', map: { workerId: w.id, subject: 'Crash', content: 'Never started' } },
});
