import { withTimeout } from '@captains-log/platform';
import type { ProjectionRunner } from '@captains-log/read-models';

/** Read-your-writes for read-model queries when this process runs the projectors (bounded wait). */
export async function caughtUp(projections: ProjectionRunner | null): Promise<void> {
  if (projections)
    await withTimeout(projections.catchUp(), 2_000, 'tournament projector').catch(() => undefined);
}
