// Writes the OpenAPI snapshot (openapi.json at the repository root) from the route schemas.
import { writeFileSync } from 'node:fs';
import { openapiDocument, snapshotPath } from '../test/openapi-doc.js';

writeFileSync(snapshotPath, `${JSON.stringify(await openapiDocument(), null, 2)}\n`);
console.log(`wrote ${snapshotPath}`);
