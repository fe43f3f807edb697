// The web UI's build: `make ui` (and so `make run`) runs `vite build --config src/ui/vite.config.ts`
// when a source changed. Preact's automatic JSX runtime; every asset (Tabler's CSS and fonts
// included) is bundled into dist/ui/assets, so the page loads nothing from another host and
// index.html has no inline script or style (a script-src 'self' policy allows it as it is).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/ui/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No inline data: URLs for assets, so a strict img-src/font-src 'self' holds too.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1000,
    // Timings of a build slowed by a busy machine are not worth a warning in `make run`.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
