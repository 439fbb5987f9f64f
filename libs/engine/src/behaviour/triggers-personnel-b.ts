/**
 * Issue 15 (personnel, second half): special skills triggered by what happens — a personnel being
 * killed (vocabulary-personnel-b.ts › `stopsDilemmaKills`, `whenKilled`, read by `leavePlay`,
 * attempt/leaving-play.ts, the one way a personnel is killed) and a dilemma revealed
 * (`whenDilemmaRevealed`, run by attempt/flow.ts as the dilemma is encountered).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; › STOPPED ("stopped" instead of killed);
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * Speed: the blueprints with these words are found once per game; a game without them costs a lookup.
 */
import type { Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { blueprintOf, isTitled } from '../card-facts';
import { cardsIn, locationOfZone, Z } from '../zones';
import { reaches } from './modifiers-personnel';
import type { PersonnelHolder } from './vocabulary-personnel';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { runEffects } from './verbs';

const hasStopsDilemmaKills: BlueprintTest = (b) => b.stopsDilemmaKills;
function stoppers(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasStopsDilemmaKills);
}

/** Whether `source` (a card instance or a title, as `leavePlay` is given it) is a dilemma. */
function isDilemma(state: GameState, source: string): boolean {
  if (state.cards[source]) return blueprintOf(state, source).type === 'Dilemma';
  return Object.values(state.blueprints).some((card) => isTitled(card, source) && card.type === 'Dilemma');
}

/** Whether the personnel `iid`, about to be killed by `source`, is stopped instead ("cannot be killed by dilemmas"). */
export function stoppedInsteadOfKilled(state: GameState, iid: string, source: string): boolean {
  const ids = stoppers(state);
  if (ids.size === 0) return false;
  const instance = state.cards[iid];
  if (!instance || blueprintOf(state, iid).type !== 'Personnel') return false;
  const protectedBy = (holder: string) => {
    const rule = behaviourOf(state.cards[holder]!.blueprint)!.stopsDilemmaKills!;
    if (rule.to === 'self') return holder === iid;
    return holder !== iid && reaches(rule.to, blueprintOf(state, iid), instance.owner, state.cards[holder]!.owner);
  };
  const here = cardsIn(state, instance.zone).filter((other) => ids.has(state.cards[other]!.blueprint) && state.cards[other]!.faceUp !== false);
  return here.some(protectedBy) && isDilemma(state, source);
}

const ONCE_A_GAME = '1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS';

/** The killed personnel's `whenKilled` effects, for its owner (once per game per title when it says so). */
export function runWhenKilled(ctx: Ctx, iid: string, owner: PlayerId): void {
  const behaviour = behaviourOf(ctx.state.cards[iid]!.blueprint);
  const when = behaviour?.whenKilled;
  if (!when) return;
  const key = `${behaviour.title}: when killed (once per game)`;
  if (when.oncePerGame) {
    if (ctx.state.abilityUses?.[`${owner}|${key}`] !== undefined) return;
    ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key, turn: ctx.state.turn?.number ?? 0, rule: ONCE_A_GAME });
  }
  runEffects({ ctx, player: owner, card: iid }, when.effects);
}

const hasWhenDilemmaRevealed: BlueprintTest = (b) => b.whenDilemmaRevealed;

/** Every `whenDilemmaRevealed` of a personnel in play for the dilemma `dilemma` revealed in `attempting`'s attempt (one per title). */
export function runWhenDilemmaRevealed(ctx: Ctx, dilemma: string, attempting: PlayerId): void {
  const ids = blueprintsWhere(ctx.state, hasWhenDilemmaRevealed);
  if (ids.size === 0) return;
  const title = blueprintOf(ctx.state, dilemma).title;
  const done = new Set<string>();
  for (const instance of tableIndex(ctx.state).inPlay) {
    if (!ids.has(instance.blueprint) || instance.faceUp === false) continue;
    const behaviour = behaviourOf(instance.blueprint)!;
    const when = behaviour.whenDilemmaRevealed!;
    const key = `${instance.owner}|${behaviour.title}`;
    if (done.has(key) || (when.by === 'opponent' && attempting === instance.owner)) continue;
    if (!(when.titles ?? []).includes(title) && !(when.titlePrefixes ?? []).some((prefix) => title.startsWith(prefix))) continue;
    done.add(key);
    runEffects({ ctx, player: instance.owner, card: instance.iid }, when.effects);
  }
}

/** The `whenShip` effects of the personnel aboard `ship` (its owner's) for `on` (a ship battle won, a landing). */
export function runWhenShip(ctx: Ctx, ship: string, on: 'wins-battle' | 'lands'): void {
  const host = ctx.state.cards[ship];
  if (!host) return;
  const location = locationOfZone(ctx.state, host.zone) ?? '';
  for (const iid of cardsIn(ctx.state, Z.aboard(ship))) {
    const instance = ctx.state.cards[iid]!;
    const behaviour = behaviourOf(instance.blueprint);
    const when = behaviour?.whenShip;
    if (!when || when.on !== on || instance.owner !== host.owner || instance.faceUp === false) continue;
    if (when.oncePerLocation) {
      const key = `${behaviour.title}: ${on} at ${location} (once per location)`;
      if (ctx.state.abilityUses?.[`${instance.owner}|${key}`] !== undefined) continue;
      ctx.emit({ type: 'CardAbilityUsed', player: instance.owner, title: key, turn: ctx.state.turn?.number ?? 0, rule: ONCE_A_GAME });
    }
    runEffects({ ctx, player: instance.owner, card: iid }, when.effects);
  }
}

/** The `whenMissionSolved` effects of `player`'s personnel present with the team that solved the mission at `location` (`contributors`: who met the requirements). */
export function runWhenMissionSolved(ctx: Ctx, player: PlayerId, contributors: readonly string[], requirementText: string): void {
  const zones = new Set(contributors.map((iid) => ctx.state.cards[iid]?.zone).filter((zone): zone is string => !!zone));
  for (const zone of zones)
    for (const iid of cardsIn(ctx.state, zone)) {
      const instance = ctx.state.cards[iid]!;
      const when = behaviourOf(instance.blueprint)?.whenMissionSolved;
      if (!when || instance.owner !== player || instance.faceUp === false) continue;
      if (when.requiring && !requirementText.includes(when.requiring)) continue;
      const helped =
        when.helpedBy === 'self'
          ? contributors.includes(iid)
          : contributors.some((other) => other !== iid && ctx.state.cards[other]!.owner === player && (when.helpedBy as readonly PersonnelHolder[]).some((holder) => reaches(holder, blueprintOf(ctx.state, other), player, player)));
      if (helped) runEffects({ ctx, player, card: iid }, when.effects);
    }
}
