// Choosing related objects by searching the target's brief list (`?brief=1&q=...`): a text box
// with a listbox of matches (WAI-ARIA combobox: arrows move, Enter picks, Escape closes).
// `multiple` keeps a list of picked objects, each removable with its own button.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { listApi, type UiModel } from '../catalogue.ts';

export interface Picked {
  id: number;
  display: string;
}

interface Props {
  id: string;
  model: UiModel;
  value: Picked[];
  onChange: (value: Picked[]) => void;
  multiple?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  /** Extra filters for the search (a device's interfaces only). */
  filter?: Record<string, string>;
  /** How an option reads, when its display alone does not tell (a port with its device). */
  optionLabel?: (o: ApiObject) => string;
  disabled?: boolean;
}

let counter = 0;

export function ObjectSelect({ id, model, value, onChange, multiple, invalid, describedBy, required, filter, optionLabel, disabled }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ApiObject[]>([]);
  const [active, setActive] = useState(0);
  const [listId] = useState(() => `${id}-options-${++counter}`);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      api<Page>('GET', listApi(model), { query: { brief: '1', limit: '20', ...(text ? { q: text } : {}), ...filter } })
        .then((page) => {
          setOptions(page.results);
          setActive(0);
        })
        .catch(() => setOptions([]));
    }, 150);
    return () => window.clearTimeout(timer.current);
  }, [text, open, model.key, JSON.stringify(filter)]);

  const pick = (o: ApiObject) => {
    const p = { id: o.id, display: optionLabel ? optionLabel(o) : o.display };
    onChange(multiple ? [...value.filter((v) => v.id !== o.id), p] : [p]);
    setText('');
    setOpen(false);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      pick(options[active]!);
    } else if (e.key === 'Escape') setOpen(false);
  };

  const single = !multiple && value[0];
  return (
    <div class="object-select">
      {multiple && value.length > 0 && (
        <ul class="list-inline mb-1" aria-label="Chosen">
          {value.map((v) => (
            <li class="list-inline-item badge badge-picked" key={v.id}>
              {v.display}
              <button type="button" class="btn-close btn-close-sm ms-1" aria-label={`Remove ${v.display}`} onClick={() => onChange(value.filter((x) => x.id !== v.id))} />
            </li>
          ))}
        </ul>
      )}
      <div class="input-group">
        <input
          id={id}
          class={`form-control${invalid ? ' is-invalid' : ''}`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && options[active] ? `${listId}-${options[active]!.id}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autocomplete="off"
          disabled={disabled}
          placeholder={single ? single.display : `Search ${model.verbose_name_plural}…`}
          value={text}
          onInput={(e) => {
            setText((e.target as HTMLInputElement).value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 200)}
          onKeyDown={onKey}
        />
        {single && (
          <button type="button" class="btn" onClick={() => onChange([])} aria-label={`Clear ${single.display}`}>
            Clear
          </button>
        )}
      </div>
      {single && <div class="form-hint picked">Chosen: <strong>{single.display}</strong></div>}
      {open && (
        <ul class="dropdown-menu show object-options" id={listId} role="listbox" aria-label={`Matching ${model.verbose_name_plural}`}>
          {options.length === 0 && <li class="dropdown-item disabled" role="option" aria-disabled="true" aria-selected="false">No matches</li>}
          {options.map((o, i) => (
            <li
              key={o.id}
              id={`${listId}-${o.id}`}
              role="option"
              aria-selected={i === active}
              class={`dropdown-item${i === active ? ' active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(o);
              }}
            >
              {optionLabel ? optionLabel(o) : o.display}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
