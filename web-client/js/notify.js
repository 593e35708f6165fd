// Turn notifications (issue #17): when a decision becomes mine while the tab is hidden, a short
// sound and a desktop notification. Opt-in per browser (remembered in localStorage); the
// browser asks for the notification permission when the player turns it on.
import { t } from './i18n.js';
import { h } from './util.js';

const KEY = 'dlo.notify';

export const notifyEnabled = () => localStorage.getItem(KEY) === '1';

/** The opt-in checkbox. */
export function notifyToggle() {
  const box = h('input', { type: 'checkbox', name: 'notify', checked: notifyEnabled(), onchange: async (e) => {
    if (e.target.checked) {
      localStorage.setItem(KEY, '1');
      if (window.Notification && Notification.permission === 'default') {
        try { await Notification.requestPermission(); } catch { /* the sound still plays */ }
      }
    } else localStorage.removeItem(KEY);
  } });
  return h('label', { class: 'notify-toggle small' }, box, ' ', t('notify-toggle'));
}

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
 * Called with each new view: notifies once when a prompt appears (it was not mine before) and
 * the tab is hidden. Returns whether it notified (for the tests).
 */
export function maybeNotify(hadPrompt, view) {
  const mine = !!(view && view.prompt && Array.isArray(view.prompt.legal_commands) && view.prompt.legal_commands.length);
  if (!mine || hadPrompt || !notifyEnabled() || !document.hidden) return false;
  beep();
  if (window.Notification && Notification.permission === 'granted') {
    try { new Notification(t('notify-your-turn-title'), { body: t('notify-your-turn-body'), tag: 'dlo-turn' }); } catch { /* ignored */ }
  }
  window.__dloNotified = (window.__dloNotified || 0) + 1;
  return true;
}
