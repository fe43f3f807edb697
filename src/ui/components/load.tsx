// Loading data for a page: the promise's result, its error, and a way to load again.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api.ts';
import { loginPath, navigate } from '../router.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (e: unknown) => {
        if (!live) return;
        const error = e instanceof ApiError ? e : new ApiError(0, { detail: String(e) });
        // A session that ended elsewhere: sign in again and come back here.
        if (error.signedOut) navigate(loginPath(), true);
        setState({ error, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) } as Loaded<T>;
}

/** A refused or failed request as a message, never a blank page. */
export function ErrorMessage({ error }: { error: ApiError }) {
  const heading = error.status === 403 ? 'Not allowed' : error.status === 404 ? 'Not found' : 'Something went wrong';
  return (
    <div class="alert alert-danger" role="alert">
      <h2 class="alert-title h4">{heading}</h2>
      <div>{error.message}</div>
    </div>
  );
}

export function Loading() {
  return (
    <div class="py-4 text-center" role="status">
      <div class="spinner-border" aria-hidden="true" />
      <span class="visually-hidden">Loading…</span>
    </div>
  );
}

export function Show<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ComponentChildren }) {
  if (loaded.error) return <ErrorMessage error={loaded.error} />;
  if (loaded.data === undefined) return <Loading />;
  return <>{children(loaded.data)}</>;
}
