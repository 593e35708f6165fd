// The debugging/test hook `window.__dlo`, created before any module runs; js/main.js fills it.
window.__dlo = {};
