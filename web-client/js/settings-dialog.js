// The notification settings dialog (js/settings.js opens it; imported on first use, so a table
// downloads it only when a player opens the settings: docs/performance.md §8): sound and desktop
// notifications for this lobby in this browser, and the seat's turn e-mails.
import { t, language } from './i18n.js';
import { api } from './api.js';
import { h, clear } from './util.js';
import { askPermission, permission } from './notify.js';
import { alertPrefs, savePrefs, mail, fetchMail, dropOffer, refreshSummaries, mailOff, EMAIL_KEY, MAIL_OFF_KEY } from './settings.js';

let dialog = null;
let onVisible = null;
/** The lobby the dialog is open for. */
let openFor = null;

/** Closes the settings when the screen changes. */
export function hideSettings() {
  if (dialog && dialog.open) dialog.close();
}

/** Whether the dialog is open. */
export const settingsOpen = () => !!(dialog && dialog.open);

/** Opens the settings dialog for the lobby (`focusMail`: with the address field focused). */
export function openSettings(c, opts = {}) {
  if (!dialog) {
    dialog = h('dialog', { class: 'settings-dialog', 'aria-labelledby': 'settings-title' });
    dialog.addEventListener('click', (ev) => { if (ev.target === dialog) dialog.close(); });
    dialog.addEventListener('close', () => {
      if (onVisible) { document.removeEventListener('visibilitychange', onVisible); window.removeEventListener('focus', onVisible); onVisible = null; }
      if (openFor) dropOffer(openFor);
    });
    document.body.appendChild(dialog);
  }
  clear(dialog);
  openFor = c.lobbyId;
  const prefs = alertPrefs(c.lobbyId);
  const permNote = h('p', { class: 'small perm-note', role: 'status' });
  const showPerm = () => {
    const p = permission();
    permNote.textContent = desktop.checked && p === 'denied' ? t('settings-desktop-denied')
      : desktop.checked && p === 'unsupported' ? t('settings-desktop-unsupported') : '';
  };
  const sound = h('input', { type: 'checkbox', name: 'alert_sound', checked: prefs.sound, onchange: () => save() });
  const desktop = h('input', { type: 'checkbox', name: 'alert_desktop', checked: prefs.desktop, onchange: async () => {
    save();
    if (desktop.checked) await askPermission();
    showPerm();
  } });
  const save = () => { savePrefs(c.lobbyId, { sound: sound.checked, desktop: desktop.checked }); refreshSummaries(c); };
  showPerm();

  const body = h('div', { class: 'settings-body' },
    h('h2', { id: 'settings-title' }, t('settings-title')),
    h('p', { class: 'muted small' }, t('settings-scope')),
    h('label', { class: 'check' }, sound, ' ', t('settings-sound')),
    h('label', { class: 'check' }, desktop, ' ', t('settings-desktop')),
    permNote,
    mailSection(c, opts),
    h('div', { class: 'inline settings-actions' },
      h('button', { type: 'button', class: 'settings-close', onclick: () => dialog.close() }, t('settings-close'))));
  dialog.appendChild(body);
  if (!dialog.open) dialog.showModal();
  const field = dialog.querySelector('input[name=email]');
  if (opts.focusMail && field) field.focus();
  else sound.focus();
}

/** The turn e-mail part of the dialog. */
function mailSection(c, opts) {
  const box = h('fieldset', { class: 'settings-mail' }, h('legend', null, t('settings-mail-title')));
  if (!c.turnBased) {
    box.appendChild(h('p', { class: 'muted small' }, t('settings-mail-not-turn-based')));
    return box;
  }
  if (!c.token) {
    box.appendChild(h('p', { class: 'muted small' }, t('settings-mail-seated-only')));
    return box;
  }
  box.appendChild(h('p', { class: 'small' }, t('settings-mail-help')));
  const status = h('p', { class: 'mail-status', role: 'status' });
  const err = h('p', { class: 'error mail-error', role: 'alert' });
  const input = h('input', { type: 'email', name: 'email', autocomplete: 'email', inputmode: 'email', maxlength: 254, required: true,
    value: localStorage.getItem(EMAIL_KEY) || '', 'aria-describedby': 'mail-status' });
  status.id = 'mail-status';
  const submit = h('button', { type: 'submit', class: 'primary send-confirm' }, t('settings-mail-send'));
  const check = h('button', { type: 'button', class: 'check-mail', onclick: () => refresh() }, t('settings-mail-check'));
  const remove = h('button', { type: 'button', class: 'link remove-mail', onclick: async () => {
    err.textContent = '';
    try { show(await api.setEmail(c.lobbyId, c.token, null)); } catch (x) { err.textContent = x.message; }
  } }, t('settings-mail-remove'));
  const show = (m) => {
    if (m) mail.set(c.lobbyId, m);
    const st = mail.get(c.lobbyId);
    status.dataset.state = !st ? 'unknown' : !st.email_set ? 'none' : st.confirmed ? 'confirmed' : 'pending';
    status.textContent = !st ? t('settings-mail-checking') : !st.email_set ? t('settings-mail-none')
      : st.confirmed ? t('settings-mail-confirmed', { email: st.email }) : t('settings-mail-pending', { email: st.email });
    if (st && st.email_set && !input.value) input.value = st.email;
    check.hidden = !(st && st.email_set && !st.confirmed);
    remove.hidden = !(st && st.email_set);
    submit.textContent = st && st.email_set ? t('settings-mail-change') : t('settings-mail-send');
    refreshSummaries(c);
  };
  const refresh = async () => { show(await fetchMail(c)); };
  const form = h('form', { class: 'mail-form', novalidate: true, onsubmit: async (e) => {
    e.preventDefault();
    err.textContent = '';
    const email = input.value.trim();
    if (!email) { err.textContent = t('settings-mail-empty'); input.focus(); return; }
    submit.disabled = true;
    try {
      const answer = await api.setEmail(c.lobbyId, c.token, email, language());
      try { localStorage.setItem(EMAIL_KEY, answer.email || email); } catch { /* ignored */ }
      show(answer);
    } catch (x) {
      if (x.code === 'mail_off') { try { sessionStorage.setItem(MAIL_OFF_KEY, '1'); } catch { /* ignored */ } }
      err.textContent = x.code === 'mail_off' ? t('settings-mail-off') : x.code === 'rate_limited' ? t('settings-mail-limited') : x.message;
    } finally { submit.disabled = false; }
  } },
  h('label', { class: 'row' }, h('span', { class: 'lbl' }, t('settings-mail-address')), input),
  h('div', { class: 'inline' }, submit, check, remove));
  box.append(status, form, err);
  if (mailOff()) err.textContent = t('settings-mail-off');
  show(null);
  // The link is opened in another tab or on the phone: back here, ask the server again.
  if (onVisible) { document.removeEventListener('visibilitychange', onVisible); window.removeEventListener('focus', onVisible); }
  onVisible = () => { if (document.visibilityState === 'visible') refresh(); };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  refresh();
  if (opts.focusMail) input.focus();
  return box;
}
