/**
 * Issue 15 (helper obja): an objective that moves between the table and a mission — A Safe Place to Hide. Words:
 * - effect `self-atop-target-location`: this card goes (face up) atop the mission at the target location (a `mission`
 *   target); with `self-to-table` (verbs-objectives.ts) it goes back when a `mission-completed` trigger says so.
 * - card field `endOfYourTurnHere` (`ship`: a ShipFilter, `effects`): lying face up atop a mission, at the end of its
 *   owner's turn (before the end-of-turn draw, with the table cards' `end-of-turn` triggers), when the owner has a ship
 *   there passing `ship` that is staffed, in space (not docked, not landed) and neither cloaked nor phased, the effects run
 *   for the owner ("you may draw an additional card": taken). Read by play.ts › endTurn through `runEndOfTurnHere`.
 *   1E rulebook › END OF TURN; EXECUTING ORDERS › DOCK & UNDOCK, LAND & TAKE OFF; CLOAK; STAFFING;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a card's own text moves it).
 */
import { bp, type Ctx } from '../context';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { PlayerId } from '../types';
import { cardsIn, locationOfCard, Z, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { shipMatches } from './fleet-modifiers';
import { behaviourOf } from './registry';
import { isCloaked } from './ship-equipment';
import { runEffects, type VerbContext } from './verbs';
import type { ShipFilter } from './vocabulary-events2';
import type { Effect } from './vocabulary';

export type HideoutEffect = { readonly kind: 'self-atop-target-location' };

export interface EndOfYourTurnHere {
  readonly ship: ShipFilter;
  readonly effects: readonly Effect[];
}

export const HIDEOUT_VERBS: { readonly [K in HideoutEffect['kind']]: (v: VerbContext, effect: Extract<HideoutEffect, { kind: K }>) => void } = {
  'self-atop-target-location': (v) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const location = v.target && state.locations[v.target] ? v.target : undefined;
    if (!self || !location) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no mission to go to', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.atop(location), faceUp: true, reason: `${bp(state, v.card).title}: placed on the mission`, rule: RULES.cardEffects });
  },
};

const hasEndOfTurnHere: BlueprintTest = (behaviour) => behaviour.endOfYourTurnHere;

/** As `player`'s turn ends: their face-up cards atop missions with `endOfYourTurnHere`, each whose ship condition holds. */
export function runEndOfTurnHere(ctx: Ctx, player: PlayerId): void {
  const ids = blueprintsWhere(ctx.state, hasEndOfTurnHere);
  if (ids.size === 0) return;
  const due = (tableIndex(ctx.state).inPlayBy[player] ?? []).filter((instance) => ids.has(instance.blueprint) && instance.faceUp && zoneKind(instance.zone) === 'atop');
  for (const { iid } of due) {
    const state = ctx.state;
    const rule = behaviourOf(state.cards[iid]!.blueprint)!.endOfYourTurnHere!;
    const location = locationOfCard(state, iid);
    if (!location) continue;
    const hidden = cardsIn(state, Z.space(location)).some(
      (ship) => state.cards[ship]!.owner === player && bp(state, ship).type === 'Ship' && shipMatches(state, ship, rule.ship) && isStaffed(state, ship) && !isCloaked(state, ship),
    );
    if (!hidden) continue;
    runEffects({ ctx, player, card: iid }, rule.effects);
  }
}

/** For the catalogue test and the README. */
export const HIDEOUT_WORDS: readonly string[] = ['effect:self-atop-target-location', 'field:endOfYourTurnHere'];
