// Signing in and the account's page (issue #39 item 1), imported when first used (js/account.js,
// js/main.js): the sign-in dialog — a passkey (WebAuthn, discoverable: no name asked), a new
// account with a passkey, or a link by e-mail when the server can send one —, the `#/signin/<token>`
// route of that link, and `#/account` (name, passkeys, add a passkey, sign out). A browser without
// WebAuthn is offered the e-mail link only. Errors are said in words, never as codes.
import { t, language } from './i18n.js';
import { accountApi } from './api.js';
import { h, clear } from './util.js';
import { acct, refreshAccount, setNotice } from './account.js';

let dialog = null;

/** Whether this browser can use passkeys here (WebAuthn needs a secure context: HTTPS or localhost), and the server takes them. */
export function canPasskey() {
  return acct.passkeySignIn !== false && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials && window.isSecureContext !== false;
}

// ---------------------------------------------------------------- WebAuthn

const b64urlToBytes = (s) => {
  const b = atob(String(s).replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(String(s).length / 4) * 4, '='));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
};
const bytesToB64url = (buf) => {
  const bytes = new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
/** The options as JSON without nulls (WebIDL dictionaries take a missing member, not null). */
const noNulls = (v) => (Array.isArray(v) ? v.map(noNulls)
  : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, noNulls(x)])) : v);

/** CredentialCreationOptions from the server's JSON (`options.publicKey`, base64url fields). */
function creationOptions(json) {
  const pk = noNulls(json && json.publicKey ? json.publicKey : json);
  const PKC = /** @type {any} */ (window.PublicKeyCredential);
  if (typeof PKC.parseCreationOptionsFromJSON === 'function') return PKC.parseCreationOptionsFromJSON(pk);
  // Browsers before the JSON helpers: the same conversion by hand.
  return {
    ...pk,
    challenge: b64urlToBytes(pk.challenge),
    user: { ...pk.user, id: b64urlToBytes(pk.user.id) },
    excludeCredentials: (pk.excludeCredentials || []).map((c) => ({ ...c, id: b64urlToBytes(c.id) })),
  };
}

/** CredentialRequestOptions from the server's JSON. */
function requestOptions(json) {
  const pk = noNulls(json && json.publicKey ? json.publicKey : json);
  const PKC = /** @type {any} */ (window.PublicKeyCredential);
  if (typeof PKC.parseRequestOptionsFromJSON === 'function') return PKC.parseRequestOptionsFromJSON(pk);
  return { ...pk, challenge: b64urlToBytes(pk.challenge), allowCredentials: (pk.allowCredentials || []).map((c) => ({ ...c, id: b64urlToBytes(c.id) })) };
}

/** A credential as JSON for the server (PublicKeyCredential.toJSON(), or the same by hand). */
function credentialJson(cred) {
  if (typeof cred.toJSON === 'function') return cred.toJSON();
  const r = cred.response;
  const response = { clientDataJSON: bytesToB64url(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = bytesToB64url(r.attestationObject);
    if (typeof r.getTransports === 'function') response.transports = r.getTransports();
  }
  if (r.authenticatorData) response.authenticatorData = bytesToB64url(r.authenticatorData);
  if (r.signature) response.signature = bytesToB64url(r.signature);
  if (r.userHandle) response.userHandle = bytesToB64url(r.userHandle);
  return { id: cred.id, rawId: bytesToB64url(cred.rawId), type: cred.type, response,
    authenticatorAttachment: cred.authenticatorAttachment || undefined,
    clientExtensionResults: typeof cred.getClientExtensionResults === 'function' ? cred.getClientExtensionResults() : {} };
}

/** Creates a passkey: a new account named `name`, or (signed in) one more passkey of the account. */
async function registerPasskey(name) {
  const start = await accountApi.registerStart(name);
  const cred = await navigator.credentials.create({ publicKey: creationOptions(start.options) });
  if (!cred) throw new DOMException('no credential', 'NotAllowedError');
  return accountApi.registerFinish(start.challenge, credentialJson(cred));
}

/** Signs in with a passkey the browser or phone offers (discoverable: nothing asked first). */
async function signInWithPasskey() {
  const start = await accountApi.loginStart();
  const cred = await navigator.credentials.get({ publicKey: requestOptions(start.options) });
  if (!cred) throw new DOMException('no credential', 'NotAllowedError');
  return accountApi.loginFinish(start.challenge, credentialJson(cred));
}

/**
 * Words for what went wrong in a sign-in step. `what` says which step: `passkey` (signing in
 * with one), `create` (making one), `link` (an e-mail link) or `mail` (asking for one).
 */
export function failureText(e, what) {
  const name = e && e.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return t('account-err-cancelled');
  if (name === 'InvalidStateError') return t('account-err-exists');
  if (name === 'SecurityError') return t('account-err-security');
  if (name === 'NotSupportedError') return t('account-err-unsupported');
  const code = e && e.code;
  if (code === 'sign_in_failed') return what === 'link' ? t('account-err-link-invalid') : what === 'passkey' ? t('account-err-passkey-unknown') : t('account-err-general');
  if (code === 'too_many_passkeys') return t('error-code-too-many-passkeys');
  if (code === 'rate_limited' || (e && e.status === 429)) return t('account-err-rate-limited');
  if (code === 'mail_off') return t('account-err-mail-off');
  if (code === 'bad_email') return t('error-code-bad-email');
  if (code === 'bad_name') return t('error-code-bad-name');
  if (e && e.unreachable) return e.message;
  return t('account-err-general');
}

// ---------------------------------------------------------------- after signing in

/** The account is signed in: the state again (with the CSRF token), the home page, a word. */
async function signedIn() {
  await refreshAccount();
  if (dialog && dialog.open) dialog.close();
  // The home page says so, with "My games" and the offer to add this browser's games.
  setNotice(t('account-signed-in-as', { name: (acct.account && acct.account.name) || '' }));
  if (location.hash !== '#/' && location.hash !== '') location.hash = '#/';
}

// ---------------------------------------------------------------- the sign-in dialog

/** Opens the sign-in dialog. */
export function openSignIn() {
  if (!dialog) {
    dialog = h('dialog', { class: 'account-dialog', 'aria-labelledby': 'account-dialog-title' });
    dialog.addEventListener('click', (ev) => { if (ev.target === dialog) dialog.close(); });
    document.body.appendChild(dialog);
  }
  clear(dialog);
  const err = h('p', { class: 'error account-error', role: 'alert' });
  const busy = (on) => { for (const b of dialog.querySelectorAll('button')) if (!b.classList.contains('account-close')) b.disabled = on; };
  /** Runs one step with the buttons off; its failure is said in words. */
  const step = async (what, work) => {
    err.textContent = '';
    busy(true);
    try { await work(); } catch (e) { err.textContent = failureText(e, what); } finally { busy(false); }
  };
  const passkey = canPasskey();
  const email = acct.emailSignIn;
  const parts = [];
  if (passkey) {
    parts.push(h('button', { type: 'button', class: 'primary passkey-signin', onclick: () => step('passkey', async () => { await signInWithPasskey(); await signedIn(); }) },
      t('account-passkey-sign-in')));
    const name = h('input', { name: 'account_name', autocomplete: 'nickname', maxlength: 32, value: localStorage.getItem('dlo.name') || '', required: true });
    parts.push(h('form', { class: 'account-create', novalidate: true, onsubmit: (ev) => {
      ev.preventDefault();
      const n = name.value.trim();
      if (!n) { err.textContent = t('account-err-empty-name'); name.focus(); return; }
      step('create', async () => {
        await registerPasskey(n);
        try { localStorage.setItem('dlo.name', n); } catch { /* ignored */ }
        await signedIn();
      });
    } },
    h('h3', null, t('account-new-title')),
    h('label', { class: 'row' }, h('span', { class: 'lbl' }, t('account-name-label')), name),
    h('button', { type: 'submit', class: 'passkey-create' }, t('account-passkey-create')),
    h('p', { class: 'muted small' }, t('account-passkey-help'))));
  } else {
    parts.push(h('p', { class: 'account-no-passkey' }, email ? t('account-no-webauthn') : t('account-nothing-possible')));
  }
  if (email) parts.push(emailForm(err, step, passkey));
  dialog.appendChild(h('div', { class: 'account-body' },
    h('h2', { id: 'account-dialog-title' }, t('account-dialog-title')),
    h('p', { class: 'muted small' }, t('account-dialog-why')),
    ...parts, err,
    h('div', { class: 'inline account-actions' }, h('button', { type: 'button', class: 'account-close', onclick: () => dialog.close() }, t('account-close')))));
  if (!dialog.open) dialog.showModal();
  const first = /** @type {HTMLElement|null} */ (dialog.querySelector('button.passkey-signin, input[name=email]'));
  if (first) first.focus();
}

/** "E-mail me a sign-in link": one address; the answer never says whether it has an account. */
function emailForm(err, step, passkey) {
  const input = h('input', { type: 'email', name: 'email', autocomplete: 'email', inputmode: 'email', maxlength: 254, required: true,
    value: localStorage.getItem('dlo.email') || '' });
  const sent = h('p', { class: 'account-sent', role: 'status' });
  return h('form', { class: 'account-email', novalidate: true, onsubmit: (ev) => {
    ev.preventDefault();
    sent.textContent = '';
    const address = input.value.trim();
    if (!address) { err.textContent = t('account-err-empty-email'); input.focus(); return; }
    step('mail', async () => {
      await accountApi.emailStart(address, language());
      sent.textContent = t('account-email-sent', { email: address });
      watchForSignIn();
    });
  } },
  h('h3', null, passkey ? t('account-email-title') : t('account-email-title-only')),
  h('label', { class: 'row' }, h('span', { class: 'lbl' }, t('account-email-label')), input),
  h('button', { type: 'submit', class: 'email-send' }, t('account-email-send')), sent);
}

/**
 * After a link was asked for, it is often opened in another tab or on the phone: when this page
 * is looked at again, it asks whether the browser is signed in now, and if so closes the dialog.
 */
let watching = null;
function watchForSignIn() {
  if (watching) return;
  watching = async () => {
    if (document.visibilityState !== 'visible') return;
    await refreshAccount();
    if (!acct.signedIn) return;
    document.removeEventListener('visibilitychange', watching);
    window.removeEventListener('focus', watching);
    watching = null;
    // The player may have moved on meanwhile: the dialog closes, the page stays where it is.
    if (dialog && dialog.open) dialog.close();
    setNotice(t('account-signed-in-as', { name: (acct.account && acct.account.name) || '' }));
  };
  document.addEventListener('visibilitychange', watching);
  window.addEventListener('focus', watching);
}

// ---------------------------------------------------------------- #/signin/<token>

/**
 * The e-mail link's route: the token (already removed from the address bar by js/main.js) is
 * given to the server once; the home page then shows the player signed in, or why not.
 */
export async function finishEmailSignIn(token) {
  // The link was opened in the tab that asked for it: the dialog is done.
  if (dialog && dialog.open) dialog.close();
  setNotice(t('account-signing-in'));
  try {
    await accountApi.emailFinish(token);
    await refreshAccount();
    setNotice(t('account-signed-in-as', { name: (acct.account && acct.account.name) || '' }));
  } catch (e) {
    setNotice(failureText(e, 'link'), 'error');
  }
}

// ---------------------------------------------------------------- #/account

/** The account's page: its name, its passkeys (and one more), sign out. */
export function renderAccountPage(app) {
  const page = h('section', { class: 'panel narrow account-page', 'aria-labelledby': 'account-page-title' });
  app.appendChild(page);
  const draw = () => {
    if (!page.isConnected) { window.removeEventListener('dlo-account', draw); return; }
    clear(page);
    page.appendChild(h('h2', { id: 'account-page-title' }, t('account-title')));
    if (!acct.known) { page.appendChild(h('p', { class: 'muted' }, t('loading'))); return; }
    if (!acct.signedIn) {
      page.append(h('p', null, t('account-signed-out-page')),
        h('button', { type: 'button', class: 'primary account-signin-page', onclick: () => openSignIn() }, t('account-sign-in')));
      return;
    }
    const a = acct.account;
    const err = h('p', { class: 'error account-error', role: 'alert' });
    const saved = h('p', { class: 'small account-saved', role: 'status' });
    const name = h('input', { name: 'account_name', autocomplete: 'nickname', maxlength: 32, value: a.name || '', required: true });
    const nameForm = h('form', { class: 'inline account-rename', novalidate: true, onsubmit: async (ev) => {
      ev.preventDefault();
      err.textContent = ''; saved.textContent = '';
      const n = name.value.trim();
      if (!n) { err.textContent = t('account-err-empty-name'); name.focus(); return; }
      try {
        await accountApi.rename(n);
        try { localStorage.setItem('dlo.name', n); } catch { /* ignored */ }
        await refreshAccount();
        const s = /** @type {HTMLElement|null} */ (page.querySelector('.account-saved'));
        if (s) s.textContent = t('account-name-saved');
      } catch (e) { err.textContent = e.code === 'bad_name' ? t('error-code-bad-name') : e.message; }
    } },
    h('label', { class: 'row' }, h('span', { class: 'lbl' }, t('account-name-label')), name),
    h('button', { type: 'submit', class: 'account-save-name' }, t('account-name-save')));
    const keys = Array.isArray(a.passkeys) ? a.passkeys : [];
    const addKey = h('button', { type: 'button', class: 'passkey-add', disabled: !canPasskey(), onclick: async () => {
      err.textContent = ''; saved.textContent = '';
      addKey.disabled = true;
      try {
        await registerPasskey(a.name || '');
        await refreshAccount();
        const s = /** @type {HTMLElement|null} */ (page.querySelector('.account-saved'));
        if (s) s.textContent = t('account-passkey-added-ok');
      } catch (e) { err.textContent = failureText(e, 'create'); addKey.disabled = false; }
    } }, t('account-passkey-add'));
    page.append(...[
      nameForm,
      a.email ? h('p', { class: 'muted account-email-known' }, t('account-email-known', { email: a.email })) : null,
      h('h3', null, t('account-passkeys-title')),
      keys.length
        ? h('ul', { class: 'passkeys' }, keys.map((k) => h('li', null, k.name || t('account-passkey-unnamed'), ' ',
          h('span', { class: 'muted small' }, k.created_at ? t('account-passkey-created', { date: new Date(k.created_at).toLocaleDateString(language()) }) : ''))))
        : h('p', { class: 'muted' }, t('account-passkeys-none')),
      h('div', { class: 'inline' }, addKey, canPasskey() ? null : h('span', { class: 'muted small' }, t('account-err-unsupported'))),
      saved, err,
      // The games, and the offer to add this browser's, are on the home page.
      h('p', null, h('a', { href: '#/', class: 'account-to-games' }, t('account-games-title')),
        // History, stats and ratings (issue #39 items 3–4; js/profile.js).
        ' · ', h('a', { href: '#/profile', class: 'account-to-profile' }, t('profile-link'))),
      h('div', { class: 'inline account-actions' },
        h('button', { type: 'button', class: 'account-signout', onclick: async () => {
          err.textContent = '';
          try {
            await accountApi.signOut();
            await refreshAccount();
            setNotice(t('account-signed-out'));
            location.hash = '#/';
          } catch (e) { err.textContent = e.message; }
        } }, t('account-sign-out')))].filter(Boolean));
  };
  window.addEventListener('dlo-account', draw);
  draw();
  return { dispose() { window.removeEventListener('dlo-account', draw); } };
}
