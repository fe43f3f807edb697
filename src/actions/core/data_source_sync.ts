// POST /api/core/data-sources/<id>/sync/ (NetBox DataSourceViewSet.sync): needs the sync
// permission (core.sync_datasource) on the source. NetBox queues a job that fetches the files;
// netinv fetches none (reading a local directory or a remote repository is not part of the
// service), so it records the job as NetBox records one whose backend is unavailable: errored,
// with the reason, and the source's status failed. The answer is the source, as NetBox's.
import { randomUUID } from 'node:crypto';
import { hasPermission } from '../../auth/permissions.ts';
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import { readObject } from '../../engine/read/read.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase, signedIn } from '../../http/request.ts';
import { sendJsonText } from '../../http/respond.ts';

export const SYNC_UNAVAILABLE = 'netinv does not synchronise data sources: it reads no local directory and fetches no remote repository or bucket.';

const sync: ActionHandler = async (req, res, { model, services, id }) => {
  const { user } = signedIn(req);
  if (!(await hasPermission(services.pool, user, 'core.sync_datasource', id!)))
    throw new ApiError(403, 'This user does not have permission to synchronize this data source.');
  const [source] = await query<{ id: number }>(services.pool,
    `WITH job AS (
       INSERT INTO core_job (object_type, object_id, name, status, created, started, completed, user_id, error, job_id)
       SELECT 'core.datasource', s.id, 'Synchronization', 'errored', now(), now(), now(), $2, $3, $4 FROM core_data_source s WHERE s.id = $1)
     UPDATE core_data_source SET status = 'failed' WHERE id = $1 RETURNING id`, [id, user.id, SYNC_UNAVAILABLE, randomUUID()]);
  if (!source) throw new ApiError(404, 'Not found.');
  sendJsonText(req, res, 200, await readObject(services.pool, model, id!, apiBase(req), { brief: false, excludeConfigContext: true }));
};

export default sync;
