/**
 * Issue 15 (interrupts-e): moving single cards the way Fire Sculptor does — "place out-of-play one card
 * in any discard pile" (target `card-in-any-discard`, effect `target-out-of-play`) and "move {Plasma
 * Fire} or {Warp Core Breach} onto the nearest opponent's ship" (effect `move-onto-nearest-opposing-ship`).
 * The words join `TargetSpec` and `Effect` (vocabulary.ts) with one line each, the handlers the verb
 * table (verbs.ts › composeVerbs) with one, the target targets.ts (its part of the target table) with one case.
 *   1E rulebook › THE CARDS (card effects); GETTING HURT › RELOCATED; MISCELLANEOUS RULES › OUT-OF-PLAY;
 *   MOVING (RANGE between locations, for "nearest").
 */
import { bp } from '../context';
import { flightCost } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { matches } from './play';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type CardMoveTarget =
  /** A card in either player's discard pile, matching `filter`. */
  { readonly kind: 'card-in-any-discard'; readonly filter?: CardFilter };

export type CardMoveEffect =
  /** The target card is placed out of play (its owner's out-of-play zone). */
  | { readonly kind: 'target-out-of-play' }
  /**
   * The target card (lying on a ship) moves onto the ship of the player's opponent nearest to it on its
   * spaceline (least RANGE from the host's location; ties: spaceline order, then the order in play); it
   * keeps lying there as it lay on the first ship. No such ship: nothing moves.
   */
  | { readonly kind: 'move-onto-nearest-opposing-ship' };

export function cardMoveTargets(state: GameState, spec: CardMoveTarget, self?: string): string[] {
  return (['p1', 'p2'] as const).flatMap((player) => cardsIn(state, Z.discard(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.filter)));
}

/** The opponent's ship nearest to `from` on its spaceline, or null. */
function nearestShipOf(state: GameState, opponent: PlayerId, from: string): string | null {
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  let best: { ship: string; range: number } | null = null;
  for (const location of line) {
    const range = location === from ? 0 : (flightCost(state, opponent, from, location)?.range ?? Infinity);
    for (const iid of [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))]) {
      const instance = state.cards[iid]!;
      if (instance.owner !== opponent || bp(state, iid).type !== 'Ship') continue;
      if (!best || range < best.range) best = { ship: iid, range };
    }
    for (const facility of cardsIn(state, Z.space(location)))
      for (const iid of cardsIn(state, Z.docked(facility))) {
        if (state.cards[iid]!.owner !== opponent || bp(state, iid).type !== 'Ship') continue;
        if (!best || range < best.range) best = { ship: iid, range };
      }
  }
  return best?.ship ?? null;
}

type Handler<K extends CardMoveEffect['kind']> = (v: VerbContext, effect: Extract<CardMoveEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const CARD_MOVE_VERBS: { readonly [K in CardMoveEffect['kind']]: Handler<K> } = {
  'target-out-of-play': (v) => {
    const target = v.ctx.state.cards[v.target ?? ''];
    if (!target || zoneKind(target.zone) !== 'discard') return resolved(v, 'the card is no longer in a discard pile: nothing');
    v.ctx.emit({ type: 'CardMoved', card: target.iid, from: target.zone, to: Z.out(target.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: placed out of play`, rule: RULES.cardEffects });
  },
  'move-onto-nearest-opposing-ship': (v) => {
    const state = v.ctx.state;
    const target = state.cards[v.target ?? ''];
    const host = target && zoneKind(target.zone) === 'on' ? state.cards[zoneArg(target.zone)] : undefined;
    const from = host ? locationOfZone(state, host.zone) : null;
    const ship = from ? nearestShipOf(state, other(v.player), from) : null;
    if (!target || !ship || ship === host?.iid) return resolved(v, 'no opponent’s ship to move it onto: nothing');
    v.ctx.emit({ type: 'CardMoved', card: target.iid, from: target.zone, to: Z.on(ship), faceUp: true, reason: `${bp(state, v.card).title}: moved onto the nearest opponent’s ship`, rule: RULES.relocated });
  },
};

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const CARD_MOVE_WORDS: readonly string[] = ['target:card-in-any-discard', 'effect:target-out-of-play', 'effect:move-onto-nearest-opposing-ship'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CARD_MOVES_TARGETS = finding(['card-in-any-discard'], (state, _player, spec, self) => cardMoveTargets(state, spec, self));
