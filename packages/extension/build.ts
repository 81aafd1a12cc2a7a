/**
 * Builds the unpacked extension: `npm run build -w packages/extension` writes
 * packages/extension/dist (load it at chrome://extensions → Load unpacked).
 * Environment: EXTENSION_SHARED_KEY, GOOGLE_CLIENT_ID, SANITIZER_SERVER_URL.
 */
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { manifestFor } from './src/manifest.js';
import type { BuildSettings } from './src/shared/build-settings.js';
import { sitesWith } from './src/shared/sites.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const STATIC_FILES = ['popup.html', 'options.html', 'pages.css'];
export const GOOGLE_AUTH_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';

/** Bundles the scripts, copies the pages and the detection model, writes the manifest. */
export async function buildExtension(outDir: string, settings: BuildSettings): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const common: esbuild.BuildOptions = {
    bundle: true,
    target: 'chrome116',
    conditions: ['sanitizer-source'],
    define: { __BUILD__: JSON.stringify(settings) },
    logLevel: 'warning',
    legalComments: 'none',
  };
  await Promise.all([
    esbuild.build({ ...common, entryPoints: [join(HERE, 'src/background/background.ts')], outfile: join(outDir, 'background.js'), format: 'esm' }),
    esbuild.build({ ...common, entryPoints: [join(HERE, 'src/content/content.ts')], outfile: join(outDir, 'content.js'), format: 'iife' }),
    esbuild.build({ ...common, entryPoints: [join(HERE, 'src/pages/popup.ts')], outfile: join(outDir, 'popup.js'), format: 'iife' }),
    esbuild.build({ ...common, entryPoints: [join(HERE, 'src/pages/options-page.ts')], outfile: join(outDir, 'options.js'), format: 'iife' }),
    ...STATIC_FILES.map((f) => copyFile(join(HERE, 'static', f), join(outDir, f))),
    copyFile(require.resolve('@sanitizer/core/model/ner-model.json'), join(outDir, 'ner-model.json')),
  ]);
  const { version } = require('./package.json') as { version: string };
  await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifestFor(sitesWith(settings.extraMatches), version), null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildExtension(join(HERE, 'dist'), {
    sharedKey: process.env.EXTENSION_SHARED_KEY ?? '',
    googleClientId: process.env.GOOGLE_CLIENT_ID ?? '',
    authEndpoint: GOOGLE_AUTH_ENDPOINT,
    defaultServerUrl: process.env.SANITIZER_SERVER_URL ?? 'http://127.0.0.1:8080',
    extraMatches: {},
  });
  console.log(`built ${join(HERE, 'dist')}`);
}
