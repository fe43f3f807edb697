// The filters and fields in which netinv still differs from NetBox 3.7, each with its reason.
// NetBox's side is netbox-3.7.json beside this file: for every list endpoint of NetBox 3.7.7's
// OpenAPI document, its filter names (lookups such as __n left out) and the fields of its
// representation. netinv's side is the catalogue as generated. A difference without a reason
// fails, and so does a reason whose difference is gone: the list stays the truth.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { catalogue } from '../../generated/catalogue.ts';
import { openApiDocument } from '../../src/http/openapi-document.ts';

interface Endpoint { filters: string[]; fields: string[] }
const netbox = (JSON.parse(readFileSync(new URL('netbox-3.7.json', import.meta.url), 'utf8')) as { endpoints: Record<string, Endpoint> }).endpoints;

/** `+name`: netinv has it and NetBox 3.7 not; `-name`: NetBox 3.7 has it and netinv not. */
type Reasons = Record<string, string>;

const CHANGE_REQUEST = 'the change log\'s request filters: netinv\'s change records carry request_id, its objects do not';
const CONTACTS = 'contacts are assigned through contact assignments (a generic relation); filtering objects by them is not in netinv yet';
const DATA_SOURCE = 'netinv keeps data sources but synchronises no files, so no object takes its content from one';

/** Reasons that hold wherever the difference appears. */
/** NetBox 4.5's v2 tokens, beside 3.7's (key_id is NetBox 4.5's key, whose name 3.7's write-only key holds). */
const V2_TOKENS: Reasons = Object.fromEntries(['version', 'key_id', 'pepper_id', 'enabled'].map((n) => [`+${n}`, 'NetBox 4.5\'s v2 tokens (Bearer nbt_<key>.<token>)']));

const FILTERS_EVERYWHERE: Reasons = {
  '+tag_id': 'NetBox 4\'s filter by tag id (NetBox 3.7 has only tag, by slug); its meaning is NetBox\'s, so it stays',
  '-created_by_request': CHANGE_REQUEST,
  '-updated_by_request': CHANGE_REQUEST,
  '-modified_by_request': CHANGE_REQUEST,
  '-contact': CONTACTS,
  '-contact_group': CONTACTS,
  '-contact_role': CONTACTS,
  '-data_source_id': DATA_SOURCE,
  '-data_file_id': DATA_SOURCE,
  '-data_synced': DATA_SOURCE,
  '-content_type_id': 'netinv names content types by app.model, never by a content type id',
  '+device_type_id': 'NetBox 4\'s name of a template\'s devicetype_id, which the Ansible collection 3.22 sends to NetBox 4',
};

const OBJECT_TYPE = 'NetBox 4.x\'s ObjectType (/api/core/object-types/), which serves the same rows as 3.7\'s content types';

const FILTERS: Record<string, Reasons> = {
  '/api/extras/content-types/': { '+public': OBJECT_TYPE, '+features': OBJECT_TYPE },
  '/api/core/data-sources/': Object.fromEntries(['source_url', 'sync_interval', 'last_synced'].map((n) => [`+${n}`, 'NetBox 4.6\'s filter (the field is 4.x\'s or its filter is)'])),
  '/api/core/data-files/': { '-created': 'netinv synchronises no files, so a data file (never written) keeps no creation time' },
  '/api/users/tokens/': V2_TOKENS,
  '/api/dcim/platforms/': {
    '+devlib_driver': 'netinv\'s device automation driver (NetBox had napalm_driver, without a filter); no NetBox client sends it',
  },
  '/api/dcim/devices/': {
    '+device_role': 'NetBox 3.6/3.7\'s deprecated name of role, kept for the clients that still send it (DECISIONS.md)',
    '+device_role_id': 'as device_role',
  },
  '/api/extras/tags/': {
    '-content_type': 'tags are not limited to object types in netinv', '-object_types': 'as content_type', '-for_object_type_id': 'as content_type',
  },
  '/api/extras/custom-fields/': {
    '-ui_visible': 'netinv has NetBox 3.6\'s single ui_visibility', '-ui_editable': 'as ui_visible',
  },
  '/api/extras/journal-entries/': {
    '-assigned_object_type_id': 'netinv names content types by app.model (assigned_object_type)',
  },
  '/api/extras/image-attachments/': {
    '+object_type': 'netinv names the attached object\'s type object_type (NetBox 4\'s name; NetBox 3.7: content_type)',
    '-content_type': 'as object_type',
  },
  '/api/extras/object-changes/': {
    '+time': 'the time field\'s own filter (time, time__gte, time__lte) beside NetBox\'s time_after and time_before',
    '+related_object_type': 'NetBox 3.7 records the object a change also concerns (a component\'s device) but neither shows nor filters it; netinv does, so a device\'s changes can include its components\'',
    '+related_object_id': 'as related_object_type', '+related_object_type_id': 'as related_object_type',
  },
  '/api/extras/webhooks/': Object.fromEntries(['content_types', 'type_create', 'type_update', 'type_delete', 'enabled'].map((n) => [`+${n}`,
    'the webhook keeps its own triggers beside event rules (DECISIONS.md), with NetBox 3.6\'s filters for them'])),
  '/api/vpn/l2vpn-terminations/': { '-assigned_object_type_id': 'netinv names content types by app.model (assigned_object_type)' },
  '/api/tenancy/contact-assignments/': {
    '+object_type': 'netinv names the assigned object\'s type object_type (NetBox 4\'s name; NetBox 3.7: content_type)',
    '-content_type': 'as object_type',
  },
  '/api/ipam/ip-addresses/': {
    '+assigned_object_type': 'NetBox 4\'s filters of the assigned object (NetBox 3.7 has interface_id, vminterface_id)', '+assigned_object_id': 'as assigned_object_type',
  },
  '/api/wireless/wireless-links/': {
    '+interface_a': 'the Ansible collection finds a link by interface_a and interface_b (ids), which NetBox ignores, matching every link; here they are ids, as interface_a_id',
    '+interface_b': 'as interface_a',
  },
  '/api/users/permissions/': Object.fromEntries(['can_add', 'can_change', 'can_delete', 'can_view'].map((n) => [`-${n}`, 'not yet: object permissions are managed by superusers only'])),
};

const FIELDS_EVERYWHERE: Reasons = {
  '-data_source': DATA_SOURCE, '-data_path': DATA_SOURCE, '-data_file': DATA_SOURCE, '-data_synced': DATA_SOURCE,
  '+display_name': 'the spec shows display_name on VLANs and devices; VMs keep NetBox 2.x\'s too',
};

const FIELDS: Record<string, Reasons> = {
  '/api/extras/custom-field-choice-sets/': { '+choice_colors': 'NetBox 4.6\'s field' },
  '/api/extras/content-types/': Object.fromEntries(['app_name', 'model_name', 'model_name_plural', 'public', 'features', 'is_plugin_model', 'rest_api_endpoint', 'description'].map((n) => [`+${n}`, OBJECT_TYPE])),
  '/api/core/jobs/': { '+queue_name': 'NetBox 4.6\'s field', '+log_entries': 'NetBox 4.4+\'s field' },
  '/api/core/data-sources/': {
    '+sync_interval': 'NetBox 4.3+\'s field', '+last_synced': 'NetBox 4.x\'s field',
    '+tags': 'NetBox\'s data sources take tags (its filter set has tag) but its serializer leaves them out; netinv shows them',
  },
  '/api/dcim/platforms/': {
    '+devlib_driver': 'netinv\'s device automation layer where NetBox had napalm_driver', '+devlib_args': 'as devlib_driver (NetBox\'s napalm_args)',
  },
  '/api/dcim/devices/': { '+devlib_available': 'whether live data can be read (the spec\'s condition for the live data tabs)' },
  '/api/dcim/interfaces/': { '+connection_status': 'NetBox 2.x\'s, which the spec shows on the interface nested in an IP address\'s assigned_object' },
  '/api/extras/tags/': { '-object_types': 'tags are not limited to object types in netinv' },
  '/api/extras/custom-fields/': {
    '+ui_visibility': 'NetBox 3.6\'s single visibility, where 3.7 has ui_visible and ui_editable', '-ui_visible': 'as ui_visibility', '-ui_editable': 'as ui_visibility',
    '+choices': 'NetBox 3.5\'s own choices of a select field, kept for the clients that still send them (the Ansible collection 3.13); a choice set\'s choices win',
  },
  '/api/extras/image-attachments/': {
    '+object_type': 'netinv names the attached object\'s type and object object_type and object (NetBox 4\'s names)', '+object': 'as object_type',
    '-content_type': 'as object_type', '-parent': 'as object_type',
  },
  '/api/extras/object-changes/': {
    '+related_object_type': 'NetBox 3.7 records the object a change also concerns (a component\'s device) but does not show it; netinv does',
    '+related_object_id': 'as related_object_type', '+related_object': 'as related_object_type',
    '+object_repr': 'NetBox 3.7 records the object\'s text when changed (and filters by it) but does not show it; netinv shows it, the deleted object\'s name',
  },
  '/api/extras/webhooks/': Object.fromEntries(['content_types', 'type_create', 'type_update', 'type_delete', 'enabled', 'conditions'].map((n) => [`+${n}`,
    'the webhook keeps NetBox 3.6\'s and the spec\'s own triggers beside NetBox 3.7\'s event rules (DECISIONS.md)'])),
  '/api/extras/event-rules/': { '+action_data': 'NetBox 3.7 stores it (a script action\'s data) without showing it; netinv shows it, and runs no scripts, so it is only kept' },
  '/api/ipam/prefixes/': {
    '+_children': 'NetBox 3.7\'s children count under its 2.x name as well', '+utilization': 'netinv computes the prefix\'s utilization in the read (the web UI shows it)',
  },
  '/api/ipam/asns/': { '-provider_count': 'provider ASNs are not modelled yet' },
  '/api/tenancy/contact-assignments/': { '+object_type': 'netinv names the assigned object\'s type object_type (NetBox 4\'s name)', '-content_type': 'as object_type' },
  '/api/users/users/': { '+is_superuser': 'superuser status is shown (superusers manage it)' },
  '/api/users/tokens/': {
    '+allowed_ips': 'the spec\'s per-token client address restriction (NetBox 3.7 has it in the UI only)',
    ...V2_TOKENS,
  },
};

/** Differences in shape rather than name, which the spec asks for. */
const SHAPES: Array<{ what: string; schema: string; property: string; check: (s: Record<string, any>) => boolean; reason: string }> = [
  {
    what: 'VLAN status value is an integer', schema: 'VLAN', property: 'status',
    check: (s) => s.properties.value.type === 'integer',
    reason: 'the spec: "an integer in the VLAN status shape" (1 active, 2 reserved, 3 deprecated); writes take the string too',
  },
  {
    what: 'an IP address has one nat_outside', schema: 'IPAddress', property: 'nat_outside',
    check: (s) => JSON.stringify(s).includes('BriefIPAddress') && !JSON.stringify(s).includes('"array"'),
    reason: 'the spec\'s field table: nat_outside is a nested object or null (NetBox 3.7: a list); an inside address has one outside address',
  },
];

/** netinv's filters and fields of each model that NetBox 3.7 also serves. */
function ours(): Array<{ path: string; key: string; filters: string[]; fields: string[] }> {
  const doc = openApiDocument() as any;
  return catalogue.models.flatMap((m) => {
    const path = `/api/${m.app}/${m.path}/`;
    if (!netbox[path]) return [];
    const page = doc.paths[path].get.responses['200'].content['application/json'].schema.$ref.split('/').pop();
    const full = doc.components.schemas[page].properties.results.items.$ref.split('/').pop();
    return [{ path, key: m.key, filters: m.filterset.map((f) => f.name), fields: Object.keys(doc.components.schemas[full].properties) }];
  });
}

function differences(mine: string[], theirs: string[]): string[] {
  return [...mine.filter((n) => !theirs.includes(n)).map((n) => `+${n}`), ...theirs.filter((n) => !mine.includes(n)).map((n) => `-${n}`)];
}

/** The differences of one endpoint that no reason covers, and the reasons that cover none. */
function unexplained(found: string[], everywhere: Reasons, specific: Reasons | undefined): { missing: string[]; stale: string[] } {
  return {
    missing: found.filter((d) => !(d in everywhere) && !(specific && d in specific)),
    stale: Object.entries(specific ?? {}).filter(([d]) => !found.includes(d)).map(([d]) => d),
  };
}

describe('compat: differences from NetBox 3.7 that remain, with their reasons', () => {
  const endpoints = ours();

  it('compares the models netinv and NetBox 3.7 both serve', () => {
    assert.ok(endpoints.length >= 80, `${endpoints.length} endpoints compared`);
    for (const p of [...Object.keys(FILTERS), ...Object.keys(FIELDS)]) assert.ok(endpoints.some((e) => e.path === p), `${p} is not compared`);
  });

  for (const e of endpoints) {
    it(`${e.path}: every filter difference has its reason`, () => {
      const { missing, stale } = unexplained(differences(e.filters, netbox[e.path]!.filters), FILTERS_EVERYWHERE, FILTERS[e.path]);
      assert.deepEqual(missing, [], `filters without a reason (add the filter, withhold it in the catalogue, or give the reason here)`);
      assert.deepEqual(stale, [], 'reasons for differences that are gone');
    });
    it(`${e.path}: every field difference has its reason`, () => {
      const { missing, stale } = unexplained(differences(e.fields, netbox[e.path]!.fields), FIELDS_EVERYWHERE, FIELDS[e.path]);
      assert.deepEqual(missing, [], 'fields without a reason');
      assert.deepEqual(stale, [], 'reasons for differences that are gone');
    });
  }

  for (const s of SHAPES) {
    it(`${s.what}: ${s.reason}`, () => {
      const schema = (openApiDocument() as any).components.schemas[s.schema].properties[s.property];
      assert.ok(s.check(schema), JSON.stringify(schema));
    });
  }
});
