/**
 * Infiltration (issue 15, infiltration): a personnel with a diamond-shaped infiltration icon joins the
 * opponent's compatible crew or Away Team while staying its owner's card; it is exposed by its owner's
 * choice, by being present with another version of the persona it impersonates, by returning to its
 * owner's crew or Away Team, or by a card. Facts: behaviour/infiltration-facts.ts.
 *   1E rulebook › INFILTRATE: "may join the opponent's side in one of two ways": reporting to the
 *   opponent's compatible facility as if one of the opponent's cards (quadrant restrictions ignored) —
 *   `Infiltrate` from hand, the normal card play; or joining a compatible crew or Away Team where
 *   present, even on the opponent's turn — `Infiltrate` in play. It gains the icon's affiliation (the
 *   record's `affiliation`), stays under its owner's control, and "may not take any other actions".
 *   1E rulebook › EXPOSURE: `ExposeInfiltrator` (a normal action on either player's turn); the
 *   automatic exposures are checked after every command (`exposeWhereDue`, decide.ts); an exposed card
 *   may infiltrate again once it has spent any time not present with that opponent's personnel.
 *   Current Rulings › infiltrator: "A personnel who is infiltrating cannot oppose the opponent's cards"
 *   — infiltrators take no side in a personnel battle (battle/battle.ts reads `isInfiltrating`).
 * Decisions:
 * - the infiltrator takes part in none of the opponent's actions (attempts, staffing, battle): the rules
 *   let it choose, and not taking part is always allowed; offering the choice is left to do;
 * - nothing is hidden: the infiltrator lies face up and the views show it infiltrating (the rulebook
 *   makes no secret of it; the opponent merely may not treat it as an intruder);
 * - joining needs the zone's opponent's personnel (or the ship or facility the zone is aboard) to include
 *   the icon's affiliation and all of the opponent's personnel there to be compatible with it (their
 *   treaties count); the owner's own personnel may be on the same planet (the infiltrator is still part
 *   of the opponent's Away Team there);
 * - "returning to your own crew or Away Team": aboard its owner's ship or facility, or in a place where
 *   the opponent's crew or Away Team is gone while its owner's personnel are there;
 * - "not present with that opponent's personnel for any length of time": the zone it was exposed in is
 *   kept; it may not join again in that zone until it has infiltrated elsewhere (leaving and coming back
 *   to the very same zone is read conservatively);
 * - when an infiltrator leaves play, is captured or is moved out of the crew or Away Team by a card, its
 *   record ends with an `InfiltratorExposed` fact (reason `left`).
 */
import type { Affiliation, Card } from '@captains-log/cards';
import { compatible } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { checkCardPlayWindow, checkInHand, checkUniqueness } from '../play';
import type { Command, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import type { ExposureReason, InfiltratorEntry } from './infiltration-facts';
import { mixesOf } from './play';
import { tableIndex } from '../table-index';

const R = (heading: string) => `1E rulebook › ${heading}`;
export const INFILTRATION_RULES = {
  infiltrate: R('INFILTRATE'),
  exposure: R('EXPOSURE'),
  cannotOppose: '1E Current Rulings › infiltrator (cannot oppose the opponent\'s cards)',
} as const;

const other = (player: PlayerId): PlayerId => (player === 'p1' ? 'p2' : 'p1');

// ---------------------------------------------------------------------------------------------
// Queries

/** The record of a card infiltrating now (it is in a crew or Away Team zone). */
export function infiltratorEntry(state: GameState, iid: string): InfiltratorEntry | undefined {
  const entry = state.infiltration?.active[iid];
  if (!entry) return undefined;
  const zone = state.cards[iid]?.zone;
  return zone && (zoneKind(zone) === 'aboard' || zoneKind(zone) === 'surface') ? entry : undefined;
}

export function isInfiltrating(state: GameState, iid: string): boolean {
  return state.infiltration !== undefined && infiltratorEntry(state, iid) !== undefined;
}

/** `player`'s cards infiltrating now. */
export function infiltratorsOf(state: GameState, player: PlayerId): string[] {
  return Object.entries(state.infiltration?.active ?? {})
    .filter(([iid, entry]) => entry.player === player && infiltratorEntry(state, iid))
    .map(([iid]) => iid);
}

/** Personnel of any player in `zone`, face up, not infiltrating, other than `except`. */
function personnelIn(state: GameState, zone: string, owner: PlayerId | null, except?: string): string[] {
  return cardsIn(state, zone).filter((iid) => {
    const instance = state.cards[iid]!;
    return iid !== except && instance.faceUp && (owner === null || instance.owner === owner) && bp(state, iid).type === 'Personnel' && !isInfiltrating(state, iid);
  });
}

/** The personnel present with `iid` (same ship, facility or planet surface), infiltrators included. */
export function presentWith(state: GameState, iid: string): string[] {
  const zone = state.cards[iid]?.zone;
  if (!zone) return [];
  return cardsIn(state, zone).filter((one) => one !== iid && state.cards[one]!.faceUp && bp(state, one).type === 'Personnel');
}

const bare = (name: string) => name.replace(/^[<(]/, '').replace(/[>)]$/, '').trim().toLowerCase();
/** The personas a card impersonates (`<Kira Nerys>` in the card list's Persona field). */
export function impersonates(card: Card): string[] {
  return card.persona.filter((name) => name.startsWith('<')).map(bare);
}
/** The personas a card is a version or mirror opposite of (not an impersonation). */
function versionOf(card: Card): string[] {
  return card.persona.filter((name) => !name.startsWith('<')).map(bare);
}

// ---------------------------------------------------------------------------------------------
// Joining

/** The opponent's cards a zone's crew or Away Team is made of: the host (aboard) and their personnel there. */
function opposingGroup(state: GameState, zone: string, opponent: PlayerId): Card[] {
  const kind = zoneKind(zone);
  const host = kind === 'aboard' ? state.cards[zoneArg(zone)] : undefined;
  if (kind === 'aboard' && host?.owner !== opponent) return [];
  if (kind !== 'aboard' && kind !== 'surface') return [];
  const people = personnelIn(state, zone, opponent).map((iid) => bp(state, iid));
  return host ? [bp(state, host.iid), ...people] : people;
}

/** The affiliation `iid` infiltrates `zone` with (the first of its icons that fits), if any. */
export function infiltrationAffiliation(state: GameState, iid: string, zone: string, player: PlayerId): Affiliation | undefined {
  const card = bp(state, iid);
  const opponent = other(player);
  const group = opposingGroup(state, zone, opponent);
  if (group.length === 0 || (zoneKind(zone) === 'surface' && group.every((one) => one.type !== 'Personnel'))) return undefined;
  const mixes = mixesOf(state, opponent);
  return card.infiltrationIcons.find((affiliation) => {
    const as: Card = { ...card, affiliations: [affiliation] };
    return group.some((one) => one.affiliations.includes(affiliation) || compatible(as, one, mixes)) && group.every((one) => compatible(as, one, mixes));
  });
}

function checkInfiltrator(state: GameState, player: PlayerId, iid: string): Problem | null {
  const instance = state.cards[iid];
  if (!instance || instance.owner !== player) return problem('NOT_YOUR_CARD', 'that is not your card', INFILTRATION_RULES.infiltrate);
  const card = bp(state, iid);
  if (card.type !== 'Personnel' || card.infiltrationIcons.length === 0) return problem('NO_INFILTRATION_ICON', `${card.title} has no infiltration icon`, INFILTRATION_RULES.infiltrate);
  if (isInfiltrating(state, iid)) return problem('ALREADY_INFILTRATING', `${card.title} is infiltrating already`, INFILTRATION_RULES.infiltrate);
  return null;
}

/** Either player's action outside a mission attempt, a battle or another pending decision. */
function checkFreeAction(state: GameState, rule: string): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'this is done in the play phase', rule);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress (a single action)', rule);
  if (state.battle) return problem('BATTLE_IN_PROGRESS', 'a battle is in progress (a single action)', rule);
  return null;
}

export function checkInfiltrate(state: GameState, command: CommandOf<'Infiltrate'>): Problem | null {
  const found = checkInfiltrator(state, command.actor, command.card);
  if (found) return found;
  const instance = state.cards[command.card]!;
  const card = bp(state, command.card);
  const rule = INFILTRATION_RULES.infiltrate;
  if (instance.zone === Z.hand(command.actor)) {
    // Reporting as if one of the opponent's cards: to their facility (outpost or headquarters), the normal card play.
    const reported =
      checkCardPlayWindow(state, command.actor, rule) ?? checkInHand(state, command.actor, command.card) ?? checkUniqueness(state, command.actor, card);
    if (reported) return reported;
    const host = zoneKind(command.to) === 'aboard' ? state.cards[zoneArg(command.to)] : undefined;
    if (!host || host.owner === command.actor || bp(state, host.iid).type !== 'Facility' || !isInPlayZone(host.zone))
      return problem('NOT_AN_OPPONENT_FACILITY', 'an infiltrator reports aboard an opponent\'s facility', rule);
  } else {
    // Joining where present: the card is in that crew or Away Team's zone already, free to move.
    if (instance.zone !== command.to || (zoneKind(command.to) !== 'aboard' && zoneKind(command.to) !== 'surface'))
      return problem('NOT_PRESENT', `${card.title} joins only a crew or Away Team where it is present`, rule);
    const free = checkFreeAction(state, rule);
    if (free) return free;
    if (instance.stopped || instance.disabled) return problem('CANNOT_MOVE', `${card.title} is stopped or disabled`, rule);
    if (state.infiltration?.exposedIn[command.card] === command.to)
      return problem('RECENTLY_EXPOSED', `${card.title} was exposed here and has not been away from these personnel since`, INFILTRATION_RULES.exposure);
  }
  if (!infiltrationAffiliation(state, command.card, command.to, command.actor))
    return problem('NOT_COMPATIBLE', `${card.title} may not infiltrate that crew or Away Team (no matching, compatible infiltration icon)`, rule);
  return null;
}

export function infiltrate(ctx: Ctx, command: CommandOf<'Infiltrate'>): void {
  const state = ctx.state;
  const instance = state.cards[command.card]!;
  const affiliation = infiltrationAffiliation(state, command.card, command.to, command.actor)!;
  const fromHand = instance.zone === Z.hand(command.actor);
  if (fromHand) ctx.emit({ type: 'CardReported', player: command.actor, card: command.card, facility: zoneArg(command.to), to: command.to, normalCardPlay: true, rule: INFILTRATION_RULES.infiltrate });
  ctx.emit({ type: 'InfiltrationBegan', card: command.card, player: command.actor, affiliation, how: fromHand ? 'reported' : 'joined', from: command.to, to: command.to, rule: INFILTRATION_RULES.infiltrate });
}

/** A card moves `iid` into the opponent's crew or Away Team `to` and it infiltrates (Insert Undercover Agent). */
export function relocateToInfiltrate(ctx: Ctx, iid: string, to: string, source: string): boolean {
  const player = ctx.state.cards[iid]?.owner;
  if (!player) return false;
  const affiliation = infiltrationAffiliation(ctx.state, iid, to, player);
  if (!affiliation) return false;
  ctx.emit({ type: 'InfiltrationBegan', card: iid, player, affiliation, how: 'relocated', from: ctx.state.cards[iid]!.zone, to, source, rule: INFILTRATION_RULES.infiltrate });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Exposure

export function expose(ctx: Ctx, iid: string, reason: ExposureReason, source?: string): void {
  const entry = ctx.state.infiltration?.active[iid];
  if (!entry) return;
  ctx.emit({ type: 'InfiltratorExposed', card: iid, player: entry.player, reason, zone: ctx.state.cards[iid]?.zone ?? '', ...(source ? { source } : {}), rule: INFILTRATION_RULES.exposure });
}

export function checkExposeInfiltrator(state: GameState, command: CommandOf<'ExposeInfiltrator'>): Problem | null {
  const free = checkFreeAction(state, INFILTRATION_RULES.exposure);
  if (free) return free;
  const entry = infiltratorEntry(state, command.card);
  if (!entry || entry.player !== command.actor) return problem('NOT_YOUR_INFILTRATOR', 'that card is not an infiltrator of yours', INFILTRATION_RULES.exposure);
  return null;
}

export function exposeInfiltrator(ctx: Ctx, command: CommandOf<'ExposeInfiltrator'>): void {
  expose(ctx, command.card, 'chosen');
}

/** Why an infiltrating card is exposed now, if it is. */
function dueExposure(state: GameState, iid: string, entry: InfiltratorEntry): ExposureReason | null {
  const instance = state.cards[iid];
  if (!instance || instance.owner !== entry.player || !infiltratorEntry(state, iid)) return 'left';
  const zone = instance.zone;
  const host = zoneKind(zone) === 'aboard' ? state.cards[zoneArg(zone)] : undefined;
  // Back aboard its owner's ship or facility, or where the opponent's crew or Away Team is gone and its owner's personnel are.
  if (host?.owner === entry.player || (opposingGroup(state, zone, other(entry.player)).length === 0 && personnelIn(state, zone, entry.player, iid).length > 0)) return 'returned';
  const names = impersonates(bp(state, iid));
  if (names.length > 0 && presentWith(state, iid).some((one) => versionOf(bp(state, one)).some((name) => names.includes(name)))) return 'persona-present';
  return null;
}

/** After every command (decide.ts): the infiltrators whose exposure is due are exposed. */
export function exposeWhereDue(ctx: Ctx): void {
  const active = ctx.state.infiltration?.active;
  if (!active) return;
  for (const [iid, entry] of Object.entries(active)) {
    const reason = dueExposure(ctx.state, iid, entry);
    if (reason) expose(ctx, iid, reason);
  }
}

// ---------------------------------------------------------------------------------------------
// Offers (legalCommands; each is checked again by `push`)

export function infiltrationOffers(state: GameState, player: PlayerId): Command[] {
  if (state.phase !== 'play' || !state.turn) return [];
  const out: Command[] = [];
  const index = tableIndex(state);
  if (state.turn.player === player && state.turn.stage === 'card-play') {
    const seen = new Set<string>();
    const hand = cardsIn(state, Z.hand(player)).filter((iid) => {
      const card = bp(state, iid);
      if (card.type !== 'Personnel' || card.infiltrationIcons.length === 0 || seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    });
    if (hand.length > 0) {
      const theirFacilities = index.inPlayBy[other(player)].filter((instance) => bp(state, instance.iid).type === 'Facility');
      for (const iid of hand) for (const facility of theirFacilities) out.push({ type: 'Infiltrate', actor: player, card: iid, to: Z.aboard(facility.iid) });
    }
  }
  for (const instance of index.inPlayBy[player]) {
    const kind = zoneKind(instance.zone);
    if (kind !== 'aboard' && kind !== 'surface') continue;
    const card = bp(state, instance.iid);
    if (card.type !== 'Personnel' || card.infiltrationIcons.length === 0) continue;
    if (isInfiltrating(state, instance.iid)) out.push({ type: 'ExposeInfiltrator', actor: player, card: instance.iid });
    else if (locationOfZone(state, instance.zone)) out.push({ type: 'Infiltrate', actor: player, card: instance.iid, to: instance.zone });
  }
  return out;
}
