import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';

export const authModule: FastifyPluginAsync<AppDeps> = async () => {};
