import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.js';
import postRoutes from './system/post.routes.js';
import lookupRoutes from './base/lookups.routes.js';
import projectRoutes from './base/project.routes.js';
import staffRoutes from './staff/staff.routes.js';
import staffRecordRoutes from './staff/staff-records.routes.js';
import workerRoutes from './worker/worker.routes.js';
import teamRoutes from './worker/team.routes.js';

/** Every module's routes, registered in this order by buildApp. Add new modules here. */
export const modules: FastifyPluginAsync[] = [authRoutes, postRoutes, lookupRoutes, projectRoutes, staffRoutes, staffRecordRoutes, workerRoutes, teamRoutes];
