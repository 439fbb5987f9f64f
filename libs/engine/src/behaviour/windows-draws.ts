/**
 * The words of vocabulary-windows.ts (issue 15, premiere-windows): response windows after a card
 * draw and after a report for duty, the card play owed after a card is returned to hand, a deck put
 * in order after a look, and a death replaced by a return to hand.
 *
 * Windows. A card draw (from the draw deck: END OF TURN › DRAW A CARD, or a card's draw) and a card
 * reported for duty from hand (a card play: REPORTING FOR DUTY) are actions the other player may
 * respond to, then the acting player (1E rulebook › THE PLAY PHASE › Alternating Actions;
 * Clarifications: Valid responses › When Responses Happen). A side deck "draw" is no card draw
 * (Clarifications: Side Deck Draws & Plays), and the engine has no side-deck draw among its
 * CardsDrawn reasons. Like the "just killed" windows, a draw window opens after the command, when
 * nothing else is pending (no attempt, no window, no manual effect); draws in the middle of an
 * attempt get none (the same known gap). These windows open only when at least one player passes
 * windows explicitly: with both on automatic pass they would open and close at once with nothing
 * decided. That depends only on the players' public pass settings, never on a hand.
 *
 * A draw window's `card` is the draw deck drawn from (`draw:p1`), not the card: the opponent never
 * learns which card of the hand was drawn. "That card" is the last card of the drawer's hand (a
 * draw appends to the hand, and nothing else enters it while the window is open).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { openFor } from './responses';
import { personnelMatches } from './personnel-filter';
import { immune, matches } from './play';
import type { WindowsEffect, WindowsPermit, WindowsTarget } from './vocabulary-windows';
import type { VerbContext } from './verbs';
import { runWhenCardsPlayed } from './when-cards-played';
import { finding } from './target-table';

const anyExplicit = (state: GameState): boolean => !!state.explicitPass?.p1 || !!state.explicitPass?.p2;

/** After a command that drew cards from a draw deck: the drawer's opponent, then the drawer, may respond. */
export function openDrawWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0 || state.pendingManual || state.windowsPending?.arrange) return;
  if (!anyExplicit(state)) return;
  let drawer: PlayerId | undefined;
  for (const event of ctx.events) if (event.type === 'CardsDrawn' && event.reason !== 'starting-hand' && event.cards.length > 0) drawer = event.player;
  if (!drawer || cardsIn(state, Z.hand(drawer)).length === 0) return;
  openFor(ctx, { action: 'card-drawn', card: Z.draw(drawer), by: drawer, player: other(drawer) }, false);
}

/** After a card reported for duty from hand (still in play): the opponent, then the reporting player, may respond. */
export function afterReport(ctx: Ctx, command: CommandOf<'ReportForDuty'>): void {
  const state = ctx.state;
  const reported = ctx.events.find((event) => event.type === 'CardReported' && event.card === command.card);
  if (!reported || reported.type !== 'CardReported' || !anyExplicit(state) || (state.windows ?? []).length > 0 || state.attempt || state.pendingManual) return;
  if (!state.cards[command.card] || !isInPlayZone(state.cards[command.card]!.zone)) return;
  openFor(ctx, { action: 'card-reported', card: command.card, by: command.actor, player: other(command.actor), ...(reported.normalCardPlay ? { normalCardPlay: true as const } : {}) }, false);
}

// ---------------------------------------------------------------------------------------------
// Targets

export function windowsTargets(state: GameState, player: PlayerId, spec: WindowsTarget, self?: string): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  switch (spec.kind) {
    case 'player-who-just-drew':
      return top?.action === 'card-drawn' && cardsIn(state, Z.hand(top.by)).length > 0 ? [top.by] : [];
    case 'opponent-card-just-played':
      if (!top || (top.action !== 'card-played' && top.action !== 'card-reported') || top.by === player || top.card === self || !state.cards[top.card]) return [];
      return matches(bp(state, top.card), spec.filter) && !immune(state, top.card, self) ? [top.card] : [];
    case 'your-ship-here': {
      const here = self && state.cards[self] ? locationOfZone(state, state.cards[self]!.zone) : null;
      if (!here) return [];
      return tableIndex(state)
        .onSpaceline.filter((instance) => instance.owner === player && !instance.stopped && bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === here)
        .map((instance) => instance.iid);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Effects

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

type Handler<K extends WindowsEffect['kind']> = (v: VerbContext, effect: Extract<WindowsEffect, { kind: K }>) => void;

export const WINDOWS_VERBS: { readonly [K in WindowsEffect['kind']]: Handler<K> } = {
  'discard-drawn-and-redraw': (v) => {
    const player = v.target as PlayerId;
    const hand = cardsIn(v.ctx.state, Z.hand(player));
    const drawn = hand[hand.length - 1];
    if (!drawn) return;
    v.ctx.emit({ type: 'CardMoved', card: drawn, from: Z.hand(player), to: Z.discard(player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: the card just drawn is discarded`, rule: RULES.cardEffects });
    const next = cardsIn(v.ctx.state, Z.draw(player)).slice(0, 1);
    if (next.length > 0) v.ctx.emit({ type: 'CardsDrawn', player, cards: next, reason: 'card-effect', rule: `${RULES.cardEffects}; ${RULES.drawACard}` });
    resolved(v, `${player} discards the card just drawn and draws again`);
  },
  'return-and-play-another': (v) => {
    const card = v.target!;
    const instance = v.ctx.state.cards[card]!;
    const window = (v.ctx.state.windows ?? []).find((one) => one.card === card);
    const played = window?.action === 'card-played';
    if (played) v.ctx.emit({ type: 'PlayNullified', card, by: v.card, rule: RULES.whenResponsesHappen });
    v.ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `returned by ${bp(v.ctx.state, v.card).title}`, rule: RULES.cardEffects });
    const blueprint = bp(v.ctx.state, card);
    const usedPlay = played
      ? behaviourOf(blueprint.id)?.play?.window.kind === 'normal-play' || ['Event', 'Incident', 'Objective'].includes(blueprint.type)
      : window?.normalCardPlay === true;
    const turn = v.ctx.state.turn;
    if (usedPlay && turn?.player === instance.owner && turn.normalCardPlayUsed) {
      v.ctx.emit({ type: 'NormalCardPlayRestored', player: instance.owner, source: v.card, rule: RULES.normalCardPlay });
      v.ctx.emit({ type: 'PlayAnotherRequired', player: instance.owner, card, turn: turn.number, source: v.card, rule: RULES.cardEffects });
    }
    resolved(v, 'card just played returned to hand; a different card must use the card play');
  },
  'rescue-aboard-target': (v) => {
    const ship = v.target!;
    const title = bp(v.ctx.state, v.card).title;
    for (const iid of [...cardsIn(v.ctx.state, Z.aboard(v.card))])
      v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.aboard(v.card), to: Z.aboard(ship), faceUp: true, reason: `rescued from ${title}`, rule: RULES.cardEffects });
    const pod = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: pod.zone, to: Z.discard(pod.owner), faceUp: true, reason: `${title}: discarded after the rescue`, rule: RULES.cardEffects });
    resolved(v, 'crew rescued');
  },
  'arrange-opponent-draw-deck': (v) => {
    const zone = Z.draw(other(v.player));
    if (cardsIn(v.ctx.state, zone).length < 2) return;
    v.ctx.emit({ type: 'ArrangementAwaited', player: v.player, zone, source: v.card, rule: RULES.lookingAtCards });
  },
};

// ---------------------------------------------------------------------------------------------
// Energy Vortex: the card play owed

/** The obligation in force this turn for `player`, if any. */
function owed(state: GameState, player: PlayerId): { card: string } | null {
  const owing = state.windowsPending?.playAnother;
  return owing && owing.player === player && state.turn?.number === owing.turn && state.turn.player === player ? owing : null;
}

/** The returned card may not be played or reported again this turn ("a different one must be played instead"). */
export function checkNotReturnedCard(state: GameState, player: PlayerId, card: string): Problem | null {
  const owing = owed(state, player);
  return owing?.card === card ? problem('RETURNED_CARD', 'a card returned to hand this way may not be played again this turn: play a different one', RULES.cardEffects) : null;
}

/**
 * The turn may not end while the returned card's normal card play is unspent and another card of the
 * hand could use it (reported at one of the player's facilities, or played without a target). Read
 * only while an obligation stands (rare), so its cost stays off the usual paths.
 */
export function checkPlayOwed(state: GameState, player: PlayerId, canPlay: (card: string) => boolean): Problem | null {
  const owing = owed(state, player);
  if (!owing || state.turn!.normalCardPlayUsed || state.turn!.stage !== 'card-play') return null;
  const other = cardsIn(state, Z.hand(player)).find((card) => card !== owing.card && canPlay(card));
  return other ? problem('CARD_PLAY_OWED', 'a card was returned to your hand: play a different card with your normal card play first', RULES.cardEffects) : null;
}

// ---------------------------------------------------------------------------------------------
// Thought Maker: the deck put in order

/**
 * The cards waiting to be put in order, top first: the top `count` (or all) of the zone. A draw deck's top is
 * its first card; a discard pile's top is its last (issue 15, helper dqv: Handshake looks at a discard pile).
 */
export function arrangedCards(state: GameState, arrange: { readonly zone: string; readonly count?: number }): string[] {
  const cards = cardsIn(state, arrange.zone);
  if (zoneKind(arrange.zone) === 'discard') return [...cards].reverse().slice(0, arrange.count ?? cards.length);
  return arrange.count !== undefined ? cards.slice(0, arrange.count) : [...cards];
}

export function checkArrangeCards(state: GameState, command: CommandOf<'ArrangeCards'>): Problem | null {
  const arrange = state.windowsPending?.arrange;
  if (!arrange) return problem('NOTHING_TO_ARRANGE', 'no cards are waiting to be put in order', RULES.lookingAtCards);
  if (arrange.player !== command.actor) return problem('NOT_YOUR_DECISION', `${arrange.player} puts the cards in order`, RULES.lookingAtCards);
  // Issue 15 (events of later sets): only the top `count` cards, some of them perhaps beneath the deck (Bynars Data Transfer).
  const cards = arrangedCards(state, arrange);
  const beneath = command.beneath ?? [];
  if (beneath.length > 0 && !arrange.beneath) return problem('INVALID_ORDER', 'these cards may not be put beneath the deck', RULES.lookingAtCards);
  const named = [...command.order, ...beneath];
  if (named.length !== cards.length || new Set(named).size !== named.length || !named.every((iid) => cards.includes(iid)))
    return problem('INVALID_ORDER', 'name every card looked at once, top first', RULES.lookingAtCards);
  return null;
}

export function arrangeCards(ctx: Ctx, command: CommandOf<'ArrangeCards'>): void {
  const arrange = ctx.state.windowsPending!.arrange!;
  ctx.emit({ type: 'CardsArranged', player: command.actor, zone: arrange.zone, order: command.order, ...(command.beneath?.length ? { beneath: command.beneath } : {}), source: arrange.source, rule: RULES.lookingAtCards });
  // Issue 15 (events of later sets): "then place event beneath draw deck" (Bynars Data Transfer).
  const source = ctx.state.cards[arrange.source];
  if (arrange.thenSourceBeneath && source)
    ctx.emit({ type: 'CardMoved', card: arrange.source, from: source.zone, to: Z.draw(source.owner), faceUp: false, reason: `${bp(ctx.state, arrange.source).title}: placed beneath the draw deck`, rule: RULES.cardEffects });
}

/** While a deck waits to be put in order, only that answer (or a concession, or time) may come. */
export function checkArrangementFirst(state: GameState, type: string): Problem | null {
  const arrange = state.windowsPending?.arrange;
  if (!arrange || type === 'ArrangeCards' || type === 'Concede' || type === 'CallTime') return null;
  return problem('AWAITING_ARRANGEMENT', `${arrange.player} must put the cards looked at in order first`, RULES.lookingAtCards);
}

/** legalCommands while a deck waits: keep the order (any other order is the player's own command). */
export function arrangeOffers(state: GameState, player: PlayerId): CommandOf<'ArrangeCards'>[] {
  const arrange = state.windowsPending?.arrange;
  return arrange?.player === player ? [{ type: 'ArrangeCards', actor: player, order: arrangedCards(state, arrange) }] : [];
}

// ---------------------------------------------------------------------------------------------
// Escape Pod: a destroyed ship's crew saved

/**
 * Before a ship's destruction: when its owner holds a card that saves the crew of a destroyed ship
 * and personnel are aboard, that card is played on it (atop the location) and the personnel go
 * aboard it. 1E rulebook › BATTLE › SHIP BATTLE › 8. Resolution (valid responses to the destruction
 * of a ship, such as Escape Pod); GETTING HURT › KILLED OR DESTROYED.
 */
export function saveCrewOfDestroyedShip(ctx: Ctx, ship: string): void {
  const state = ctx.state;
  const instance = state.cards[ship];
  const location = instance ? locationOfZone(state, instance.zone) : null;
  if (!instance || !location) return;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => bp(state, iid).type === 'Personnel' && state.cards[iid]!.owner === instance.owner);
  if (crew.length === 0) return;
  const pod = cardsIn(state, Z.hand(instance.owner)).find((iid) => behaviourOf(state.cards[iid]!.blueprint)?.permits?.some((permit) => permit.kind === 'saves-crew-of-destroyed-ship'));
  if (!pod) return;
  ctx.emit({ type: 'CardPlayed', player: instance.owner, card: pod, to: Z.atop(location), normalCardPlay: false, rule: `${RULES.interrupts}; ${RULES.killed}` });
  for (const iid of crew) ctx.emit({ type: 'CardMoved', card: iid, from: Z.aboard(ship), to: Z.aboard(pod), faceUp: true, reason: `saved by ${bp(state, pod).title}`, rule: RULES.cardEffects });
  // Issue 15 (equipment-e): cards reacting to a card played (when-cards-played.ts).
  runWhenCardsPlayed(ctx, instance.owner, pod);
}

// ---------------------------------------------------------------------------------------------
// Genetronic Replicator: a death replaced

/** The tables' replacement permits, read through the table index. */
type Replacement = Extract<WindowsPermit, { kind: 'death-to-hand-by-stopping' }>;

function replacers(state: GameState, owner: PlayerId): { card: string; permit: Replacement }[] {
  const out: { card: string; permit: Replacement }[] = [];
  for (const instance of tableIndex(state).inPlayBy[owner] ?? []) {
    if (instance.zone !== Z.table(owner)) continue;
    for (const permit of behaviourOf(instance.blueprint)?.permits ?? []) if (permit.kind === 'death-to-hand-by-stopping') out.push({ card: instance.iid, permit });
  }
  return out;
}

/**
 * The personnel stopped to save `iid` instead of its death, if its owner has a replacement on the
 * table and enough unstopped personnel of the classification present (`dying`: every personnel
 * dying in the same action, who may not help). Null: the death goes ahead.
 */
export function deathReplacement(state: GameState, iid: string, dying: readonly string[]): { card: string; stopped: string[] } | null {
  const instance = state.cards[iid];
  if (!instance || bp(state, iid).type !== 'Personnel' || !isInPlayZone(instance.zone)) return null;
  for (const { card, permit } of replacers(state, instance.owner)) {
    const helpers = cardsIn(state, instance.zone).filter(
      (other) =>
        other !== iid &&
        !dying.includes(other) &&
        state.cards[other]!.owner === instance.owner &&
        !state.cards[other]!.stopped &&
        !state.cards[other]!.disabled &&
        personnelMatches(bp(state, other), permit.helpers),
    );
    if (helpers.length >= permit.count) return { card, stopped: helpers.slice(0, permit.count) };
  }
  return null;
}

/** Carries out a replacement found by `deathReplacement`: the helpers are stopped, the personnel goes to its owner's hand. */
export function replaceDeath(ctx: Ctx, iid: string, replacement: { card: string; stopped: string[] }): void {
  const instance = ctx.state.cards[iid]!;
  const title = bp(ctx.state, replacement.card).title;
  for (const helper of replacement.stopped) ctx.emit({ type: 'CardStopped', card: helper, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
  ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${title}: returned to hand instead of dying`, rule: `${RULES.killed}; ${RULES.cardEffects}` });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const WINDOWS_DRAWS_TARGETS = finding(['player-who-just-drew', 'opponent-card-just-played', 'your-ship-here'], (state, player, spec, self) => windowsTargets(state, player, spec, self));
