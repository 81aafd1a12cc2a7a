/**
 * Gradient-boosted regression trees (logistic loss, depth-limited, histogram splits over
 * small-integer features): a compact nonlinear learner for the second-stage experiment.
 * Deterministic: no sampling, ties broken by feature order.
 */
export interface Tree {
  /** Internal nodes: feature, threshold (go left when value ≤ threshold); leaves: value. */
  feature: number[];
  threshold: number[];
  value: number[];
}

export interface Boosted {
  base: number;
  rate: number;
  trees: Tree[];
}

export interface BoostOptions {
  rounds?: number;
  depth?: number;
  rate?: number;
  minLeaf?: number;
  lambda?: number;
}

/** Features are small non-negative integers (bins); X is row-major, F columns. */
export function boost(X: Uint8Array, F: number, y: Uint8Array, options: BoostOptions = {}): Boosted {
  const { rounds = 150, depth = 3, rate = 0.1, minLeaf = 20, lambda = 1 } = options;
  const n = y.length;
  const mean = y.reduce((a, b) => a + b, 0) / n;
  const base = Math.log(mean / (1 - mean));
  const margin = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const trees: Tree[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-margin[i]!));
      g[i] = p - y[i]!;
      h[i] = Math.max(p * (1 - p), 1e-6);
    }
    const tree: Tree = { feature: [], threshold: [], value: [] };
    grow(tree, 0, Array.from({ length: n }, (_, i) => i), X, F, g, h, depth, minLeaf, lambda);
    for (let i = 0; i < n; i++) margin[i]! += rate * leafValue(tree, X, F, i);
    trees.push(tree);
  }
  return { base, rate, trees };
}

// Heap layout: node k has children 2k+1 and 2k+2; feature -1 marks a leaf.
function grow(tree: Tree, node: number, rows: number[], X: Uint8Array, F: number, g: Float64Array, h: Float64Array, depth: number, minLeaf: number, lambda: number): void {
  let G = 0;
  let H = 0;
  for (const i of rows) {
    G += g[i]!;
    H += h[i]!;
  }
  const leaf = () => {
    tree.feature[node] = -1;
    tree.value[node] = -G / (H + lambda);
  };
  if (depth === 0 || rows.length < 2 * minLeaf) return leaf();
  const best = bestSplit(rows, X, F, g, h, G, H, minLeaf, lambda);
  if (!best) return leaf();
  tree.feature[node] = best.feature;
  tree.threshold[node] = best.threshold;
  const left = rows.filter((i) => X[i * F + best.feature]! <= best.threshold);
  const right = rows.filter((i) => X[i * F + best.feature]! > best.threshold);
  grow(tree, 2 * node + 1, left, X, F, g, h, depth - 1, minLeaf, lambda);
  grow(tree, 2 * node + 2, right, X, F, g, h, depth - 1, minLeaf, lambda);
}

function bestSplit(rows: number[], X: Uint8Array, F: number, g: Float64Array, h: Float64Array, G: number, H: number, minLeaf: number, lambda: number) {
  const parent = (G * G) / (H + lambda);
  let best: { feature: number; threshold: number; gain: number } | null = null;
  const gs = new Float64Array(256);
  const hs = new Float64Array(256);
  const cs = new Int32Array(256);
  for (let f = 0; f < F; f++) {
    gs.fill(0);
    hs.fill(0);
    cs.fill(0);
    let max = 0;
    for (const i of rows) {
      const v = X[i * F + f]!;
      gs[v]! += g[i]!;
      hs[v]! += h[i]!;
      cs[v]!++;
      if (v > max) max = v;
    }
    let gl = 0;
    let hl = 0;
    let cl = 0;
    for (let t = 0; t < max; t++) {
      gl += gs[t]!;
      hl += hs[t]!;
      cl += cs[t]!;
      if (cl < minLeaf || rows.length - cl < minLeaf) continue;
      const gain = (gl * gl) / (hl + lambda) + ((G - gl) * (G - gl)) / (H - hl + lambda) - parent;
      if (gain > 1e-9 && (!best || gain > best.gain)) best = { feature: f, threshold: t, gain };
    }
  }
  return best;
}

function leafValue(tree: Tree, X: Uint8Array, F: number, i: number): number {
  let k = 0;
  while (tree.feature[k]! >= 0) k = X[i * F + tree.feature[k]!]! <= tree.threshold[k]! ? 2 * k + 1 : 2 * k + 2;
  return tree.value[k]!;
}

/** Probability of the positive class for row i of X. */
export function boostedProbability(model: Boosted, X: Uint8Array, F: number, i: number): number {
  let m = model.base;
  for (const t of model.trees) m += model.rate * leafValue(t, X, F, i);
  return 1 / (1 + Math.exp(-m));
}
