import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { jobAdminRoutes } from './admin-routes.ts';
import { cleanupJob } from './cleanup-job.ts';
import { jobsLifecycle } from './lifecycle.ts';
import { JobRunner } from './runner.ts';

export type { JobRunner } from './runner.ts';

/** Connections of the job runner's own pool on PostgreSQL: a worker per queue takes one at a time. */
const JOB_POOL_SIZE = 4;

export const jobsModule = {
  name: 'jobs',
  routes: [jobsLifecycle, jobAdminRoutes, cleanupJob],
  createServices: ({ config, db, log }: ServiceContext) => ({
    jobs: new JobRunner(db, { ...config.jobs, poolSize: JOB_POOL_SIZE }, log),
  }),
} as const satisfies ApiModule;
