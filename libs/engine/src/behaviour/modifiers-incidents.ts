/**
 * Handlers for the words of vocabulary-incidents.ts (issue 15, third pass): holder filters (affiliation,
 * icons, characteristics, skills, leaders), attribute and skill modifiers that reach beyond the cards
 * present (a card on your table reaches your personnel in play; a card atop a mission, your personnel
 * at that location; a card lying on a personnel, the personnel present with it), and ship modifiers
 * from equipment aboard or from cards on your table (`fleetDelta`, read by `shipAttribute`).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › EQUIPMENT;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; MISCELLANEOUS RULES › THE
 *   CUMULATIVE RULE; SKILLS › LOADED SKILLS › OFFICER AND LEADERSHIP: "LEADER".
 */
import { aboardMatchingShip, inspectionShipPasses } from './inspection-ships';
import { missionsDone } from './fleet-growth';
import { ownerPersonnelAboard } from './crew-enablers';
import { groupMemberFromCard, skillLevel, type Card, type GroupMember } from '@captains-log/cards';
import { blueprintOf, isTitled } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';
import type { CardBehaviour, Modifier } from './vocabulary';
import type { CardMatch, FleetCondition, FleetModifier, HolderIncidents, IncidentModifier, ShipFilter } from './vocabulary-incidents';
import type { ShipAttribute } from './vocabulary-events';
import { tableIndex } from '../table-index';
import { showsIcon } from './property-logos';
import { tableConditionHolds } from './table-conditions';
import { lentImmunity } from './lent-immunity';
import { chargedDelta } from './turn-charges';
import { gainCaptiveSkills } from './captive-skills';
import { captivesHeldBy } from './captives';
import { tableImmune } from './table-immunity';

/** What a modifier handler may read besides the personnel: the state, the personnel, how many copies of the title already applied. */
export interface ModifierContext {
  readonly state: GameState;
  readonly iid: string;
  readonly applied: number;
  /** The card the modifier comes from. */
  readonly source?: string;
}

const KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

function has(list: readonly string[] | undefined, value: string): boolean {
  return !!list?.some((entry) => entry.toLowerCase() === value.toLowerCase());
}

/** Whether the personnel `iid` (as modified so far: `member`) is one the holder filter reaches. */
export function holderMatches(state: GameState, iid: string, member: GroupMember, holder: HolderIncidents & { readonly classification?: string }): boolean {
  const card = blueprintOf(state, iid);
  if (holder.classification && member.classification !== holder.classification) return false;
  if (holder.affiliations && !card.affiliations.some((affiliation) => has(holder.affiliations, affiliation))) return false;
  if (holder.notAffiliations && card.affiliations.some((affiliation) => has(holder.notAffiliations, affiliation))) return false;
  if (holder.icons && !holder.icons.every((code) => showsIcon(card, code))) return false;
  if (holder.characteristics && !card.characteristics.some((characteristic) => has(holder.characteristics, characteristic))) return false;
  if (holder.skills && !holder.skills.every((skill) => skillLevel(member, skill) > 0)) return false;
  if (holder.anySkill && !holder.anySkill.some((skill) => skillLevel(member, skill) > 0)) return false;
  if (holder.notSkills?.some((skill) => skillLevel(member, skill) > 0)) return false;
  if (holder.titles && !holder.titles.some((title) => isTitled(card, title) || card.persona.includes(title))) return false;
  if (holder.leader && !(skillLevel(member, 'Leadership') > 0 || skillLevel(member, 'OFFICER') > 0 || member.classification === 'OFFICER')) return false;
  if (holder.anyOf && !holder.anyOf.some((one) => holderMatches(state, iid, member, one))) return false;
  if (holder.aboardShip && !aboardMatchingShip(state, iid, holder.aboardShip)) return false;
  if (holder.loreWords && !holder.loreWords.some((word) => (card.lore ?? '').toLowerCase().includes(word.toLowerCase()))) return false;
  return true;
}

/** A personnel of the same owner with this title (or persona) is in the same zone as `iid`. */
function titlePresent(state: GameState, iid: string, title: string): boolean {
  const instance = state.cards[iid]!;
  return cardsIn(state, instance.zone).some((other) => {
    if (state.cards[other]!.owner !== instance.owner) return false;
    const card = blueprintOf(state, other);
    return card.type === 'Personnel' && (isTitled(card, title) || card.persona.some((name) => name === title));
  });
}

/** A personnel of the same owner as `iid` in its zone (itself included) that the holder filter reaches, read from its printed card. */
function printedPresent(state: GameState, iid: string, holder: HolderIncidents & { readonly classification?: string }): boolean {
  const instance = state.cards[iid]!;
  return cardsIn(state, instance.zone).some((other) => {
    if (state.cards[other]!.owner !== instance.owner) return false;
    const card = blueprintOf(state, other);
    return card.type === 'Personnel' && !!card.personnel && holderMatches(state, other, groupMemberFromCard(card), holder);
  });
}

function attributesDelta(context: ModifierContext, member: GroupMember, modifier: Extract<IncidentModifier, { kind: 'attributes' }>): number {
  const { orIf } = modifier;
  if (!orIf) return modifier.delta;
  const better = (!orIf.to || holderMatches(context.state, context.iid, member, orIf.to)) && (!orIf.presentTitle || titlePresent(context.state, context.iid, orIf.presentTitle));
  return better ? orIf.delta : modifier.delta;
}

type Handler<K extends IncidentModifier['kind']> = (member: GroupMember, modifier: Extract<IncidentModifier, { kind: K }>, place: unknown, context?: ModifierContext) => GroupMember;

/** One handler per word (spread into `MODIFIERS`). */
export const INCIDENT_MODIFIERS: { readonly [K in IncidentModifier['kind']]: Handler<K> } = {
  attributes: (member, modifier, _place, context) => {
    if (modifier.upTo !== undefined && context && context.applied * Math.abs(modifier.delta) >= modifier.upTo) return member;
    const delta = context ? attributesDelta(context, member, modifier) : modifier.delta;
    let out = member;
    for (const attribute of modifier.attributes) out = { ...out, [KEY[attribute]]: out[KEY[attribute]] + delta };
    return out;
  },
  'gain-skill': (member, modifier, _place, context) => {
    // Issue 15 (equipment-e): `ifPresent` — only with a personnel of the owner the filter reaches present (printed card).
    if (modifier.ifPresent && !(context && printedPresent(context.state, context.iid, modifier.ifPresent))) return member;
    return { ...member, skills: [...member.skills, { name: modifier.skill, level: 1 }] };
  },
  'gain-selected-skill': (member, _modifier, _place, context) => {
    const skill = context?.source ? context.state.selected?.[context.source] : undefined;
    return skill ? { ...member, skills: [...member.skills, { name: skill, level: 1 }] } : member;
  },
  // Issue 15 (helper dqv): Taspar Egg — the delta of the option selected (or the initial one), while its owner holds a captive.
  'selected-attribute': (member, modifier, _place, context) => {
    if (!context?.source) return member;
    const owner = context.state.cards[context.source]?.owner;
    if (modifier.whileYouHaveCaptive && (!owner || captivesHeldBy(context.state, owner).length === 0)) return member;
    const delta = modifier.byOption[context.state.selected?.[context.source] ?? modifier.initial] ?? 0;
    const key = KEY[modifier.attribute];
    return { ...member, [key]: member[key] + delta };
  },
  // Issue 15 (helper evq): Extracted Confessions (captive-skills.ts).
  'gain-captive-skills': (member, modifier, _place, context) => gainCaptiveSkills(member, modifier, context?.state, context?.source),
  // Read by `cumulativeSuppressed` below (it changes how other cards count); as a modifier it changes nothing.
  'not-cumulative': (member) => member,
};

/**
 * The characteristics whose equipment is not cumulative in `zone` for `owner`: a `not-cumulative` card of
 * the owner lies there while one of the owner's personnel there meets its `ifPresent` filter (printed).
 */
export function cumulativeSuppressed(state: GameState, zone: string, owner: string): string[] {
  const out: string[] = [];
  const here = cardsIn(state, zone);
  for (const iid of here) {
    if (state.cards[iid]!.owner !== owner) continue;
    for (const modifier of behaviourOf(state.cards[iid]!.blueprint)?.modifiers ?? []) {
      if (modifier.kind !== 'not-cumulative') continue;
      const present = here.some((other) => {
        if (state.cards[other]!.owner !== owner) return false;
        const card = blueprintOf(state, other);
        return card.type === 'Personnel' && !!card.personnel && holderMatches(state, other, groupMemberFromCard(card), modifier.ifPresent);
      });
      if (present) out.push(modifier.characteristic.toLowerCase());
    }
  }
  return out;
}

/** A source of modifiers beyond the cards present in the same zone: the card and its behaviour. */
export interface ScopedSource {
  readonly iid: string;
  readonly card: Card;
  readonly behaviour: CardBehaviour;
  readonly modifiers: readonly Modifier[];
}

/** Issue 15 (helper domir): a card with modifiers that may be played on a captive (a way of playing it targets `your-captive`). */
const liesOnCaptives: BlueprintTest = (behaviour) =>
  !!behaviour.modifiers?.length && [behaviour, ...(behaviour.modes ?? [])].some((way) => way.targets?.kind === 'your-captive');

function scoped(behaviour: CardBehaviour | undefined, where: string): readonly Modifier[] {
  return (behaviour?.modifiers ?? []).filter((modifier) => (modifier.kind === 'attributes' || modifier.kind === 'gain-skill' || modifier.kind === 'use-skill-as' || modifier.kind === 'use-attribute-as' || modifier.kind === 'meet-dilemmas-as-if' || modifier.kind === 'gain-captive-skills') && modifier.where === where);
}

/**
 * The cards whose incident modifiers reach the personnel `iid` from outside its zone: face-up cards on
 * its owner's table (`in-play`), the owner's cards atop the mission at its location (`at-location`),
 * and the owner's cards lying on a personnel in its group, the personnel itself included (`present`).
 */
export function scopedSources(state: GameState, iid: string): ScopedSource[] {
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone)) return [];
  const out: ScopedSource[] = [];
  const add = (source: string, where: string) => {
    const other = state.cards[source]!;
    if (other.owner !== instance.owner || !other.faceUp) return;
    const behaviour = behaviourOf(other.blueprint);
    const modifiers = scoped(behaviour, where);
    if (modifiers.length) out.push({ iid: source, card: blueprintOf(state, source), behaviour: behaviour!, modifiers });
  };
  for (const source of cardsIn(state, Z.table(instance.owner))) add(source, 'in-play');
  // Issue 15 (helper domir): the owner's cards lying on a captive they hold reach their personnel in play (Articles of Jurisprudence).
  if (blueprintsWhere(state, liesOnCaptives).size > 0)
    for (const source of tableIndex(state).inPlayBy[instance.owner] ?? [])
      if (zoneKind(source.zone) === 'on' && liesOnCaptives(behaviourOf(source.blueprint) ?? ({} as CardBehaviour)) && zoneKind(state.cards[zoneArg(source.zone)]?.zone ?? '') === 'held') add(source.iid, 'in-play');
  const location = locationOfZone(state, instance.zone);
  if (location) for (const source of cardsIn(state, Z.atop(location))) add(source, 'at-location');
  if (zoneKind(instance.zone) !== 'table') for (const member of cardsIn(state, instance.zone)) for (const source of cardsIn(state, Z.on(member))) add(source, 'present');
  for (const source of cardsIn(state, Z.on(iid))) add(source, 'host');
  return out;
}

// ——— ships ———

export function shipMatches(card: Card, filter: ShipFilter | undefined, state?: GameState, ship?: string): boolean {
  if (!filter) return true;
  if (filter.unique && card.universal) return false;
  if ((filter.native || filter.aboardAtLeast) && !inspectionShipPasses(card, filter, state, ship)) return false;
  if (filter.crewSkill && state && ship) {
    const owner = state.cards[ship]!.owner;
    const { skill, level } = filter.crewSkill;
    const aboard = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && blueprintOf(state, iid).type === 'Personnel');
    if (!aboard.some((iid) => blueprintOf(state, iid).personnel && skillLevel(groupMemberFromCard(blueprintOf(state, iid)), skill) >= level)) return false;
  }
  if (filter.classOrTitle && !filter.classOrTitle.some((name) => isTitled(card, name) || (card.ship?.shipClass ?? '').toLowerCase().startsWith(name.toLowerCase())))
    return false;
  if (filter.icons && !filter.icons.every((code) => showsIcon(card, code))) return false;
  if (filter.affiliations && !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))) return false;
  if (filter.staffingIcon && (card.ship?.staffing.icons.length ?? 0) === 0) return false;
  return true;
}

/** The owner's ships in play (in space, docked or landed). */
function shipsOf(state: GameState, owner: string): string[] {
  return tableIndex(state)
    .onSpaceline.filter((instance) => instance.owner === owner && blueprintOf(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}

function inPlayOf(state: GameState, owner: string, match: CardMatch): boolean {
  return tableIndex(state).inPlay.some((instance) => {
    if (instance.owner !== owner) return false;
    const card = blueprintOf(state, instance.iid);
    return (!match.title || isTitled(card, match.title)) && (!match.facilityKind || card.facilityKind === match.facilityKind);
  });
}

const CONDITIONS: { readonly [K in FleetCondition['kind']]: (state: GameState, owner: string, condition: Extract<FleetCondition, { kind: K }>) => boolean } = {
  'all-your-ships': (state, owner, condition) => {
    const ships = shipsOf(state, owner);
    return ships.length > 0 && ships.every((ship) => shipMatches(blueprintOf(state, ship), condition.ships, state, ship));
  },
  'not-both-in-play': (state, owner, condition) => !condition.cards.every((match) => inPlayOf(state, owner, match)),
};

function conditionHolds(state: GameState, owner: string, condition: FleetCondition): boolean {
  return (CONDITIONS[condition.kind] as (s: GameState, o: string, c: FleetCondition) => boolean)(state, owner, condition);
}

/**
 * What the fleet modifiers add to a ship's RANGE / WEAPONS / SHIELDS: equipment of the ship's owner
 * aboard (`aboard`), and the owner's cards on the table (`your-ships`); per copy when cumulative (up to
 * the cap), else once per title.
 */
export function fleetDelta(state: GameState, ship: string, attribute: ShipAttribute): number {
  const instance = state.cards[ship];
  if (!instance) return 0;
  const owner = instance.owner;
  const sources: { title: string; fleet: FleetModifier }[] = [];
  const collect = (iid: string, scope: FleetModifier['scope']) => {
    const other = state.cards[iid]!;
    if (other.owner !== owner) return;
    const behaviour = behaviourOf(other.blueprint);
    for (const fleet of behaviour?.fleet ?? []) if (fleet.scope === scope && fleet.attributes.includes(attribute)) sources.push({ title: behaviour!.title, fleet });
  };
  for (const iid of cardsIn(state, Z.aboard(ship))) collect(iid, 'aboard');
  for (const iid of cardsIn(state, Z.table(owner))) if (state.cards[iid]!.faceUp) collect(iid, 'your-ships');
  if (sources.length === 0) return 0;
  const card = blueprintOf(state, ship);
  const applied = new Map<string, number>();
  let delta = 0;
  for (const { title, fleet } of sources) {
    if (!shipMatches(card, fleet.ships, state, ship) || !(fleet.while ?? []).every((condition) => conditionHolds(state, owner, condition))) continue;
    const count = applied.get(title) ?? 0;
    if (count > 0 && !fleet.cumulative) continue;
    // Issue 15 (incobj): charges bought until the owner's next turn (turn-charges.ts).
    if (fleet.perCharge) { applied.set(title, count + 1); delta += chargedDelta(state, owner, title, fleet); continue; }
    if (fleet.upTo !== undefined && count * Math.abs(fleet.delta) >= fleet.upTo) continue;
    if (fleet.perAboard && count >= ownerPersonnelAboard(state, ship, fleet.perAboard).length) continue;
    applied.set(title, count + 1);
    delta += fleet.delta + (fleet.plusMissionsDone ? missionsDone(state) : 0);
  }
  return delta;
}

/** The words of this file beyond the modifier table, as the catalogue test spells them (`kind:word`). */
export const INCIDENT_WORDS: readonly string[] = [
  'select:options',
  'target:your-personnel',
  ...(['aboard', 'your-ships'] as const).map((scope) => `fleet:${scope}`),
  ...Object.keys(CONDITIONS).map((condition) => `fleet-condition:${condition}`),
];


/** Whether the card in play `iid` is immune to cards titled `title` (its behaviour's `immuneTo`). */
export function immuneTo(state: GameState, iid: string, title: string): boolean {
  const instance = state.cards[iid]!;
  const behaviour = behaviourOf(instance.blueprint);
  if (behaviour?.immuneTo?.includes(title)) return true;
  // Issue 15 (helper tail1): immunity lent by another card in play (lent-immunity.ts: E-Band Emissions, Harness Particle 010).
  if (lentImmunity(state, iid, title)) return true;
  // Issue 15 (events of later sets): "immune to … if all your personnel are [22]" (table-conditions.ts).
  const when = behaviour?.immuneWhile;
  if (when && when.titles.includes(title) && when.conditions.every((condition) => tableConditionHolds(state, instance.owner, condition))) return true;
  // Issue 15 (helper tail4): a card on the owner's table lends the immunity (table-immunity.ts).
  return tableImmune(state, iid, title);
}
