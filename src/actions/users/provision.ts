// POST /api/users/tokens/provision/: a new token for whoever proves a username and password,
// with no token needed (credentials.ts checks them, as for browser login). In NetBox's shape it
// answers as NetBox 4.6's TokenProvisionSerializer, which lists no pepper_id.
import type { ActionHandler } from '../../http/actions.ts';
import { requestAddress } from '../../auth/authenticate.ts';
import { provenUser } from '../../auth/credentials.ts';
import { readObjects, readOptions } from '../../engine/read/read.ts';
import { saveObjects } from '../../engine/write/write.ts';
import { apiBase, originOf, queryOf } from '../../http/request.ts';
import { write } from '../../http/services.ts';
import { sendJson } from '../../http/respond.ts';

const provision: ActionHandler = async (req, res, { model, services }) => {
  const { actor, rest } = await provenUser(services.pool, req.body, requestAddress(req, services.config.trustedProxies));
  // Optional token attributes (expires, description, write_enabled, allowed_ips) may come along.
  const result = await write(services, { ...originOf(req), user: actor }, (ctx) =>
    saveObjects(ctx, model, [{ ...rest, user: actor.id }], { bulk: false, partial: false }),
  );
  const options = readOptions(queryOf(req));
  const [text] = await readObjects(services.pool, model, result.ids, apiBase(req), model.answers_as?.netbox ? { ...options, omit: [...(options.omit ?? []), 'pepper_id'] } : options);
  sendJson(req, res, 201, { ...JSON.parse(text!), ...result.reveal[0] });
};

export default provision;
