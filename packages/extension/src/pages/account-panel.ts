import { ask, type AccountStatus, type MessageType } from '../shared/messages.js';

const PLAN_NAMES: Record<string, string> = { free: 'Free', pro: 'Pro', pro_plus: 'Pro Plus', enterprise: 'Enterprise' };

/** Renders who is signed in and what is left today into `root`, with the sign-in or sign-out button. */
export async function showAccountPanel(root: HTMLElement): Promise<void> {
  const status = await ask('status', {});
  if (!status.ok) return void render(root, null, status.error.message);
  render(root, status.value, null);
}

function render(root: HTMLElement, status: AccountStatus | null, problem: string | null): void {
  root.replaceChildren();
  if (status) root.append(...describe(status), actionButton(root, status));
  const line = paragraph(problem ?? '', 'problem');
  line.setAttribute('data-ps-problem', '');
  line.hidden = problem === null;
  root.append(line);
}

function describe(status: AccountStatus): HTMLElement[] {
  const left = status.remainingToday === null || status.dailyLimit === null
    ? 'Unlimited sanitizations'
    : `${status.remainingToday} of ${status.dailyLimit} sanitizations left today${status.signedIn ? '' : ' on this device'}`;
  const who = status.signedIn
    ? [paragraph(`Signed in as ${status.email}`, 'account', 'data-ps-email'), paragraph(`Plan: ${PLAN_NAMES[status.plan ?? ''] ?? status.plan}`, 'plan', 'data-ps-plan')]
    : [paragraph('Signed out: using the shared extension key.', 'account', 'data-ps-email')];
  return [...who, paragraph(left, 'remaining', 'data-ps-remaining'), paragraph(`Service: ${status.serverUrl}`, 'server')];
}

function actionButton(root: HTMLElement, status: AccountStatus): HTMLButtonElement {
  const button = document.createElement('button');
  const action: MessageType = status.signedIn ? 'signOut' : 'signIn';
  button.textContent = status.signedIn ? 'Sign out' : 'Sign in with Google';
  button.setAttribute(status.signedIn ? 'data-ps-sign-out' : 'data-ps-sign-in', '');
  button.addEventListener('click', async () => {
    button.disabled = true;
    const result = await ask(action, {});
    if (result.ok) render(root, result.value, null);
    else render(root, status, result.error.message);
  });
  return button;
}

function paragraph(text: string, className: string, attribute?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  if (attribute) p.setAttribute(attribute, '');
  return p;
}
