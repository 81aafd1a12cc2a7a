import type { DocBuilder } from './doc-builder.js';
import type { Random } from '../data-gen/random.js';
import type { Values } from './values.js';

/** One kind of document: writes itself into the builder with values drawn from `v`. */
export interface Template {
  name: string;
  style: string;
  write(b: DocBuilder, v: Values, r: Random): void;
}
