// /api/docs: Swagger UI from the bundled swagger-ui-dist package (no CDN), reading the
// generated OpenAPI document, with "Authorize" taking `Token <key>`; a link to GraphiQL when
// GraphQL is served.
export function docsPage(graphql: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>netinv API reference</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
</head><body>${graphql ? '<p style="font-family:sans-serif;margin:.6rem 1.2rem">Also: the read-only GraphQL API, <a href="/graphql/">GraphiQL</a>.</p>' : ''}<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({
  url: '/api/schema/',
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
</script></body></html>`;
}
