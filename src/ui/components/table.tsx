// A table of objects of one model: the chosen columns, headers that sort through `ordering`
// (when the list can), and an optional checkbox per row for bulk actions.
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiObject } from '../api.ts';
import { fieldLabel, objectPage, type UiField, type UiModel } from '../catalogue.ts';
import { ObjectLink, Value } from './value.tsx';

export function columnField(model: UiModel, name: string): UiField | undefined {
  return model.fields.find((f) => f.name === name);
}

/** NetBox's headers where the API's field name is not what a table calls it. */
const HEADERS: Record<string, string> = {
  link_peers: 'Link peers', connected_endpoints: 'Connection', a_terminations: 'Termination A', b_terminations: 'Termination B', mac_address: 'MAC address',
};

export function columnLabel(model: UiModel, name: string): string {
  if (HEADERS[name]) return HEADERS[name];
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
  /** Columns after the model's own, drawn by the page (a component's addresses, its actions). */
  extra?: ExtraColumn[];
}

export interface ExtraColumn {
  label: string;
  /** A header read by screen readers only (a column of buttons). */
  hidden?: boolean;
  cell: (row: ApiObject) => ComponentChildren;
}

/** Rows drawn at once: a long page (1,000 rows) shows its first screen at once and the rest
 * once those are painted, rather than nothing until every row is laid out. The rest come together:
 * added a few batches per frame, each addition laid the whole growing table out again. Each
 * batch is its own <tbody>, which a change of the selection elsewhere leaves alone. */
const BATCH = 100;

function useBatches(rows: ApiObject[]): ApiObject[][] {
  const batches = useMemo(() => {
    const out: ApiObject[][] = [];
    for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
    return out;
  }, [rows]);
  const [shown, setShown] = useState(1);
  useEffect(() => setShown(1), [rows]);
  useEffect(() => {
    if (shown >= batches.length) return;
    // Effects run once the first rows are painted: the rest follow in a task of their own.
    const rest = setTimeout(() => setShown(batches.length));
    return () => clearTimeout(rest);
  }, [shown, batches]);
  return batches.slice(0, shown);
}

interface BatchProps {
  model: UiModel;
  rows: ApiObject[];
  columns: string[];
  selected?: Set<number>;
  onSelect?: (selected: Set<number>) => void;
  extra?: ExtraColumn[];
}

/** One batch of rows; drawn again only when its rows, the columns or the selection change. */
class Batch extends Component<BatchProps> {
  override shouldComponentUpdate(next: BatchProps): boolean {
    const p = this.props;
    return next.rows !== p.rows || next.columns !== p.columns || next.selected !== p.selected || next.model !== p.model || next.onSelect !== p.onSelect || next.extra !== p.extra;
  }

  override render({ model, rows, columns, selected, onSelect, extra }: BatchProps) {
    return (
      <tbody>
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
                {c === 'display' ? <ObjectLink obj={row} page={objectPage(model, row.id)} /> : <Value field={columnField(model, c)} value={row[c]} object={row} />}
              </td>
            ))}
            {extra?.map((x) => <td key={x.label} class={x.hidden ? 'text-end text-nowrap' : undefined}>{x.cell(row)}</td>)}
          </tr>
        ))}
      </tbody>
    );
  }
}

export function ObjectTable({ model, rows, columns, ordering, onSort, selected, onSelect, caption, extra }: Props) {
  const batches = useBatches(rows);
  const sortedBy = ordering?.replace(/^-/, '');
  const descending = ordering?.startsWith('-');
  const allSelected = rows.length > 0 && rows.every((r) => selected?.has(r.id));
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
                  onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
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
            {extra?.map((x) => <th key={x.label}>{x.hidden ? <span class="visually-hidden">{x.label}</span> : x.label}</th>)}
          </tr>
        </thead>
        {rows.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={columns.length + (onSelect ? 1 : 0) + (extra?.length ?? 0)} class="text-center py-4">
                No {model.verbose_name_plural} found.
              </td>
            </tr>
          </tbody>
        )}
        {batches.map((b, i) => (
          <Batch key={i} model={model} rows={b} columns={columns} selected={selected} onSelect={onSelect} extra={extra} />
        ))}
      </table>
    </div>
  );
}
