/**
 * Attribute changes from dilemmas in play (issue 15, branch dilemmas-a): a dilemma whose
 * `ongoing.attributes` is set changes the attributes (and regular skills) of the affected player's
 * personnel, or of the personnel it lies on, while it is in play. Read by `memberOf`, so every
 * requirement check, filter and selection sees the changed numbers.
 *   1E rulebook › THE CARDS › EVENTS (a card played on the table affects the game while it stays in
 *   play); MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy of a title counts unless it says so).
 */
import type { GroupMember } from '@captains-log/cards';
import type { DilemmaDef } from '../dilemmas';
import type { GameState, OngoingDilemma } from '../types';
import { dilemmaEffectFactor } from '../behaviour/dilemma-doublers';
import { printedNumberBonus } from '../behaviour/printed-numbers';

function attributeOf(member: GroupMember, name: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): number {
  return name === 'INTEGRITY' ? member.integrity : name === 'CUNNING' ? member.cunning : member.strength;
}

/** The personnel as changed by a dilemma in play with `ongoing.attributes` (1E rulebook › THE CARDS › EVENTS). */
export function dilemmaAttributes(state: GameState, iid: string, entry: OngoingDilemma, rules: NonNullable<DilemmaDef['ongoing']>, member: GroupMember): GroupMember {
  const change = rules.attributes;
  if (!change) return member;
  const instance = state.cards[iid]!;
  if (change.who === 'host' ? entry.host !== iid : change.who === 'affected' ? !entry.affected.includes(iid) : instance.owner !== entry.player) return member;
  let out = member;
  // Issue 15 (helper partials): a card on the dilemma may double its changes (behaviour/dilemma-doublers.ts).
  const factor = change.delta ? dilemmaEffectFactor(state, entry.dilemma) : 1;
  for (const [name, delta] of Object.entries(change.delta ?? {}) as ['INTEGRITY' | 'CUNNING' | 'STRENGTH', number][]) out = withAttribute(out, name, attributeOf(out, name) + delta * factor);
  // Issue 15 (helper history): a value the dilemma sets is a printed number a card in play may raise (behaviour/printed-numbers.ts).
  const raised = change.set ? printedNumberBonus(state, entry.dilemma) : 0;
  for (const [name, value] of Object.entries(change.set ?? {}) as ['INTEGRITY' | 'CUNNING' | 'STRENGTH', number][]) out = withAttribute(out, name, value + raised);
  if (change.regularSkillsLost) out = { ...out, skills: [] };
  if (change.firstSkillBecomes) out = { ...out, skills: [{ name: change.firstSkillBecomes, level: 1 }, ...out.skills.slice(1)] };
  return out;
}

function withAttribute(member: GroupMember, name: 'INTEGRITY' | 'CUNNING' | 'STRENGTH', value: number): GroupMember {
  return name === 'INTEGRITY' ? { ...member, integrity: value } : name === 'CUNNING' ? { ...member, cunning: value } : { ...member, strength: value };
}
