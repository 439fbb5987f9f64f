/**
 * Issue 15 (battle2): a card lying on a ship that lets the ship act by itself — it moves without being
 * staffed and initiates battle without a leader or a matching personnel aboard (M-5 Computer).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP (a ship needs its staffing icons to move; a matching
 *   personnel aboard to fire); BATTLE › INITIATING A BATTLE (a leader aboard each attacking ship);
 *   SHIP BATTLE (2. Initiation).
 * Words:
 * - target `your-ship-showing-or-crewed` (`icons`, `crew`, `notAffiliations`): your ship in play (in
 *   space, docked or landed) showing one of `icons`, or — not of `notAffiliations` — whose crew aboard
 *   (your unstopped personnel) meets the requirement `crew` ("Computer Skill x2");
 * - card field `hostActsUncrewed: true` — face up on a ship, read by play.ts › checkOwnShip (moving) and
 *   battle/battle.ts › shipAttackers (attacking): `actsUncrewed`.
 * Decisions: "without staffing" for battle is read as "no matching personnel needed to fire" too (the
 * rulebook's only crew need for firing); the ship still needs WEAPONS. Returning fire is unchanged (the
 * text speaks of initiating). Either player's such card counts (it can only lie on its owner's ship).
 */
import { bp } from '../context';
import { meetGroup, requirement } from '../attempt/requirements';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { finding } from './target-table';

export type ShipAutonomyTarget = {
  readonly kind: 'your-ship-showing-or-crewed';
  readonly icons: readonly string[];
  readonly crew: string;
  readonly notAffiliations?: readonly string[];
};

/** For the catalogue test. */
export const SHIP_AUTONOMY_WORDS: readonly string[] = ['target:your-ship-showing-or-crewed', 'card:hostActsUncrewed'];

function crewMeets(state: GameState, ship: string, text: string): boolean {
  const owner = state.cards[ship]!.owner;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && !state.cards[iid]!.stopped && bp(state, iid).type === 'Personnel');
  return crew.length > 0 && meetGroup(state, requirement(text), crew).verdict === 'met';
}

export function shipAutonomyTargets(state: GameState, player: PlayerId, spec: ShipAutonomyTarget): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .filter((instance) => {
      const card = bp(state, instance.iid);
      if (card.icons.some((icon) => spec.icons.includes(icon.code))) return true;
      if (card.affiliations.some((affiliation) => spec.notAffiliations?.includes(affiliation))) return false;
      return crewMeets(state, instance.iid, spec.crew);
    })
    .map((instance) => instance.iid);
}

/** The title of a face-up card on `ship` that lets it move and initiate battle without staffing or a leader aboard. */
export function actsUncrewed(state: GameState, ship: string): string | undefined {
  for (const iid of cardsIn(state, Z.on(ship))) {
    const instance = state.cards[iid]!;
    const behaviour = behaviourOf(instance.blueprint);
    if (instance.faceUp && behaviour?.hostActsUncrewed) return behaviour.title;
  }
  return undefined;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_AUTONOMY_TARGETS = finding(['your-ship-showing-or-crewed'], (state, player, spec) => shipAutonomyTargets(state, player, spec));
