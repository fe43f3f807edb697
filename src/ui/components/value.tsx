// How a field's value reads on a page: related objects as links to their pages, choices as
// coloured badges, tags in their own colour, JSON pretty-printed, empty values as a dash.
import type { ApiObject } from '../api.ts';
import { pageOfUrl, type UiField } from '../catalogue.ts';
import { UtilizationBar } from './utilization.tsx';

/** Badge colours for choice values, dark enough for white text (WCAG AA). Common meanings get
 * NetBox's colours; any other value a stable colour of its own. */
const PALETTE = ['#0a58ca', '#087990', '#6f42c1', '#0f766e', '#9c4221', '#5c636a', '#a61e4d', '#1a7f37'];
const MEANING: Record<string, string> = {
  active: '#1a7f37', connected: '#1a7f37', available: '#1a7f37', enabled: '#1a7f37',
  planned: '#087990', provisioning: '#0a58ca', staged: '#0a58ca', staging: '#0a58ca', reserved: '#087990', container: '#5c636a',
  offline: '#5c636a', inventory: '#5c636a', retired: '#5c636a', dhcp: '#087990', slaac: '#087990',
  deprecated: '#b02a37', failed: '#b02a37', decommissioned: '#b02a37', decommissioning: '#8a5a00', deprovisioning: '#8a5a00',
};

function colourOf(value: string): string {
  if (MEANING[value]) return MEANING[value];
  let h = 0;
  for (const c of value) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

export function ChoiceBadge({ value, label }: { value: string | number; label: string }) {
  return (
    // Set through the CSSOM (not a style attribute), which a strict style-src allows.
    <span class="badge badge-choice" style={{ '--choice': colourOf(String(value)) }}>
      {label}
    </span>
  );
}

/** A tag in its own colour (six hex digits), its text black or white as the colour needs. */
export function TagBadge({ tag }: { tag: { name?: string; display?: string; color?: string; url?: string } }) {
  const colour = /^[0-9a-f]{6}$/i.test(tag.color ?? '') ? `#${tag.color}` : '#5c636a';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const light = 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.18;
  const page = tag.url ? pageOfUrl(tag.url) : undefined;
  const text = tag.display ?? tag.name ?? '';
  return (
    <span class="badge badge-tag me-1" style={{ '--choice': colour, '--choice-text': light ? '#000' : '#fff' }}>
      {page ? <a href={page}>{text}</a> : text}
    </span>
  );
}

/** A link to an object's page, made from its `url` unless the caller knows the `page`. */
export function ObjectLink({ obj, page: known }: { obj: Record<string, unknown> | null | undefined; page?: string }) {
  if (!obj) return <Empty />;
  const text = String(obj.display ?? obj.name ?? obj.id ?? '');
  const page = known ?? (typeof obj.url === 'string' ? pageOfUrl(obj.url) : undefined);
  return page ? <a href={page}>{text}</a> : <span>{text}</span>;
}

/** A device's component (a link peer, a cable's end) as NetBox shows one: its device, then
 * itself, each linked. Anything else as its own link. */
export function EndpointLink({ obj }: { obj: Record<string, unknown> }) {
  const device = obj.device;
  if (!isObject(device)) return <ObjectLink obj={obj} />;
  return (
    <span class="endpoint">
      <ObjectLink obj={device} /> <span aria-hidden="true">›</span> <ObjectLink obj={obj} />
    </span>
  );
}

/** A colour square (six hex digits), or nothing for any other value. */
export function Swatch({ color }: { color: unknown }) {
  if (typeof color !== 'string' || !/^[0-9a-f]{6}$/i.test(color)) return null;
  return <span class="color-swatch me-1" style={{ '--swatch': `#${color}` }} role="img" aria-label={`colour #${color}`} />;
}

export function Empty() {
  return <span class="text-empty" aria-label="none">—</span>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text of a value for a table cell's title or a CSV export. */
export function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (isObject(value)) {
    if ('label' in value && 'value' in value) return String(value.label);
    if ('display' in value) return String(value.display);
    if ('object' in value) return plain(value.object);
    return JSON.stringify(value);
  }
  return String(value);
}

export function Value({ field, value, object }: { field: UiField | undefined; value: unknown; object?: ApiObject }) {
  if (field?.name === 'display' || (!field && object && value === object.display)) return <ObjectLink obj={object} />;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return <Empty />;
  if (field?.type === 'json' || (field && ['custom_fields', 'config_context', 'local_context_data'].includes(field.name)))
    return <pre class="json">{JSON.stringify(value, null, 2)}</pre>;
  if (field?.type === 'image' && typeof value === 'string')
    return <a href={value}><img class="field-image" src={value} alt={field.name.replace(/_/g, ' ')} /></a>;
  if (field?.name === 'utilization' && field.kind === 'computed' && Number.isFinite(Number(value))) return <UtilizationBar percent={Number(value)} />;
  if (typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (field?.name === 'color' && typeof value === 'string') return <span class="text-nowrap"><Swatch color={value} />{value}</span>;
  if (Array.isArray(value)) {
    if (field?.name === 'tags') return <>{value.map((t) => <TagBadge key={String((t as ApiObject).id)} tag={t as ApiObject} />)}</>;
    return (
      <ul class="list-inline mb-0">
        {value.map((v, i) => (
          <li class="list-inline-item" key={i}>
            <Value field={undefined} value={isObject(v) && 'object' in v && !('url' in v) ? v.object : v} />
          </li>
        ))}
      </ul>
    );
  }
  if (isObject(value)) {
    if ('value' in value && 'label' in value && (field?.kind === 'choice' || field?.kind === 'derived' || !('url' in value)))
      return value.value === null ? <Empty /> : <ChoiceBadge value={value.value as string} label={String(value.label)} />;
    // A foreign key's own object by its name (a LAG, a parent); a peer or end with its device.
    if ('url' in value || 'display' in value) return field?.kind === 'fk' ? <ObjectLink obj={value} /> : <EndpointLink obj={value} />;
    return <pre class="json">{JSON.stringify(value, null, 2)}</pre>;
  }
  return <span>{String(value)}</span>;
}
