/**
 * Issue 15 (lead): regenerating a Borg ship — Regenerate's other way. Target `borg-ship-to-regenerate`: any Borg ship in
 * play (a Ship of the Borg affiliation, either player's) or a roaming Borg Ship dilemma (self-controlled.ts ›
 * roamingCards). Effect `regenerate-target`: the damage markers are removed (`ShipRepaired`), the cards lying on it that
 * lower one of its attributes are nullified (discarded: a ship modifier with a negative `delta` or a factor below 1), and
 * it is stopped — a ship `CardStopped`; a roaming dilemma does not attack this turn (`RoamingAttackHalted`, the roaming
 * card's "stopped": it neither moves nor attacks at the end of the turn, as Hugh's halt).
 *   1E rulebook › DAMAGE AND REPAIRS (a full repair removes every damage marker); GETTING HURT › STOPPED; THE CARDS ›
 *   EVENTS, INCIDENTS, & OBJECTIVES (nullifying a card lying on another).
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { roamingCards, SELF_CONTROLLED_RULES } from './self-controlled';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import { isTitled } from '../card-facts';

export type RegenerationTarget = { readonly kind: 'borg-ship-to-regenerate' };
export type RegenerationEffect = { readonly kind: 'regenerate-target' };

const SHIP_ZONES = new Set(['space', 'docked', 'surface']);

export function regenerationTargets(state: GameState): string[] {
  const ships = tableIndex(state)
    .inPlay.filter((instance) => SHIP_ZONES.has(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && (bp(state, instance.iid).affiliations as readonly string[]).includes('Borg'))
    .map((instance) => instance.iid);
  const roaming = roamingCards(state).filter((card) => isTitled(bp(state, card), 'Borg Ship'));
  return [...ships, ...roaming];
}

export const REGENERATION_TARGETS = finding(['borg-ship-to-regenerate'], (state: GameState, _player: PlayerId) => regenerationTargets(state));

/** A card lying on the target whose ship modifiers lower an attribute. */
function lowers(state: GameState, iid: string): boolean {
  return (behaviourOf(state.cards[iid]!.blueprint)?.shipModifiers ?? []).some(
    (modifier) => ('delta' in modifier && typeof modifier.delta === 'number' && modifier.delta < 0) || ('factor' in modifier && typeof modifier.factor === 'number' && modifier.factor < 1),
  );
}

export const REGENERATION_VERBS = {
  'regenerate-target': (v: VerbContext): void => {
    const target = v.target;
    const state = v.ctx.state;
    if (!target || !state.cards[target]) return;
    const title = bp(state, target).title;
    if (state.cards[target]!.damage) v.ctx.emit({ type: 'ShipRepaired', ship: target, source: v.card, rule: RULES.repairs });
    for (const iid of [...cardsIn(v.ctx.state, Z.on(target))]) if (v.ctx.state.cards[iid]?.faceUp && lowers(v.ctx.state, iid)) leavePlay(v.ctx, iid, 'discarded', v.card);
    if (bp(v.ctx.state, target).type === 'Ship') {
      if (!v.ctx.state.cards[target]!.stopped) v.ctx.emit({ type: 'CardStopped', card: target, rule: RULES.cardEffects });
    } else v.ctx.emit({ type: 'RoamingAttackHalted', card: target, by: v.card, turn: v.ctx.state.turn?.number ?? 0, rule: SELF_CONTROLLED_RULES.selfControlling });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${title} regenerated: repaired and stopped`, target, rule: RULES.cardEffects });
  },
};

/** For the catalogue test and the README. */
export const REGENERATION_WORDS: readonly string[] = ['target:borg-ship-to-regenerate', 'effect:regenerate-target'];
