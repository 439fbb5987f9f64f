/**
 * Issue 15 (borg): assimilation as a mechanism — personnel made drones or counterparts, planets, ships,
 * facilities and equipment taken into the collective. One function makes every assimilation
 * (`assimilate`): it checks who may be assimilated, brings the cards under the Borg player's control for
 * good (`ControlTaken` with no end, control-facts.ts) and records what they became (`CardsAssimilated`,
 * assimilation-facts.ts), which `blueprintOf` then reads (assimilated-cards.ts). The words:
 * - effect `assimilate-target` (`as: drone | counterpart`, `discardOnTarget`): the target personnel.
 * - effect `assimilate-planet` (after an objective's completion: the objective's target planet).
 * - card field `assimilationImmunity` (`yoursOfAffiliation` on a table; `host` lying on a card).
 * - target `personnel-battle-with-yours` and effect `assimilate-wounded-after-winner` (a mortally wounded
 *   personnel assimilated instead of its death once the battle's winner is determined; battle/battle.ts).
 * - card field `assimilateStunned` (equipment: a personnel just stunned in battle by the holder's drone
 *   present is abducted and assimilated, once each turn; read by battle/battle.ts).
 *   1E rulebook › Borg Rule: Personnel Assimilation (holograms are never assimilated; one counterpart in
 *   play at a time, never a dual-personnel card; an assimilated personnel can no longer be rescued);
 *   Borg Rule: Abduction (an abductee who is assimilated is no longer abducted; abduction in battle);
 *   COMPLETE BORG OBJECTIVES › Planetary Assimilation (opposing personnel, equipment and landed ships on
 *   the planet, the opponent's facilities at the location and the cards aboard them; the planet can no
 *   longer be attempted), Ship Assimilation (ships carried aboard are assimilated, personnel and equipment
 *   aboard are not); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
 */
import type { Affiliation } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { LASTING_CONTROL } from './captive-control';
import { captorOf, heldPlace } from './captives';
import { CONTROL_RULES } from './control-changes';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { AssimilatedAs } from './assimilated-cards';
import type { VerbContext } from './verbs';
import { battleWindow } from './targets-battle';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { PersonnelFilter } from './vocabulary-events2';
import { finding } from './target-table';
import { counterpartLimit } from './extra-counterparts';

export const ASSIMILATION_RULES = {
  personnel: '1E rulebook › Borg Rule: Personnel Assimilation',
  abduction: '1E rulebook › Borg Rule: Abduction',
  planet: '1E rulebook › COMPLETE BORG OBJECTIVES › Planetary Assimilation',
  ship: '1E rulebook › COMPLETE BORG OBJECTIVES › Ship Assimilation',
} as const;

/** Card field `assimilationImmunity`. */
export interface AssimilationImmunity {
  /** Face up on its owner's table: their cards of this affiliation may not be assimilated ("your Kazon affiliation is immune"). */
  readonly yoursOfAffiliation?: string;
  /** Lying face up on a card: that card may not be assimilated. */
  readonly host?: true;
}

/** Card field `bansOutpostReports` (a Borg-Only Objective, once completed on its mission): cards of the mission's affiliations, except those showing one of `exceptIcons`, may not report to any outpost. */
export interface OutpostReportBan {
  readonly exceptIcons?: readonly string[];
}

/** Card field `assimilateStunned` (equipment): once each turn, a personnel just stunned in battle by its holder's personnel matching `by` present is abducted and assimilated as a drone. */
export interface AssimilateStunned {
  readonly by: PersonnelFilter;
}

export type AssimilationTarget =
  /** The personnel battle just initiated, where your personnel whose lore names `loreIncludes` takes part (named by its window's card; "your {Talon Drone}": a drone identified as one in its lore). */
  | { readonly kind: 'personnel-battle-with-yours'; readonly loreIncludes: string }
  /** Your ship or outpost in play with your personnel of this characteristic aboard ("your ship or outpost if your android aboard"). */
  | { readonly kind: 'your-ship-or-outpost-with-aboard'; readonly characteristic: string };

export type AssimilationEffect =
  /** Until the battle ends: after its winner is determined, your personnel whose lore names `byLore` present (not mortally wounded) assimilates one opposing mortally wounded personnel instead of its death. */
  | { readonly kind: 'assimilate-wounded-after-winner'; readonly byLore: string }
  /** The target personnel is assimilated by the card's player (a drone or a counterpart); `discardOnTarget`: the cards so titled lying on it are discarded first. */
  | { readonly kind: 'assimilate-target'; readonly as: 'drone' | 'counterpart'; readonly discardOnTarget?: readonly string[] }
  /** The planet of the objective's target location is assimilated (after `complete-borg-objective`). */
  | { readonly kind: 'assimilate-planet' };

/** For the catalogue test. */
export const ASSIMILATION_WORDS: readonly string[] = ['effect:assimilate-target', 'effect:assimilate-planet', 'effect:assimilate-wounded-after-winner', 'target:personnel-battle-with-yours', 'target:your-ship-or-outpost-with-aboard', 'field:assimilationImmunity', 'field:assimilateStunned', 'field:bansOutpostReports', 'at:matching-counterpart-there', 'filter:counterpartMatching'];

const isHologram = (state: GameState, iid: string) => blueprintOf(state, iid).icons.some((icon) => icon.code === 'Holo');

/** `player`'s counterparts in play (printed or assimilated: the Counterpart characteristic as the rules read it). */
export function counterpartsOf(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => {
      const card = blueprintOf(state, instance.iid);
      return card.type === 'Personnel' && card.characteristics.some((c) => c.toLowerCase() === 'counterpart');
    })
    .map((instance) => instance.iid);
}

/** The title of a card keeping `iid` from assimilation, if any. */
export function assimilationImmuneBy(state: GameState, iid: string): string | undefined {
  const instance = state.cards[iid]!;
  const on = cardsIn(state, Z.on(iid)).find((card) => state.cards[card]!.faceUp && behaviourOf(state.cards[card]!.blueprint)?.assimilationImmunity?.host);
  if (on) return bp(state, on).title;
  const affiliations = blueprintOf(state, iid).affiliations as readonly string[];
  const table = cardsIn(state, Z.table(instance.owner)).find((card) => {
    const immunity = state.cards[card]!.faceUp ? behaviourOf(state.cards[card]!.blueprint)?.assimilationImmunity : undefined;
    return !!immunity?.yoursOfAffiliation && affiliations.includes(immunity.yoursOfAffiliation);
  });
  return table ? bp(state, table).title : undefined;
}

/** The affiliation icons of the mission(s) at `location`. */
export function missionAffiliations(state: GameState, location: string): string[] {
  return (state.locations[location]?.missions ?? []).flatMap((iid) => (blueprintOf(state, iid).mission?.affiliationIcons ?? []) as readonly string[]);
}

/**
 * `player`'s counterparts in play (assimilated as counterparts: their affiliation before assimilation is on record)
 * whose former affiliation is one of `affiliations`; only those at `location` when given ("your matching counterpart").
 */
export function matchingCounterparts(state: GameState, player: PlayerId, affiliations: readonly string[], location?: string): string[] {
  return Object.entries(state.assimilated ?? {})
    .filter(([iid, record]) => {
      const instance = state.cards[iid];
      if (record.as !== 'counterpart' || !instance || instance.owner !== player || !isInPlayZone(instance.zone) || zoneKind(instance.zone) === 'table') return false;
      if (!record.formerAffiliations.some((one) => affiliations.includes(one))) return false;
      return location === undefined || locationOfZone(state, instance.zone) === location;
    })
    .map(([iid]) => iid);
}

/**
 * Reporting check: a completed objective with `bansOutpostReports` lying on its mission forbids every player to
 * report cards of that mission's affiliations (except cards showing one of `exceptIcons`) to any outpost.
 *   1E rulebook › COMPLETE BORG OBJECTIVES (Assimilate Homeworld: "for rest of game").
 */
export function outpostReportBanProblem(state: GameState, card: string, facility: string): Problem | null {
  if (!state.objectives || !state.cards[card] || !state.cards[facility] || blueprintOf(state, facility).facilityKind !== 'Outpost') return null;
  const reporting = blueprintOf(state, card);
  for (const iid of Object.keys(state.objectives)) {
    const instance = state.cards[iid];
    const ban = instance?.faceUp && zoneKind(instance.zone) === 'atop' ? behaviourOf(instance.blueprint)?.bansOutpostReports : undefined;
    if (!ban || reporting.icons.some((icon) => ban.exceptIcons?.includes(icon.code))) continue;
    const banned = missionAffiliations(state, locationOfZone(state, instance!.zone)!);
    if ((reporting.affiliations as readonly string[]).some((one) => banned.includes(one)))
      return problem('OUTPOST_REPORTS_BANNED', `${bp(state, iid).title}: cards of that affiliation may not report to any outpost`, RULES.cardEffects);
  }
  return null;
}

/** Why `by` may not assimilate `iid` as `as` now, or null. */
export function assimilationProblem(state: GameState, iid: string, by: PlayerId, as: AssimilatedAs): Problem | null {
  const instance = state.cards[iid];
  const rule = ASSIMILATION_RULES.personnel;
  if (!instance || (!isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'held')) return problem('NOT_IN_PLAY', 'only a card in play (or abducted) is assimilated', rule);
  const card = blueprintOf(state, iid);
  const already = state.assimilated?.[iid]?.as;
  if (as === 'drone' && already === 'drone') return problem('ALREADY_ASSIMILATED', `${card.title} is already a drone`, rule);
  if (as !== 'drone' && already) return problem('ALREADY_ASSIMILATED', `${card.title} is already assimilated`, rule);
  if (as === 'drone' || as === 'counterpart') {
    if (card.type !== 'Personnel') return problem('NOT_PERSONNEL', 'only personnel are assimilated as drones or counterparts', rule);
    if (isHologram(state, iid)) return problem('HOLOGRAM', 'the Borg cannot assimilate holograms', rule);
  }
  if (as === 'counterpart') {
    if (card.personnel?.dual) return problem('DUAL_PERSONNEL', 'a dual-personnel card is never assimilated as a counterpart', rule);
    // Issue 15 (helper borgobj): A Willing Companion allows more (behaviour/extra-counterparts.ts).
    const limit = counterpartLimit(state, by);
    if (counterpartsOf(state, by).length >= limit) return problem('COUNTERPART_IN_PLAY', `you may have no more than ${limit} counterpart${limit === 1 ? '' : 's'} in play`, rule);
  }
  // A counterpart of yours may be made a drone; otherwise only another player's card is assimilated.
  if (instance.owner === by && !(as === 'drone' && card.characteristics.some((c) => c.toLowerCase() === 'counterpart'))) return problem('OWN_CARD', 'you assimilate cards you do not control', rule);
  const immune = assimilationImmuneBy(state, iid);
  if (immune) return problem('IMMUNE', `${immune}: ${card.title} may not be assimilated`, RULES.cardEffects);
  return null;
}

/**
 * `by` assimilates the cards (each with its kind; those that may not be assimilated are left out): an abducted
 * personnel is first released where it was held (aboard its captor's ship or facility, or on the planet);
 * control passes for good; the fact records what each became. Returns the cards assimilated.
 */
export function assimilate(ctx: Ctx, cards: readonly { readonly card: string; readonly as: AssimilatedAs }[], by: PlayerId, source: string): string[] {
  const taken = cards.filter(({ card, as }) => !assimilationProblem(ctx.state, card, by, as));
  if (taken.length === 0) return [];
  for (const { card } of taken) {
    if (captorOf(ctx.state, card) === null) continue;
    const place = heldPlace(ctx.state, card)!;
    const to = ctx.state.cards[place] ? Z.aboard(place) : Z.surface(place);
    ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to, faceUp: true, reason: 'assimilated: no longer abducted', rule: ASSIMILATION_RULES.abduction });
  }
  const byOwner = new Map<PlayerId, string[]>();
  for (const { card } of taken) {
    const owner = ctx.state.cards[card]!.owner;
    if (owner !== by) byOwner.set(owner, [...(byOwner.get(owner) ?? []), card]);
  }
  for (const [from, owned] of byOwner) ctx.emit({ type: 'ControlTaken', cards: owned, by, from, source, until: LASTING_CONTROL, rule: `${ASSIMILATION_RULES.personnel}; ${CONTROL_RULES.control}` });
  const records = taken.map(({ card, as }) => ({ card, as, formerAffiliations: [...blueprintOf(ctx.state, card).affiliations] as Affiliation[] }));
  ctx.emit({ type: 'CardsAssimilated', by, cards: records, source, rule: taken.some(({ as }) => as === 'ship') ? `${ASSIMILATION_RULES.personnel}; ${ASSIMILATION_RULES.ship}` : ASSIMILATION_RULES.personnel });
  return taken.map(({ card }) => card);
}

/** The kind of assimilation a card undergoes as part of a planet or facility (personnel: drones). */
function kindOf(state: GameState, iid: string): AssimilatedAs | null {
  switch (blueprintOf(state, iid).type) {
    case 'Personnel':
      return 'drone';
    case 'Ship':
      return 'ship';
    case 'Facility':
      return 'facility';
    case 'Equipment':
      return 'equipment';
    default:
      return null;
  }
}

/** A ship and the ships carried aboard it (not its personnel or equipment: 1E rulebook › Ship Assimilation). */
function shipWithCarried(state: GameState, ship: string): string[] {
  return [ship, ...cardsIn(state, Z.aboard(ship)).filter((iid) => blueprintOf(state, iid).type === 'Ship').flatMap((carried) => shipWithCarried(state, carried))];
}

/** What planetary assimilation takes at `location` from `by`'s opponents: on the planet, and the facilities there with all aboard. */
export function planetaryHaul(state: GameState, location: string, by: PlayerId): { card: string; as: AssimilatedAs }[] {
  const theirs = (iid: string) => state.cards[iid]!.owner !== by && state.cards[iid]!.faceUp;
  const out: string[] = [];
  for (const iid of cardsIn(state, Z.surface(location)).filter(theirs)) {
    const type = blueprintOf(state, iid).type;
    if (type === 'Ship') out.push(...shipWithCarried(state, iid));
    else if (type === 'Personnel' || type === 'Equipment') out.push(iid);
  }
  const facilities = tableIndex(state).inPlay.filter(
    (instance) => theirs(instance.iid) && blueprintOf(state, instance.iid).type === 'Facility' && zoneKind(instance.zone) !== 'table' && locationOfZone(state, instance.zone) === location,
  );
  for (const facility of facilities) {
    out.push(facility.iid);
    for (const iid of [...cardsIn(state, Z.aboard(facility.iid)), ...cardsIn(state, Z.docked(facility.iid))].filter(theirs))
      out.push(...(blueprintOf(state, iid).type === 'Ship' ? shipWithCarried(state, iid) : [iid]));
  }
  return out.flatMap((card) => {
    const as = kindOf(state, card);
    return as ? [{ card, as }] : [];
  });
}

/** Whether the planet at `location` is assimilated: no mission attempt there (1E rulebook › Planetary Assimilation). */
export function assimilatedPlanetProblem(state: GameState, location: string): Problem | null {
  return state.assimilatedPlanets?.includes(location) ? problem('PLANET_ASSIMILATED', 'an assimilated planet cannot be attempted', ASSIMILATION_RULES.planet) : null;
}

function resolved(v: VerbContext, effect: string, rule: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule });
}

export const ASSIMILATION_VERBS: { readonly [K in AssimilationEffect['kind']]: (v: VerbContext, effect: Extract<AssimilationEffect, { kind: K }>) => void } = {
  'assimilate-target': (v, effect) => {
    const target = v.target;
    if (!target || !v.ctx.state.cards[target]) return resolved(v, 'no target', ASSIMILATION_RULES.personnel);
    const why = assimilationProblem(v.ctx.state, target, v.player, effect.as);
    if (why) return resolved(v, `not assimilated: ${why.message}`, why.rule);
    for (const child of cardsIn(v.ctx.state, Z.on(target)).filter((iid) => titledAmong(effect.discardOnTarget, bp(v.ctx.state, iid))))
      v.ctx.emit({ type: 'CardMoved', card: child, from: Z.on(target), to: Z.discard(v.ctx.state.cards[child]!.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded`, rule: RULES.cardEffects });
    assimilate(v.ctx, [{ card: target, as: effect.as }], v.player, v.card);
  },
  'assimilate-wounded-after-winner': (v, effect) => {
    if (v.ctx.state.battle?.kind !== 'personnel') return resolved(v, 'no personnel battle', ASSIMILATION_RULES.personnel);
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'assimilate-wounded', player: v.player, byLore: effect.byLore, source: v.card }, rule: BATTLE_RULES.winner });
  },
  'assimilate-planet': (v) => {
    const state = v.ctx.state;
    const location = state.objectives?.[v.card]?.target;
    if (!location || !state.locations[location]) return resolved(v, 'no target planet', ASSIMILATION_RULES.planet);
    const taken = assimilate(v.ctx, planetaryHaul(state, location, v.player), v.player, v.card);
    v.ctx.emit({ type: 'PlanetAssimilated', location, by: v.player, source: v.card, rule: ASSIMILATION_RULES.planet });
    resolved(v, `planet assimilated (${taken.length} cards)`, ASSIMILATION_RULES.planet);
  },
};

/**
 * Battle hook: `stunner` just stunned `victim` in the personnel battle in `zone`. Equipment with
 * `assimilateStunned` present with the stunner (its owner's, once each turn per title) abducts and assimilates
 * the victim as a drone; it stays where it is under its new controller. Returns whether it was assimilated.
 */
export function assimilateJustStunned(ctx: Ctx, stunner: string, victim: string, zone: string): boolean {
  const state = ctx.state;
  const borg = state.cards[stunner]?.owner;
  const turn = state.turn?.number;
  if (!borg || turn === undefined || state.cards[victim]?.zone !== zone || state.cards[victim]!.owner === borg) return false;
  const equipment = cardsIn(state, zone).find((iid) => {
    const instance = state.cards[iid]!;
    const word = instance.owner === borg && instance.faceUp ? behaviourOf(instance.blueprint)?.assimilateStunned : undefined;
    return !!word && personnelMatches(blueprintOf(state, stunner), word.by) && state.abilityUses?.[`${borg}|${bp(state, iid).title} (assimilate)`] !== turn;
  });
  if (!equipment || assimilationProblem(state, victim, borg, 'drone')) return false;
  ctx.emit({ type: 'CardAbilityUsed', player: borg, title: `${bp(state, equipment).title} (assimilate)`, turn, rule: RULES.oncePerTurn });
  assimilate(ctx, [{ card: victim, as: 'drone' }], borg, equipment);
  ctx.emit({ type: 'CardEffectResolved', card: equipment, player: borg, effect: `${bp(ctx.state, victim).title}, just stunned by ${bp(ctx.state, stunner).title}, abducted and assimilated`, target: victim, rule: `${ASSIMILATION_RULES.abduction}; ${ASSIMILATION_RULES.personnel}` });
  return true;
}

const loreNames = (state: GameState, iid: string, words: string) => (blueprintOf(state, iid).lore ?? '').toLowerCase().includes(words.toLowerCase());

/** Targets: `personnel-battle-with-yours`, `your-ship-or-outpost-with-aboard`. */
export function assimilationTargets(state: GameState, player: PlayerId, spec: AssimilationTarget): string[] {
  if (spec.kind === 'your-ship-or-outpost-with-aboard') {
    const wanted = spec.characteristic.toLowerCase();
    return (tableIndex(state).inPlayBy[player] ?? [])
      .filter((instance) => {
        const card = blueprintOf(state, instance.iid);
        if (zoneKind(instance.zone) === 'table' || !(card.type === 'Ship' || (card.type === 'Facility' && card.facilityKind === 'Outpost'))) return false;
        return cardsIn(state, Z.aboard(instance.iid)).some((iid) => state.cards[iid]!.owner === player && blueprintOf(state, iid).characteristics.some((c) => c.toLowerCase() === wanted));
      })
      .map((instance) => instance.iid);
  }
  const battle = state.battle;
  const window = battleWindow(state);
  if (battle?.kind !== 'personnel' || !window || !battle.zone) return [];
  const yours = [...battle.attacking, ...battle.defending].some((iid) => state.cards[iid]?.owner === player && state.cards[iid]!.zone === battle.zone && loreNames(state, iid, spec.loreIncludes));
  return yours ? [window.card] : [];
}

/**
 * Battle resolution, after the winner is determined and before the mortally wounded die: each
 * `assimilate-wounded` modifier whose holder's named personnel is present and not mortally wounded takes one
 * opposing mortally wounded personnel that may be assimilated (the first wounded in the combat's order) and
 * assimilates it as a drone instead of its death. Returns the personnel saved from dying.
 */
export function assimilateWoundedInstead(ctx: Ctx): string[] {
  const battle = ctx.state.battle;
  if (!battle?.zone || !battle.modifiers?.some((modifier) => modifier.kind === 'assimilate-wounded')) return [];
  const saved: string[] = [];
  for (const modifier of battle.modifiers) {
    if (modifier.kind !== 'assimilate-wounded') continue;
    const wounded = ctx.state.battle?.wounded ?? [];
    const here = (iid: string) => ctx.state.cards[iid]?.zone === battle.zone;
    const drone = cardsIn(ctx.state, battle.zone).find((iid) => ctx.state.cards[iid]!.owner === modifier.player && bp(ctx.state, iid).type === 'Personnel' && loreNames(ctx.state, iid, modifier.byLore) && !wounded.includes(iid));
    if (!drone) {
      resolved({ ctx, player: modifier.player, card: modifier.source }, `no personnel of yours named ${modifier.byLore} in lore present: nobody assimilated`, ASSIMILATION_RULES.personnel);
      continue;
    }
    const victim = wounded.find((iid) => here(iid) && !saved.includes(iid) && ctx.state.cards[iid]!.owner !== modifier.player && !assimilationProblem(ctx.state, iid, modifier.player, 'drone'));
    if (!victim) continue;
    assimilate(ctx, [{ card: victim, as: 'drone' }], modifier.player, modifier.source);
    saved.push(victim);
    resolved({ ctx, player: modifier.player, card: modifier.source, target: victim }, `${bp(ctx.state, victim).title}, mortally wounded, assimilated instead by ${bp(ctx.state, drone).title}`, ASSIMILATION_RULES.personnel);
  }
  return saved;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ASSIMILATION_TARGETS = finding(['personnel-battle-with-yours', 'your-ship-or-outpost-with-aboard'], (state, player, spec) => assimilationTargets(state, player, spec));
