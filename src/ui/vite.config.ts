// The web UI's build: `make ui` (and so `make run`) runs `vite build --config src/ui/vite.config.ts`
// when a source changed. Preact's automatic JSX runtime; every asset (Tabler's CSS and fonts
// included) is bundled into dist/ui/assets, so the page loads nothing from another host and
// index.html has no inline script or style (a script-src 'self' policy allows it as it is).
// Each asset is also written compressed (brotli `.br`, gzip `.gz`) at the build, once, so the
// service sends the smaller form to a browser that accepts it without compressing per request
// (src/http/routes/ui.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/ui/', import.meta.url));

/** Text assets compress well; fonts and images already are compressed. */
const COMPRESSIBLE = /\.(js|css|svg|json|map)$/;

/** Writes `<asset>.br` and `<asset>.gz` beside every text asset of the bundle, at the highest
 * levels: built once, served many times. */
function precompress(): Plugin {
  return {
    name: 'netinv-precompress',
    apply: 'build',
    writeBundle(_options, bundle) {
      for (const [name, out] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const bytes = Buffer.from(out.type === 'chunk' ? out.code : out.source);
        const file = join(outDir, name);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  plugins: [precompress()],
  build: {
    outDir,
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
