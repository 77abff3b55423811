// `npm start`: runs the build (apps/server/dist/server.js, which serves apps/web/dist) in this very process, so Ctrl-C
// or a SIGTERM to `npm start` stops it at once.
// - With NODE_ENV=production it never builds: without a build it refuses to start and names the command to run
//   (`npm run build`), so a production install needs no build tool (`npm ci --omit=dev` after the build).
// - Otherwise it first builds the web app and the server when their sources changed since the last build.
// `--build-only` builds what changed and stops (the browser tests); `--rebuild` builds both whatever changed
// (`npm run build` is `--build-only --rebuild`).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const stamps = join(repo, 'node_modules', '.cache', 'hr-build');

/** A fingerprint of the inputs: every file's path, size and modification time. */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules' && name !== 'dist') walk(join(path, name));
    } else hash.update(`${relative(repo, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const input of inputs) walk(join(repo, input));
  return hash.digest('hex');
}

const rebuild = process.argv.includes('--rebuild');
const buildOnly = process.argv.includes('--build-only');
/** What `npm start` runs: the server bundle, its PDF worker, the web app. */
const outputs = ['apps/server/dist/server.js', 'apps/server/dist/pdf.worker.js', 'apps/web/dist/index.html'];

if (process.env.NODE_ENV === 'production' && !buildOnly) {
  const missing = outputs.filter((file) => !existsSync(join(repo, file)));
  if (missing.length > 0) {
    console.error(`No build to run (${missing.join(', ')} missing). With NODE_ENV=production npm start never builds: run \`npm run build\` first.`);
    process.exit(1);
  }
  await import(pathToFileURL(join(repo, 'apps/server/dist/server.js')).href);
} else {
  buildAll();
  if (!buildOnly) await import(pathToFileURL(join(repo, 'apps/server/dist/server.js')).href);
}

function buildIfChanged(name, inputs, output, command) {
  const stampFile = join(stamps, `${name}.stamp`);
  const now = fingerprint(inputs);
  if (!rebuild && existsSync(join(repo, output)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === now) return;
  const started = Date.now();
  // the build's own output (a line per file) is shown only when it fails; a good build is one summary line
  const run = spawnSync(command[0], command.slice(1), { cwd: repo, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) {
    process.stdout.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    console.error(`Building the ${name} failed${run.error ? `: ${run.error.message}` : ''}.`);
    process.exit(run.status ?? 1);
  }
  const why = rebuild ? '' : ' (its sources changed since the last build)';
  console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s${why}.`);
  mkdirSync(stamps, { recursive: true });
  writeFileSync(stampFile, now);
}

function buildAll() {
  const shared = ['packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json'];
  buildIfChanged(
    'web app',
    ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', ...shared],
    'apps/web/dist/index.html',
    ['npm', 'run', 'build', '--workspace', 'apps/web'],
  );
  buildIfChanged(
    'server',
    ['apps/server/src', 'apps/server/drizzle', 'apps/server/scripts/dump-template.ts', 'apps/server/scripts/build.mjs', 'apps/server/package.json', ...shared],
    'apps/server/dist/server.js',
    [process.execPath, 'apps/server/scripts/build.mjs'],
  );
}
