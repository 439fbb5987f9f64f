/**
 * Issue 15 (skill-copies): "a personnel adds a skill of another card present until end of turn".
 * The copy is kept as a turn-stamped use key (as no-card-draws.ts keeps "no draws this turn"), so it
 * lapses by itself when the turn number moves on; `memberOf` (attempt/requirements.ts) adds it.
 *   1E rulebook › PERSONNEL (skills); THE CARDS › INTERRUPTS; THE CARDS › EQUIPMENT;
 *   1E current rulings › Classic Communicator (kept only while present with the card and while the
 *   source stays at the same location; not cumulative per personnel).
 */
import { groupMemberFromCard, type Card, type GroupMember } from '@captains-log/cards';
import { bp } from '../context';
import { blueprintOf, compatible, titledAmong } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { personnelMatches } from './personnel-filter';
import { shipSkills } from './ship-equipment';
import type { VerbContext } from './verbs';
import { isNamedSkillCondition, namedSkillConditionHolds } from './named-skills';
import { attemptKeeperHolds, isAttemptKeeper } from './attempt-skill-returns';
import type { SkillCopyEffect, SkillCopyTarget } from './vocabulary-skill-copies';
import { finding } from './target-table';

const PREFIX = '(skill copied until end of turn) ';
/** Issue 15 (windows): the key prefix, for attempt-skill-returns.ts. */
export const SKILL_COPY_PREFIX = PREFIX;

function printedSkillNames(card: Card): string[] {
  return card.type === 'Personnel' && card.personnel ? [...new Set(groupMemberFromCard(card).skills.map((skill) => skill.name))] : [];
}

/** Your ships at the receiver's location (or the ship it is aboard). */
function yourShipsHere(state: GameState, player: PlayerId, receiver: string): string[] {
  const here = locationOfCard(state, receiver);
  if (!here) return [];
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => blueprintOf(state, instance.iid).type === 'Ship' && locationOfCard(state, instance.iid) === here)
    .map((instance) => instance.iid);
}

/** The `receiver>source>Skill` strings a `your-personnel-and-skill-to-copy` target offers. */
export function skillCopyTargets(state: GameState, player: PlayerId, spec: SkillCopyTarget, self?: string): string[] {
  const receivers = spec.presentWithSelf
    ? self && state.cards[self]
      ? cardsIn(state, state.cards[self]!.zone).filter((iid) => state.cards[iid]!.owner === player)
      : []
    : tableIndex(state).inPlayBy[player].map((instance) => instance.iid);
  const out: string[] = [];
  for (const receiver of receivers) {
    const card = blueprintOf(state, receiver);
    if (card.type !== 'Personnel' || (spec.receiver && !personnelMatches(card, spec.receiver))) continue;
    if (spec.from === 'ship-equipment-here') {
      for (const ship of yourShipsHere(state, player, receiver)) for (const skill of shipSkills(state, ship)) out.push(`${receiver}>${ship}>${skill}`);
      continue;
    }
    // Issue 15 (helper intr): a personnel in the opponent's discard pile lends the skill (Honatta); a `twoFor` receiver takes two.
    if (spec.from === 'opponent-discard') {
      const two = !!titledAmong(spec.twoFor, card);
      for (const source of cardsIn(state, Z.discard(player === 'p1' ? 'p2' : 'p1'))) {
        const other = blueprintOf(state, source);
        if (other.type !== 'Personnel' || (spec.source && !personnelMatches(other, spec.source))) continue;
        for (const skills of skillPicks(printedSkillNames(other), two)) out.push(`${receiver}>${source}>${skills}`);
      }
      continue;
    }
    for (const source of cardsIn(state, state.cards[receiver]!.zone)) {
      if (source === receiver) continue;
      const other = blueprintOf(state, source);
      if (other.type !== 'Personnel' || (spec.source && !personnelMatches(other, spec.source))) continue;
      if (spec.sourceYours && state.cards[source]!.owner !== player) continue;
      if (spec.compatible && !compatible(card, other)) continue;
      for (const skill of printedSkillNames(other)) out.push(`${receiver}>${source}>${skill}`);
    }
  }
  return out;
}

/** One skill each, or (`two`) every pair of different skills joined by `+` (the single skill when there is only one). */
function skillPicks(skills: readonly string[], two: boolean): string[] {
  if (!two || skills.length < 2) return [...skills];
  return skills.flatMap((first, i) => skills.slice(i + 1).map((second) => `${first}+${second}`));
}

type Handler<K extends SkillCopyEffect['kind']> = (v: VerbContext, effect: Extract<SkillCopyEffect, { kind: K }>) => void;

export const SKILL_COPY_VERBS: { readonly [K in SkillCopyEffect['kind']]: Handler<K> } = {
  'copy-skill-until-end-of-turn': (v, effect) => {
    const [receiver, source, skill] = (v.target ?? '').split('>') as [string, string | undefined, string | undefined];
    const state = v.ctx.state;
    if (!state.cards[receiver] || !source || !skill || !state.turn) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no skill to copy', rule: RULES.cardEffects });
      return;
    }
    const keeper = effect.keep === 'with-card-and-source' ? v.card : '-';
    const owner = state.cards[receiver]!.owner;
    // Issue 15 (helper intr): the source leaves the opponent's discard pile for out of play (the cost), then its skills are copied (Honatta).
    if (effect.sourceOutOfPlay) {
      const from = state.cards[source]?.zone;
      if (!from || zoneKind(from) !== 'discard') {
        v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the source is no longer in a discard pile: no skill copied', rule: RULES.cardEffects });
        return;
      }
      v.ctx.emit({ type: 'CardMoved', card: source, from, to: Z.out(state.cards[source]!.owner), faceUp: true, reason: `placed out of play by ${bp(state, v.card).title}`, rule: RULES.cardEffects });
      for (const one of skill.split('+')) copySkillUntilEndOfTurn(v, receiver, source, one);
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, receiver).title} has ${skill.split('+').join(' and ')} (from ${bp(state, source).title}, now out of play) until the end of the turn`, rule: RULES.cardEffects });
      return;
    }
    // Not cumulative per card (Classic Communicator): a new copy from the same card replaces the earlier one.
    if (keeper !== '-') for (const key of activeKeys(state, owner, receiver)) if (key.keeper === keeper) v.ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key.title, turn: -1, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardAbilityUsed', player: owner, title: `${PREFIX}${receiver}>${source}>${keeper}>${skill}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, receiver).title} has ${skill} (from ${bp(state, source).title}) until the end of the turn`, rule: RULES.cardEffects });
  },
};

/**
 * Issue 15 (infiltration): `receiver` has `skill` from `source` until the end of the turn (no keeper);
 * `level` > 1 is a further level of the same skill from the same source (Getting to Know You copies
 * every level of the target's skills).
 */
export function copySkillUntilEndOfTurn(v: VerbContext, receiver: string, source: string, skill: string, level = 1, keeper = '-'): void {
  const state = v.ctx.state;
  if (!state.turn || !state.cards[receiver]) return;
  const from = level > 1 ? `${source}#${level}` : source;
  // Issue 15 (eie): `keeper` may be a condition word of named-skills.ts (`facing:Skill:n`) instead of a card.
  v.ctx.emit({ type: 'CardAbilityUsed', player: state.cards[receiver]!.owner, title: `${PREFIX}${receiver}>${from}>${keeper}>${skill}`, turn: state.turn.number, rule: RULES.cardEffects });
}

interface ActiveCopy {
  readonly title: string;
  readonly source: string;
  readonly keeper: string;
  readonly skill: string;
}

function activeKeys(state: GameState, owner: PlayerId, receiver: string): ActiveCopy[] {
  if (!state.turn || !state.abilityUses) return [];
  const head = `${owner}|${PREFIX}${receiver}>`;
  const out: ActiveCopy[] = [];
  for (const [key, turn] of Object.entries(state.abilityUses)) {
    if (turn !== state.turn.number || !key.startsWith(head)) continue;
    const [source, keeper, skill] = key.slice(head.length).split('>') as [string, string, string];
    out.push({ title: key.slice(`${owner}|`.length), source, keeper, skill });
  }
  return out;
}

/** `member` with the skills copied to personnel `iid` this turn that still hold. */
export function withCopiedSkills(state: GameState, iid: string, member: GroupMember): GroupMember {
  const instance = state.cards[iid];
  if (!instance || !state.abilityUses) return member;
  const copies = activeKeys(state, instance.owner, iid).filter((copy) => {
    if (copy.keeper === '-') return true;
    if (isNamedSkillCondition(copy.keeper)) return namedSkillConditionHolds(state, iid, copy.keeper);
    // Issue 15 (windows): a gain kept while a mission attempt goes on (attempt-skill-returns.ts).
    if (isAttemptKeeper(copy.keeper)) return attemptKeeperHolds(state, copy.keeper);
    const keeper = state.cards[copy.keeper];
    return !!keeper && keeper.zone === instance.zone && !!state.cards[copy.source] && locationOfCard(state, copy.source) === locationOfCard(state, iid);
  });
  if (copies.length === 0) return member;
  return { ...member, skills: [...member.skills, ...copies.map((copy) => ({ name: copy.skill, level: 1 }))] };
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SKILL_COPIES_TARGETS = finding(['your-personnel-and-skill-to-copy'], (state, player, spec, self) => skillCopyTargets(state, player, spec, self));
