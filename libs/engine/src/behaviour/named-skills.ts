/**
 * Issue 15 (eie): "… gains a skill of your choice until end of turn" — a skill named from the list of
 * regular skills (classifications included), not copied from a card present. The gain is kept as
 * skill-copies.ts keeps its copies (a turn-stamped use key read by `memberOf`), with the playing card
 * as the source, so it lapses by itself when the turn ends.
 *   1E rulebook › USING SKILLS › List of Regular Skills (and "Classifications vs. Skills"); THE CARDS ›
 *   INTERRUPTS.
 */
import { groupMemberFromCard, REGULAR_SKILLS, skillLevel } from '@captains-log/cards';
import { conditionHolds } from './personnel-conditions';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { copySkillUntilEndOfTurn } from './skill-copies';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import { finding } from './target-table';

export type NamedSkillTarget =
  /**
   * One of your unstopped personnel matching `filter` (written `a`); while a personnel titled one of
   * `whileInPlay` is in play (anyone's), also `a>b>Skill`: another personnel of yours matching `other`,
   * present with such a personnel (and not it), and a regular skill named for it.
   */
  {
    readonly kind: 'your-personnel-then-another-gains-skill';
    readonly filter: PersonnelFilter;
    readonly other: PersonnelFilter;
    readonly whileInPlay: readonly string[];
  }
  /**
   * One of your personnel in play matching `filter` and a regular skill named for it, written `personnel>Skill`.
   * Issue 15 (helper incb): `presentWithAll` — only one present with other personnel of yours matching each of these
   * filters (same crew, Away Team or facility: "your Vorta present with a Founder and Jem'Hadar").
   */
  | { readonly kind: 'your-personnel-and-any-skill'; readonly filter: PersonnelFilter; readonly presentWithAll?: readonly PersonnelFilter[] };

/** Whether other personnel of `player` in `iid`'s place match each filter (one per filter, not necessarily different ones). */
function presentWithEach(state: GameState, player: PlayerId, iid: string, filters: readonly PersonnelFilter[]): boolean {
  const others = cardsIn(state, state.cards[iid]!.zone).filter((one) => one !== iid && state.cards[one]!.owner === player && blueprintOf(state, one).type === 'Personnel');
  return filters.every((filter) => others.some((one) => personnelMatches(blueprintOf(state, one), filter)));
}

export type NamedSkillEffect =
  /** The first card of the target is stopped; the second (if named) has the named skill until the end of this turn. */
  | { readonly kind: 'stop-target-and-grant-named-skill' }
  /**
   * The personnel of a `personnel>Skill` target has that skill until the end of this turn; with
   * `whileFacingDilemmaWith`, only while it faces a dilemma with `count` levels of `skill` among its
   * owner's personnel present (itself included; printed skills).
   */
  | { readonly kind: 'grant-named-skill-until-end-of-turn'; readonly whileFacingDilemmaWith?: { readonly skill: string; readonly count: number } };

/** For the catalogue test and the README. */
export const NAMED_SKILL_WORDS: readonly string[] = ['target:your-personnel-then-another-gains-skill', 'target:your-personnel-and-any-skill', 'effect:stop-target-and-grant-named-skill', 'effect:grant-named-skill-until-end-of-turn'];

const placed = (zone: string) => ['aboard', 'surface'].includes(zoneKind(zone));

/** The options of a `your-personnel-then-another-gains-skill` target. */
export function namedSkillTargets(state: GameState, player: PlayerId, spec: NamedSkillTarget): string[] {
  if (spec.kind === 'your-personnel-and-any-skill')
    return tableIndex(state)
      .inPlayBy[player].filter((instance) => placed(instance.zone) && personnelMatches(blueprintOf(state, instance.iid), spec.filter) && (!spec.presentWithAll || presentWithEach(state, player, instance.iid, spec.presentWithAll)))
      .flatMap((instance) => REGULAR_SKILLS.map((skill) => `${instance.iid}>${skill}`));
  const mine = tableIndex(state).inPlayBy[player].filter((instance) => placed(instance.zone));
  const first = mine.filter((instance) => !instance.stopped && personnelMatches(blueprintOf(state, instance.iid), spec.filter)).map((instance) => instance.iid);
  // Where a personnel of the named titles is (any player's, face up in play).
  const leaders = tableIndex(state).inPlay.filter((instance) => placed(instance.zone) && titledAmong(spec.whileInPlay, blueprintOf(state, instance.iid)));
  const out = [...first];
  for (const a of first)
    for (const leader of leaders)
      for (const b of cardsIn(state, leader.zone)) {
        if (b === a || b === leader.iid || state.cards[b]!.owner !== player || !personnelMatches(blueprintOf(state, b), spec.other)) continue;
        for (const skill of REGULAR_SKILLS) out.push(`${a}>${b}>${skill}`);
      }
  return [...new Set(out)];
}

type Handler<K extends NamedSkillEffect['kind']> = (v: VerbContext, effect: Extract<NamedSkillEffect, { kind: K }>) => void;

export const NAMED_SKILL_VERBS: { readonly [K in NamedSkillEffect['kind']]: Handler<K> } = {
  'grant-named-skill-until-end-of-turn': (v, effect) => {
    const [receiver, skill] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    if (!state.cards[receiver] || !skill) return;
    const when = effect.whileFacingDilemmaWith;
    copySkillUntilEndOfTurn(v, receiver, v.card, skill, 1, when ? `${FACING}${when.skill}:${when.count}` : '-');
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, receiver).title} has ${skill} until the end of the turn${when ? ` while facing a dilemma with ${when.count} ${when.skill} present` : ''}`, rule: RULES.cardEffects });
  },
  'stop-target-and-grant-named-skill': (v) => {
    const [first, receiver, skill] = (v.target ?? '').split('>') as [string, string | undefined, string | undefined];
    const state = v.ctx.state;
    if (state.cards[first] && !state.cards[first]!.stopped) v.ctx.emit({ type: 'CardStopped', card: first, rule: RULES.cardEffects });
    if (receiver && skill && state.cards[receiver]) {
      copySkillUntilEndOfTurn(v, receiver, v.card, skill);
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, first).title} stopped; ${bp(state, receiver).title} has ${skill} until the end of the turn`, rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${state.cards[first] ? bp(state, first).title : 'target'} stopped`, rule: RULES.cardEffects });
  },
};

const FACING = 'facing:';

/** Whether a skill-copy keeper is a condition of this file (`facing:Skill:n`) rather than a card. */
export function isNamedSkillCondition(keeper: string): boolean {
  return keeper.startsWith(FACING);
}

/** `facing:Skill:n`: the personnel faces a dilemma (personnel-conditions.ts) with n levels of Skill among its owner's personnel present (printed). */
export function namedSkillConditionHolds(state: GameState, iid: string, keeper: string): boolean {
  const [skill, count] = keeper.slice(FACING.length).split(':') as [string, string];
  if (!conditionHolds(state, iid, { kind: 'facing-dilemma' })) return false;
  const instance = state.cards[iid]!;
  const levels = cardsIn(state, instance.zone)
    .filter((other) => state.cards[other]!.owner === instance.owner && blueprintOf(state, other).type === 'Personnel')
    .reduce((sum, other) => sum + skillLevel(groupMemberFromCard(blueprintOf(state, other)), skill), 0);
  return levels >= Number(count);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const NAMED_SKILLS_TARGETS = finding(['your-personnel-then-another-gains-skill', 'your-personnel-and-any-skill'], (state, player, spec) => namedSkillTargets(state, player, spec));
