import { describe, expect, it } from 'vitest';
import { matchesPattern, siteFor, SITES, sitesWith } from './sites.js';

describe('matchesPattern', () => {
  it.each([
    ['https://claude.ai/*', 'https://claude.ai/chat/abc', true],
    ['https://claude.ai/*', 'http://claude.ai/chat', false],
    ['https://claude.ai/*', 'https://evil-claude.ai/', false],
    ['https://*.example.com/*', 'https://a.example.com/x', true],
    ['https://*.example.com/*', 'https://example.com/x', true],
    ['https://*.example.com/*', 'https://badexample.com/x', false],
    ['http://127.0.0.1/chatgpt/*', 'http://127.0.0.1:41234/chatgpt/c/1', true],
    ['http://127.0.0.1/chatgpt/*', 'http://127.0.0.1:41234/claude/c/1', false],
    ['*://chatgpt.com/*', 'https://chatgpt.com/', true],
    ['*://chatgpt.com/*', 'ftp://chatgpt.com/', false],
    ['not a pattern', 'https://chatgpt.com/', false],
  ])('%s against %s is %s', (pattern, url, expected) => {
    expect(matchesPattern(pattern, url)).toBe(expected);
  });
});

describe('sites', () => {
  it('covers the five chat products, each with editor and reply selectors', () => {
    expect(SITES.map((s) => s.name)).toEqual(['ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Perplexity']);
    for (const site of SITES) {
      expect(site.matches.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['https://chatgpt.com/c/123', 'chatgpt'],
    ['https://chat.openai.com/', 'chatgpt'],
    ['https://claude.ai/new', 'claude'],
    ['https://gemini.google.com/app', 'gemini'],
    ['https://copilot.microsoft.com/chats/1', 'copilot'],
    ['https://www.perplexity.ai/search/x', 'perplexity'],
    ['https://example.com/', undefined],
  ])('finds the site of %s', (url, id) => {
    expect(siteFor(url, SITES)?.id).toBe(id);
  });

  it('adds a build’s extra patterns without changing the list', () => {
    const sites = sitesWith({ claude: ['http://127.0.0.1/claude/*'] });
    expect(siteFor('http://127.0.0.1:5000/claude/c/1', sites)?.id).toBe('claude');
    expect(siteFor('http://127.0.0.1:5000/claude/c/1', SITES)).toBeUndefined();
  });
});
