/**
 * Issue 15 (personnel, second half): personnel whose special skill nullifies a card
 * (`skillNullifies`, vocabulary-personnel-b.ts) — `NullifyBySkill`.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses (a card just
 *   played may be nullified in the response window after it); 1E rulebook › GETTING HURT › DISABLED
 *   (a disabled personnel cannot use its skills); 1E rulebook › MISCELLANEOUS RULES › "ONCE PER
 *   GAME" AND SIMILAR LIMITS (uses counted per title and player).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf, isTitled } from '../card-facts';
import { problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { closeWindows, nullifyPlay, topWindow } from './responses';
import type { SkillNullify } from './vocabulary-personnel-b';

const ONCE_A_GAME = '1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS';

const hasSkillNullifies: BlueprintTest = (b) => b.skillNullifies?.length;
function sources(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasSkillNullifies);
}

/** The keys its uses are recorded under: one per use allowed, the turn added for a per-turn limit. */
function useKeys(state: GameState, title: string, index: number, skill: SkillNullify): string[] {
  const turn = skill.per === 'turn' ? ` turn ${state.turn?.number ?? 0}` : '';
  return Array.from({ length: skill.times ?? 1 }, (_, use) => `${title}: nullify #${index} use ${use + 1}${turn}`);
}

function freeUse(state: GameState, player: PlayerId, title: string, index: number, skill: SkillNullify): string | undefined {
  return useKeys(state, title, index, skill).find((key) => state.abilityUses?.[`${player}|${key}`] === undefined);
}

function matchesFilter(state: GameState, iid: string, skill: SkillNullify): boolean {
  const card = blueprintOf(state, iid);
  const filter = skill.filter;
  if (filter.titles && !filter.titles.some((title) => isTitled(card, title))) return false;
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (filter.notIcon && card.icons.some((icon) => icon.code.toLowerCase() === filter.notIcon!.toLowerCase())) return false;
  return true;
}

/** The cards the skill may nullify now for `player`. */
function targetsOf(state: GameState, player: PlayerId, skill: SkillNullify, source: string): string[] {
  const window = topWindow(state);
  if (skill.target === 'dilemma-encountered') {
    const attempt = state.attempt;
    if (!window || window.player !== player || window.action !== 'dilemma-encountered' || window.nullified || !attempt || attempt.dilemma !== window.card) return [];
    const zone = state.cards[source]!.zone;
    const teamZone = attempt.planet ? Z.surface(attempt.location) : attempt.ship ? Z.aboard(attempt.ship) : undefined;
    const where = skill.where === 'here' ? locationOfZone(state, zone) === attempt.location : zone === teamZone;
    return where && matchesFilter(state, window.card, skill) ? [window.card] : [];
  }
  if (skill.target === 'just-played') {
    if (!window || window.player !== player || window.action !== 'card-played' || window.nullified) return [];
    return matchesFilter(state, window.card, skill) ? [window.card] : [];
  }
  if (window ? window.player !== player : state.turn?.player !== player || !!state.attempt || !!state.pendingManual) return [];
  return tableIndex(state)
    .inPlay.filter((instance) => instance.faceUp !== false && (zoneKind(instance.zone) === 'table' || !!locationOfZone(state, instance.zone)) && blueprintOf(state, instance.iid).type !== 'Personnel' && matchesFilter(state, instance.iid, skill))
    .map((instance) => instance.iid);
}

export function checkNullifyBySkill(state: GameState, command: CommandOf<'NullifyBySkill'>): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'skills are used in the play phase', RULES.playPhase);
  const source = state.cards[command.source];
  if (!source || source.owner !== command.actor || !isInPlayZone(source.zone) || source.faceUp === false)
    return problem('NO_SUCH_SOURCE', 'the skill must be on your personnel in play', RULES.playPhase);
  const skill = behaviourOf(source.blueprint)?.skillNullifies?.[command.skill];
  const title = blueprintOf(state, command.source).title;
  if (!skill) return problem('NO_SUCH_SKILL', `${title} has no such skill`, RULES.playPhase);
  if (source.disabled) return problem('DISABLED', `${title} is disabled and cannot use its special skills`, RULES.disabled);
  if (!freeUse(state, command.actor, title, command.skill, skill)) return problem('SKILL_SPENT', `${title} has used this skill as often as it may`, ONCE_A_GAME);
  if (!targetsOf(state, command.actor, skill, command.source).includes(command.target)) return problem('INVALID_TARGET', `${title} may not nullify that card now`, RULES.whenResponsesHappen);
  return null;
}

export function nullifyBySkill(ctx: Ctx, command: CommandOf<'NullifyBySkill'>): void {
  const title = blueprintOf(ctx.state, command.source).title;
  const skill = behaviourOf(ctx.state.cards[command.source]!.blueprint)!.skillNullifies![command.skill]!;
  ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: freeUse(ctx.state, command.actor, title, command.skill, skill)!, turn: ctx.state.turn!.number, rule: ONCE_A_GAME });
  const answered = topWindow(ctx.state)?.card === command.target;
  if (skill.to === 'top-of-draw-deck') {
    const instance = ctx.state.cards[command.target]!;
    ctx.emit({ type: 'PlayNullified', card: command.target, by: command.source, rule: RULES.whenResponsesHappen });
    ctx.emit({ type: 'CardMoved', card: command.target, from: instance.zone, to: Z.draw(instance.owner), index: 0, faceUp: false, reason: `nullified by ${title}: atop its owner's draw deck`, rule: RULES.whenResponsesHappen });
  } else nullifyPlay(ctx, command.target, command.source);
  // The window the skill answered closes (a skill is no card played: no window of its own).
  if (answered) closeWindows(ctx, 'responded', false);
}

/** The skill nullifications `player` may make now (nothing in a game without such personnel). */
export function nullifyBySkillCommands(state: GameState, player: PlayerId): CommandOf<'NullifyBySkill'>[] {
  const ids = sources(state);
  if (ids.size === 0 || state.phase !== 'play' || !state.turn) return [];
  const out: CommandOf<'NullifyBySkill'>[] = [];
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (!ids.has(instance.blueprint) || instance.faceUp === false || instance.disabled) continue;
    const title = blueprintOf(state, instance.iid).title;
    behaviourOf(instance.blueprint)!.skillNullifies!.forEach((skill, index) => {
      if (!freeUse(state, player, title, index, skill)) return;
      for (const target of targetsOf(state, player, skill, instance.iid)) out.push({ type: 'NullifyBySkill', actor: player, source: instance.iid, skill: index, target });
    });
  }
  return out;
}
