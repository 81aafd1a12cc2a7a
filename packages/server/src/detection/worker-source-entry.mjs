// Source mode only (tsx, vitest): teaches this worker thread TypeScript, then loads the real entry.
import { register } from 'tsx/esm/api';

register();
const { default: detect } = await import('./worker-detect.ts');
export default detect;
