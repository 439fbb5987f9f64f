/**
 * Continuous modifiers, folded by one function (issue 15; STYLE.md › example 4): every requirement
 * check reads a personnel through `memberOf` (attempt/requirements.ts), which calls `applyModifiers`,
 * so skills and attributes granted by equipment count for dilemmas, missions, cures, nullifiers and
 * target filters alike.
 *
 * 1E rulebook › THE CARDS › EQUIPMENT (equipment adds skills and improves attributes of your
 * personnel); 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"
 * (the same crew, Away Team, facility or planet surface: the same zone); 1E rulebook ›
 * MISCELLANEOUS RULES › THE CUMULATIVE RULE (not cumulative unless the card says so: a second copy
 * of the same title adds nothing).
 */
import { groupMemberFromCard, isRegularSkill, type Card, type GroupMember } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { personnelModifiers, PERSONNEL_MODIFIERS } from './modifiers-personnel';
import { personnelBModifiers, PERSONNEL_B_MODIFIERS } from './personnel-b';
import { behaviourOf } from './registry';
import type { Modifier } from './vocabulary';
import { SUBSTITUTION_MODIFIERS } from './skill-substitutions';
import { heldModifiers } from './held-modifiers';
import { withPreySkills } from './prey';
import { cumulativeSuppressed, holderMatches, INCIDENT_MODIFIERS, scopedSources, type ModifierContext } from './modifiers-incidents';

/** Where the modified personnel is, for modifiers that depend on it. */
interface Place {
  readonly aboardOwnShip: boolean;
}
type ModifierHandler<K extends Modifier['kind']> = (member: GroupMember, modifier: Extract<Modifier, { kind: K }>, place: Place, context?: ModifierContext) => GroupMember;

/** One handler per modifier verb; a verb without a handler does not compile. */
export const MODIFIERS: { readonly [K in Modifier['kind']]: ModifierHandler<K> } = {
  'grant-skill': (member, modifier) => ({ ...member, skills: [...member.skills, { name: modifier.skill, level: 1 }] }),
  attribute: (member, modifier) => {
    const key = modifier.attribute === 'INTEGRITY' ? 'integrity' : modifier.attribute === 'CUNNING' ? 'cunning' : 'strength';
    return { ...member, [key]: member[key] + modifier.delta };
  },
  // Applied by `lentSkills` below (it needs the host); as a modifier present it changes nothing.
  'lend-skills-to': (member) => member,
  'attribute-factor': (member, modifier) => {
    const key = modifier.attribute === 'INTEGRITY' ? 'integrity' : modifier.attribute === 'CUNNING' ? 'cunning' : 'strength';
    return { ...member, [key]: member[key] * modifier.factor };
  },
  'fleet-personnel-attribute': (member, modifier) => {
    // Issue 15 (events of later sets): "doubles regular skills" (Oo-mox): each regular skill counted once more.
    const base = modifier.doubleRegularSkills ? { ...member, skills: [...member.skills, ...member.skills.filter((s) => s.level > 0 && isRegularSkill(s.name))] } : member;
    let out = modifier.skills ? { ...base, skills: [...base.skills, ...modifier.skills.map((name) => ({ name, level: 1 }))] } : base;
    // Issue 15 (helper partners): skills lost, every level (Alliance for Global Unity).
    if (modifier.loses) out = { ...out, skills: out.skills.filter((skill) => !modifier.loses!.some((lost) => lost.toLowerCase() === skill.name.toLowerCase())) };
    for (const attribute of modifier.attributes) {
      const key = attribute === 'INTEGRITY' ? 'integrity' : attribute === 'CUNNING' ? 'cunning' : 'strength';
      out = { ...out, [key]: out[key] + modifier.delta };
    }
    return out;
  },
  'host-gains': (member, modifier) => {
    // Issue 15 (assorted): "remove all skills and CUNNING" (Brain Drain).
    const stripped = modifier.losesAllSkills ? { ...member, skills: [] } : member;
    let out = modifier.skills ? { ...stripped, skills: [...stripped.skills, ...modifier.skills.map((name) => ({ name, level: 1 }))] } : stripped;
    for (const attribute of modifier.zeroes ?? []) out = { ...out, [attribute === 'INTEGRITY' ? 'integrity' : attribute === 'CUNNING' ? 'cunning' : 'strength']: 0 };
    for (const attribute of modifier.attributes ?? []) {
      const key = attribute === 'INTEGRITY' ? 'integrity' : attribute === 'CUNNING' ? 'cunning' : 'strength';
      out = { ...out, [key]: out[key] + (modifier.delta ?? 0) };
    }
    return out;
  },
  'lose-skill': (member, modifier, place) => {
    if (modifier.exceptAboardYourShip && place.aboardOwnShip) return member;
    let left = modifier.levels;
    const skills = member.skills.flatMap((skill) => {
      if (left <= 0 || skill.name.toLowerCase() !== modifier.skill.toLowerCase()) return [skill];
      const lost = Math.min(left, skill.level);
      left -= lost;
      return skill.level - lost > 0 ? [{ ...skill, level: skill.level - lost }] : [];
    });
    return { ...member, skills };
  },
  ...INCIDENT_MODIFIERS,
  // Issue 15 (personnel): applied by `personnelModifiers` below, which needs the table.
  ...PERSONNEL_MODIFIERS,
  ...PERSONNEL_B_MODIFIERS,
  // Issue 15 (skills): chosen at each requirement check (skill-substitutions.ts › withSubstitutes).
  ...SUBSTITUTION_MODIFIERS,
};

function holds(state: GameState, iid: string, member: GroupMember, modifier: Modifier): boolean {
  return (!modifier.to.classification || member.classification === modifier.to.classification) && holderMatches(state, iid, member, modifier.to);
}

/** The personnel `iid` as modified by every continuous modifier in play that reaches it. */
export function applyModifiers(state: GameState, iid: string, member: GroupMember): GroupMember {
  const instance = state.cards[iid];
  if (!instance) return member;
  const personnel = blueprintOf(state, iid);
  const applied = new Map<string, number>();
  const host = zoneKind(instance.zone) === 'aboard' ? state.cards[zoneArg(instance.zone)] : undefined;
  const place: Place = { aboardOwnShip: !!host && host.owner === instance.owner && blueprintOf(state, host.iid).type === 'Ship' };
  let out = member;
  // Body Armor: hand weapons present are not cumulative (modifiers-incidents.ts).
  const suppressed = cumulativeSuppressed(state, instance.zone, instance.owner);
  const apply = (title: string, modifiers: readonly Modifier[], where: string, characteristics: readonly string[] = [], source?: string) => {
    const cumulativeLost = suppressed.length > 0 && characteristics.some((c) => suppressed.includes(c.toLowerCase()));
    for (const [index, modifier] of modifiers.entries()) {
      if (modifier.where !== where || !holds(state, iid, out, modifier)) continue;
      if (source && (modifier.to as { notHost?: boolean }).notHost && state.cards[source]!.zone === Z.on(iid)) continue;
      const key = `${title}#${where}#${index}`;
      const count = applied.get(key) ?? 0;
      if ((!modifier.cumulative || cumulativeLost) && count > 0) continue;
      applied.set(key, count + 1);
      out = (MODIFIERS[modifier.kind] as ModifierHandler<Modifier['kind']>)(out, modifier, place, { state, iid, applied: count, ...(source ? { source } : {}) });
    }
  };
  for (const other of cardsIn(state, instance.zone)) {
    if (other === iid) continue;
    const source = state.cards[other]!;
    if (source.owner !== instance.owner) continue;
    const card = blueprintOf(state, other);
    const behaviour = behaviourOf(card.id);
    if (!behaviour?.modifiers) continue;
    if (behaviour.usableBy && !personnel.affiliations.some((affiliation) => behaviour.usableBy!.includes(affiliation))) continue;
    apply(card.title, behaviour.modifiers, 'present', card.characteristics, other);
  }
  // Modifiers held by the personnel's table or lying on the personnel (held-modifiers.ts).
  for (const modifier of heldModifiers(state, iid)) out = (MODIFIERS[modifier.kind] as ModifierHandler<Modifier['kind']>)(out, modifier, place);
  // Issue 15, third pass: incidents, objectives and cards lying on personnel (modifiers-incidents.ts).
  for (const source of scopedSources(state, iid)) apply(source.card.title, source.modifiers, source.modifiers[0]!.where, [], source.iid);
  // Issue 15 (personnel): special skills of personnel (modifiers-personnel.ts).
  // Issue 15 (lead): the printed regular skills of a prey your card lies on (prey.ts: Rituals of the Hunt).
  return withPreySkills(state, iid, personnelBModifiers(state, iid, personnelModifiers(state, iid, lentSkills(state, iid, out))));
}

/**
 * Skills lent by a card lying on a personnel present (Vulcan Mindmeld): the first other personnel of
 * the same owner present who has the card's skill gains the host's printed skills.
 */
function lentSkills(state: GameState, iid: string, member: GroupMember): GroupMember {
  const instance = state.cards[iid]!;
  let out = member;
  for (const host of cardsIn(state, instance.zone)) {
    if (host === iid || state.cards[host]!.owner !== instance.owner) continue;
    for (const card of cardsIn(state, `on:${host}`)) {
      for (const modifier of behaviourOf(state.cards[card]!.blueprint)?.modifiers ?? []) {
        if (modifier.kind !== 'lend-skills-to') continue;
        const receiver = cardsIn(state, instance.zone).find(
          (other) => other !== host && state.cards[other]!.owner === instance.owner && printedSkills(blueprintOf(state, other)).some((skill) => skill.name === modifier.skill),
        );
        if (receiver === iid) out = { ...out, skills: [...out.skills, ...printedSkills(blueprintOf(state, host))] };
      }
    }
  }
  return out;
}

function printedSkills(card: Card): GroupMember['skills'] {
  return card.type === 'Personnel' && card.personnel ? groupMemberFromCard(card).skills : [];
}
