/**
 * Issue 15 (helper dqv): a card played on one of your personnel naming one of its Intelligence skills
 * (Mutual Distrust: "target their Intelligence"), which later reacts to personnel with another one.
 *   - target `your-personnel-and-own-intelligence` (`onePerHost`): one of your personnel in play and one
 *     of the Intelligence skills it has now, written `personnel>Skill`; with `onePerHost`, not a
 *     personnel a card of the same title already lies on ("limit one each").
 *   - effect `select-target-skill`: the skill part of the target becomes the card's selected option
 *     (`CardOptionSelected`; `state.selected`, forgotten when the card leaves play).
 *   - `whenCardsPlayed` option `otherIntelligenceThanSelected`: only a personnel with an Intelligence
 *     skill other than the one this card selected; option `cumulative`: each copy reacts (and counts its
 *     own limit) rather than one per title.
 *   1E rulebook › USING SKILLS › LOADED SKILLS › "ANY INTELLIGENCE" (the Intelligence skills);
 *   THE CARDS › EVENTS; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 */
import { INTELLIGENCE_SKILLS, skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { blueprintOf, isTitled } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type IntelligenceTarget = { readonly kind: 'your-personnel-and-own-intelligence'; readonly onePerHost?: true };
export type IntelligenceEffect = { readonly kind: 'select-target-skill' };

/** For the catalogue test and the README. */
export const INTELLIGENCE_RIVAL_WORDS: readonly string[] = ['target:your-personnel-and-own-intelligence', 'effect:select-target-skill', 'whenCardsPlayed.otherIntelligenceThanSelected', 'whenCardsPlayed.cumulative'];

/** The Intelligence skills personnel `iid` has now (modifiers included). */
export function intelligenceSkills(state: GameState, iid: string): string[] {
  const member = memberOf(state, iid);
  return INTELLIGENCE_SKILLS.filter((skill) => skillLevel(member, skill) > 0);
}

function targets(state: GameState, player: PlayerId, spec: IntelligenceTarget, self?: string): string[] {
  const title = self && state.cards[self] ? bp(state, self).title : null;
  return (tableIndex(state).inPlayBy[player] ?? []).flatMap((instance) => {
    const kind = zoneKind(instance.zone);
    if ((kind !== 'aboard' && kind !== 'surface') || blueprintOf(state, instance.iid).type !== 'Personnel') return [];
    if (spec.onePerHost && title && cardsIn(state, Z.on(instance.iid)).some((iid) => isTitled(bp(state, iid), title))) return [];
    return intelligenceSkills(state, instance.iid).map((skill) => `${instance.iid}>${skill}`);
  });
}

export const INTELLIGENCE_TARGETS = finding(['your-personnel-and-own-intelligence'], (state, player, spec, self) => targets(state, player, spec, self));

export const INTELLIGENCE_VERBS: { readonly [K in IntelligenceEffect['kind']]: (v: VerbContext, effect: Extract<IntelligenceEffect, { kind: K }>) => void } = {
  'select-target-skill': (v) => {
    const skill = (v.target ?? '').split('>')[1];
    if (!skill || !v.ctx.state.cards[v.card]) return;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: skill, rule: RULES.cardEffects });
  },
};

/** Whether `card` (just played) has an Intelligence skill other than the one `watcher` selected (none selected: any Intelligence). */
export function otherIntelligence(state: GameState, watcher: string, card: string): boolean {
  if (blueprintOf(state, card).type !== 'Personnel') return false;
  const selected = state.selected?.[watcher];
  return intelligenceSkills(state, card).some((skill) => skill !== selected);
}
