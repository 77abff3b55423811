import { z } from 'zod';
import { RECRUIT_PERMISSIONS as R } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { jobs, resumeExportRows, resumes, resumeView } from './recruit.queries.js';
import { inviteCandidate } from './interview.service.js';
import { inviteInput } from './recruit.schema.js';

const P = '/api/mcc-staff';
const TAGS = ['resume'];
/** Jobs and resumes are created and updated by separate calls (no submit, no list). */
const CALLS = { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' } as const;

const EXPORT_COLUMNS: ExcelColumn<Record<string, unknown>>[] = [
  { header: 'Name', key: 'name' },
  { header: 'English name', key: 'enName' },
  { header: 'Mobile', key: 'mobile' },
  { header: 'Email', key: 'email' },
  { header: 'Nationality', key: 'nationality' },
  { header: 'Highest education', key: 'highestEducation' },
  { header: 'Expected salary', key: 'expectedSalary' },
  { header: 'Created', key: 'createTime' },
];

/** Jobs and resumes: `/api/mcc-staff/{job,resume}/{page,detail,save,update,remove}`, the resume view, invitations and the export. */
export const resumeRoutes = [
  ...crudRoutes(jobs, { prefix: `${P}/job`, permissions: R.job, routes: CALLS }),
  ...crudRoutes(resumes, { prefix: `${P}/resume`, permissions: R.resume, routes: CALLS }),
  route({
    method: 'GET',
    url: `${P}/resume/view`,
    permission: R.resume.view,
    summary: 'A resume for reading: its fields, attachments (fresh links) and the interviews it belongs to',
    tags: TAGS,
    input: z.object({ id: zId }),
    output: resumes.record.extend({
      interviews: z.array(
        z.object({ id: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number(), interviewDate: z.string().nullable() }),
      ),
    }),
    handler: ({ id }, ctx) => resumeView(ctx, id),
  }),
  route({
    method: 'POST',
    url: `${P}/resume/invite`,
    permission: R.resume.invite,
    summary: 'Invites a candidate: creates (or re-sends) the interview and e-mails the invitation link (valid 14 days)',
    tags: TAGS,
    input: inviteInput,
    output: z.object({ interviewId: z.string(), resumeId: z.string(), url: z.string() }),
    handler: (v, ctx) => inviteCandidate(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${P}/resume/excel`,
    permission: R.resume.view,
    summary: 'Resumes as an Excel file (the page filters apply)',
    tags: TAGS,
    input: resumes.listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName: 'resumes.xlsx', columns: EXPORT_COLUMNS, rows: resumeExportRows(ctx, q) }),
  }),
];
