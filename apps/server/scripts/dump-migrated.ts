// Writes the build's migrated PGlite data directory (platform/paths.ts `migratedSnapshotFile`); run by scripts/build.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migratedDataDirDump } from '../src/platform/db/migrate.js';
import { migratedSnapshotFile } from '../src/platform/paths.js';

const dump = await migratedDataDirDump();
mkdirSync(dirname(migratedSnapshotFile), { recursive: true });
writeFileSync(migratedSnapshotFile, Buffer.from(await dump.arrayBuffer()));
