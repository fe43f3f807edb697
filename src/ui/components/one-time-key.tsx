// A secret the API shows only in the response that creates it (a new token's key): shown once,
// with a copy button, until the user dismisses it. It lives only in the caller's component state,
// never in the URL, the history or the browser's storage, so it is gone once dismissed.
import { useEffect, useRef, useState } from 'preact/hooks';
import { copyText } from './copy.ts';

export function OneTimeKey({ title, label, value, onDone }: { title: string; label: string; value: string; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  useEffect(() => heading.current?.focus(), []);

  // Browsers offer the clipboard API only to secure origins; on plain http the key is selected
  // so that the user's own copy command takes it.
  const copy = async () =>
    setStatus(await copyText(value, () => {
      input.current?.focus();
      input.current?.select();
    }, 'The key'));

  return (
    <section class="card" aria-labelledby="one-time-key-title">
      <div class="card-header">
        <h2 class="card-title" id="one-time-key-title" tabIndex={-1} ref={heading}>{title}</h2>
      </div>
      <div class="card-body">
        <div class="alert alert-warning" id="one-time-key-note">
          Copy this key now: you will not see it again.
        </div>
        <label class="form-label" for="one-time-key">{label}</label>
        <div class="input-group">
          <input
            ref={input}
            id="one-time-key"
            class="form-control font-monospace"
            readOnly
            value={value}
            autocomplete="off"
            spellcheck={false}
            aria-describedby="one-time-key-note"
            onFocus={(e) => (e.target as HTMLInputElement).select()}
          />
          <button type="button" class="btn" onClick={copy}>Copy</button>
        </div>
        <p class="form-hint mt-2" role="status">{status}</p>
      </div>
      <div class="card-footer">
        <button type="button" class="btn btn-primary" onClick={onDone}>Done</button>
      </div>
    </section>
  );
}
