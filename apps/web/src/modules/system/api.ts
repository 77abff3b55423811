import { api } from '../../app/http/api';
import { http, type Page } from '../../app/http/client';
import { loadCompanyClock } from '../../app/clock';
import { bladeResource, type CrudResource, type RowOf } from '../../shared/crud/resource';

/** Every call of the administration pages, named by what it does (the pages import them). */

type Row = Record<string, unknown>;

export const appVersionResource = bladeResource('/api/blade-system/app-version', { save: 'publish', update: 'submit' });
export const attachmentResource = bladeResource('/api/blade-resource/attach');
export const auditLogResource = bladeResource('/api/blade-system/audit-log', { list: 'page', remove: false });
export const clientResource = bladeResource('/api/blade-system/client');
export const menuResource = bladeResource('/api/blade-system/menu', { list: 'list' });
export const ossResource = bladeResource('/api/blade-resource/oss');
/** Makes one storage the tenant's active one. */
export const enableOss = (id: unknown) => http.postParams('/api/blade-resource/oss/enable', { id });
export const postResource = bladeResource('/api/blade-system/post');
export const roleResource = bladeResource('/api/blade-system/role', { list: 'list' });
export const userResource = bladeResource('/api/blade-user', { update: 'update' });
export const dataScopeResource = bladeResource('/api/blade-system/data-scope', { list: 'list' });
export const apiScopeResource = bladeResource('/api/blade-system/api-scope', { list: 'list' });

const dept = bladeResource('/api/blade-system/dept', { list: 'list' });
/** The logo travels as its attachment id; the answer's logoFile (with a fresh link) fills the upload field. */
const withLogo = (v: Row): Row => {
  const { logoFile, ...rest } = v;
  const file = (Array.isArray(logoFile) ? logoFile[0] : logoFile) as { attachId?: string } | null | undefined;
  return { ...rest, logo: file?.attachId ?? null };
};
export const deptResource: CrudResource<RowOf<typeof dept>> = {
  ...dept,
  save: (v: Row) => dept.save!(withLogo(v)),
  update: (v: Row) => dept.update!(withLogo(v)),
};

const param = bladeResource('/api/blade-system/param', { list: 'list' });
/** Parameters; a change of company.timeZone moves every "today" of the web: the clock is read again after each write. */
export const paramResource: CrudResource = {
  ...param,
  save: async (row) => {
    try {
      return await param.save?.(row);
    } finally {
      void loadCompanyClock();
    }
  },
  update: async (row) => {
    try {
      return await param.update?.(row);
    } finally {
      void loadCompanyClock();
    }
  },
};

/** A dictionary's top-level codes (system or business dictionaries: `base` names which). */
export const dictionaryParents = (base: string) => bladeResource(base, { list: 'parent-list' });
/** The entries under one code: a resource of their own, keyed by the code. */
export const dictionaryChildren = (base: string, parent: Row | undefined): CrudResource => ({
  ...bladeResource(base, { list: 'child-list' }),
  key: `${base}#${String(parent?.id)}`,
  list: (query: Row) => http.get<Row[]>(`${base}/child-list`, { ...query, parentId: parent?.id }),
});

/** Resets the users' passwords to the published initial one. */
export const resetPasswords = (userIds: string[]) => api.postParams('/api/blade-user/reset-password', { userIds: userIds.join(',') });

/** The grant trees (menus and buttons, data scopes, API scopes) and what the roles hold of them. */
export const grantApi = {
  trees: () => api.get('/api/blade-system/menu/grant-tree'),
  keysOf: (roleIds: string[]) => api.get('/api/blade-system/menu/role-tree-keys', { roleIds: roleIds.join(',') }),
  save: (roleIds: string[], keys: { menu: string[]; dataScope: string[]; apiScope: string[] }) =>
    api.post('/api/blade-system/role/grant', { roleIds, menuIds: keys.menu, dataScopeIds: keys.dataScope, apiScopeIds: keys.apiScope }),
};

/** A fresh install's setup steps and whether each is done. */
export const setupChecklist = () => api.get('/api/blade-system/setup/checklist', undefined, { quiet: true });

const OUTBOX = '/api/blade-system/outbox';
export const outboxResource = bladeResource(OUTBOX, { remove: false, detail: false });
/** Queues a failed message again (409 for any other state). */
export const resendMessage = (ids: unknown) => http.postParams(`${OUTBOX}/resend`, { ids });

const FEEDBACK = '/api/blade-user/userFeedback';
export const feedbackResource = bladeResource(FEEDBACK, { list: 'search', save: 'save', detail: false });
export const closeFeedback = (id: unknown) => http.postParams(`${FEEDBACK}/close`, { id });
/** Replies to a feedback: the id in the query, the (long) reply as a form body. */
export const replyToFeedback = (id: unknown, reply: string) => http.postParams(`${FEEDBACK}/process`, { id }, { data: new URLSearchParams({ reply }) });

const OIDC = '/api/blade-system/oidc';
/** The tenant's provider as the server answers it: the secret itself never comes back, only whether one is stored. */
export interface OidcSettings {
  id: string | null;
  issuer: string;
  clientId: string;
  hasSecret: boolean;
  accountClaim: string;
  matchField: 'account' | 'email';
  scope: string;
  buttonLabel: string;
  enabled: boolean;
  redirectUri: string;
  updateTime: string | null;
}
export const oidcApi = { detail: () => http.get<OidcSettings>(`${OIDC}/detail`), submit: (values: Row) => http.post<OidcSettings>(`${OIDC}/submit`, values) };

const WEBHOOK = '/api/blade-system/webhook';
export interface Delivery {
  id: string;
  event: string;
  eventId: string;
  attempt: number;
  statusCode: number | null;
  success: number;
  durationMs: number;
  error: string | null;
  createTime: string;
}
export const webhookResource = bladeResource(WEBHOOK);
export const webhookApi = {
  /** Adds or changes an endpoint (a new one answers its secret, once). */
  submit: (row: Row) => http.post(`${WEBHOOK}/submit`, row),
  /** A new secret for an endpoint, answered once. */
  rotateSecret: (id: unknown) => http.post(`${WEBHOOK}/submit`, { id, rotateSecret: true }),
  /** The delivery log of one endpoint, newest first. */
  deliveries: (endpointId: string | undefined, paging: { current: number; size: number }) =>
    http.get<Page<Delivery>>(`${WEBHOOK}/deliveries`, { endpointId, ...paging }),
};
