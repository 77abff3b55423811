// `npm test`'s production step (issue 34): the product as an operator runs it.
// - Build once, run many: the build (`node scripts/start.mjs --build-only`, nothing when the browser tests built it),
//   a copy of what a production host holds (manifests, scripts, the build, the migrations) with production
//   dependencies only (`npm ci --omit=dev`, offline from npm's cache: no tsx, vite or esbuild), started with
//   NODE_ENV=production; the admin signs in. Without a build it refuses to start, naming `npm run build`; a wrong
//   variable stops it naming the variable; `--check-config` masks the secrets.
// - Backup and restore: a running company (a record and an uploaded file) is backed up, restored into a fresh
//   DATA_DIR (and, with DATABASE_URL, a fresh PostgreSQL database), started, and the record and the file are there;
//   a non-empty target is refused without --force.
// With DATABASE_URL (CI's PostgreSQL pass) the production install is not made again: the checkout's build runs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL;
const ADMIN_PASSWORD = 'Prod!Check2026';
const BASIC = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;
const work = mkdtempSync(join(tmpdir(), 'hr-production-'));
const started = Date.now();
const children = new Set();
const step = (text) => console.log(`-- ${text} (${Math.round((Date.now() - started) / 1000)} s)`);

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function sh(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options, env: { ...process.env, ...options.env } });
  if (r.status !== 0 && !options.allowFail) throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** `npm start` of an install with NODE_ENV=production; resolves once /api/health answers. */
async function start(cwd, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ADMIN_PASSWORD,
      JWT_SECRET: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return {
          base,
          stop: async () => {
            const exit = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exit;
            children.delete(child);
          },
        };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer: ${output.join('')}`);
}

async function signIn(base) {
  const res = await fetch(`${base}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'tenant-id': '000000', 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD, tenantId: '000000' }),
  });
  const body = await res.json();
  check(body.access_token, `sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return { authorization: BASIC, 'blade-auth': `bearer ${body.access_token}` };
}

async function call(base, headers, path, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  check(res.ok, `${path} answered ${res.status}: ${await res.clone().text()}`);
  return res;
}

/**
 * The install a production host holds: manifests, scripts, the build and the migrations, production dependencies
 * only. It is kept in node_modules/.cache (npm ci runs again only when the manifests changed): writing and deleting
 * its 400 MB cost more than the rest of the step on a busy machine.
 */
function productionInstall() {
  const dir = installDependencies();
  for (const folder of ['scripts', 'apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']) {
    rmSync(join(dir, folder), { recursive: true, force: true });
    cpSync(join(repo, folder), join(dir, folder), { recursive: true });
  }
  for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest', 'drizzle-kit'])
    check(!existsSync(join(dir, 'node_modules', tool)), `${tool} is installed by npm ci --omit=dev`);
  return dir;
}

/** The manifests and `npm ci --omit=dev` of the production install, again only when the manifests changed. */
function installDependencies() {
  const dir = join(repo, 'node_modules', '.cache', 'hr-production-install');
  const manifests = [
    'package.json',
    'package-lock.json',
    'apps/server/package.json',
    'apps/web/package.json',
    'packages/contracts/package.json',
    'bench/package.json',
  ];
  const stamp = createHash('sha256');
  for (const file of manifests) stamp.update(readFileSync(join(repo, file)));
  const digest = stamp.digest('hex');
  const stampFile = join(dir, '.manifests');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== digest) {
    for (const file of manifests) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      cpSync(join(repo, file), join(dir, file));
    }
    sh('npm', ['ci', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
    writeFileSync(stampFile, digest);
  }
  return dir;
}

// `--prepare`: only the production dependencies (scripts/test.mjs starts it beside the first steps, so the npm ci
// overlaps the lint and the type check instead of adding its time at the end)
if (process.argv.includes('--prepare')) {
  rmSync(work, { recursive: true, force: true });
  installDependencies();
  process.exit(0);
}

/** A fresh PostgreSQL database beside DATABASE_URL's; answers its URL. */
function freshDatabase(name) {
  sh('psql', [adminUrl, '-qc', `drop database if exists ${name}`, '-c', `create database ${name}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

try {
  step('build (what changed)');
  sh(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: repo, stdio: 'inherit' });

  step('a start with NODE_ENV=production and no build refuses, naming the command');
  const empty = join(work, 'no-build');
  cpSync(join(repo, 'scripts'), join(empty, 'scripts'), { recursive: true });
  const refused = sh(process.execPath, ['scripts/start.mjs'], { cwd: empty, env: { NODE_ENV: 'production' }, allowFail: true });
  check(refused.status === 1 && refused.stderr.includes('npm run build'), `expected a refusal naming npm run build: ${refused.stderr}`);

  let install = repo;
  if (!adminUrl) {
    step('production install: npm ci --omit=dev into a copy');
    install = productionInstall();
  }

  step('a wrong variable stops the start naming it; --check-config masks the secrets');
  const bad = sh(process.execPath, ['scripts/start.mjs'], { cwd: install, env: { NODE_ENV: 'production', LOGIN_IP_LIMIT: 'abc' }, allowFail: true });
  check(bad.status === 2 && /LOGIN_IP_LIMIT must be .*, got "abc"/.test(bad.stderr), `expected LOGIN_IP_LIMIT named: ${bad.status} ${bad.stderr}`);
  const shown = sh(process.execPath, ['scripts/start.mjs', '--check-config'], {
    cwd: install,
    env: { NODE_ENV: 'production', METRICS_TOKEN: 'very-secret-token', PORT: '9123' },
  });
  check(shown.stdout.includes('PORT=9123') && shown.stdout.includes('METRICS_TOKEN=***') && !shown.stdout.includes('very-secret-token'), shown.stdout);

  const database = adminUrl ? freshDatabase('hr_backup_source') : undefined;
  const source = { DATA_DIR: join(work, 'data-source'), ...(database ? { DATABASE_URL: database } : {}) };
  step(`start the install (${adminUrl ? 'PostgreSQL' : 'embedded database'}) and sign in`);
  const first = await start(install, source);
  let headers = await signIn(first.base);
  check((await call(first.base, {}, '/')).headers.get('content-type')?.includes('text/html'), 'the web app is served');
  await call(first.base, headers, '/api/blade-system/post/submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ postCode: 'backup', postName: 'Backup keeper', postSort: 9, category: 1 }),
  });
  const form = new FormData();
  form.append('file', new Blob(['kept across the restore\n'], { type: 'text/plain' }), 'kept.txt');
  const uploaded = await (await call(first.base, headers, '/api/blade-resource/oss/endpoint/put-file-attach', { method: 'POST', body: form })).json();

  step('backup of the running company');
  const backup = join(work, 'company.backup');
  sh('npm', ['run', 'backup', '--', '--out', backup], { cwd: install, env: source });
  await first.stop();

  step('restore: a non-empty target is refused without --force; a fresh one takes it');
  const again = sh('npm', ['run', 'restore', '--', '--from', backup], { cwd: install, env: source, allowFail: true });
  check(again.status !== 0 && again.stderr.includes('--force'), `expected a refusal of a non-empty target: ${again.stdout} ${again.stderr}`);
  const targetDb = adminUrl ? freshDatabase('hr_backup_target') : undefined;
  const target = { DATA_DIR: join(work, 'data-target'), ...(targetDb ? { DATABASE_URL: targetDb } : {}) };
  sh('npm', ['run', 'restore', '--', '--from', backup], { cwd: install, env: target });

  step('the restored company starts with its records and files');
  const second = await start(install, target);
  headers = await signIn(second.base);
  const page = await (await call(second.base, headers, '/api/blade-system/post/page?postCode=backup')).json();
  check(
    page.data.records.some((r) => r.postName === 'Backup keeper'),
    `the post is not there: ${JSON.stringify(page.data)}`,
  );
  const file = await call(second.base, headers, `/api/blade-resource/attach/download?id=${uploaded.data.attachId}`);
  check((await file.text()) === 'kept across the restore\n', 'the file is not there');
  await second.stop();
  if (adminUrl) for (const name of ['hr_backup_source', 'hr_backup_target']) sh('psql', [adminUrl, '-qc', `drop database if exists ${name}`]);
  step('production checks passed');
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
