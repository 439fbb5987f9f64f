/**
 * Issue 15 (objectives): an objective whose text says it "seeds (or plays) on" a mission — not on the
 * table — seeds in the facility phase onto a mission its script's target allows, as it would be played
 * there: `SeedOnTable { card, location }` puts it atop that location (read by every word that reads a
 * card lying on a mission). One step of the facility phase, like a facility.
 *   1E rulebook › THE SEED PHASES › FACILITY PHASE; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { validTargets } from './play';
import { behaviourOf } from './registry';

/** The card says it seeds on a mission ("Seeds or plays on your space mission", "Seeds on {Earth}"), not on the table. */
export function seedsOnMission(card: Card): boolean {
  if (card.type !== 'Objective') return false;
  return /^\s*(seeds?|seeds? or plays)\s+on\s+(?!table\b)/i.test(card.text ?? '');
}

/** The locations the seed deck card may seed on: its script's mission target, now. */
export function missionSeedLocations(state: GameState, player: PlayerId, iid: string): string[] {
  const card = bp(state, iid);
  const targets = behaviourOf(card.id)?.targets;
  if (!seedsOnMission(card) || !targets || targets.kind !== 'mission') return [];
  return validTargets(state, player, targets, iid).filter((location) => state.locations[location] !== undefined);
}

/** Why the card may not seed on that mission now, or null (seeding.ts › checkSeedOnTable, `location` given). */
export function checkSeedOnMission(state: GameState, command: CommandOf<'SeedOnTable'>): Problem | null {
  const card = bp(state, command.card);
  if (!missionSeedLocations(state, command.actor, command.card).includes(command.location!))
    return problem('NOT_SEEDABLE_HERE', `${card.title} does not seed on that mission`, RULES.seedPhaseActions);
  const unique = /\(Unique\.\)/.test(card.text ?? '');
  const copy = Object.values(state.cards).some((instance) => instance.iid !== command.card && instance.owner === command.actor && instance.zone.startsWith('atop:') && bp(state, instance.iid).title === card.title);
  if (unique && copy) return problem('NOT_UNIQUE', `${card.title} is unique and you already have it in play`, RULES.duplication);
  return null;
}

/** legalCommands (and its oracle): one `SeedOnTable` per seed-deck card that seeds on a mission and per mission it may seed on. */
export function missionSeedCommands(state: GameState, player: PlayerId, seedCards: readonly string[]): CommandOf<'SeedOnTable'>[] {
  return seedCards.flatMap((card) => missionSeedLocations(state, player, card).map((location) => ({ type: 'SeedOnTable' as const, actor: player, card, location })));
}

