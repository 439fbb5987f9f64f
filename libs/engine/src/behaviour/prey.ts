/**
 * Issue 15 (lead): a card lying on an opposing personnel, its "prey" (Rituals of the Hunt):
 * - field `preySkills` (`to`: a personnel filter read on the printed card): your personnel matching it add the printed
 *   regular skills of the personnel your card lies on (applied by modifiers.ts › applyModifiers, after every other
 *   modifier; the filter reads printed skills, so the added skills never feed back into it);
 * - target `hunter-with-prey` (`hunter`, `using`): one of your personnel matching `hunter`, present with the card's host
 *   and with a card of yours titled as `using` present ("your Hirogen using a Hirogen Talon, present with the prey");
 * - effect `capture-prey`: the host is captured by the target's crew or Away Team (captives.ts › capture).
 *   1E rulebook › THE CARDS › INCIDENTS; USING SKILLS (regular skills); CAPTURING (DS9 rules › capture).
 */
import { groupMemberFromCard, isRegularSkill, type GroupMember } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere } from './blueprints-where';
import { capture } from './captives';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { CardBehaviour } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export interface PreySkills {
  /** Your personnel who add the prey's printed regular skills (printed fields only). */
  readonly to: PersonnelFilter;
}
export type PreyTarget = { readonly kind: 'hunter-with-prey'; readonly hunter: PersonnelFilter; readonly using: readonly string[] };
export type PreyEffect = { readonly kind: 'capture-prey' };

/** For the catalogue test and the README. */
export const PREY_WORDS: readonly string[] = ['field:preySkills', 'target:hunter-with-prey', 'effect:capture-prey'];

const hasPreySkills = (behaviour: CardBehaviour): boolean => behaviour.preySkills !== undefined;

/** The personnel a card lies on, if it lies on one in play. */
function preyOf(state: GameState, card: string): string | undefined {
  const zone = state.cards[card]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return undefined;
  const host = state.cards[zoneArg(zone)];
  return host && isInPlayZone(host.zone) && blueprintOf(state, host.iid).type === 'Personnel' ? host.iid : undefined;
}

/** `member` (personnel `iid`) with the printed regular skills of every prey its owner's cards lie on, when it matches. */
export function withPreySkills(state: GameState, iid: string, member: GroupMember): GroupMember {
  const ids = blueprintsWhere(state, hasPreySkills);
  if (ids.size === 0) return member;
  const owner = state.cards[iid]?.owner;
  const printed = blueprintOf(state, iid);
  let out = member;
  for (const instance of tableIndex(state).inPlayBy[owner as PlayerId] ?? []) {
    if (!ids.has(instance.blueprint) || !instance.faceUp) continue;
    const prey = preyOf(state, instance.iid);
    const spec = behaviourOf(instance.blueprint)!.preySkills!;
    if (!prey || prey === iid || !personnelMatches(printed, spec.to)) continue;
    const skills = groupMemberFromCard(blueprintOf(state, prey)).skills.filter((skill) => isRegularSkill(skill.name));
    out = { ...out, skills: [...out.skills, ...skills] };
  }
  return out;
}

/** Your personnel matching `hunter` present with the prey of `self`, with a card of yours titled as `using` present. */
function huntersWithPrey(state: GameState, player: PlayerId, spec: PreyTarget, self?: string): string[] {
  const prey = self ? preyOf(state, self) : undefined;
  if (!prey) return [];
  const here = cardsIn(state, state.cards[prey]!.zone);
  const armed = here.some((iid) => state.cards[iid]!.owner === player && state.cards[iid]!.faceUp && titledAmong(spec.using, bp(state, iid)));
  if (!armed) return [];
  return here.filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && personnelMatches(blueprintOf(state, iid), spec.hunter));
}

export const PREY_TARGETS = finding(['hunter-with-prey'], (state, player, spec, self) => huntersWithPrey(state, player, spec as PreyTarget, self));

export const PREY_VERBS: { readonly [K in PreyEffect['kind']]: (v: VerbContext, effect: Extract<PreyEffect, { kind: K }>) => void } = {
  'capture-prey': (v) => {
    const state = v.ctx.state;
    const prey = preyOf(state, v.card);
    const hunter = v.target ? state.cards[v.target] : undefined;
    const done = !!prey && !!hunter && capture(v.ctx, prey, v.player, v.card, hunter.zone);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: done ? `${bp(state, prey!).title} captured` : 'the prey is no longer there: nobody captured', rule: RULES.cardEffects });
  },
};
