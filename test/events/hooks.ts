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

/** A body template that appends an array to itself `doublings` times (2^doublings numbers),
 * then filters it with a where_exp of 70 clauses: one filter call. */
export function whereExpTemplate(doublings: number): string {
  const clauses = Array.from({ length: 70 }, (_, i) => `x > ${i - 100}`).join(' and ');
  return `{% assign a = "1" | split: "," %}{% for i in (1..${doublings}) %}{% assign a = a | concat: a %}{% endfor %}`
    + `{% assign b = a | where_exp: "x", "${clauses}" %}{{ b | size }}`;
}
