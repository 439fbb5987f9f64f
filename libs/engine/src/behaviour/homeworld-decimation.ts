/**
 * Issue 15 (helper obja): a homeworld under siege — Decimate Homeworld. Three words:
 * - play condition `you-completed-missions` (`planet`, `space`): the player has completed at least `planet` planet
 *   missions and `space` space missions, each at a different location (a dual mission counts once, as either kind):
 *   "if you have solved two missions (one [P] and one [S])".
 * - card field `ignoresHomeworldGuardHere` (`titles`, `shipCharacteristics`): lying face up atop a mission, its owner's
 *   ship battle initiated there by ships each showing one of the characteristics ("Breen ship", "Xindi ship") is not
 *   refused by a `no-battle-at-matching-homeworld` restriction of a card titled in `titles` (Strategema). Personnel
 *   battles and forces with any other ship stay refused. Read by homeworld-guard.ts › homeworldBattleProblem.
 * - card field `scoresOpposingHeadquartersDestroyedHere: 'printed-shields'`: lying face up atop a mission, when its
 *   owner destroys a Headquarters facility their opponent owns (seeded or played) at that location — or at a time
 *   location whose corresponding location it is — the owner scores the facility's printed SHIELDS as points (the card
 *   stays). "You destroy": the facility goes in a battle the owner takes part in (the other side is the facility's), or
 *   by a card the owner owns. Read by attempt/leaving-play.ts › destroyShip (before the facility leaves play).
 *   1E rulebook › BATTLE › INITIATING A BATTLE; SHIP BATTLE › 8. Resolution; THE CARDS › MISSIONS (homeworlds);
 *   THE CARDS › TIME LOCATIONS (corresponding locations); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 */
import { isPlanetMission, isSpaceMission } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { ownerOf } from './control-changes';
import { behaviourOf } from './registry';
import type { CardBehaviour } from './vocabulary';

export type CompletedMissionsCondition = { readonly kind: 'you-completed-missions'; readonly planet: number; readonly space: number };

export interface IgnoresHomeworldGuardHere {
  readonly titles: readonly string[];
  readonly shipCharacteristics: readonly string[];
}

/** Whether `player` completed `planet` planet and `space` space missions at different locations (dual ones count once, as either). */
export function completedMissionKinds(state: GameState, player: PlayerId, planet: number, space: number): boolean {
  let planets = 0;
  let spaces = 0;
  let duals = 0;
  for (const location of new Set(state.completed[player] ?? [])) {
    const cards = (state.locations[location]?.missions ?? []).map((iid) => bp(state, iid));
    const p = cards.some(isPlanetMission);
    const s = cards.some(isSpaceMission);
    if (p && s) duals += 1;
    else if (p) planets += 1;
    else if (s) spaces += 1;
  }
  const missingPlanets = Math.max(0, planet - planets);
  const missingSpaces = Math.max(0, space - spaces);
  return missingPlanets + missingSpaces <= duals;
}

export function checkCompletedMissions(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'you-completed-missions' && !completedMissionKinds(state, command.actor, condition.planet, condition.space))
      return problem('PLAY_CONDITION', `${behaviour.title} plays only once you have solved ${condition.planet} planet and ${condition.space} space mission(s)`, RULES.triggers);
  return null;
}

/** Face-up cards atop `location` with their owners and behaviours. */
function atop(state: GameState, location: string) {
  return cardsIn(state, Z.atop(location))
    .filter((iid) => state.cards[iid]!.faceUp)
    .map((iid) => ({ iid, owner: state.cards[iid]!.owner, behaviour: behaviourOf(state.cards[iid]!.blueprint) }));
}

/** `player`'s ship battle at `location` with `ships`: a card of theirs there lets them ignore the guard titled `guard`. */
export function ignoresHomeworldGuard(state: GameState, player: PlayerId, location: string, ships: readonly string[] | undefined, guard: string): boolean {
  if (!ships || ships.length === 0) return false;
  return atop(state, location).some(({ owner, behaviour }) => {
    const rule = behaviour?.ignoresHomeworldGuardHere;
    if (owner !== player || !rule || !rule.titles.includes(guard)) return false;
    return ships.every((ship) => bp(state, ship).type === 'Ship' && bp(state, ship).characteristics.some((c) => rule.shipCharacteristics.includes(c)));
  });
}

/** Who destroys a card going now with `source`: the other side of a battle in progress, or the owner of a source card. */
function destroyer(state: GameState, controller: PlayerId, source: string): PlayerId | undefined {
  if (source === 'battle' && state.battle) return state.battle.attacker === controller ? state.battle.defender : state.battle.attacker;
  const card = state.cards[source];
  return card ? ownerOf(state, source) : undefined;
}

/**
 * A facility about to be destroyed at `location` (read before it leaves play): cards atop that location, or atop the
 * location a time location there corresponds to, scoring for a headquarters of their owner's opponent destroyed by the owner.
 */
export function scoreHeadquartersDestroyed(ctx: Ctx, facility: string, location: string, source: string): void {
  const state = ctx.state;
  const card = bp(state, facility);
  if (card.type !== 'Facility' || card.facilityKind !== 'Headquarters') return;
  const places = [location, state.locations[location]?.time?.corresponds].filter((place): place is string => !!place);
  const scorers = places.flatMap((place) => atop(state, place)).filter(({ behaviour }) => behaviour?.scoresOpposingHeadquartersDestroyedHere === 'printed-shields');
  if (scorers.length === 0) return;
  const owner = ownerOf(state, facility);
  const controller = state.cards[facility]!.owner;
  const by = destroyer(state, controller, source);
  const shields = card.facility?.shields.kind === 'number' ? card.facility.shields.value : 0;
  for (const { iid, owner: holder, behaviour } of scorers) {
    if (holder === owner || holder !== by) continue;
    ctx.emit({ type: 'PointsScored', player: holder, points: shields, bonus: false, source: iid, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardEffectResolved', card: iid, player: holder, effect: `${behaviour!.title}: ${card.title} destroyed, ${shields} points (its printed SHIELDS)`, target: facility, rule: RULES.cardEffects });
  }
}

/** For the catalogue test and the README. */
export const HOMEWORLD_DECIMATION_WORDS: readonly string[] = ['condition:you-completed-missions', 'field:ignoresHomeworldGuardHere', 'field:scoresOpposingHeadquartersDestroyedHere'];
