/**
 * Issue 15 (eie): "… gains a skill of your choice until end of turn" — a skill named from the list of
 * regular skills (classifications included), not copied from a card present. The gain is kept as
 * skill-copies.ts keeps its copies (a turn-stamped use key read by `memberOf`), with the playing card
 * as the source, so it lapses by itself when the turn ends.
 *   1E rulebook › USING SKILLS › List of Regular Skills (and "Classifications vs. Skills"); THE CARDS ›
 *   INTERRUPTS.
 */
import { REGULAR_SKILLS } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { copySkillUntilEndOfTurn } from './skill-copies';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

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
  };

export type NamedSkillEffect =
  /** The first card of the target is stopped; the second (if named) has the named skill until the end of this turn. */
  { readonly kind: 'stop-target-and-grant-named-skill' };

/** For the catalogue test and the README. */
export const NAMED_SKILL_WORDS: readonly string[] = ['target:your-personnel-then-another-gains-skill', 'effect:stop-target-and-grant-named-skill'];

const placed = (zone: string) => ['aboard', 'surface'].includes(zoneKind(zone));

/** The options of a `your-personnel-then-another-gains-skill` target. */
export function namedSkillTargets(state: GameState, player: PlayerId, spec: NamedSkillTarget): string[] {
  const mine = tableIndex(state).inPlayBy[player].filter((instance) => placed(instance.zone));
  const first = mine.filter((instance) => !instance.stopped && personnelMatches(blueprintOf(state, instance.iid), spec.filter)).map((instance) => instance.iid);
  // Where a personnel of the named titles is (any player's, face up in play).
  const leaders = tableIndex(state).inPlay.filter((instance) => placed(instance.zone) && spec.whileInPlay.includes(blueprintOf(state, instance.iid).title));
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
