// The normalised model catalogue: what the loader hands to every generator and, through
// generated/catalogue.ts, to the runtime engine. The YAML is the hand-written form; this is
// the resolved form, where every name the database and the API use is spelled out once.

export type ScalarType =
  | 'string' // varchar with max_length, or text without one
  | 'slug' // string restricted to [-a-zA-Z0-9_]
  | 'integer'
  | 'bigint'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'json'
  | 'cidr' // a network: 10.0.0.0/8 (host bits rejected)
  | 'inet' // an address with its mask: 10.0.0.1/24
  | 'mac' // a MAC address, written and read as AA:BB:CC:DD:EE:FF
  | 'timezone' // an IANA time zone name
  | 'password' // write-only, stored as a scrypt hash
  | 'token_key' // 40 hex characters, generated when blank, stored as an HMAC digest, shown once
  | 'image' // an uploaded image: its media path stored, its URL read, its bytes in netinv_media
  | 'string_list'; // a list of short strings (text[])

export type OnDelete = 'protect' | 'cascade' | 'set_null';

export interface Choice {
  value: string;
  label: string;
  /** The integer a choice also answers to (NetBox 2.x VLAN status codes). */
  code?: number;
}

/** A uniqueness rule: a unique index named `name` over `fields`. */
export interface Unique {
  name: string;
  fields: string[];
  message?: string;
  nulls_distinct: boolean;
  /** Fields compared ignoring case (indexed as lower(field)). */
  ignore_case: string[];
  /** The rule holds only among rows where these fields are null (a partial index). */
  when_null: string[];
  /** The rule holds only among rows where these string fields are not empty (NetBox's
   * condition=~Q(name="")). */
  when_not_blank: string[];
}

export interface ChoiceSet {
  name: string;
  choices: Choice[];
}

interface FieldBase {
  /** API name of the field. */
  name: string;
  /** Database column holding it (null for fields that have no column: m2m, computed). */
  column: string | null;
  required: boolean; // must be given on create
  nullable: boolean;
  read_only: boolean;
  write_only: boolean;
  default?: unknown;
  description: string;
  /** False when the field is not offered as a filter. */
  filter: boolean;
  /** Part of the free-text `q` search, and of the search index (src/engine/search/). */
  search: boolean;
  /** The search index's weight of a match in this field: lower ranks first (NetBox's
   * SearchIndex weights: a name 100, a description 500, comments 5000). Set when `search` is. */
  search_weight?: number;
  /** Older names of the field (a device's `device_role` for `role`, NetBox 3.6/3.7): shown
   * beside it with the same value, and written in its place when it is absent. */
  aliases?: string[];
  /** The column's former name: the next migration renames that column, keeping its values,
   * where it would otherwise drop it and add this one (a rack's `type`, NetBox 4.1's
   * `form_factor`). Inert once the last migration's tables have the new name. */
  renamed_from?: string;
  /** Set by a model's `netbox:` shape on a write-only field NetBox's serializer reads as null
   * (a token's secret after the response that made it): shown, null. */
  reads_as_null?: true;
}

export interface ScalarField extends FieldBase {
  kind: 'scalar';
  type: ScalarType;
  max_length?: number;
  min?: number;
  max?: number;
  /** Regular expression the value must match (JavaScript syntax, anchored by the author). */
  pattern?: string;
  pattern_message?: string;
  /** For decimals: digits in total and after the point. */
  precision?: [number, number];
  /** For images: the folder of its media paths (NetBox's upload_to: devicetype-images). */
  upload_to?: string;
  /** For images: an upload also writes the image's size to <name>_height and <name>_width. */
  dimensions?: boolean;
  /** For string lists: the choice set every item is one of (an event rule's event_types). */
  element_choices?: string;
  /** A database index on this column: btree, or gist for cidr/inet. */
  /** gist: containment (<<, >>=); host: a btree on (vrf, the address without its mask), which
   * uniqueness checks and free-address searches compare and walk in order. */
  index?: Array<'btree' | 'gist' | 'host'>;
  /** A json field stored as PostgreSQL json (the text as written) rather than jsonb: for values
   * written once and read whole, never searched inside (the change log's snapshots). */
  storage?: 'json';
  /** The value is a secret (a webhook's signing key, a pre-shared key): the change log and
   * webhook bodies show `********` in its place when it is set (src/events/secrets.ts). */
  secret?: true;
  /** For json fields: keys whose values are secrets at the object's top level (a platform's
   * devlib_args `secret` and `password`), masked in the change log and webhook bodies. */
  secret_keys?: string[];
  /** A token key's sealed copy (ALLOW_TOKEN_RETRIEVAL): the column beside its digest's, named
   * after the catalogue's field, so that it stays where NetBox's shape names the field otherwise. */
  sealed_column?: string;
  /** A token key's partial form, NetBox's `Token.partial` (its last six characters behind
   * asterisks), kept beside its digest for a display template naming the field; null for a
   * key made before it was kept, and for a v2 token, whose display is its public key. */
  partial_column?: string;
  /** Sorted by NetBox's natural key of the value (NaturalOrderingField), kept in a generated column. */
  natural?: NaturalOrdering;
  /** Set by a model's `versions:` for an API version whose unit is larger than the stored one
   * (a virtual machine's disk: GB in NetBox 3.7, stored in MB): the API's value is the stored
   * one divided by it (whole units), and a written value is multiplied by it. */
  scale?: number;
}

/** NetBox's `_name`: the SQL function computing the key (src/db/functions/schema/natural.sql),
 * the stored generated column holding it, and `C` when the key compares byte by byte
 * (NetBox's CollateAsChar) rather than in the database's collation. */
export interface NaturalOrdering {
  function: 'netinv_naturalize' | 'netinv_naturalize_interface';
  column: string;
  max_length: number;
  collate?: 'C';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  choices: string; // name of the choice set
  /** `code` renders value as the choice's integer code (the spec's VLAN status). */
  value_as: 'value' | 'code';
}

/** A value computed from another column: IP family from an address or prefix. */
export interface DerivedField extends FieldBase {
  kind: 'derived';
  derive: 'ip_family';
  from: string; // field name
  /** Set by a model's `netbox:` shape: the brief form shows `{value, label}` too (NetBox 4.x),
   * where the spec's brief form has the bare integer. */
  labelled_in_brief?: true;
}

export interface ForeignKeyField extends FieldBase {
  kind: 'fk';
  target: string; // model key, app.model
  on_delete: OnDelete;
  /** Where a form offers this field's objects, the filters of the target that the form's other
   * fields narrow them by, once chosen: `{ site_id: site }` offers a device the racks of the
   * site it is given (NetBox's form query_params, `$site`). */
  narrowed_by?: Record<string, string>;
  /** false: no foreign key constraint; the target's delete trigger applies on_delete, and the
   * rows' writer vouches for the target (the change log's user, written by the database for
   * every logged row: codegen/README.md). */
  constraint: boolean;
}

export interface ManyToManyField extends FieldBase {
  kind: 'm2m';
  target: string;
  /** Join table and its two columns; `object_type` set when the table is shared by many
   * models and tells them apart by content type (tags). */
  through: { table: string; source: string; target: string; object_type?: string };
  /** Base name of its filters (`region` gives region and region_id); the field's name unless given. */
  filter_as?: string;
  /** The target's many-to-many field whose join table this field reads and writes from the
   * other side (a user's `permissions`, the permissions' `users`): one table, two fields. */
  mirrors?: string;
  /** Its filters naming a tree object also match the objects below it (NetBox's
   * TreeNodeMultipleChoiceFilter over a many-to-many field: a contact's groups). */
  subtree?: boolean;
  /** The target's fields to show of each object; its brief fields unless given (an ASN's
   * `sites`, NetBox's ASNSiteSerializer). */
  show?: string[];
}

/** A generic relation: `<name>_type` + `<name>_id` written, `<name>` read. */
export interface GenericField extends FieldBase {
  kind: 'generic';
  targets: string[]; // model keys
  type_column: string;
  id_column: string;
  /** What happens to this object when its target is deleted. */
  on_delete: 'cascade' | 'set_null';
}

/** The objects of another model whose foreign key (or generic relation) `via` points at this one, read-only:
 * an IP address's nat_outside (addresses whose nat_inside is it), a device's interfaces. */
export interface ReverseField extends FieldBase {
  kind: 'reverse';
  target: string;
  via: string;
  /** A list, or the one object (null when there is none). */
  many: boolean;
  /** Only the target rows whose fields have these values (a circuit's termination_a: term_side A). */
  where: Record<string, string | number | boolean>;
  /** The target's fields to show; its brief fields unless given. */
  show: string[] | null;
  /** Only how many there are (a device's interface_count). */
  count: boolean;
  /** On a tree model, the count also takes the rows pointing at objects below this one
   * (a wireless LAN group's wirelesslan_count, as NetBox's cumulative counts). */
  cumulative: boolean;
}

/** A list of objects of several models (a cable's a_terminations), written and read as
 * `{object_type, object_id}` items. Each item is a row of the `through` model: its foreign key
 * `via` points here, its generic field `object` at the listed object, and its fields in `where`
 * hold those values (cable_end: A). Rows are written through the engine, so the through
 * model's rules check each one. */
export interface ObjectListField extends FieldBase {
  kind: 'object_list';
  through: string;
  via: string;
  object: string;
  where: Record<string, string | number | boolean>;
  /** Models an item may name (the through model's generic targets). */
  targets: string[];
}

/** One attribute of a `rows` field's items: an integer column of the row, or the id of the
 * other object the row names (`target: true`). */
export interface RowAttribute {
  name: string;
  column: string;
  kind: 'integer' | 'target';
  required: boolean;
  default?: number;
  min?: number;
  max?: number;
}

/** A list of rows written and read with the object, each row pointing at it and at one object
 * of `target`, with integer attributes (NetBox 4.5's port mappings: a front port's rear_ports,
 * each `{position, rear_port, rear_port_position}`). The rows have no endpoint of their own:
 * they are stored in `table`, replaced by a write that gives the field, and read as plain
 * objects (the other object as its id). `mirrors` names the target's field of the same table,
 * read and written from the other side (a rear port's front_ports). */
export interface RowsField extends FieldBase {
  kind: 'rows';
  target: string;
  table: string;
  /** The row's column pointing at this object, and the one pointing at the target. */
  source: string;
  target_column: string;
  mirrors?: string;
  /** The attribute no two items of one object share (NetBox's unique (front_port, front_port_position)). */
  key: string;
  item: RowAttribute[];
}

/** A read-only value computed in SQL by a named function (declared under `computed:` in the
 * catalogue with the rules module exporting it, beside the rules of the model it knows): a cabled object's link_peers. `returns` says its shape. */
export interface ComputedField extends FieldBase {
  kind: 'computed';
  function: string;
  /** `status`: `{value: boolean, label}` or null (NetBox 2.x's connection_status). */
  returns: 'objects' | 'object' | 'string' | 'boolean' | 'integer' | 'number' | 'status';
  /** With returns: objects, the models the objects may be of (read in brief). */
  targets: string[];
  /** Set by a model's `versions:` for an API version at which the field is also written (an
   * interface's mac_address at NetBox 3.7): a written value is checked as a value of this
   * scalar type and handed to the model's rules under the field's name, which store it; the
   * field has no column of its own. */
  writes?: ScalarType;
}

export type Field = ScalarField | ChoiceField | DerivedField | ForeignKeyField | ManyToManyField | GenericField | ReverseField | ObjectListField | RowsField | ComputedField;

export type FilterOp =
  | 'exact' // equality with the field's lookups
  | 'cidr_within'
  | 'cidr_within_or_equal'
  | 'cidr_contains'
  | 'host_within' // the address part lies in the given prefix (IP addresses' parent)
  | 'masklen'
  | 'family'
  | 'host' // address (without mask) equal
  | 'is_null' // boolean: true means the field is null
  | 'not_null' // boolean: true means the field is set
  | 'has' // boolean, NetBox's exclude(<path>__isnull=value): true, some path has a value; false, some path has none
  | 'from' // the field is at least the value: NetBox's range filters (time_after)
  | 'to' // the field is at most the value (time_before)
  | 'element' // the list (string_list, or a JSON array) has the value (content_types=dcim.site, port=22)
  | 'function' // the value given to the SQL function `function`, which returns the ids the path ends at
  | 'digest'; // the field stores a digest of its value (a token's key): the given value's digest is compared

/** What a filter's values are parsed as. */
export type FilterValue = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'datetime' | 'cidr' | 'inet' | 'choice';

/** A query parameter of a list endpoint, resolved: the engine compiles it to SQL and the
 * OpenAPI generator documents it, from this one description. */
export interface Filter {
  name: string;
  op: FilterOp;
  /** Field path from the model; ends at a scalar field, a choice, or `id` of a related model. */
  path: string[];
  /** Other paths to the same kind of value: an object matches when any path does
   * (an interface's VLAN: untagged or tagged). */
  also?: string[][];
  value: FilterValue;
  /** For choice filters: the choice set. */
  choices?: string;
  lookups: string[];
  /** Repeating the parameter: `any` ORs the values, `all` ANDs them (multi-valued fields). */
  match: 'any' | 'all';
  /** With op `function`: the SQL function (src/db/functions/) returning the ids the path ends at. */
  function?: string;
  /** The value `null` matches objects where the relation is empty. */
  accepts_null: boolean;
  /** `null` matches the objects where no path reaches a value (a declared filter's
   * `accepts_null: true`: an interface without MAC addresses), rather than comparing the path's last step. */
  null_when_absent?: true;
  /** A path ending at the model's own tree (a location's parent) also matches what lies below
   * the object named, as paths to other trees always do (NetBox's TreeNodeMultipleChoiceFilter).
   * `false`: a path to another tree matches the object named only (NetBox's
   * ModelMultipleChoiceFilter: a component's `device_role`). */
  subtree?: boolean;
  description: string;
}

/** A filter that is not simply a field's own: declared in the catalogue. */
export interface DeclaredFilter {
  name: string;
  op: FilterOp;
  /** Dotted path from the model to the compared value: `device.site`, `prefix`, `device_type.manufacturer`. */
  path: string[];
  /** Further paths ORed with the first (declared as `paths: [...]`). */
  also: string[][];
  /** With op `function`: the SQL function returning the ids of the objects the path ends at
   * (the model's own when the path is `id`). */
  function?: string;
  /** With op `function`, what it takes (an id unless given); with op `element` on a JSON
   * array, what the array holds. */
  value?: 'integer' | 'string' | 'boolean' | 'inet' | 'cidr';
  /** For a path ending at a model: compare by this attribute of it (`id`, `slug`, `name`). */
  by?: string;
  /** Lookups offered as `<name>__<lookup>`; when not given, those of the value's kind. */
  lookups?: string[];
  /** See Filter.subtree. */
  subtree?: boolean;
  /** `null` is a value: it matches the objects where no path reaches a value. */
  accepts_null?: true;
  description: string;
}

export interface Action {
  name: string; // URL segment, e.g. available-prefixes
  methods: string[];
  /** On the detail endpoint (`/<id>/<name>/`) or the list endpoint (`/<name>/`). */
  detail: boolean;
  /** Module under src/actions/ that implements it: `users/provision`. */
  handler: string;
  /** True when it answers without a token (token provisioning). */
  anonymous: boolean;
  /** GET answers a list (free addresses): its operation is named `_list`, as NetBox names it,
   * where an object's other actions are `_retrieve` (trace). */
  lists: boolean;
  description: string;
  /** What the OpenAPI document adds to the generic operation: `parameters` (OpenAPI parameter
   * objects: the query parameters and headers the handler reads) and `responses` (further
   * statuses, by code). */
  openapi: { parameters: Array<Record<string, unknown>>; responses: Record<string, unknown> };
}

export type Feature = 'tags' | 'custom_fields' | 'created_updated' | 'config_context' | 'owner';

/** A tab of the web UI's detail page beyond the automatic ones (the models whose cascading or
 * required foreign key points here): the objects of `model` that the list filter `filter`
 * selects, each value a display template over the shown object (`{prefix}`, `{vrf.id}`; a
 * missing value becomes `null`). A prefix's child prefixes and IP addresses. */
export interface Tab {
  label: string;
  model: string;
  filter: Record<string, string>;
}

export interface Model {
  key: string; // app.model, e.g. dcim.site
  app: string;
  name: string; // model name in snake_case, e.g. ip_address
  /** Content type label: app.modelname without separators (NetBox's content type). */
  content_type: string;
  /** Model class name, e.g. IPAddress (GraphQL class_type). */
  class_name: string;
  verbose_name: string;
  verbose_name_plural: string;
  path: string; // URL segment, e.g. ip-addresses
  /** Further places the same objects are served at, as NetBox 3.6 served L2VPNs under ipam
   * before 3.7 moved them to vpn. The object's `url` names its own app and path. */
  also_at: Place[];
  /** The place an object's `url` names when it is not the model's own (one of its also_at):
   * NetBox 4.x's /api/core/ for the change log and object types. A version's `url_at` (under
   * `versions:`) names another for that version. */
  url_at?: Place;
  table: string;
  display: string[]; // templates, first with all parts present wins
  /** Also render display under `display_name` (VLAN, device). */
  display_name: boolean;
  /** Templates of display_name when it differs from display (NetBox 2.x's Device.display_name
   * has no asset tag); display's own when absent. */
  display_name_templates?: string[];
  ordering: string[]; // entries of codegen/syntax.ts orderingEntry: [-]field[.id][ nulls first|last]
  brief: string[]; // field names of the nested/brief representation
  fields: Field[];
  unique: Unique[];
  features: Feature[];
  filters: DeclaredFilter[];
  /** Filters the fields would give that the model does not offer (NetBox's filter set lacks them). */
  withheld_filters: string[];
  /** Parameters accepted and not applied: NetBox has no such filter, and a client it names
   * sends them beside filters that find the object (the Ansible collection's lookups). */
  ignored_filters: string[];
  /** Every query filter of the list endpoint: the fields' own and the declared ones. */
  filterset: Filter[];
  /** Fields of the free-text `q` search. */
  search: string[];
  actions: Action[];
  /** src/rules/<app>/<model>.ts implements this model's rule hooks. */
  rules: boolean;
  /** The model nests in itself through its `parent` foreign key (regions, locations, ...):
   * objects show their `_depth`, and filters by a tree object also match its descendants. */
  tree: boolean;
  /** Served for reading only (list and detail GET): rows the service keeps itself (content types). */
  read_only: boolean;
  /** Changes are written to the change log (extras.object_change); `related` are the paths to
   * the object a change also concerns (a component's device), the first that has one wins:
   * `device`, or through a generic relation `assigned_object[dcim.interface].device`. */
  change_log: { enabled: boolean; related: string[] };
  description: string;
  /** Declared detail-page tabs (`tabs:`), when the model has any. */
  tabs?: Tab[];
  /** The web UI list's default columns (`columns:`), when the model declares them rather than
   * taking the generated choice. */
  columns?: string[];
  /** How the model differs at older NetBox API versions (`versions:`), by version: the fields
   * and filters as the plain ones are for the newest, which is how objects are stored. */
  versions?: Record<string, VersionDifferences>;
  /** Where NetBox's own representation differs from the spec's, which the plain model follows
   * (`netbox:`): what a request that names the newest NetBox version gets (src/engine/versions.ts);
   * an older version's is its `versions.<version>.netbox`. */
  netbox?: NetboxShape;
  /** False where the model shows no display_url (set by `netbox:`'s omit: NetBox 4.6's
   * component templates, whose serializers list none). */
  display_url?: false;
  /** The API version this copy of the model answers as, when it differs from the plain model
   * (src/engine/versions.ts), and whether in NetBox's own shape. */
  variant?: string;
  answers_as?: AnswersAs;
}

/** What a request is answered as: a NetBox API version, in the spec's shape (the contract at
 * /api/) or in NetBox's own (a request that named the version: a pinned root, Accept's
 * `version=`). */
export interface AnswersAs {
  version: string;
  netbox: boolean;
}

/** The spec's shapes that NetBox itself shows otherwise (a model's `netbox:`). */
export interface NetboxShape {
  /** NetBox's brief fields, where the spec lists others. */
  brief?: string[];
  /** NetBox's display (its model's `__str__`), as display templates in NetBox's field names. */
  display?: string[];
  /** NetBox shows no `display_name` (NetBox 2.x's, which the spec keeps). */
  display_name?: false;
  /** The spec's fields that NetBox does not have (display_url among them where NetBox's
   * serializer lists none). */
  omit?: string[];
  /** A choice's value as NetBox writes it (not the spec's integer code), a reverse field's list
   * (not the spec's one object), a derived field labelled in the brief form too, any field's
   * name where NetBox names it otherwise (a token's `key` is NetBox 4.5's `token`), a
   * write-only field NetBox reads as null (`reads_as_null`: a token's secret). */
  fields?: Record<string, { value_as?: 'value'; many?: true; labelled_in_brief?: true; name?: string; reads_as_null?: true }>;
}

/** What changes in a model's fields and filters at one API version. */
export interface VersionDifferences {
  /** An integer field's unit and bounds; a computed field's `writable` scalar type (what it is
   * written as at that version, ComputedField.writes) and description. */
  fields: Record<string, Partial<Pick<ScalarField, 'scale' | 'min' | 'max' | 'description'>> & { writable?: ScalarType }>;
  filters: Record<string, Partial<Pick<Filter, 'subtree' | 'description'>>>;
  /** Where an object's url points at that version (one of the model's places). */
  url_at?: Place;
  /** NetBox's own shapes at that version where the spec's differ (as a model's `netbox:` is for
   * the newest): what a request that names that version gets. */
  netbox?: NetboxShape;
}

/** Where a model's endpoints are: /api/<app>/<path>/. */
export interface Place {
  app: string;
  path: string;
}

export interface App {
  name: string;
  label: string;
  description: string;
}

/** A function building computed fields, and the rules module exporting it (src/rules/<rules>.ts,
 * its export named in camelCase): what generated/rules/ registers with the engine. */
export interface ComputedFunction {
  name: string;
  rules: string;
}

export interface Catalogue {
  apps: App[];
  models: Model[];
  choices: ChoiceSet[];
  computed: ComputedFunction[];
}
