/**
 * evolve(state, event) -> state: applies a fact. Pure and total: it never checks a rule and never
 * draws a random number (the PRNG state after a draw travels in the event's `secret`). Unknown
 * event types leave the state as it was, apart from the event count.
 *
 * Copying (issue 17): `evolve` copies only what the event touches — the card and zone records
 * when cards move (once per event, however many cards move), the touched zone lists and card
 * instances, never the untouched ones. `evolveAll` folds without copying: it takes its own copy of
 * the two records once, then writes into them in place for every event (`own`), since no state
 * between the first and the last event is visible to anyone; `evolveStepwise` is the same fold for a
 * caller that reads each state before the next event is folded (the replay builder).
 */
import type { Quadrant } from '@captains-log/cards';
import type { RngState } from './prng';
import { isInPlayZone, Z, zoneArg, zoneKind } from './zones';
import type { CardInstance, GameEvent, GameState, Location, PlayerId } from './types';
import { applyBattleEvent, trackDocking } from './battle/evolve-battle';
import { applySelfControlledEvent } from './behaviour/self-controlled-facts';
import { applyContenderFact } from './behaviour/contender';
import { applyStoredCopiesFact } from './behaviour/stored-copies';
import { applyReportBan } from './behaviour/succession-duels';
import { applyImmediateFreePlayFact } from './behaviour/immediate-free-plays';
import { withDilemmaPlaces } from './behaviour/dilemma-places';
import { applyControlEvent, releaseControlOnLeaving } from './behaviour/control-facts';
import { applyAssimilationEvent } from './behaviour/assimilation-facts';
import { applySiteEvent, withSolvedMission } from './behaviour/site-facts';
import { applyTimeEvent, timeMoves } from './behaviour/time-facts';
import { applyInfiltrationEvent } from './behaviour/infiltration-facts';
import { captiveMove } from './behaviour/captive-facts';
import { storedMove } from './behaviour/stored-facts';
import { foldingInPlace } from './table-index';
import { applyWindowsEvent } from './behaviour/evolve-windows';
import { trackDilemmaHurt } from './behaviour/attempt-windows-facts';
import { applyChoiceEvent } from './behaviour/choices';
import { applyForcedBattleEvent } from './behaviour/forced-battles';
import { applyTacticEvent } from './behaviour/battle-tactics';
import { evolveQFlash } from './behaviour/q-flash-facts';
import { applyTurnStartEvent } from './behaviour/turn-start-offers';
import { applyStasis, withoutStasis } from './behaviour/stasis-facts';
import { withCardRecord } from './behaviour/card-record';
import { shipDeeds, withShipDeeds } from './behaviour/ship-history';
import { tracksReports } from './behaviour/report-limits';

/** The state before GameCreated. */
export function initialState(): GameState {
  return {
    schema: 1,
    gameId: '',
    phase: 'setup',
    names: { p1: '', p2: '' },
    startingPlayer: null,
    seedCommitment: '',
    secret: { seed: '', rng: [0, 0, 0, 0] },
    blueprints: {},
    cards: {},
    zones: {},
    locations: {},
    spacelines: {},
    awaiting: [],
    dilemmaStage: null,
    sharedQueue: [],
    finished: {},
    turn: null,
    turnsTaken: { p1: 0, p2: 0 },
    score: { p1: { points: 0, bonus: 0 }, p2: { points: 0, bonus: 0 } },
    completed: { p1: [], p2: [] },
    pendingManual: null,
    attempt: null,
    ongoing: {},
    noSolve: { p1: [], p2: [] },
    disputes: [],
    timeCalled: null,
    result: null,
    eventCount: 0,
    nextId: 1,
    judge: { calls: {}, paused: false, rulings: 0, rewinds: [], penalties: [], sealed: null },
  };
}

interface Move {
  readonly card: string;
  readonly to: string;
  /** Insert position in the destination; default: append. */
  readonly index?: number;
  readonly faceUp?: boolean;
  readonly patch?: Partial<Pick<CardInstance, 'stopped' | 'misSeed' | 'countdown' | 'disabled' | 'damage' | 'playedTurn' | 'awayFrom' | 'killedTurn' | 'abducted'>>;
}

type Cards = Record<string, CardInstance>;
type Zones = Record<string, readonly string[]>;

/**
 * Issue 17: while `evolveStepwise` folds an event, the keys it writes in place: the card instances it
 * replaced and the zone lists it replaced or removed (null otherwise). Every in-place write of a
 * fold's own records (`own`) names its key here.
 */
let written: { readonly cards: Set<string>; readonly zones: Set<string> } | null = null;

/**
 * Applies card moves. `own`: the state's card and zone records belong to the caller's fold and are
 * written in place; otherwise they are copied once. Zone lists and card instances are never
 * written: a touched one is replaced. A zone left empty is removed (states hold no empty zones).
 */
function applyMoves(state: GameState, moves: readonly Move[], own: boolean): GameState {
  if (moves.length === 0) return state;
  const cards: Cards = own ? (state.cards as Cards) : { ...state.cards };
  const zones: Zones = own ? (state.zones as Zones) : { ...state.zones };
  let emptied: string[] | null = null;
  for (const move of moves) {
    const card = cards[move.card];
    if (!card) continue;
    const from = zones[card.zone];
    if (from) {
      const rest = from.filter((iid) => iid !== move.card);
      zones[card.zone] = rest;
      if (own) written?.zones.add(card.zone);
      if (rest.length === 0) (emptied ??= []).push(card.zone);
    }
    const current = zones[move.to];
    let target: string[];
    if (!current) target = [move.card];
    else if (move.index === undefined || move.index >= current.length) target = [...current, move.card];
    else {
      target = [...current];
      target.splice(Math.max(0, move.index), 0, move.card);
    }
    zones[move.to] = target;
    cards[move.card] = { ...card, ...move.patch, zone: move.to, faceUp: move.faceUp ?? card.faceUp };
    if (own && written) {
      written.zones.add(card.zone).add(move.to);
      written.cards.add(move.card);
    }
    // Issue 15: the ship an Away Team came from is forgotten by any move that does not record it again.
    if (card.awayFrom !== undefined && move.patch?.awayFrom === undefined) cards[move.card] = withoutAwayFrom(cards[move.card]!);
    // An abductee is one no longer once it moves again (released, assimilated, killed): behaviour/captives.ts › capture.
    if (card.abducted && move.patch?.abducted === undefined) cards[move.card] = withoutAbducted(cards[move.card]!);
    // Issue 15 (helper ds9mirror): the turn of a death is forgotten by any later move (behaviour/fallen-last-turn.ts).
    if (card.killedTurn !== undefined && move.patch?.killedTurn === undefined) cards[move.card] = withoutKilledTurn(cards[move.card]!);
    // Issue 15: a card off the table is no longer cloaked (1E rulebook › CLOAK: nothing enters play cloaked).
    if (card.cloak !== undefined && !ON_TABLE.has(zoneKind(move.to))) cards[move.card] = withoutCloak(cards[move.card]!);
    // Issue 15 (stasis): a card out of play is in stasis no more (behaviour/stasis-facts.ts).
    if (card.stasis !== undefined && !isInPlayZone(move.to)) cards[move.card] = withoutStasis(cards[move.card]!);
    // Issue 15 (helper battle): the battles an equipment fought in are counted only while it stays in play (behaviour/battle-equipment.ts).
    if (card.battlesUsed !== undefined && !isInPlayZone(move.to)) cards[move.card] = withoutBattlesUsed(cards[move.card]!);
    // Issue 15 (stasis pass): a delayed death lapses when the card leaves play (behaviour/delayed-deaths.ts).
    if (card.diesAfterTurn !== undefined && !isInPlayZone(move.to)) cards[move.card] = withoutDelayedDeath(cards[move.card]!);
    // Issue 15 (stasis pass): an equipment's countdown counter stays with it only while in play (behaviour/equipment-countdowns.ts).
    if (card.countdown !== undefined && !isInPlayZone(move.to) && COUNTED_WHERE_LYING.has(state.blueprints[card.blueprint]?.type ?? '')) cards[move.card] = withoutCountdown(cards[move.card]!);
    // Issue 15 (helper partners): the ore processed at a site is forgotten once it leaves play (behaviour/ore-overloads.ts).
    if (card.oreProcessed && !isInPlayZone(move.to)) {
      const { oreProcessed: _ore, ...rest } = cards[move.card]!;
      cards[move.card] = rest;
    }
  }
  let kept = zones;
  if (emptied)
    for (const key of emptied)
      if (kept[key]!.length === 0) {
        // Issue 17: a copy leaves the key out (rest) rather than deleting it: a deleted key puts the record in V8's slow
        // dictionary mode, and every later copy of it costs ten times as much. A fold's own record is written in place.
        if (own) delete kept[key];
        else kept = withoutKey(kept, key);
      }
  const next = own ? state : { ...state, cards, zones: kept };
  // A card's selected option lasts while it is in play (issue 15: UseCard); off the table it is forgotten.
  const selected = state.selected;
  if (selected && moves.some((move) => selected[move.card] !== undefined && !isInPlayZone(move.to))) {
    const kept: Record<string, string> = {};
    for (const [card, option] of Object.entries(selected)) if (!moves.some((move) => move.card === card && !isInPlayZone(move.to))) kept[card] = option;
    return { ...next, selected: kept };
  }
  return next;
}

const ON_TABLE = new Set(['space', 'docked', 'surface']);

/** A copy of the record without `key` (keeps the copy in V8's fast mode, unlike `delete`). */
function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _omitted, ...rest } = record;
  return rest;
}

/** The releases still to answer (none: the field left out, so that a game without them hashes as before). */
function withReleasesToAnswer(state: GameState, releases: GameState['releasesToAnswer']): GameState {
  const next: { -readonly [K in keyof GameState]: GameState[K] } = { ...state };
  if (releases && releases.length > 0) next.releasesToAnswer = releases;
  else delete next.releasesToAnswer;
  return next;
}

function withoutBattlesUsed(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.battlesUsed;
  return next;
}

function withoutAbducted(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.abducted;
  return next;
}

function withoutKilledTurn(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.killedTurn;
  return next;
}

function withoutAwayFrom(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.awayFrom;
  return next;
}

/** Equipment (and artifacts used as equipment) keep their countdown counter on the card in play (behaviour/equipment-countdowns.ts). */
const COUNTED_WHERE_LYING = new Set(['Equipment', 'Artifact']);

function withoutDelayedDeath(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.diesAfterTurn;
  return next;
}

function withoutCountdown(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.countdown;
  return next;
}

function withoutCloak(card: CardInstance): CardInstance {
  const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card };
  delete next.cloak;
  return next;
}

function patchCards(state: GameState, ids: readonly string[], patch: Partial<CardInstance>, own: boolean): GameState {
  const cards: Cards = own ? (state.cards as Cards) : { ...state.cards };
  for (const id of ids) {
    const card = cards[id];
    if (!card) continue;
    cards[id] = { ...card, ...patch };
    if (own) written?.cards.add(id);
  }
  return own ? state : { ...state, cards };
}

/** Stops (or restores) cards; `until` marks a longer stop, any other stop or restore clears it. */
function setStopped(state: GameState, ids: readonly string[], stopped: boolean, until: number | undefined, own: boolean): GameState {
  const cards: Cards = own ? (state.cards as Cards) : { ...state.cards };
  for (const id of ids) {
    const card = cards[id];
    if (!card) continue;
    const next: { -readonly [K in keyof CardInstance]: CardInstance[K] } = { ...card, stopped };
    if (until !== undefined) next.stoppedUntil = until;
    else delete next.stoppedUntil;
    cards[id] = next;
    if (own) written?.cards.add(id);
  }
  return own ? state : { ...state, cards };
}

function withRng(state: GameState, rng: RngState | undefined): GameState {
  return rng ? { ...state, secret: { ...state.secret, rng } } : state;
}

export function evolve(state: GameState, event: GameEvent): GameState {
  return step(state, event, false);
}

function step(state: GameState, event: GameEvent, own: boolean): GameState {
  const counted: GameState = { ...state, eventCount: state.eventCount + 1 };
  // Issue 15: docking turns for repairs (battle/repair.ts).
  // Issue 15 (windows): who a dilemma hurt, for the window after it (behaviour/attempt-windows-facts.ts).
  // Issue 15 (helper roa, helper records): the cards each player has seeded and played, where their cards have been (behaviour/card-record.ts).
  // Issue 15 (helper history): what ships, their crews and Away Teams did, read before the event clears the attempt or battle (behaviour/ship-history.ts).
  const deeds = shipDeeds(counted, event);
  return withRng(withCardRecord(trackDilemmaHurt(trackDocking(withShipDeeds(apply(counted, event, own), deeds, counted.turn?.number ?? 0), event), event), event), event.secret?.rng);
}

function apply(state: GameState, event: GameEvent, own: boolean): GameState {
  switch (event.type) {
    case 'GameCreated': {
      const cards: Record<string, CardInstance> = {};
      const zones: Record<string, string[]> = {};
      for (const setup of event.cards) {
        cards[setup.iid] = { iid: setup.iid, blueprint: setup.blueprint, owner: setup.owner, zone: setup.zone, faceUp: false };
        (zones[setup.zone] ??= []).push(setup.iid);
      }
      return {
        ...state,
        gameId: event.gameId,
        names: event.names,
        seedCommitment: event.seedCommitment,
        secret: { seed: event.secret.seed, rng: event.secret.rng },
        blueprints: event.blueprints,
        cards,
        zones,
      };
    }
    case 'RandomSelectionMade':
      return { ...state, startingPlayer: event.outcome };
    case 'DeckShuffled': {
      if (!own) return { ...state, zones: event.order.length > 0 ? { ...state.zones, [event.zone]: [...event.order] } : withoutKey(state.zones as Zones, event.zone) };
      const zones = state.zones as Zones;
      if (event.order.length > 0) zones[event.zone] = [...event.order];
      else delete zones[event.zone];
      written?.zones.add(event.zone);
      return state;
    }
    case 'PhaseBegan':
      return { ...state, phase: event.phase, awaiting: event.awaiting, finished: {}, dilemmaStage: event.phase === 'dilemma' ? state.dilemmaStage : null };
    case 'DilemmaStageBegan':
      return { ...state, dilemmaStage: event.stage, awaiting: event.awaiting, finished: {}, sharedQueue: event.sharedQueue ?? state.sharedQueue };
    case 'AwaitingChanged':
      return { ...state, awaiting: event.awaiting };
    case 'PlayerFinishedSeeding':
    case 'PlayerPassed':
      return { ...state, finished: { ...state.finished, [event.player]: true } };
    case 'CardStaged':
      return applyMoves(state, [{ card: event.card, to: event.zone, faceUp: false, ...(event.misSeed ? { patch: { misSeed: event.misSeed } } : {}) }], own);
    case 'CardSeededOnTable':
      return applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own);
    case 'CardsAnnounced':
      return applyMoves(state, event.cards.map((card) => ({ card: card.iid, to: event.to, faceUp: true })), own);
    case 'MissionPlaced': {
      if (event.placement === 'shared') {
        const location = state.locations[event.location]!;
        const locations = { ...state.locations, [location.id]: { ...location, missions: [...location.missions, event.card] } };
        return applyMoves({ ...state, locations }, [{ card: event.card, to: Z.mission(event.location), faceUp: true }], own);
      }
      const location: Location = {
        id: event.location,
        quadrant: event.quadrant,
        name: event.name,
        ...(event.region ? { region: event.region } : {}),
        missions: [event.card],
      };
      const line = [...(state.spacelines[event.quadrant] ?? [])];
      line.splice(event.index, 0, event.location);
      const spacelines: Partial<Record<Quadrant, readonly string[]>> = { ...state.spacelines, [event.quadrant]: line };
      return applyMoves(
        { ...state, locations: { ...state.locations, [location.id]: location }, spacelines },
        [{ card: event.card, to: Z.mission(event.location), faceUp: true }],
        own,
      );
    }
    case 'LocationInserted': {
      const location: Location = { id: event.location, quadrant: event.quadrant, name: event.name, missions: [event.card], span: event.span };
      const line = [...(state.spacelines[event.quadrant] ?? [])];
      line.splice(event.index, 0, event.location);
      const spacelines: Partial<Record<Quadrant, readonly string[]>> = { ...state.spacelines, [event.quadrant]: line };
      return applyMoves({ ...state, locations: { ...state.locations, [location.id]: location }, spacelines }, [{ card: event.card, to: Z.mission(event.location), faceUp: true }], own);
    }
    case 'CardsSeededUnderMission': {
      const target = Z.under(event.location);
      if (event.position === 'bottom') return applyMoves(state, event.cards.map((card, index) => ({ card, to: target, index, faceUp: false })), own);
      return applyMoves(state, event.cards.map((card) => ({ card, to: target, faceUp: false })), own);
    }
    case 'CardSeededUnderMission':
      return applyMoves(state, [
        { card: event.card, to: Z.under(event.location), faceUp: false, ...(event.misSeed ? { patch: { misSeed: event.misSeed } } : {}) },
      ], own);
    case 'SharedMissionSeedingFinished':
      return { ...state, sharedQueue: state.sharedQueue.filter((id) => id !== event.location), finished: {} };
    case 'FacilitySeeded':
      return applyMoves(state, [{ card: event.card, to: event.to ?? Z.space(event.location), faceUp: true }], own);
    case 'SeedCardsPlacedOutOfPlay':
      return applyMoves(state, event.cards.map((card) => ({ card, to: Z.out(event.player), faceUp: true })), own);
    case 'CardsDrawn':
      return applyMoves(state, event.cards.map((card) => ({ card, to: Z.hand(event.player), faceUp: false })), own);
    case 'DrawSkipped':
      return state;
    case 'TurnBegan':
      return {
        ...state,
        phase: 'play',
        turn: {
          number: event.number,
          player: event.player,
          stage: 'card-play',
          normalCardPlayUsed: false,
          rangeUsed: {},
          // Issue 15 (events of later sets): read by "if you had no cards in hand when your turn began" (Tyranny).
          ...((state.zones[`hand:${event.player}`] ?? []).length === 0 ? { handEmptyAtStart: true as const } : {}),
        },
        awaiting: [{ player: event.player, kind: 'turn' }],
      };
    case 'CardReported': {
      // Issue 15: a report "for free" leaves the normal card play alone (equipment: behaviour/free-reports.ts; to a mission: behaviour/missions-reports.ts, which counts it for "once each turn").
      // Issue 15 (helper domir): the cards reported this turn (behaviour/report-limits.ts).
      const reported = state.turn && tracksReports(state) ? { reported: [...(state.turn.reported ?? []), event.card] } : {};
      if (event.normalCardPlay === false) {
        const moved = applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own);
        const toMission = state.cards[event.facility]?.zone.startsWith('mission:');
        const patch = { ...reported, ...(toMission ? { missionFreeReports: [...(state.turn?.missionFreeReports ?? []), event.facility] } : {}) };
        return Object.keys(patch).length > 0 ? withTurn(moved, patch) : moved;
      }
      return withTurn(applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own), {
        ...reported,
        normalCardPlayUsed: true,
        reportsOnly: !state.turn?.normalCardPlayUsed || state.turn.reportsOnly === true,
        ...(event.extraPlay ? { extraPlayUsed: true } : {}),
      });
    }
    case 'CardPlayed': {
      const moved = applyMoves(
        state,
        [
          {
            card: event.card,
            to: event.to,
            faceUp: true,
            ...(event.countdown !== undefined || event.turn !== undefined
              ? { patch: { ...(event.countdown !== undefined ? { countdown: event.countdown } : {}), ...(event.turn !== undefined ? { playedTurn: event.turn } : {}) } }
              : {}),
          },
        ],
        own,
      );
      return event.normalCardPlay ? withTurn(moved, { normalCardPlayUsed: true, ...(event.extraPlay ? { extraPlayUsed: true } : {}) }) : moved;
    }
    case 'OrdersBegan':
      return withTurn(state, { stage: 'orders' });
    case 'CardsWalked':
      // Issue 15 (sites): a walk from site to site is recorded for the turn (behaviour/sites.ts).
      if (event.betweenSites) {
        const walked = applyMoves(state, event.cards.map((card) => ({ card, to: event.to })), own);
        return withTurn(walked, { siteWalkers: [...(state.turn?.siteWalkers ?? []), ...event.cards] });
      }
      return applyMoves(state, event.cards.map((card) => ({ card, to: event.to, ...(event.awayFrom !== undefined ? { patch: { awayFrom: event.awayFrom } } : {}) })), own);
    case 'CardsBeamed':
      return applyMoves(state, event.cards.map((card) => ({ card, to: event.to, ...(event.awayFrom !== undefined ? { patch: { awayFrom: event.awayFrom } } : {}) })), own);
    case 'ShipDocked':
      return applyMoves(state, [{ card: event.ship, to: Z.docked(event.facility) }], own);
    case 'ShipUndocked':
      return applyMoves(state, [{ card: event.ship, to: Z.space(event.location) }], own);
    case 'ShipTookOff':
    case 'ShipLanded': {
      const moved = applyMoves(state, [{ card: event.ship, to: event.type === 'ShipLanded' ? Z.surface(event.location) : Z.space(event.location) }], own);
      if (!event.limited) return moved;
      // Issue 15 (behaviour/landing.ts): a ship whose text limits landing counts its landings and the RANGE used.
      const card = moved.cards[event.ship]!;
      const counted = patchCards(moved, [event.ship], event.type === 'ShipLanded' ? { landingTurn: state.turn?.number ?? 0, landings: (card.landings ?? 0) + 1 } : { landingTurn: state.turn?.number ?? 0, takeOffs: (card.takeOffs ?? 0) + 1 }, own);
      if (!event.range) return counted;
      return withTurn(counted, { rangeUsed: { ...(counted.turn?.rangeUsed ?? {}), [event.ship]: (counted.turn?.rangeUsed[event.ship] ?? 0) + event.range } });
    }
    case 'ShipFlew': {
      const moved = applyMoves(state, [{ card: event.ship, to: Z.space(event.to) }], own);
      const used = state.turn?.rangeUsed[event.ship] ?? 0;
      return withTurn(moved, { rangeUsed: { ...(state.turn?.rangeUsed ?? {}), [event.ship]: used + event.range } });
    }
    case 'CountdownTicked':
      return patchCards(state, [event.card], { countdown: event.remaining }, own);
    case 'CardMoved':
      return applyMoves(state, [{ card: event.card, to: event.to, faceUp: event.faceUp, ...(event.index !== undefined ? { index: event.index } : {}) }], own);
    case 'CardRevealed':
      return patchCards(state, [event.card], { faceUp: true }, own);
    case 'CardStopped':
      return setStopped(state, [event.card], true, event.until, own);
    case 'StoppedCardsRestored':
      return setStopped(state, event.cards, false, undefined, own);
    case 'PointsScored': {
      const current = state.score[event.player];
      const next = event.bonus ? { ...current, bonus: current.bonus + event.points } : { ...current, points: current.points + event.points };
      const held = event.held ? { heldPoints: { ...(state.heldPoints ?? {}), [event.source]: (state.heldPoints?.[event.source] ?? 0) + event.points } } : {};
      return { ...state, score: { ...state.score, [event.player]: next }, ...held };
    }
    case 'TurnEnded':
      return { ...state, turnsTaken: { ...state.turnsTaken, [event.player]: state.turnsTaken[event.player] + 1 }, awaiting: [] };
    case 'ManualEffectDeclared':
      return {
        ...state,
        nextId: state.nextId + 1,
        pendingManual: { id: event.id, player: event.player, source: event.source, description: event.description, primitives: event.primitives },
        awaiting: [{ player: opponentOf(event.player), kind: 'respond-to-manual-effect', options: ['accept', 'dispute'] }],
      };
    case 'ManualEffectAccepted':
      return { ...state, pendingManual: null };
    case 'ManualEffectDisputed': {
      const pending = state.pendingManual;
      const kept = pending && pending.id === event.id ? { source: pending.source, description: pending.description, primitives: pending.primitives } : {};
      return { ...state, pendingManual: null, disputes: [...state.disputes, { effect: event.id, by: event.by, reason: event.reason, ...kept }] };
    }
    case 'TimeCalled':
      return { ...state, timeCalled: { duringTurn: event.duringTurn } };
    case 'GameEnded':
      return { ...state, phase: 'ended', result: event.result, awaiting: [] };
    // ---- issue 5: 1E rulebook › ATTEMPT A MISSION ----
    case 'MissionAttemptBegan':
      return {
        ...(event.scout ? state : withSolvedMission(state, event.player, undefined)),
        // Issue 15 (borg objectives): a scouting attempt is not a mission attempt; the objective's location was scouted (behaviour/scouting.ts).
        ...(event.scout ? { objectives: scoutedFor(state, event.scout) } : {}),
        // Issue 15 (events of later sets): cards that play only on an unattempted mission (Determined to Stay).
        // Issue 15 (helper tail1): and how many attempts each player has begun here (attempt-start-downloads.ts: "your first mission attempt here").
        ...(!event.scout && state.locations[event.location]
          ? { locations: { ...state.locations, [event.location]: withAttemptBy(state.locations[event.location]!, event.player) } }
          : {}),
        // Issue 15 (helper domir): the players who have begun a mission attempt this game (behaviour/nor-guards.ts: "while you have not attempted a mission").
        ...(!event.scout && !(state.attemptedBy ?? []).includes(event.player) ? { attemptedBy: [...(state.attemptedBy ?? []), event.player] } : {}),
        attempt: {
          ...{ player: event.player, location: event.location, ship: event.ship, planet: event.planet, dilemma: null, team: null, step: 0, failed: false, choice: null, picked: [] },
          beganWith: { crew: event.crew.length, 'away-team': event.awayTeam.length },
          ...(event.crew.length > 0 ? { beganCrew: event.crew } : {}),
          ...(event.awayTeam.length > 0 ? { beganAwayTeam: event.awayTeam } : {}),
          ...(event.startOfAttempt?.length ? { startPending: event.startOfAttempt } : {}),
          ...(event.phasedTeam ? { phased: true as const } : {}),
          ...(event.scout ? { scout: event.scout } : {}),
        },
      };
    case 'SeedCardRevealed':
      return applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own);
    case 'MisSeedPlacedOutOfPlay': {
      const moved = applyMoves(state, [{ card: event.card, to: Z.out(event.owner), faceUp: true }], own);
      if (!event.forbidsSolving) return moved;
      const list = state.noSolve[event.forbidsSolving];
      return list.includes(event.location) ? moved : { ...moved, noSolve: { ...state.noSolve, [event.forbidsSolving]: [...list, event.location] } };
    }
    case 'SeedCardSetAside':
      return applyMoves(state, [{ card: event.card, to: Z.revealed(event.location), faceUp: true }], own);
    case 'DilemmaEncountered':
      return state.attempt
        ? {
            ...state,
            // Issue 15 (helper borgobj): the first turn this player faced this title (behaviour/adapt-conditions.ts).
            ...(state.turn && state.dilemmasFaced?.[`${event.player}|${event.title}`] === undefined ? { dilemmasFaced: { ...state.dilemmasFaced, [`${event.player}|${event.title}`]: state.turn.number } } : {}),
            ...(state.turn ? { dilemmasFacedTurns: { ...state.dilemmasFacedTurns, [`${event.player}|${event.title}`]: [...(state.dilemmasFacedTurns?.[`${event.player}|${event.title}`] ?? []), state.turn.number].slice(-2) } } : {}),
            // Issue 15 (lead): where each player's personnel faced dilemmas, by printed icon (behaviour/dilemma-places.ts).
            ...withDilemmaPlaces(state, event),
            attempt: {
              ...{ ...state.attempt, dilemma: event.card, team: event.team, step: 0, failed: false, choice: null, picked: [] },
              ...(state.attempt.startPending ? { startPending: state.attempt.startPending.filter((card) => card !== event.card) } : {}),
            },
          }
        : state;
    case 'DilemmaChoiceRequested':
      return state.attempt
        ? { ...state, attempt: { ...state.attempt, choice: event.choice }, awaiting: [{ player: event.choice.player, kind: 'dilemma-choice', options: event.choice.options }] }
        : state;
    case 'DilemmaChoiceMade':
      return state.attempt
        ? {
            ...state,
            attempt: { ...state.attempt, choice: null, picked: [...(state.attempt.choice?.preset ?? []), ...event.chosen] },
            awaiting: state.turn ? [{ player: state.turn.player, kind: 'turn' }] : [],
          }
        : state;
    case 'RandomCardsSelected':
      return state.attempt ? { ...state, attempt: { ...state.attempt, picked: [...event.outcome] } } : state;
    case 'DilemmaStepResolved':
      return state.attempt
        ? {
            ...state,
            attempt: { ...state.attempt, step: event.step + 1, failed: state.attempt.failed || event.conditionFailed, picked: event.picked ? [...event.picked] : state.attempt.picked },
          }
        : state;
    case 'CardEffectResolved':
    case 'CardActivated':
    case 'CardsShown':
      return state;
    case 'ShipRangeRestored': {
      if (!state.turn || state.turn.rangeUsed[event.ship] === undefined) return state;
      const rangeUsed = { ...state.turn.rangeUsed };
      delete rangeUsed[event.ship];
      return { ...state, turn: { ...state.turn, rangeUsed } };
    }
    case 'NormalCardPlayRestored':
      return state.turn ? { ...state, turn: { ...state.turn, normalCardPlayUsed: false } } : state;
    // Issue 15: a special skill (personnel-a) or an ability of a card in play (activations) used "in place of your normal card play".
    case 'NormalCardPlaySpent':
      return state.turn ? { ...state, turn: { ...state.turn, normalCardPlayUsed: true } } : state;
    case 'BeamsCounted': {
      if (!state.turn) return state;
      const beamedAt = { ...(state.turn.beamedAt ?? {}), [event.location]: (state.turn.beamedAt?.[event.location] ?? 0) + event.count };
      return { ...state, turn: { ...state.turn, beamedAt } };
    }
    case 'ShipRangeExtended': {
      if (!state.turn) return state;
      return { ...state, turn: { ...state.turn, rangeUsed: { ...state.turn.rangeUsed, [event.ship]: (state.turn.rangeUsed[event.ship] ?? 0) - event.range } } };
    }
    case 'ResponseWindowOpened':
      return { ...state, windows: [...(state.windows ?? []), event.window], awaiting: [{ player: event.window.player, kind: 'respond', options: [event.window.card] }] };
    case 'ResponseWindowClosed': {
      const windows = (state.windows ?? []).slice(0, -1);
      const below = windows[windows.length - 1];
      const awaiting = below ? [{ player: below.player, kind: 'respond' as const, options: [below.card] }] : state.turn ? [{ player: state.turn.player, kind: 'turn' as const }] : state.awaiting;
      return { ...state, windows, awaiting };
    }
    case 'PlayNullified':
      return { ...state, windows: (state.windows ?? []).map((window) => (window.card === event.card ? { ...window, nullified: true } : window)) };
    case 'AutoPassSet':
      // Issue 15 (windows): `every` widens explicit passing to the windows of behaviour/attempt-windows.ts.
      return { ...state, explicitPass: { ...(state.explicitPass ?? {}), [event.player]: !event.on }, ...(event.every || state.explicitEvery?.[event.player] ? { explicitEvery: { ...(state.explicitEvery ?? {}), [event.player]: !event.on && !!event.every } } : {}) };
    case 'CardOptionSelected':
      return { ...state, selected: { ...(state.selected ?? {}), [event.card]: event.option } };
    case 'CardDownloaded': {
      // Issue 15 (downloads): the card enters play face up; the icon spent and the personnel download counted.
      const patch = { ...(event.countdown !== undefined ? { countdown: event.countdown } : {}), ...(event.turn !== undefined ? { playedTurn: event.turn } : {}) };
      const moved = applyMoves(state, [{ card: event.card, to: event.to, faceUp: true, ...(event.countdown !== undefined || event.turn !== undefined ? { patch } : {}) }], own);
      return {
        ...moved,
        ...(event.spent ? { specialDownloadsUsed: { ...(state.specialDownloadsUsed ?? {}), [event.spent]: true as const } } : {}),
        ...(event.personnelTurn !== undefined ? { personnelDownloadTurn: { ...(state.personnelDownloadTurn ?? {}), [event.player]: event.personnelTurn } } : {}),
        // Issue 15 (personnel, second half): a download "in place of your normal card play" spends it.
        ...(event.normalCardPlay && moved.turn ? { turn: { ...moved.turn, normalCardPlayUsed: true } } : {}),
      };
    }
    case 'CardAbilityUsed':
      return { ...state, abilityUses: { ...(state.abilityUses ?? {}), [`${event.player}|${event.title}`]: event.turn } };
    case 'DilemmaManualResolutionRequested':
      return state.attempt
        ? { ...state, attempt: { ...state.attempt, manualDilemma: { card: event.card, declarer: event.declarer, step: event.step } }, awaiting: [{ player: event.declarer, kind: 'resolve-dilemma', options: [event.card] }] }
        : state;
    case 'DilemmaManuallyResolved': {
      if (!state.attempt) return state;
      const { manualDilemma: _resolved, ...attempt } = state.attempt;
      void _resolved;
      return { ...state, attempt, awaiting: state.turn ? [{ player: state.turn.player, kind: 'turn' }] : state.awaiting };
    }
    case 'DilemmaEncounterEnded':
      return state.attempt ? { ...state, attempt: { ...state.attempt, dilemma: null, team: null, step: 0, failed: false, choice: null, picked: [] } } : state;
    case 'CardLeftPlay': {
      const killed = event.how === 'killed' && state.turn ? { killedTurn: state.turn.number } : {};
      const moved = applyMoves(state, [{ card: event.card, to: event.to, faceUp: true, patch: { stopped: false, disabled: false, damage: 0, ...killed } }], own);
      // Issue 15 (lead): a card under another player's control that leaves play is its owner's again (1E rulebook › MISCELLANEOUS RULES ›
      // CONTROL AND OWNERSHIP): control ends with play (found by helper control: Outgunned, Brainwash, assimilation kept the controller).
      const released = releaseControlOnLeaving(moved, event.card, event.to);
      // Issue 15 (borg objectives): where a ship was destroyed in space, and whose (behaviour/scouting.ts: Salvage Starship).
      return event.how === 'destroyed' && event.from.startsWith('space:') ? shipDestroyedAt(released, event.card, event.from.slice('space:'.length)) : released;
    }
    // Issue 15 (stasis): behaviour/stasis-facts.ts.
    case 'PlacedInStasis':
    case 'StasisEnded': {
      const card = state.cards[event.card];
      if (!card) return state;
      const cards: Cards = own ? (state.cards as Cards) : { ...state.cards };
      cards[event.card] = applyStasis(card, event);
      if (own) written?.cards.add(event.card);
      return own ? state : { ...state, cards };
    }
    case 'DeathDelayed':
      return patchCards(state, [event.card], { diesAfterTurn: { turn: event.afterTurn, source: event.source } }, own);
    // Issue 15 (helper partners): behaviour/ore-overloads.ts.
    case 'OreProcessed':
      return patchCards(state, [event.site], { oreProcessed: true }, own);
    case 'PersonnelDisabled':
      return patchCards(state, [event.card], event.until ? { disabled: true, disabledUntil: event.until } : { disabled: true }, own);
    case 'PersonnelEnabled': {
      const enabled = patchCards(state, [event.card], { disabled: false }, own);
      // Issue 15 (helper partners): no longer waiting for a skill present (behaviour/em-surges.ts).
      const card = enabled.cards[event.card];
      if (!card?.disabledUntil) return enabled;
      const { disabledUntil: _until, ...rest } = card;
      const cards: Cards = own ? (enabled.cards as Cards) : { ...enabled.cards };
      cards[event.card] = rest;
      return own ? enabled : { ...enabled, cards };
    }
    case 'ShipDamaged':
      return patchCards(state, [event.ship], { damage: event.damage }, own);
    case 'ShipCloaked':
      return patchCards(state, [event.ship], { cloak: event.mode, cloakTurn: event.turn }, own);
    case 'ShipDecloaked': {
      const cards: Cards = own ? (state.cards as Cards) : { ...state.cards };
      const card = cards[event.ship];
      if (card) cards[event.ship] = { ...withoutCloak(card), cloakTurn: event.turn };
      if (card && own) written?.cards.add(event.ship);
      return own ? state : { ...state, cards };
    }
    case 'ShipRepaired':
      // Issue 15 (helper tactics): the HULL damage of Tactic markers goes too (behaviour/battle-tactics.ts).
      return patchCards(state, [event.ship], { damage: 0, hull: 0 }, own);
    case 'DilemmaPlaced': {
      const moved = applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own);
      return { ...moved, ongoing: { ...state.ongoing, [event.card]: event.ongoing } };
    }
    case 'OngoingCountdownTicked': {
      const entry = state.ongoing[event.card];
      return entry ? { ...state, ongoing: { ...state.ongoing, [event.card]: { ...entry, countdown: event.remaining } } } : state;
    }
    case 'DilemmaRemoved': {
      const moved = applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own);
      const ongoing = { ...state.ongoing };
      delete ongoing[event.card];
      return { ...moved, ongoing };
    }
    case 'DilemmaReseeded':
      return applyMoves(state, [{ card: event.card, to: Z.under(event.location), index: 0, faceUp: false }], own);
    // Issue 15 (borg objectives): behaviour/scouting.ts.
    case 'ObjectiveTargeted':
      return { ...state, objectives: { ...(state.objectives ?? {}), [event.card]: { target: event.target } } };
    case 'ScoutingCompleted': {
      const record = state.objectives?.[event.objective];
      return record ? { ...state, objectives: { ...state.objectives, [event.objective]: { ...record, completed: event.turn } } } : state;
    }
    case 'ScoutingAttemptEnded':
    case 'MissionAttemptFailed':
      return { ...state, attempt: null, awaiting: state.turn && state.phase === 'play' ? [{ player: state.turn.player, kind: 'turn' }] : state.awaiting };
    case 'MissionSolved': {
      const list = state.completed[event.player];
      return {
        // Issue 15 (site text): the solvers may file a mission report until their player's next attempt (site-facts.ts).
        ...withSolvedMission(state, event.player, { location: event.location, mission: event.mission, contributors: event.contributors }),
        attempt: null,
        awaiting: state.turn && state.phase === 'play' ? [{ player: state.turn.player, kind: 'turn' }] : state.awaiting,
        completed: { ...state.completed, [event.player]: list.includes(event.location) ? list : [...list, event.location] },
      };
    }
    // ---- judges: DESIGN.md › Judges (the ledger in state.judge is never rewound) ----
    case 'JudgeCalled':
    case 'JudgeCallTaken':
    case 'GamePaused':
    case 'GameResumed':
    case 'RulingMade':
    case 'PenaltyAssessed':
    case 'GameSealed':
      return { ...state, judge: judgeLedger(state, event) };
    case 'ManualEffectResolved':
      return { ...state, disputes: state.disputes.filter((d) => d.effect !== event.id) };
    case 'GameRewound': {
      const at = state.eventCount - 1;
      const rewind = { ruling: event.ruling ?? '', to: event.to, at, seedCommitment: event.seedCommitment };
      return {
        ...event.snapshot,
        // fresh records: a fold that owns its state (evolveAll) writes into them in place, and the
        // event's snapshot must stay as recorded
        cards: { ...event.snapshot.cards },
        zones: { ...event.snapshot.zones },
        schema: 1,
        blueprints: state.blueprints,
        eventCount: state.eventCount,
        nextId: state.nextId,
        seedCommitment: state.seedCommitment,
        secret: { ...state.secret, rewindSeeds: [...(state.secret.rewindSeeds ?? []), event.secret?.seed ?? ''] },
        judge: { ...state.judge, rewinds: [...state.judge.rewinds, rewind] },
      };
    }
    case 'SeedCardEarned':
      return applyMoves(state, [{ card: event.card, to: event.to, faceUp: !event.to.startsWith('hand:') }], own);
    // Issue 15: battle (battle/evolve-battle.ts)
    case 'BattleInitiated':
    case 'BattleStepAdded':
    case 'BattleModified':
    case 'CounterAttackOpened':
    case 'ReturnFireDeclared':
    case 'CombatPilesFormed':
    case 'CombatPaused':
    case 'EquipmentJoinedBattle':
    case 'CombatResponded':
    case 'CombatResolved':
    case 'ShipsFired':
    case 'BattleEnded':
      return applyBattleEvent(state, event);
    case 'ArrangementAwaited':
    case 'CardsArranged':
    case 'PlayAnotherRequired':
      return applyWindowsEvent(state, event);
    case 'ChoiceAwaited':
    case 'CardsChosen':
      return applyChoiceEvent(state, event);
    // Issue 15 (helper forced): a battle a card requires (behaviour/forced-battles.ts).
    case 'ForcedBattleOwed':
    case 'ForcedBattleAwaited':
    case 'ForcedBattleMet':
    case 'ForcedBattleDeclined':
      return applyForcedBattleEvent(state, event);
    // Issue 15 (helper tactics): Tactic cards in ship battle (behaviour/battle-tactics.ts).
    case 'TacticsStageBegan':
    case 'TacticsRevealed':
    case 'TacticDrawsAdded':
    case 'TacticBanned':
    case 'DamageMarkerPlaced':
      return applyTacticEvent(state, event);
    // Issue 15 (helper tactics2): a Tactic drawn lies face down on its player's table; at the choice the others drawn
    // go face up beneath the side deck; a regenerated side deck is its face-up Tactics turned face down in the new order.
    case 'TacticDrawn':
      return applyTacticEvent(applyMoves(state, [{ card: event.card, to: Z.table(event.player), faceUp: false }], own), event);
    case 'TacticChosen':
      return applyTacticEvent(applyMoves(state, event.drawn.filter((card) => card !== event.tactic).map((card) => ({ card, to: Z.side(event.player), faceUp: true })), own), event);
    case 'TacticsRegenerated':
      return applyMoves(state, event.order.map((card) => ({ card, to: Z.side(event.player), faceUp: false })), own);
    // Issue 15 (turn-start choices): optional start-of-turn actions queued and offered (behaviour/turn-start-offers.ts).
    case 'TurnStartActionsQueued':
    case 'TurnStartActionOffered':
      return applyTurnStartEvent(state, event);
    // Issue 15 (premiere-control): self-controlling cards.
    case 'SelfControlledBattle':
    case 'RoamingAttackHalted':
      return applySelfControlledEvent(state, event);
    // Issue 15 (lead): the Contender chain.
    case 'ContenderAdvanced':
      return applyContenderFact(state, event);
    // Issue 15 (helper outside): a killed personnel revealed as a queen.
    case 'QueenRevealed':
      return applyStoredCopiesFact(state, event);
    // Issue 15 (helper tail5): behaviour/succession-duels.ts.
    case 'PersonaReportBarred':
      return applyReportBan(state, event);
    // Issue 15 (lead): "immediately play … for free".
    case 'ImmediateFreePlayOpened':
    case 'ImmediateFreePlayUsed':
    case 'ImmediateFreePlayClosed':
      return applyImmediateFreePlayFact(state, event);
    case 'ControlTaken':
    case 'CommandeeredAffiliationTaken':
    case 'ControlReturned':
      return applyControlEvent(state, event);
    // Issue 15 (borg): assimilation (behaviour/assimilation-facts.ts).
    case 'CardsAssimilated':
    case 'PlanetAssimilated':
      return applyAssimilationEvent(state, event);
    case 'NorCommandeered':
    case 'MissionReportFiled':
      return applySiteEvent(state, event);
    // Issue 15 (time locations): the location record, then the moves (behaviour/time-facts.ts).
    case 'TimeLocationPlaced':
    case 'TimeTraveled':
      return applyMoves(applyTimeEvent(state, event), timeMoves(event), own);
    // Issue 15 (captives): a capture or release is a card move (behaviour/captive-facts.ts).
    case 'PersonnelCaptured':
    case 'CaptiveReleased':
      return applyMoves(state, [captiveMove(event)], own);
    case 'ReleasesHeldForAnswer':
      return withReleasesToAnswer(state, event.releases);
    // Issue 15 (helper stored): a card stored on another card is a card move (behaviour/stored-facts.ts).
    case 'CardStored':
      return applyMoves(state, [storedMove(event)], own);
    // Issue 15 (infiltration): a card relocated into the opponent's crew moves; the record follows (behaviour/infiltration-facts.ts).
    case 'InfiltrationBegan':
      return applyInfiltrationEvent(event.from === event.to ? state : applyMoves(state, [{ card: event.card, to: event.to, faceUp: true }], own), event);
    case 'InfiltratorExposed':
      return applyInfiltrationEvent(state, event);
    // Issue 15 (qflash): a Q-Flash (behaviour/q-flash-facts.ts).
    case 'QFlashBegan':
    case 'QFlashCardDrawn':
    case 'QFlashCardResolved':
    case 'QFlashExtended':
    case 'QFlashCutShort':
    case 'QFlashBeforeDraw':
    case 'QFlashEnded':
    case 'QContinuumReplenished':
      return evolveQFlash(state, event, (next, card, to, faceUp) => applyMoves(next, [{ card, to, faceUp }], own));
    default:
      return state;
  }
}

/** Records the owner of a ship destroyed at `location` (a card of another type: unchanged). */
function shipDestroyedAt(state: GameState, card: string, location: string): GameState {
  const instance = state.cards[card];
  if (!instance || state.blueprints[instance.blueprint]?.type !== 'Ship') return state;
  const owners = state.shipsDestroyedAt?.[location] ?? [];
  return owners.includes(instance.owner) ? state : { ...state, shipsDestroyedAt: { ...(state.shipsDestroyedAt ?? {}), [location]: [...owners, instance.owner] } };
}

/** The objective's record with its first scouting turn set (behaviour/scouting.ts). */
function scoutedFor(state: GameState, objective: string): GameState['objectives'] {
  const record = state.objectives?.[objective];
  if (!record || record.scouted !== undefined || !state.turn) return state.objectives;
  return { ...state.objectives, [objective]: { ...record, scouted: state.turn.number } };
}

function withTurn(state: GameState, patch: Partial<NonNullable<GameState['turn']>>): GameState {
  return state.turn ? { ...state, turn: { ...state.turn, ...patch } } : state;
}

function opponentOf(player: PlayerId): PlayerId {
  return player === 'p1' ? 'p2' : 'p1';
}

type LedgerEvent = Extract<GameEvent, { type: 'JudgeCalled' | 'JudgeCallTaken' | 'GamePaused' | 'GameResumed' | 'RulingMade' | 'PenaltyAssessed' | 'GameSealed' }>;

/** The judge's ledger after one of its facts (`state.eventCount` already counts the fact). */
function judgeLedger(state: GameState, event: LedgerEvent): GameState['judge'] {
  const judge = state.judge;
  switch (event.type) {
    case 'JudgeCalled':
      return {
        ...judge,
        calls: {
          ...judge.calls,
          [event.call]: { id: event.call, by: event.by, revision: event.revision, text: event.text, at: state.eventCount - 1, state: 'open', rulings: [] },
        },
      };
    case 'JudgeCallTaken': {
      const call = judge.calls[event.call];
      return call ? { ...judge, calls: { ...judge.calls, [event.call]: { ...call, state: 'taken', takenBy: event.judge } } } : judge;
    }
    case 'GamePaused':
      return { ...judge, paused: true };
    case 'GameResumed':
      return { ...judge, paused: false };
    case 'RulingMade': {
      const call = event.call ? judge.calls[event.call] : undefined;
      const calls = call
        ? { ...judge.calls, [call.id]: { ...call, state: 'ruled' as const, takenBy: call.takenBy ?? event.judge, rulings: [...call.rulings, event.id] } }
        : judge.calls;
      return { ...judge, calls, rulings: judge.rulings + 1 };
    }
    case 'PenaltyAssessed':
      return { ...judge, penalties: [...judge.penalties, { ruling: event.ruling ?? '', player: event.player, penalty: event.penalty }] };
    case 'GameSealed':
      return { ...judge, sealed: { headRevision: event.headRevision, headHash: event.headHash, signature: event.signature, publicKey: event.publicKey } };
  }
}

/** Folds the events over `from` (not modified): one copy of the card and zone records, then written in place. */
export function evolveAll(events: readonly GameEvent[], from: GameState = initialState()): GameState {
  if (events.length === 0) return from;
  // Issue 17: the fold writes its own copy in place, so table indexes are not memoised meanwhile (table-index.ts).
  return foldingInPlace(() => {
    let state: GameState = { ...from, cards: { ...from.cards }, zones: { ...from.zones } };
    for (const event of events) state = step(state, event, true);
    return state;
  });
}

/** One event folded by `evolveStepwise`: the state after it, and what the fold wrote in place. */
export interface FoldedStep {
  readonly state: GameState;
  /** the card instances this event replaced in the card record written in place */
  readonly cards: ReadonlySet<string>;
  /** the zone lists this event replaced or removed in the zone record written in place */
  readonly zones: ReadonlySet<string>;
}

/**
 * Issue 17 (replay builds): the fold of `evolveAll`, stepped by a caller who reads the state after
 * every event. `body` gets `next(event)`, which folds one more event, and the state it starts from
 * (a copy of `from`, not `from` itself). The card and zone records are written in place, so a state
 * handed out reads true until the next `next` call only, and `next` says which of their keys it
 * wrote (a record an event replaces instead, as a copying evolve does, is a new object: compare it
 * with the one before). What stays true is what evolve never writes: a zone list and a card
 * instance are replaced when touched, never changed. No table index is memoised while `body` runs.
 */
export function evolveStepwise<T>(from: GameState, body: (next: (event: GameEvent) => FoldedStep, start: GameState) => T): T {
  return foldingInPlace(() => {
    let state: GameState = { ...from, cards: { ...from.cards }, zones: { ...from.zones } };
    const next = (event: GameEvent): FoldedStep => {
      const keys = { cards: new Set<string>(), zones: new Set<string>() };
      written = keys;
      try {
        state = step(state, event, true);
      } finally {
        written = null;
      }
      return { state, cards: keys.cards, zones: keys.zones };
    };
    return body(next, state);
  });
}

export { zoneArg, zoneKind };

/** Issue 15 (helper tail1): a location after `player` began a mission attempt there (attempted; their count of attempts there one more). */
function withAttemptBy(location: Location, player: PlayerId): Location {
  return { ...location, attempted: true as const, attemptsBy: { ...location.attemptsBy, [player]: (location.attemptsBy?.[player] ?? 0) + 1 } };
}
