// SVG icons of Welcome to the Dungeon: the eight monster kinds, the four heroes and every
// equipment tile, drawn in the same 24×24 box as icons.js (no emoji font, so the table looks the
// same on every device). Every icon stands next to its printed name.
import { defineIcons, icon } from '../../icons.js';

const EYES = (y, c = '#ffd84a') => [['circle', { cx: 9.4, cy: y, r: 1.3, fill: c }], ['circle', { cx: 14.6, cy: y, r: 1.3, fill: c }]];
const ARMOUR = (fill, stroke) => [
  ['path', { d: 'M6 4l3 1.5h6L18 4l3 4-3 2v10H6V10L3 8z', fill, stroke, 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
  ['path', { d: 'M9 5.5c0 2 1.3 3.5 3 3.5s3-1.5 3-3.5M12 9v11', fill: 'none', stroke, 'stroke-width': 1.1 }],
];
const SHIELD = (fill, stroke, mark) => [
  ['path', { d: 'M12 2.5l8 3v6c0 5.2-3.7 8.6-8 10-4.3-1.4-8-4.8-8-10v-6z', fill, stroke, 'stroke-width': 1.2 }],
  ['path', { d: mark, fill: 'none', stroke, 'stroke-width': 1.6, 'stroke-linecap': 'round' }],
];
const BLADE = (len, fill) => [
  ['path', { d: `M20 4l-1 ${3 + len / 4}-${8 + len / 2} ${8 + len / 2}-2-2 ${8 + len / 2}-${8 + len / 2}z`, fill, stroke: '#39404a', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
  ['path', { d: 'M5 13.5l5.5 5.5', stroke: '#c8a040', 'stroke-width': 2.2, 'stroke-linecap': 'round' }],
  ['path', { d: 'M6.8 17.2l-3 3', stroke: '#6a4a22', 'stroke-width': 2.4, 'stroke-linecap': 'round' }],
];
const FLAME = (x, y, s, fill) => ['path', {
  d: `M${x} ${y}c${-3 * s} ${-1 * s} ${-4 * s} ${-4 * s} ${-2 * s} ${-7 * s}c0 ${2 * s} ${1 * s} ${2.5 * s} ${2 * s} ${2.5 * s}c${-0.5 * s} ${-2 * s} ${0.5 * s} ${-4 * s} ${2 * s} ${-5 * s}c${-0.3 * s} ${2.5 * s} ${2.5 * s} ${4 * s} ${2 * s} ${6.5 * s}c${-0.3 * s} ${1.8 * s} ${-1.8 * s} ${3 * s} ${-4 * s} ${3 * s}z`,
  fill, stroke: '#7a2a08', 'stroke-width': 1, 'stroke-linejoin': 'round',
}];

defineIcons({
  // ---- monsters
  'wt-goblin': [
    ['path', { d: 'M2 8l6 2.5M22 8l-6 2.5', stroke: '#3f7a2a', 'stroke-width': 3, 'stroke-linecap': 'round' }],
    ['path', { d: 'M12 5c4.2 0 6.5 3 6.5 7s-3 8-6.5 8-6.5-4-6.5-8 2.3-7 6.5-7z', fill: '#6aa84a', stroke: '#1f3f18', 'stroke-width': 1.2 }],
    ...EYES(11.5), ['path', { d: 'M9.5 16h5l-1 1.5-1.5-1-1.5 1z', fill: '#fff', stroke: '#1f3f18', 'stroke-width': .8 }],
  ],
  'wt-skeleton': [
    ['path', { d: 'M12 3c4.6 0 7.5 3 7.5 7 0 2.6-1.3 4.2-2.8 5V19H7.3v-4C5.8 14.2 4.5 12.6 4.5 10c0-4 2.9-7 7.5-7z', fill: '#ecebe2', stroke: '#3a3a34', 'stroke-width': 1.2 }],
    ['circle', { cx: 9, cy: 10.5, r: 2, fill: '#222' }], ['circle', { cx: 15, cy: 10.5, r: 2, fill: '#222' }],
    ['path', { d: 'M12 13l-1 2h2zM9.5 16.5V19M12 16.5V19M14.5 16.5V19', stroke: '#222', 'stroke-width': 1, fill: '#222' }],
  ],
  'wt-orc': [
    ['path', { d: 'M12 4c4.6 0 7 3 7 7.5S16 20 12 20s-7-4-7-8.5S7.4 4 12 4z', fill: '#7a8a4a', stroke: '#2a3010', 'stroke-width': 1.2 }],
    ['path', { d: 'M7.5 9.5l3.5 1.2M16.5 9.5L13 10.7', stroke: '#2a3010', 'stroke-width': 1.6, 'stroke-linecap': 'round' }],
    ...EYES(12, '#ff5030'), ['path', { d: 'M9 15.5h6', stroke: '#2a3010', 'stroke-width': 1.4 }],
    ['path', { d: 'M9.5 15.5l-.6-2.6 1.6 2.6zM14.5 15.5l.6-2.6-1.6 2.6z', fill: '#fffbe0', stroke: '#5a5a40', 'stroke-width': .7 }],
  ],
  'wt-vampire': [
    ['path', { d: 'M2 21c2-7 4-11 10-11s8 4 10 11z', fill: '#5a1020', stroke: '#22050c', 'stroke-width': 1.1 }],
    ['path', { d: 'M12 3.5c3.3 0 5.3 2.4 5.3 5.6S15 15.5 12 15.5 6.7 12.3 6.7 9.1 8.7 3.5 12 3.5z', fill: '#e8e2ea', stroke: '#3a3040', 'stroke-width': 1.1 }],
    ['path', { d: 'M6.7 8.5C7 5 9 3.5 12 3.5s5 1.5 5.3 5l-3-1.8L12 9l-2.3-2.3z', fill: '#1a1420' }],
    ...EYES(10, '#c01020'), ['path', { d: 'M10.6 12.8l.5 1.6.5-1.4M12.4 13l.5 1.4.5-1.6', stroke: '#fff', 'stroke-width': .9, fill: 'none' }],
  ],
  'wt-golem': [
    ['rect', { x: 5, y: 3, width: 14, height: 18, rx: 2.5, fill: '#9a948a', stroke: '#3a3630', 'stroke-width': 1.2 }],
    ['path', { d: 'M5 11h6l2-2h6M9 21v-5l3-1.5 3 1.5v5M5 16h4', fill: 'none', stroke: '#55504a', 'stroke-width': 1.1 }],
    ['rect', { x: 8, y: 6, width: 2.6, height: 1.8, fill: '#7ad0ff' }], ['rect', { x: 13.4, y: 6, width: 2.6, height: 1.8, fill: '#7ad0ff' }],
  ],
  'wt-lich': [
    ['path', { d: 'M6 7.5l1-5 2.5 2.5L12 2l2.5 3L17 2.5l1 5z', fill: '#b08ad8', stroke: '#3a1a5a', 'stroke-width': 1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12 7c4 0 6.5 2.4 6.5 6 0 2.3-1.1 3.6-2.4 4.3V21H7.9v-3.7C6.6 16.6 5.5 15.3 5.5 13c0-3.6 2.5-6 6.5-6z', fill: '#dcd8e8', stroke: '#3a3048', 'stroke-width': 1.2 }],
    ['circle', { cx: 9.3, cy: 13, r: 1.8, fill: '#7a30d0' }], ['circle', { cx: 14.7, cy: 13, r: 1.8, fill: '#7a30d0' }],
    ['path', { d: 'M10 18.5V21M12 18.5V21M14 18.5V21', stroke: '#3a3048', 'stroke-width': 1 }],
  ],
  'wt-demon': [
    ['path', { d: 'M6.5 9C4 7 3.5 4.5 4 2c1 2.5 2.8 3.8 5 4.4M17.5 9c2.5-2 3-4.5 2.5-7-1 2.5-2.8 3.8-5 4.4', fill: '#3a2a2a', stroke: '#1a0a0a', 'stroke-width': 1.1 }],
    ['path', { d: 'M12 5.5c4 0 6.5 3 6.5 7 0 4.6-3.2 8-6.5 8s-6.5-3.4-6.5-8c0-4 2.5-7 6.5-7z', fill: '#c8302a', stroke: '#4a0a08', 'stroke-width': 1.2 }],
    ['path', { d: 'M7.8 10.5l3 1.5M16.2 10.5l-3 1.5', stroke: '#2a0404', 'stroke-width': 1.4, 'stroke-linecap': 'round' }],
    ...EYES(13), ['path', { d: 'M9 16.3c1.8 1.4 4.2 1.4 6 0', fill: 'none', stroke: '#2a0404', 'stroke-width': 1.3, 'stroke-linecap': 'round' }],
  ],
  'wt-dragon': [
    ['path', { d: 'M12 10L3 4c.5 4 1.5 7 4 9M12 10l9-6c-.5 4-1.5 7-4 9', fill: '#2f7a4a', stroke: '#0f2a18', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12 7c2.5 0 4 2 4 5 0 4-1.8 6.5-4 9-2.2-2.5-4-5-4-9 0-3 1.5-5 4-5z', fill: '#4aa860', stroke: '#0f2a18', 'stroke-width': 1.2 }],
    ['path', { d: 'M10 7.5L9 4.5l2 2M14 7.5l1-3-2 2', fill: '#e8e0c0', stroke: '#0f2a18', 'stroke-width': .8 }],
    ...EYES(11, '#ff9a20'), FLAME(12, 23.5, 0.35, '#ff8a20'),
  ],
  // ---- heroes
  'wt-knight': [
    ['path', { d: 'M5 12c0-5 3-8.5 7-8.5s7 3.5 7 8.5v8H5z', fill: '#b8c0cc', stroke: '#2a3038', 'stroke-width': 1.2 }],
    ['path', { d: 'M7.5 11h9M12 11v7', stroke: '#1a1e24', 'stroke-width': 1.8 }],
    ['path', { d: 'M12 3.5c1-1.5 3-1.5 4 0', fill: 'none', stroke: '#c02828', 'stroke-width': 2, 'stroke-linecap': 'round' }],
  ],
  'wt-barbarian': [
    ['path', { d: 'M6 20L17 6', stroke: '#6a4a22', 'stroke-width': 2.4, 'stroke-linecap': 'round' }],
    ['path', { d: 'M13.5 3.5c3 .3 5.7 2.2 7 5l-3.2 2.2-4.6-3.8z', fill: '#c8ccd4', stroke: '#30343c', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M13.5 3.5c-.5 2.3.2 4.6 1.6 6.2l2.2-1.2', fill: '#a8acb4', stroke: '#30343c', 'stroke-width': 1 }],
  ],
  'wt-mage': [
    ['path', { d: 'M3.5 19h17l-5.5-3L12 2.5 9 16z', fill: '#3a50b8', stroke: '#121a48', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M12.5 8l.7 1.6 1.7.2-1.3 1.1.4 1.7-1.5-.9-1.5.9.4-1.7-1.3-1.1 1.7-.2z', fill: '#ffe070' }],
    ['path', { d: 'M3.5 19h17v2h-17z', fill: '#2a3a90', stroke: '#121a48', 'stroke-width': 1 }],
  ],
  'wt-rogue': [
    ['path', { d: 'M4 11c0-4.5 3.6-8 8-8s8 3.5 8 8l-2 10H6z', fill: '#4a4038', stroke: '#1a1410', 'stroke-width': 1.2 }],
    ['path', { d: 'M7 11.5c1.5-1.5 3-1.8 5-1.8s3.5.3 5 1.8l-1 4H8z', fill: '#1a1410' }],
    ['circle', { cx: 10, cy: 12.8, r: 1, fill: '#e8e0c0' }], ['circle', { cx: 14, cy: 12.8, r: 1, fill: '#e8e0c0' }],
  ],
  // ---- equipment tiles
  'wt-plate-armour': ARMOUR('#c0c8d4', '#2a3038'),
  'wt-scale-armour': [...ARMOUR('#8a9a6a', '#2a3018'), ['path', { d: 'M7 13c1 1 2 1 3 0 1 1 2 1 3 0 1 1 2 1 3 0M7 16.5c1 1 2 1 3 0 1 1 2 1 3 0 1 1 2 1 3 0', fill: 'none', stroke: '#2a3018', 'stroke-width': .9 }]],
  'wt-mithril-armour': ARMOUR('#d8f0ff', '#2a4a6a'),
  'wt-great-shield': SHIELD('#b8c0cc', '#2a3038', 'M12 6v12M7.5 10.5h9'),
  'wt-barbarian-shield': [['circle', { cx: 12, cy: 12, r: 9, fill: '#8a5a2a', stroke: '#3a2008', 'stroke-width': 1.2 }], ['circle', { cx: 12, cy: 12, r: 2.6, fill: '#c8ccd4', stroke: '#3a2008', 'stroke-width': 1 }], ['path', { d: 'M12 3v6.4M12 14.6V21M3 12h6.4M14.6 12H21', stroke: '#3a2008', 'stroke-width': 1 }]],
  'wt-buckler': [['circle', { cx: 12, cy: 12, r: 7, fill: '#b8c0cc', stroke: '#2a3038', 'stroke-width': 1.2 }], ['circle', { cx: 12, cy: 12, r: 2.2, fill: '#8a94a0', stroke: '#2a3038', 'stroke-width': 1 }]],
  'wt-magic-sword': [...BLADE(8, '#cfe0ff'), ['path', { d: 'M19 8.5l1.2-1.2M15.5 5l1.2-1.2', stroke: '#8ab0ff', 'stroke-width': 1.3, 'stroke-linecap': 'round' }]],
  'wt-magic-dagger': [...BLADE(0, '#d8c8ff'), ['circle', { cx: 18, cy: 17, r: 1.2, fill: '#a080ff' }]],
  'wt-dragon-lance': [
    ['path', { d: 'M3 21L17 7', stroke: '#7a5a2a', 'stroke-width': 2.2, 'stroke-linecap': 'round' }],
    ['path', { d: 'M15 5.5L21 3l-2.5 6L16 8z', fill: '#d8dde4', stroke: '#39404a', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M8.5 12.5l3 3', stroke: '#c02828', 'stroke-width': 2.4 }],
  ],
  'wt-war-hammer': [
    ['path', { d: 'M6 21L14 9', stroke: '#6a4a22', 'stroke-width': 2.4, 'stroke-linecap': 'round' }],
    ['path', { d: 'M10 6.5l5-3.5 5.5 7.5-5 3.5z', fill: '#9aa0aa', stroke: '#2a3038', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
  ],
  'wt-magic-axe': [
    ['path', { d: 'M6 20L17 6', stroke: '#6a4a22', 'stroke-width': 2.4, 'stroke-linecap': 'round' }],
    ['path', { d: 'M13.5 3.5c3 .3 5.7 2.2 7 5l-3.2 2.2-4.6-3.8z', fill: '#b8a0ff', stroke: '#2a1a5a', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M4 5l1 2M7 3l.3 2', stroke: '#8a70ff', 'stroke-width': 1.3, 'stroke-linecap': 'round' }],
  ],
  'wt-holy-grail': [
    ['path', { d: 'M6 3.5h12c0 5-2.5 8-6 8s-6-3-6-8z', fill: '#f2c230', stroke: '#6a5208', 'stroke-width': 1.2 }],
    ['path', { d: 'M12 11.5v5M8 20.5c0-2.5 1.8-4 4-4s4 1.5 4 4z', fill: '#e0b020', stroke: '#6a5208', 'stroke-width': 1.2 }],
    ['path', { d: 'M12 5.5v3.5M10.3 7h3.4', stroke: '#fff6c0', 'stroke-width': 1.2 }],
  ],
  'wt-torch': [['path', { d: 'M10.5 11h3l-1 10h-1z', fill: '#7a5a2a', stroke: '#3a2a10', 'stroke-width': 1 }], FLAME(12, 11, 0.9, '#ff9a20')],
  'wt-fire-wall': [
    ['path', { d: 'M2 21h20v-3H2z', fill: '#8a3a18', stroke: '#3a1008', 'stroke-width': 1 }],
    FLAME(6.5, 18, 1, '#ff8a20'), FLAME(12.5, 18, 1.3, '#ffb020'), FLAME(18, 18, 0.9, '#ff7018'),
  ],
  'wt-resurrection-potion': [
    ['path', { d: 'M9.5 3h5v5l4.5 8a3.5 3.5 0 0 1-3 5H8a3.5 3.5 0 0 1-3-5l4.5-8z', fill: '#e8f4ff', stroke: '#2a3a4a', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M6.7 14.5h10.6l1.7 3a3.5 3.5 0 0 1-3 3.5H8a3.5 3.5 0 0 1-3-3.5z', fill: '#e0485a' }],
    ['path', { d: 'M12 15.5v4M10 17.5h4', stroke: '#fff', 'stroke-width': 1.4 }],
  ],
  'wt-bracelet-of-protection': [
    ['ellipse', { cx: 12, cy: 12, rx: 8.5, ry: 6.5, fill: 'none', stroke: '#c8a030', 'stroke-width': 3 }],
    ['circle', { cx: 12, cy: 5.5, r: 2.2, fill: '#40b0e0', stroke: '#1a4a6a', 'stroke-width': 1 }],
    ['circle', { cx: 4, cy: 13, r: 1.3, fill: '#40b0e0' }], ['circle', { cx: 20, cy: 13, r: 1.3, fill: '#40b0e0' }],
  ],
  'wt-omnipotence': [
    ['path', { d: 'M12 2l2 6.5L20.5 10 14 12l-2 7-2-7-6.5-2L10 8.5z', fill: '#ffe070', stroke: '#7a5a08', 'stroke-width': 1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M18.5 15.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8zM5 15l.6 1.6 1.6.6-1.6.6L5 19.4l-.6-1.6-1.6-.6 1.6-.6z', fill: '#c8d8ff' }],
  ],
  'wt-demon-pact': [
    ['path', { d: 'M6 3h12v15a3 3 0 0 1-3 3H6z', fill: '#ece0c0', stroke: '#4a3a1a', 'stroke-width': 1.2 }],
    ['path', { d: 'M8.5 7h7M8.5 10h7M8.5 13h4', stroke: '#6a5a3a', 'stroke-width': 1 }],
    ['circle', { cx: 15, cy: 17, r: 2.6, fill: '#b01818', stroke: '#4a0808', 'stroke-width': .9 }],
  ],
  'wt-polymorph': [
    ['path', { d: 'M12 12.5a1.2 1.2 0 1 1 1.5-1.8 3 3 0 0 1-1.2 4.8 4.6 4.6 0 0 1-5.6-3.8 6.3 6.3 0 0 1 5.3-7 8 8 0 0 1 8.6 5.6', fill: 'none', stroke: '#9a40d0', 'stroke-width': 2.2, 'stroke-linecap': 'round' }],
    ['path', { d: 'M20.6 11.3a8.6 8.6 0 0 1-8.6 9.2', fill: 'none', stroke: '#40b0a0', 'stroke-width': 2.2, 'stroke-linecap': 'round' }],
  ],
  'wt-ring-of-power': [
    ['circle', { cx: 12, cy: 14, r: 6.5, fill: 'none', stroke: '#d8a820', 'stroke-width': 2.8 }],
    ['path', { d: 'M12 2.5l3 3.5-3 3.5-3-3.5z', fill: '#e03048', stroke: '#5a0818', 'stroke-width': 1 }],
  ],
  'wt-invisibility-cloak': [
    ['path', { d: 'M12 3c-3 0-4.5 2-4.5 4.5L3 21h18L16.5 7.5C16.5 5 15 3 12 3z', fill: '#6a8ab0', 'fill-opacity': .55, stroke: '#2a3a5a', 'stroke-width': 1.2, 'stroke-dasharray': '2.5 1.5', 'stroke-linejoin': 'round' }],
    ['path', { d: 'M9 8.5c1.8 1 4.2 1 6 0', fill: 'none', stroke: '#2a3a5a', 'stroke-width': 1.1 }],
  ],
  // ---- the back of a monster card and the winner's crown (crown is in icons.js)
  'wt-dungeon': [
    ['path', { d: 'M3 21V8h3v2h2.5V8h3v2H14V8h3v2h2V8h2v13z', fill: '#6a6470', stroke: '#24202a', 'stroke-width': 1.1, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M9.5 21v-4.5a2.5 2.5 0 0 1 5 0V21z', fill: '#1a1620' }],
  ],
});

const TILES = new Set(['plate_armour', 'great_shield', 'magic_sword', 'dragon_lance', 'holy_grail', 'torch', 'scale_armour',
  'barbarian_shield', 'war_hammer', 'magic_axe', 'resurrection_potion', 'fire_wall', 'bracelet_of_protection', 'omnipotence',
  'demon_pact', 'polymorph', 'mithril_armour', 'buckler', 'invisibility_cloak', 'magic_dagger', 'ring_of_power']);
const MONSTERS = new Set(['goblin', 'skeleton', 'orc', 'vampire', 'golem', 'lich', 'demon', 'dragon']);
const HEROES = new Set(['knight', 'barbarian', 'mage', 'rogue']);

const name = (k) => `wt-${String(k).replace(/_/g, '-')}`;
/** A monster kind's picture (decorative: its name is always printed beside it). */
export const monsterIcon = (m) => icon(MONSTERS.has(m) ? name(m) : 'monster');
/** A hero's picture. */
export const heroIcon = (k) => icon(HEROES.has(k) ? name(k) : 'warrior');
/** An equipment tile's picture. */
export const tileIcon = (k) => icon(TILES.has(k) ? name(k) : 'info');
/** The back of a monster card. */
export const dungeonIcon = () => icon('wt-dungeon');
