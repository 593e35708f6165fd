// Notification settings in one place (issue 37, item 3): a sound and a desktop notification when
// a decision becomes mine while the page is in the background (js/notify.js plays them), and
// turn e-mails for a turn-based lobby (an address that receives nothing but a confirmation link
// until its owner opens it; the server sends the e-mails and puts an unsubscribe link in each,
// protocol/README.md § Turn e-mails). Sound and desktop are kept in this browser for each lobby
// (`dlo.alerts.<lobby>`; the last choice, `dlo.alerts`, is the next lobby's default); the address
// is kept by the server for the seat, and the last one typed in this browser fills the field.
// Hooks: main.js shows settingsEntry() in the seat panel (the sidebar; the phone's seat tab),
// emailOffer() in a turn-based lobby's waiting room, and asks alertPrefs() when a turn comes.
import { t, language } from './i18n.js';
import { api } from './api.js';
import { h, clear } from './util.js';
import { askPermission, permission } from './notify.js';

const KEY = (id) => `dlo.alerts.${id}`;
const DEFAULT_KEY = 'dlo.alerts';
const OFFER_KEY = (id) => `dlo.alerts-offer.${id}`;
const EMAIL_KEY = 'dlo.email';
// The server said it sends no e-mail (no --smtp-relay): no more offers in this browser session.
const MAIL_OFF_KEY = 'dlo.mail-off';
const mailOff = () => { try { return sessionStorage.getItem(MAIL_OFF_KEY) === '1'; } catch { return false; } };

function read(key) {
  try {
    const v = JSON.parse(localStorage.getItem(key) || 'null');
    return v && typeof v === 'object' ? { sound: !!v.sound, desktop: !!v.desktop } : null;
  } catch { return null; }
}

/** This browser's choices for the lobby: `{sound, desktop}` (both off until chosen). */
export function alertPrefs(lobbyId) {
  // Before issue 37 one browser-wide switch (`dlo.notify`) turned both on.
  const legacy = localStorage.getItem('dlo.notify') === '1' ? { sound: true, desktop: true } : null;
  return read(KEY(lobbyId)) || read(DEFAULT_KEY) || legacy || { sound: false, desktop: false };
}

function savePrefs(lobbyId, prefs) {
  const v = JSON.stringify({ sound: !!prefs.sound, desktop: !!prefs.desktop });
  try {
    localStorage.setItem(KEY(lobbyId), v);
    localStorage.setItem(DEFAULT_KEY, v);
  } catch { /* storage off: the choice lasts as long as the page */ }
}

/** The seat's e-mail state as last heard from the server, by lobby: {email_set, email, confirmed}. */
const mail = new Map();

async function fetchMail(c) {
  if (!c.turnBased || !c.token) return null;
  try {
    const st = await api.emailStatus(c.lobbyId, c.token);
    mail.set(c.lobbyId, st);
  } catch { /* the summary says nothing about e-mail then */ }
  refreshSummaries(c);
  dropOffer(c.lobbyId);
  return mail.get(c.lobbyId) || null;
}

/** The waiting room's offer goes once the seat has an address. */
function dropOffer(lobbyId) {
  const m = mail.get(lobbyId);
  const offer = document.querySelector('.email-offer');
  if (offer && m && m.email_set && !(dialog && dialog.open)) offer.remove();
}

function summaryText(c) {
  const p = alertPrefs(c.lobbyId);
  const parts = [];
  if (p.sound) parts.push(t('settings-on-sound'));
  if (p.desktop) parts.push(t('settings-on-desktop'));
  const m = mail.get(c.lobbyId);
  if (m && m.email_set) parts.push(m.confirmed ? t('settings-on-mail') : t('settings-mail-pending-short'));
  return parts.length ? parts.join(' · ') : t('settings-all-off');
}

function refreshSummaries(c) {
  for (const el of document.querySelectorAll(`.settings-summary[data-lobby="${CSS.escape(c.lobbyId)}"]`)) el.textContent = summaryText(c);
}

/**
 * The way into the settings from the table: a button and what is on now.
 * `c`: {lobbyId, token, turnBased}.
 */
export function settingsEntry(c) {
  if (c.turnBased && c.token && !mail.has(c.lobbyId)) {
    mail.set(c.lobbyId, null);
    fetchMail(c);
  }
  return h('div', { class: 'settings-entry' },
    h('button', { type: 'button', class: 'open-settings', 'aria-haspopup': 'dialog', onclick: () => openSettings(c) }, t('settings-open')),
    h('span', { class: 'muted small settings-summary', 'data-lobby': c.lobbyId }, summaryText(c)));
}

/**
 * In a turn-based lobby's waiting room: an offer to be told by e-mail when it is my turn, until
 * the player sets an address or says "not now". Null when there is nothing to offer.
 */
export function emailOffer(c) {
  if (!c.turnBased || !c.token) return null;
  if (localStorage.getItem(OFFER_KEY(c.lobbyId)) || mailOff()) return null;
  const m = mail.get(c.lobbyId);
  if (m && m.email_set) return null;
  if (!mail.has(c.lobbyId)) { mail.set(c.lobbyId, null); fetchMail(c); }
  const box = h('div', { class: 'email-offer', role: 'region', 'aria-label': t('settings-offer-title') },
    h('h3', null, t('settings-offer-title')),
    h('p', null, t('settings-offer-text')),
    h('div', { class: 'inline' },
      h('button', { type: 'button', class: 'primary offer-email', onclick: () => { openSettings(c, { focusMail: true }); } }, t('settings-offer-yes')),
      h('button', { type: 'button', class: 'link offer-later', onclick: () => {
        try { localStorage.setItem(OFFER_KEY(c.lobbyId), 'no'); } catch { /* ignored */ }
        box.remove();
      } }, t('settings-offer-later'))));
  return box;
}

let dialog = null;
let onVisible = null;
/** The lobby the dialog is open for. */
let openFor = null;

/** Closes the settings when the screen changes. */
export function hideSettings() {
  if (dialog && dialog.open) dialog.close();
}

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
