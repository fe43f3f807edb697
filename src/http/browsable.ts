// The HTML page a browser gets for any GET under /api/: the JSON answer, pretty and with its
// links clickable, plus a way to paste a token for the session of the page.
import type { Request } from 'express';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function browsablePage(req: Request, status: number, prettyJson: string): string {
  const linked = escapeHtml(prettyJson).replace(/&quot;(https?:\/\/[^&\s]+)&quot;/g, (_m, url: string) => `&quot;<a href="${url}">${url}</a>&quot;`);
  const title = `netinv API: ${escapeHtml(req.originalUrl.split('?')[0]!)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2329}
header{background:#1d2f4d;color:#fff;padding:.8rem 1.5rem;display:flex;gap:1.5rem;align-items:center}
header a{color:#cfe0ff;text-decoration:none}
main{padding:1rem 1.5rem}
.req{font-family:ui-monospace,monospace;background:#fff;border:1px solid #dde2e8;padding:.6rem .8rem;border-radius:4px}
pre{background:#fff;border:1px solid #dde2e8;padding:1rem;border-radius:4px;overflow:auto;font-size:.9rem;line-height:1.35}
.status{font-weight:600}
</style></head>
<body><header><strong>netinv</strong><a href="/api/">API root</a><a href="/api/docs">Interactive reference</a><a href="/api/schema/">OpenAPI</a>${req.app.locals.graphqlEnabled ? '<a href="/graphql/">GraphiQL</a>' : ''}</header>
<main>
<p class="req"><span class="status">GET ${escapeHtml(req.originalUrl)}</span> &rarr; HTTP ${status}</p>
<pre>${linked}</pre>
<p>Scripts send <code>Authorization: Token &lt;key&gt;</code>; add <code>?format=json</code> to this address for the raw JSON.</p>
</main></body></html>`;
}
