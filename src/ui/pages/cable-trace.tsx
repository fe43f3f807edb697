// A component's cable trace drawn end to end (NetBox's trace view), from
// GET /api/dcim/<component>/<id>/trace/, whose hops are [near ends, cable, far ends]: each
// device a box holding its ports (a patch panel's front and rear port side by side, where the
// path passes through), each cable a line in its colour (dashed unless connected) with its
// label and status, every object linked. Drawn as an ordered list, each cable's line an SVG,
// so a screen reader reads the path in order and the colours follow the theme. A path that
// stops before reaching an endpoint (no cable, a port with nothing beyond) ends in a marked
// open end.
import { api, type ApiObject } from '../api.ts';
import { modelOfUrl, objectPage, title, type UiModel } from '../catalogue.ts';
import { Show, useLoad } from '../components/load.tsx';
import { ChoiceBadge, ObjectLink, Swatch } from '../components/value.tsx';

type Hop = [ApiObject[] | null, ApiObject | null, ApiObject[] | null];

/** The object a port belongs to: its device, else a power feed's panel or a circuit. */
function ownerOf(o: ApiObject): ApiObject | undefined {
  return (o.device ?? o.power_panel ?? o.circuit) as ApiObject | undefined;
}

/** One box of the drawing: an owner and its ports on the path (near, then far side). */
interface Node {
  owner: ApiObject | undefined;
  ports: ApiObject[];
}

/** Pass-through ports: a path ending on one has not reached an endpoint. */
const PASS_THROUGH = new Set(['dcim.frontport', 'dcim.rearport']);

/** The drawing's sequence: node, cable, node, ... and whether the last node ends the path. */
export function layout(hops: Hop[]): { items: Array<{ node: Node } | { cable: ApiObject }>; open: boolean } {
  const items: Array<{ node: Node } | { cable: ApiObject }> = [];
  let open = hops.length === 0;
  const addPorts = (ports: ApiObject[]) => {
    const last = items.at(-1);
    const owner = ports[0] ? ownerOf(ports[0]) : undefined;
    // A far end and the next hop's near end on the same device are one box (front to rear).
    if (last && 'node' in last && owner && last.node.owner?.url === owner.url) last.node.ports.push(...ports);
    else items.push({ node: { owner, ports: [...ports] } });
  };
  for (const [near, cable, far] of hops) {
    if (near?.length) addPorts(near);
    if (!cable) {
      open = true;
      break;
    }
    items.push({ cable });
    if (!far?.length) {
      open = true;
      break;
    }
    addPorts(far);
    open = false;
  }
  const lastPorts = items.at(-1) && 'node' in items.at(-1)! ? (items.at(-1) as { node: Node }).node.ports : [];
  if (!open && lastPorts.some((p) => PASS_THROUGH.has(modelOfUrl(String(p.url))?.content_type ?? ''))) open = true;
  return { items, open };
}

export function CableTracePage({ model, id }: { model: UiModel; id: string }) {
  const loaded = useLoad(async () => {
    const [origin, hops] = await Promise.all([
      api<ApiObject>('GET', `/api/${model.app}/${model.path}/${id}/`, { query: { brief: '1' } }),
      api<Hop[]>('GET', `/api/${model.app}/${model.path}/${id}/trace/`),
    ]);
    return { origin, hops };
  }, [model.key, id]);
  return (
    <Show loaded={loaded}>
      {({ origin, hops }) => {
        const { items, open } = layout(hops);
        const owner = ownerOf(origin);
        return (
          <>
            <div class="page-header">
              <div class="page-pretitle">Cable trace for {model.verbose_name}</div>
              <h1 class="page-title">{owner ? `${owner.display} › ${origin.display}` : origin.display}</h1>
            </div>
            <div class="page-body">
              <div class="card">
                <div class="card-body">
                  {hops.length === 0 ? (
                    <p>
                      <a href={objectPage(model, origin.id)}>{origin.display}</a> has no cable: nothing to trace.
                    </p>
                  ) : (
                    <ol class="cable-trace" aria-label="Cable path">
                      {items.map((item, i) => ('node' in item ? <TraceNode key={i} node={item.node} /> : <TraceCable key={i} cable={item.cable} />))}
                      {open && (
                        <li class="trace-open">
                          <svg class="trace-line" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true"><line x1="20" y1="0" x2="20" y2="24" /><line x1="8" y1="24" x2="32" y2="24" /></svg>
                          <strong>Path ends open</strong>: it reaches no endpoint.
                        </li>
                      )}
                    </ol>
                  )}
                </div>
                <div class="card-footer">
                  {hops.length > 0 && !open && <span>The path is complete: {hops.length} {hops.length === 1 ? 'cable' : 'cables'}.</span>}
                  {hops.length > 0 && open && <span>The path is incomplete.</span>}
                </div>
              </div>
            </div>
          </>
        );
      }}
    </Show>
  );
}

function TraceNode({ node }: { node: Node }) {
  return (
    <li class="trace-node">
      <div class="trace-owner">{node.owner ? <ObjectLink obj={node.owner} /> : 'Unknown'}</div>
      <ul class="trace-ports" aria-label="Ports">
        {node.ports.map((p) => (
          <li key={String(p.url)}>
            <ObjectLink obj={p} /> <span class="text-secondary">{title(modelOfUrl(String(p.url))?.verbose_name ?? '')}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function TraceCable({ cable }: { cable: ApiObject }) {
  const status = cable.status as { value: string; label: string } | undefined;
  const colour = /^[0-9a-f]{6}$/i.test(String(cable.color ?? '')) ? `#${cable.color}` : undefined;
  const connected = !status || status.value === 'connected';
  return (
    <li class="trace-cable">
      <svg class="trace-line" width="40" height="64" viewBox="0 0 40 64" aria-hidden="true">
        <line x1="20" y1="0" x2="20" y2="64" class={connected ? '' : 'trace-dashed'} style={colour ? { stroke: colour } : undefined} />
      </svg>
      <div class="trace-cable-text">
        Cable <ObjectLink obj={cable} />
        {status && <> <ChoiceBadge value={status.value} label={status.label} /></>}
        {cable.type && (cable.type as { label?: string }).label ? <span class="text-secondary"> {(cable.type as { label: string }).label}</span> : null}
        {cable.length !== null && cable.length !== undefined && cable.length !== '' && (
          <span class="text-secondary"> {String(cable.length)} {(cable.length_unit as { label?: string } | null)?.label ?? ''}</span>
        )}
        {colour && <> <Swatch color={cable.color} /></>}
      </div>
    </li>
  );
}
