// The objects a cable path names (a trace's hops, a pass-through port's paths), each read once
// in brief as the request's answers show its model: one read per model, then placed by
// `list(type, ids)`, a JSON list of the objects' texts (one deleted meanwhile left out).
import { readObjects } from '../../engine/read/read.ts';
import { registry } from '../../engine/registry.ts';
import type { ActionContext } from '../../http/actions.ts';

export interface PathObjects {
  /** The objects of one model (a content type such as dcim.interface), in that order. */
  list(type: string, ids: number[]): string;
  /** One object (null when it was deleted meanwhile). */
  one(type: string, id: number): string;
}

/** Reads every object named in `nodes` ([content type, ids] pairs); `only` narrows a model's
 * brief form to these fields (the traced cable's). */
export async function readPathObjects(
  base: string, { services, answering }: Pick<ActionContext, 'services' | 'answering'>,
  nodes: Iterable<[string, number[]]>, only: Record<string, string[]> = {},
): Promise<PathObjects> {
  const wanted = new Map<string, Set<number>>();
  for (const [type, ids] of nodes) for (const i of ids) wanted.set(type, (wanted.get(type) ?? new Set()).add(i));
  const text = new Map<string, string>();
  for (const [type, ids] of wanted) {
    const m = answering(registry.modelOfContentType(type)!.key);
    const list = [...ids];
    const texts = await readObjects(services.pool, m, list, base, { brief: true, excludeConfigContext: true, ...(only[type] ? { only: only[type] } : {}) });
    list.forEach((i, k) => text.set(`${type}:${i}`, texts[k]!));
  }
  const one = (type: string, i: number) => text.get(`${type}:${i}`) ?? 'null';
  return { one, list: (type, ids) => `[${ids.flatMap((i) => text.get(`${type}:${i}`) ?? []).join(',')}]` };
}
