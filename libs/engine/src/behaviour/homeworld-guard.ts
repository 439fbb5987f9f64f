/**
 * Issue 15 (helper incidents-f): restriction `no-battle-at-matching-homeworld` — on its owner's table, the
 * owner's opponent may not initiate battle at a homeworld against a force of the owner containing a card
 * of that homeworld's affiliation, nor play a card titled in `titles` there against such a force ("Your
 * opponent may not initiate battle or play {Outgunned} at a homeworld against your force containing a card
 * matching that homeworld's affiliation", Strategema). Read by battle-personnel-b.ts › battleHereCheck
 * (both battles) and play.ts › checkPlayCard (the titled cards, while a battle there is in progress).
 *   1E rulebook › BATTLE › INITIATING A BATTLE; THE CARDS › MISSIONS (homeworlds: the affiliation icon of
 *   the mission); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 */
import { blueprintOf, homeworldAffiliationsOf, titledAmong } from '../card-facts';
import { problem, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { ignoresHomeworldGuard } from './homeworld-decimation';

export type HomeworldGuard = { readonly kind: 'no-battle-at-matching-homeworld'; readonly titles: readonly string[] };

const RULE = `${RULES.cardEffects}; 1E rulebook › BATTLE › INITIATING A BATTLE`;

/** The title of a card on `defender`'s table guarding them at `location` against `defenders`, if any. */
function guardedBy(state: GameState, defender: PlayerId, location: string, defenders: readonly string[]): { title: string; guard: HomeworldGuard } | undefined {
  const guards = (tableIndex(state).inPlayBy[defender] ?? []).flatMap((instance) => {
    if (!instance.faceUp || zoneKind(instance.zone) !== 'table') return [];
    const behaviour = behaviourOf(instance.blueprint);
    return (behaviour?.restricts ?? []).flatMap((restriction) => (restriction.kind === 'no-battle-at-matching-homeworld' ? [{ title: behaviour!.title, guard: restriction }] : []));
  });
  if (guards.length === 0) return undefined;
  // The homeworld's own affiliation (the rulebook's list), not its icons (who may attempt it): card-facts.ts › homeworldAffiliationsOf.
  const affiliations = new Set<string>((state.locations[location]?.missions ?? []).flatMap((iid) => homeworldAffiliationsOf(blueprintOf(state, iid))));
  if (affiliations.size === 0) return undefined;
  const matching = defenders.some((iid) => state.cards[iid]?.owner === defender && (blueprintOf(state, iid).affiliations as readonly string[]).some((affiliation) => affiliations.has(affiliation)));
  return matching ? guards[0] : undefined;
}

/** `player` initiating battle at `location` against `defenders` (the opponent's force there); `ships`: the attacking ships of a ship battle. */
export function homeworldBattleProblem(state: GameState, player: PlayerId, location: string, defenders: readonly string[], ships?: readonly string[]): Problem | null {
  const defender = defenders.map((iid) => state.cards[iid]?.owner).find((owner) => owner !== undefined && owner !== player);
  if (!defender) return null;
  const found = guardedBy(state, defender, location, defenders);
  // Issue 15 (helper obja): the attacker's card atop this homeworld letting such ships ignore the guard (homeworld-decimation.ts: Decimate Homeworld).
  if (found && ignoresHomeworldGuard(state, player, location, ships, found.title)) return null;
  return found ? problem('BATTLE_FORBIDDEN', `${found.title}: no battle at this homeworld against a force with a card of its affiliation`, RULE) : null;
}

/** `player` playing a card titled `title` while a battle is in progress: refused where the defender is guarded. */
export function homeworldPlayProblem(state: GameState, player: PlayerId, title: string): Problem | null {
  const battle = state.battle;
  if (!battle || battle.defender === player) return null;
  const found = guardedBy(state, battle.defender, battle.location, battle.defending);
  return found && titledAmong(found.guard.titles, { title }) ? problem('PLAY_FORBIDDEN', `${found.title} prevents playing ${title} at this homeworld`, RULE) : null;
}

export const HOMEWORLD_GUARD_WORDS: readonly string[] = ['restriction:no-battle-at-matching-homeworld'];
