// What every table announces after an update: a short banner (the game's words for a new
// season, phase or round, js/games/registry.js `bannerText`) and "your turn" for screen readers.
import { t } from './i18n.js';

let bannerTimer = null;
/** Shows the banner for a moment (it is also a polite live region). */
export function showBanner(text) {
  const el = document.getElementById('phase-banner');
  if (!el || !text) return;
  el.textContent = text;
  el.classList.remove('hidden', 'go');
  void el.offsetWidth; // restart the animation
  el.classList.add('go');
  clearTimeout(bannerTimer);
  bannerTimer = setTimeout(() => el.classList.add('hidden'), 2600);
}

/** Announces "your turn" once per new decision (assertive live region). */
export function announceTurn(prev, next, decisionName) {
  const el = document.getElementById('live');
  if (!el) return;
  const was = prev && prev.prompt;
  const now = next && next.prompt;
  if (now && (!was || was.decision !== now.decision)) el.textContent = t('live-your-turn', { decision: decisionName(now.decision) });
  else if (!now && was) el.textContent = '';
}
