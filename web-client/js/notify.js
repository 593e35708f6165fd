// Turn notifications (issue #17): when a decision becomes mine while the tab is hidden, a short
// sound and a desktop notification, each as the player chose it for this lobby in the
// notification settings (js/settings.js, issue 37); the browser asks for the notification
// permission when the player turns the desktop notification on.
import { t } from './i18n.js';

/** Asks the browser for the notification permission (once it is still undecided). */
export async function askPermission() {
  if (window.Notification && Notification.permission === 'default') {
    try { await Notification.requestPermission(); } catch { /* the sound still plays */ }
  }
}

/** The browser's answer about desktop notifications: granted, denied, default or unsupported. */
export const permission = () => (window.Notification ? Notification.permission : 'unsupported');

function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
  } catch { /* no audio */ }
}

/**
 * Called with each new view and this lobby's choices `{sound, desktop}`: notifies once when a
 * prompt appears (it was not mine before) and the tab is hidden. Returns whether it did (tests).
 */
export function maybeNotify(hadPrompt, view, prefs) {
  const mine = !!(view && view.prompt && Array.isArray(view.prompt.legal_commands) && view.prompt.legal_commands.length);
  if (!mine || hadPrompt || !prefs || !(prefs.sound || prefs.desktop) || !document.hidden) return false;
  if (prefs.sound) beep();
  if (prefs.desktop && window.Notification && Notification.permission === 'granted') {
    try { new Notification(t('notify-your-turn-title'), { body: t('notify-your-turn-body'), tag: 'dlo-turn' }); } catch { /* ignored */ }
  }
  window.__dloNotified = (window.__dloNotified || 0) + 1;
  return true;
}
