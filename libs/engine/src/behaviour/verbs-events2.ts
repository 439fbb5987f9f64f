/**
 * Handlers of the effect words in vocabulary-events2.ts (issue 15, third pass); spread into `VERBS`
 * (verbs.ts), so a word without a handler does not compile. A handler only emits facts, each naming
 * its rule (1E rulebook › THE CARDS: a card does what its text says; GETTING HURT › STOPPED, KILLED).
 */
import { cardDrawsForbidden } from './no-card-draws';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { shuffleZone } from '../seeding';
import type { PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, locationOfZone, other, Z, zoneKind } from '../zones';
import { PLAYERS } from '../types';
import type { Effect } from './vocabulary';
import type { Events2Effect } from './vocabulary-events2';
import { personnelInPlay } from './personnel-filter';
import { chosenCards } from './targets-events2';
import { isTitled } from '../card-facts';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
/** `run` carries out nested effects (runEffects passes it; verbs.ts › runEffects). */
type Handler<K extends Events2Effect['kind']> = (v: Context, effect: Extract<Events2Effect, { kind: K }>, run?: (effects: readonly Effect[]) => void) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

function whoOf(v: Context, who: 'you' | 'target'): PlayerId {
  return who === 'target' && (v.target === 'p1' || v.target === 'p2') ? v.target : v.player;
}

function move(v: Context, card: string, to: string, faceUp: boolean, reason: string): void {
  v.ctx.emit({ type: 'CardMoved', card, from: v.ctx.state.cards[card]!.zone, to, faceUp, reason: `${bp(v.ctx.state, v.card).title}: ${reason}`, rule: RULES.cardEffects });
}

function draw(v: Context, player: PlayerId, count: number): number {
  // Issue 15 (events-d): "draw no cards this turn" (no-card-draws.ts).
  const cards = cardDrawsForbidden(v.ctx.state, player, v.card) ? [] : cardsIn(v.ctx.state, Z.draw(player)).slice(0, count);
  if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player, cards, reason: 'card-effect', rule: RULES.cardEffects });
  return cards.length;
}

function discardHand(v: Context, player: PlayerId): number {
  const hand = cardsIn(v.ctx.state, Z.hand(player)).filter((iid) => iid !== v.card);
  for (const iid of hand) move(v, iid, Z.discard(player), true, 'hand discarded');
  return hand.length;
}

export const EVENTS2_VERBS: { readonly [K in Events2Effect['kind']]: Handler<K> } = {
  'discard-hand': (v, effect) => {
    const player = whoOf(v, effect.who);
    resolved(v, `${player} discards ${discardHand(v, player)} card(s) of the hand`);
  },
  'redraw-hand': (v) => {
    const count = discardHand(v, v.player);
    const drawn = draw(v, v.player, count);
    resolved(v, `${v.player} discards ${count} card(s) and draws ${drawn}`);
  },
  'draw-per-personnel': (v, effect) => {
    const matching = personnelInPlay(v.ctx.state, v.player, effect.filter).filter((iid) => !effect.atTarget || locationOfCard(v.ctx.state, iid) === v.target);
    const count = Math.min(matching.length, effect.max ?? Infinity);
    const drawn = draw(v, v.player, count);
    resolved(v, `${v.player} draws ${drawn} (${count} matching personnel in play)`);
  },
  'if-personnel-in-play': (v, effect, run) => {
    const count = personnelInPlay(v.ctx.state, v.player, effect.filter).length;
    if (count < effect.atLeast || (effect.atMost !== undefined && count > effect.atMost)) {
      resolved(v, `condition not met (${count} matching personnel)`);
      return;
    }
    run?.(effect.then);
  },
  'shuffle-discard-into-draw': (v, effect) => {
    const player = whoOf(v, effect.who);
    // The card itself already lies in the discard pile ("discard event"); it stays there.
    const pile = cardsIn(v.ctx.state, Z.discard(player)).filter((iid) => iid !== v.card);
    for (const iid of pile) move(v, iid, Z.draw(player), false, 'discard pile into the draw deck');
    shuffleZone(v.ctx, Z.draw(player), RULES.cardEffects);
    resolved(v, `${pile.length} card(s) shuffled into ${player}'s draw deck`);
  },
  'exchange-discard-and-draw': (v) => {
    const player = v.player;
    const deck = [...cardsIn(v.ctx.state, Z.draw(player))];
    const pile = cardsIn(v.ctx.state, Z.discard(player)).filter((iid) => iid !== v.card);
    for (const iid of deck) move(v, iid, Z.discard(player), true, 'draw deck becomes the discard pile');
    for (const iid of pile) move(v, iid, Z.draw(player), false, 'discard pile becomes the draw deck');
    shuffleZone(v.ctx, Z.draw(player), RULES.cardEffects);
    resolved(v, `draw deck (${deck.length}) and discard pile (${pile.length}) exchanged`);
  },
  'discard-all-titled': (v, effect) => {
    const hit = Object.values(v.ctx.state.cards).filter(
      (instance) => instance.iid !== v.card && instance.faceUp && isInPlayZone(instance.zone) && effect.titles.some((title) => isTitled(bp(v.ctx.state, instance.iid), title)),
    );
    for (const instance of hit) move(v, instance.iid, Z.discard(instance.owner), true, 'discarded');
    resolved(v, `${hit.length} card(s) discarded`);
  },
  'stop-target-ship-and-crew': (v) => {
    const ship = v.target!;
    const cards = [ship, ...cardsIn(v.ctx.state, Z.aboard(ship)).filter((iid) => bp(v.ctx.state, iid).type === 'Personnel')].filter((iid) => !v.ctx.state.cards[iid]!.stopped);
    for (const card of cards) v.ctx.emit({ type: 'CardStopped', card, rule: RULES.cardEffects });
    resolved(v, `${cards.length} card(s) stopped`);
  },
  'stop-target': (v) => {
    if (!v.ctx.state.cards[v.target!]!.stopped) v.ctx.emit({ type: 'CardStopped', card: v.target!, rule: RULES.cardEffects });
    resolved(v, 'target stopped');
  },
  'score-points': (v, effect) => {
    const player = effect.who === 'opponent' ? other(v.player) : v.player;
    v.ctx.emit({ type: 'PointsScored', player, points: effect.points, bonus: effect.bonus, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${player} scores ${effect.points}${effect.bonus ? ' bonus' : ''} point(s)`);
  },
  'stop-all-personnel': (v, effect) => {
    const player = effect.who === 'you' ? v.player : other(v.player);
    const cards = personnelInPlay(v.ctx.state, player, {}).filter((iid) => !v.ctx.state.cards[iid]!.stopped);
    for (const card of cards) v.ctx.emit({ type: 'CardStopped', card, rule: RULES.cardEffects });
    resolved(v, `${cards.length} personnel of ${player} stopped`);
  },
  'discard-events-at-location': (v) => {
    const location = v.target!;
    const hit = Object.values(v.ctx.state.cards).filter((instance) => {
      if (instance.iid === v.card || !instance.faceUp || bp(v.ctx.state, instance.iid).type !== 'Event') return false;
      const kind = zoneKind(instance.zone);
      if (kind === 'atop') return instance.zone === Z.atop(location);
      if (kind !== 'on') return false;
      // On a card (a ship, a facility, a personnel) that is at the location.
      const host = v.ctx.state.cards[instance.zone.slice('on:'.length)];
      return !!host && locationOfZone(v.ctx.state, host.zone) === location;
    });
    for (const instance of hit) move(v, instance.iid, Z.discard(instance.owner), true, 'destroyed');
    resolved(v, `${hit.length} event(s) destroyed at ${location}`);
  },
  'trim-hands': (v, effect) => {
    for (const player of PLAYERS) {
      const hand = cardsIn(v.ctx.state, Z.hand(player)).filter((iid) => iid !== v.card);
      if (hand.length <= effect.above) continue;
      const rng = v.ctx.rng();
      const order = rng.shuffle(hand);
      const kept = order.slice(0, effect.keep);
      const placed = order.slice(effect.keep);
      v.ctx.emit({ type: 'RandomCardsSelected', purpose: `${bp(v.ctx.state, v.card).title}: cards kept by ${player}`, candidates: hand, outcome: kept, secret: { rng: rng.state }, rule: RULES.randomSelection });
      for (const iid of placed) move(v, iid, Z.draw(player), false, 'beneath the draw deck');
      resolved(v, `${player} places ${placed.length} card(s) beneath the draw deck`);
    }
  },
  'discard-pile-out-of-play': (v, effect) => {
    const player = effect.who === 'you' ? v.player : other(v.player);
    const hit = cardsIn(v.ctx.state, Z.discard(player)).filter((iid) => {
      const card = bp(v.ctx.state, iid);
      return iid !== v.card && effect.types.includes(card.type) && !card.icons.some((icon) => (effect.exceptIcons ?? []).includes(icon.code));
    });
    for (const iid of hit) move(v, iid, Z.out(player), true, 'placed out of play');
    resolved(v, `${hit.length} card(s) of ${player}'s discard pile placed out of play`);
  },
  'extra-range-your-ships': (v, effect) => {
    const ships = Object.values(v.ctx.state.cards).filter(
      (instance) => instance.owner === v.player && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(v.ctx.state, instance.iid).type === 'Ship',
    );
    for (const ship of ships) v.ctx.emit({ type: 'ShipRangeExtended', ship: ship.iid, range: effect.range, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${ships.length} ship(s) RANGE +${effect.range} this turn`);
  },
  'discard-chosen': (v) => {
    const chosen = chosenCards(v.target);
    for (const iid of chosen) move(v, iid, Z.discard(v.player), true, 'discarded from hand');
    resolved(v, `${chosen.length} card(s) discarded`);
  },
  'chosen-to-hand': (v) => {
    const chosen = chosenCards(v.target);
    for (const iid of chosen) move(v, iid, Z.hand(v.player), false, 'back to hand');
    resolved(v, `${chosen.length} card(s) to hand`);
  },
  'draw-per-chosen': (v, effect) => {
    const count = chosenCards(v.target).length + effect.plus;
    resolved(v, `${v.player} draws ${draw(v, v.player, count)} of ${count}`);
  },
  'target-to-top-of-draw': (v) => {
    const owner = v.ctx.state.cards[v.target!]!.owner;
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: v.ctx.state.cards[v.target!]!.zone, to: Z.draw(owner), index: 0, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: on top of the draw deck`, rule: RULES.cardEffects });
    resolved(v, 'card on top of the draw deck');
  },
  'top-discard-to-hand': (v) => {
    const pile = cardsIn(v.ctx.state, Z.discard(v.player)).filter((iid) => iid !== v.card);
    const top = pile[pile.length - 1];
    if (top) move(v, top, Z.hand(v.player), false, 'top of the discard pile to hand');
    resolved(v, top ? 'top discard to hand' : 'discard pile empty');
  },
  'shuffle-top-discards-into-draw': (v, effect) => {
    const player = v.target === 'p1' || v.target === 'p2' ? v.target : other(v.player);
    const pile = cardsIn(v.ctx.state, Z.discard(player)).filter((iid) => iid !== v.card);
    // The top of a discard pile is its last card placed there (this card, already discarded, aside).
    const top = pile.slice(Math.max(0, pile.length - effect.count));
    for (const iid of top) move(v, iid, Z.draw(player), false, 'top of the discard pile into the draw deck');
    if (top.length > 0) shuffleZone(v.ctx, Z.draw(player), RULES.cardEffects);
    resolved(v, `${top.length} card(s) shuffled into ${player}'s draw deck`);
  },
};
