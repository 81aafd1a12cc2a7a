import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { call, type Failure, type Result } from './api.js';

/** What every page gets: the key's caller and a way to report a key that stopped working. */
export interface PageProps {
  apiKey: string;
  onKeyRejected(failure: Failure): void;
}

/** A call whose failure is kept for display; a rejected key signs the person out with its message. */
export function useCall({ apiKey, onKeyRejected }: PageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  async function run<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T | null> {
    setBusy(true);
    const result: Result<T> = await call<T>(apiKey, method, path, body);
    setBusy(false);
    if (result.ok) {
      setFailure(null);
      return result.data;
    }
    if (result.failure.kind === 'invalid_key') onKeyRejected(result.failure);
    setFailure(result.failure);
    return null;
  }
  /** Like `run`, but a refusal comes back for the caller to show where it belongs (a wrong key or a down service still shows here). */
  async function attempt<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Result<T>> {
    setBusy(true);
    const result: Result<T> = await call<T>(apiKey, method, path, body);
    setBusy(false);
    if (result.ok || result.failure.kind === 'refused') {
      setFailure(null);
      return result;
    }
    if (result.failure.kind === 'invalid_key') onKeyRejected(result.failure);
    setFailure(result.failure);
    return result;
  }
  return { run, attempt, failure, busy, setFailure };
}

export function FailureMessage({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <p class={`message failure failure-${failure.kind}`} role="alert" data-kind={failure.kind}>
      {failure.message}
    </p>
  );
}

export function Section({ title, children, id }: { title: string; children: ComponentChildren; id?: string }) {
  return (
    <section class="card" aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

export const percent = (x: number) => `${Math.round(x * 100)}%`;
