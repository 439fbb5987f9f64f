/**
 * Issue 15: cards that seed on a card or mission in play rather than on the table — one word,
 * `SeedOnTable { card, target }`, one step of the facility phase like a facility. Three kinds of
 * script reach it (folded here from events-f's seed-on-target and objectives-e's seed-on-mission):
 *  - `seedsOnTarget: true` ("Seeds or plays on your …"): onto a target its `targets` word allows,
 *    checked as a play (its play conditions too; no card play used) — Pride of the Fleet;
 *  - `seedsOnTarget: <target word>` ("Seeds on {Vidiia}", "Seeds on your [Kaz] facility"): onto a
 *    target of that word, which may differ from where the card plays (or the card may not play at
 *    all) — Think Tank Assistance, Leader of the Sect;
 *  - an objective whose text says it "seeds (or plays) on" a mission, with a `mission` target word:
 *    onto such a mission — Forced-Labor Camp.
 * The seeded card lies where a played copy would: atop a mission (`atop:L`) for a location target,
 * on the card (`on:cN`) for a card target, or as its `duration` says for `seedsOnTarget: true`. Unique
 * and "Seed one" cards seed one copy per player; the card's seed conditions (`seedRequires`, `seedsIf`)
 * hold as for the table. `SeedOnTable.location` is the older spelling of `target` for a mission and is
 * still accepted.
 *   1E rulebook › THE SEED PHASES › FACILITY PHASE; Clarification: Seed Phase Actions (a card seeds
 *   where its text says it seeds); MISCELLANEOUS RULES › DUPLICATION.
 */
import type { Card } from '@captains-log/cards';
import { isSeedOne, isUnique } from '../card-facts';
import { bp, inPlayOf, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { checkScriptedPlay, destinationOf, onceAGame, validTargets } from './play';
import { isValidTarget } from './targets-events2';
import { behaviourOf } from './registry';
import { seedsIfProblem } from './seed-permissions';
import { seedConditionProblem } from './table-incidents';
import type { CardBehaviour, TargetSpec } from './vocabulary';

/** The objective's text says it seeds on a mission ("Seeds or plays on your space mission", "Seeds on {Earth}"), not on the table. */
export function seedsOnMissionText(card: Card): boolean {
  if (card.type !== 'Objective') return false;
  return /^\s*(seeds?|seeds? or plays)\s+on\s+(?!table\b)/i.test(card.text ?? '');
}

interface SeedWay {
  readonly spec: TargetSpec;
  readonly asPlayed: boolean;
  /** The behaviour the card seeds with (a way of playing merged in, for a mode). */
  readonly behaviour: CardBehaviour;
}

/** How the card seeds onto a target: as played (`true`), onto a seed-only target word, or not at all. */
function baseWay(card: Card, behaviour: CardBehaviour | undefined): SeedWay | null {
  if (!behaviour) return null;
  if (behaviour.seedsOnTarget === true) return behaviour.targets ? { spec: behaviour.targets, asPlayed: true, behaviour } : null;
  if (behaviour.seedsOnTarget) return { spec: behaviour.seedsOnTarget, asPlayed: false, behaviour };
  if (seedsOnMissionText(card) && behaviour.targets?.kind === 'mission') return { spec: behaviour.targets, asPlayed: false, behaviour };
  return null;
}

/**
 * Every way the card seeds onto a target: its own, then (issue 15, helper partials) each way of playing (`modes`) that
 * seeds as played too ("… OR once per game, seeds or plays on any mission": Strategic Base), with that way merged in.
 */
function seedWays(card: Card, behaviour: CardBehaviour | undefined): SeedWay[] {
  const base = baseWay(card, behaviour);
  const modes = (behaviour?.modes ?? []).filter((mode) => mode.seedsOnTarget === true && mode.targets).map((mode) => ({ spec: mode.targets!, asPlayed: true, behaviour: { ...behaviour!, ...mode } }));
  return base ? [base, ...modes] : modes;
}

/** Whether the card's script lets it seed onto a target. */
export function seedsOnTarget(state: GameState, card: string): boolean {
  const blueprint = state.cards[card]?.blueprint;
  return !!blueprint && seedWays(bp(state, card), behaviourOf(blueprint)).length > 0;
}

/** The target of the command: `target`, or the older `location`. */
export function seedTargetOf(command: CommandOf<'SeedOnTable'>): string | undefined {
  return command.target ?? command.location;
}

/** Why the card may not seed onto its target now, or null (seeding.ts › checkSeedOnTable). */
export function checkSeedOnTarget(state: GameState, command: CommandOf<'SeedOnTable'>): Problem | null {
  const card = bp(state, command.card);
  const ways = seedWays(card, behaviourOf(card.id));
  if (ways.length === 0) return problem('NO_TARGET', `${card.title} does not seed on a card or mission`, RULES.seedPhaseActions);
  // The first way that accepts the target; else the refusal of a way the target fits (a limit, a condition), or the first.
  const problems: Problem[] = [];
  for (const way of ways) {
    const found = checkSeedWay(state, command, card, way);
    if (!found) return null;
    problems.push(found);
  }
  return problems.find((found) => found.code !== 'INVALID_TARGET' && found.code !== 'NOT_SEEDABLE_HERE') ?? problems[0]!;
}

/** The way the card seeds onto the command's target: the first that accepts it. */
function wayFor(state: GameState, command: CommandOf<'SeedOnTable'>): SeedWay | null {
  const card = bp(state, command.card);
  const ways = seedWays(card, behaviourOf(card.id));
  return ways.find((way) => checkSeedWay(state, command, card, way) === null) ?? ways[0] ?? null;
}

/** Issue 15 (helper partials): as a card seeds by a way limited to once per game, that use is recorded (play.ts › recordUse's key). */
export function recordSeedWayUse(ctx: Ctx, command: CommandOf<'SeedOnTable'>): void {
  const way = wayFor(ctx.state, command);
  if (way?.asPlayed && way.behaviour.play?.limit?.kind === 'once-per-game')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: onceAGame(way.behaviour.title), turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
}

function checkSeedWay(state: GameState, command: CommandOf<'SeedOnTable'>, card: Card, way: SeedWay): Problem | null {
  const behaviour = way.behaviour;
  const target = seedTargetOf(command)!;
  if (way.asPlayed) return checkScriptedPlay(state, { type: 'PlayCard', actor: command.actor, card: command.card, target }, behaviour);
  if (!isValidTarget(state, command.actor, way.spec, target, command.card)) return problem('NOT_SEEDABLE_HERE', `${card.title} does not seed there`, RULES.seedPhaseActions);
  const copies = inPlayOf(state, command.actor).filter((instance) => instance.iid !== command.card && bp(state, instance.iid).title === card.title);
  if (copies.length > 0 && isSeedOne(card)) return problem('SEED_ONE', `${card.title} says "Seed one": you may seed only one copy`, RULES.seedOne);
  if (copies.length > 0 && isUnique(card)) return problem('NOT_UNIQUE', `${card.title} is unique and you already have it in play`, RULES.duplication);
  return seedConditionProblem(state, command.actor, card) ?? seedsIfProblem(state, command.actor, card);
}

/** Where the seeded card lies: atop the mission of a location target, on a card target, or where a played copy would. */
export function seedTargetZone(state: GameState, command: CommandOf<'SeedOnTable'>): string {
  const card = bp(state, command.card);
  const way = wayFor(state, command);
  const target = seedTargetOf(command)!;
  if (way?.asPlayed) return destinationOf(way.behaviour, card, command.actor, target, state);
  return state.locations[target] ? Z.atop(target) : Z.on(target);
}

/** legalCommands (and its oracle): one `SeedOnTable` per seed-deck card that seeds on a target and per target it may seed on now. */
export function seedOnTargetCommands(state: GameState, player: PlayerId, seedCards: readonly string[]): CommandOf<'SeedOnTable'>[] {
  return seedCards.flatMap((card) => {
    const ways = seedWays(bp(state, card), behaviourOf(state.cards[card]!.blueprint));
    const targets = [...new Set(ways.flatMap((way) => validTargets(state, player, way.spec, card)))];
    return targets.map((target) => ({ type: 'SeedOnTable' as const, actor: player, card, target })).filter((command) => checkSeedOnTarget(state, command) === null);
  });
}

/**
 * A card scripted to seed on a target of its own word whose text never says it plays ("Seeds on …") is
 * not played from hand (PlayCard; play.ts › checkPlayCard): it enters play only by seeding, where its text says.
 */
export function seedOnlyProblem(card: Card): Problem | null {
  const behaviour = behaviourOf(card.id);
  if (typeof behaviour?.seedsOnTarget !== 'object' || behaviour.play || behaviour.targets || behaviour.modes || /\bplays\b/i.test(card.text ?? '')) return null;
  return problem('SEEDS_ONLY', `${card.title} only seeds (where its text says); it is not played`, RULES.seedPhaseActions);
}

/** The words of this file, as the catalogue test spells them. */
export const SEED_ON_TARGET_WORDS: readonly string[] = ['seeds-on-target'];
