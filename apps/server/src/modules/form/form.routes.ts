import { z } from 'zod';
import { FORM_PERMISSIONS } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { fields, forms } from './form.queries.js';
import { fieldsToFill } from './form.service.js';

const BASE = '/api/mcc-base/base';
// every signed-in user reads the forms (the web loads the ones they can start at sign-in); the designer writes them
const FORM_ROUTE_PERMISSIONS = { ...FORM_PERMISSIONS, view: 'authenticated' };

/** Template forms and fields: `/api/mcc-base/base/templateForm/*`, `/api/mcc-base/base/templateField/*`. */
export const formRoutes = [
  ...crudRoutes(forms, { prefix: `${BASE}/templateForm`, permissions: FORM_ROUTE_PERMISSIONS, routes: { page: 'formPage' } }),
  listRoute(forms, { url: `${BASE}/templateForm/queryTemplateFormProcess`, permission: 'authenticated', summary: 'Page of templateForm' }),
  ...crudRoutes(fields, { prefix: `${BASE}/templateField`, permissions: FORM_PERMISSIONS, routes: { detail: false } }),
  route({
    method: 'GET',
    url: `${BASE}/templateField/detail`,
    permission: 'authenticated',
    summary: 'The field definitions of a form, as the caller fills it in (with the Approver field of multi-department users)',
    tags: ['templateField'],
    input: z.object({ formId: zId }),
    output: z.array(fields.record),
    handler: ({ formId }, ctx) => fieldsToFill(ctx, formId),
  }),
];
