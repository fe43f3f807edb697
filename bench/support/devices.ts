// Devices as a user makes them, through the API in bulk: one site, manufacturer, device type
// and role, then `count` devices named load-00000 on, 250 a request.
import type { BenchService } from './service.ts';

async function post(service: BenchService, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${service.base}${path}`, { method: 'POST', headers: service.headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** Makes the devices; `fields` adds fields to the i-th. Their ids, in order. */
export async function makeDevices(service: BenchService, count: number, fields: (i: number) => object = () => ({})): Promise<number[]> {
  await post(service, '/api/dcim/sites/', { name: 'Berlin 1', slug: 'ber1' });
  await post(service, '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
  await post(service, '/api/dcim/device-types/', { manufacturer: { slug: 'acme' }, model: 'X1000', slug: 'x1000' });
  await post(service, '/api/dcim/device-roles/', { name: 'Router', slug: 'router' });
  const ids: number[] = [];
  for (let start = 0; start < count; start += 250) {
    const made = await post(service, '/api/dcim/devices/', Array.from({ length: Math.min(250, count - start) }, (_, i) => ({
      name: `load-${String(start + i).padStart(5, '0')}`, device_type: { slug: 'x1000' }, role: { slug: 'router' }, site: { slug: 'ber1' }, ...fields(start + i),
    })));
    ids.push(...(made as Array<{ id: number }>).map((d) => d.id));
  }
  return ids;
}
