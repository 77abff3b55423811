/**
 * Set-up of every test file: the product modules' names in the catalogues, as an app installs them
 * (modules/module.ts `installModules`), for tests that translate without building an app (services and
 * platform functions called directly). An app a test builds installs the same names again.
 */
import { modules } from '../src/modules/index.js';
import { installTexts } from '../src/modules/module.js';

installTexts(modules);
