import { selfFeatures, SELF_FEATURES, selfKey } from './features.js';
import { type TokenFacts } from '../tokens/token-facts.js';
import { addFeatureWeights, type NerModel } from './model.js';
import { HashIndex } from '../tokens/hash-index.js';
import { TAG_COUNT } from './tags.js';

// Enough for the vocabulary of a long text; past it the cache starts over.
const MAX_WORDS = 1 << 16;

/**
 * Summed weights of each word's own-string features, so a word seen before
 * costs one map lookup instead of SELF_FEATURES table probes. Keyed by
 * `selfKey`, checked against the word's lowercase hash as well.
 */
export class WordCache {
  private readonly index = new HashIndex(MAX_WORDS);
  private readonly check = new Uint32Array(MAX_WORDS);
  private readonly sums = new Float32Array(MAX_WORDS * TAG_COUNT);
  private readonly scratch = new Uint32Array(SELF_FEATURES);

  constructor(private readonly model: NerModel) {}

  /** Adds the token's own-string weights to `out[at ..]`. */
  addSelfWeights(f: TokenFacts, i: number, out: Float32Array, at: number): void {
    const key = selfKey(f, i);
    const slot = this.index.get(key);
    if (slot >= 0 && this.check[slot] === f.lower[i]) {
      for (let t = 0; t < TAG_COUNT; t++) out[at + t]! += this.sums[slot * TAG_COUNT + t]!;
      return;
    }
    selfFeatures(f, i, this.scratch, 0);
    if (slot >= 0) {
      addFeatureWeights(this.model, this.scratch, 0, SELF_FEATURES, out, at);
      return;
    }
    if (this.index.size >= MAX_WORDS) this.index.clear();
    const fresh = this.index.size;
    this.sums.fill(0, fresh * TAG_COUNT, (fresh + 1) * TAG_COUNT);
    addFeatureWeights(this.model, this.scratch, 0, SELF_FEATURES, this.sums, fresh * TAG_COUNT);
    this.index.set(key, fresh);
    this.check[fresh] = f.lower[i]!;
    for (let t = 0; t < TAG_COUNT; t++) out[at + t]! += this.sums[fresh * TAG_COUNT + t]!;
  }
}
