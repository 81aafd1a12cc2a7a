/** Milliseconds since the Unix epoch; injected so tests can move time without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
