// Deleting one object, after a confirmation; when other objects block it (the API's 409),
// the page lists them instead.
import { useState } from 'preact/hooks';
import { api, ApiError, type ApiObject } from '../api.ts';
import { listPage, objectApi, objectPage, title, type UiModel } from '../catalogue.ts';
import { Show, useLoad } from '../components/load.tsx';
import { navigate } from '../router.ts';

/** The dependents a 409 names: "... 2 dependent objects were found: a, b". */
function dependents(message: string): string[] {
  const at = message.indexOf(': ');
  return at < 0 ? [] : message.slice(at + 2).split(', ').filter((s) => s && s !== '...');
}

export function DeletePage({ model, id }: { model: UiModel; id: string }) {
  const loaded = useLoad(() => api<ApiObject>('GET', objectApi(model, id), { query: { brief: '1' } }), [model.key, id]);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const remove = async () => {
    try {
      await api('DELETE', objectApi(model, id));
      navigate(listPage(model), true);
    } catch (e) {
      setRefused(e as ApiError);
    }
  };
  return (
    <Show loaded={loaded}>
      {(obj) => (
        <>
          <div class="page-header">
            <div class="page-pretitle">{title(model.verbose_name_plural)}</div>
            <h1 class="page-title">Delete {obj.display}?</h1>
          </div>
          <div class="page-body">
            <div class="card">
              <div class="card-body">
                {refused ? (
                  <div class="alert alert-danger" role="alert">
                    <h2 class="alert-title h4">{refused.status === 409 ? `${obj.display} cannot be deleted` : 'Not deleted'}</h2>
                    <p>{refused.status === 409 ? 'These objects depend on it; delete or move them first:' : refused.message}</p>
                    {refused.status === 409 && (
                      <ul class="dependents">
                        {dependents(refused.message).map((d, i) => <li key={i}>{d}</li>)}
                      </ul>
                    )}
                  </div>
                ) : (
                  <p>
                    The {model.verbose_name} <strong>{obj.display}</strong> will be deleted, with the objects that belong to it. This cannot be undone.
                  </p>
                )}
              </div>
              <div class="card-footer d-flex gap-2">
                {!refused && <button type="button" class="btn btn-danger" onClick={remove}>Delete</button>}
                <a class="btn" href={objectPage(model, obj.id)}>{refused ? 'Back' : 'Cancel'}</a>
              </div>
            </div>
          </div>
        </>
      )}
    </Show>
  );
}
