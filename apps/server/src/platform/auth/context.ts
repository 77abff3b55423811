/** Who is calling: always read from the verified token and the session row, never from input. */
export interface AuthContext {
  tenantId: string;
  userId: string;
  account: string;
  userName: string;
  realName: string;
  sessionId: string;
  roleIds: string[];
  roleAliases: string[];
  /** The caller's roles (cached with the grants, per tenant perm_version). */
  roles: readonly RoleSummary[];
  deptIds: string[];
  postIds: string[];
  staffId: string | null;
  workerId: string | null;
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** `permissions` sorted (cached with the grants). */
  permissionList: readonly string[];
  /** Granted API scope paths (see permissions.ts). */
  apiScopes: readonly ApiScopeGrant[];
  /** Granted data scopes, applied inside list queries (permissions.ts `dataScopeCondition`). */
  dataScopes: readonly DataScopeGrant[];
  /**
   * The session must change its password first (initial password, or older than 90 days): only routes
   * declaring `passwordChange` answer it (authenticate.ts). Absent for contexts made without a session.
   */
  passwordChangeDue?: boolean;
  /**
   * A worker's self-service session (an account of `USER_TYPE_WORKER`, signed in by SMS code): it reaches only
   * the routes declaring `permission: 'worker-self'` or `workerSession: true`; every other route answers 403.
   */
  workerSession?: boolean;
}

/** The caller as far as a read scoped by the tenant alone needs him (any `AuthContext`, or `{ tenantId }`). */
export type Tenant = Pick<AuthContext, 'tenantId'>;

export interface RoleSummary {
  id: string;
  roleName: string;
  roleAlias: string;
}

export interface DataScopeGrant {
  resourceCode: string;
  scopeColumn: string;
  scopeType: number;
  scopeValue: string | null;
}

export interface ApiScopeGrant {
  resourceCode: string;
  scopePath: string;
  granted: boolean;
}

/** `sys_user.user_type` of a worker's self-service account (staff and administrators are 1). */
export const USER_TYPE_WORKER = 2;

export const ADMIN_ALIAS = 'administrator';
export const DEFAULT_TENANT = '000000';
