// What a write is given and what it answers, and the forms an item takes between its steps
// (checks, related objects, rows, save). Its own module so that each step, and delete.ts,
// can name them without importing the save flow that uses them all.
import type { Field, Model } from '../../../codegen/types.ts';
import type { Db } from '../db.ts';
import type { ModelRules, RuleContext } from '../rules.ts';
import type { LookupScope, Reference } from './related.ts';

export interface WriteContext extends RuleContext {
  db: Db;
  /** Pepper for token key digests. */
  pepper: string;
  /** Seals token keys for later retrieval (ALLOW_TOKEN_RETRIEVAL); absent: keys are shown once. */
  sealKey?: (key: string) => string;
  rules: (model: Model) => Promise<ModelRules | undefined>;
  /** The rows of a model this write may name as related objects (those the writer may view);
   * absent, or undefined for a model: every row. */
  lookupScope?: (target: Model) => Promise<LookupScope | undefined>;
  /** The tables written to in this transaction, each noted by the write (events/transaction.ts
   * reads the webhooks' triggers again when they were among them), and the statements left to
   * the transaction to await (settleWithCommit). */
  log?: { tables: Set<string>; pending: Array<Promise<unknown>> };
}

export interface WriteResult {
  ids: number[];
  /** Per item, secret values to add to the response (token keys). */
  reveal: Array<Record<string, string>>;
  /** Names the request gave that set nothing (unknown or read-only), over all items. */
  ignored: string[];
}

/** Creates (`opts.ids` absent) or updates objects: saveObjects (write.ts), handed to the steps
 * that write other objects through it (object lists). */
export type SaveObjects = (
  ctx: WriteContext,
  model: Model,
  items: unknown[],
  opts: { bulk: boolean; ids?: number[]; partial: boolean },
) => Promise<WriteResult>;

export type Row = Record<string, unknown>;

/** An item's related object as written, waiting to be resolved to an id. */
export interface PendingRef {
  item: number;
  field: Field & { kind: 'fk' | 'm2m' | 'generic' };
  target: Model;
  ref: Reference;
  /** Position inside an m2m list. */
  index?: number;
}

export interface ObjectListItem {
  object_type: string;
  object_id: number;
}

/** An item of a rows field: its attributes by name (the other object as its id). */
export type RowItem = Record<string, number>;

/** An item once checked. */
export interface Prepared {
  /** Field values by API name, related objects as ids once resolved. */
  values: Record<string, unknown>;
  /** The custom_fields object as written, checked against the definitions in saveObjects. */
  customFieldsGiven?: Record<string, unknown>;
  /** The object's custom field data to store. */
  customFields?: Record<string, unknown>;
  /** Secrets made or given (token keys), to show once in the create response. */
  reveal: Record<string, string>;
  /** Names in the body that set nothing (unknown or read-only), ignored as NetBox does. */
  ignored: string[];
  /** Fields given under an older name (alias), by field: a rule's error names what was sent. */
  sentAs?: Record<string, string>;
}
