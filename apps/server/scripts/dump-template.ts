// Writes the build's embedded database (platform/paths.ts `installTemplateDir`); run by scripts/build.mjs. Every
// migration applied and every boot seed run (menus, forms, process definitions, dictionaries), so a new data folder's
// first boot only adds what each install must make for itself: the admin account, the web client and the signing key
// (modules/system/bootstrap.ts, template mode). The configured JWT secret keeps the build from storing a signing key.
// Built in a folder beside the old one and renamed over it, so a failed build never leaves half a template.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/client.js';
import { installTemplateDir } from '../src/platform/paths.js';

const work = mkdtempSync(join(dirname(installTemplateDir), 'template-'));
const database = await openDatabase({ dataDir: work });
const app = await buildApp({
  database,
  installTemplate: true,
  config: { logLevel: 'warn', backgroundJobs: false, demoData: false, jwtSecret: 'the build stores no signing key' },
});
await app.close();
await database.close();
rmSync(installTemplateDir, { recursive: true, force: true });
renameSync(join(work, 'pglite'), installTemplateDir);
rmSync(work, { recursive: true, force: true });
