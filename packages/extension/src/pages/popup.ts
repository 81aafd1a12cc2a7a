import { showAccountPanel } from './account-panel.js';

void showAccountPanel(document.querySelector<HTMLElement>('#account')!);
document.querySelector('#options')!.addEventListener('click', (e) => {
  e.preventDefault();
  void chrome.runtime.openOptionsPage();
});
