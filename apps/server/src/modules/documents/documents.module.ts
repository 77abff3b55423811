import { defineModule } from '../module.js';
import { documentRoutes } from './documents.routes.js';
import { PAYSLIP_JOB, runPayslipBatch } from './batch.service.js';
import { documentsNames } from './documents.names.js';

/** Documents people sign and keep, drawn as PDF on the server: offer letters, letters of appointment, key employment terms, payslips. */
export const documentsModule = defineModule({
  name: 'documents',
  names: documentsNames,
  routes: [documentRoutes],
  jobs: { [PAYSLIP_JOB]: { run: runPayslipBatch, maxAttempts: 1 } },
});
