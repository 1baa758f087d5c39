import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';

export const shellModule: FastifyPluginAsync<AppDeps> = async () => {};
