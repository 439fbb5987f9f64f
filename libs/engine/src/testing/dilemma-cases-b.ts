/**
 * Test support for the later-set dilemma specs that need more of the table than testing/dilemma-cases.ts
 * gives: cards in hands, a ship in orbit above an Away Team (with its crew), another mission to attempt, a
 * second location (a planet next to a space mission), a region, cards in play on the table.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { realCard, runAttempt, scene, ship, type PersonSpec, type Scene } from './attempt-scene';

type Answer = (choice: NonNullable<NonNullable<GameState['attempt']>['choice']>) => readonly string[];

export interface MoreTable {
  readonly equipment?: readonly (string | Card)[];
  readonly answer?: Answer;
  readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  readonly hand?: readonly (string | Card | PersonSpec)[];
  readonly opponentHand?: readonly (string | Card | PersonSpec)[];
  /** The attempted mission (default: Excavation at a planet, Study Stellar Collision in space). */
  readonly mission?: string;
  /** More missions after it on the spaceline (default: Relief Mission at a planet, Excavation in space). */
  readonly others?: readonly string[];
  /** At a planet: your ship in orbit with this crew. */
  readonly orbit?: { readonly ship?: Card; readonly crew: readonly (PersonSpec | Card)[] };
  /** The ship attempting a space mission. */
  readonly ship?: Card;
  /** Every location placed in this region. */
  readonly region?: string;
  /** Cards of the encountering player (`p1`) or their opponent (`p2`) lying on the table. */
  readonly onTable?: readonly { readonly card: string; readonly owner: 'p1' | 'p2' }[];
  /** The opponent's ship undocked at the attempted location, with its crew. */
  readonly opponentShip?: { readonly ship: Card; readonly crew: readonly (PersonSpec | Card)[] };
  /** The encountering player's facility at the attempted location (a card title). */
  readonly facility?: string;
  /** Cards in the opponent's discard pile. */
  readonly opponentDiscard?: readonly (string | Card | PersonSpec)[];
  /** Members (by index) stopped before the attempt. */
  readonly stoppedFirst?: readonly number[];
}

export function attemptB(
  where: 'planet' | 'space',
  dilemma: string,
  team: readonly (PersonSpec | Card)[],
  more: MoreTable = {},
): { built: Scene; events: GameEvent[]; state: GameState; team: string[] } {
  const tabled = (more.onTable ?? []).map((entry) => ({ card: realCard(entry.card), owner: entry.owner }));
  // The opponent's ship and crew are dealt into their hand first, then moved to the location.
  const theirShip: (Card | PersonSpec)[] = more.opponentShip ? [more.opponentShip.ship, ...more.opponentShip.crew] : [];
  const discarded = more.opponentDiscard ?? [];
  more = { ...more, opponentHand: [...theirShip, ...discarded, ...(more.opponentHand ?? [])] };
  const built =
    where === 'planet'
      ? scene({
          missions: [more.mission ?? 'Excavation', ...(more.others ?? ['Relief Mission'])],
          seeds: [dilemma],
          awayTeam: team,
          ...(more.orbit ? { ship: more.orbit.ship ?? ship(), crew: more.orbit.crew } : {}),
          ...(more.quadrant ? { quadrant: more.quadrant } : {}),
          ...(more.equipment ? { equipment: more.equipment } : {}),
          hand: [...(more.hand ?? []), ...tabled.filter((t) => t.owner === 'p1').map((t) => t.card), ...(more.facility ? [realCard(more.facility)] : [])],
          opponentHand: [...(more.opponentHand ?? []), ...tabled.filter((t) => t.owner === 'p2').map((t) => t.card)],
        })
      : scene({
          missions: [more.mission ?? 'Study Stellar Collision', ...(more.others ?? ['Excavation'])],
          seeds: [dilemma],
          ship: more.ship ?? ship(),
          crew: team,
          ...(more.quadrant ? { quadrant: more.quadrant } : {}),
          ...(more.equipment ? { equipment: more.equipment } : {}),
          hand: [...(more.hand ?? []), ...tabled.filter((t) => t.owner === 'p1').map((t) => t.card), ...(more.facility ? [realCard(more.facility)] : [])],
          ...(more.opponentHand || tabled.some((t) => t.owner === 'p2') ? { opponentHand: [...(more.opponentHand ?? []), ...tabled.filter((t) => t.owner === 'p2').map((t) => t.card)] } : {}),
        });
  const members = where === 'planet' ? built.ids.awayTeam : built.ids.crew;
  // Cards on the table: the last hand cards of each player, moved there (they were added after the hand).
  const setup: GameEvent[] = [];
  const p1Tabled = tabled.filter((t) => t.owner === 'p1').length;
  const facilityId = more.facility ? built.ids.hand.at(-1)! : null;
  if (facilityId) setup.push({ type: 'CardMoved', card: facilityId, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' });
  const p2Tabled = tabled.filter((t) => t.owner === 'p2').length;
  for (const iid of built.ids.hand.slice(built.ids.hand.length - p1Tabled - (facilityId ? 1 : 0), built.ids.hand.length - (facilityId ? 1 : 0))) setup.push({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' });
  for (const iid of built.ids.opponentHand.slice(built.ids.opponentHand.length - p2Tabled)) setup.push({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' });
  if (more.opponentShip) {
    const [shipId, ...crewIds] = built.ids.opponentHand.slice(0, theirShip.length);
    setup.push({ type: 'CardMoved', card: shipId!, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'scene' });
    for (const iid of crewIds) setup.push({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.aboard(shipId!), faceUp: true, reason: 'scene' });
  }
  for (const iid of built.ids.opponentHand.slice(theirShip.length, theirShip.length + discarded.length))
    setup.push({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.discard('p2'), faceUp: true, reason: 'scene' });
  for (const index of more.stoppedFirst ?? []) setup.push({ type: 'CardStopped', card: members[index]!, rule: RULES.stopped });
  let start = setup.length ? evolveAll(setup, built.state) : built.state;
  if (more.region) {
    const region = more.region;
    start = { ...start, locations: Object.fromEntries(Object.entries(start.locations).map(([id, location]) => [id, { ...location, region }])) };
  }
  const command = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1', ...(where === 'space' ? { ship: built.ids.ship! } : {}) };
  const run = more.answer ? runAttempt(start, command, more.answer) : runAttempt(start, command);
  if (run.events.some((event) => event.type === 'MisSeedPlacedOutOfPlay')) throw new Error(`${dilemma} is mis-seeded at a ${where} mission`);
  return { built, ...run, team: members };
}
