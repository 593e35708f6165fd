// A page open across an upgrade (issue #33): the server names its build in every `welcome`
// (protocol/README.md § Upgrades) and in the page it serves (`<meta name="dlo-build">`). When a
// welcome names another build than the one this page was loaded from, the page reloads itself
// at a safe moment: never while the player is composing a decision (a choice half made, a
// command on its way, a chat line typed), but when this seat owes nothing, once a command it
// sent is accepted, or while the page is hidden. The seat's token is in localStorage and the
// lobby in the address, so the reloaded page sits at the same seat.

const RELOADED_FOR = 'dlo.reloadedFor';

/** The build this page was loaded from, or null when the page does not say (an older server). */
export function pageBuild() {
  const meta = /** @type {HTMLMetaElement|null} */ (document.querySelector('meta[name="dlo-build"]'));
  return meta && meta.content ? meta.content : null;
}

/**
 * What to do about the `build` a welcome names, for a page loaded from `loaded`: null when it is
 * the same build (or unknown), else the build to reload for. A page already reloaded once for
 * that build (a cluster during a rolling upgrade may serve the page from one build and the
 * socket from another) does not reload again, so it never loops.
 */
export function reloadFor(loaded, build, storage = sessionStorage) {
  if (typeof build !== 'string' || !build || !loaded || build === loaded) return null;
  try {
    if (storage.getItem(RELOADED_FOR) === build) return null;
  } catch { /* no session storage: reload anyway */ }
  return build;
}

/**
 * Whether now is a safe moment to reload: nothing composed or on its way, and either no
 * decision owed by this seat, a command sent since the new build was heard of, or the page
 * hidden.
 */
export function safeToReload({ composing, owes, sentSince, hidden }) {
  if (composing) return false;
  return !owes || sentSince || hidden;
}

/** Reloads the page for `build`, remembering it for this tab. */
export function reloadNow(build) {
  try { sessionStorage.setItem(RELOADED_FOR, build); } catch { /* reload anyway */ }
  window.location.reload();
}
