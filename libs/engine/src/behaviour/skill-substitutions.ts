/**
 * Issue 15 (skills): cards that let a skill or an attribute stand in for another when requirements are
 * checked — "your … personnel may use two levels of SECURITY as the skill you named" (Security Drills),
 * "may use 2 Treachery as if it were 1 Diplomacy / Honor" (The Art of Diplomacy, maH nIv), "may contribute
 * their STRENGTH instead towards INTEGRITY and CUNNING requirements here" (Warrior's Birthright).
 *
 * One mechanism, read by the one place every requirement is checked (attempt/requirements.ts › meetGroup):
 * the modifiers below reach a personnel like the other table and mission modifiers (modifiers-incidents.ts
 * › scopedSources: the owner's table, the owner's cards atop the mission there). Their handlers change
 * nothing in `memberOf`: a substitution is the player's choice at each check, not a standing change. When
 * the group as it is does not meet a requirement, `withSubstitutes` tries the members' substituted forms
 * (each personnel converting none, one or more times) and the group meets it if some choice does. The
 * levels converted are no longer counted as the skill they came from (a skill used as another is used up).
 *   1E rulebook › USING SKILLS (skill levels and multipliers: "Skill Multipliers"); ATTEMPT A MISSION ›
 *   SOLVING THE MISSION (the player chooses which personnel contribute); MISCELLANEOUS RULES › THE
 *   CUMULATIVE RULE (one copy of a title counts).
 * Decisions: conversions are made per personnel (two levels of one personnel's skill give one level of the
 * other skill; levels of two personnel are not pooled); at most three conversions per personnel and 256
 * combinations per check are tried (enough for every card here; a larger search gives up and the group
 * stands as it is); the skills named for Security Drills are kept as the card's selected option
 * (`CardOptionSelected`, `state.selected`), as Classic Tricorder keeps its choice.
 */
import { REGULAR_SKILLS, canonicalSkillName, skillLevel, type GroupMember } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z } from '../zones';
import { holderMatches, scopedSources } from './modifiers-incidents';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { Attribute } from './vocabulary';
import type { HolderIncidents, Scope } from './vocabulary-incidents';

type Holder = HolderIncidents & { readonly classification?: string };

export type SubstitutionModifier =
  /**
   * Your personnel the holder filter reaches, in `where`, may use `levels` levels of `skill` as one level
   * of another skill: one of `as`, or one of the skills named for the card when it was played
   * (`asNamed`: its selected option, `A` or `A+B`). `withEquipment`: only while a card of yours with this
   * characteristic is present with the personnel ("using a hand weapon").
   */
  | {
      readonly kind: 'use-skill-as';
      readonly skill: string;
      readonly levels: number;
      readonly as?: readonly string[];
      readonly asNamed?: true;
      readonly withEquipment?: string;
      /**
       * Issue 15 (helper finish): only the personnel chosen with this card's ability of this id (kept as the card's selected
       * option by `keep-chosen-personnel`), in the turn that ability was used ("once per game, your X may use … (lasts until
       * end of turn)").
       */
      readonly chosenThisTurn?: string;
      readonly to: Holder;
      readonly where: Scope;
      readonly cumulative?: false;
    }
  /**
   * Your personnel the holder filter reaches, in `where`, may count their `attribute` in place of any of
   * `instead` (each by choice); `whileAttemptedHere`: only while a mission attempt is under way at the
   * card's location ("requirements of mission, and dilemmas here").
   */
  | {
      readonly kind: 'use-attribute-as';
      readonly attribute: Attribute;
      readonly instead: readonly Attribute[];
      readonly whileAttemptedHere?: true;
      readonly to: Holder;
      readonly where: Scope;
      readonly cumulative?: false;
    }
  /**
   * Your personnel the holder filter reaches, in `where`, may meet the requirements of a dilemma being
   * encountered as if of one of `classifications` (in place of their own) or as if having one of
   * `characteristics` (`Female`: in place of `Male`); a personnel who meets one that way is then `stopped`
   * or `killed` (checkRequirement › substitution aftermath).
   */
  | {
      readonly kind: 'meet-dilemmas-as-if';
      readonly classifications: readonly string[];
      readonly characteristics: readonly string[];
      readonly then: 'stopped' | 'killed';
      readonly to: Holder;
      readonly where: Scope;
      readonly cumulative?: false;
    };

export type SubstitutionTarget =
  /** A regular skill to name (`Skill`); two skills (`A+B`) when the player has no other card in hand and `twoIfHandEmpty`. */
  { readonly kind: 'skills-to-name'; readonly twoIfHandEmpty?: true };

/** The skills named are kept on the card (its selected option); issue 15 (helper finish): or the personnel chosen as the target. */
export type SubstitutionEffect = { readonly kind: 'keep-named-skills' } | { readonly kind: 'keep-chosen-personnel' };

/** For the catalogue test and the README. */
export const SKILL_SUBSTITUTION_WORDS: readonly string[] = ['modifier:use-skill-as', 'modifier:use-attribute-as', 'modifier:meet-dilemmas-as-if', 'target:skills-to-name', 'effect:keep-named-skills', 'effect:keep-chosen-personnel'];

/** The modifier handlers (spread into behaviour/modifiers.ts › MODIFIERS): a substitution is chosen at each check, so `memberOf` is unchanged. */
export const SUBSTITUTION_MODIFIERS: { readonly [K in SubstitutionModifier['kind']]: (member: GroupMember) => GroupMember } = {
  'use-skill-as': (member) => member,
  'use-attribute-as': (member) => member,
  'meet-dilemmas-as-if': (member) => member,
};

export const SUBSTITUTION_KINDS: readonly string[] = Object.keys(SUBSTITUTION_MODIFIERS);

// ——— naming skills ———

/** `skills-to-name` options: every regular skill; every pair too when the player's hand holds no other card. */
export function skillsToName(state: GameState, player: PlayerId, spec: SubstitutionTarget, self?: string): string[] {
  const singles = [...REGULAR_SKILLS];
  if (!spec.twoIfHandEmpty || cardsIn(state, Z.hand(player)).some((iid) => iid !== self)) return singles;
  const pairs: string[] = [];
  for (const [index, first] of singles.entries()) for (const second of singles.slice(index + 1)) pairs.push(`${first}+${second}`);
  return [...singles, ...pairs];
}

export const SKILL_SUBSTITUTION_TARGETS = finding(['skills-to-name'], (state, player, spec, self) => skillsToName(state, player, spec, self));

type Handler<K extends SubstitutionEffect['kind']> = (v: VerbContext, effect: Extract<SubstitutionEffect, { kind: K }>) => void;

export const SKILL_SUBSTITUTION_VERBS: { readonly [K in SubstitutionEffect['kind']]: Handler<K> } = {
  'keep-named-skills': (v) => {
    if (!v.target) return;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: v.target, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, v.card).title} names ${v.target.split('+').join(' and ')}`, rule: RULES.cardEffects });
  },
  'keep-chosen-personnel': (v) => {
    if (!v.target) return;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: v.target, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, v.card).title} chooses ${bp(v.ctx.state, v.target).title} for this turn`, target: v.target, rule: RULES.cardEffects });
  },
};

/** Issue 15 (helper finish): `chosenThisTurn` — the personnel is the one chosen with the source's ability, used this very turn. */
function chosenThisTurn(state: GameState, iid: string, source: string, ability: string): boolean {
  const owner = state.cards[source]?.owner;
  if (!owner || state.selected?.[source] !== iid || !state.turn) return false;
  const head = `${owner}|${bp(state, source).title}#${ability} (`;
  return Object.entries(state.abilityUses ?? {}).some(([key, turn]) => key.startsWith(head) && turn === state.turn!.number);
}

// ——— the search ———

/** Whether a behaviour has a substitution modifier (the memo key of `blueprintsWhere`). */
const hasSubstitution: BlueprintTest = (behaviour) => behaviour.modifiers?.some((modifier) => SUBSTITUTION_KINDS.includes(modifier.kind));

function gameHasSubstitutions(state: GameState): boolean {
  return blueprintsWhere(state, hasSubstitution).size > 0;
}

const MAX_CONVERSIONS = 3;
/** Issue 15 (helper finish): a target list longer than this is narrowed to the skills a requirement lacks. */
const MANY_TARGETS = 4;
const MAX_COMBINATIONS = 256;
const KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

/** `member` with `count` levels of `skill` taken away (skill box first, then the classification). */
function withoutLevels(member: GroupMember, skill: string, count: number): GroupMember {
  const wanted = canonicalSkillName(skill);
  let left = count;
  const skills = member.skills.flatMap((entry) => {
    if (left <= 0 || canonicalSkillName(entry.name) !== wanted || entry.level <= 0) return [entry];
    const taken = Math.min(left, entry.level);
    left -= taken;
    return entry.level - taken > 0 ? [{ ...entry, level: entry.level - taken }] : [];
  });
  const classification = left > 0 && member.classification === wanted ? '' : member.classification;
  return { ...member, skills, ...(classification !== undefined ? { classification } : {}) };
}

/** Whether one of `owner`'s face-up cards with the characteristic is in `zone`. */
function equipmentPresent(state: GameState, zone: string, owner: PlayerId, characteristic: string): boolean {
  const wanted = characteristic.toLowerCase();
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === owner && state.cards[iid]!.faceUp && blueprintOf(state, iid).characteristics.some((c) => c.toLowerCase() === wanted));
}

/** What befalls a personnel who used a form (the forms of `meet-dilemmas-as-if`). */
export interface Aftermath {
  readonly card: string;
  readonly source: string;
  readonly then: 'stopped' | 'killed';
}
const aftermaths = new WeakMap<GroupMember, Aftermath>();

/** The forms one substitution gives `member` (not the member as it is). */
function forms(state: GameState, iid: string, source: string, member: GroupMember, modifier: SubstitutionModifier, wanted?: ReadonlySet<string>): GroupMember[] {
  const instance = state.cards[iid]!;
  if (!holderMatches(state, iid, member, modifier.to)) return [];
  if (modifier.kind === 'meet-dilemmas-as-if') {
    // Only the requirements of a dilemma being encountered (an attempt's current dilemma).
    if (!state.attempt?.dilemma) return [];
    const out = [
      ...modifier.classifications.map((classification) => ({ ...member, classification })),
      ...modifier.characteristics.map((characteristic) => ({
        ...member,
        characteristics: [...(member.characteristics ?? []).filter((c) => !(characteristic.toLowerCase() === 'female' && c.toLowerCase() === 'male')), characteristic],
      })),
    ];
    for (const form of out) aftermaths.set(form, { card: iid, source, then: modifier.then });
    return out;
  }
  if (modifier.kind === 'use-attribute-as') {
    if (modifier.whileAttemptedHere) {
      const here = locationOfZone(state, state.cards[source]!.zone);
      if (!here || state.attempt?.location !== here || locationOfZone(state, instance.zone) !== here) return [];
    }
    const value = member[KEY[modifier.attribute]];
    const out: GroupMember[] = [];
    // Each non-empty choice of the attributes it stands in for.
    for (let mask = 1; mask < 1 << modifier.instead.length; mask += 1) {
      let form = member;
      for (const [index, attribute] of modifier.instead.entries()) if (mask & (1 << index)) form = { ...form, [KEY[attribute]]: value };
      out.push(form);
    }
    return out;
  }
  if (modifier.withEquipment && !equipmentPresent(state, instance.zone, instance.owner, modifier.withEquipment)) return [];
  if (modifier.chosenThisTurn && !chosenThisTurn(state, iid, source, modifier.chosenThisTurn)) return [];
  const listed = modifier.asNamed ? (state.selected?.[source]?.split('+') ?? []) : (modifier.as ?? []);
  // Issue 15 (helper finish): "any other regular skill" — of a long list, only the skills the requirement still lacks are
  // worth making (every share of two or three levels among thirty skills would pass the combination limit).
  const targets = wanted && listed.length > MANY_TARGETS ? listed.filter((skill) => wanted.has(canonicalSkillName(skill))) : listed;
  const conversions = Math.min(MAX_CONVERSIONS, Math.floor(skillLevel(member, modifier.skill) / modifier.levels));
  const out: GroupMember[] = [];
  for (let count = 1; count <= conversions; count += 1) {
    const spent = withoutLevels(member, modifier.skill, count * modifier.levels);
    // Every way of sharing `count` new levels among the target skills.
    const share = (index: number, left: number, form: GroupMember): void => {
      if (index === targets.length - 1) {
        out.push(left > 0 ? { ...form, skills: [...form.skills, { name: targets[index]!, level: left }] } : form);
        return;
      }
      for (let given = 0; given <= left; given += 1) share(index + 1, left - given, given > 0 ? { ...form, skills: [...form.skills, { name: targets[index]!, level: given }] } : form);
    };
    if (targets.length > 0) share(0, count, spent);
  }
  return out;
}

/** Every form of the personnel `iid` under the substitutions reaching it, the member as it is first; one title counts once. */
function memberForms(state: GameState, iid: string, member: GroupMember, wanted?: ReadonlySet<string>): GroupMember[] {
  let all = [member];
  const seen = new Set<string>();
  for (const source of scopedSources(state, iid)) {
    for (const [index, modifier] of source.modifiers.entries()) {
      if (!SUBSTITUTION_KINDS.includes(modifier.kind)) continue;
      const key = `${source.card.title}#${index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all = all.flatMap((form) => {
        // A form made from a form keeps the aftermath of the form it came from.
        const before = aftermaths.get(form);
        const made = forms(state, iid, source.iid, form, modifier as SubstitutionModifier, wanted);
        if (before) for (const next of made) if (!aftermaths.has(next)) aftermaths.set(next, before);
        return [form, ...made];
      });
    }
  }
  return all;
}

/**
 * Tries the group's substituted forms after the group as it is fell short: `meet` is the requirement
 * check over one choice of forms; the first choice that meets it answers, else null (no substitution in
 * the game, none reaching the group, or none that helps).
 */
export function withSubstitutes<R extends { readonly verdict: string; readonly group: readonly string[] }>(
  state: GameState,
  ids: readonly string[],
  members: readonly GroupMember[],
  meet: (members: readonly GroupMember[]) => R,
  missing?: readonly string[],
): (R & { readonly aftermath?: readonly Aftermath[] }) | null {
  if (!gameHasSubstitutions(state)) return null;
  // Issue 15 (helper finish): the skills the group as it is lacks ("Biology x2" → Biology), for long lists of target skills.
  const wanted = missing ? new Set(missing.map((term) => canonicalSkillName(term.replace(/\s+x\d+$/i, '').trim()))) : undefined;
  const options = ids.map((iid, index) => (bp(state, iid).type === 'Personnel' ? memberForms(state, iid, members[index]!, wanted) : [members[index]!]));
  const changing = options.flatMap((list, index) => (list.length > 1 ? [index] : []));
  if (changing.length === 0) return null;
  const counters = changing.map(() => 0);
  for (let tried = 0; tried < MAX_COMBINATIONS; tried += 1) {
    // Next choice (an odometer over the changing members; the all-as-they-are choice is skipped).
    let position = 0;
    while (position < changing.length) {
      counters[position] = (counters[position]! + 1) % options[changing[position]!]!.length;
      if (counters[position] !== 0) break;
      position += 1;
    }
    if (position === changing.length) return null;
    const chosen = members.map((member, index) => {
      const at = changing.indexOf(index);
      return at < 0 ? member : options[index]![counters[at]!]!;
    });
    const result = meet(chosen);
    if (result.verdict !== 'met') continue;
    // Those of the contributing group who met it as if someone else pay what the card asks.
    const aftermath = chosen.flatMap((member, index) => {
      const after = result.group.includes(ids[index]!) ? aftermaths.get(member) : undefined;
      return after ? [after] : [];
    });
    return aftermath.length > 0 ? { ...result, aftermath } : result;
  }
  return null;
}

/**
 * After a requirement was met by substituted forms: each personnel who met it as if someone else is
 * stopped or killed, as the card says (called by attempt/requirements.ts › checkRequirement).
 */
export function substitutionAftermath(ctx: Ctx, aftermath: readonly Aftermath[]): void {
  for (const after of aftermath) {
    const instance = ctx.state.cards[after.card];
    if (!instance || !isInPlayZone(instance.zone)) continue;
    ctx.emit({ type: 'CardEffectResolved', card: after.source, player: instance.owner, effect: `${bp(ctx.state, after.card).title} met the dilemma's requirements as if someone else, and is ${after.then}`, rule: RULES.cardEffects });
    if (after.then === 'stopped') {
      if (!instance.stopped) ctx.emit({ type: 'CardStopped', card: after.card, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
    } else leavePlay(ctx, after.card, 'killed', bp(ctx.state, after.source).title);
  }
}
