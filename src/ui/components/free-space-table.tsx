// The tables of NetBox's "show available" views (a prefix's child prefixes and addresses, a
// VLAN group's VLANs): a first column naming the object or the free space, the model's
// columns, the objects' rows and, between them, rows for the free space marked Available.
import type { ComponentChildren } from 'preact';
import type { ApiObject } from '../api.ts';
import { fieldLabel, type UiModel } from '../catalogue.ts';
import { Value } from './value.tsx';

interface TableProps {
  caption: string;
  /** The first column's heading (Prefix, Address, VID). */
  first: string;
  columns: string[];
  /** Said in the table when it has no row. */
  empty?: string;
  children: ComponentChildren;
}

export function FreeSpaceTable({ caption, first, columns, empty, children }: TableProps) {
  return (
    <div class="table-responsive">
      <table class="table table-vcenter card-table hierarchy-table">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th>{first}</th>
            {columns.map((c) => <th key={c}>{fieldLabel(c)}</th>)}
          </tr>
        </thead>
        <tbody>
          {empty && <tr><td colSpan={columns.length + 1} class="text-center py-4">{empty}</td></tr>}
          {children}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  /** What the row stands for, in its data-available attribute (10.0.0.64/26, 101-102). */
  id: string;
  /** The first cell: the free space, often a link to the form that takes it. */
  first: ComponentChildren;
  /** How many columns follow the first. */
  span: number;
  /** "7 IPs available". */
  text: string;
  /** Buttons acting on the free space. */
  children?: ComponentChildren;
}

export function FreeRow({ id, first, span, text, children }: RowProps) {
  return (
    <tr class="available-row" data-available={id}>
      <td>{first}</td>
      <td colSpan={span}>
        <span class="badge available-badge">Available</span> {text}
        {children}
      </td>
    </tr>
  );
}

/** A used object's row: the first cell, then its fields' values in the model's columns. */
export function ObjectRow({ model, obj, columns, first, data }: { model: UiModel; obj: ApiObject; columns: string[]; first: ComponentChildren; data: Record<string, string> }) {
  return (
    <tr {...data}>
      <td>{first}</td>
      {columns.map((c) => <td key={c}><Value field={model.fields.find((f) => f.name === c)} value={obj[c]} /></td>)}
    </tr>
  );
}
