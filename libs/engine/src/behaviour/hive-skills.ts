/**
 * Issue 15 (borg): skill-sharing in a Borg hive — a card in play (`sharesSkills`) lets its owner's Borg
 * at its location share their regular skills: each Borg of the hive has every regular skill any of them
 * has, once, at the highest level one of them has it (not the sum). Read by attempt/requirements.ts ›
 * memberOf (so every requirement, cure and condition sees the shared skills); the members' own skills
 * are what is shared (a shared skill is not shared again).
 *
 * `sharesSkills: { hub }`: the card shares only while a personnel of its owner matching `hub` is present
 * with it (in the same crew, Away Team or facility); the hive is its owner's Borg at the card's location
 * who are present with such a hub personnel (the hub itself included).
 *   1E rulebook › PERSONNEL › Clarifications: Skill-Sharing (all regular skills shared, once, at their
 *   highest level; "hive": all Borg at the same location); PRESENT.
 */
import type { GroupMember } from '@captains-log/cards';
import { bp } from '../context';
import { perCards, tableIndex, withoutMemos } from '../table-index';
import type { GameState } from '../types';
import { cardsIn, locationOfZone } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

/** Card field: while a `hub` personnel of its owner is present with this card, its owner's Borg there share skills. */
export interface SkillSharing {
  readonly hub: { readonly affiliation: string; readonly icon: string };
}

/** Face-up cards in play with `sharesSkills` (memoised per card record). */
const sharesSkills: BlueprintTest = (behaviour) => behaviour.sharesSkills;
const NONE: readonly string[] = [];

function sharers(state: GameState): readonly string[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so none is in play (blueprints-where.ts).
  if (blueprintsWhere(state, sharesSkills).size === 0) return NONE;
  return perCards(state, 'skill-sharers', () => tableIndex(state).inPlay.filter((instance) => instance.faceUp && behaviourOf(instance.blueprint)?.sharesSkills).map((instance) => instance.iid));
}

function isBorg(state: GameState, iid: string): boolean {
  const card = bp(state, iid);
  return card.type === 'Personnel' && (card.affiliations as readonly string[]).includes('Borg');
}

/** A personnel of `owner` in `zone` matching the hub filter. */
function hubIn(state: GameState, zone: string, owner: string, hub: SkillSharing['hub']): boolean {
  return cardsIn(state, zone).some((iid) => {
    const card = bp(state, iid);
    return state.cards[iid]!.owner === owner && card.type === 'Personnel' && (card.affiliations as readonly string[]).includes(hub.affiliation as never) && card.icons.some((icon) => icon.code === hub.icon);
  });
}

/** The hive `iid` belongs to (itself included), or null when no sharing card reaches it. */
export function hiveOf(state: GameState, iid: string): string[] | null {
  const list = sharers(state);
  if (list.length === 0) return null;
  const instance = state.cards[iid];
  if (!instance || !isBorg(state, iid)) return null;
  const here = locationOfZone(state, instance.zone);
  if (!here) return null;
  for (const sharer of list) {
    const source = state.cards[sharer]!;
    const rule = behaviourOf(source.blueprint)!.sharesSkills!;
    if (source.owner !== instance.owner || locationOfZone(state, source.zone) !== here || !hubIn(state, source.zone, source.owner, rule.hub)) continue;
    if (!hubIn(state, instance.zone, instance.owner, rule.hub)) continue;
    return tableIndex(state)
      .inPlayBy[instance.owner].filter((other) => isBorg(state, other.iid) && locationOfZone(state, other.zone) === here && hubIn(state, other.zone, instance.owner, rule.hub))
      .map((other) => other.iid);
  }
  return null;
}

let sharing = false;

/** `member` with the skills of its hive (see above); `own` gives a hive member's own group member (memberOf). */
export function withHiveSkills(state: GameState, iid: string, member: GroupMember, own: (iid: string) => GroupMember): GroupMember {
  if (sharing) return member;
  const hive = hiveOf(state, iid);
  if (!hive || hive.length < 2) return member;
  sharing = true;
  try {
    // Issue 17: the members read meanwhile lack the hive's skills: no memo may keep them (table-index.ts › withoutMemos).
    return withoutMemos(() => {
      const best = new Map<string, number>();
      for (const one of hive) {
        const levels = new Map<string, number>();
        for (const skill of (one === iid ? member : own(one)).skills) levels.set(skill.name, (levels.get(skill.name) ?? 0) + skill.level);
        for (const [name, level] of levels) best.set(name, Math.max(best.get(name) ?? 0, level));
      }
      return { ...member, skills: [...best].map(([name, level]) => ({ name, level })) };
    });
  } finally {
    sharing = false;
  }
}
