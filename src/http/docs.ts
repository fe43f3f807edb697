// /api/docs: Swagger UI from the bundled swagger-ui-dist package (no CDN), reading the
// generated OpenAPI document, with "Authorize" taking `Token <key>`, and a link to GraphiQL when
// GraphQL is served. The page starts Swagger UI from a served script (/api/docs/netinv-docs.js),
// not an inline one, so the content security policy can refuse every inline script.
export function docsPage(graphql: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>netinv API reference</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
</head><body>${graphql ? '<p style="font-family:sans-serif;margin:.6rem 1.2rem">Also: the read-only GraphQL API, <a href="/graphql/">GraphiQL</a>.</p>' : ''}<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/netinv-docs.js"></script>
</body></html>`;
}

/** The script that starts Swagger UI on the page. */
export const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  // The document of the root the page is under: the API's, or a pinned root's (docs/netbox-clients.md).
  url: location.pathname.replace(/docs\\/?$/, '') + 'schema/',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  requestInterceptor: (req) => {
    // Accept a bare key in the Authorize dialog as well as "Token <key>".
    const auth = req.headers && req.headers.Authorization;
    if (auth && !/^Token /i.test(auth)) req.headers.Authorization = 'Token ' + auth;
    return req;
  },
});
`;
