/**
 * Issue 15 (battle2): a card on its owner's table that keeps the opponent off the owner's missions
 * showing several affiliation icons (HQ: Defensive Measures). Word:
 * - restriction `opponent-no-multi-icon-missions`: the owner's opponent may not attempt a mission of the
 *   owner that shows more than one affiliation icon on each end (its own icons and, for a two-sided
 *   mission, the opponent's side's icons), unless they seeded a copy there (a shared location: they then
 *   attempt their own copy anyway), or they use an Espionage card on it: a face-up card of theirs atop
 *   that mission with an `attempt-mission` permit for an affiliation of a member of the attempting team.
 *   Read by attempt/beginning.ts › checkAttempt (`multiIconMissionForbidden`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (affiliation icons; a card may say
 *   otherwise); MISSIONS (two-sided missions); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Decisions: "attempted to seed a copy" is read as a copy of theirs at that location (a seeded duplicate
 * is placed there, shared); a mission without a printed opponent's side has the same icons at both ends.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';

export type MultiIconMissionRestriction = { readonly kind: 'opponent-no-multi-icon-missions' };

/** For the catalogue test. */
export const MULTI_ICON_MISSION_WORDS: readonly string[] = ['restriction:opponent-no-multi-icon-missions'];

/** The title of a card on the mission owner's table forbidding `player`'s attempt at `location`, as a problem. */
export function multiIconMissionForbidden(state: GameState, player: PlayerId, location: string, ship: string | undefined): Problem | null {
  const owner = other(player);
  const guard = cardsIn(state, Z.table(owner)).find((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.restricts?.some((restriction) => restriction.kind === 'opponent-no-multi-icon-missions'));
  if (!guard) return null;
  const place = state.locations[location];
  if (!place || place.missions.some((iid) => state.cards[iid]!.owner === player)) return null;
  const mission = place.missions.find((iid) => state.cards[iid]!.owner === owner);
  if (!mission) return null;
  const card = bp(state, mission);
  const ownIcons = card.mission?.affiliationIcons ?? [];
  const otherEnd = behaviourOf(card.id)?.mission?.opponentSide?.icons ?? ownIcons;
  if (ownIcons.length <= 1 || otherEnd.length <= 1) return null;
  const team = [...cardsIn(state, Z.surface(location)), ...(ship ? cardsIn(state, Z.aboard(ship)) : [])].filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
  const affiliations = new Set(team.flatMap((iid) => bp(state, iid).affiliations as readonly string[]));
  const espionage = cardsIn(state, Z.atop(location)).some(
    (iid) =>
      state.cards[iid]!.owner === player &&
      state.cards[iid]!.faceUp &&
      (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'attempt-mission' && affiliations.has(permit.affiliation)),
  );
  if (espionage) return null;
  return problem('MISSION_GUARDED', `${bp(state, guard).title}: you may not attempt ${card.title} (it shows more than one affiliation icon) without a copy of your own there or an Espionage card`, RULES.cardEffects);
}
