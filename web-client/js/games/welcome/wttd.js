// The Welcome to the Dungeon table: hero and equipment, deck, dungeon pile, the drawn monster,
// players, the raid step by step, the hero choice and the game's end. Every clickable element is
// built from view.prompt.legal_commands and sends that command verbatim; anything not placed on
// the board still appears among the generic prompt buttons above the table.
import { h, humanize, SEAT_COLOURS } from '../../util.js';
import { t, tOpt } from '../../i18n.js';
import { icon } from '../../icons.js';
import { monsterIcon, heroIcon, tileIcon, dungeonIcon } from './wticons.js';
import { showResults } from '../../results.js';

const HEROES = {
  knight: { hp: 3, tiles: ['plate_armour', 'great_shield', 'magic_sword', 'dragon_lance', 'holy_grail', 'torch'] },
  barbarian: { hp: 4, tiles: ['scale_armour', 'barbarian_shield', 'war_hammer', 'torch', 'magic_axe', 'resurrection_potion'] },
  mage: { hp: 2, tiles: ['fire_wall', 'bracelet_of_protection', 'holy_grail', 'omnipotence', 'demon_pact', 'polymorph'] },
  rogue: { hp: 3, tiles: ['mithril_armour', 'buckler', 'ring_of_power', 'invisibility_cloak', 'magic_dagger', 'resurrection_potion'] },
};
const dash = (k) => String(k ?? '').replace(/_/g, '-');
/** A tile's printed name ("ring_of_power"). */
const title = (k) => tOpt(`wt-tile-${dash(k)}`) || humanize(k);
/** A tile's effect, as on the tile. */
const tileText = (k) => tOpt(`wt-tile-${dash(k)}-text`) || '';
/** A monster type's printed name ("goblin"). */
const monsterName = (m) => tOpt(`wt-monster-${dash(m)}`) || humanize(m);
const heroName = (k) => tOpt(`wt-hero-${dash(k)}`) || humanize(k);

function seatName(ctx, s) {
  if (s === null || s === undefined) return '?';
  const n = ctx.names && ctx.names[s];
  return (n || t('player-n', { n: s + 1 })) + (ctx.seat === s ? ` (${t('tag-you')})` : '');
}
const shortName = (ctx, s) => (ctx.names && ctx.names[s]) || t('player-n', { n: s + 1 });
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A face-up monster card. */
function monsterCard(face, extra = {}) {
  const m = face.monster;
  return h('div', {
    class: `wt-card face m-${m}` + (extra.class ? ' ' + extra.class : ''),
    'data-card-id': face.card_id, 'data-monster': m, style: extra.style,
    'data-tip': t('wt-monster-tip', { monster: monsterName(m), n: face.strength }),
  },
  h('span', { class: 'wt-str' }, face.strength),
  h('span', { class: 'wt-icon' }, monsterIcon(m)),
  h('span', { class: 'wt-mname' }, monsterName(m)),
  extra.note ? h('span', { class: 'wt-note' }, extra.note) : null);
}

/** A face-down monster card (optionally tinted by who added it). */
function cardBack(extra = {}) {
  return h('div', { class: 'wt-card back' + (extra.class ? ' ' + extra.class : ''), style: extra.style, 'data-tip': extra.tip },
    h('span', { class: 'wt-back-mark' }, dungeonIcon()), extra.label ? h('span', { class: 'wt-note' }, extra.label) : null);
}

function outcomeText(r) {
  const o = r.outcome || {};
  let s;
  switch (o.kind) {
    case 'defeated_by_tile': s = t('wt-out-defeated-by-tile', { tile: title(o.tile) }); break;
    case 'defeated_by_axe': s = t('wt-out-defeated-by-axe'); break;
    case 'defeated_by_pact': s = t('wt-out-defeated-by-pact'); break;
    case 'damage': s = t('wt-out-damage', { n: o.amount }); break;
    case 'after_death': s = t('wt-out-after-death'); break;
    default: s = humanize(o.kind);
  }
  if (r.ring_bonus > 0) s += `, ${t('wt-out-ring', { n: r.ring_bonus })}`;
  if (r.is_potion_used) s += `, ${t('wt-out-potion', { n: r.hp_after })}`;
  return s;
}

/**
 * The end of a game as a table for the results dialog: each player by place (the winner first,
 * then those still in the game, then more victory cards and fewer failures) with victory cards,
 * failures (the dark side of the help card, elimination) and whether they were eliminated.
 */
export function wtResultTable(v, ctx) {
  const ph = v.phase || {};
  const failures = (p) => (p.help_card === 'dark' ? 1 : 0) + (p.is_eliminated ? 1 : 0);
  const ranked = [...(v.players || [])].sort((a, b) => Number(b.seat === ph.winner) - Number(a.seat === ph.winner)
    || (a.is_eliminated ? 1 : 0) - (b.is_eliminated ? 1 : 0) || (b.victories || 0) - (a.victories || 0)
    || failures(a) - failures(b) || a.seat - b.seat);
  return h('section', { class: 'panel result wt-result' }, h('h3', null, t('result-title')),
    h('table', { class: 'score wt-score' },
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, t('wt-result-place')), h('th', { scope: 'col' }, t('result-player')),
        h('th', { scope: 'col' }, t('wt-result-victories')), h('th', { scope: 'col' }, t('wt-result-failures')))),
      h('tbody', null, ranked.map((p, i) => h('tr', { class: p.seat === ph.winner ? 'winner' : '', 'data-seat': p.seat },
        h('td', null, String(i + 1)),
        h('th', { scope: 'row' }, p.seat === ph.winner ? icon('crown', t('result-winner')) : null, h('span', { class: 'dot', style: { background: SEAT_COLOURS[p.seat] } }), ' ', seatName(ctx, p.seat),
          p.is_eliminated ? h('span', { class: 'tag out' }, t('wt-tag-eliminated')) : null),
        h('td', null, String(p.victories || 0)),
        h('td', null, String(failures(p))))))),
    h('p', { class: 'muted small' }, t('wt-raids-after-rounds', { n: ((v.players || [])[ph.winner] || {}).victories || 0, rounds: v.round })));
}

/** Renders the whole Welcome to the Dungeon table into `root`. */
export function renderWelcome(root, ctx) {
  const v = ctx.view;
  const cmds = (v.prompt && v.prompt.legal_commands) || [];
  const ui = ctx.ui;
  const ph = v.phase || {};
  const find = (pred) => cmds.find(pred);
  // A board widget for a legal command: marked, keyboard reachable, sends it verbatim.
  const legal = (cmd) => (cmd ? { class: 'legal', 'data-cmd': JSON.stringify(cmd), onclick: () => ctx.send(cmd) } : {});
  const button = (cmd, label, cls = '') => h('button', { class: `wt-btn legal ${cls}`, 'data-cmd': JSON.stringify(cmd), 'data-type': cmd.type, onclick: () => ctx.send(cmd) }, label);

  const wrap = h('section', { class: 'wttd' });

  // ------------------------------------------------------------ status line
  const myTurn = cmds.length > 0;
  let status;
  if (ph.kind === 'preparation') {
    const who = ph.to_move === ctx.seat ? t('wt-your-turn') : t('wt-turn-of', { who: seatName(ctx, ph.to_move) });
    status = [h('b', null, who), ' — ', ph.is_holding_card ? (ph.to_move === ctx.seat ? t('wt-status-add-or-sacrifice') : t('wt-status-looking')) : t('wt-status-draw-or-pass'),
      ph.is_forced_opening ? h('span', { class: 'tag' }, t('wt-forced-opening-tag')) : null];
  } else if (ph.kind === 'raid') {
    status = [h('b', null, t('wt-status-raid', { who: seatName(ctx, ph.raider) })), ` — ${t('wt-deciding', { what: t(`wt-decision-${dash(ph.decision)}`) })}`];
  } else if (ph.kind === 'choose_hero') {
    status = [h('b', null, ph.chooser === ctx.seat ? t('wt-you-choose-hero') : t('wt-chooses-hero', { who: seatName(ctx, ph.chooser) })),
      ' — ', ph.starter === ctx.seat ? t('wt-you-start-next') : t('wt-starts-next', { who: seatName(ctx, ph.starter) })];
  } else if (ph.kind === 'game_over') {
    status = [h('b', null, ph.winner === ctx.seat ? t('wt-game-over-you-win') : t('wt-game-over-wins', { who: seatName(ctx, ph.winner) }))];
  } else status = [humanize(ph.kind)];
  wrap.appendChild(h('div', { class: 'wt-status' + (myTurn ? ' mine' : '') },
    h('span', { class: 'wt-round' }, t('wt-round-n', { n: v.round })), h('span', { class: 'wt-phase' }, status),
    h('span', { class: 'muted small wt-target' }, t('wt-target', { n: v.victory_target, left: v.victory_supply }))));

  // ------------------------------------------------------------ game over
  if (ph.kind === 'game_over') {
    const w = v.players[ph.winner] || {};
    wrap.appendChild(h('div', { class: 'wt-gameover', style: `--c: ${SEAT_COLOURS[ph.winner]}` },
      h('div', { class: 'wt-crown' }, icon('crown')),
      h('div', null, h('div', { class: 'wt-winner' }, ph.winner === ctx.seat ? t('wt-you-win-game') : t('wt-wins-game', { who: seatName(ctx, ph.winner) })),
        h('div', { class: 'muted' }, t('wt-raids-after-rounds', { n: w.victories || 0, rounds: v.round }),
          (v.players || []).some((p) => p.is_eliminated) ? ` · ${t('wt-eliminated-list')} ${v.players.filter((p) => p.is_eliminated).map((p) => seatName(ctx, p.seat)).join(', ')}` : ''))));
    // The live table opens the results dialog once, with the rematch (replays show the board).
    if (ctx.live) showResults({ winners: [ph.winner], rounds: v.round }, ctx, wtResultTable(v, ctx), (s) => shortName(ctx, s));
  }

  // ------------------------------------------------------------ choose the next hero
  const heroCmds = cmds.filter((c) => c.type === 'choose_hero');
  if (ph.kind === 'choose_hero' || heroCmds.length) {
    const box = h('div', { class: 'wt-choose-hero panel' },
      h('h3', null, heroCmds.length ? t('wt-choose-hero-title') : t('wt-is-choosing-hero', { who: seatName(ctx, ph.chooser) })));
    const row = h('div', { class: 'wt-hero-row' });
    for (const key of Object.keys(HEROES)) {
      const H = HEROES[key];
      const cmd = heroCmds.find((c) => c.hero === key);
      row.appendChild(h('div', { ...legal(cmd), class: 'wt-hero-card' + (cmd ? ' legal' : '') + (v.hero && v.hero.hero === key ? ' current' : ''), 'data-hero': key, 'data-tip': cmd ? t('wt-choose-the-hero', { hero: heroName(key) }) : null },
        h('div', { class: 'wt-hero-top' }, h('span', { class: 'wt-hero-icon' }, heroIcon(key)), h('span', { class: 'wt-hero-name' }, heroName(key)),
          h('span', { class: 'wt-hp', 'data-tip': t('wt-printed-hp') }, [icon('hp'), ` ${H.hp}`])),
        h('ul', { class: 'wt-hero-tiles' }, H.tiles.map((k) => h('li', { 'data-tip': tileText(k) }, tileIcon(k), ' ', title(k))))));
    }
    box.appendChild(row);
    wrap.appendChild(box);
  }

  // ------------------------------------------------------------ hero and equipment
  const sacCmds = cmds.filter((c) => c.type === 'sacrifice');
  const hero = v.hero || {};
  const heroBox = h('div', { class: 'wt-hero panel' });
  const onHero = (hero.tiles || []).filter((x) => x.status === 'on_hero');
  heroBox.appendChild(h('div', { class: 'wt-hero-head' },
    h('div', { class: 'wt-hero-portrait' }, heroIcon(hero.hero)),
    h('div', null,
      h('div', { class: 'wt-hero-name' }, heroName(hero.hero)),
      h('div', { class: 'wt-hp-line' },
        h('span', { class: 'wt-hp big', 'data-tip': t('wt-hp-now-tip') }, [icon('hp'), ` ${hero.hp_with_tiles}`]),
        h('span', { class: 'muted' }, ' ', t('wt-hp-printed-plus', { printed: hero.printed_hp, tiles: hero.hp_with_tiles - hero.printed_hp }))),
      h('div', { class: 'muted small' }, t('wt-tiles-on-hero', { n: onHero.length, total: (hero.tiles || []).length })))));
  const tilesRow = h('div', { class: 'wt-tiles' });
  for (const tl of hero.tiles || []) {
    const cmd = sacCmds.find((c) => c.tile === tl.tile);
    const st = tl.status;
    const by = st === 'sacrificed' ? tl.by : null;
    tilesRow.appendChild(h('div', {
      class: `wt-tile st-${st}` + (cmd ? ' legal' : ''), 'data-tile': tl.tile,
      'data-cmd': cmd ? JSON.stringify(cmd) : null, onclick: cmd ? () => ctx.send(cmd) : null,
      style: by !== null ? `--c: ${SEAT_COLOURS[by]}` : null,
      'data-tip': (cmd ? t('wt-click-to-sacrifice') + ' ' : '') + tileText(tl.tile),
    },
    h('div', { class: 'wt-tile-icon' }, tileIcon(tl.tile)),
    h('div', { class: 'wt-tile-name' }, title(tl.tile)),
    tl.hp_bonus ? h('div', { class: 'wt-tile-hp' }, t('wt-hp-bonus', { n: tl.hp_bonus })) : h('div', { class: 'wt-tile-eff small' }, tileText(tl.tile)),
    tl.is_once_per_round ? h('div', { class: 'wt-once small' }, t('wt-once-per-round')) : null,
    st === 'sacrificed' ? h('div', { class: 'wt-tile-by' }, t('wt-sacrificed-by'), ' ', seatName(ctx, by)) : null,
    st === 'used_up' ? h('div', { class: 'wt-tile-by' }, t('wt-used-up')) : null,
    cmd ? h('div', { class: 'wt-tile-action' }, t('wt-sacrifice')) : null));
  }
  heroBox.appendChild(tilesRow);

  // ------------------------------------------------------------ centre: deck, drawn card, dungeon
  const centre = h('div', { class: 'wt-centre panel' });
  const drawCmd = find((c) => c.type === 'draw');
  const passCmd = find((c) => c.type === 'pass');
  const addCmd = find((c) => c.type === 'add');
  const deck = h('div', { class: 'wt-deck' },
    h('h5', null, t('wt-deck')),
    h('div', { class: 'wt-stack' + (drawCmd ? ' legal' : ''), 'data-cmd': drawCmd ? JSON.stringify(drawCmd) : null,
      onclick: drawCmd ? () => ctx.send(drawCmd) : null, 'data-tip': drawCmd ? t('wt-draw-tip') : t('wt-n-cards', { n: v.deck_count }) },
    v.deck_count > 2 ? cardBack({ class: 'under2' }) : null, v.deck_count > 1 ? cardBack({ class: 'under1' }) : null,
    v.deck_count > 0 ? cardBack({ label: `${v.deck_count}` }) : h('div', { class: 'wt-card empty' }, t('empty'))),
    h('div', { class: 'wt-count' }, t('wt-n-cards', { n: v.deck_count })),
    h('div', { class: 'wt-actions' }, drawCmd ? button(drawCmd, [dungeonIcon(), ` ${t('wt-draw')}`], 'primary') : null, passCmd ? button(passCmd, t('wt-pass'), 'pass') : null));
  centre.appendChild(deck);

  // The drawn monster: face up only in the drawer's own view.
  const hand = h('div', { class: 'wt-hand' });
  if (ph.kind === 'preparation' && ph.drawn) {
    hand.appendChild(h('h5', null, t('wt-your-monster')));
    hand.appendChild(monsterCard(ph.drawn, { class: 'drawn big' }));
    const choice = h('div', { class: 'wt-drawn-choice' });
    if (addCmd) choice.appendChild(button(addCmd, `⬇ ${t('wt-add')}`, 'primary add'));
    if (sacCmds.length) choice.appendChild(h('div', { class: 'wt-or' }, t('wt-or-sacrifice')));
    hand.appendChild(choice);
  } else if (ph.kind === 'preparation' && ph.is_holding_card) {
    hand.appendChild(h('h5', null, t('wt-holds', { who: seatName(ctx, ph.to_move) })));
    hand.appendChild(cardBack({ class: 'held', style: `--c: ${SEAT_COLOURS[ph.to_move]}`, tip: t('wt-held-tip') }));
    hand.appendChild(h('div', { class: 'muted small' }, t('wt-held-question')));
  }
  if (hand.firstChild) centre.appendChild(hand);

  const pile = h('div', { class: 'wt-dungeon' },
    h('h5', null, t('wt-dungeon-n', { n: (v.dungeon || []).length })));
  const pileRow = h('div', { class: 'wt-pile' });
  for (const d of v.dungeon || []) {
    const mine = d.card ? h('div', { class: 'wt-peek', 'data-card-id': d.card.card_id, 'data-tip': t('wt-only-you-know') },
      monsterIcon(d.card.monster), ` ${monsterName(d.card.monster)} ${d.card.strength}`) : null;
    pileRow.appendChild(h('div', { class: 'wt-slot', 'data-position': d.position, 'data-added-by': d.added_by },
      cardBack({ style: `--c: ${SEAT_COLOURS[d.added_by]}`, tip: t('wt-position-added-by', { n: d.position, who: seatName(ctx, d.added_by) }) }),
      h('div', { class: 'wt-slot-by small' }, `#${d.position} `, d.added_by === ctx.seat ? t('tag-you') : shortName(ctx, d.added_by)), mine));
  }
  if (!(v.dungeon || []).length) pileRow.appendChild(h('div', { class: 'muted wt-empty-pile' }, ph.kind === 'preparation' ? t('wt-no-monster-yet') : '—'));
  pile.appendChild(pileRow);
  centre.appendChild(pile);

  // ------------------------------------------------------------ raid
  let raidBox = null;
  if (v.raid) raidBox = renderRaid(v, ctx, cmds, button);
  else {
    const nameCmds = cmds.filter((c) => c.type === 'name_type');
    if (nameCmds.length) raidBox = renderRaid({ ...v, raid: { raider: ctx.seat, start_hp: hero.hp_with_tiles, hp: hero.hp_with_tiles, resolved: [], set_aside: [] } }, ctx, cmds, button);
  }

  // ------------------------------------------------------------ players
  const playersBox = h('div', { class: 'wt-players' });
  for (const p of v.players || []) {
    const isTurn = (ph.kind === 'preparation' && ph.to_move === p.seat) || (ph.kind === 'raid' && ph.raider === p.seat)
      || (ph.kind === 'choose_hero' && ph.chooser === p.seat);
    const cls = ['wt-player', 'panel'];
    if (p.seat === ctx.seat) cls.push('mine');
    if (isTurn) cls.push('turn');
    if (p.is_eliminated) cls.push('eliminated');
    if (p.has_passed) cls.push('passed');
    if (ph.kind === 'game_over' && ph.winner === p.seat) cls.push('winner');
    const vics = [];
    for (let i = 0; i < Math.max(v.victory_target, p.victories); i++) {
      vics.push(h('span', { class: 'wt-vic' + (i < p.victories ? ' won' : ''), 'data-tip': i < p.victories ? t('wt-victory-card') : t('wt-victory-needed') }, i < p.victories ? '★' : '☆'));
    }
    playersBox.appendChild(h('div', { class: cls.join(' '), 'data-seat': p.seat, style: `--c: ${SEAT_COLOURS[p.seat]}` },
      h('div', { class: 'wt-pname' }, h('span', { class: 'dot', style: { background: SEAT_COLOURS[p.seat] } }), seatName(ctx, p.seat),
        isTurn && ph.kind !== 'game_over' ? h('span', { class: 'tag deciding' }, ph.kind === 'raid' ? t('wt-tag-raiding') : ph.kind === 'choose_hero' ? t('wt-tag-choosing') : t('wt-tag-to-move')) : null,
        p.has_passed && !p.is_eliminated ? h('span', { class: 'tag passed' }, t('wt-tag-passed')) : null,
        p.is_eliminated ? h('span', { class: 'tag out' }, t('wt-tag-eliminated')) : null,
        ph.kind === 'game_over' && ph.winner === p.seat ? h('span', { class: 'tag win' }, icon('crown'), ` ${t('wt-tag-winner')}`) : null),
      h('div', { class: 'wt-prow' },
        h('div', { class: 'wt-vics' }, vics),
        h('div', { class: `wt-help ${p.help_card}`, 'data-tip': p.help_card === 'dark' ? t('wt-dark-tip') : t('wt-white-tip') },
          p.help_card === 'dark' ? `☾ ${t('wt-dark')}` : `☀ ${t('wt-white')}`)),
      p.sacrifices && p.sacrifices.length ? h('div', { class: 'wt-sacs' }, h('span', { class: 'muted small' }, t('wt-sacrificed'), ' '),
        p.sacrifices.map((s) => h('span', { class: 'wt-sac', 'data-tip': s.card ? t('wt-sac-tip', { monster: monsterName(s.card.monster), n: s.card.strength, tile: title(s.tile) }) : t('wt-sac-tip-hidden', { tile: title(s.tile) }) },
          tileIcon(s.tile), ' ', title(s.tile), ' + ',
          s.card ? h('b', { 'data-card-id': s.card.card_id }, monsterIcon(s.card.monster), ` ${monsterName(s.card.monster)} ${s.card.strength}`) : h('span', { class: 'muted' }, dungeonIcon())))) : null));
  }

  // ------------------------------------------------------------ reference: the monster set
  const ref = h('details', { class: 'wt-ref panel', open: !!ui.wtRefOpen, ontoggle: (e) => { ui.wtRefOpen = e.target.open; } },
    h('summary', null, t('wt-help-card')),
    h('div', { class: 'wt-ref-row' }, (v.monster_set || []).map((m) => h('div', { class: 'wt-ref-m' },
      h('span', { class: 'wt-icon' }, monsterIcon(m.monster_type)), h('b', null, monsterName(m.monster_type)),
      h('span', { class: 'muted' }, ` ${m.strength} × ${m.count}`)))));

  wrap.appendChild(h('div', { class: 'wt-grid' },
    h('div', { class: 'wt-left' }, heroBox, centre, raidBox),
    h('div', { class: 'wt-right' }, playersBox, ref)));
  root.appendChild(wrap);
}

function renderRaid(v, ctx, cmds, button) {
  const r = v.raid;
  const ui = ctx.ui;
  const box = h('div', { class: 'wt-raid panel' + (r.outcome ? ` done ${r.outcome}` : '') });
  box.appendChild(h('h4', null, icon('combat'), ` ${t('wt-raid-of', { who: seatName(ctx, r.raider) })}`,
    h('span', { class: 'wt-hp' }, ` ${t('wt-start')} `, icon('hp'), ` ${r.start_hp}`), h('span', { class: 'wt-hp now' + (r.is_dead ? ' dead' : '') }, ` ${t('wt-now')} `, icon('hp'), ` ${r.hp}`),
    r.named_type ? h('span', { class: 'tag' }, t('wt-named', { monster: monsterName(r.named_type) })) : null));

  // Name a type (Magic Sword / Dagger) before the raid.
  const nameCmds = cmds.filter((c) => c.type === 'name_type');
  if (nameCmds.length) {
    const tile = (v.hero.tiles || []).find((x) => (x.tile === 'magic_sword' || x.tile === 'magic_dagger') && x.status === 'on_hero');
    box.appendChild(h('div', { class: 'wt-decision' },
      h('div', { class: 'wt-q' }, t('wt-name-type-q', { tile: tile ? title(tile.tile) : t('wt-magic-weapon') })),
      h('div', { class: 'wt-types' }, nameCmds.map((c) => h('button', { class: 'wt-type legal', 'data-cmd': JSON.stringify(c), 'data-type': c.type, onclick: () => ctx.send(c) },
        h('span', { class: 'wt-icon' }, monsterIcon(c.monster_type)), monsterName(c.monster_type))))));
  }

  // Revealed cards with their outcome, one step after another.
  const key = `${v.round}:${r.raider}`;
  if (!ui.wtRaidSeen || ui.wtRaidSeen.key !== key) ui.wtRaidSeen = { key, n: 0 };
  const seen = ui.wtRaidSeen.n;
  const steps = h('ol', { class: 'wt-steps' });
  (r.resolved || []).forEach((x, i) => {
    const fresh = i >= seen;
    const defeated = x.outcome && x.outcome.kind && x.outcome.kind.startsWith('defeated');
    steps.appendChild(h('li', { class: 'wt-step' + (defeated ? ' defeated' : x.outcome.kind === 'damage' ? ' hit' : ' after') + (fresh ? ' fresh' : ''),
      style: fresh ? { animationDelay: `${Math.min(i - seen, 4) * 0.3}s` } : null },
    h('span', { class: 'wt-step-no' }, i + 1), monsterCard(x.card, { class: 'small' }),
    h('div', { class: 'wt-step-text' }, h('div', null, outcomeText(x)), h('div', { class: 'wt-hp-after' }, [icon('hp'), ` ${x.hp_after}`]))));
  });
  ui.wtRaidSeen.n = (r.resolved || []).length;

  // The card revealed and waiting for a decision (Polymorph, Magic Axe).
  if (r.revealing) {
    const poly = cmds.filter((c) => c.type === 'polymorph');
    const axe = cmds.filter((c) => c.type === 'axe');
    const dec = v.phase && v.phase.kind === 'raid' ? v.phase.decision : null;
    const li = h('li', { class: 'wt-step revealing' }, h('span', { class: 'wt-step-no' }, (r.resolved || []).length + 1),
      monsterCard(r.revealing, { class: 'small' }));
    const q = h('div', { class: 'wt-step-text' });
    if (poly.length) {
      q.append(h('div', { class: 'wt-q' }, tileIcon('polymorph'), ` ${t('wt-polymorph-q')}`),
        h('div', { class: 'wt-actions' }, poly.map((c) => button(c, c.use ? t('wt-use-polymorph') : t('wt-keep-it'), c.use ? 'primary' : ''))));
    } else if (axe.length) {
      q.append(h('div', { class: 'wt-q' }, tileIcon('magic_axe'), ` ${t('wt-axe-q')}`),
        h('div', { class: 'wt-actions' }, axe.map((c) => button(c, c.use ? t('wt-use-axe') : t('wt-not-now'), c.use ? 'primary' : ''))));
    } else {
      q.append(h('div', { class: 'muted' }, t('wt-decides', { who: seatName(ctx, r.raider), what: dec ? t(`wt-decision-${dash(dec)}`) : '…' })));
    }
    li.appendChild(q);
    steps.appendChild(li);
  }
  if (r.outcome && !(r.resolved || []).length && !r.revealing) steps.appendChild(h('li', { class: 'wt-step muted' }, t('wt-dungeon-empty')));
  const left = (v.dungeon || []).length;
  if (!r.outcome && left) steps.appendChild(h('li', { class: 'wt-step muted' }, t('wt-left-face-down', { n: left })));
  box.appendChild(steps);
  if (r.set_aside && r.set_aside.length) {
    box.appendChild(h('div', { class: 'wt-setaside small' }, h('span', { class: 'muted' }, t('wt-set-aside'), ' '),
      r.set_aside.map((c) => monsterCard(c, { class: 'mini' }))));
  }
  if (r.is_pact_pending) box.appendChild(h('div', { class: 'small muted' }, t('wt-pact-pending')));
  if (r.omnipotence !== null && r.omnipotence !== undefined) {
    box.appendChild(h('div', { class: 'small' }, r.omnipotence ? [tileIcon('omnipotence'), ` ${t('wt-omnipotence-yes')}`] : t('wt-omnipotence-no')));
  }
  if (r.outcome) {
    box.appendChild(h('div', { class: `wt-outcome ${r.outcome}` }, r.outcome === 'success'
      ? [tileIcon('holy_grail'), ` ${r.raider === ctx.seat ? t('wt-success-you', { hp: r.hp }) : t('wt-success', { who: seatName(ctx, r.raider), hp: r.hp })}`]
      : [monsterIcon('skeleton'), ` ${t('wt-failure')}`]));
  }
  return box;
}

/** The sentence of a Welcome to the Dungeon decision, from its legal commands (null: the engine's). */
export function wtDecisionText(v) {
  const cmds = (v && v.prompt && v.prompt.legal_commands) || [];
  const has = (k) => cmds.some((c) => c.type === k);
  if (has('draw') || (has('pass') && !has('add'))) return t('wt-prompt-draw-or-pass');
  if (has('add') || has('sacrifice')) return t('wt-prompt-add-or-sacrifice');
  if (has('name_type')) return t('wt-prompt-name-type');
  if (has('polymorph')) return t('wt-prompt-polymorph');
  if (has('axe')) return t('wt-prompt-axe');
  if (has('choose_hero')) return t('wt-prompt-choose-hero');
  return null;
}
