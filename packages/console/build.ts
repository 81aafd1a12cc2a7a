/**
 * Builds the web console: `npm run build -w packages/console` writes
 * packages/console/dist, which the server serves at /console. Everything the
 * page loads is in dist (no CDN): one script, one stylesheet, one page.
 */
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CONSOLE_DIST = join(HERE, 'dist');
const STATIC_FILES = ['index.html', 'console.css'];

/** Bundles the app (Preact, Chart.js) minified into `outDir`, with the page and its styles. */
export async function buildConsole(outDir: string = CONSOLE_DIST): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await Promise.all([
    esbuild.build({
      entryPoints: [join(HERE, 'src/app/main.tsx')],
      outfile: join(outDir, 'console.js'),
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      // The engine's type list comes from its TypeScript source, so no build of it must come first.
      conditions: ['sanitizer-source'],
      legalComments: 'none',
      logLevel: 'warning',
    }),
    ...STATIC_FILES.map((f) => copyFile(join(HERE, 'static', f), join(outDir, f))),
  ]);
}

/** Bytes of every file in `dir`. */
export async function sizesOf(dir: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const f of await readdir(dir)) sizes[f] = (await stat(join(dir, f))).size;
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildConsole();
