/**
 * Issue 15 (personnel, second half): personnel skills used as actions (`skillActions`,
 * vocabulary-personnel-b.ts) — `UseSkillAction`.
 *   1E rulebook › GETTING HURT › DISABLED (a disabled personnel cannot use its skills); 1E rulebook ›
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (uses counted per title and player).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf } from '../card-facts';
import { problem, type Ctx, type Problem } from '../context';
import { checkOwnTurn } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { reaches } from './modifiers-personnel';
import { conditionHolds } from './personnel-conditions';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { SkillAction } from './vocabulary-personnel-b';

const ONCE_A_GAME = '1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS';

const found = new WeakMap<object, ReadonlySet<string>>();
function sources(state: GameState): ReadonlySet<string> {
  let ids = found.get(state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(state.blueprints).filter((id) => behaviourOf(id)?.skillActions?.length));
    found.set(state.blueprints, ids);
  }
  return ids;
}

function freeUse(state: GameState, player: PlayerId, title: string, index: number, skill: SkillAction): string | undefined {
  const turn = skill.per === 'turn' ? ` turn ${state.turn?.number ?? 0}` : '';
  return Array.from({ length: skill.times ?? 1 }, (_, use) => `${title}: action #${index} use ${use + 1}${turn}`).find((key) => state.abilityUses?.[`${player}|${key}`] === undefined);
}

/** A skill whose cost is stopping the personnel ("may stop to …"). */
const stopsItself = (skill: SkillAction) => skill.effects.some((effect) => effect.kind === 'stop-self');

/** The targets the skill may take now ([undefined] for a skill without a target). */
function targetsOf(state: GameState, source: string, skill: SkillAction): (string | undefined)[] {
  const target = skill.target;
  if (!target) return [undefined];
  const instance = state.cards[source]!;
  if (target.kind === 'own-ship') {
    if (zoneKind(instance.zone) !== 'aboard') return [];
    const host = zoneArg(instance.zone);
    return blueprintOf(state, host).type === 'Ship' && state.cards[host]!.owner === instance.owner ? [host] : [];
  }
  if (target.kind === 'personnel-present')
    return cardsIn(state, instance.zone).filter((other) => other !== source && state.cards[other]!.faceUp !== false && reaches(target.who, blueprintOf(state, other), state.cards[other]!.owner, instance.owner));
  if (target.kind === 'your-discard') return cardsIn(state, Z.discard(instance.owner)).filter((iid) => target.types.includes(blueprintOf(state, iid).type));
  const location = locationOfZone(state, instance.zone);
  return tableIndex(state)
    .inPlayBy[instance.owner].filter((ship) => {
      const card = blueprintOf(state, ship.iid);
      return card.type === 'Ship' && !!location && locationOfZone(state, ship.zone) === location && (target.icons ?? []).every((code) => card.icons.some((icon) => icon.code === code));
    })
    .map((ship) => ship.iid);
}

export function checkUseSkillAction(state: GameState, command: CommandOf<'UseSkillAction'>): Problem | null {
  const own = checkOwnTurn(state, command.actor, RULES.playPhase);
  if (own) return own;
  const source = state.cards[command.source];
  if (!source || source.owner !== command.actor || !isInPlayZone(source.zone) || source.faceUp === false) return problem('NO_SUCH_SOURCE', 'the skill must be on your personnel in play', RULES.playPhase);
  const skill = behaviourOf(source.blueprint)?.skillActions?.[command.skill];
  const title = blueprintOf(state, command.source).title;
  if (!skill) return problem('NO_SUCH_SKILL', `${title} has no such skill`, RULES.playPhase);
  if (source.disabled) return problem('DISABLED', `${title} is disabled and cannot use its special skills`, RULES.disabled);
  if (stopsItself(skill) && source.stopped) return problem('STOPPED', `${title} is stopped: it cannot stop to use this skill`, RULES.stopped);
  if (skill.when && !conditionHolds(state, command.source, skill.when)) return problem('CONDITION_UNMET', `${title} may not use this skill here`, RULES.cardEffects);
  if (!freeUse(state, command.actor, title, command.skill, skill)) return problem('SKILL_SPENT', `${title} has used this skill as often as it may`, ONCE_A_GAME);
  if (!targetsOf(state, command.source, skill).includes(command.target)) return problem('INVALID_TARGET', `not a target for ${title}'s skill`, RULES.cardEffects);
  return null;
}

export function useSkillAction(ctx: Ctx, command: CommandOf<'UseSkillAction'>): void {
  const title = blueprintOf(ctx.state, command.source).title;
  const skill = behaviourOf(ctx.state.cards[command.source]!.blueprint)!.skillActions![command.skill]!;
  ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: freeUse(ctx.state, command.actor, title, command.skill, skill)!, turn: ctx.state.turn!.number, rule: ONCE_A_GAME });
  runEffects({ ctx, player: command.actor, card: command.source, ...(command.target !== undefined ? { target: command.target } : {}) }, skill.effects);
}

/** The skill actions `player` may use now (nothing in a game without such personnel). */
export function skillActionCommands(state: GameState, player: PlayerId): CommandOf<'UseSkillAction'>[] {
  const ids = sources(state);
  if (ids.size === 0 || checkOwnTurn(state, player, RULES.playPhase)) return [];
  const out: CommandOf<'UseSkillAction'>[] = [];
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (!ids.has(instance.blueprint) || instance.faceUp === false || instance.disabled) continue;
    const title = blueprintOf(state, instance.iid).title;
    behaviourOf(instance.blueprint)!.skillActions!.forEach((skill, index) => {
      if (!freeUse(state, player, title, index, skill) || (skill.when && !conditionHolds(state, instance.iid, skill.when)) || (stopsItself(skill) && instance.stopped)) return;
      for (const target of targetsOf(state, instance.iid, skill)) out.push({ type: 'UseSkillAction', actor: player, source: instance.iid, skill: index, ...(target !== undefined ? { target } : {}) });
    });
  }
  return out;
}
