/**
 * Issue 15 (lead): a card draw at the end of every player's turn for a ship of theirs in a region (The Neutral Zone:
 * "that player may draw an extra card if their staffed, exposed, non-[Fed] ship is at a Neutral Zone mission"). Run
 * by a `turn-ends` trigger with `whose: 'every'`; the player whose turn ends draws, not the card's owner. The draw is
 * taken whenever it may be (a "may" with no cost: declining it is never better for the drawing player under the
 * engine's rules, so no question is asked). "Exposed" is not cloaked or phased.
 *   1E rulebook › END OF TURN (draws at the end of a turn); CLOAK; SHIPS (staffed).
 */
import { bp } from '../context';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { locationOfZone, zoneKind } from '../zones';
import { drawOrder } from './bottom-draws';
import { cardDrawsForbidden } from './no-card-draws';
import { isCloaked } from './ship-equipment';
import type { VerbContext } from './verbs';

export type RegionDrawEffect =
  /** The player whose turn ends draws `count` cards if a staffed, uncloaked ship of theirs (not of `notAffiliation`) is at a mission of `region`. */
  { readonly kind: 'turn-player-draws-if-ship-in-region'; readonly region: string; readonly count: number; readonly notAffiliation?: string };

export const REGION_DRAW_VERBS: { readonly [K in RegionDrawEffect['kind']]: (v: VerbContext, effect: Extract<RegionDrawEffect, { kind: K }>) => void } = {
  'turn-player-draws-if-ship-in-region': (v, effect) => {
    const state = v.ctx.state;
    const player = state.turn?.player;
    if (!player) return;
    const ship = (tableIndex(state).inPlayBy[player] ?? []).find((instance) => {
      const card = bp(state, instance.iid);
      if (card.type !== 'Ship' || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) return false;
      if (effect.notAffiliation && card.affiliations.includes(effect.notAffiliation as never)) return false;
      const location = locationOfZone(state, instance.zone);
      const here = location ? state.locations[location] : undefined;
      return !!here && here.region === effect.region && here.missions.length > 0 && isStaffed(state, instance.iid) && !isCloaked(state, instance.iid);
    });
    const cards = ship && !cardDrawsForbidden(state, player, v.card) ? drawOrder(state, player).slice(0, effect.count) : [];
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: ship ? `${player} draws ${cards.length} (${bp(state, ship.iid).title} in the ${effect.region})` : `${player} has no staffed, exposed ship there: no extra draw`,
      rule: RULES.cardEffects,
    });
  },
};
