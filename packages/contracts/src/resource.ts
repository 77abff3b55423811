import { crud } from './permissions.js';

/** Menu and button codes of files (top menu `resource`). */
export const ResourcePermissions = { root: 'resource', oss: { ...crud('oss'), enable: 'oss_enable' }, attach: crud('attach') } as const;

/** sys_oss.category: where an object-storage config writes. */
export const OSS_CATEGORIES = ['local', 'minio', 'qiniu', 'ali', 'tencent', 's3'] as const;
/** sys_oss.status: one config per tenant is in use. */
export const OssStatus = { NOT_IN_USE: 1, IN_USE: 2 } as const;
