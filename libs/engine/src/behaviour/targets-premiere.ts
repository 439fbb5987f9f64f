/**
 * Target rules and restrictions of the words in vocabulary-premiere.ts (issue 15, fourth pass):
 * which beam parties a card may beam (`beam-party`), which ships it may bind, whether a personnel
 * may beam up, and where a ship bound for an outpost may fly. Read by `validTargets` /
 * `isValidTarget` (behaviour/play.ts, targets-events2.ts), `checkBeamLimit` (beaming-events.ts) and
 * `checkFlightRestrictions` / `afterFlight` (spaceline-events.ts).
 *   1E rulebook › EXECUTING ORDERS › BEAM (transporters at one location; shields; planet surfaces);
 *   EXECUTING ORDERS › FLY A STARSHIP (RANGE: the spans of the locations entered).
 */
import { checkPhasedBeam } from './phased';
import { bp, problem, type Problem } from '../context';
import { controls } from '../control';
import { isPlanetMission, isTitled } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { checkBeamRoute, checkHouseArrest, checkMovers, flightCost } from '../play';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { checkBeamLimit, checkNoBeaming } from './beaming-events';
import { behaviourOf } from './registry';
import { matches } from './play';
import { downloadsForbiddenBy } from './verbs-events-c';
import { perCards, tableIndex } from '../table-index';
import { matches as matchesBattle } from './verbs-battle';
import { shipAttribute } from './ship-modifiers';
import { zoneWithinCloak } from './ship-equipment';
import type { PremiereRestriction, PremiereTarget } from './vocabulary-premiere';
import { finding } from './target-table';

export const PREMIERE_RULES = {
  beam: RULES.beam,
  fly: RULES.fly,
  dilemmaResponses: RULES.alternatingActions,
};

/** A `beam-party` target split: the cards and where they go. */
export function beamParty(target: string | undefined): { cards: string[]; to: string } | null {
  if (!target) return null;
  const at = target.indexOf('>');
  if (at <= 0) return null;
  return { cards: target.slice(0, at).split('+'), to: target.slice(at + 1) };
}

function onTable(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  if (!instance) return false;
  const kind = zoneKind(instance.zone);
  const type = bp(state, iid).type;
  return (type === 'Ship' || type === 'Facility') && (kind === 'space' || kind === 'docked' || kind === 'surface') && locationOfZone(state, instance.zone) !== null;
}

/** The ships and facilities (and the planet surface) at `location` a party may beam to. */
function endsAt(state: GameState, location: string): string[] {
  const hosts = [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))].flatMap((iid) => [iid, ...cardsIn(state, Z.docked(iid))]).filter((iid) => onTable(state, iid));
  const planet = state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)));
  return [...hosts.map((iid) => Z.aboard(iid)), ...(planet ? [Z.surface(location)] : [])];
}

/** Locations next to `location` along its spaceline. */
function neighbours(state: GameState, location: string): string[] {
  const line = state.spacelines[state.locations[location]!.quadrant] ?? [];
  const index = line.indexOf(location);
  return [line[index - 1], line[index + 1]].filter((id): id is string => id !== undefined);
}

/** Why this party may not beam where it says with this card (null: it may). */
export function checkBeamParty(state: GameState, player: PlayerId, spec: Extract<PremiereTarget, { kind: 'beam-party' }>, target: string): Problem | null {
  const window = (state.windows ?? [])[(state.windows ?? []).length - 1];
  if (window?.action === 'dilemma-encountered' && !(spec.duringDilemmas ?? []).some((title) => isTitled(bp(state, window.card), title)))
    return problem('NOT_DURING_DILEMMA', 'this card does not beam during that dilemma', PREMIERE_RULES.dilemmaResponses);
  const party = beamParty(target);
  if (!party) return problem('INVALID_TARGET', 'name the cards and where they go: c1+c2>ZONE', PREMIERE_RULES.beam);
  if (spec.max !== undefined && party.cards.length > spec.max) return problem('TOO_MANY', `at most ${spec.max} cards`, PREMIERE_RULES.beam);
  const movers = checkMovers(state, player, party.cards, PREMIERE_RULES.beam);
  if (movers) return movers;
  const from = state.cards[party.cards[0]!]!.zone;
  const to = party.to;
  if (spec.reach === 'same-location') {
    // Up or down: one end is a planet surface, the other the ship or facility whose side is used.
    const host = zoneKind(from) === 'aboard' && zoneKind(to) === 'surface' ? zoneArg(from) : zoneKind(from) === 'surface' && zoneKind(to) === 'aboard' ? zoneArg(to) : null;
    if (!host) return problem('UP_OR_DOWN', 'beam up from a planet surface or down to one', PREMIERE_RULES.beam);
    return checkBeamRouteAnyOwner(state, player, from, to, host) ?? checkHouseArrest(state, player, party.cards, to) ?? checkBeamLimit(state, player, party.cards, from, to) ?? checkPhasedBeam(state, player, party.cards);
  }
  // Next location: from aboard your own ship to a planet surface, ship or facility one location along.
  if (zoneKind(from) !== 'aboard' || bp(state, zoneArg(from)).type !== 'Ship' || !controls(state, player, zoneArg(from)) || !onTable(state, zoneArg(from)))
    return problem('FROM_YOUR_SHIP', 'these cards beam from aboard your ship', PREMIERE_RULES.beam);
  const here = locationOfZone(state, from)!;
  const there = locationOfZone(state, to);
  if (!there || !neighbours(state, here).includes(there)) return problem('NOT_NEXT_LOCATION', 'beam to a neighbouring spaceline location', PREMIERE_RULES.beam);
  if (!endsAt(state, there).includes(to)) return problem('NO_SUCH_DESTINATION', 'beam to a ship, facility or planet surface there', PREMIERE_RULES.beam);
  if (zoneWithinCloak(state, from) || zoneWithinCloak(state, to)) return problem('CLOAKED', 'nothing beams on or off a cloaked or phased ship', PREMIERE_RULES.beam);
  if (zoneKind(to) === 'aboard' && !controls(state, player, zoneArg(to)) && shielded(state, zoneArg(to))) return problem('SHIELDED', `${bp(state, zoneArg(to)).title} is shielded`, PREMIERE_RULES.beam);
  return checkNoBeaming(state, player, from, to) ?? checkHouseArrest(state, player, party.cards, to) ?? checkBeamLimit(state, player, party.cards, from, to);
}

function shielded(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Ship' ? shipAttribute(state, iid, 'SHIELDS') > 0 : true;
}

/** The BEAM order's route check; an opponent's unshielded ship's side may be used too (the card beams, not its transporters). */
function checkBeamRouteAnyOwner(state: GameState, player: PlayerId, from: string, to: string, host: string): Problem | null {
  if (controls(state, player, host)) return checkBeamRoute(state, player, from, to, host);
  if (shielded(state, host)) return problem('SHIELDED', `${bp(state, host).title} is shielded`, PREMIERE_RULES.beam);
  const location = locationOfZone(state, state.cards[host]!.zone);
  if (!location || locationOfZone(state, from) !== location || locationOfZone(state, to) !== location) return problem('NOT_SAME_LOCATION', 'up or down at one location', PREMIERE_RULES.beam);
  return checkNoBeaming(state, player, from, to);
}

/**
 * The parties offered for legalCommands: per group of your personnel (one zone) and destination,
 * the whole group and each personnel alone; other subsets are legal through `decide`.
 * Only called for a card in the player's hand.
 */
export function beamPartyTargets(state: GameState, player: PlayerId, spec: Extract<PremiereTarget, { kind: 'beam-party' }>): string[] {
  const groups = new Map<string, string[]>();
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (instance.stopped || instance.disabled || bp(state, instance.iid).type !== 'Personnel') continue;
    const kind = zoneKind(instance.zone);
    if (kind !== 'aboard' && kind !== 'surface') continue;
    groups.set(instance.zone, [...(groups.get(instance.zone) ?? []), instance.iid]);
  }
  const out: string[] = [];
  for (const [zone, members] of groups) {
    const location = locationOfZone(state, zone);
    if (!location) continue;
    const places = spec.reach === 'same-location' ? endsAt(state, location) : neighbours(state, location).flatMap((next) => endsAt(state, next));
    for (const to of places) {
      if (to === zone) continue;
      const parties = [members.slice(0, spec.max ?? members.length), ...(members.length > 1 ? members.map((one) => [one]) : [])];
      for (const party of parties) {
        const target = `${party.join('+')}>${to}`;
        if (checkBeamParty(state, player, spec, target) === null) out.push(target);
      }
    }
  }
  return out;
}

/** In the personnel battle whose response window is open: your killers and the opposing victims there (null: no such battle). */
export function battleSides(state: GameState, player: PlayerId, spec: Extract<PremiereTarget, { kind: 'battle-victims' }>): { killers: string[]; victims: string[] } | null {
  const battle = state.battle;
  const window = (state.windows ?? [])[(state.windows ?? []).length - 1];
  if (!battle || battle.kind !== 'personnel' || window?.action !== 'battle-initiated') return null;
  const inBattle = [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.zone === battle.zone);
  return {
    killers: inBattle.filter((iid) => state.cards[iid]!.owner === player && matchesBattle(state, iid, spec.killers)),
    victims: inBattle.filter((iid) => state.cards[iid]!.owner !== player && matchesBattle(state, iid, spec.victims)),
  };
}

/** Your ships of the affiliation, at a location. */
export function shipsOfAffiliation(state: GameState, player: PlayerId, affiliation: string): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => onTable(state, instance.iid) && bp(state, instance.iid).type === 'Ship' && (bp(state, instance.iid).affiliations as readonly string[]).includes(affiliation))
    .map((instance) => instance.iid);
}

export function premiereTargets(state: GameState, player: PlayerId, spec: PremiereTarget): string[] {
  switch (spec.kind) {
    case 'beam-party':
      return beamPartyTargets(state, player, spec);
    case 'your-ship-of-affiliation':
      return shipsOfAffiliation(state, player, spec.affiliation);
    case 'battle-victims': {
      const sides = battleSides(state, player, spec);
      if (!sides) return [];
      const count = Math.min(sides.killers.length, sides.victims.length);
      return [count === 0 ? 'none' : sides.victims.slice(0, count).join('+')];
    }
    case 'ship-and-turns':
      return tableIndex(state)
        .onSpaceline.filter((instance) => onTable(state, instance.iid) && bp(state, instance.iid).type === 'Ship')
        .flatMap((instance) => Array.from({ length: spec.max }, (_, index) => `${instance.iid}>${index + 1}`));
    case 'cards-in-your-draw-deck': {
      // Offered one card at a time (and `none` when zero is allowed), or the first cards that make the
      // minimum (instance ids say nothing of the card); any set within the bounds is valid.
      const deck = drawDeckChoices(state, player, spec);
      if ((spec.filter || spec.download) && deck.length === 0) return [];
      const least = Math.min(spec.min, deck.length);
      if (least > 1) return [deck.slice(0, least).join('+')];
      return [...(least === 0 ? ['none'] : []), ...(spec.max >= 1 ? deck : [])];
    }
  }
}

export function isPremiereTarget(spec: { readonly kind: string }): spec is PremiereTarget {
  return spec.kind === 'beam-party' || spec.kind === 'your-ship-of-affiliation' || spec.kind === 'cards-in-your-draw-deck' || spec.kind === 'ship-and-turns' || spec.kind === 'battle-victims';
}

/** Whether a target of a word here is valid (a beam party is checked whole, any subset). */
/** The draw deck's cards that may be chosen: all, or (issue 15, events of later sets) those the target's filter passes. */
function drawDeckChoices(state: GameState, player: PlayerId, spec: Extract<PremiereTarget, { kind: 'cards-in-your-draw-deck' }>): string[] {
  if (spec.download && downloadsForbiddenBy(state)) return [];
  const deck = cardsIn(state, Z.draw(player));
  return spec.filter ? deck.filter((iid) => matches(bp(state, iid), spec.filter)) : [...deck];
}

export function isValidPremiereTarget(state: GameState, player: PlayerId, spec: PremiereTarget, target: string): boolean {
  if (spec.kind === 'beam-party') return checkBeamParty(state, player, spec, target) === null;
  if (spec.kind === 'battle-victims') {
    const sides = battleSides(state, player, spec);
    if (!sides) return false;
    const chosen = target === 'none' ? [] : target.split('+');
    return chosen.length === Math.min(sides.killers.length, sides.victims.length) && new Set(chosen).size === chosen.length && chosen.every((iid) => sides.victims.includes(iid));
  }
  if (spec.kind === 'cards-in-your-draw-deck') {
    const chosen = target === 'none' ? [] : target.split('+');
    // A deck with fewer cards than the minimum: all of them.
    const deck = drawDeckChoices(state, player, spec);
    if ((spec.filter || spec.download) && deck.length === 0) return false;
    const least = Math.min(spec.min, deck.length);
    return chosen.length >= least && chosen.length <= spec.max && new Set(chosen).size === chosen.length && chosen.every((iid) => deck.includes(iid));
  }
  return premiereTargets(state, player, spec).includes(target);
}

function restrictionsOn(state: GameState, iid: string): readonly { card: string; restriction: PremiereRestriction }[] {
  // Issue 17: found once per card and card record (every beam, flight and attempt check asks).
  const known = perCards(state, 'targets-premiere:restrictions-on', () => new Map<string, readonly { card: string; restriction: PremiereRestriction }[]>());
  let found = known.get(iid);
  if (!found) {
    found = cardsIn(state, Z.on(iid)).flatMap((card) =>
      state.cards[card]!.faceUp ? (behaviourOf(state.cards[card]!.blueprint)?.restricts ?? []).flatMap((restriction) => (restriction.kind === 'host-no-beam-up' || restriction.kind === 'host-flies-to-outpost' || restriction.kind === 'host-flies-to-far-end' || restriction.kind === 'host-does-nothing-else' ? [{ card, restriction }] : [])) : [],
    );
    known.set(iid, found);
  }
  return found;
}

/** A card on a personnel beaming up from a planet forbids it (read by `checkBeamLimit`, every beam). */
export function checkNoBeamUp(state: GameState, cards: readonly string[], from: string, to: string): Problem | null {
  if (zoneKind(from) !== 'surface' || zoneKind(to) !== 'aboard') return null;
  for (const iid of cards)
    for (const { card, restriction } of restrictionsOn(state, iid))
      if (restriction.kind === 'host-no-beam-up') return problem('NO_BEAM_UP', `${bp(state, card).title} delays the beam up of ${bp(state, iid).title}`, PREMIERE_RULES.beam);
  return null;
}

/** The nearest outpost location of `affiliation` for the ship (least RANGE; ties: spaceline order), and the RANGE to it (0: there). */
export function nearestOutpost(state: GameState, ship: string, affiliation: string): { location: string; range: number } | null {
  const here = locationOfZone(state, state.cards[ship]!.zone);
  if (!here) return null;
  const player = state.cards[ship]!.owner;
  let best: { location: string; range: number } | null = null;
  const line = state.spacelines[state.locations[here]!.quadrant] ?? [];
  for (const location of line) {
    const outpost = cardsIn(state, Z.space(location)).some((iid) => {
      const card = bp(state, iid);
      return card.type === 'Facility' && card.facilityKind === 'Outpost' && (card.affiliations as readonly string[]).includes(affiliation);
    });
    if (!outpost) continue;
    const range = location === here ? 0 : (flightCost(state, player, here, location)?.range ?? Infinity);
    if (!best || range < best.range) best = { location, range };
  }
  return best;
}

/** The far end of the spaceline from where the dilemma `card` was encountered (or from its host ship's location): the end needing more RANGE; a tie: the last. */
export function farEnd(state: GameState, card: string, ship: string): { location: string; range: number } | null {
  const here = locationOfZone(state, state.cards[ship]!.zone);
  if (!here) return null;
  const from = state.ongoing[card]?.location ?? here;
  const player = state.cards[ship]!.owner;
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  const cost = (a: string, b: string) => (a === b ? 0 : (flightCost(state, player, a, b)?.range ?? Infinity));
  const [first, last] = [line[0]!, line[line.length - 1]!];
  const goal = cost(from, first) > cost(from, last) ? first : last;
  return { location: goal, range: cost(here, goal) };
}

type Binding = Extract<PremiereRestriction, { kind: 'host-flies-to-outpost' | 'host-flies-to-far-end' }>;

/** Where a binding card sends the ship, and the RANGE from the ship to it. */
export function goalOf(state: GameState, card: string, ship: string, restriction: Binding): { location: string; range: number } | null {
  return restriction.kind === 'host-flies-to-outpost' ? nearestOutpost(state, ship, restriction.affiliation) : farEnd(state, card, ship);
}

function bindings(state: GameState, ship: string): { card: string; restriction: Binding }[] {
  return restrictionsOn(state, ship).flatMap(({ card, restriction }) => (restriction.kind === 'host-flies-to-outpost' || restriction.kind === 'host-flies-to-far-end' ? [{ card, restriction }] : []));
}

/** A ship bound for an outpost or the far end may fly only nearer to it (read by `checkFlightRestrictions`). */
export function checkHeadingForOutpost(state: GameState, ship: string, path: readonly string[]): Problem | null {
  for (const { card, restriction } of bindings(state, ship)) {
    const goal = goalOf(state, card, ship, restriction);
    const to = path[path.length - 1];
    if (!goal || !to) continue;
    const player = state.cards[ship]!.owner;
    const left = to === goal.location ? 0 : (flightCost(state, player, to, goal.location)?.range ?? Infinity);
    if (left >= goal.range) return problem('MUST_HEAD_FOR_GOAL', `${bp(state, card).title}: the ship flies only toward ${goal.location}`, PREMIERE_RULES.fly);
  }
  return null;
}

/** The binding cards on `ship` whose goal the ship has reached. */
export function boundCardsArrived(state: GameState, ship: string): string[] {
  return bindings(state, ship).flatMap(({ card, restriction }) => (goalOf(state, card, ship, restriction)?.range === 0 ? [card] : []));
}

/** A card on the ship lets it do nothing but fly (read by attempting, battle, docking, landing and beaming checks). */
export function checkShipDoesNothingElse(state: GameState, ship: string | undefined | null): Problem | null {
  if (!ship || !state.cards[ship]) return null;
  const found = restrictionsOn(state, ship).find(({ restriction }) => restriction.kind === 'host-does-nothing-else');
  return found ? problem('SHIP_ONLY_TRAVELS', `${bp(state, found.card).title}: ${bp(state, ship).title} does nothing but travel`, PREMIERE_RULES.fly) : null;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const PREMIERE_TARGETS = finding(['beam-party', 'cards-in-your-draw-deck', 'ship-and-turns', 'battle-victims', 'your-ship-of-affiliation'], (state, player, spec) => premiereTargets(state, player, spec));
