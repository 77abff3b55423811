import { z } from 'zod';
import { ResourcePermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { attachmentLink, readableAttachment, FILE_ROUTE, sendAttachment, sendSignedFile, upload } from './attach.service.js';
import { enableOss } from './oss.service.js';
import { attachments, ossConfigs } from './resource.queries.js';

const uploadAnswer = z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() });

/** `/api/blade-resource/`: uploads, downloads, signed file links, attachments and object-storage configs. */
export const resourceRoutes = [
  ...['put-file-attach', 'put-file-attach2'].map((name) =>
    route({
      method: 'POST',
      url: `/api/blade-resource/oss/endpoint/${name}`,
      permission: 'authenticated',
      summary: 'Upload one file (multipart, field "file"): checked by content, stored under a generated name',
      tags: ['attach'],
      output: uploadAnswer,
      handler: (_input, ctx) => upload(ctx),
    }),
  ),
  route({
    method: 'GET',
    url: '/api/blade-resource/attach/download',
    permission: 'authenticated',
    summary:
      'Download an attachment by id: its uploader, or attachment administrators (attach_view); others open files through the signed links of the records they read (404)',
    tags: ['attach'],
    input: z.object({ id: zId }),
    download: 'file',
    handler: async ({ id }, { db, auth, req, reply }) => sendAttachment(req, reply, await readableAttachment({ db, auth }, id), 'attachment', 0),
  }),
  route({
    method: 'GET',
    url: '/api/blade-resource/attach/link',
    permission: 'authenticated',
    summary: 'A fresh signed link to an attachment by id (its uploader or attach_view, else 404), for <img> and links without a header',
    tags: ['attach'],
    input: z.object({ id: zId }),
    output: z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }),
    handler: ({ id }, ctx) => attachmentLink(ctx, id),
  }),
  route({
    method: 'GET',
    url: `${FILE_ROUTE}/:attachId`,
    permission: 'public',
    // opened by <img> and links, which carry no headers: the signature is the credential
    clientCheck: false,
    summary: 'Open a file by its signed link (no token; 403 when expired or altered)',
    tags: ['attach'],
    input: z.object({ expires: z.coerce.number().int(), sig: z.string().max(200) }),
    download: 'file',
    handler: ({ expires, sig }, ctx) => sendSignedFile(ctx, String((ctx.req.params as { attachId?: string }).attachId ?? ''), expires, sig),
  }),
  ...crudRoutes(attachments, { prefix: '/api/blade-resource/attach', permissions: ResourcePermissions.attach, routes: { list: false, submit: false } }),
  ...crudRoutes(ossConfigs, { prefix: '/api/blade-resource/oss', permissions: ResourcePermissions.oss }),
  route({
    method: 'POST',
    url: '/api/blade-resource/oss/enable',
    permission: ResourcePermissions.oss.enable,
    summary: 'Make one object-storage config the one in use for the tenant (the others are switched off)',
    tags: ['oss'],
    input: z.object({ id: zId }),
    output: z.null(),
    handler: ({ id }, ctx) => enableOss(ctx, id).then(() => null),
  }),
];
