/**
 * Conditional skills of personnel (issue 15, personnel pass): the skill box's parsed conditions
 * (`card.personnel.skillBox.skills[].condition`, libs/cards skill-box.ts) that the table decides —
 * where the personnel is (quadrant, region, a space or planet mission, a mission's affiliation
 * icon, aboard a kind of ship), who is with it, what is in play, the owner's discard pile.
 * `memberOf` (attempt/requirements.ts) adds a conditional skill (or attribute change) only while
 * its condition holds, so every requirement check sees it.
 *
 * 1E rulebook › USING SKILLS (a personnel's skills are those in its skill box, including skills
 * that apply only under a stated condition); 1E rulebook › MISCELLANEOUS RULES › CONTROL AND
 * OWNERSHIP › "HERE" AND "PRESENT" ("with", "present": the same crew, Away Team or facility);
 * 1E rulebook › OFFICER AND LEADERSHIP: "LEADER" (a leader has OFFICER or Leadership).
 *
 * Conditions the table cannot decide are left manual (the card stays partly automated) and are
 * listed by `undecidedConditions`: the affiliation a multi-affiliation personnel is in ("Romulan:",
 * "(when [Rom])", "(if [Vul])" — the engine treats such a card as all its affiliations at once),
 * time travel, captives, infiltration, dual-personnel halves ("Third:", "Fourth:") and a choice
 * made once ("may convert to Honor").
 */
import {
  groupMemberFromCard,
  lookupIcon,
  type Card,
  type GroupMember,
  type Skill,
} from '@captains-log/cards';
import { blueprintOf, isTitled, titledAmong, isAnyNamed } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { tableIndex } from '../table-index';

/** A condition the table decides. */
export type SkillCondition =
  | { readonly kind: 'in-quadrant'; readonly quadrant: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror' }
  | { readonly kind: 'in-region'; readonly region: string }
  /** At a location whose mission shows this mission icon ([S] or [P]; a dual mission shows both). */
  | { readonly kind: 'at-mission-kind'; readonly missionKind: 'space' | 'planet' }
  /** At a location whose mission shows this affiliation icon. */
  | { readonly kind: 'at-mission-icon'; readonly affiliation: string }
  /** Every personnel of its owner present (itself included) shows this icon. */
  | { readonly kind: 'all-yours-present-have-icon'; readonly icon: string }
  | { readonly kind: 'discard-pile-empty' }
  /** A face-up card with this title is in play (either player's). */
  | { readonly kind: 'in-play'; readonly title: string }
  /** Aboard a ship (its owner's, or any) of one of these classes or affiliations, with all these icons; `titles` (issue 15, personnel second half): one of these ships (or a version of it). */
  | {
      readonly kind: 'aboard-ship';
      readonly yours: boolean;
      readonly titles?: readonly string[];
      readonly classes?: readonly string[];
      readonly affiliations?: readonly string[];
      readonly icons?: readonly string[];
    }
  /** Present with a personnel of one of these titles (or persona). */
  | { readonly kind: 'with'; readonly titles: readonly string[] }
  /**
   * Present with another personnel having this characteristic, or showing this icon; when `skill`
   * or `affiliation` is given that personnel must also have the skill printed and the affiliation
   * (issue 15, personnel second half: "with your Romulan V.I.P.", "with [Maq] Treachery").
   */
  | { readonly kind: 'with-another'; readonly characteristic?: string; readonly icon?: string; readonly skill?: string; readonly affiliation?: string; /** Issue 15 (personnel-a): the other also has every one of these characteristics ("another Cardassian dissident"). */ readonly characteristics?: readonly string[] }
  /** Present with personnel of every one of these titles (or personas) — issue 15, personnel second half. */
  | { readonly kind: 'with-all'; readonly titles: readonly string[] }
  /** An opponent's face-up card in play shows this icon ("if opponent's [Maq] card in play") — issue 15, personnel second half. */
  | { readonly kind: 'opponent-card-with-icon'; readonly icon: string }
  /**
   * Aboard a ship of its owner's that is in a ship battle against a ship of this affiliation ("WEAPONS
   * and SHIELDS +4 against [Fed]": the battle's other side — the target and its return fire, or the
   * attackers) — issue 15, personnel second half; 1E rulebook › BATTLE › SHIP BATTLE.
   */
  | { readonly kind: 'in-ship-battle-against'; readonly affiliation: string }
  /** Engaged in a personnel battle: among its attackers or the personnel attacked ("STRENGTH +5 in battle") — issue 15, personnel second half. */
  | { readonly kind: 'in-personnel-battle' }
  /** Aboard a facility with one of these titles ("if in {Colony}") — issue 15, personnel second half. */
  | { readonly kind: 'aboard-facility'; readonly titles: readonly string[] }
  /** No other personnel present has any of these skills (printed skill boxes; "leader": OFFICER or Leadership). */
  | { readonly kind: 'no-other-present-with'; readonly skills: readonly string[] }
  /** Its owner is attempting a mission at its location and a dilemma is being encountered ("when facing a dilemma"). */
  | { readonly kind: 'facing-dilemma' }
  /** A face-up personnel in play (either player's) with one of these titles, or this characteristic, or this affiliation. */
  | {
      readonly kind: 'personnel-in-play';
      readonly titles?: readonly string[];
      /** Issue 15 (helper prefix): or an "any X" of these (card-facts.ts › isAnyNamed: "{any Ezri}" meets Ezri Dax). */
      readonly anyNames?: readonly string[];
      readonly characteristic?: string;
      readonly affiliation?: string;
    }
  /** Its owner's discard pile holds at least `atLeast` cards of this type. */
  | { readonly kind: 'discard-count'; readonly type: string; readonly atLeast: number };

/** One conditional item of a skill box, as the table applies it. */
export interface ConditionalItem {
  readonly when: SkillCondition;
  /** A skill gained at `level` (or raised to it, for "x2 if …"). */
  readonly skill?: { readonly name: string; readonly level: number };
  /** An attribute change ("INTEGRITY +1"). */
  readonly attribute?: {
    readonly key: 'integrity' | 'cunning' | 'strength';
    readonly delta: number;
  };
}

function affiliationOfIcon(code: string): string | undefined {
  const icon = lookupIcon(code);
  return icon?.category === 'affiliation' ? icon.name : undefined;
}

/** The condition text of a skill box, as a decidable condition (undefined: the table cannot decide it). */
export function parseSkillCondition(raw: string): SkillCondition | undefined {
  const text = raw.trim().replace(/\.$/, '');
  let m: RegExpExecArray | null;
  if ((m = /^(?:if |when )?in \[(GQ|DQ|MU|AQ)\]$/i.exec(text))) {
    const code = m[1]!.toUpperCase();
    return {
      kind: 'in-quadrant',
      quadrant:
        code === 'GQ' ? 'Gamma' : code === 'DQ' ? 'Delta' : code === 'MU' ? 'Mirror' : 'Alpha',
    };
  }
  if ((m = /^(?:if |when )?in (?:the )?Neutral Zone$/i.exec(text)))
    return { kind: 'in-region', region: 'Neutral Zone Region' };
  if ((m = /^(?:if |when )?at \[(S|P)\]$/i.exec(text)))
    return {
      kind: 'at-mission-kind',
      missionKind: m[1]!.toUpperCase() === 'S' ? 'space' : 'planet',
    };
  if ((m = /^(?:if |when )?at \[([A-Za-z]+)\]$/i.exec(text))) {
    const affiliation = affiliationOfIcon(m[1]!);
    return affiliation ? { kind: 'at-mission-icon', affiliation } : undefined;
  }
  if ((m = /^if all your personnel present are \[([A-Za-z0-9-]+)\]$/i.exec(text)))
    return { kind: 'all-yours-present-have-icon', icon: m[1]! };
  if (/^if your discard pile is empty$/i.test(text)) return { kind: 'discard-pile-empty' };
  if ((m = /^if \{([^}]+)\} (?:is )?in play$/i.exec(text)))
    return { kind: 'in-play', title: m[1]! };
  if ((m = /^if aboard your ([A-Za-z' ]+)-class or \[([A-Za-z]+)\] ship$/i.exec(text))) {
    const affiliation = affiliationOfIcon(m[2]!);
    return affiliation
      ? { kind: 'aboard-ship', yours: true, classes: [m[1]!], affiliations: [affiliation] }
      : undefined;
  }
  if ((m = /^if aboard an? \[([A-Za-z]+)\]\[([A-Za-z0-9]+)\] ship$/i.exec(text))) {
    const affiliation = affiliationOfIcon(m[1]!);
    return affiliation
      ? { kind: 'aboard-ship', yours: false, affiliations: [affiliation], icons: [m[2]!] }
      : undefined;
  }
  if ((m = /^if with \{([^}]+)\}$/i.exec(text))) return { kind: 'with', titles: [m[1]!] };
  if ((m = /^if with another ([a-z]+)$/i.exec(text)))
    return { kind: 'with-another', characteristic: m[1]! };
  if ((m = /^if with a different \[([A-Za-z0-9-]+)\] personnel$/i.exec(text)))
    return { kind: 'with-another', icon: m[1]! };
  if ((m = /^if no other (leader|[A-Z][A-Za-z ]+?) present$/.exec(text)))
    return {
      kind: 'no-other-present-with',
      skills: m[1] === 'leader' ? ['OFFICER', 'Leadership'] : [m[1]!],
    };
  return undefined;
}

const ATTRIBUTE_ITEM = /^(INTEGRITY|CUNNING|STRENGTH)([+-])(\d+)$/;

/** One skill-box entry with a condition, as an item the table applies; undefined when the table cannot. */
function conditionalItem(skill: Skill): ConditionalItem | undefined {
  const raw = skill.condition!;
  // "Diplomacy (x2 if … is in play)": the skill is printed once, and doubled while the condition holds.
  const times = /^x(\d+)\s+(.*)$/i.exec(raw.trim());
  const when = parseSkillCondition(times ? times[2]! : raw);
  if (!when) return undefined;
  const attribute = ATTRIBUTE_ITEM.exec(skill.name);
  if (attribute) {
    const key =
      attribute[1] === 'INTEGRITY'
        ? 'integrity'
        : attribute[1] === 'CUNNING'
          ? 'cunning'
          : 'strength';
    return {
      when,
      attribute: { key, delta: (attribute[2] === '-' ? -1 : 1) * Number(attribute[3]) },
    };
  }
  if (skill.level <= 0 || /[=+]/.test(skill.name)) return undefined;
  return { when, skill: { name: skill.name, level: times ? Number(times[1]) : skill.level } };
}

interface Conditional {
  readonly items: readonly ConditionalItem[];
  /** Printed skills "x2 if …": present at level 1 whatever the condition. */
  readonly base: readonly { readonly name: string; readonly level: number }[];
  readonly undecided: readonly string[];
}
const conditionalOf = new WeakMap<Card, Conditional>();

function conditional(card: Card): Conditional {
  let found = conditionalOf.get(card);
  if (found) return found;
  const items: ConditionalItem[] = [];
  const base: { name: string; level: number }[] = [];
  const undecided: string[] = [];
  for (const skill of card.personnel?.skillBox.skills ?? []) {
    if (skill.condition === undefined) continue;
    const item = conditionalItem(skill);
    if (!item) {
      undecided.push(skill.condition);
      continue;
    }
    items.push(item);
    if (/^x\d+\s/i.test(skill.condition.trim()) && item.skill)
      base.push({ name: item.skill.name, level: 1 });
  }
  conditionalOf.set(card, (found = { items, base, undecided }));
  return found;
}

/** The conditions of a personnel's skill box that the table cannot decide (coverage lists them as manual). */
export function undecidedConditions(card: Card): readonly string[] {
  return conditional(card).undecided;
}

function printedSkills(card: Card): GroupMember['skills'] {
  return card.type === 'Personnel' && card.personnel ? groupMemberFromCard(card).skills : [];
}

/** The owner's personnel present with `iid` (same zone), itself excluded. */
function othersPresent(state: GameState, iid: string): string[] {
  const instance = state.cards[iid]!;
  return cardsIn(state, instance.zone).filter(
    (other) =>
      other !== iid &&
      state.cards[other]!.owner === instance.owner &&
      blueprintOf(state, other).type === 'Personnel',
  );
}

function missionAt(state: GameState, location: string | null): Card | undefined {
  const loc = location ? state.locations[location] : undefined;
  const mission = loc?.missions[0];
  return mission ? blueprintOf(state, mission) : undefined;
}

/** Whether `when` holds for the personnel `iid` on the table now. */
export function conditionHolds(state: GameState, iid: string, when: SkillCondition): boolean {
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone)) return false;
  const location = locationOfZone(state, instance.zone);
  switch (when.kind) {
    case 'in-quadrant':
      return !!location && state.locations[location]?.quadrant === when.quadrant;
    case 'in-region':
      return !!location && state.locations[location]?.region === when.region;
    case 'at-mission-kind': {
      const kind = missionAt(state, location)?.mission?.kind;
      return kind === 'dual' || kind === when.missionKind;
    }
    case 'at-mission-icon':
      return (missionAt(state, location)?.mission?.affiliationIcons ?? []).some(
        (icon) => icon === when.affiliation,
      );
    case 'all-yours-present-have-icon':
      return [iid, ...othersPresent(state, iid)].every((other) =>
        blueprintOf(state, other).icons.some(
          (icon) => icon.code.toLowerCase() === when.icon.toLowerCase(),
        ),
      );
    case 'discard-pile-empty':
      return cardsIn(state, Z.discard(instance.owner)).length === 0;
    case 'in-play':
      return tableIndex(state).inPlay.some(
        (card) =>
          card.faceUp !== false &&
          isTitled(blueprintOf(state, card.iid), when.title),
      );
    case 'aboard-ship': {
      if (zoneKind(instance.zone) !== 'aboard') return false;
      const host = state.cards[zoneArg(instance.zone)];
      if (!host) return false;
      const ship = blueprintOf(state, host.iid);
      if (ship.type !== 'Ship' || (when.yours && host.owner !== instance.owner)) return false;
      const byClass = (when.classes ?? []).some((name) =>
        (ship.ship?.shipClass ?? '').toLowerCase().startsWith(name.toLowerCase()),
      );
      const byAffiliation = (when.affiliations ?? []).some((affiliation) =>
        ship.affiliations.includes(affiliation as never),
      );
      const kindOk = when.classes ? byClass || byAffiliation : !when.affiliations || byAffiliation;
      const iconsOk = (when.icons ?? []).every((code) =>
        ship.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()),
      );
      const titleOk = !when.titles || when.titles.some((title) => isTitled(ship, title));
      return kindOk && iconsOk && titleOk;
    }
    case 'with':
      return othersPresent(state, iid).some((other) => {
        const card = blueprintOf(state, other);
        return when.titles.some(
          (title) => isTitled(card, title) || card.persona.includes(title),
        );
      });
    case 'with-another':
      return othersPresent(state, iid).some((other) => {
        const card = blueprintOf(state, other);
        const has = (wanted: string) => card.characteristics.some((characteristic) => characteristic.toLowerCase().includes(wanted.toLowerCase()));
        if (when.characteristics && !when.characteristics.every(has)) return false;
        if (when.skill && card.personnel?.classification !== when.skill && !printedSkills(card).some((skill) => skill.name === when.skill && skill.level > 0)) return false;
        if (when.affiliation && !card.affiliations.includes(when.affiliation as never)) return false;
        if (!when.icon && !when.characteristic) return true;
        if (when.icon)
          return card.icons.some((icon) => icon.code.toLowerCase() === when.icon!.toLowerCase());
        return when.characteristic === undefined || has(when.characteristic);
      });
    case 'with-all': {
      const others = othersPresent(state, iid).map((other) => blueprintOf(state, other));
      return when.titles.every((title) => others.some((card) => isTitled(card, title) || card.persona.includes(title)));
    }
    case 'opponent-card-with-icon':
      return Object.values(state.cards).some(
        (other) =>
          other.owner !== instance.owner &&
          other.faceUp !== false &&
          isInPlayZone(other.zone) &&
          blueprintOf(state, other.iid).icons.some((icon) => icon.code.toLowerCase() === when.icon.toLowerCase()),
      );
    case 'in-ship-battle-against': {
      const battle = state.battle;
      if (!battle || battle.kind !== 'ship' || zoneKind(instance.zone) !== 'aboard') return false;
      const host = zoneArg(instance.zone);
      if (state.cards[host]?.owner !== instance.owner) return false;
      const defenders = [...(battle.target ? [battle.target] : []), ...(battle.returnFire?.ships ?? [])];
      const against = battle.attacking.includes(host) ? defenders : defenders.includes(host) ? battle.attacking : [];
      return against.some((ship) => state.cards[ship] && blueprintOf(state, ship).affiliations.includes(when.affiliation as never));
    }
    case 'in-personnel-battle': {
      const battle = state.battle;
      return !!battle && battle.kind === 'personnel' && (battle.attacking.includes(iid) || battle.defending.includes(iid));
    }
    case 'aboard-facility': {
      if (zoneKind(instance.zone) !== 'aboard') return false;
      const host = blueprintOf(state, zoneArg(instance.zone));
      return host.type === 'Facility' && when.titles.some((title) => isTitled(host, title));
    }
    case 'facing-dilemma':
      return (
        !!state.attempt?.dilemma &&
        state.attempt.player === instance.owner &&
        location === state.attempt.location
      );
    case 'personnel-in-play':
      return tableIndex(state).inPlay.some((other) => {
        if (!other.faceUp) return false;
        const card = blueprintOf(state, other.iid);
        if (card.type !== 'Personnel') return false;
        return (
          titledAmong(when.titles, card) ||
          (when.anyNames ?? []).some((name) => isAnyNamed(card, name)) ||
          (!!when.characteristic &&
            card.characteristics.some(
              (c) => c.toLowerCase() === when.characteristic!.toLowerCase(),
            )) ||
          (!!when.affiliation && card.affiliations.includes(when.affiliation as never))
        );
      });
    case 'discard-count':
      return (
        cardsIn(state, Z.discard(instance.owner)).filter(
          (other) => blueprintOf(state, other).type === when.type,
        ).length >= when.atLeast
      );
    case 'no-other-present-with':
      return !othersPresent(state, iid).some(
        (other) =>
          printedSkills(blueprintOf(state, other)).some(
            (skill) => when.skills.includes(skill.name) && skill.level > 0,
          ) || when.skills.includes(blueprintOf(state, other).personnel?.classification ?? ''),
      );
  }
}

/** The personnel `iid` with its conditional skills and attribute changes whose conditions hold now. */
export function withConditionalSkills(
  state: GameState,
  iid: string,
  card: Card,
  member: GroupMember,
): GroupMember {
  const found = conditional(card);
  if (found.items.length === 0) return member;
  let out: GroupMember = found.base.length
    ? { ...member, skills: [...member.skills, ...found.base] }
    : member;
  for (const item of found.items) {
    if (!conditionHolds(state, iid, item.when)) continue;
    if (item.attribute)
      out = { ...out, [item.attribute.key]: out[item.attribute.key] + item.attribute.delta };
    if (item.skill) {
      const had = found.base.find((b) => b.name === item.skill!.name);
      out = {
        ...out,
        skills: [
          ...out.skills,
          { name: item.skill.name, level: had ? item.skill.level - had.level : item.skill.level },
        ],
      };
    }
  }
  return out;
}
