/**
 * Issue 15: a ship's staffing alternatives — "[Cmd][Cmd] OR 2 cadets", "Empathy x2", "{Balok}",
 * "Think Tank personnel", "Any human" — read by `isStaffed` (play.ts): the ship is staffed by its staffing icons
 * or by one of the alternatives (a ship with no icons needs one of its alternatives).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP; THE CARDS › SHIPS (staffing requirements).
 */
import { canonicalSkillName, isRegularSkill, skillLevel, type Card, type GroupMember } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { isDeactivated } from './holograms';
import { behaviourOf } from './registry';

export type StaffingAlternative =
  /** A personnel of this title or persona ("{James T. Kirk}"). */
  | { readonly kind: 'persona'; readonly name: string }
  /** The crew's total of a skill ("Empathy x2", "Smuggling"). */
  | { readonly kind: 'skill'; readonly skill: string; readonly count: number }
  /** Personnel with a characteristic or species ("2 cadets", "Reman", "Think Tank personnel"). */
  | { readonly kind: 'characteristic'; readonly name: string; readonly count: number };

/** The alternative a staffing text names, or null when it does not parse (coverage.ts keeps it manual). */
export function staffingAlternative(text: string): StaffingAlternative | null {
  const trimmed = text.trim();
  const persona = /^\{(.+)\}$/.exec(trimmed);
  if (persona) return { kind: 'persona', name: persona[1]!.trim() };
  const times = /^(.+?) x(\d+)$/.exec(trimmed);
  if (times && isRegularSkill(canonicalSkillName(times[1]!))) return { kind: 'skill', skill: canonicalSkillName(times[1]!), count: Number(times[2]) };
  const counted = /^(\d+) (.+?)s$/.exec(trimmed);
  if (counted) return { kind: 'characteristic', name: counted[2]!, count: Number(counted[1]) };
  const any = /^any ([A-Za-z'-]+)$/i.exec(trimmed);
  if (any) return { kind: 'characteristic', name: any[1]!, count: 1 };
  const group = /^(.+) personnel$/.exec(trimmed);
  if (group) return { kind: 'characteristic', name: group[1]!, count: 1 };
  if (/^[A-Za-z'-]+$/.test(trimmed)) return isRegularSkill(canonicalSkillName(trimmed)) ? { kind: 'skill', skill: canonicalSkillName(trimmed), count: 1 } : { kind: 'characteristic', name: trimmed, count: 1 };
  return null;
}

/** A characteristic of this name, or "X-related personnel" ("Think Tank-related personnel"). */
function hasCharacteristic(card: Card, name: string): boolean {
  const wanted = name.toLowerCase();
  return card.characteristics.some((item) => {
    const found = item.toLowerCase();
    return found === wanted || found === `${wanted}-related personnel`;
  });
}

/** Whether the crew (the eligible personnel aboard, with their members) meets one alternative. */
export function meetsStaffingAlternative(alternative: StaffingAlternative, crew: readonly Card[], members: readonly GroupMember[]): boolean {
  switch (alternative.kind) {
    case 'persona':
      return crew.some((card) => card.title === alternative.name || card.persona.includes(alternative.name));
    case 'skill':
      return members.reduce((total, member) => total + skillLevel(member, alternative.skill), 0) >= alternative.count;
    case 'characteristic':
      return crew.filter((card) => hasCharacteristic(card, alternative.name)).length >= alternative.count;
  }
}

/** Whether the owner's unstopped personnel aboard the ship (that `eligible` accepts) meet one of its staffing alternatives. */
export function staffedByAlternative(state: GameState, ship: string, alternatives: readonly string[], eligible: (iid: string) => boolean): boolean {
  const owner = state.cards[ship]!.owner;
  const people = cardsIn(state, Z.aboard(ship)).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === owner && !instance.stopped && !instance.disabled && !isDeactivated(state, iid) && bp(state, iid).type === 'Personnel' && eligible(iid);
  });
  if (people.length === 0) return false;
  const cards = people.map((iid) => bp(state, iid));
  const members = people.map((iid) => memberOf(state, iid));
  return alternatives.some((text) => {
    const alternative = staffingAlternative(text);
    return alternative !== null && meetsStaffingAlternative(alternative, cards, members);
  });
}

/** Staffing alternatives a ship's script adds ("May be fully staffed by {Borg Queen}": permit `staffed-by`). */
export function scriptedStaffing(ship: Card): readonly string[] {
  const permits = behaviourOf(ship.id)?.permits;
  if (!permits) return [];
  return permits.flatMap((permit) => (permit.kind === 'staffed-by' ? [permit.alternative] : []));
}
