/**
 * Issue 15 (objectives): the permits of vocabulary-objective-attempts.ts — who may attempt a mission an
 * objective lies on, and the requirements its owner may solve it with.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise");
 *   SOLVING THE MISSION; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { describeRequirement, type RequirementExpression } from '@captains-log/cards';
import { requirement } from '../attempt/requirements';
import { blueprintOf, missionIsAt, titledAmong } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { ObjectiveAttemptPermit } from './vocabulary-objective-attempts';
import { attemptingTeamIsOnly, teamIsOnly } from './objective-team-only';
import { noOpponentHere, shipTermHere, solvedAnother } from './objective-ship-terms';

/** The permits of this kind on the player's face-up cards lying on the mission at `location`. */
function permitsHere<K extends ObjectiveAttemptPermit['kind']>(state: GameState, player: PlayerId, location: string, kind: K): Extract<ObjectiveAttemptPermit, { kind: K }>[] {
  const out: Extract<ObjectiveAttemptPermit, { kind: K }>[] = [];
  for (const iid of cardsIn(state, Z.atop(location))) {
    const instance = state.cards[iid]!;
    if (instance.owner !== player || !instance.faceUp) continue;
    for (const permit of behaviourOf(instance.blueprint)?.permits ?? []) if (permit.kind === kind) out.push(permit as Extract<ObjectiveAttemptPermit, { kind: K }>);
  }
  return out;
}

/** `attempt-with-team`: the personnel matches and its crew or Away Team holds enough such personnel (attempt/teams.ts › matchesMission). */
export function attemptPermittedWithTeam(state: GameState, iid: string, location: string): boolean {
  const instance = state.cards[iid]!;
  const card = blueprintOf(state, iid);
  return permitsHere(state, instance.owner, location, 'attempt-with-team').some((permit) => {
    if (!personnelMatches(card, permit.who)) return false;
    const kind = zoneKind(instance.zone);
    if (permit.where === 'crew' && kind !== 'aboard') return false;
    if (permit.where === 'away-team' && kind !== 'surface') return false;
    const mates = cardsIn(state, instance.zone).filter((other) => state.cards[other]!.owner === instance.owner && !state.cards[other]!.stopped && personnelMatches(blueprintOf(state, other), permit.who));
    if (permit.only && !teamIsOnly(state, instance.owner, instance.zone, permit.who)) return false;
    return mates.length >= permit.atLeast;
  });
}

/** Each top-level term of one alternative replaced, in turn, by `by`. */
function replacingOneTerm(printed: RequirementExpression, by: RequirementExpression): RequirementExpression[] {
  const alternatives = printed.kind === 'any' ? printed.of : [printed];
  return alternatives.flatMap((alternative) => {
    const terms = alternative.kind === 'all' ? alternative.of : [alternative];
    return terms.map((_, index) => ({ kind: 'all' as const, of: terms.map((term, at) => (at === index ? by : term)) }));
  });
}

/** Issue 15 (helper hamm): the player's ship titled one of `titles` at the location, in space (orbiting) or on the planet (landed). */
function ownShipHere(state: GameState, player: PlayerId, location: string, titles: readonly string[]): boolean {
  return [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))].some((iid) => {
    const card = blueprintOf(state, iid);
    return state.cards[iid]!.owner === player && card.type === 'Ship' && titledAmong(titles, card);
  });
}

/** The mission card at a location (its first mission). */
function missionCardAt(state: GameState, location: string) {
  return blueprintOf(state, state.locations[location]!.missions[0]!);
}

/**
 * `alternative-requirements` on the attempting player's objectives at the location: the printed
 * requirements OR each alternative (attempt/flow.ts › solve), with its text; undefined when none applies.
 */
export function objectiveRequirements(state: GameState, player: PlayerId, location: string, printed: RequirementExpression | undefined, points: number): { text: string; expression: RequirementExpression } | undefined {
  const permits = permitsHere(state, player, location, 'alternative-requirements');
  if (permits.length === 0) return undefined;
  const options: RequirementExpression[] = [];
  let printedStands = true;
  for (const permit of permits) {
    // Issue 15 (helper objb): a place the alternative is limited to; one that replaces the printed requirements there.
    if (permit.onlyAt && !permit.onlyAt.some((place) => missionIsAt(missionCardAt(state, location), place))) continue;
    if (permit.withShipHere && !ownShipHere(state, player, location, permit.withShipHere)) continue;
    if (permit.onlyTeam && !attemptingTeamIsOnly(state, player, permit.onlyTeam)) continue;
    if (permit.withShipMatching && !shipTermHere(state, player, location, permit.withShipMatching)) continue;
    if (permit.ifSolvedAnother && !solvedAnother(state, player, location)) continue;
    if (permit.noOpponentHere && !noOpponentHere(state, player, location)) continue;
    if (permit.insteadOfPrinted) printedStands = false;
    if (permit.requirements) options.push(requirement(permit.requirements.replace(/\{(\d*)P\}/g, (_, times: string) => String((times ? Number(times) : 1) * points))));
    if (permit.replaceOneTerm && printed) options.push(...replacingOneTerm(printed, requirement(permit.replaceOneTerm)));
  }
  if (printed && printedStands) options.unshift(printed);
  if (options.length === 0) return undefined;
  const expression: RequirementExpression = options.length === 1 ? options[0]! : { kind: 'any', of: options };
  return { text: describeRequirement(expression), expression };
}
