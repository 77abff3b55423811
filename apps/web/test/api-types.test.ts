import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');

describe('API types', () => {
  it('src/app/http/api-types.ts is what openapi-typescript makes of the committed openapi.json (run `npm run openapi`)', async () => {
    // --check regenerates in memory and exits 1 when the committed file differs
    const run = promisify(execFile)(process.execPath, [cli, '../../openapi.json', '--output', 'src/app/http/api-types.ts', '--check'], { cwd: web });
    await expect(
      run.then(
        () => 'up to date',
        (e: { stderr?: string }) => `stale: ${e.stderr ?? e}`,
      ),
    ).resolves.toBe('up to date');
  }, 120_000);
});
