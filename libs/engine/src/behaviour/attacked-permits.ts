/**
 * Issue 15 (helper battle): attack restrictions lifted once the opponent has attacked your cards (They Call Themselves
 * the Maquis, Attack Plans). The record: `GameState.attackedCards` — every card a battle was ever initiated against (the
 * targeted personnel of a personnel battle, the targeted ship or facility of a ship battle), with the player who first
 * initiated one (battle/evolve-battle.ts at `BattleInitiated`). Word:
 * - permit `attacked-lifts-attack-restrictions` (`attacked`: your cards the opponent must have attacked; `who`: the force
 *   it lifts them for, every card in it matching — any of your cards when absent): read by battle/battle.ts for personnel
 *   and ship battles, from the card face up on its owner's table or lying on one of their cards in play (Attack Plans
 *   lies on Ops).
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Affiliation Attack Restrictions: "unless permitted … by a card"; a
 *   group mixing with others keeps the others' restrictions: the whole force must match).
 * Decisions: "if ever attacked" counts battles initiated against the card by the opponent (their personnel or ships:
 * Rogue Borg and other self-controlled attackers are no player's), at any time of the game, the card in play or not,
 * including before the permit came into play; "your [Maq] cards, if ever attacked" is read as once any of your [Maq]
 * cards was attacked (the Maquis answer as one).
 */
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { forceCardMatches } from './holo-captures';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

export type AttackedPermit = { readonly kind: 'attacked-lifts-attack-restrictions'; readonly attacked: PersonnelFilter; readonly who?: PersonnelFilter };

/** For the catalogue test. */
export const ATTACKED_PERMIT_WORDS: readonly string[] = ['permit:attacked-lifts-attack-restrictions'];

const PLACES = new Set(['table', 'on']);

// Speed: whether any blueprint of the game has the permit, found once per game (the game's blueprints never change).
const inGame = new WeakMap<object, boolean>();
function anyInGame(state: GameState): boolean {
  let any = inGame.get(state.blueprints);
  if (any === undefined) {
    any = Object.keys(state.blueprints).some((id) => (behaviourOf(id)?.permits ?? []).some((permit) => permit.kind === 'attacked-lifts-attack-restrictions'));
    inGame.set(state.blueprints, any);
  }
  return any;
}

/** Whether the attack restrictions of `player`'s `force` (personnel, ships, facilities) are lifted by such a permit. */
export function attackedLiftsRestrictions(state: GameState, player: PlayerId, force: readonly string[]): boolean {
  const record = state.attackedCards;
  if (!record || force.length === 0 || !anyInGame(state)) return false;
  const attacked = Object.keys(record).filter((iid) => record[iid] === other(player) && state.cards[iid]?.owner === player);
  if (attacked.length === 0) return false;
  for (const instance of Object.values(state.cards)) {
    if (instance.owner !== player || !instance.faceUp || !PLACES.has(zoneKind(instance.zone))) continue;
    for (const permit of behaviourOf(instance.blueprint)?.permits ?? []) {
      if (permit.kind !== 'attacked-lifts-attack-restrictions') continue;
      if (!attacked.some((iid) => forceCardMatches(blueprintOf(state, iid), permit.attacked))) continue;
      if (!permit.who || force.every((iid) => forceCardMatches(blueprintOf(state, iid), permit.who!))) return true;
    }
  }
  return false;
}

/**
 * Issue 15 (helper battle): permit `skill-functions-as-leader` (`skill`) — on its owner's table, their personnel with the
 * skill (now) function as leaders (Prepare Assault Teams: SECURITY); read by battle/battle.ts › isLeader.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (a leader: OFFICER or Leadership, unless a card says otherwise).
 */
export type LeaderPermit = { readonly kind: 'skill-functions-as-leader'; readonly skill: string };

export const LEADER_PERMIT_WORDS: readonly string[] = ['permit:skill-functions-as-leader'];

const leadersInGame = new WeakMap<object, boolean>();

/** The skills that make `player`'s personnel leaders by a card on their table. */
export function leaderSkills(state: GameState, player: PlayerId): string[] {
  let any = leadersInGame.get(state.blueprints);
  if (any === undefined) {
    any = Object.keys(state.blueprints).some((id) => (behaviourOf(id)?.permits ?? []).some((permit) => permit.kind === 'skill-functions-as-leader'));
    leadersInGame.set(state.blueprints, any);
  }
  if (!any) return [];
  const out: string[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    if (!instance.faceUp) continue;
    for (const permit of behaviourOf(instance.blueprint)?.permits ?? []) if (permit.kind === 'skill-functions-as-leader') out.push(permit.skill);
  }
  return out;
}
