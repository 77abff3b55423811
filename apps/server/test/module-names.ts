/**
 * Set-up of every test file: the product modules' names in the catalogues, as an app installs them
 * (modules/module.ts `installModules`), for tests that translate without building an app (services and
 * platform functions called directly). An app a test builds installs the same names again.
 */
import { installNames } from '../src/platform/i18n/index.js';
import { modules } from '../src/modules/index.js';
import { namesOf } from '../src/modules/module.js';
import { installSeededForms } from '../src/modules/form/form.i18n.js';

installNames(namesOf(modules));
installSeededForms(modules.flatMap((m) => m.forms ?? []));
