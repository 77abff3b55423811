import { http } from './http/client';

export const CLIENT_VERSION: string = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : '0';
export const VERSION_POLL_MS = 10_000;

/** Compares versions segment by segment as numbers ("20250321123024", "1.10.2"); anything unparsable is not newer. */
export function isNewerVersion(server: string | undefined | null, client: string): boolean {
  if (!server) return false;
  const a = String(server)
    .split('.')
    .map((part) => BigInt(/^\d+$/.test(part) ? part : '0'));
  const b = client.split('.').map((part) => BigInt(/^\d+$/.test(part) ? part : '0'));
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0n;
    const y = b[i] ?? 0n;
    if (x !== y) return x > y;
  }
  return false;
}

export interface VersionAnswer {
  id?: string;
  appVersion?: string;
}

/** True when the server has a newer build; a failed check counts as "no banner". */
export async function checkForNewVersion(): Promise<boolean> {
  try {
    const answer = await http.post<VersionAnswer>('/api/mcc-open/openAppVersion/checkV2', { deviceMode: 'pc', appVersion: CLIENT_VERSION }, { quiet: true });
    return isNewerVersion(answer?.appVersion, CLIENT_VERSION);
  } catch {
    return false;
  }
}
