// Notification settings in one place (issue 37, item 3): a sound and a desktop notification when
// a decision becomes mine while the page is in the background (js/notify.js plays them), and
// turn e-mails for a turn-based lobby (an address that receives nothing but a confirmation link
// until its owner opens it; the server sends the e-mails and puts an unsubscribe link in each,
// protocol/README.md § Turn e-mails). Sound and desktop are kept in this browser for each lobby
// (`dlo.alerts.<lobby>`; the last choice, `dlo.alerts`, is the next lobby's default); the address
// is kept by the server for the seat, and the last one typed in this browser fills the field.
// Hooks: main.js shows settingsEntry() in the seat panel (the sidebar; the phone's seat tab),
// emailOffer() in a turn-based lobby's waiting room, and asks alertPrefs() when a turn comes.
// The dialog itself is js/settings-dialog.js, imported when first opened.
import { t } from './i18n.js';
import { api } from './api.js';
import { h } from './util.js';

const KEY = (id) => `dlo.alerts.${id}`;
const DEFAULT_KEY = 'dlo.alerts';
const OFFER_KEY = (id) => `dlo.alerts-offer.${id}`;
export const EMAIL_KEY = 'dlo.email';
// The server said it sends no e-mail (no --smtp-relay): no more offers in this browser session.
export const MAIL_OFF_KEY = 'dlo.mail-off';
export const mailOff = () => { try { return sessionStorage.getItem(MAIL_OFF_KEY) === '1'; } catch { return false; } };

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

export function savePrefs(lobbyId, prefs) {
  const v = JSON.stringify({ sound: !!prefs.sound, desktop: !!prefs.desktop });
  try {
    localStorage.setItem(KEY(lobbyId), v);
    localStorage.setItem(DEFAULT_KEY, v);
  } catch { /* storage off: the choice lasts as long as the page */ }
}

/** The seat's e-mail state as last heard from the server, by lobby: {email_set, email, confirmed}. */
export const mail = new Map();

export async function fetchMail(c) {
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
export function dropOffer(lobbyId) {
  const m = mail.get(lobbyId);
  const offer = document.querySelector('.email-offer');
  if (offer && m && m.email_set && !(dialogModule && dialogModule.settingsOpen())) offer.remove();
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

export function refreshSummaries(c) {
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

/** js/settings-dialog.js once imported (on the first opening of the settings). */
let dialogModule = null;

/** Closes the settings when the screen changes. */
export function hideSettings() {
  if (dialogModule) dialogModule.hideSettings();
}

/** Opens the settings dialog for the lobby (`focusMail`: with the address field focused). */
export function openSettings(c, opts = {}) {
  if (dialogModule) { dialogModule.openSettings(c, opts); return; }
  import('./settings-dialog.js').then((m) => { dialogModule = m; m.openSettings(c, opts); }, (e) => console.warn(e));
}
