/**
 * Skills gained from captives (issue 15, helper evq): a card on your table lets your personnel the holder
 * filter reaches gain each different regular skill printed on the captives you hold that lie under one
 * of your face-up cards of the named titles, each at the highest level any such captive has it
 * (Extracted Confessions: your [TNG] guls, captives under your Torture).
 *   1E rulebook › CAPTURE (a captive is held by its captor, disabled, not in play as a personnel: its
 *   printed skills are read); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; MISCELLANEOUS RULES › THE
 *   CUMULATIVE RULE (one copy of the title counts).
 */
import { groupMemberFromCard, isRegularSkill, type GroupMember } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import type { HolderIncidents } from './vocabulary-incidents';

export interface GainCaptiveSkills {
  readonly kind: 'gain-captive-skills';
  /** The titles of your cards lying on the captive that make it count (Torture). */
  readonly under: readonly string[];
  readonly to: HolderIncidents & { readonly classification?: string };
  readonly where: 'in-play';
  readonly cumulative?: false;
}

/** The regular skills, each at its highest level, printed on the captives `captor` holds under its face-up cards titled `under`. */
export function captiveSkills(state: GameState, captor: string, under: readonly string[]): GroupMember['skills'] {
  const prefix = `held:${captor}:`;
  const best = new Map<string, number>();
  for (const zone of Object.keys(state.zones)) {
    if (!zone.startsWith(prefix)) continue;
    for (const captive of cardsIn(state, zone)) {
      const lying = cardsIn(state, Z.on(captive)).some((iid) => {
        const card = state.cards[iid]!;
        return card.owner === captor && card.faceUp && titledAmong(under, blueprintOf(state, iid));
      });
      const printed = blueprintOf(state, captive);
      if (!lying || printed.type !== 'Personnel' || !printed.personnel) continue;
      for (const skill of groupMemberFromCard(printed).skills)
        if (skill.level > 0 && isRegularSkill(skill.name)) best.set(skill.name, Math.max(best.get(skill.name) ?? 0, skill.level));
    }
  }
  return [...best].map(([name, level]) => ({ name, level }));
}

/** The handler: the modified personnel gains those skills (the captor is the owner of the card the modifier comes from). */
export function gainCaptiveSkills(member: GroupMember, modifier: GainCaptiveSkills, state: GameState | undefined, source: string | undefined): GroupMember {
  const captor = source && state ? state.cards[source]?.owner : undefined;
  if (!captor || !state) return member;
  const gained = captiveSkills(state, captor, modifier.under);
  return gained.length ? { ...member, skills: [...member.skills, ...gained] } : member;
}
