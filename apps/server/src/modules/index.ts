import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.js';
import postRoutes from './system/post.routes.js';
import userRoutes from './system/user.routes.js';
import roleRoutes from './system/role.routes.js';
import menuRoutes from './system/menu.routes.js';
import scopeRoutes from './system/scope.routes.js';

/** Every module's routes, registered in this order by buildApp. Add new modules here. */
export const modules: FastifyPluginAsync[] = [authRoutes, postRoutes, userRoutes, roleRoutes, menuRoutes, scopeRoutes];
