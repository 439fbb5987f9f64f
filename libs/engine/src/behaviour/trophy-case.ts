/**
 * Issue 15 (lead): an objective that goes to its owner's point area when they solve its mission in time, and there
 * keeps the trophies of their later battles (Council of Warriors). Words:
 * - effect `self-to-point-area` (`withinYourTurns`): a `mission-completed` trigger — when the card's owner solved the
 *   mission it lies on, by the end of their `withinYourTurns`-th turn after the one it was played in (1: "by end of your
 *   next turn"; the turn it was played in is kept as `playedTurn`), the card goes to their point area. Solved later, or
 *   by the opponent: nothing (the card's text names no other outcome).
 * - card field `trophyCase` (`killer`, `shipWorth`, `personnelWorth`): lying in its owner's point area, as each battle
 *   ends (before the battle's responses), every opposing ship the battle destroyed that a ship of the owner fired on,
 *   and every opposing personnel a personnel of the owner matching `killer` mortally wounded in the combat stage and
 *   the battle killed (`lastBattle.hurtBy`, trophies.ts), is stored on it face up (stored-cards.ts: a host in the point
 *   area keeps its stored cards) and scores its printed `shipWorth` / `personnelWorth` as bonus points.
 *   1E rulebook › THE CARDS › OBJECTIVES; BATTLE › PERSONNEL BATTLE (4. Combat; 6. Resolution); SHIP BATTLE
 *   (8. Resolution); SCORING POINTS (bonus points, the point area).
 * Decisions: the battle's random casualty has no killer (as trophies.ts decided), so it is not placed; a ship counts
 * when any ship of the owner fired on it (as Ultimatum's ruling reads "your ships destroy").
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { storeCard } from './stored-cards';
import { printedWorth, type TrophyAttribute } from './trophies';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export interface TrophyCase {
  readonly killer: PersonnelFilter;
  readonly shipWorth: TrophyAttribute;
  readonly personnelWorth: TrophyAttribute;
}

export type TrophyCaseEffect = { readonly kind: 'self-to-point-area'; readonly withinYourTurns?: number };

/** For the catalogue test and the README. */
export const TROPHY_CASE_WORDS: readonly string[] = ['field:trophyCase', 'effect:self-to-point-area'];

const hasTrophyCase: BlueprintTest = (b) => b.trophyCase;

/** Whether a behaviour needs the turn its card was played in (a `self-to-point-area` with a deadline; timed.ts › needsPlayedTurn). */
export function needsPlayedTurnForDeadline(triggers: readonly { readonly effects?: readonly { readonly kind: string }[] }[] | undefined): boolean {
  return (triggers ?? []).some((trigger) => (trigger.effects ?? []).some((effect) => effect.kind === 'self-to-point-area' && (effect as TrophyCaseEffect).withinYourTurns !== undefined));
}

const inDiscard = (ctx: Ctx, iid: string) => ctx.state.cards[iid]?.zone === Z.discard(ctx.state.cards[iid]!.owner);

/** As a battle ends (battle/battle.ts, before its responses): each trophy case in a point area takes what its owner's cards destroyed or killed in it. */
export function fillTrophyCases(ctx: Ctx, kind: 'personnel' | 'ship'): void {
  if (blueprintsWhere(ctx.state, hasTrophyCase).size === 0) return;
  for (const player of ['p1', 'p2'] as const)
    for (const host of [...cardsIn(ctx.state, Z.bonus(player))]) {
      const word = behaviourOf(ctx.state.cards[host]!.blueprint)?.trophyCase;
      if (word) for (const trophy of trophiesFor(ctx, player, word, kind)) placeTrophy(ctx, player, host, trophy, bp(ctx.state, trophy).type === 'Ship' ? word.shipWorth : word.personnelWorth);
    }
}

function trophiesFor(ctx: Ctx, player: PlayerId, word: TrophyCase, kind: 'personnel' | 'ship'): string[] {
  const state = ctx.state;
  if (kind === 'ship') {
    const record = state.lastShipBattle;
    if (!record) return [];
    return record.destroyed.filter((entry) => state.cards[entry.ship]!.owner !== player && inDiscard(ctx, entry.ship) && entry.by.some((ship) => state.cards[ship]?.owner === player)).map((entry) => entry.ship);
  }
  const record = state.lastBattle;
  if (!record) return [];
  return record.killed.filter((iid) => {
    const killer = record.hurtBy?.[iid];
    return !!killer && state.cards[iid]!.owner !== player && inDiscard(ctx, iid) && state.cards[killer]?.owner === player && personnelMatches(bp(state, killer), word.killer);
  });
}

function placeTrophy(ctx: Ctx, player: PlayerId, host: string, trophy: string, worth: TrophyAttribute): void {
  const points = printedWorth(ctx.state, trophy, worth);
  storeCard(ctx, trophy, host, host);
  if (points !== 0) ctx.emit({ type: 'PointsScored', player, points, bonus: true, source: host, rule: RULES.cardEffects });
  ctx.emit({ type: 'CardEffectResolved', card: host, player, effect: `${bp(ctx.state, trophy).title} placed here: ${points} points (printed ${worth})`, target: trophy, rule: RULES.cardEffects });
}

export const TROPHY_CASE_VERBS: { readonly 'self-to-point-area': (v: VerbContext, effect: TrophyCaseEffect) => void } = {
  'self-to-point-area': (v, effect) => {
    const state = v.ctx.state;
    const instance = state.cards[v.card];
    if (!instance || zoneKind(instance.zone) !== 'atop') return;
    const location = zoneArg(instance.zone);
    const solved = [...v.ctx.events].reverse().find((event) => event.type === 'MissionSolved' && event.location === location);
    if (!solved || solved.type !== 'MissionSolved' || solved.player !== instance.owner) return;
    const title = bp(state, v.card).title;
    const deadline = effect.withinYourTurns !== undefined && instance.playedTurn !== undefined ? instance.playedTurn + 2 * effect.withinYourTurns : undefined;
    if (deadline !== undefined && (state.turn?.number ?? 0) > deadline) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: instance.owner, effect: `${title}: solved too late (after turn ${deadline}): it stays`, rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.bonus(instance.owner), faceUp: true, reason: `${title}: to the point area`, rule: RULES.cardEffects });
  },
};
