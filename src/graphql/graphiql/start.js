// Starts GraphiQL on the page /graphql/ serves (a file of its own, not an inline script, so that
// the page's Content-Security-Policy can forbid inline scripts). Requests carry the browser's
// session cookie; a token goes in the Headers tab: {"Authorization": "Token <key>"}.
(function () {
  var fetcher = GraphiQL.createFetcher({ url: window.location.pathname, headers: { Accept: 'application/graphql-response+json, application/json' } });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, {
    fetcher: fetcher,
    defaultEditorToolbarTabs: 'headers',
    defaultQuery: '# netinv GraphQL (read-only). Signed in at /login/, or put a token in Headers:\n# {"Authorization": "Token <key>"}\n{\n  site_list(limit: 5) {\n    id\n    name\n    status\n    devices(limit: 3) { name }\n  }\n}\n',
  }));
})();
