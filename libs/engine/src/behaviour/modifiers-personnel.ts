/**
 * Issue 15, personnel pass: continuous modifiers from personnel special skills
 * (vocabulary-personnel.ts), folded after equipment by `applyModifiers`, so `memberOf` — the one
 * function every requirement check reads — sees them.
 *
 * 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (present: the
 * same crew, Away Team, facility or planet surface — the same zone, for either player's cards on a
 * planet surface); 1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy of a title
 * counts unless the card says cumulative); 1E rulebook › CHARACTERISTICS › Automatic
 * Characteristic: Species (a personnel's usual species follows its affiliation).
 */
import { canonicalSkillName, isRegularSkill, type Card, type GroupMember } from '@captains-log/cards';
import { blueprintOf, isAnyNamed, isTitled } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other as opponentOf, Z } from '../zones';
import { conditionHolds } from './personnel-conditions';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelHolder, PersonnelModifier, VariableX } from './vocabulary-personnel';
import { tableIndex } from '../table-index';

/** As a modifier present (the equipment loop) they change nothing: `personnelModifiers` applies them. */
export const PERSONNEL_MODIFIERS: {
  readonly [K in PersonnelModifier['kind']]: (member: GroupMember) => GroupMember;
} = {
  'personnel-attribute': (member) => member,
  'personnel-skill': (member) => member,
  'variable-x': (member) => member,
  'personnel-no-skill': (member) => member,
  'personnel-double-skills': (member) => member,
  'selected-skill': (member) => member,
  // Read by `shipAttribute` (ship-modifiers-personnel.ts); changes no personnel.
  'crew-ship-attribute': (member) => member,
};

/** The usual species of an affiliation (rulebook: "presumed to belong to the usual species"). */
const USUAL_SPECIES: Readonly<Record<string, string>> = {
  Federation: 'Human',
  Starfleet: 'Human',
  Klingon: 'Klingon',
  Romulan: 'Romulan',
  Cardassian: 'Cardassian',
  Bajoran: 'Bajoran',
  Ferengi: 'Ferengi',
  Borg: 'Borg',
  Vulcan: 'Vulcan',
  Hirogen: 'Hirogen',
  Kazon: 'Kazon',
  Vidiian: 'Vidiian',
};

export function isSpecies(card: Card, species: string): boolean {
  const wanted = species.toLowerCase();
  // "Borg/Human", "Cardassian/Bajoran": every named species counts (mixed race).
  if (card.characteristics.some((c) => c.toLowerCase().split('/').includes(wanted))) return true;
  return card.affiliations.some(
    (affiliation) => USUAL_SPECIES[affiliation]?.toLowerCase() === wanted,
  );
}

function printedLevel(card: Card, skill: string): number {
  const personnel = card.personnel;
  if (!personnel) return 0;
  const fromBox = personnel.skillBox.skills
    .filter((s) => s.condition === undefined && s.name === skill && s.level > 0)
    .reduce((sum, s) => sum + s.level, 0);
  return fromBox + (personnel.classification === skill ? 1 : 0);
}

/** Whether the personnel `target` (owned by `targetOwner`) is reached by a modifier of a card owned by `sourceOwner`. */
export function reaches(
  to: PersonnelHolder,
  card: Card,
  targetOwner: string,
  sourceOwner: string,
): boolean {
  const whose = to.whose ?? 'yours';
  if (whose === 'yours' && targetOwner !== sourceOwner) return false;
  if (whose === 'opposing' && targetOwner === sourceOwner) return false;
  if (card.type !== 'Personnel') return false;
  if (to.classification && card.personnel?.classification !== to.classification) return false;
  if (to.species && !isSpecies(card, to.species)) return false;
  if (to.affiliation && !card.affiliations.includes(to.affiliation as never)) return false;
  const shows = (code: string) =>
    card.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase());
  if (to.icon && !shows(to.icon)) return false;
  if (to.icons && !to.icons.every(shows)) return false;
  if (to.notIcon && shows(to.notIcon)) return false;
  if (
    to.characteristic &&
    !card.characteristics.some((c) => c.toLowerCase() === to.characteristic!.toLowerCase())
  )
    return false;
  if (to.universal !== undefined && card.universal !== to.universal) return false;
  if (to.skill && printedLevel(card, to.skill) <= 0) return false;
  if (to.notSkill && printedLevel(card, to.notSkill) > 0) return false;
  if (to.names && !to.names.some((name) => isTitled(card, name) || card.persona.includes(name))) return false;
  if (to.anyNames && !to.anyNames.some((name) => isAnyNamed(card, name))) return false;
  return true;
}

/** The other personnel present with `iid` that `of` reaches (relative to `iid`'s owner). */
function countPresent(state: GameState, iid: string, of: PersonnelHolder): number {
  const owner = state.cards[iid]!.owner;
  return cardsIn(state, state.cards[iid]!.zone).filter(
    (other) =>
      other !== iid && reaches(of, blueprintOf(state, other), state.cards[other]!.owner, owner),
  ).length;
}

/** X for a `variable-x` modifier of the personnel `iid`. */
function xOf(state: GameState, iid: string, x: VariableX): number {
  const instance = state.cards[iid]!;
  switch (x.kind) {
    case 'fixed':
      return x.value;
    case 'count-present': {
      const self =
        x.includeSelf && reaches(x.of, blueprintOf(state, iid), instance.owner, instance.owner)
          ? 1
          : 0;
      const counted = countPresent(state, iid, x.of) + self;
      return x.limit === undefined ? counted : Math.min(counted, x.limit);
    }
    case 'opponent-hand': {
      const counted = cardsIn(state, Z.hand(opponentOf(instance.owner))).length;
      return x.limit === undefined ? counted : Math.min(counted, x.limit);
    }
  }
}

function apply(
  state: GameState,
  iid: string,
  source: string,
  member: GroupMember,
  modifier: PersonModifier,
): GroupMember {
  if (modifier.kind === 'variable-x') {
    const personnel = blueprintOf(state, iid).personnel;
    if (!personnel) return member;
    const x = xOf(state, iid, modifier.x);
    let out = member;
    for (const key of ['integrity', 'cunning', 'strength'] as const) {
      const value = personnel[key];
      if (value.kind === 'variable') out = { ...out, [key]: out[key] + value.sign * x };
    }
    return out;
  }
  if (modifier.kind === 'selected-skill') {
    const selected = state.selected?.[iid];
    if (!selected || selected === modifier.replaces) return member;
    const level = member.skills.filter((s) => s.name === modifier.replaces).reduce((sum, s) => sum + Math.max(0, s.level), 0);
    return { ...member, skills: [...member.skills.filter((s) => s.name !== modifier.replaces), { name: selected, level: Math.max(1, level) }] };
  }
  if (modifier.kind === 'personnel-double-skills' && modifier.firstListedOnly) {
    const first = blueprintOf(state, iid).personnel?.skillBox.skills[0];
    return first && first.condition === undefined && first.level > 0 ? { ...member, skills: [...member.skills, { name: first.name, level: first.level }] } : member;
  }
  if (modifier.kind === 'personnel-double-skills')
    return { ...member, skills: [...member.skills, ...member.skills.filter((s) => s.level > 0 && (!modifier.regularOnly || isRegularSkill(s.name)))] };
  if (modifier.kind === 'personnel-no-skill') {
    const { classification, ...rest } = member;
    const lost = modifier.skill ? canonicalSkillName(modifier.skill) : undefined;
    const skills = lost ? member.skills.filter((s) => canonicalSkillName(s.name) !== lost) : member.skills;
    const keepClass = classification !== undefined && !modifier.classification && classification !== lost;
    return { ...rest, skills, ...(keepClass ? { classification } : {}) };
  }
  if (modifier.kind === 'personnel-skill')
    return {
      ...member,
      skills: [...member.skills, { name: modifier.skill, level: modifier.levels }],
    };
  let out = member;
  const times = modifier.per ? countPresent(state, source, modifier.per) : 1;
  for (const attribute of modifier.attributes) {
    const key =
      attribute === 'INTEGRITY' ? 'integrity' : attribute === 'CUNNING' ? 'cunning' : 'strength';
    out = { ...out, [key]: out[key] + modifier.delta * times };
  }
  return out;
}

type PersonModifier = Extract<
  PersonnelModifier,
  { kind: 'personnel-attribute' | 'personnel-skill' | 'variable-x' | 'personnel-no-skill' | 'personnel-double-skills' | 'selected-skill' }
>;
/** `PersonnelHolder.selectedSkill`: the target has (or lacks) a printed level of the skill `source` selected. */
function selectedSkillFits(state: GameState, source: string, to: PersonnelHolder, card: Card): boolean {
  if (!to.selectedSkill) return true;
  const skill = state.selected?.[source];
  if (!skill) return false;
  return (printedLevel(card, skill) > 0) === (to.selectedSkill === 'has');
}

function personnelModifiersOf(state: GameState, iid: string): readonly PersonModifier[] {
  const modifiers = behaviourOf(state.cards[iid]!.blueprint)?.modifiers;
  if (!modifiers) return [];
  return modifiers.filter(
    (m): m is PersonModifier =>
      m.kind === 'personnel-attribute' || m.kind === 'personnel-skill' || m.kind === 'variable-x' || m.kind === 'personnel-no-skill' || m.kind === 'personnel-double-skills' || m.kind === 'selected-skill',
  );
}

/** Blueprints of a game that carry `in-play` or `here` personnel modifiers (the game's blueprints never change). */
const hasInPlayPersonnelModifiers: BlueprintTest = (b) =>
  (b.modifiers ?? []).some(
    (m) =>
      (m.kind === 'personnel-attribute' || m.kind === 'personnel-skill' || m.kind === 'personnel-double-skills') &&
      (m.where === 'in-play' || m.where === 'here'),
  );

/** The personnel `iid` with every personnel modifier that reaches it (its own, those present, those in play). */
export function personnelModifiers(
  state: GameState,
  iid: string,
  member: GroupMember,
): GroupMember {
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone)) return member;
  const card = blueprintOf(state, iid);
  let out = member;
  const seen = new Set<string>();
  const use = (source: string, modifier: PersonModifier, index: number) => {
    const key = `${blueprintOf(state, source).title}#${index}`;
    if (!modifier.cumulative && seen.has(key)) return;
    if (modifier.when && !conditionHolds(state, source, modifier.when)) return;
    seen.add(key);
    out = apply(state, iid, source, out, modifier);
  };
  for (const [index, modifier] of personnelModifiersOf(state, iid).entries())
    if (modifier.where === 'self') use(iid, modifier, index);
  for (const other of cardsIn(state, instance.zone)) {
    if (other === iid || !state.cards[other]!.faceUp) continue;
    for (const [index, modifier] of personnelModifiersOf(state, other).entries())
      if (
        modifier.where === 'present-personnel' &&
        reaches(modifier.to, card, instance.owner, state.cards[other]!.owner) &&
        selectedSkillFits(state, other, modifier.to, card)
      )
        use(other, modifier, index);
  }
  const sources = blueprintsWhere(state, hasInPlayPersonnelModifiers);
  if (sources.size) {
    const location = locationOfZone(state, instance.zone);
    for (const other of tableIndex(state).inPlay) {
      if (
        other.iid === iid ||
        !sources.has(other.blueprint) ||
        !other.faceUp
      )
        continue;
      const here = location !== null && locationOfZone(state, other.zone) === location;
      for (const [index, modifier] of personnelModifiersOf(state, other.iid).entries())
        if (
          (modifier.where === 'in-play' || (modifier.where === 'here' && here)) &&
          reaches(modifier.to, card, instance.owner, other.owner)
        )
          use(other.iid, modifier, index);
    }
  }
  return out;
}
