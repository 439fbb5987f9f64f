/**
 * Zone keys. A zone is an ordered list of card instance ids; index 0 is the top of a deck and the
 * bottom of a stack under a mission (encountered first).
 *   per player:  hand:p1  draw:p1  seed:p1  missions:p1  discard:p1  out:p1  side:p1  bonus:p1
 *                table:p1 (face-up cards not at a location)  staging:p1 (doorways before reveal)
 *                stack:p1:L3 (dilemma-phase stack in front of a mission)
 *   per location: mission:L3  under:L3 (seeds)  space:L3  surface:L3
 *   per card:    aboard:c12 (crew / personnel inside)  docked:c12 (ships docked at a facility)
 *   issue 5:     encounter:L3 (the seed card being encountered)  revealed:L3 (seed cards set aside face-up for
 *                the solver)  atop:L3 (dilemmas and held personnel placed on the mission)  on:c12 (dilemmas
 *                placed on a ship or personnel)
 *   issue 15:    stored:c7 (cards stored on or beneath the card c7: not in play, kept with their owner; behaviour/stored-cards.ts)
 *   issue 15:    outside:p1 (cards a player brought from outside the game, fetched by cards that say so; behaviour/outside-the-game.ts)
 *   issue 15:    sites:c7 (the Site cards on a Nor; personnel at a site are aboard:<site>, ships docked there docked:<site>)
 */
import type { GameState, PlayerId } from './types';

// Issue 17 (seventeenth session): zone keys are looked up in `state.zones` (a record of several hundred keys) thousands of
// times per legalCommands call. A key built afresh by concatenation is hashed and looked up in V8's string table on every
// property lookup; the same key string returned again is not (its hash and internalized form are kept with it). So each
// per-argument key is made once and remembered (keys repeat: a game has a few hundred; the memo is bounded).
const MEMO_LIMIT = 200_000;
function keyMaker(prefix: string): (arg: string) => string {
  const made = new Map<string, string>();
  return (arg: string) => {
    let key = made.get(arg);
    if (key === undefined) {
      key = `${prefix}:${arg}`;
      if (made.size < MEMO_LIMIT) made.set(arg, key);
    }
    return key;
  };
}
const perArg = {
  hand: keyMaker('hand'),
  draw: keyMaker('draw'),
  seed: keyMaker('seed'),
  missions: keyMaker('missions'),
  discard: keyMaker('discard'),
  out: keyMaker('out'),
  side: keyMaker('side'),
  bonus: keyMaker('bonus'),
  table: keyMaker('table'),
  staging: keyMaker('staging'),
  mission: keyMaker('mission'),
  under: keyMaker('under'),
  space: keyMaker('space'),
  surface: keyMaker('surface'),
  aboard: keyMaker('aboard'),
  docked: keyMaker('docked'),
  encounter: keyMaker('encounter'),
  revealed: keyMaker('revealed'),
  atop: keyMaker('atop'),
  on: keyMaker('on'),
  sites: keyMaker('sites'),
  stored: keyMaker('stored'),
  outside: keyMaker('outside'),
};

export const Z = {
  hand: (p: PlayerId) => perArg.hand(p),
  draw: (p: PlayerId) => perArg.draw(p),
  seed: (p: PlayerId) => perArg.seed(p),
  missions: (p: PlayerId) => perArg.missions(p),
  discard: (p: PlayerId) => perArg.discard(p),
  out: (p: PlayerId) => perArg.out(p),
  side: (p: PlayerId) => perArg.side(p),
  bonus: (p: PlayerId) => perArg.bonus(p),
  table: (p: PlayerId) => perArg.table(p),
  staging: (p: PlayerId) => perArg.staging(p),
  stack: (p: PlayerId, location: string) => `stack:${p}:${location}`,
  mission: (location: string) => perArg.mission(location),
  under: (location: string) => perArg.under(location),
  space: (location: string) => perArg.space(location),
  surface: (location: string) => perArg.surface(location),
  aboard: (card: string) => perArg.aboard(card),
  docked: (card: string) => perArg.docked(card),
  encounter: (location: string) => perArg.encounter(location),
  revealed: (location: string) => perArg.revealed(location),
  atop: (location: string) => perArg.atop(location),
  on: (card: string) => perArg.on(card),
  /** Issue 15 (captives): a captive held by `captor` at `place` — a ship or facility card, or a location (behaviour/captives.ts). */
  held: (captor: PlayerId, place: string) => `held:${captor}:${place}`,
  /** Issue 15 (sites): the row of Site cards on a Nor (behaviour/sites.ts); the row's order is by level (sitesRow). */
  sites: (nor: string) => perArg.sites(nor),
  /** Issue 15 (helper stored): cards stored on or beneath the card `host` — set aside, not in play (behaviour/stored-cards.ts). */
  stored: (host: string) => perArg.stored(host),
  /** Issue 15 (helper outside): the cards `p` brought from outside the game — not in play, not in any deck (behaviour/outside-the-game.ts). */
  outside: (p: PlayerId) => perArg.outside(p),
} as const;

// Issue 17: zone kinds are read on every check; a zone key's kind is memoised (keys repeat: a game has a few hundred).
const KINDS = new Map<string, string>();
const IN_PLAY = new Map<string, boolean>();
// The kinds as the literal strings the readers compare with (a comparison of the same string is one pointer test).
const KIND_NAMES = new Map(
  ['hand', 'draw', 'seed', 'missions', 'discard', 'out', 'side', 'bonus', 'table', 'staging', 'stack', 'mission', 'under', 'space', 'surface', 'aboard', 'docked', 'encounter', 'revealed', 'atop', 'on', 'held', 'sites', 'stored', 'outside'].map((kind) => [kind, kind]),
);

export function zoneKind(zone: string): string {
  let kind = KINDS.get(zone);
  if (kind === undefined) {
    const sliced = zone.slice(0, zone.indexOf(':'));
    kind = KIND_NAMES.get(sliced) ?? sliced;
    if (KINDS.size < MEMO_LIMIT) KINDS.set(zone, kind);
  }
  return kind;
}

export function zoneArg(zone: string): string {
  return zone.slice(zone.indexOf(':') + 1);
}

export function cardsIn(state: GameState, zone: string): readonly string[] {
  return state.zones[zone] ?? [];
}

/** The spaceline location a zone is at (following aboard/docked to the host card), if any. */
export function locationOfZone(state: GameState, zone: string): string | null {
  const kind = zoneKind(zone);
  if (kind === 'mission' || kind === 'under' || kind === 'space' || kind === 'surface' || kind === 'encounter' || kind === 'revealed' || kind === 'atop')
    return zoneArg(zone);
  if (kind === 'aboard' || kind === 'docked' || kind === 'on' || kind === 'sites') {
    const host = state.cards[zoneArg(zone)];
    return host ? locationOfZone(state, host.zone) : null;
  }
  // Issue 15 (captives): held:p1:c12 (aboard a ship or facility) or held:p1:L3 (at a location).
  if (kind === 'held') {
    const place = zoneArg(zoneArg(zone));
    const host = state.cards[place];
    return host ? locationOfZone(state, host.zone) : state.locations[place] ? place : null;
  }
  return null;
}

export function locationOfCard(state: GameState, iid: string): string | null {
  const card = state.cards[iid];
  return card ? locationOfZone(state, card.zone) : null;
}

/** Zones whose cards are in play at a spaceline location. */
export function isInPlayZone(zone: string): boolean {
  let inPlay = IN_PLAY.get(zone);
  if (inPlay === undefined) {
    const kind = zoneKind(zone);
    inPlay = kind === 'space' || kind === 'surface' || kind === 'aboard' || kind === 'docked' || kind === 'mission' || kind === 'table' || kind === 'atop' || kind === 'on' || kind === 'sites';
    if (IN_PLAY.size < MEMO_LIMIT) IN_PLAY.set(zone, inPlay);
  }
  return inPlay;
}

export function other(player: PlayerId): PlayerId {
  return player === 'p1' ? 'p2' : 'p1';
}
