import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { OssStatus } from '@hr/contracts';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { formatDateTime } from '../../platform/util.js';
import { attach, ossConfig } from './resource.tables.js';

/**
 * The data functions of the files module's services (attachments and storage configs); their rules stay in the
 * services. Apart from `resource.queries.ts` because its repositories call the services (one file would make an
 * import cycle).
 */

export type AttachRow = typeof attach.$inferSelect;
export type OssRow = typeof ossConfig.$inferSelect;

/** Records a stored file; answers its row. */
export async function insertAttachment(db: Db, values: typeof attach.$inferInsert): Promise<AttachRow> {
  const [saved] = await db.insert(attach).values(values).returning();
  return saved;
}

/** A live attachment by id, of the tenant when `auth` is given, `also` narrowing further; or undefined. */
export async function attachmentRow(db: Db, auth: Tenant | null, id: string, also?: SQL): Promise<AttachRow | undefined> {
  const [row] = await db
    .select()
    .from(attach)
    .where(and(eq(attach.id, id), auth ? eq(attach.tenantId, auth.tenantId) : undefined, eq(attach.isDeleted, 0), also))
    .limit(1);
  return row;
}

/** Only the caller's own uploads (a filter for `attachmentRow`). */
export const uploadedBy = (auth: Pick<AuthContext, 'userId'>) => eq(attach.createUser, auth.userId);

/** The tenant's live attachments among `ids` (id and original name). */
export async function attachmentNames(db: Db, auth: Tenant, ids: string[]) {
  return db
    .select({ id: attach.id, originalName: attach.originalName })
    .from(attach)
    .where(and(eq(attach.tenantId, auth.tenantId), eq(attach.isDeleted, 0), inArray(attach.id, ids)));
}

/**
 * Makes one storage config the tenant's store for new uploads and switches off the one in use before; answers
 * false when there is no such live config.
 */
export async function switchOss(db: Db, auth: AuthContext, id: string): Promise<boolean> {
  const live = and(eq(ossConfig.tenantId, auth.tenantId), eq(ossConfig.isDeleted, 0));
  const bump = { updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${ossConfig.version} + 1` };
  const [enabled] = await db
    .update(ossConfig)
    .set({ status: OssStatus.IN_USE, ...bump })
    .where(and(live, eq(ossConfig.id, id)))
    .returning({ id: ossConfig.id });
  if (!enabled) return false;
  await db
    .update(ossConfig)
    .set({ status: OssStatus.NOT_IN_USE, ...bump })
    .where(and(live, eq(ossConfig.status, OssStatus.IN_USE), ne(ossConfig.id, id)));
  return true;
}

/** The tenant's live storage config in use, or undefined. */
export async function ossInUse(db: Db, auth: Tenant): Promise<OssRow | undefined> {
  const [row] = await db
    .select()
    .from(ossConfig)
    .where(and(eq(ossConfig.tenantId, auth.tenantId), eq(ossConfig.isDeleted, 0), eq(ossConfig.status, OssStatus.IN_USE)))
    .limit(1);
  return row;
}

/** A storage config of the tenant by id (removed ones too: files stored there stay readable), or undefined. */
export async function ossRow(db: Db, auth: Tenant, id: string): Promise<OssRow | undefined> {
  const [row] = await db
    .select()
    .from(ossConfig)
    .where(and(eq(ossConfig.id, id), eq(ossConfig.tenantId, auth.tenantId)))
    .limit(1);
  return row;
}
