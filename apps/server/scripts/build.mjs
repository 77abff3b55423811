// Bundles the server (src/server.ts and the workspace's @hr/contracts sources) into dist/server.js, so
// `npm start` runs plain JavaScript: no TypeScript compiler at start. npm packages stay external.
// Beside it, dist/pglite-seeded/: an embedded database with every migration and boot seed (no account, no
// secret), which a new DATA_DIR starts from (platform/db/client.ts), so a first boot neither migrates nor seeds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => name !== '@hr/contracts')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: root,
  // the PDF worker thread's entry (platform/pdf.ts starts it) and the operator scripts' (ops.ts) beside the server
  entryPoints: { server: 'src/server.ts', 'pdf.worker': 'src/platform/pdf.worker.ts', ops: 'src/ops.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  logLevel: 'warning',
});

const dump = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dump-template.ts'], { cwd: root, stdio: 'inherit' });
if (dump.status !== 0) process.exit(dump.status ?? 1);
