import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { appVersions, zDeviceMode, zVersion } from './app-version.queries.js';
import { latestVersion } from './app-version.service.js';

const checkInput = z.object({ deviceMode: zDeviceMode.default('pc'), appVersion: zVersion.optional().or(z.literal('').transform(() => undefined)) });

/**
 * Published app versions (status 1 published, 0 withdrawn): administrators publish them under
 * `/api/blade-system/app-version`; the shell polls the public `checkV2`, with POST (seed 001
 * section 7) or a plain GET with the same parameters.
 */
export const appVersionRoutes = [
  ...crudRoutes(appVersions, { prefix: '/api/blade-system/app-version', permissions: SystemPermissions.appVersion, routes: { save: 'publish' } }),
  ...(['POST', 'GET'] as const).map((method) =>
    route({
      method,
      url: '/api/mcc-open/openAppVersion/checkV2',
      permission: 'public',
      summary: 'The newest published version {id, appVersion} for deviceMode (default pc); null when none',
      tags: ['app_version'],
      input: checkInput,
      output: z.object({ id: z.string(), appVersion: z.string() }).nullable(),
      handler: ({ deviceMode }, ctx) => latestVersion(ctx.db, deviceMode),
    }),
  ),
];
