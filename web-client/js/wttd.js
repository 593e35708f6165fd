// The Welcome to the Dungeon table: hero and equipment, deck, dungeon pile, the drawn monster,
// players, the raid step by step, the hero choice and the game's end. Every clickable element is
// built from view.prompt.legal_commands and sends that command verbatim; anything not placed on
// the board still appears among the generic prompt buttons above the table.
import { h, humanize, SEAT_COLOURS } from './util.js';

const MONSTER_ICONS = {
  goblin: '👺', skeleton: '💀', orc: '👹', vampire: '🧛', golem: '🗿', lich: '☠️', demon: '😈', dragon: '🐉',
};
const HERO_ICONS = { knight: '🛡️', barbarian: '🪓', mage: '🧙', rogue: '🗡️' };
const HEROES = {
  knight: { name: 'Knight', hp: 3, tiles: ['plate_armour', 'great_shield', 'magic_sword', 'dragon_lance', 'holy_grail', 'torch'] },
  barbarian: { name: 'Barbarian', hp: 4, tiles: ['scale_armour', 'barbarian_shield', 'war_hammer', 'torch', 'magic_axe', 'resurrection_potion'] },
  mage: { name: 'Mage', hp: 2, tiles: ['fire_wall', 'bracelet_of_protection', 'holy_grail', 'omnipotence', 'demon_pact', 'polymorph'] },
  rogue: { name: 'Rogue', hp: 3, tiles: ['mithril_armour', 'buckler', 'ring_of_power', 'invisibility_cloak', 'magic_dagger', 'resurrection_potion'] },
};
const TILES = {
  plate_armour: ['🛡️', '+5 HP'],
  great_shield: ['🛡️', '+3 HP'],
  magic_sword: ['⚔️', 'Before the raid, name a monster type: every monster of that type is defeated.'],
  dragon_lance: ['🔱', 'Defeats the Dragon.'],
  holy_grail: ['🏆', 'Defeats every monster with an even strength.'],
  torch: ['🔥', 'Defeats every monster with strength 3 or less.'],
  scale_armour: ['🛡️', '+4 HP'],
  barbarian_shield: ['🛡️', '+3 HP'],
  war_hammer: ['🔨', 'Defeats Golems.'],
  magic_axe: ['🪓', 'Once per round: defeat the monster just revealed.'],
  resurrection_potion: ['🧪', 'Once per round: when the hero would die, it comes back with its printed HP.'],
  fire_wall: ['🔥', '+6 HP'],
  bracelet_of_protection: ['📿', '+3 HP'],
  omnipotence: ['✨', 'If every monster in the dungeon is different, the raid succeeds.'],
  demon_pact: ['📜', 'Defeats the Demon and the next monster.'],
  polymorph: ['🌀', 'Once per round: replace the monster just revealed with the top card of the deck.'],
  mithril_armour: ['🛡️', '+5 HP'],
  buckler: ['🛡️', '+3 HP'],
  ring_of_power: ['💍', 'Defeats monsters with strength 2 or less and adds their strength to HP.'],
  invisibility_cloak: ['🧥', 'Defeats every monster with strength 6 or more.'],
  magic_dagger: ['🗡️', 'Before the raid, name a monster type: every monster of that type is defeated.'],
};
// "ring_of_power" -> "Ring of Power" (the engine's display names).
const title = (t) => String(t ?? '').split(/[_-]+/).map((w, i) => (i && (w === 'of' || w === 'the') ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
const tileIcon = (t) => (TILES[t] ? TILES[t][0] : '◆');
const tileText = (t) => (TILES[t] ? TILES[t][1] : '');

function seatName(ctx, s) {
  if (s === null || s === undefined) return '?';
  const n = ctx.names && ctx.names[s];
  return (n || `Player ${s + 1}`) + (ctx.seat === s ? ' (you)' : '');
}
const shortName = (ctx, s) => (ctx.names && ctx.names[s]) || `Player ${s + 1}`;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A face-up monster card. */
function monsterCard(face, extra = {}) {
  const m = face.monster;
  return h('div', {
    class: `wt-card face m-${m}` + (extra.class ? ' ' + extra.class : ''),
    'data-card-id': face.card_id, 'data-monster': m, style: extra.style,
    'data-tip': `${humanize(m)}, strength ${face.strength}`,
  },
  h('span', { class: 'wt-str' }, face.strength),
  h('span', { class: 'wt-icon' }, MONSTER_ICONS[m] || '❓'),
  h('span', { class: 'wt-mname' }, humanize(m)),
  extra.note ? h('span', { class: 'wt-note' }, extra.note) : null);
}

/** A face-down monster card (optionally tinted by who added it). */
function cardBack(extra = {}) {
  return h('div', { class: 'wt-card back' + (extra.class ? ' ' + extra.class : ''), style: extra.style, 'data-tip': extra.tip },
    h('span', { class: 'wt-back-mark' }, '🏰'), extra.label ? h('span', { class: 'wt-note' }, extra.label) : null);
}

function outcomeText(r) {
  const o = r.outcome || {};
  let t;
  switch (o.kind) {
    case 'defeated_by_tile': t = `defeated by the ${title(o.tile)}`; break;
    case 'defeated_by_axe': t = 'defeated by the Magic Axe'; break;
    case 'defeated_by_pact': t = "defeated by the Demon Pact's follow-up"; break;
    case 'damage': t = `deals ${o.amount} damage`; break;
    case 'after_death': t = 'the hero is already dead'; break;
    default: t = humanize(o.kind);
  }
  if (r.ring_bonus > 0) t += `, Ring of Power +${r.ring_bonus} HP`;
  if (r.is_potion_used) t += `, Resurrection Potion: HP back to ${r.hp_after}`;
  return t;
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
    const who = ph.to_move === ctx.seat ? 'Your turn' : `${seatName(ctx, ph.to_move)}'s turn`;
    status = [h('b', null, who), ph.is_holding_card ? (ph.to_move === ctx.seat ? ' — add your monster or sacrifice a tile' : ' — looking at a monster') : ' — draw or pass',
      ph.is_forced_opening ? h('span', { class: 'tag' }, 'forced opening: draw and add') : null];
  } else if (ph.kind === 'raid') {
    status = [h('b', null, `Raid: ${seatName(ctx, ph.raider)} enters the dungeon`), ` — deciding: ${humanize(ph.decision)}`];
  } else if (ph.kind === 'choose_hero') {
    status = [h('b', null, ph.chooser === ctx.seat ? 'You choose the next hero' : `${seatName(ctx, ph.chooser)} chooses the next hero`),
      ph.starter === ctx.seat ? ' — you start the next round' : ` — ${seatName(ctx, ph.starter)} starts the next round`];
  } else if (ph.kind === 'game_over') {
    status = [h('b', null, `Game over — ${ph.winner === ctx.seat ? 'you win' : `${seatName(ctx, ph.winner)} wins`}!`)];
  } else status = [humanize(ph.kind)];
  wrap.appendChild(h('div', { class: 'wt-status' + (myTurn ? ' mine' : '') },
    h('span', { class: 'wt-round' }, `Round ${v.round}`), h('span', { class: 'wt-phase' }, status),
    h('span', { class: 'muted small wt-target' }, `${v.victory_target} successful raids win · ${v.victory_supply} victory cards left`)));

  // ------------------------------------------------------------ game over
  if (ph.kind === 'game_over') {
    const w = v.players[ph.winner] || {};
    wrap.appendChild(h('div', { class: 'wt-gameover', style: `--c: ${SEAT_COLOURS[ph.winner]}` },
      h('div', { class: 'wt-crown' }, '👑'),
      h('div', null, h('div', { class: 'wt-winner' }, ph.winner === ctx.seat ? 'You win the game!' : `${seatName(ctx, ph.winner)} wins the game`),
        h('div', { class: 'muted' }, `${w.victories || 0} successful raid(s) after ${v.round} round(s)`,
          (v.players || []).some((p) => p.is_eliminated) ? ` · eliminated: ${v.players.filter((p) => p.is_eliminated).map((p) => seatName(ctx, p.seat)).join(', ')}` : ''))));
  }

  // ------------------------------------------------------------ choose the next hero
  const heroCmds = cmds.filter((c) => c.type === 'choose_hero');
  if (ph.kind === 'choose_hero' || heroCmds.length) {
    const box = h('div', { class: 'wt-choose-hero panel' },
      h('h3', null, heroCmds.length ? 'Choose the hero for the next round' : `${seatName(ctx, ph.chooser)} is choosing the next hero…`));
    const row = h('div', { class: 'wt-hero-row' });
    for (const key of Object.keys(HEROES)) {
      const H = HEROES[key];
      const cmd = heroCmds.find((c) => c.hero === key);
      row.appendChild(h('div', { ...legal(cmd), class: 'wt-hero-card' + (cmd ? ' legal' : '') + (v.hero && v.hero.hero === key ? ' current' : ''), 'data-hero': key, 'data-tip': cmd ? `Choose the ${H.name}` : null },
        h('div', { class: 'wt-hero-top' }, h('span', { class: 'wt-hero-icon' }, HERO_ICONS[key]), h('span', { class: 'wt-hero-name' }, H.name),
          h('span', { class: 'wt-hp', 'data-tip': 'printed HP' }, `❤ ${H.hp}`)),
        h('ul', { class: 'wt-hero-tiles' }, H.tiles.map((t) => h('li', { 'data-tip': tileText(t) }, tileIcon(t), ' ', title(t))))));
    }
    box.appendChild(row);
    wrap.appendChild(box);
  }

  // ------------------------------------------------------------ hero and equipment
  const sacCmds = cmds.filter((c) => c.type === 'sacrifice');
  const hero = v.hero || {};
  const heroBox = h('div', { class: 'wt-hero panel' });
  const onHero = (hero.tiles || []).filter((t) => t.status === 'on_hero');
  heroBox.appendChild(h('div', { class: 'wt-hero-head' },
    h('div', { class: 'wt-hero-portrait' }, HERO_ICONS[hero.hero] || '🧝'),
    h('div', null,
      h('div', { class: 'wt-hero-name' }, hero.name || humanize(hero.hero)),
      h('div', { class: 'wt-hp-line' },
        h('span', { class: 'wt-hp big', 'data-tip': 'HP the hero enters the dungeon with now' }, `❤ ${hero.hp_with_tiles}`),
        h('span', { class: 'muted' }, ` printed ${hero.printed_hp} + ${hero.hp_with_tiles - hero.printed_hp} from tiles`)),
      h('div', { class: 'muted small' }, `${onHero.length} of ${(hero.tiles || []).length} tiles still on the hero`))));
  const tilesRow = h('div', { class: 'wt-tiles' });
  for (const t of hero.tiles || []) {
    const cmd = sacCmds.find((c) => c.tile === t.tile);
    const st = t.status;
    const by = st === 'sacrificed' ? t.by : null;
    tilesRow.appendChild(h('div', {
      class: `wt-tile st-${st}` + (cmd ? ' legal' : ''), 'data-tile': t.tile,
      'data-cmd': cmd ? JSON.stringify(cmd) : null, onclick: cmd ? () => ctx.send(cmd) : null,
      style: by !== null ? `--c: ${SEAT_COLOURS[by]}` : null,
      'data-tip': (cmd ? 'Click to sacrifice this tile with your monster. ' : '') + tileText(t.tile),
    },
    h('div', { class: 'wt-tile-icon' }, tileIcon(t.tile)),
    h('div', { class: 'wt-tile-name' }, t.name || title(t.tile)),
    t.hp_bonus ? h('div', { class: 'wt-tile-hp' }, `+${t.hp_bonus} HP`) : h('div', { class: 'wt-tile-eff small' }, tileText(t.tile)),
    t.is_once_per_round ? h('div', { class: 'wt-once small' }, '1× per round') : null,
    st === 'sacrificed' ? h('div', { class: 'wt-tile-by' }, 'sacrificed by ', seatName(ctx, by)) : null,
    st === 'used_up' ? h('div', { class: 'wt-tile-by' }, 'used up this raid') : null,
    cmd ? h('div', { class: 'wt-tile-action' }, 'Sacrifice') : null));
  }
  heroBox.appendChild(tilesRow);

  // ------------------------------------------------------------ centre: deck, drawn card, dungeon
  const centre = h('div', { class: 'wt-centre panel' });
  const drawCmd = find((c) => c.type === 'draw');
  const passCmd = find((c) => c.type === 'pass');
  const addCmd = find((c) => c.type === 'add');
  const deck = h('div', { class: 'wt-deck' },
    h('h5', null, 'Monster deck'),
    h('div', { class: 'wt-stack' + (drawCmd ? ' legal' : ''), 'data-cmd': drawCmd ? JSON.stringify(drawCmd) : null,
      onclick: drawCmd ? () => ctx.send(drawCmd) : null, 'data-tip': drawCmd ? 'Draw the top monster' : `${v.deck_count} cards` },
    v.deck_count > 2 ? cardBack({ class: 'under2' }) : null, v.deck_count > 1 ? cardBack({ class: 'under1' }) : null,
    v.deck_count > 0 ? cardBack({ label: `${v.deck_count}` }) : h('div', { class: 'wt-card empty' }, 'empty')),
    h('div', { class: 'wt-count' }, `${v.deck_count} card${v.deck_count === 1 ? '' : 's'}`),
    h('div', { class: 'wt-actions' }, drawCmd ? button(drawCmd, '🂠 Draw', 'primary') : null, passCmd ? button(passCmd, '✋ Pass', 'pass') : null));
  centre.appendChild(deck);

  // The drawn monster: face up only in the drawer's own view.
  const hand = h('div', { class: 'wt-hand' });
  if (ph.kind === 'preparation' && ph.drawn) {
    hand.appendChild(h('h5', null, 'Your monster'));
    hand.appendChild(monsterCard(ph.drawn, { class: 'drawn big' }));
    const choice = h('div', { class: 'wt-drawn-choice' });
    if (addCmd) choice.appendChild(button(addCmd, '⬇ Add to the dungeon', 'primary add'));
    if (sacCmds.length) choice.appendChild(h('div', { class: 'wt-or' }, 'or click a highlighted tile on the hero to sacrifice it together with this monster'));
    hand.appendChild(choice);
  } else if (ph.kind === 'preparation' && ph.is_holding_card) {
    hand.appendChild(h('h5', null, `${seatName(ctx, ph.to_move)} holds`));
    hand.appendChild(cardBack({ class: 'held', style: `--c: ${SEAT_COLOURS[ph.to_move]}`, tip: 'a monster only its drawer can see' }));
    hand.appendChild(h('div', { class: 'muted small' }, 'add it to the dungeon, or sacrifice a tile?'));
  }
  if (hand.firstChild) centre.appendChild(hand);

  const pile = h('div', { class: 'wt-dungeon' },
    h('h5', null, `Dungeon · ${(v.dungeon || []).length} monster${(v.dungeon || []).length === 1 ? '' : 's'}`));
  const pileRow = h('div', { class: 'wt-pile' });
  for (const d of v.dungeon || []) {
    const mine = d.card ? h('div', { class: 'wt-peek', 'data-card-id': d.card.card_id, 'data-tip': 'only you know this card' },
      MONSTER_ICONS[d.card.monster] || '', ` ${humanize(d.card.monster)} ${d.card.strength}`) : null;
    pileRow.appendChild(h('div', { class: 'wt-slot', 'data-position': d.position, 'data-added-by': d.added_by },
      cardBack({ style: `--c: ${SEAT_COLOURS[d.added_by]}`, tip: `position ${d.position}, added by ${seatName(ctx, d.added_by)}` }),
      h('div', { class: 'wt-slot-by small' }, `#${d.position} `, d.added_by === ctx.seat ? 'you' : shortName(ctx, d.added_by)), mine));
  }
  if (!(v.dungeon || []).length) pileRow.appendChild(h('div', { class: 'muted wt-empty-pile' }, ph.kind === 'preparation' ? 'No monster in the dungeon yet.' : '—'));
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
      vics.push(h('span', { class: 'wt-vic' + (i < p.victories ? ' won' : ''), 'data-tip': i < p.victories ? 'victory card (successful raid)' : 'victory still needed' }, i < p.victories ? '★' : '☆'));
    }
    playersBox.appendChild(h('div', { class: cls.join(' '), 'data-seat': p.seat, style: `--c: ${SEAT_COLOURS[p.seat]}` },
      h('div', { class: 'wt-pname' }, h('span', { class: 'dot', style: { background: SEAT_COLOURS[p.seat] } }), seatName(ctx, p.seat),
        isTurn && ph.kind !== 'game_over' ? h('span', { class: 'tag deciding' }, ph.kind === 'raid' ? 'raiding' : ph.kind === 'choose_hero' ? 'choosing' : 'to move') : null,
        p.has_passed && !p.is_eliminated ? h('span', { class: 'tag passed' }, 'passed') : null,
        p.is_eliminated ? h('span', { class: 'tag out' }, 'eliminated') : null,
        ph.kind === 'game_over' && ph.winner === p.seat ? h('span', { class: 'tag win' }, '👑 winner') : null),
      h('div', { class: 'wt-prow' },
        h('div', { class: 'wt-vics' }, vics),
        h('div', { class: `wt-help ${p.help_card}`, 'data-tip': p.help_card === 'dark' ? 'Dark side: one failed raid; a second failure eliminates.' : 'White side: no failed raid yet.' },
          p.help_card === 'dark' ? '☾ dark' : '☀ white')),
      p.sacrifices && p.sacrifices.length ? h('div', { class: 'wt-sacs' }, h('span', { class: 'muted small' }, 'Sacrificed: '),
        p.sacrifices.map((s) => h('span', { class: 'wt-sac', 'data-tip': s.card ? `${humanize(s.card.monster)} (${s.card.strength}) with the ${title(s.tile)}` : `the ${title(s.tile)} with a face-down monster` },
          tileIcon(s.tile), ' ', title(s.tile), ' + ',
          s.card ? h('b', { 'data-card-id': s.card.card_id }, `${MONSTER_ICONS[s.card.monster] || ''}${humanize(s.card.monster)} ${s.card.strength}`) : h('span', { class: 'muted' }, '🂠')))) : null));
  }

  // ------------------------------------------------------------ reference: the monster set
  const ref = h('details', { class: 'wt-ref panel', open: !!ui.wtRefOpen, ontoggle: (e) => { ui.wtRefOpen = e.target.open; } },
    h('summary', null, 'Help card: the monsters (strength × count)'),
    h('div', { class: 'wt-ref-row' }, (v.monster_set || []).map((m) => h('div', { class: 'wt-ref-m' },
      h('span', { class: 'wt-icon' }, MONSTER_ICONS[m.monster_type] || ''), h('b', null, humanize(m.monster_type)),
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
  box.appendChild(h('h4', null, `⚔ Raid of ${seatName(ctx, r.raider)}`,
    h('span', { class: 'wt-hp' }, ` start ❤ ${r.start_hp}`), h('span', { class: 'wt-hp now' + (r.is_dead ? ' dead' : '') }, ` now ❤ ${r.hp}`),
    r.named_type ? h('span', { class: 'tag' }, `named: ${humanize(r.named_type)}`) : null));

  // Name a type (Magic Sword / Dagger) before the raid.
  const nameCmds = cmds.filter((c) => c.type === 'name_type');
  if (nameCmds.length) {
    const tile = (v.hero.tiles || []).find((t) => (t.tile === 'magic_sword' || t.tile === 'magic_dagger') && t.status === 'on_hero');
    box.appendChild(h('div', { class: 'wt-decision' },
      h('div', { class: 'wt-q' }, `${tile ? tile.name : 'Magic weapon'}: name a monster type — every monster of that type in the dungeon is defeated.`),
      h('div', { class: 'wt-types' }, nameCmds.map((c) => h('button', { class: 'wt-type legal', 'data-cmd': JSON.stringify(c), 'data-type': c.type, onclick: () => ctx.send(c) },
        h('span', { class: 'wt-icon' }, MONSTER_ICONS[c.monster_type] || ''), humanize(c.monster_type))))));
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
    h('div', { class: 'wt-step-text' }, h('div', null, outcomeText(x)), h('div', { class: 'wt-hp-after' }, `❤ ${x.hp_after}`))));
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
      q.append(h('div', { class: 'wt-q' }, '🌀 Polymorph this monster into the top card of the deck?'),
        h('div', { class: 'wt-actions' }, poly.map((c) => button(c, c.use ? 'Use Polymorph' : 'Keep it', c.use ? 'primary' : ''))));
    } else if (axe.length) {
      q.append(h('div', { class: 'wt-q' }, '🪓 Defeat this monster with the Magic Axe?'),
        h('div', { class: 'wt-actions' }, axe.map((c) => button(c, c.use ? 'Use the Magic Axe' : 'Not now', c.use ? 'primary' : ''))));
    } else {
      q.append(h('div', { class: 'muted' }, `${seatName(ctx, r.raider)} decides: ${humanize(dec || 'waiting')}…`));
    }
    li.appendChild(q);
    steps.appendChild(li);
  }
  if (r.outcome && !(r.resolved || []).length && !r.revealing) steps.appendChild(h('li', { class: 'wt-step muted' }, 'The dungeon was empty: nothing to fight.'));
  const left = (v.dungeon || []).length;
  if (!r.outcome && left) steps.appendChild(h('li', { class: 'wt-step muted' }, `${left} card(s) still face down in the dungeon`));
  box.appendChild(steps);
  if (r.set_aside && r.set_aside.length) {
    box.appendChild(h('div', { class: 'wt-setaside small' }, h('span', { class: 'muted' }, 'Set aside by Polymorph: '),
      r.set_aside.map((c) => monsterCard(c, { class: 'mini' }))));
  }
  if (r.is_pact_pending) box.appendChild(h('div', { class: 'small muted' }, 'Demon Pact: the next monster will be defeated.'));
  if (r.omnipotence !== null && r.omnipotence !== undefined) {
    box.appendChild(h('div', { class: 'small' }, r.omnipotence ? '✨ Omnipotence: every monster was different — success!' : 'Omnipotence: two monsters shared a type.'));
  }
  if (r.outcome) {
    box.appendChild(h('div', { class: `wt-outcome ${r.outcome}` }, r.outcome === 'success'
      ? `🏆 Success — ${r.raider === ctx.seat ? 'you survived' : `${seatName(ctx, r.raider)} survived`} the dungeon with ❤ ${r.hp}`
      : `💀 Failure — the hero died in the dungeon`));
  }
  return box;
}
