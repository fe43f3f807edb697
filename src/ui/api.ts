// The UI's only way to the server: the REST API through the generated SDK's client
// (generated/client/), with the browser session's cookie and, on writes, its CSRF token in
// X-CSRFToken. Every failure becomes an ApiError carrying the status and the API's body.
import { client } from '../../generated/client/client.gen.ts';
import { usersUsersMeRetrieve } from '../../generated/client/sdk.gen.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.message(status, body));
  }

  static message(status: number, body: unknown): string {
    if (body && typeof body === 'object' && 'detail' in body) return String((body as { detail: unknown }).detail);
    if (status === 0) return 'The server could not be reached.';
    return `The server answered ${status}.`;
  }

  /** A 403 because nobody is signed in (rather than a missing permission). */
  get signedOut(): boolean {
    return this.status === 403 && /credentials were not provided|session/i.test(this.message);
  }
}

export function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

client.setConfig({ baseUrl: '', credentials: 'same-origin', headers: { Accept: 'application/json' } });
client.interceptors.request.use((request) => {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    const csrf = cookie('csrftoken');
    if (csrf) request.headers.set('X-CSRFToken', csrf);
  }
  return request;
});

export type Query = Record<string, string | string[] | undefined>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a body is sent: JSON, or as it is for a multipart form (FormData), whose boundary the
 * browser writes into the Content-Type itself. */
function bodyOptions(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body, bodySerializer: null, headers: { 'Content-Type': null } };
  // A Blob goes as it is, with its own media type (NDJSON of a streamed import).
  if (body instanceof Blob) return { body, bodySerializer: null, headers: { 'Content-Type': body.type } };
  return { body, headers: { 'Content-Type': 'application/json' } };
}

/** One request to an API path; resolves with the parsed body (null for 204). A FormData body
 * is sent as multipart/form-data (an image upload, docs/rest-api.md "Images"), a Blob as its type. */
export async function api<T = unknown>(method: Method, url: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  let result;
  try {
    result = await client.request({
      method,
      url,
      query: options.query as Record<string, unknown> | undefined,
      ...bodyOptions(options.body),
    });
  } catch (e) {
    throw new ApiError(0, { detail: `The server could not be reached (${(e as Error).message}).` });
  }
  const { response, data, error } = result as { response?: Response; data?: unknown; error?: unknown };
  if (!response) throw new ApiError(0, null);
  if (!response.ok) throw new ApiError(response.status, error);
  return (response.status === 204 ? null : data) as T;
}

export interface Page<T = ApiObject> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** An object as the API represents it: id, url, display and its fields. */
export type ApiObject = { id: number; url: string; display: string } & Record<string, unknown>;

export interface Me {
  id: number;
  username: string;
  is_superuser: boolean;
  write_enabled: boolean;
  permissions: Record<string, string[]>;
}

/** The signed-in user, or null when nobody is. */
export async function whoAmI(): Promise<Me | null> {
  const { response, data } = await usersUsersMeRetrieve();
  if (!response) throw new ApiError(0, null);
  if (response.status === 403) return null;
  if (!response.ok) throw new ApiError(response.status, data);
  return data as unknown as Me;
}

export async function signIn(username: string, password: string): Promise<void> {
  await api('POST', '/login/', { body: { username, password } });
}

export async function signOut(): Promise<void> {
  await api('POST', '/logout/');
}
