import { defineModule } from '../module.js';
import { documentRoutes } from './documents.routes.js';
import { PAYSLIP_JOB, runPayslipBatch } from './batch.service.js';

/** Documents people sign and keep, drawn as PDF on the server: offer letters, letters of appointment, key employment terms, payslips. */
export const documentsModule = defineModule({ name: 'documents', routes: [documentRoutes], jobs: { [PAYSLIP_JOB]: { run: runPayslipBatch, maxAttempts: 1 } } });
