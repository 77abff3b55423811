import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes.js';
import postRoutes from './system/post.routes.js';
import './system/demo-data.js';

/** Every module's routes, registered in this order by buildApp. Add new modules here. */
export const modules: FastifyPluginAsync[] = [authRoutes, postRoutes];
