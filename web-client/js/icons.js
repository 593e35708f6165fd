// SVG icons for resources, actions and card numbers, drawn as DOM elements (no emoji font, no
// network request, allowed by the server's Content-Security-Policy). `icon(name)` is decorative
// (aria-hidden) unless a label is given; the text next to an icon always says the same thing.
const NS = 'http://www.w3.org/2000/svg';

// Each icon: a list of [element, attributes] in a 24×24 box. Colours are fixed per resource so a
// player learns them (food brown-orange, gold yellow, evil red, imps green…).
const SHAPES = {
  food: [['path', { d: 'M14.5 3.5a6 6 0 0 1 4.6 9.8c-1.7 2-4.3 2.4-6 1.6L8.4 19a2.2 2.2 0 1 1-3.2-.2 2.2 2.2 0 1 1-.2-3.2l4.1-4.7c-.8-1.7-.4-4.3 1.6-6a6 6 0 0 1 3.8-1.4z', fill: '#c8743a', stroke: '#5a2e10', 'stroke-width': 1.2 }]],
  gold: [['circle', { cx: 12, cy: 12, r: 9, fill: '#f2c230', stroke: '#7a5a08', 'stroke-width': 1.5 }], ['circle', { cx: 12, cy: 12, r: 5.5, fill: 'none', stroke: '#a07810', 'stroke-width': 1.5 }]],
  evil: [['path', { d: 'M12 21c-4.4 0-7-3-7-6.8 0-3 1.8-5.2 3.4-7L6.5 2.5l4 3.4a8 8 0 0 1 3 0l4-3.4-1.9 4.7c1.6 1.8 3.4 4 3.4 7C19 18 16.4 21 12 21z', fill: '#d23a2a', stroke: '#5a0f08', 'stroke-width': 1.2 }], ['circle', { cx: 9.5, cy: 13, r: 1.3, fill: '#ffe08a' }], ['circle', { cx: 14.5, cy: 13, r: 1.3, fill: '#ffe08a' }]],
  imp: [['path', { d: 'M4 5l4.5 4a6.5 6.5 0 0 1 7 0L20 5l-1.7 6.2A6.5 6.5 0 1 1 5.7 11.2z', fill: '#5aa04a', stroke: '#1f3f18', 'stroke-width': 1.2 }], ['circle', { cx: 9.6, cy: 14, r: 1.2, fill: '#fff6a0' }], ['circle', { cx: 14.4, cy: 14, r: 1.2, fill: '#fff6a0' }]],
  troll: [['rect', { x: 5, y: 6, width: 14, height: 14, rx: 5, fill: '#6f8a55', stroke: '#26331a', 'stroke-width': 1.2 }], ['path', { d: 'M8.5 17l1-2.5 1 2.5M13.5 17l1-2.5 1 2.5', stroke: '#fff', 'stroke-width': 1.2, fill: 'none' }], ['circle', { cx: 9.5, cy: 11, r: 1.2, fill: '#222' }], ['circle', { cx: 14.5, cy: 11, r: 1.2, fill: '#222' }]],
  tunnel: [['path', { d: 'M4 20l9-9', stroke: '#8a6a3a', 'stroke-width': 2.6, 'stroke-linecap': 'round' }], ['path', { d: 'M6 7.5C9 4 15 3.5 19.5 6.5 16 5.8 13.5 6.6 11.5 9L10 10.2z', fill: '#b8c0c8', stroke: '#3a4048', 'stroke-width': 1.1 }]],
  trap: [['path', { d: 'M3 18h18l-2-8-2.5 5-2-7-2.5 7-2-7-2 7L6 10z', fill: '#b7a040', stroke: '#3f3508', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }]],
  monster: [['path', { d: 'M4 20c1-6 2.5-11 8-15 5.5 4 7 9 8 15-2-2-3-2.5-4-1.5-1-2-2.5-3-4-1-1.5-2-3-1-4 1-1-1-2-.5-4 1.5z', fill: '#a8402a', stroke: '#4a1408', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }], ['circle', { cx: 10, cy: 11, r: 1.2, fill: '#ffd24a' }], ['circle', { cx: 14, cy: 11, r: 1.2, fill: '#ffd24a' }]],
  room: [['path', { d: 'M4 20V10l8-6 8 6v10h-5v-5a3 3 0 0 0-6 0v5z', fill: '#8a68b0', stroke: '#2e1a46', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }]],
  hp: [['path', { d: 'M12 20.5S3.5 15 3.5 9a4.5 4.5 0 0 1 8.5-2 4.5 4.5 0 0 1 8.5 2c0 6-8.5 11.5-8.5 11.5z', fill: '#e0485a', stroke: '#5a0f18', 'stroke-width': 1.2 }]],
  damage: [['path', { d: 'M19.5 3.5l-1 4.2L9 17.2 6.8 15z', fill: '#d8dde4', stroke: '#39404a', 'stroke-width': 1.1 }], ['path', { d: 'M5 13.5l5.5 5.5M6.2 17.8l-2.5 2.5', stroke: '#7a5a2a', 'stroke-width': 2.2, 'stroke-linecap': 'round' }]],
  strength: [['path', { d: 'M6 14c0-4 2-7 5-8l1 3c2 0 4 1 5 3l2-1c0 5-3 9-8 9-3 0-5-2.5-5-6z', fill: '#d8a070', stroke: '#5a3010', 'stroke-width': 1.2 }]],
  points: [['path', { d: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z', fill: '#f2d04a', stroke: '#6a5208', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }]],
  fatigue: [['path', { d: 'M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9', stroke: '#c8c8d8', 'stroke-width': 1.6, fill: 'none', 'stroke-linecap': 'round' }], ['path', { d: 'M9 19h6l-3-4z', fill: '#e0c070' }]],
  spy: [['path', { d: 'M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12z', fill: '#e8e0c8', stroke: '#3a3428', 'stroke-width': 1.2 }], ['circle', { cx: 12, cy: 12, r: 3.3, fill: '#3a6ab0' }], ['circle', { cx: 12, cy: 12, r: 1.4, fill: '#111' }]],
  letter: [['rect', { x: 3, y: 6, width: 18, height: 13, rx: 1.5, fill: '#e8e0d0', stroke: '#4a3a2a', 'stroke-width': 1.2 }], ['path', { d: 'M3.5 7l8.5 6.5L20.5 7', fill: 'none', stroke: '#4a3a2a', 'stroke-width': 1.2 }], ['circle', { cx: 17.5, cy: 16, r: 2.5, fill: '#c02020' }]],
  minion: [['circle', { cx: 12, cy: 6.5, r: 3.5, fill: 'currentColor' }], ['path', { d: 'M7 20c0-5 2-8 5-8s5 3 5 8z', fill: 'currentColor' }]],
  foreman: [['path', { d: 'M4 16a8 8 0 0 1 16 0z', fill: '#f0b020', stroke: '#5a4008', 'stroke-width': 1.2 }], ['rect', { x: 2.5, y: 16, width: 19, height: 3, rx: 1, fill: '#d09010', stroke: '#5a4008', 'stroke-width': 1 }]],
  crown: [['path', { d: 'M3 18l-.5-10 5 4L12 5l4.5 7 5-4-.5 10z', fill: '#f2c230', stroke: '#6a5208', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }]],
  lock: [['rect', { x: 5, y: 10, width: 14, height: 10, rx: 2, fill: '#c0a050', stroke: '#4a3a10', 'stroke-width': 1.2 }], ['path', { d: 'M8 10V7a4 4 0 0 1 8 0v3', fill: 'none', stroke: '#4a3a10', 'stroke-width': 1.8 }]],
  combat: [['path', { d: 'M4 4l10 10M20 4L10 14', stroke: '#d8dde4', 'stroke-width': 2.4, 'stroke-linecap': 'round' }], ['path', { d: 'M12.5 15.5l4 4M11.5 15.5l-4 4M15 17l2-2M9 17l-2-2', stroke: '#9a7a3a', 'stroke-width': 2, 'stroke-linecap': 'round' }]],
  paladin: [['path', { d: 'M12 2.5l7.5 3v6c0 5-3.5 8.5-7.5 10-4-1.5-7.5-5-7.5-10v-6z', fill: '#d8d0b0', stroke: '#4a4428', 'stroke-width': 1.2 }], ['path', { d: 'M12 6.5v11M8 10.5h8', stroke: '#a02828', 'stroke-width': 2 }]],
  heal: [['circle', { cx: 12, cy: 12, r: 9, fill: '#e8f0e8', stroke: '#2a5a2a', 'stroke-width': 1.2 }], ['path', { d: 'M12 7v10M7 12h10', stroke: '#2a8a3a', 'stroke-width': 3 }]],
  magic: [['path', { d: 'M12 2l1.8 6.2L20 10l-6.2 1.8L12 18l-1.8-6.2L4 10l6.2-1.8z', fill: '#8ab0ff', stroke: '#1a2a5a', 'stroke-width': 1 }], ['circle', { cx: 18.5, cy: 18.5, r: 2, fill: '#c8d8ff' }]],
  disarm: [['path', { d: 'M3 18h18l-2-8-2.5 5-2-7-2.5 7-2-7-2 7L6 10z', fill: '#b7a040', stroke: '#3f3508', 'stroke-width': 1 }], ['path', { d: 'M4 4l16 16', stroke: '#e04040', 'stroke-width': 2.4 }]],
  reputation: [['path', { d: 'M3 13c3-1 5-4 9-4 3 0 5 1 9-3-1 5-3 8-7 9l2 4-4-3c-3 .5-6-.5-9-3z', fill: '#e8ecf4', stroke: '#3a4458', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }]],
  info: [['circle', { cx: 12, cy: 12, r: 9.5, fill: 'none', stroke: 'currentColor', 'stroke-width': 1.8 }], ['path', { d: 'M12 10.5v7', stroke: 'currentColor', 'stroke-width': 2.2 }], ['circle', { cx: 12, cy: 7, r: 1.4, fill: 'currentColor' }]],
  entrance: [['path', { d: 'M12 20l-6-7h4V4h4v9h4z', fill: 'currentColor' }]],
  reverse: [['path', { d: 'M18 12a6 6 0 1 1-2-4.5', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round' }], ['path', { d: 'M17.5 3.5v5h-5', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linejoin': 'round' }]],
  conquered: [['path', { d: 'M6 3v18', stroke: '#5a3a1a', 'stroke-width': 2 }], ['path', { d: 'M6 4h12l-3 4 3 4H6z', fill: '#3b7dd9', stroke: '#12305a', 'stroke-width': 1 }]],
  prison: [['rect', { x: 4, y: 4, width: 16, height: 16, rx: 1.5, fill: 'none', stroke: '#9aa0a8', 'stroke-width': 1.6 }], ['path', { d: 'M9 4v16M15 4v16', stroke: '#9aa0a8', 'stroke-width': 1.6 }]],
  warrior: [['path', { d: 'M12 2.5l7.5 3v6c0 5-3.5 8.5-7.5 10-4-1.5-7.5-5-7.5-10v-6z', fill: '#9aa4b0', stroke: '#2a3038', 'stroke-width': 1.2 }]],
  thief: [['path', { d: 'M7 14a5 5 0 0 0 10 0l2-9H5z', fill: '#7a6a58', stroke: '#2a2018', 'stroke-width': 1.2 }], ['path', { d: 'M8 10h8', stroke: '#111', 'stroke-width': 2.4 }]],
  priest: [['path', { d: 'M12 3v18M6 9h12', stroke: '#f0e8c8', 'stroke-width': 3.2, 'stroke-linecap': 'round' }]],
  wizard: [['path', { d: 'M5 20h14L13 3z', fill: '#4a5ab0', stroke: '#1a204a', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }], ['circle', { cx: 12, cy: 13, r: 1.4, fill: '#ffe070' }]],
  fast: [['path', { d: 'M13 2L5 13h6l-2 9 9-12h-6z', fill: '#ffd24a', stroke: '#6a5208', 'stroke-width': 1 }]],
  slow: [['circle', { cx: 12, cy: 12, r: 9, fill: '#d8dce8', stroke: '#3a4058', 'stroke-width': 1.2 }], ['path', { d: 'M12 7v5l3.5 2.5', stroke: '#3a4058', 'stroke-width': 1.8, fill: 'none', 'stroke-linecap': 'round' }]],
  tax: [['rect', { x: 5, y: 3, width: 14, height: 18, rx: 1.5, fill: '#ece4d0', stroke: '#4a3a2a', 'stroke-width': 1.2 }], ['path', { d: 'M8 8h8M8 12h8M8 16h5', stroke: '#4a3a2a', 'stroke-width': 1.3 }]],
  event: [['rect', { x: 3.5, y: 3.5, width: 17, height: 17, rx: 3, fill: '#2a6b4e', stroke: '#0c2a1c', 'stroke-width': 1.2 }], ['path', { d: 'M12 7v6', stroke: '#fff', 'stroke-width': 2.4, 'stroke-linecap': 'round' }], ['circle', { cx: 12, cy: 16.5, r: 1.4, fill: '#fff' }]],
};

/** An icon as an inline SVG element; with a label it is an image with that name, else decorative. */
const drawn = new Map();
export function icon(name, label = null, cls = '') {
  // Each icon is drawn once and cloned (a table shows a few hundred of them).
  let proto = drawn.get(name);
  if (!proto) { proto = draw(name); drawn.set(name, proto); }
  const svg = proto.cloneNode(true);
  svg.setAttribute('class', `ic ic-${name}${cls ? ` ${cls}` : ''}`);
  if (label) { svg.setAttribute('role', 'img'); svg.setAttribute('aria-label', label); } else svg.setAttribute('aria-hidden', 'true');
  return svg;
}

function draw(name) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('focusable', 'false');
  for (const [tag, attrs] of SHAPES[name] || SHAPES.info) {
    const el = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    svg.appendChild(el);
  }
  return svg;
}

export const ICON_NAMES = Object.keys(SHAPES);

/** The shapes of an icon ([element, attributes] pairs), for js/vdom.js `vicon`. */
export const iconShape = (name) => SHAPES[name] || SHAPES.info;

/** Adds a game's own icons (names must not clash with the ones above). */
export function defineIcons(shapes) {
  for (const [name, shape] of Object.entries(shapes)) {
    if (SHAPES[name]) throw new Error(`icon ${name} is defined twice`);
    SHAPES[name] = shape;
  }
}

/** The icon of each action space. */
export const ACTION_ICON = {
  get_food: 'food', improve_reputation: 'reputation', dig_tunnels: 'tunnel', mine_gold: 'gold',
  recruit_imps: 'imp', buy_traps: 'trap', hire_monster: 'monster', build_room: 'room',
};
