/**
 * Issue 15, personnel pass (helper personnel-a): personnel who change a location's span for the
 * opponent — "while on your outpost, opponent's span here is +2". `CardBehaviour.opponentSpan`;
 * added by `locationSpan` (play.ts), which every flight cost reads.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (moving uses RANGE equal to the spans of the
 *   locations entered); MISCELLANEOUS RULES › THE CUMULATIVE RULE (one per title).
 */
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, locationOfZone, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { sheriffSpanBonus } from './holodeck-sheriffs';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

/** While aboard its owner's outpost, the location's span is `delta` more for the opponent. */
export interface OpponentSpan {
  readonly delta: number;
}

const hasOpponentSpan: BlueprintTest = (b) => b.opponentSpan;

/** What personnel of `player`'s opponent add to the span of `location` for `player`. */
export function opponentSpanBonus(state: GameState, location: string, player: PlayerId): number {
  const found = blueprintsWhere(state, hasOpponentSpan);
  // Issue 15 (helper hamm): a holoprogram's span for the opponent while its two named personnel are aboard (holodeck-sheriffs.ts).
  if (found.size === 0) return sheriffSpanBonus(state, location, player);
  const seen = new Set<string>();
  let bonus = 0;
  for (const card of Object.values(state.cards)) {
    if (!found.has(card.blueprint) || card.owner === player || !card.faceUp || card.disabled || !isInPlayZone(card.zone) || zoneKind(card.zone) !== 'aboard') continue;
    const host = state.cards[card.zone.slice('aboard:'.length)];
    if (!host || host.owner !== card.owner || blueprintOf(state, host.iid).facilityKind !== 'Outpost' || locationOfZone(state, host.zone) !== location) continue;
    const title = blueprintOf(state, card.iid).title;
    if (seen.has(title)) continue;
    seen.add(title);
    bonus += behaviourOf(card.blueprint)!.opponentSpan!.delta;
  }
  return bonus + sheriffSpanBonus(state, location, player);
}
