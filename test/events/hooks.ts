// Helpers shared by the webhook tests: webhooks on a test receiver (deleted after each test so
// other tests' changes do not call on it), sites to fire them, their background tasks.
import { modelHelpers, uid, type Obj, type TestApi } from '../support/api.ts';

export function webhookHelpers(api: () => TestApi, receiverUrl: () => string) {
  const helpers = modelHelpers(api);
  const hooks: number[] = [];
  return {
    ...helpers,
    /** A webhook on the receiver's /hook for every event of sites, with `body`'s changes. */
    async webhook(body: Obj): Promise<Obj> {
      const w = await helpers.created('extras/webhooks', { name: `wh-${uid()}`, payload_url: `${receiverUrl()}/hook`, content_types: ['dcim.site'], type_create: true, type_update: true, type_delete: true, ...body });
      hooks.push(w.id as number);
      return w;
    },
    /** Deletes the webhooks made since the last call. */
    async dropWebhooks(): Promise<void> {
      for (const id of hooks.splice(0)) await helpers.del('extras/webhooks', id);
    },
    /** Remembers a webhook made otherwise, to be dropped with the others. */
    keep(id: number): void {
      hooks.push(id);
    },
    site: (u = uid()) => helpers.created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` }),
    tasks: async (filter: string) => (await helpers.get(`extras/background-tasks/?${filter}`)).results as Obj[],
    settle: (ms = 600) => new Promise((r) => setTimeout(r, ms)),
  };
}
