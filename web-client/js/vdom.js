// Drawing with Preact (docs/client-rendering.md): a region is described as virtual nodes and
// `render` patches the page to match, so an update changes only the elements that differ instead
// of rebuilding the region. Preact is served from web-client/node_modules like Fluent (no build
// step) and imported only by the code that draws with it (the Dungeon Lords table), never by the
// home page.
//
// `vh` is our `h` (js/util.js) with the same conventions, made for Preact: null, undefined and
// false attributes are left out, `style` objects go through the CSSOM (Preact sets each property
// on `el.style`, so the CSP's style-src allows them), `dataset` becomes data-* attributes, and a
// clickable element that is not a button or a link is reachable by keyboard (tabindex 0, role
// button). `VDOM` is the kit that the shared helpers (cardface.js, rules.js, onboarding.js,
// prompt.js) take to draw virtual nodes instead of elements; their default kit draws elements.
import * as served from '../node_modules/preact/dist/preact.mjs';
import { iconShape } from './icons.js';

// The types are Preact's own (node_modules/preact/src/index.d.ts), for `tsc -p web-client`.
/** @type {typeof import('preact')} */
const preact = /** @type {any} */ (served);
const { h: ph, Component, Fragment } = preact;
export const { render } = preact;
export { Component, Fragment };

/**
 * A virtual node, with js/util.js `h`'s attribute conventions.
 * @param {any} tag an element name or a component
 * @param {Record<string, any> | null} [attrs]
 * @param {...any} children
 */
export function vh(tag, attrs, ...children) {
  const props = {};
  if (attrs) {
    for (const k in attrs) {
      const v = attrs[k];
      if (v === undefined || v === null || v === false) continue;
      // As util.js h: a true attribute is present and empty ("data-x", "aria-x"); properties
      // (open, checked, disabled…) Preact sets as properties.
      if (v === true && k.includes('-')) props[k] = '';
      else if (k === 'dataset') { for (const d in v) props[`data-${d.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = v[d]; }
      else props[k] = v;
    }
    if (typeof tag === 'string' && typeof attrs.onclick === 'function' && tag !== 'button' && tag !== 'a') {
      props.tabIndex = 0;
      props.role = 'button';
    }
  }
  return ph(tag, props, ...children);
}

/**
 * An element among virtual nodes (Preact would drop it without a word), drawn inside a span of
 * its own: the generic summaries of view fields this client does not know are elements.
 * @param {Node} node
 */
export const foreign = (node) => ph(Foreign, { node });

/** @extends {Component<{node: Node}>} */
class Foreign extends Component {
  componentDidMount() { this.put(); }
  componentDidUpdate() { this.put(); }
  put() {
    const box = this.box;
    if (box instanceof Element && box.firstChild !== this.props.node) box.replaceChildren(this.props.node);
  }
  render() { return ph('span', { class: 'dom-slot', ref: (el) => { this.box = el; } }); }
}

/**
 * A component drawn from its props by `draw`, redrawn only when a prop changed: values are
 * compared by identity (views are patched copy-on-write, js/patch.js, so an unchanged card or
 * seat is the same object), functions only by presence — the drawing's handlers call the latest
 * function, so a skipped redraw never keeps a stale one. With `keys`, only those props are
 * compared: the others must follow from them (they are read when the component draws).
 * @param {(props: Record<string, any>) => any} draw
 * @param {string[]} [keys]
 */
export function pure(draw, keys) {
  /** @extends {Component<Record<string, any>>} */
  class Pure extends Component {
    shouldComponentUpdate(next) { return keys ? keys.some((k) => next[k] !== this.props[k]) : differ(this.props, next); }
    render(props) {
      const p = {};
      for (const k in props) {
        const v = props[k];
        if (typeof v === 'function') {
          const fns = this.fns || (this.fns = {});
          p[k] = fns[k] || (fns[k] = (...a) => (typeof this.props[k] === 'function' ? this.props[k](...a) : undefined));
        } else p[k] = v;
      }
      return draw(p);
    }
  }
  return Pure;
}

function differ(a, b) {
  for (const k in a) if (!(k in b)) return true;
  for (const k in b) {
    const x = a[k];
    const y = b[k];
    if (x !== y && !(typeof x === 'function' && typeof y === 'function')) return true;
  }
  return false;
}

/**
 * A region of the table redrawn only when the redraw plan names it (js/table-state.js): its props
 * are `dirty` and `draw`, a function returning its virtual nodes.
 */
/** @extends {Component<{dirty?: boolean, draw: () => any}>} */
export class Region extends Component {
  shouldComponentUpdate(next) { return !!next.dirty; }
  render(props) { return props.draw(); }
}

/** An icon (js/icons.js) as a virtual node: the same SVG; each one is described once. */
/** @extends {Component<{name: string, label: string | null, cls: string}>} */
class Icon extends Component {
  shouldComponentUpdate(next) { return next.name !== this.props.name || next.label !== this.props.label || next.cls !== this.props.cls; }
  render({ name, label, cls }) {
    return ph('svg', {
      viewBox: '0 0 24 24', focusable: 'false', class: `ic ic-${name}${cls ? ` ${cls}` : ''}`,
      ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' }),
    }, iconShape(name).map(([tag, attrs]) => ph(tag, attrs)));
  }
}

const icons = new Map();
/**
 * js/icons.js `icon` as a virtual node. The same node is handed out for the same icon, so Preact
 * skips it on a redraw.
 * @param {string} name
 * @param {string | null} [label]
 * @param {string} [cls]
 */
export function vicon(name, label = null, cls = '') {
  const key = `${name}|${label || ''}|${cls}`;
  let n = icons.get(key);
  if (!n) {
    if (icons.size > 2000) icons.clear();
    n = ph(Icon, { name, label, cls });
    icons.set(key, n);
  }
  return n;
}

/** The kit the shared drawing helpers take to draw virtual nodes. */
export const VDOM = { h: vh, icon: vicon };
