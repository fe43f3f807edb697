// The NetBox API versions netinv answers as. One list: the NETBOX_COMPAT_VERSION setting, the
// Accept header's `version=`, the URL-pinned roots (/v3.7/api/) and the catalogue's
// per-version differences (`versions:` of a model) all take their names from it.

/** A NetBox API version as NetBox names it (REST_FRAMEWORK_VERSION): major.minor. */
export type ApiVersion = '3.7' | '4.6';

export interface NetboxVersion {
  api: ApiVersion;
  /** The release /api/status/ announces as `netbox-version`: clients (the Ansible collection)
   * choose what they send by it. */
  release: string;
  /** Whether NetBox's brief forms (its nested serializers) carry the object's `description`:
   * from NetBox 4.0 on. A request that names an older version gets brief forms without it. */
  briefDescription: boolean;
  /** Whether an object nested in another's field carries its counts (a region's `site_count`):
   * NetBox 3.7's nested serializers do; NetBox 4.6.8 leaves them out (#22154) and keeps them in
   * `?brief=1` lists. */
  nestedCounts: boolean;
}

/** Oldest first; the last is the form objects are stored in (the catalogue's plain fields). */
export const NETBOX_VERSIONS: readonly NetboxVersion[] = [
  { api: '3.7', release: '3.7.8', briefDescription: false, nestedCounts: true },
  { api: '4.6', release: '4.6.8', briefDescription: true, nestedCounts: false },
];

export const API_VERSIONS: readonly ApiVersion[] = NETBOX_VERSIONS.map((v) => v.api);

export function isApiVersion(value: string): value is ApiVersion {
  return (API_VERSIONS as readonly string[]).includes(value);
}

/** The version named `version`, if netinv answers as it. */
function netboxVersion(version: string): NetboxVersion | undefined {
  return NETBOX_VERSIONS.find((v) => v.api === version);
}

export function releaseOf(version: ApiVersion): string {
  return netboxVersion(version)!.release;
}

/** Whether NetBox's brief forms carry `description` at `version` (NetboxVersion.briefDescription). */
export function briefHasDescription(version: string): boolean {
  return netboxVersion(version)?.briefDescription ?? true;
}

/** Whether NetBox's nested objects carry their counts at `version` (NetboxVersion.nestedCounts). */
export function nestedHaveCounts(version: string): boolean {
  return netboxVersion(version)?.nestedCounts ?? true;
}
