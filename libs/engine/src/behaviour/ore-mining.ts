/**
 * Issue 15 (helper obja): mining a planet — Process Ore: Mining. Words:
 * - card field `addsToMissionRequirements` (requirement text): lying face up atop a mission, it is joined to every
 *   alternative of that mission's requirements when anyone solves it ("Adds Geology to requirements"; read by
 *   attempt/flow.ts › solve beside the ship-skill additions, requirement-additions.ts › withAddition).
 * - turn-start condition `no-facility-of-yours-here`: the card's owner has no facility at the card's location.
 * - turn-start condition `yours-unopposed-here` (`filter`: printed PersonnelFilter, `skill`): on the surface of the
 *   planet the card lies atop, the owner has a personnel passing `filter` who has `skill` now (modifiers included),
 *   and the other player has no personnel there ("present and unopposed").
 * - effect `bottom-discard-to-point-area` (`filter`, `points`): the bottommost card of the player's discard pile passing
 *   `filter` goes face up to the player's point area (`bonus:` zone), worth `points` bonus points.
 * - effect `draw-by-skill-here` (`skill`, `filter`, `twoAt`): the player draws one card, or two when their personnel
 *   on the card's planet passing `filter` together have `skill` at level `twoAt` or more ("or two if 2 Geology present").
 *   1E rulebook › ATTEMPT A MISSION › SOLVING; PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn"
 *   actions; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; WINNING THE GAME › BONUS POINTS.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, other, Z, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { matches } from './play';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';

export type MiningCondition =
  | { readonly kind: 'no-facility-of-yours-here' }
  | { readonly kind: 'yours-unopposed-here'; readonly filter: PersonnelFilter; readonly skill: string };

export type MiningEffect =
  | { readonly kind: 'bottom-discard-to-point-area'; readonly filter: CardFilter; readonly points: number }
  | { readonly kind: 'draw-by-skill-here'; readonly skill: string; readonly filter: PersonnelFilter; readonly twoAt: number };

/** The planet surface at the location of the mission `card` lies atop, if it lies atop one. */
function surfaceOf(state: GameState, card: string): string | null {
  const instance = state.cards[card];
  if (!instance || zoneKind(instance.zone) !== 'atop') return null;
  const location = locationOfCard(state, card);
  return location ? Z.surface(location) : null;
}

/** `owner`'s personnel on `surface` passing `filter` with `skill` now. */
function skilledThere(state: GameState, surface: string, owner: PlayerId, filter: PersonnelFilter, skill: string): string[] {
  return cardsIn(state, surface).filter(
    (iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), filter) && skillLevel(memberOf(state, iid), skill) > 0,
  );
}

export function miningHolds(state: GameState, card: string, owner: PlayerId, condition: MiningCondition): boolean {
  if (condition.kind === 'no-facility-of-yours-here') {
    const location = locationOfCard(state, card);
    return !!location && !(tableIndex(state).inPlayBy[owner] ?? []).some((instance) => blueprintOf(state, instance.iid).type === 'Facility' && locationOfZone(state, instance.zone) === location);
  }
  const surface = surfaceOf(state, card);
  if (!surface) return false;
  const opposed = cardsIn(state, surface).some((iid) => state.cards[iid]!.owner === other(owner) && bp(state, iid).type === 'Personnel');
  return !opposed && skilledThere(state, surface, owner, condition.filter, condition.skill).length > 0;
}

/** The requirement text the face-up cards atop `location` add to its mission (`addsToMissionRequirements`), joined; null when none. */
export function missionRequirementAddition(state: GameState, location: string): string | null {
  const added = cardsIn(state, Z.atop(location)).flatMap((iid) => {
    const instance = state.cards[iid]!;
    const text = instance.faceUp ? behaviourOf(instance.blueprint)?.addsToMissionRequirements : undefined;
    return text ? [text] : [];
  });
  return added.length > 0 ? added.join(' + ') : null;
}

export const MINING_VERBS: { readonly [K in MiningEffect['kind']]: (v: VerbContext, effect: Extract<MiningEffect, { kind: K }>) => void } = {
  // The bottom of a discard pile is the first card placed there (zone order, as site-cards.ts › bottom-discard-to).
  'bottom-discard-to-point-area': (v, effect) => {
    const state = v.ctx.state;
    const bottom = cardsIn(state, Z.discard(v.player)).find((iid) => matches(bp(state, iid), effect.filter));
    if (!bottom) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no card in the discard pile to place in the point area', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: bottom, from: Z.discard(v.player), to: Z.bonus(v.player), faceUp: true, reason: `${bp(state, v.card).title}: bottom of the discard pile to the point area`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'PointsScored', player: v.player, points: effect.points, bonus: true, source: v.card, rule: RULES.cardEffects });
  },
  'draw-by-skill-here': (v, effect) => {
    const state = v.ctx.state;
    const surface = surfaceOf(state, v.card);
    const level = surface ? skilledThere(state, surface, v.player, effect.filter, effect.skill).reduce((sum, iid) => sum + skillLevel(memberOf(state, iid), effect.skill), 0) : 0;
    runEffects(v, [{ kind: 'draw', who: 'you', count: level >= effect.twoAt ? 2 : 1 }]);
  },
};

/** For the catalogue test and the README. */
export const MINING_WORDS: readonly string[] = [
  'field:addsToMissionRequirements',
  'turn-starts:no-facility-of-yours-here',
  'turn-starts:yours-unopposed-here',
  'effect:bottom-discard-to-point-area',
  'effect:draw-by-skill-here',
];
