/**
 * Issue 15 (personnel, second half): personnel whose special skill changes who may initiate battle
 * at their location (`battleHere`, vocabulary-personnel-b.ts), read by battle/battle.ts before the
 * affiliation attack restrictions (1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack
 * Restrictions). Speed: the blueprints with the word are found once per game.
 */
import { sheriffBattleProblem } from './holodeck-sheriffs';
import { blueprintOf } from '../card-facts';
import { problem, type Problem } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { homeworldBattleProblem } from './homeworld-guard';
import { battlesPreventedHere } from './battle-surrenders';
import type { BattleHere } from './vocabulary-personnel-b';

const RULE = '1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions';

const hasBattleHere: BlueprintTest = (b) => b.battleHere?.length;
function sources(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasBattleHere);
}

/**
 * The battle check for `player` initiating battle at `location` against `defenders`: a skill of
 * theirs here that forbids it, or one that lifts the affiliation attack restrictions, else
 * `restrictions()` (the rulebook's check).
 */
export function battleHereCheck(state: GameState, player: PlayerId, location: string, defenders: readonly string[], restrictions: () => Problem | null, zone?: string, ships?: readonly string[]): Problem | null {
  // Issue 15 (incidents-f): a card of the defender's guarding a homeworld of their affiliation (homeworld-guard.ts);
  // `ships` (helper obja): the attacking ships of a ship battle, which a card of the attacker's may let ignore it.
  const guarded = homeworldBattleProblem(state, player, location, defenders, ships);
  if (guarded) return guarded;
  // Issue 15 (helper hamm): an opposing holoprogram's SECURITY threshold here (holodeck-sheriffs.ts: Holoprogram: Deadwood).
  const sheriffs = sheriffBattleProblem(state, player, location);
  if (sheriffs) return sheriffs;
  // Issue 15 (captive): a card prevented battles here this turn (battle-surrenders.ts: We Surrender!).
  if (battlesPreventedHere(state, location)) return problem('BATTLE_FORBIDDEN', 'battles are prevented here this turn', '1E rulebook › BATTLE › INITIATING A BATTLE');
  const ids = sources(state);
  if (ids.size === 0) return restrictions();
  const rules: { title: string; rule: BattleHere }[] = [];
  for (const instance of tableIndex(state).inPlay) {
    if (!ids.has(instance.blueprint) || instance.faceUp === false || locationOfZone(state, instance.zone) !== location) continue;
    for (const rule of behaviourOf(instance.blueprint)!.battleHere!) {
      const anyPlayer = rule.kind === 'may-attack' && rule.anyPlayer;
      if (instance.owner !== player && !anyPlayer) continue;
      // "Away Teams present on planet": either player's, on the planet surface where the card is.
      if (anyPlayer && (zone === undefined || zoneKind(zone) !== 'surface')) continue;
      if (rule.kind === 'may-attack' && rule.battle === 'personnel' && (zone === undefined || instance.zone !== zone)) continue;
      rules.push({ title: blueprintOf(state, instance.iid).title, rule });
    }
  }
  const cards = defenders.map((iid) => blueprintOf(state, iid));
  const has = (affiliation?: string, icon?: string) =>
    cards.some((card) => (!!affiliation && card.affiliations.includes(affiliation as never)) || (!!icon && card.icons.some((i) => i.code.toLowerCase() === icon.toLowerCase())));
  for (const { title, rule } of rules) {
    if (rule.kind === 'no-battle') return problem('BATTLE_FORBIDDEN', `${title}: your cards may not initiate battle here`, RULE);
    if (rule.kind === 'not-against' && has(rule.affiliation)) return problem('BATTLE_FORBIDDEN', `${title}: your cards may not initiate battle against ${rule.affiliation} here`, RULE);
  }
  if (rules.some(({ rule }) => rule.kind === 'may-attack' && ((!rule.affiliation && !rule.icon) || has(rule.affiliation, rule.icon)))) return null;
  return restrictions();
}
