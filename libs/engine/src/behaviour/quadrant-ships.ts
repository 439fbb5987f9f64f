/**
 * Issue 15 (helper incb): your ships of a size in a quadrant — "relocate that personnel to your ship with two or more
 * staffing icons at a Gamma Quadrant location"; "at the end of each turn, if you have a matching ship at a Gamma Quadrant
 * location, you may draw an extra card" (Cross-Quadrant Expansion). Words:
 * - (its choice pool was merged into choice-ships.ts's `your-ships`: `{ from: 'your-ships', quadrant, minStaffingIcons }`, the chooser's ships
 *   at a location of that quadrant requiring at least that many staffing icons);
 * - effect `draw-if-your-ship-in-quadrant` (`quadrant`, `minStaffingIcons`, `count`): the card's player draws `count` when
 *   they have such a ship (the "may" always taken: a draw with no cost, as region-draws.ts);
 * - discard condition `you-seeded-mission-in-region` (`region`): its owner seeded a mission that lies in that region
 *   (a mission's owner is the player who seeded it; read by discard-when.ts).
 *   1E rulebook › SHIPS › Staffing (staffing icons); END OF TURN (draws at the end of a turn); THE SEED PHASES (missions).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { drawOrder } from './bottom-draws';
import { cardDrawsForbidden } from './no-card-draws';
import { staffingIconCount } from './report-places';
import type { VerbContext } from './verbs';

type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

export type QuadrantShipDrawEffect = { readonly kind: 'draw-if-your-ship-in-quadrant'; readonly quadrant: Quadrant; readonly minStaffingIcons: number; readonly count: number };
export type SeededRegionDiscard = { readonly kind: 'you-seeded-mission-in-region'; readonly region: string };

/** For the catalogue test. */
export const QUADRANT_SHIP_WORDS: readonly string[] = ['effect:draw-if-your-ship-in-quadrant', 'discard-when:you-seeded-mission-in-region'];

/** `player`'s face-up ships on the spaceline at a location of `quadrant` requiring at least `minStaffingIcons` staffing icons. */
export function yourShipsInQuadrant(state: GameState, player: PlayerId, quadrant: Quadrant, minStaffingIcons: number): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => {
      if (!instance.faceUp || instance.owner !== player || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) return false;
      const card = bp(state, instance.iid);
      const location = locationOfZone(state, instance.zone);
      return card.type === 'Ship' && !!location && state.locations[location]?.quadrant === quadrant && staffingIconCount(card) >= minStaffingIcons;
    })
    .map((instance) => instance.iid);
}

/** Whether `owner` seeded a mission lying in `region`. */
export function seededMissionInRegion(state: GameState, owner: PlayerId, region: string): boolean {
  return Object.values(state.locations).some((location) => location.region === region && location.missions.some((mission) => state.cards[mission]?.owner === owner));
}

export const QUADRANT_SHIP_VERBS: { readonly [K in QuadrantShipDrawEffect['kind']]: (v: VerbContext, effect: Extract<QuadrantShipDrawEffect, { kind: K }>) => void } = {
  'draw-if-your-ship-in-quadrant': (v, effect) => {
    const state = v.ctx.state;
    const ship = yourShipsInQuadrant(state, v.player, effect.quadrant, effect.minStaffingIcons)[0];
    const cards = ship && !cardDrawsForbidden(state, v.player, v.card) ? drawOrder(state, v.player).slice(0, effect.count) : [];
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: ship ? `${v.player} draws ${cards.length} (${bp(state, ship).title} in the ${effect.quadrant} Quadrant)` : `no ship of ${v.player}'s of that size in the ${effect.quadrant} Quadrant: no extra draw`,
      rule: RULES.cardEffects,
    });
  },
};
