// Globals the client's modules use beyond the DOM's own types (checked by `tsc -p web-client`).
interface Window {
  /** The debugging and test hook: js/boot.js creates it, js/main.js fills it. */
  __dlo: any;
  /** How many turn notifications this page gave (js/notify.js; read by the browser tests). */
  __dloNotified?: number;
  /** Safari's older name of AudioContext. */
  webkitAudioContext?: typeof AudioContext;
}
