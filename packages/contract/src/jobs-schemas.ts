import * as z from 'zod/mini';

/** A background job kept as failed after its last retry (staff: `GET /api/{lang}/admin/jobs/failed`). */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The job's queue, `<domain>.<what>` (e.g. `mail.deliver`). */
  queue: z.string(),
  /** What the job was given (e.g. `{ id }` of the outbox message); `{}` for a sweep. */
  data: z.unknown(),
  /** The message of the last failure. */
  error: z.string(),
  /** Retries made after the first try. */
  retries: z.number(),
  /** ISO 8601, UTC. */
  created: z.string(),
  failed: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = z.object({ items: z.array(failedJobSchema) });
export type FailedJobList = z.infer<typeof failedJobListSchema>;
