import { createRequire } from 'node:module';

/** The server package's version, reported by GET /v1/health (DESIGN.md). */
export const SERVER_VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
