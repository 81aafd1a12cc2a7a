/**
 * The chat products the extension guards. One entry per product: where it
 * runs, how to find its prompt box and its model replies. To support another
 * product, add an entry here (the manifest is generated from this list).
 */
export interface SiteConfig {
  id: string;
  name: string;
  /** Chrome match patterns of the product's pages. */
  matches: string[];
  /** The prompt box: a textarea or a contenteditable element. First match wins. */
  editorSelector: string;
  /** Each model reply. */
  replySelector: string;
}

export const SITES: readonly SiteConfig[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    matches: ['https://chatgpt.com/*', 'https://chat.openai.com/*'],
    editorSelector: '#prompt-textarea, textarea[data-id="root"]',
    replySelector: '[data-message-author-role="assistant"]',
  },
  {
    id: 'claude',
    name: 'Claude',
    matches: ['https://claude.ai/*'],
    editorSelector: 'div.ProseMirror[contenteditable="true"]',
    replySelector: '.font-claude-message, [data-testid="assistant-message"]',
  },
  {
    id: 'gemini',
    name: 'Gemini',
    matches: ['https://gemini.google.com/*'],
    editorSelector: 'rich-textarea .ql-editor[contenteditable="true"], div.ql-editor[contenteditable="true"]',
    replySelector: 'message-content',
  },
  {
    id: 'copilot',
    name: 'Copilot',
    matches: ['https://copilot.microsoft.com/*'],
    editorSelector: 'textarea#userInput, textarea[data-testid="composer-input"]',
    replySelector: '[data-content="ai-message"]',
  },
  {
    id: 'perplexity',
    name: 'Perplexity',
    matches: ['https://www.perplexity.ai/*', 'https://perplexity.ai/*'],
    editorSelector: '#ask-input[contenteditable="true"], textarea[placeholder]',
    replySelector: '.prose',
  },
];

/**
 * Whether `url` matches a Chrome match pattern (`scheme://host/path`, `*` wildcards).
 * As in Chrome, a pattern without a port matches every port.
 * @example matchesPattern('https://claude.ai/*', 'https://claude.ai/chat/1') // true
 */
export function matchesPattern(pattern: string, url: string): boolean {
  const m = /^(\*|https?):\/\/(\*|(?:\*\.)?[^/*:]+)(\/.*)$/.exec(pattern);
  if (!m) return false;
  const [, scheme, host, path] = m as unknown as [string, string, string, string];
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const targetScheme = target.protocol.slice(0, -1);
  if (scheme === '*' ? !['http', 'https'].includes(targetScheme) : scheme !== targetScheme) return false;
  if (!hostMatches(host, target.hostname)) return false;
  return wildcard(path).test(target.pathname + target.search);
}

function hostMatches(pattern: string, hostname: string): boolean {
  if (pattern === '*') return true;
  if (pattern.startsWith('*.')) return hostname === pattern.slice(2) || hostname.endsWith(pattern.slice(1));
  return hostname === pattern;
}

function wildcard(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

/** SITES with a build's extra match patterns added. */
export function sitesWith(extraMatches: Record<string, string[]>): SiteConfig[] {
  return SITES.map((site) => ({ ...site, matches: [...site.matches, ...(extraMatches[site.id] ?? [])] }));
}

/** The site whose patterns match `url`, if any. */
export function siteFor(url: string, sites: readonly SiteConfig[]): SiteConfig | undefined {
  return sites.find((site) => site.matches.some((p) => matchesPattern(p, url)));
}
