import type { SiteConfig } from './shared/sites.js';

/** Servers the extension may call without asking: a service on this machine. Others are asked for in the options. */
const LOCAL_SERVERS = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * The Manifest V3 document for `sites`: the content script runs on every
 * site's pages, the background worker holds the detection engine and talks to
 * the service.
 */
export function manifestFor(sites: readonly SiteConfig[], version: string): chrome.runtime.ManifestV3 {
  return {
    manifest_version: 3,
    name: 'Privacy Sanitizer',
    version,
    description: 'Highlights personal data in what you type into AI chats, replaces it with placeholders and restores the replies.',
    permissions: ['storage', 'identity'],
    host_permissions: LOCAL_SERVERS,
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    background: { service_worker: 'background.js', type: 'module' },
    content_scripts: [{ matches: [...new Set(sites.flatMap((s) => s.matches))], js: ['content.js'], run_at: 'document_idle' }],
    action: { default_title: 'Privacy Sanitizer', default_popup: 'popup.html' },
    options_page: 'options.html',
  };
}
