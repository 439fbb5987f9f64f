/**
 * What incidents and objectives on a player's table permit (issue 15, third pass): attempting missions
 * of another affiliation (attempt/teams.ts › `matchesMission`), ignoring the +40 penalties and winning by
 * completed missions (winning.ts), and the conditions some of them set on seeding (seeding.ts ›
 * `checkSeedOnTable`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (a matching affiliation icon "unless a
 *   card says otherwise"); WINNING THE GAME (100 points, +40 without a planet and a space mission, +40
 *   without an Alpha Quadrant mission); THE SEED PHASES › Clarification: Seed Phase Actions.
 */
import { missionsDistinctTotalBelow } from './affiliations-played';
import { seededMissionsWithLore } from './lore-missions';
import { groupMemberFromCard, type Card } from '@captains-log/cards';
import { isHomeworld, isPlanetMission, isSpaceMission } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { holderMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import type { Permit } from './vocabulary';
import type { CompletedCount, IncidentPermit, MissionFilter, SeedCondition } from './vocabulary-incidents';

/** The permits of this kind on the player's table (face up). */
function tablePermits<K extends IncidentPermit['kind']>(state: GameState, player: PlayerId, kind: K): Extract<Permit, { kind: K }>[] {
  const out: Extract<Permit, { kind: K }>[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []) if (permit.kind === kind) out.push(permit as Extract<Permit, { kind: K }>);
  }
  return out;
}

function missionPasses(state: GameState, mission: Card, location: string, filter: MissionFilter): boolean {
  if (filter.quadrant && state.locations[location]?.quadrant !== filter.quadrant) return false;
  if (filter.notHomeworld && isHomeworld(mission)) return false;
  if (filter.icons && !(mission.mission?.affiliationIcons ?? []).some((icon) => filter.icons!.includes(icon))) return false;
  if (filter.requiring && !new RegExp(`(^|[^A-Za-z])${filter.requiring.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(mission.mission?.requirementText ?? '')) return false;
  return true;
}

/**
 * Whether a card on the owner's table lets the personnel `iid` attempt `mission` at `location` as if it
 * matched the mission's affiliation icons. The holder filter reads the printed card (affiliation, icons,
 * characteristics, printed skills).
 */
export function attemptPermittedByTable(state: GameState, iid: string, mission: Card, location: string): boolean {
  const owner = state.cards[iid]!.owner;
  const permits = tablePermits(state, owner, 'attempt-missions');
  if (permits.length === 0) return false;
  const card = bp(state, iid);
  if (card.type !== 'Personnel' || !card.personnel) return false;
  const member = groupMemberFromCard(card);
  return permits.some((permit) => holderMatches(state, iid, member, permit.who) && missionPasses(state, mission, location, permit.missions));
}

function completedCount(state: GameState, player: PlayerId): CompletedCount {
  const completed = state.completed[player];
  const missionsAt = (location: string) => state.locations[location]!.missions.map((iid) => bp(state, iid));
  return {
    total: completed.length,
    planet: completed.filter((location) => missionsAt(location).some(isPlanetMission)).length,
    space: completed.filter((location) => missionsAt(location).some(isSpaceMission)).length,
  };
}

function reached(count: CompletedCount, goal: CompletedCount): boolean {
  return count.total >= goal.total && count.planet >= goal.planet && count.space >= goal.space;
}

/** The missions the player seeded (their own mission cards on the spaceline). */
function seededMissions(state: GameState, player: PlayerId): Card[] {
  return Object.values(state.locations).flatMap((location) => location.missions.filter((iid) => state.cards[iid]!.owner === player).map((iid) => bp(state, iid)));
}

function showsOver(mission: Card, points: number): boolean {
  return (mission.mission?.points?.value ?? 0) > points;
}

/** Whether a card on the player's table lifts the +40 penalties now (winning.ts › `pointsNeeded`). */
export function ignoresFortyPointPenalties(state: GameState, player: PlayerId): boolean {
  return tablePermits(state, player, 'ignore-forty-point-penalties').some(
    (permit) =>
      reached(completedCount(state, player), permit.ifCompleted) &&
      (permit.unlessSeededOver === undefined || !seededMissions(state, player).some((mission) => showsOver(mission, permit.unlessSeededOver!))),
  );
}

/** Whether a card on the player's table makes them win now (winning.ts › `settle`). */
export function winsByCompleting(state: GameState, player: PlayerId): boolean {
  return tablePermits(state, player, 'win-by-completing').some((permit) => reached(completedCount(state, player), permit.completed));
}

const SEED_CONDITIONS: { readonly [K in SeedCondition['kind']]: (state: GameState, player: PlayerId, condition: Extract<SeedCondition, { kind: K }>) => boolean } = {
  'your-missions-at-most': (state, player, condition) =>
    seededMissions(state, player).every((mission) => (condition.exceptHomeworlds && isHomeworld(mission)) || !showsOver(mission, condition.points)),
  'no-missions-seeded-in': (state, player, condition) => seededMissions(state, player).every((mission) => mission.mission?.quadrant !== condition.quadrant),
  'your-missions-distinct-total-below': missionsDistinctTotalBelow,
  'missions-seeded-in-region': (state, player, condition) => {
    const missions = seededMissions(state, player);
    if (condition.noHomeworld && missions.some(isHomeworld)) return false;
    return new Set(missions.filter((mission) => mission.mission?.region === condition.region).map((mission) => mission.title)).size >= condition.atLeast;
  },
  // Issue 15 (tosfilms): the missions on the spaceline are all seeded by the facility phase (lore-missions.ts).
  'you-seeded-missions-with-lore': (state, player, condition) => seededMissionsWithLore(state, player, condition.phrase) >= condition.atLeast,
};

/** The first seed condition of the card that does not hold, as a problem (seeding.ts › `checkSeedOnTable`). */
export function seedConditionProblem(state: GameState, player: PlayerId, card: Card): Problem | null {
  for (const condition of behaviourOf(card.id)?.seedRequires ?? [])
    if (!(SEED_CONDITIONS[condition.kind] as (s: GameState, p: PlayerId, c: SeedCondition) => boolean)(state, player, condition))
      return problem('SEED_CONDITION', `${card.title} may not seed: ${condition.kind} ${'points' in condition ? condition.points : 'quadrant' in condition ? condition.quadrant : 'region' in condition ? `${condition.atLeast} in ${condition.region}` : condition.phrase}`, RULES.seedPhaseActions);
  return null;
}

/** The words of this file, as the catalogue test spells them. */
export const TABLE_INCIDENT_WORDS: readonly string[] = [
  ...(['attempt-missions', 'ignore-forty-point-penalties', 'win-by-completing'] as const).map((kind) => `permit:${kind}`),
  ...Object.keys(SEED_CONDITIONS).map((kind) => `seed-condition:${kind}`),
];
