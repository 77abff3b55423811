// Writes the build's embedded database (platform/paths.ts `installTemplateFile`); run by scripts/build.mjs. Every
// migration applied and every boot seed run (menus, forms, process definitions, dictionaries), so a new data folder's
// first boot only adds what each install must make for itself: the admin account, the web client and the signing key
// (modules/system/bootstrap.ts, template mode). The configured JWT secret keeps the build from storing a signing key.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/client.js';
import { installTemplateFile } from '../src/platform/paths.js';

const database = await openDatabase({ inMemory: true });
const app = await buildApp({
  database,
  installTemplate: true,
  config: { logLevel: 'warn', backgroundJobs: false, demoData: false, jwtSecret: 'the build stores no signing key' },
});
await app.close();
const dump = await database.dumpDataDir!();
await database.close();
mkdirSync(dirname(installTemplateFile), { recursive: true });
writeFileSync(installTemplateFile, Buffer.from(await dump.arrayBuffer()));
