import type { Db } from '../../platform/db/client.js';
import { publishedVersions } from './app-version.queries.js';

/** Compares dotted numeric versions segment by segment as integers (20250321123024 > 20250101000000, 1.10 > 1.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(BigInt);
  const pb = b.split('.').map(BigInt);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0n;
    const y = pb[i] ?? 0n;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** The newest published version of a device mode (by version number, not publication time), or null. */
export async function latestVersion(db: Db, deviceMode: string): Promise<{ id: string; appVersion: string } | null> {
  const rows = await publishedVersions(db, deviceMode);
  return rows.reduce<(typeof rows)[number] | null>((best, r) => (!best || compareVersions(r.appVersion, best.appVersion) > 0 ? r : best), null);
}
