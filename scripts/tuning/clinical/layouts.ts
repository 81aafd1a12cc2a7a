import type { Ctx, Part } from './parts.js';
import type { Lang } from './values.js';

/** One kind of artefact. `testOnly` layouts never reach the dev part. */
export interface Layout {
  name: string;
  lang?: Lang;
  testOnly?: boolean;
  make(c: Ctx): Part[];
}
