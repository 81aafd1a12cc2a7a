import { loadOptions, normalizeServerUrl, saveOptions, SCANNABLE_TYPES } from '../shared/options.js';
import { showAccountPanel } from './account-panel.js';

const form = document.querySelector<HTMLFormElement>('#options-form')!;
const serverInput = form.querySelector<HTMLInputElement>('#server-url')!;
const typesBox = form.querySelector<HTMLElement>('#types')!;
const saved = document.querySelector<HTMLElement>('#saved')!;

async function start(): Promise<void> {
  const options = await loadOptions();
  serverInput.value = options.serverUrl;
  typesBox.replaceChildren(
    ...SCANNABLE_TYPES.map((type) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.name = 'type';
      box.value = type;
      box.checked = options.scanTypes.includes(type);
      label.append(box, ` ${type}`);
      return label;
    }),
  );
  await showAccountPanel(document.querySelector<HTMLElement>('#account')!);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const serverUrl = normalizeServerUrl(serverInput.value);
    await allowServer(serverUrl);
    const scanTypes = [...form.querySelectorAll<HTMLInputElement>('input[name="type"]:checked')].map((b) => b.value);
    await saveOptions({ serverUrl, scanTypes });
    show(`Saved. ${scanTypes.length} type${scanTypes.length === 1 ? '' : 's'} scanned.`, false);
    await showAccountPanel(document.querySelector<HTMLElement>('#account')!);
  } catch (error) {
    show(error instanceof Error ? error.message : 'Could not save the options.', true);
  }
});

/** The background may only call servers it has permission for; ask once for a new one. */
async function allowServer(serverUrl: string): Promise<void> {
  const origins = [`${new URL(serverUrl).origin}/*`];
  if (await chrome.permissions.contains({ origins })) return;
  if (!(await chrome.permissions.request({ origins }))) throw new Error(`The extension needs permission to reach ${new URL(serverUrl).origin}; the address was not saved.`);
}

function show(message: string, isError: boolean): void {
  saved.textContent = message;
  saved.className = isError ? 'problem' : 'ok';
}

void start();
