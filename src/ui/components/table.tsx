// A table of objects of one model: the chosen columns, headers that sort through `ordering`
// (when the list can), and an optional checkbox per row for bulk actions.
import { useEffect, useState } from 'preact/hooks';
import type { ApiObject } from '../api.ts';
import { fieldLabel, type UiField, type UiModel } from '../catalogue.ts';
import { Value } from './value.tsx';

export function columnField(model: UiModel, name: string): UiField | undefined {
  return model.fields.find((f) => f.name === name);
}

export function columnLabel(model: UiModel, name: string): string {
  if (name === 'display') return fieldLabel(model.verbose_name);
  if (name === 'id') return 'ID';
  return fieldLabel(name);
}

/** Columns a model's list can show: display, id, every readable field but long JSON. */
export function availableColumns(model: UiModel): string[] {
  return ['display', 'id', ...model.fields.filter((f) => !f.write_only && f.type !== 'json' && f.name !== 'custom_fields').map((f) => f.name),
    ...(model.features.includes('created_updated') ? ['created', 'last_updated'] : [])];
}

export function sortable(model: UiModel, name: string): boolean {
  return name === 'display' || name === 'id' || name === 'created' || name === 'last_updated' || !!columnField(model, name)?.sortable;
}

interface Props {
  model: UiModel;
  rows: ApiObject[];
  columns: string[];
  ordering?: string;
  onSort?: (ordering: string) => void;
  selected?: Set<number>;
  onSelect?: (selected: Set<number>) => void;
  caption: string;
}

/** Rows drawn at once: a long page (1,000 rows) shows its first screen at once and the rest
 * a batch per frame, rather than nothing until every row is laid out. */
const BATCH = 100;

function useProgressive(rows: ApiObject[]): ApiObject[] {
  const [shown, setShown] = useState(BATCH);
  useEffect(() => setShown(BATCH), [rows]);
  useEffect(() => {
    if (shown >= rows.length) return;
    const frame = requestAnimationFrame(() => setShown((n) => n + BATCH * 2));
    return () => cancelAnimationFrame(frame);
  }, [shown, rows]);
  return shown >= rows.length ? rows : rows.slice(0, shown);
}

export function ObjectTable({ model, rows: all, columns, ordering, onSort, selected, onSelect, caption }: Props) {
  const rows = useProgressive(all);
  const sortedBy = ordering?.replace(/^-/, '');
  const descending = ordering?.startsWith('-');
  const allSelected = all.length > 0 && all.every((r) => selected?.has(r.id));
  return (
    <div class="table-responsive">
      <table class="table table-vcenter table-hover card-table object-table">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {onSelect && (
              <th class="w-1">
                <input
                  type="checkbox"
                  class="form-check-input m-0"
                  aria-label="Select all rows on this page"
                  checked={allSelected}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(all.map((r) => r.id)))}
                />
              </th>
            )}
            {columns.map((c) => {
              const sort = onSort && sortable(model, c);
              const state = sortedBy === c ? (descending ? 'descending' : 'ascending') : undefined;
              return (
                <th key={c} aria-sort={state}>
                  {sort ? (
                    <button type="button" class="btn btn-link p-0 sort-button" onClick={() => onSort!(state === 'ascending' ? `-${c}` : c)}>
                      {columnLabel(model, c)}
                      <span aria-hidden="true" class="sort-mark">{state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}</span>
                    </button>
                  ) : (
                    columnLabel(model, c)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (onSelect ? 1 : 0)} class="text-center py-4">
                No {model.verbose_name_plural} found.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} class={selected?.has(row.id) ? 'table-active' : undefined}>
              {onSelect && (
                <td>
                  <input
                    type="checkbox"
                    class="form-check-input m-0"
                    aria-label={`Select ${row.display}`}
                    checked={selected?.has(row.id)}
                    onChange={() => {
                      const next = new Set(selected);
                      if (next.has(row.id)) next.delete(row.id);
                      else next.add(row.id);
                      onSelect(next);
                    }}
                  />
                </td>
              )}
              {columns.map((c) => (
                <td key={c}>
                  <Value field={c === 'display' ? ({ name: 'display' } as UiField) : columnField(model, c)} value={row[c]} object={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
