/**
 * Issue 15 (captives): captives, escorts and brigs, as the 1E rulebook models them.
 *
 * A captured personnel leaves its owner's control and lies in a `held:<captor>:<place>` zone
 * (zones.ts › Z.held; the fact is `PersonnelCaptured`, behaviour/captive-facts.ts):
 * - the place is the ship or facility of the capturing crew (the crew escorts it; a ship or facility
 *   with a Brig holds it in the brig instead, where it is held but not escorted), or
 * - a location, where the capturing player's Away Team on the planet escorts it (or, with no team of
 *   theirs there, it waits as under a trap card: held, escorted by nobody).
 * It goes where its place goes (a ship's flight carries it: zones.ts › locationOfZone). It is not in
 * play as a personnel (zones.ts › isInPlayZone), so it is in no crew, Away Team, attempt or battle, and
 * nothing counts it as its owner's or its captor's. Cards played on it (Interrogation, Torture …) lie on
 * it (`on:<captive>`) and are discarded when it is released or rescued (`CaptiveReleased`). A captive dies
 * with the ship or facility it is held in (attempt/leaving-play.ts › leavePlay calls `killCaptivesHeldIn`).
 *   1E rulebook › CAPTURE (disabled; relocated to a crew or Away Team of the capturing player at the same
 *   location — the specific team that made it, if any; escorted; held; brig; rescued, released);
 *   Current Rulings › capturing (the capturing team keeps the captive); DS9 rules › capture (captives
 *   are used by neither player); THE CARDS (a card's text overrides the rules).
 *
 * The words (joined to the shared unions with one line each): targets `your-captive`,
 * `your-personnel-held-captive`, `escort-of-your-captive`, `your-team-outnumbering-opposing-security`,
 * `opposing-ship-with-yours-here`; effects `rescue-all-your-captives`, `release-target-and-yours-there`,
 * `target-to-owner-hand`, `capture-random-present-with-target`, `capture-random-aboard-target`,
 * `kill-target-and-escorted-captive`, `if-you-hold-captive`; card field `whenYouCapture`.
 */
import { skillDots } from '../attempt/dilemma-effects-c';
import { blueprintOf, isUnique, missionIsAt, titledAmong, isTitled } from '../card-facts';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { Effect } from './vocabulary';
import type { VerbContext } from './verbs';
import { destroyShip, leavePlay } from '../attempt/leaving-play';
import { shipAttribute } from './ship-modifiers';
import { tableIndex } from '../table-index';
import { openFor } from './responses';
import { memberOf } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';
import { controlledCaptivesOf, rescueControlled } from './captive-control';
import { finding } from './target-table';
import { addedEquipment } from './vocabulary-doorways';
import { recordTitleUse, titleUsedUp } from './title-use-limits';
import { rescueLimitedHere } from './prisoner-preparations';

// ---------------------------------------------------------------------------------------------
// Reading captives

/** Whether `iid` is a captive (held by a player). */
export function isCaptive(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  return !!instance && zoneKind(instance.zone) === 'held';
}

/** The player holding `iid` captive, or null. */
export function captorOf(state: GameState, iid: string): PlayerId | null {
  const instance = state.cards[iid];
  if (!instance || zoneKind(instance.zone) !== 'held') return null;
  return zoneArg(instance.zone).split(':')[0] as PlayerId;
}

/** Where a captive is held: a ship or facility card, or a location. */
export function heldPlace(state: GameState, iid: string): string | null {
  const instance = state.cards[iid];
  return instance && zoneKind(instance.zone) === 'held' ? zoneArg(zoneArg(instance.zone)) : null;
}

/** Every captive `captor` holds (in card-record order). */
export function captivesHeldBy(state: GameState, captor: PlayerId): string[] {
  const prefix = `held:${captor}:`;
  return Object.keys(state.zones).filter((zone) => zone.startsWith(prefix)).flatMap((zone) => cardsIn(state, zone));
}

/** `owner`'s personnel the opponent holds captive. */
export function yourPersonnelHeld(state: GameState, owner: PlayerId): string[] {
  return captivesHeldBy(state, other(owner)).filter((iid) => state.cards[iid]!.owner === owner);
}

/** A ship or facility with a Brig (its keywords: Internment Camp 371, Secret Prison). */
export function hasBrig(state: GameState, host: string): boolean {
  const card = state.cards[host] ? blueprintOf(state, host) : null;
  // Issue 15 (helper doors): or a doorway lying on it adds one (Holding Cell Door: brig-doors.ts, vocabulary-doorways.ts).
  return !!card && (card.characteristics.some((one) => one.toLowerCase() === 'brig') || addedEquipment(state, host).includes('Brig'));
}

/** Whether a captive is held in a brig (not escorted). */
export function inBrig(state: GameState, iid: string): boolean {
  const place = heldPlace(state, iid);
  return !!place && !!state.cards[place] && hasBrig(state, place);
}

/**
 * The captor's personnel escorting a captive: the crew aboard the ship or facility that holds it (none in
 * a brig), or the captor's Away Team on the planet of the location that holds it.
 */
export function escortsOf(state: GameState, iid: string): string[] {
  const captor = captorOf(state, iid);
  const place = heldPlace(state, iid);
  if (!captor || !place) return [];
  const zone = state.cards[place] ? (hasBrig(state, place) ? null : Z.aboard(place)) : Z.surface(place);
  return zone ? cardsIn(state, zone).filter((one) => state.cards[one]!.owner === captor && !state.cards[one]!.stopped && blueprintOf(state, one).type === 'Personnel') : [];
}

const isCarrier = (state: GameState, iid: string): boolean => {
  const type = blueprintOf(state, iid).type;
  return type === 'Ship' || type === 'Facility';
};

/** The ships and facilities at `location` (in space, landed, docked). */
export function carriersAt(state: GameState, location: string): string[] {
  const out: string[] = [];
  for (const zone of [Z.space(location), Z.surface(location)])
    for (const iid of cardsIn(state, zone)) {
      if (!isCarrier(state, iid)) continue;
      out.push(iid);
      for (const docked of cardsIn(state, Z.docked(iid))) out.push(docked);
    }
  return out;
}

const personnelOf = (state: GameState, zone: string, player: PlayerId): string[] =>
  cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && blueprintOf(state, iid).type === 'Personnel');

/**
 * Where `captor` takes a captive captured at `location`: the team of `by` (a capturing card's zone)
 * when given; otherwise a ship or facility of theirs there with a Brig, one with their crew aboard, their
 * Away Team on the planet; with none, the location itself (held as under a trap card).
 */
export function custodyPlace(state: GameState, captor: PlayerId, location: string, by?: string): string {
  if (by !== undefined) {
    const kind = zoneKind(by);
    if (kind === 'aboard') return zoneArg(by);
    if (kind === 'surface') return zoneArg(by);
  }
  const mine = carriersAt(state, location).filter((iid) => state.cards[iid]!.owner === captor);
  const brig = mine.find((iid) => hasBrig(state, iid) && personnelOf(state, Z.aboard(iid), captor).length > 0);
  if (brig) return brig;
  const crewed = mine.find((iid) => personnelOf(state, Z.aboard(iid), captor).length > 0);
  if (crewed) return crewed;
  return location;
}

// ---------------------------------------------------------------------------------------------
// Capturing and releasing

/**
 * `captor` captures `iid` (an opposing personnel in play). `source`: the card (or dilemma title) that
 * captures; `by`: the zone of the team that made the capture, which takes the captive. Nothing happens
 * for one's own personnel (1E DS9 rules › capture: you cannot capture your own) or a card no longer at
 * a location.
 */
/**
 * `how` 'abducted': the Borg's abduction (1E rulebook › Borg Rule: Abduction) — held, escorted and freed as a captive,
 * but "considered different from capturing": the abductee is no target for cards about captives (`your-captive`:
 * Torture) nor for answers to a capture unless they name abductions too (`just-captured` `orAbducted`: Mercy Kill).
 */
export function capture(ctx: Ctx, iid: string, captor: PlayerId, source: string, by?: string, how: 'captured' | 'abducted' = 'captured'): boolean {
  const state = ctx.state;
  const instance = state.cards[iid];
  if (!instance || instance.owner === captor || blueprintOf(state, iid).type !== 'Personnel') return false;
  const location = locationOfZone(state, instance.zone);
  if (!location || zoneKind(instance.zone) === 'held') return false;
  const place = custodyPlace(state, captor, location, by);
  ctx.emit({ type: 'PersonnelCaptured', card: iid, from: instance.zone, to: Z.held(captor, place), captor, source, ...(how === 'abducted' ? { abducted: true as const } : {}), rule: RULES.capture });
  runWhenYouCapture(ctx, iid, captor);
  return true;
}

/**
 * Where a released captive goes back to its owner: `prefer` (a zone) if given; otherwise a facility of
 * the owner at the captive's location, a ship of theirs there, their Away Team on the planet there, the
 * planet itself; else null (it stays held).
 */
export function releasePlace(state: GameState, iid: string): string | null {
  const owner = state.cards[iid]!.owner;
  const location = locationOfZone(state, state.cards[iid]!.zone);
  if (!location) return null;
  const theirs = carriersAt(state, location).filter((one) => state.cards[one]!.owner === owner);
  const facility = theirs.find((one) => blueprintOf(state, one).type === 'Facility');
  if (facility) return Z.aboard(facility);
  const ship = theirs.find((one) => blueprintOf(state, one).type === 'Ship');
  if (ship) return Z.aboard(ship);
  const planet = state.locations[location]?.missions.some((mission) => (bp(state, mission).mission?.kind ?? '') !== 'space');
  return planet ? Z.surface(location) : null;
}

/** A captive goes back to its owner (`to`); cards about its capture played on it are discarded. */
export function release(ctx: Ctx, iid: string, to: string, how: 'released' | 'rescued' | 'escaped', source: string): void {
  const instance = ctx.state.cards[iid];
  if (!instance || zoneKind(instance.zone) !== 'held') return;
  for (const child of [...cardsIn(ctx.state, Z.on(iid))]) {
    // Issue 15 (helper domir): a card worth points to its owner when the captive it lies on, theirs, is rescued (Valuable Prisoner).
    const worth = behaviourOf(ctx.state.cards[child]!.blueprint)?.scoresWhenHostRescued;
    if (worth && how === 'rescued' && ctx.state.cards[child]!.owner === instance.owner && ctx.state.cards[child]!.faceUp)
      ctx.emit({ type: 'PointsScored', player: instance.owner, points: worth, bonus: true, source: child, rule: RULES.capture });
    ctx.emit({ type: 'CardMoved', card: child, from: Z.on(iid), to: Z.discard(ctx.state.cards[child]!.owner), faceUp: true, reason: `its captive was ${how}`, rule: RULES.capture });
  }
  ctx.emit({ type: 'CaptiveReleased', card: iid, from: instance.zone, to, how, source, rule: RULES.capture });
}

/** Called as a ship or facility leaves play: the captives held in it die with it (attempt/leaving-play.ts). */
export function killCaptivesHeldIn(ctx: Ctx, host: string, source: string): void {
  for (const captor of ['p1', 'p2'] as const)
    for (const iid of [...cardsIn(ctx.state, Z.held(captor, host))]) leavePlay(ctx, iid, 'killed', source);
}

/**
 * Personnel just captured: after a command that captured personnel, the turn player's opponent and then
 * the turn player may respond ("plays on a personnel you just captured", "… just captured"). As for the
 * killed (responses.ts › openKilledWindows): only when the command leaves nothing pending (captures in
 * the middle of an attempt get no window: a known gap). 1E rulebook › THE PLAY PHASE › Alternating
 * Actions; CAPTURE.
 */
export function openCapturedWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0) return;
  const captured = ctx.events.flatMap((event) => (event.type === 'PersonnelCaptured' && isCaptive(state, event.card) ? [event.card] : []));
  if (captured.length === 0) return;
  const by = state.turn.player;
  openFor(ctx, { action: 'personnel-captured', card: captured[0]!, cards: captured, by, player: other(by) }, false);
}

/** The personnel the open `personnel-captured` window names, still captives. */
function justCaptured(state: GameState): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (top?.action !== 'personnel-captured') return [];
  return (top.cards ?? [top.card]).filter((iid) => isCaptive(state, iid));
}

// ---------------------------------------------------------------------------------------------
// Cards reacting to captures: `whenYouCapture` (Fajo's Gallery)

/** A card on its owner's table reacting as its owner captures: draws `draw` cards (for a unique personnel only, with `unique`). */
export interface WhenYouCapture {
  readonly draw: number;
  readonly unique?: true;
}

function runWhenYouCapture(ctx: Ctx, iid: string, captor: PlayerId): void {
  const card = blueprintOf(ctx.state, iid);
  const seen = new Set<string>();
  for (const table of cardsIn(ctx.state, Z.table(captor))) {
    const behaviour = behaviourOf(ctx.state.cards[table]!.blueprint);
    const when = behaviour?.whenYouCapture;
    if (!when || !ctx.state.cards[table]!.faceUp || seen.has(behaviour.title)) continue;
    seen.add(behaviour.title);
    if (when.unique && !isUnique(card)) continue;
    // Issue 15 (helper hostages): a title limited to one use each turn (title-use-limits.ts: Hostage Trade).
    if (titleUsedUp(ctx.state, captor, behaviour.title)) continue;
    recordTitleUse(ctx, captor, behaviour.title);
    const drawn = cardsIn(ctx.state, Z.draw(captor)).slice(0, when.draw);
    if (drawn.length > 0) ctx.emit({ type: 'CardsDrawn', player: captor, cards: drawn, reason: 'card-effect', rule: RULES.cardEffects });
    ctx.emit({ type: 'CardEffectResolved', card: table, player: captor, effect: `${drawn.length} card(s) drawn for capturing ${card.title}`, rule: RULES.cardEffects });
  }
}



// ---------------------------------------------------------------------------------------------
// Targets

export type CaptiveTarget =
  /**
   * A captive you hold (matching `filter`): the card lies on it (Torture). `inHostBrig`: only one held in
   * the brig of the facility this card lies on (Training Ring).
   */
  | {
      readonly kind: 'your-captive';
      readonly filter?: PersonnelFilter;
      readonly inHostBrig?: true;
      /** Not a captive on which a card with one of these titles already lies ("limit one": Interrogation; issue 15, captives-2). */
      readonly notUnder?: readonly string[];
      /** Issue 15 (helper domir): only a captive escorted (not in a brig) at the mission of one of these places (card-facts.ts › missionIsAt: "your escorted captive on {Cardassia Prime}"). */
      readonly escortedAt?: readonly string[];
      /** Only a personnel you hold abducted (Borg Kiss); without it, only one you captured — an abductee is no captive (1E rulebook › Borg Rule: Abduction). */
      readonly abducted?: true;
    }
  /** In a `personnel-captured` window: a personnel just captured — `whose: 'yours'`, yours (Mercy Kill); `'theirs'`, one you captured (Prisoner Escort). */
  /** `orAbducted`: a card answering abductions too ("just captured or abducted": Mercy Kill) */
  | { readonly kind: 'just-captured'; readonly whose: 'yours' | 'theirs'; readonly orAbducted?: true }
  /**
   * `ship` or `ship>personnel`: an opponent's ship with SHIELDS below `shieldsBelow` at the location of
   * your ship of class `yourClass`, and (when anyone is aboard) one opposing personnel aboard it, the
   * one to spare (Romulan Ambush).
   */
  | { readonly kind: 'weak-opposing-ship-near-your-class'; readonly shieldsBelow: number; readonly yourClass: string }
  /** Your facility with a Brig: the card lies on it (Training Ring). */
  | { readonly kind: 'your-facility-with-brig' }
  /**
   * `captive>facility`: a captive you hold at a location with no escort of yours (as under a trap card),
   * and your facility with a Brig in its quadrant or in the Alpha Quadrant (Internment).
   */
  | { readonly kind: 'your-trapped-captive-to-brig' }
  /** Your personnel the opponent holds captive (Operation Retrieve; with `orControlled`, also one under the opponent's control). */
  | { readonly kind: 'your-personnel-held-captive'; readonly orControlled?: true }
  /** An opposing personnel escorting a captive of yours matching `captive` (Suicidal Attack). */
  | { readonly kind: 'escort-of-your-captive'; readonly captive: PersonnelFilter }
  /**
   * One of your personnel (`who`) in play where opposing personnel are present and your personnel there
   * have more SECURITY than the opponent's — its crew or Away Team acts (Captured).
   */
  | {
      readonly kind: 'your-team-outnumbering-opposing-security';
      readonly who?: PersonnelFilter;
      /** Or where you have more hand weapons present than the opponent (equipment with the `hand weapon` characteristic; Captured; issue 15, captives-2). */
      readonly orHandWeapons?: true;
    }
  /** An opponent's ship with personnel aboard at a location where `atLeast` of your personnel matching `yours` are (Klingon Bounty). */
  | { readonly kind: 'opposing-ship-with-yours-here'; readonly yours: PersonnelFilter; readonly atLeast: number };

/** SECURITY of these personnel (classification, skill box and modifiers: attempt/requirements.ts › memberOf). */
const securityLevels = (state: GameState, iids: readonly string[]): number => iids.reduce((sum, iid) => sum + skillLevel(memberOf(state, iid), 'SECURITY'), 0);

/** The hand weapons of `player` in `zone` (equipment, or an artifact used as one, with the `hand weapon` characteristic). */
function handWeaponsIn(state: GameState, zone: string, player: PlayerId): number {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && state.cards[iid]!.faceUp && blueprintOf(state, iid).characteristics.some((c) => c.toLowerCase() === 'hand weapon')).length;
}

/** Your personnel matching `filter` at `location` (aboard, landed, on the planet). */
function yoursAt(state: GameState, player: PlayerId, location: string, filter: PersonnelFilter): string[] {
  const zones = [Z.surface(location), ...carriersAt(state, location).map((iid) => Z.aboard(iid))];
  return zones.flatMap((zone) => personnelOf(state, zone, player)).filter((iid) => personnelMatches(blueprintOf(state, iid), filter));
}

/** Issue 15 (helper domir): the captive has an escort (so it is not in a brig) at a location with a mission of one of these titles. */
function escortedAt(state: GameState, iid: string, titles: readonly string[]): boolean {
  const location = locationOfZone(state, state.cards[iid]!.zone);
  return !!location && escortsOf(state, iid).length > 0 && (state.locations[location]?.missions ?? []).some((mission) => titles.some((place) => missionIsAt(bp(state, mission), place)));
}

export function captiveTargets(state: GameState, player: PlayerId, spec: CaptiveTarget, self?: string): string[] {
  switch (spec.kind) {
    case 'your-captive': {
      const host = self && state.cards[self] && zoneKind(state.cards[self]!.zone) === 'on' ? zoneArg(state.cards[self]!.zone) : null;
      return captivesHeldBy(state, player).filter(
        (iid) =>
          !!state.cards[iid]!.abducted === !!spec.abducted &&
          (!spec.filter || personnelMatches(blueprintOf(state, iid), spec.filter)) &&
          (!spec.inHostBrig || (!!host && heldPlace(state, iid) === host && hasBrig(state, host))) &&
          (!spec.notUnder || !cardsIn(state, Z.on(iid)).some((child) => titledAmong(spec.notUnder!, blueprintOf(state, child)))) &&
          (!spec.escortedAt || escortedAt(state, iid, spec.escortedAt)),
      );
    }
    case 'weak-opposing-ship-near-your-class': {
      const out: string[] = [];
      for (const location of Object.keys(state.locations)) {
        const here = carriersAt(state, location);
        const mine = here.some((iid) => state.cards[iid]!.owner === player && blueprintOf(state, iid).ship?.shipClass === spec.yourClass);
        if (!mine) continue;
        for (const ship of here) {
          if (state.cards[ship]!.owner === player || blueprintOf(state, ship).type !== 'Ship' || shipAttribute(state, ship, 'SHIELDS') >= spec.shieldsBelow) continue;
          const crew = personnelOf(state, Z.aboard(ship), other(player));
          out.push(...(crew.length === 0 ? [ship] : crew.map((iid) => `${ship}>${iid}`)));
        }
      }
      return out;
    }
    case 'just-captured':
      return justCaptured(state).filter((iid) => (spec.orAbducted || !state.cards[iid]!.abducted) && (spec.whose === 'yours' ? state.cards[iid]!.owner === player : captorOf(state, iid) === player));
    case 'your-facility-with-brig':
      return tableIndex(state).inPlayBy[player].filter((c) => blueprintOf(state, c.iid).type === 'Facility' && hasBrig(state, c.iid)).map((c) => c.iid);
    case 'your-trapped-captive-to-brig': {
      const brigs = captiveTargets(state, player, { kind: 'your-facility-with-brig' });
      const quadrant = (iid: string): string | undefined => state.locations[locationOfZone(state, state.cards[iid]!.zone) ?? '']?.quadrant;
      return captivesHeldBy(state, player)
        .filter((iid) => !state.cards[heldPlace(state, iid)!] && escortsOf(state, iid).length === 0)
        .flatMap((iid) => brigs.filter((brig) => quadrant(brig) === quadrant(iid) || quadrant(brig) === 'Alpha').map((brig) => `${iid}>${brig}`));
    }
    case 'your-personnel-held-captive': {
      const controlled = spec.orControlled ? Object.entries(state.control ?? {}).filter(([, entry]) => entry.owner === player).map(([iid]) => iid) : [];
      return [...yourPersonnelHeld(state, player), ...controlled];
    }
    case 'escort-of-your-captive':
      return [
        ...new Set(
          yourPersonnelHeld(state, player)
            .filter((iid) => personnelMatches(blueprintOf(state, iid), spec.captive))
            .flatMap((iid) => escortsOf(state, iid)),
        ),
      ];
    case 'your-team-outnumbering-opposing-security': {
      const out: string[] = [];
      const zones = new Set(Object.values(state.cards).filter((c) => c.owner === player && (zoneKind(c.zone) === 'aboard' || zoneKind(c.zone) === 'surface')).map((c) => c.zone));
      for (const zone of zones) {
        const mine = personnelOf(state, zone, player).filter((iid) => !state.cards[iid]!.stopped && personnelMatches(blueprintOf(state, iid), spec.who ?? {}));
        const theirs = personnelOf(state, zone, other(player));
        if (mine.length === 0 || theirs.length === 0) continue;
        if (securityLevels(state, mine) > securityLevels(state, theirs) || (spec.orHandWeapons && handWeaponsIn(state, zone, player) > handWeaponsIn(state, zone, other(player)))) out.push(mine[0]!);
      }
      return out;
    }
    case 'opposing-ship-with-yours-here': {
      const out: string[] = [];
      for (const location of Object.keys(state.locations)) {
        if (yoursAt(state, player, location, spec.yours).length < spec.atLeast) continue;
        for (const ship of carriersAt(state, location))
          if (state.cards[ship]!.owner !== player && blueprintOf(state, ship).type === 'Ship' && personnelOf(state, Z.aboard(ship), other(player)).length > 0) out.push(ship);
      }
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Effects

export type CaptiveEffect =
  /** Every personnel of yours held captive goes back to one of your outposts (at its location if you have one there; otherwise your first one in play); none: it stays held. */
  | { readonly kind: 'rescue-all-your-captives' }
  /** The target (a captive you hold) is released to its owner there; then every personnel of yours held captive at that location goes back to your ship or facility there (Prisoner Exchange). */
  | { readonly kind: 'release-target-and-yours-there' }
  /** The target (your captive personnel, or one the opponent controls) returns to your hand. */
  | { readonly kind: 'target-to-owner-hand' }
  /** One opposing personnel present with the target (your personnel), at random, is captured by its crew or Away Team (Captured). */
  | { readonly kind: 'capture-random-present-with-target' }
  /** One personnel aboard the target ship, at random, is captured by your personnel matching `escort` at that location (Klingon Bounty). */
  | { readonly kind: 'capture-random-aboard-target'; readonly escort: PersonnelFilter }
  /** The target (an escort of your captive matching `captive`) dies, and that captive of yours dies too (Suicidal Attack). */
  | { readonly kind: 'kill-target-and-escorted-captive'; readonly captive: PersonnelFilter }
  /**
   * The captive this card lies on dies; then its owner loses `ownerLoses` points, `more` more while you
   * have a personnel in play matching `more.filter` (Torture, as its countdown runs out).
   */
  | { readonly kind: 'kill-host-captive'; readonly ownerLoses: number; readonly more?: { readonly filter: PersonnelFilter; readonly points: number } }
  /** Issue 15 (helper domir): the captive this card lies on is discarded (to its owner's discard pile; not killed) — Articles of Jurisprudence. */
  | { readonly kind: 'discard-host-captive' }
  /**
   * One of your personnel matching `select` aboard the facility this card lies on, at random, faces the
   * target captive (held in that facility's brig): if its printed STRENGTH is higher, the captive goes to
   * your point area (bonus zone) and you score its printed STRENGTH (Training Ring).
   */
  | { readonly kind: 'brig-bout'; readonly select: PersonnelFilter }
  /**
   * The target `ship>personnel`: that personnel is captured (held aboard your ship of class `yourClass`
   * there), then the ship is destroyed with the rest of its crew (Romulan Ambush).
   */
  | { readonly kind: 'destroy-target-ship-capture-one'; readonly yourClass: string }
  /** Every opposing personnel matching `filter` present with the target (your personnel) is captured by its crew or Away Team (Children of Light). */
  | { readonly kind: 'capture-all-opposing-present-with-target'; readonly filter: PersonnelFilter }
  /** The target (your captive) dies (Mercy Kill). */
  | { readonly kind: 'kill-target-captive' }
  /**
   * The target (a personnel you just captured) goes into the brig of your ship or facility at its
   * location, if you have one there; then its owner loses `ownerLoses` points, once per persona each game
   * (Prisoner Escort).
   */
  | { readonly kind: 'captive-to-brig-owner-loses'; readonly ownerLoses: number }
  /** The target `captive>facility`: the captive moves into that facility's brig (Internment). */
  | { readonly kind: 'captive-target-to-brig' }
  /** One card for each captive you hold that is escorted or in a brig (not one waiting unattended), at most `max` (Articles of Jurisprudence). */
  | { readonly kind: 'draw-per-captive-held'; readonly max: number }
  /** Issue 15 (helper borg2): one card for each printed skill dot ([*]) of the target, a captive you hold (Borg Kiss's second way). */
  | { readonly kind: 'draw-per-target-skill-dot' }
  /**
   * The captive this card lies on is released to its owner (their facility, ship or planet at its
   * location: releases.ts › releasePlace); with no such place it stays held (Interrogation; issue 15, captives-2).
   */
  | { readonly kind: 'release-host-captive' }
  /** You score as many bonus points as the captives you hold have printed skill dots in all (Prison Compound; issue 15, captives-2). */
  | { readonly kind: 'score-per-captive-skill-dot' }
  /**
   * You score `points` (bonus points), one more for each face-up copy on your table of a card titled in
   * `plusPerCopy` ("(Cumulative.)") and one more while you have a personnel in play matching `plusWith`
   * (Interrogation with Extracted Confessions and the Non-Aligned Madred; issue 15, captives-2).
   */
  | { readonly kind: 'score-points-with-extras'; readonly points: number; readonly plusPerCopy?: readonly string[]; readonly plusWith?: PersonnelFilter }
  /** The effects in `then` follow while you hold a captive; with `perCopy`, once for each face-up copy of this card on your table ("(Cumulative.)"). */
  | { readonly kind: 'if-you-hold-captive'; readonly then: readonly Effect[]; readonly perCopy?: true };

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

function pickRandom(v: VerbContext, candidates: readonly string[], purpose: string): string {
  if (candidates.length === 1) return candidates[0]!;
  const pick = selectAtRandom(v.ctx, { purpose, candidates, draw: 'pick', hurts: true })[0]!;
  return pick;
}

/** Your outposts (facilities) in play, those at `location` first. */
function yourOutposts(state: GameState, player: PlayerId, location: string | null): string[] {
  const all = Object.values(state.cards)
    .filter((c) => c.owner === player && zoneKind(c.zone) === 'space' && blueprintOf(state, c.iid).type === 'Facility' && blueprintOf(state, c.iid).facilityKind === 'Outpost')
    .map((c) => c.iid);
  return [...all.filter((iid) => locationOfZone(state, state.cards[iid]!.zone) === location), ...all.filter((iid) => locationOfZone(state, state.cards[iid]!.zone) !== location)];
}

type Handler<K extends CaptiveEffect['kind']> = (v: VerbContext, effect: Extract<CaptiveEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

export const CAPTIVE_VERBS: { readonly [K in CaptiveEffect['kind']]: Handler<K> } = {
  'rescue-all-your-captives': (v) => {
    // Issue 15 (helper obja): the captor's card limiting it to one location (prisoner-preparations.ts: Prepare the Prisoner).
    if (rescueLimitedHere(v)) return;
    const state = v.ctx.state;
    const title = bp(state, v.card).title;
    let rescued = 0;
    for (const iid of yourPersonnelHeld(state, v.player)) {
      const outpost = yourOutposts(v.ctx.state, v.player, locationOfZone(v.ctx.state, v.ctx.state.cards[iid]!.zone))[0];
      if (!outpost) continue;
      release(v.ctx, iid, Z.aboard(outpost), 'rescued', title);
      rescued += 1;
    }
    // Issue 15 (captive): a captive brought under the captor's control (Brainwash) is rescued too (captive-control.ts).
    for (const iid of controlledCaptivesOf(v.ctx.state, v.player)) {
      const outpost = yourOutposts(v.ctx.state, v.player, locationOfZone(v.ctx.state, v.ctx.state.cards[iid]!.zone))[0];
      if (!outpost) continue;
      rescueControlled(v.ctx, iid, Z.aboard(outpost), title);
      rescued += 1;
    }
    resolved(v, `${rescued} captive(s) rescued`);
  },
  'release-target-and-yours-there': (v) => {
    const state = v.ctx.state;
    const title = bp(state, v.card).title;
    const target = v.target!;
    const location = locationOfZone(state, state.cards[target]!.zone);
    const to = releasePlace(state, target);
    if (to) release(v.ctx, target, to, 'released', title);
    let back = 0;
    for (const iid of yourPersonnelHeld(v.ctx.state, v.player)) {
      if (locationOfZone(v.ctx.state, v.ctx.state.cards[iid]!.zone) !== location) continue;
      const home = releasePlace(v.ctx.state, iid);
      if (!home || zoneKind(home) !== 'aboard') continue;
      release(v.ctx, iid, home, 'released', title);
      back += 1;
    }
    resolved(v, `${to ? 'captive released' : 'no place to release the captive to'}; ${back} of your personnel released there`);
  },
  'target-to-owner-hand': (v) => {
    const state = v.ctx.state;
    const target = v.target!;
    const instance = state.cards[target]!;
    const title = bp(state, v.card).title;
    if (zoneKind(instance.zone) === 'held') release(v.ctx, target, Z.hand(instance.owner), 'rescued', title);
    // Issue 15 (captive): cards lying on it are discarded as it goes back (captive-control.ts).
    else if (state.control?.[target]) rescueControlled(v.ctx, target, Z.hand(v.player), title);
    resolved(v, 'personnel back to hand');
  },
  'capture-random-present-with-target': (v) => {
    const state = v.ctx.state;
    const zone = state.cards[v.target!]!.zone;
    const theirs = personnelOf(state, zone, other(v.player));
    if (theirs.length === 0) return resolved(v, 'no opposing personnel present: nothing');
    const pick = pickRandom(v, theirs, bp(state, v.card).title);
    capture(v.ctx, pick, v.player, v.card, zone);
    resolved(v, `${bp(v.ctx.state, pick).title} captured`);
  },
  'capture-random-aboard-target': (v, effect) => {
    const state = v.ctx.state;
    const ship = v.target!;
    const aboard = personnelOf(state, Z.aboard(ship), other(v.player));
    const location = locationOfZone(state, state.cards[ship]!.zone);
    if (aboard.length === 0 || !location) return resolved(v, 'nobody aboard: nothing');
    const escorts = yoursAt(state, v.player, location, effect.escort);
    const pick = pickRandom(v, aboard, bp(state, v.card).title);
    capture(v.ctx, pick, v.player, v.card, escorts[0] ? state.cards[escorts[0]]!.zone : undefined);
    resolved(v, `${bp(v.ctx.state, pick).title} captured`);
  },
  'kill-target-and-escorted-captive': (v, effect) => {
    const state = v.ctx.state;
    const escort = v.target!;
    const captive = yourPersonnelHeld(state, v.player).find((iid) => personnelMatches(blueprintOf(state, iid), effect.captive) && escortsOf(state, iid).includes(escort));
    leavePlay(v.ctx, escort, 'killed', v.card);
    if (captive && v.ctx.state.cards[captive] && zoneKind(v.ctx.state.cards[captive]!.zone) === 'held') leavePlay(v.ctx, captive, 'killed', v.card);
    resolved(v, 'escort and captive killed');
  },
  'release-host-captive': (v) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const captive = self && zoneKind(self.zone) === 'on' ? zoneArg(self.zone) : null;
    if (!captive || !isCaptive(state, captive)) return resolved(v, 'not on a captive: nothing');
    const to = releasePlace(state, captive);
    if (!to) return resolved(v, 'no place to release the captive to: it stays held');
    release(v.ctx, captive, to, 'released', bp(state, v.card).title);
    resolved(v, 'captive released');
  },
  'score-per-captive-skill-dot': (v) => {
    const state = v.ctx.state;
    const points = captivesHeldBy(state, v.player).reduce((sum, iid) => sum + skillDots(state, iid), 0);
    if (points > 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${v.player} scores ${points} bonus point(s) for the skill dots of their captives`);
  },
  'score-points-with-extras': (v, effect) => {
    const state = v.ctx.state;
    const copies = effect.plusPerCopy ? cardsIn(state, Z.table(v.player)).filter((iid) => state.cards[iid]!.faceUp && titledAmong(effect.plusPerCopy!, bp(state, iid))).length : 0;
    const withYours = effect.plusWith && personnelInPlay(state, v.player, effect.plusWith).length > 0 ? 1 : 0;
    const points = effect.points + copies + withYours;
    v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: RULES.cardEffects });
    resolved(v, `${v.player} scores ${points} bonus point(s) (${effect.points}, ${copies + withYours} more)`);
  },
  'kill-host-captive': (v, effect) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const captive = self && zoneKind(self.zone) === 'on' ? zoneArg(self.zone) : null;
    if (!captive || !isCaptive(state, captive)) return resolved(v, 'not on a captive: nothing');
    const owner = state.cards[captive]!.owner;
    leavePlay(v.ctx, captive, 'killed', v.card);
    const more = effect.more && personnelInPlay(v.ctx.state, v.player, effect.more.filter).length > 0 ? effect.more.points : 0;
    v.ctx.emit({ type: 'PointsScored', player: owner, points: -(effect.ownerLoses + more), bonus: false, source: v.card, rule: RULES.cardEffects });
    resolved(v, `captive killed; ${owner} loses ${effect.ownerLoses + more} points`);
  },
  'discard-host-captive': (v) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const captive = self && zoneKind(self.zone) === 'on' ? zoneArg(self.zone) : null;
    if (!captive || !isCaptive(state, captive)) return resolved(v, 'not on a captive: nothing');
    leavePlay(v.ctx, captive, 'discarded', v.card);
    resolved(v, 'captive discarded');
  },
  'brig-bout': (v, effect) => {
    const state = v.ctx.state;
    const self = state.cards[v.card]!;
    const facility = zoneKind(self.zone) === 'on' ? zoneArg(self.zone) : null;
    const captive = v.target!;
    const fighters = facility ? personnelOf(state, Z.aboard(facility), v.player).filter((iid) => personnelMatches(blueprintOf(state, iid), effect.select)) : [];
    if (fighters.length === 0) return resolved(v, 'no personnel of yours to select: nothing');
    const fighter = pickRandom(v, fighters, bp(state, v.card).title);
    const strength = (iid: string): number => {
      const value = blueprintOf(state, iid).personnel?.strength;
      return value?.kind === 'number' ? value.value : value?.kind === 'variable' ? value.base : 0;
    };
    if (strength(fighter) <= strength(captive)) return resolved(v, `${bp(state, fighter).title} is not stronger: nothing`);
    v.ctx.emit({ type: 'CardMoved', card: captive, from: state.cards[captive]!.zone, to: Z.bonus(v.player), faceUp: true, reason: `${bp(state, v.card).title}: to the point area`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'PointsScored', player: v.player, points: strength(captive), bonus: true, source: v.card, rule: RULES.cardEffects });
    resolved(v, `captive to the point area: ${strength(captive)} points`);
  },
  'destroy-target-ship-capture-one': (v, effect) => {
    const [ship, spared] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    const location = state.cards[ship] ? locationOfZone(state, state.cards[ship]!.zone) : null;
    if (!location) return resolved(v, 'the ship is gone: nothing');
    const yours = carriersAt(state, location).find((iid) => state.cards[iid]!.owner === v.player && blueprintOf(state, iid).ship?.shipClass === effect.yourClass);
    if (spared) capture(v.ctx, spared, v.player, v.card, yours ? Z.aboard(yours) : undefined);
    destroyShip(v.ctx, ship, v.card);
    resolved(v, `ship destroyed${spared ? ', one captive taken' : ''}`);
  },
  'capture-all-opposing-present-with-target': (v, effect) => {
    const state = v.ctx.state;
    const zone = state.cards[v.target!]!.zone;
    const theirs = personnelOf(state, zone, other(v.player)).filter((iid) => personnelMatches(blueprintOf(state, iid), effect.filter));
    for (const iid of theirs) capture(v.ctx, iid, v.player, v.card, zone);
    resolved(v, `${theirs.length} personnel captured`);
  },
  'kill-target-captive': (v) => {
    if (!isCaptive(v.ctx.state, v.target!)) return resolved(v, 'no longer a captive: nothing');
    leavePlay(v.ctx, v.target!, 'killed', v.card);
    resolved(v, 'captive killed');
  },
  'captive-to-brig-owner-loses': (v, effect) => {
    const state = v.ctx.state;
    const captive = v.target!;
    const location = isCaptive(state, captive) ? locationOfZone(state, state.cards[captive]!.zone) : null;
    const brig = location ? carriersAt(state, location).find((iid) => state.cards[iid]!.owner === v.player && hasBrig(state, iid)) : undefined;
    if (!brig) return resolved(v, 'no brig of yours there: nothing');
    if (heldPlace(state, captive) !== brig) v.ctx.emit({ type: 'CardMoved', card: captive, from: state.cards[captive]!.zone, to: Z.held(v.player, brig), faceUp: true, reason: `${bp(state, v.card).title}: to the brig`, rule: RULES.capture });
    const card = blueprintOf(state, captive);
    const persona = card.persona[0] ?? card.title;
    const key = `${bp(state, v.card).title} (${persona})`;
    if (v.ctx.state.abilityUses?.[`${v.player}|${key}`] !== undefined) return resolved(v, `in the brig; ${persona} already cost points this game`);
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: key, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    const owner = state.cards[captive]!.owner;
    v.ctx.emit({ type: 'PointsScored', player: owner, points: -effect.ownerLoses, bonus: false, source: v.card, rule: RULES.cardEffects });
    resolved(v, `in the brig; ${owner} loses ${effect.ownerLoses} points`);
  },
  'captive-target-to-brig': (v) => {
    const [captive, facility] = (v.target ?? '').split('>') as [string, string];
    const state = v.ctx.state;
    if (!state.cards[captive] || !state.cards[facility]) return resolved(v, 'no such captive or brig: nothing');
    v.ctx.emit({ type: 'CardMoved', card: captive, from: state.cards[captive]!.zone, to: Z.held(v.player, facility), faceUp: true, reason: `${bp(state, v.card).title}: to the brig`, rule: RULES.capture });
    resolved(v, 'captive moved to the brig');
  },
  'draw-per-captive-held': (v, effect, run) => {
    const state = v.ctx.state;
    const held = captivesHeldBy(state, v.player).filter((iid) => inBrig(state, iid) || escortsOf(state, iid).length > 0).length;
    const count = Math.min(held, effect.max);
    if (count > 0) run?.([{ kind: 'draw', who: 'you', count }]);
    else resolved(v, 'no captive escorted or in a brig: nothing');
  },
  'draw-per-target-skill-dot': (v, _effect, run) => {
    const state = v.ctx.state;
    if (!v.target || !captivesHeldBy(state, v.player).includes(v.target)) return resolved(v, 'the target is no longer held by you: nothing');
    const count = skillDots(state, v.target);
    if (count > 0) run?.([{ kind: 'draw', who: 'you', count }]);
    else resolved(v, 'no skill dots: nothing');
  },
  'if-you-hold-captive': (v, effect, run) => {
    const state = v.ctx.state;
    if (captivesHeldBy(state, v.player).length === 0) return resolved(v, 'no captive held: nothing');
    const title = bp(state, v.card).title;
    const copies = effect.perCopy ? cardsIn(state, Z.table(v.player)).filter((iid) => state.cards[iid]!.faceUp && isTitled(bp(state, iid), title)).length : 1;
    for (let i = 0; i < Math.max(1, copies); i += 1) run?.(effect.then);
  },
};

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const CAPTIVE_WORDS: readonly string[] = [
  'target:your-captive',
  'target:your-personnel-held-captive',
  'target:escort-of-your-captive',
  'target:your-team-outnumbering-opposing-security',
  'target:opposing-ship-with-yours-here',
  'target:your-facility-with-brig',
  'target:just-captured',
  'target:weak-opposing-ship-near-your-class',
  'target:your-trapped-captive-to-brig',
  ...Object.keys(CAPTIVE_VERBS).map((word) => `effect:${word}`),
];

/** Whether a card's target word is a captive word (targets.ts (its part of the target table)). */
export const isCaptiveTarget = (spec: { readonly kind: string }): spec is CaptiveTarget =>
  ['your-captive', 'just-captured', 'weak-opposing-ship-near-your-class', 'your-facility-with-brig', 'your-trapped-captive-to-brig', 'your-personnel-held-captive', 'escort-of-your-captive', 'your-team-outnumbering-opposing-security', 'opposing-ship-with-yours-here'].includes(spec.kind);

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CAPTIVES_TARGETS = finding(['your-captive', 'your-personnel-held-captive', 'escort-of-your-captive', 'your-team-outnumbering-opposing-security', 'opposing-ship-with-yours-here', 'your-facility-with-brig', 'your-trapped-captive-to-brig', 'just-captured', 'weak-opposing-ship-near-your-class'], (state, player, spec, self) => captiveTargets(state, player, spec, self));
