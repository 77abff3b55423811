import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Real server processes for the multi-process test and the benchmark (bench/run.ts). */

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: string[];
  /** Resolves with the exit code. */
  exit: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node --import tsx <script>` (relative to the repository root) on a free port of 127.0.0.1
 * and waits until `health` answers 200.
 */
export async function startProcess(script: string, env: Record<string, string>, health = '/api/health', waitMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc: ServerProcess = { child, base: `http://127.0.0.1:${port}`, output, exit };
  for (const until = Date.now() + waitMs; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode}: ${output.join('')}`);
    try {
      if ((await fetch(`${proc.base}${health}`)).ok) return proc;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not become healthy: ${output.join('')}`);
}

/** Signs in over HTTP with the password grant of the web client; answers the access token. */
/** The web client's credentials, which every call carries beside the user's token. */
const CLIENT_BASIC = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;

/** The headers of a signed-in call: the client's credentials and the user's token. */
export const signedInHeaders = (token: string) => ({ authorization: CLIENT_BASIC, 'blade-auth': `bearer ${token}` });

export async function signIn(base: string, account: string, password: string, tenantId = '000000'): Promise<string> {
  const res = await fetch(`${base}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'tenant-id': tenantId, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: account, password, tenantId }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${account} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
