import { RESOURCES } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource-routes.js';
import { RESOURCE_RULES } from './rules.js';

/** Every declared resource's routes (the contract's `RESOURCES`), with the rules of those that have some. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of RESOURCES) registerResource(app, resource, RESOURCE_RULES[resource.name]);
}
