import { render } from 'preact';
import { useState } from 'preact/hooks';
import { call, forgetKey, storedKey, storeKey, type Failure } from './api.js';
import { InsightsPage } from './insights.js';
import { KnowledgePage } from './knowledge.js';
import { PatternsPage } from './patterns.js';
import { PlaygroundPage } from './playground.js';
import { FailureMessage } from './ui.js';

const PAGES = [
  { id: 'playground', label: 'Playground', Page: PlaygroundPage },
  { id: 'insights', label: 'Insights', Page: InsightsPage },
  { id: 'patterns', label: 'Patterns', Page: PatternsPage },
  { id: 'knowledge', label: 'Knowledge depth', Page: KnowledgePage },
] as const;
type PageId = (typeof PAGES)[number]['id'];

function SignIn({ onSignedIn, reason }: { onSignedIn(key: string): void; reason: Failure | null }) {
  const [key, setKey] = useState('');
  const [failure, setFailure] = useState<Failure | null>(reason);
  const [busy, setBusy] = useState(false);
  async function submit(event: Event) {
    event.preventDefault();
    const given = key.trim();
    if (!given) {
      setFailure({ kind: 'refused', code: null, message: 'Enter an API key.' });
      return;
    }
    setBusy(true);
    // A cheap authenticated read checks the key.
    const result = await call(given, 'GET', '/v1/patterns');
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    storeKey(given);
    onSignedIn(given);
  }
  return (
    <main class="signin">
      <h1>Privacy sanitizer console</h1>
      <form onSubmit={submit} class="card" aria-describedby="signin-note">
        <label for="api-key">API key</label>
        <input id="api-key" name="api-key" type="password" autoComplete="off" spellcheck={false} value={key} onInput={(e) => setKey(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <p id="signin-note" class="note">
          The key stays in this tab only (session storage) and is sent to this service alone, in the X-API-Key header.
        </p>
        <FailureMessage failure={failure} />
      </form>
    </main>
  );
}

function App() {
  const [apiKey, setApiKey] = useState<string | null>(storedKey());
  const [page, setPage] = useState<PageId>('playground');
  const [signOutReason, setSignOutReason] = useState<Failure | null>(null);
  if (!apiKey) {
    return (
      <SignIn
        reason={signOutReason}
        onSignedIn={(k) => {
          setSignOutReason(null);
          setApiKey(k);
        }}
      />
    );
  }
  const signOut = (reason: Failure | null) => {
    forgetKey();
    setSignOutReason(reason);
    setApiKey(null);
  };
  const current = PAGES.find((p) => p.id === page) ?? PAGES[0];
  return (
    <>
      <header class="top">
        <span class="brand">Sanitizer console</span>
        <nav aria-label="Pages">
          {PAGES.map((p) => (
            <button type="button" key={p.id} class="tab" aria-current={p.id === page ? 'page' : undefined} onClick={() => setPage(p.id)}>
              {p.label}
            </button>
          ))}
          <button type="button" class="tab signout" onClick={() => signOut(null)}>
            Sign out
          </button>
        </nav>
      </header>
      <main id="page" aria-label={current.label}>
        <h1>{current.label}</h1>
        <current.Page key={current.id} apiKey={apiKey} onKeyRejected={(f) => signOut(f)} />
      </main>
    </>
  );
}

const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<App />, root);
}
