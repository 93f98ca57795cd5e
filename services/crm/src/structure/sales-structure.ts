import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '@vendange/service-kit';
import type { CoverageRepo } from './coverage-repo';
import { coverageRoutes } from './coverage-routes';
import { teamRoutes } from './team-routes';
import { teamsRepo } from './teams-repo';

/** Which agents cover which clients, and the sales teams (docs/decisions/sales-structure.md). */
export async function registerSalesStructure(app: FastifyInstance, options: ServiceOptions, coverage: CoverageRepo): Promise<void> {
  await app.register(coverageRoutes, { coverage, db: options.db, internal: options.internal });
  await app.register(teamRoutes, { teams: teamsRepo(options.db, coverage), internal: options.internal });
}
