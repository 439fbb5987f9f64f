/**
 * Issue 15 (helper forced): a battle a card makes a player initiate now — an obligation. The card's effect records
 * `GameState.forcedBattle` (`ForcedBattleOwed`); from then on the game cannot go on until its player initiates the
 * battle it names (`InitiateShipBattle` with exactly those ships against one of those targets) or, where the card lets
 * them, declines it (`DeclineForcedBattle`). legalCommands offers only those commands (decide.ts gates every other one,
 * as it does for a pending choice); the battle is then an ordinary battle (return fire, responses, damage), with the
 * attack restrictions the card lifts:
 *   - the attacker's own turn is not needed (the card may put the obligation on the opponent's ship);
 *   - no leader and no affiliation attack restrictions (the card names the attacker and its target);
 *   - the battle is part of the card's effect: it does not forfeit the normal card play.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Borg Rule: "unless permitted or required to by a card"; Affiliation
 *   Attack Restrictions: "Federation may battle only … when permitted or required by a card"); THE PLAY PHASE ›
 *   Alternating Actions; 1E current rulings › actions – required ("must complete the action"), Conundrum (a required
 *   attack, carried out alone), Incoming Message: Attack Authorization.
 *
 * Words:
 *   - target `federation-ship-and-target` — `ship>target`: a ship of the affiliation (any player's) in space, and one
 *     ship at its location controlled by the other player (not carried, not cloaked) (Incoming Message: Attack
 *     Authorization: "your choice" of target is the card player's, made as the card is played);
 *   - effect `forced-attack-if-aboard` (`skill`, `mayIgnoreIf`: a classification) — if a personnel with the skill is
 *     aboard the ship as the card resolves, its controller must attack the target with it alone; with a personnel of
 *     `mayIgnoreIf` aboard they may decline. No obligation when the attack could not be made at all (the ship stopped
 *     or unable to fire, the target gone or cloaked): the card resolves without effect (1E current rulings › Issue is
 *     Patriotism, The: "if not, discard the interrupt without effect").
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { memberOf } from '../attempt/requirements';
import { BATTLE_RULES } from '../battle/rules-battle';
import { checkInitiateShipBattle, shipAttackers } from '../battle/battle';
import { RULES } from '../rules';
import type { Command, CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { isCarried } from './carried-ships';
import { personnelMatches } from './personnel-filter';
import { isCloaked } from './ship-equipment';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

/** A battle a card requires of `player` now. */
export interface ForcedBattle {
  readonly player: PlayerId;
  /** The card whose effect it is. */
  readonly source: string;
  /** Ship battle: the ships that must attack (together, none other). */
  readonly ships?: readonly string[];
  /** Ship battle: the targets allowed (one is attacked). */
  readonly targets?: readonly string[];
  /** Personnel battle: one battle at each of these places (in the player's order), by the player's personnel there with the icon (stopped ones too), against the opposing personnel there not of `notSpecies`. */
  readonly personnel?: ForcedPersonnelBattle;
  /** Why the player may decline it (a personnel of this classification aboard), when the card allows it. */
  readonly mayDecline?: string;
  /**
   * Issue 15 (helper evint): one battle, ship or personnel, at one of these locations (The Issue is Patriotism): a ship battle by
   * any of the player's ships there (stopped ones too) against an opposing ship or facility there; a personnel battle at one of
   * `personnel.zones`. Met by that one battle.
   */
  readonly oneAt?: readonly string[];
}

export interface ForcedPersonnelBattle {
  readonly zones: readonly string[];
  /** Only the player's personnel with this icon attack (none: all of them). */
  readonly icon?: string;
  /** Only opposing personnel not of this species are attacked (none: all of them). */
  readonly notSpecies?: string;
}

export type ForcedBattleTarget = { readonly kind: 'federation-ship-and-target'; readonly affiliation: string };
export type ForcedBattleEffect = { readonly kind: 'forced-attack-if-aboard'; readonly skill: string; readonly mayIgnoreIf?: string };
/**
 * Issue 15 (helper evint): Q effect (q-cards.ts) — "you" (the player whose team has the Q-Flash) must initiate one battle at a
 * location where opposing ships, or opposing personnel (crews or Away Teams), are already present together; stopped cards
 * battle too, no leader, no affiliation restrictions. No such location: no effect.
 */
export type ForcedBattleQEffect = { readonly kind: 'must-battle-where-opposing' };
export type ForcedBattleCommand = { readonly type: 'DeclineForcedBattle'; readonly actor: PlayerId };
export type ForcedBattleEvent =
  | { readonly type: 'ForcedBattleOwed'; readonly forced: ForcedBattle }
  | { readonly type: 'ForcedBattleAwaited'; readonly player: PlayerId; readonly source: string }
  | { readonly type: 'ForcedBattleMet'; readonly player: PlayerId; readonly source: string; readonly zone?: string }
  | { readonly type: 'ForcedBattleDeclined'; readonly player: PlayerId; readonly source: string; readonly reason: string };

/** For the catalogue test and the README. */
export const FORCED_BATTLE_WORDS: readonly string[] = ['target:federation-ship-and-target', 'effect:forced-attack-if-aboard'];

export const FORCED_RULES = {
  required: '1E current rulings › actions – required',
  initiating: BATTLE_RULES.initiating,
  patriotism: '1E current rulings › Issue is Patriotism, The',
} as const;

// ---------------------------------------------------------------------------------------------
// Targets

function shipInSpace(state: GameState, iid: string): string | null {
  const instance = state.cards[iid];
  if (!instance || bp(state, iid).type !== 'Ship' || zoneKind(instance.zone) !== 'space' || isCarried(state, iid)) return null;
  return locationOfZone(state, instance.zone);
}

function forcedTargets(state: GameState, spec: ForcedBattleTarget): string[] {
  const out: string[] = [];
  for (const [iid] of Object.entries(state.cards)) {
    const location = shipInSpace(state, iid);
    if (!location || !bp(state, iid).affiliations.includes(spec.affiliation as never)) continue;
    const owner = state.cards[iid]!.owner;
    for (const target of cardsIn(state, Z.space(location)))
      if (target !== iid && state.cards[target]!.owner !== owner && shipInSpace(state, target) && !isCloaked(state, target)) out.push(`${iid}>${target}`);
  }
  return out.sort();
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const FORCED_BATTLE_TARGETS = finding(['federation-ship-and-target'], (state, _player, spec) => forcedTargets(state, spec));

// ---------------------------------------------------------------------------------------------
// The obligation

/** The obligation on `player`, if any. */
export function forcedBattleOf(state: GameState, player: PlayerId): ForcedBattle | null {
  const forced = state.forcedBattle;
  return forced && forced.player === player ? forced : null;
}

/** A forced ship battle: the command must be exactly the one the card requires (its ships, one of its targets). */
export function checkForcedShipBattle(forced: ForcedBattle, command: CommandOf<'InitiateShipBattle'>, state?: GameState): Problem | null {
  if (forced.oneAt && state) {
    // Issue 15 (helper evint): any of the player's ships at one of the locations, against an opposing card there.
    const target = state.cards[command.target];
    const location = target ? locationOfZone(state, target.zone) : null;
    if (!location || !forced.oneAt.includes(location)) return problem('FORCED_BATTLE', 'the battle a card requires is made at one of the locations it names', FORCED_RULES.required);
    return null;
  }
  const ships = forced.ships ?? [];
  const same = ships.length > 0 && command.ships.length === ships.length && ships.every((ship) => command.ships.includes(ship));
  if (!same || !(forced.targets ?? []).includes(command.target)) return problem('FORCED_BATTLE', 'the battle a card requires is made by the ships it names against the target chosen', FORCED_RULES.required);
  return null;
}

/** A forced personnel battle: at one of its places. */
export function checkForcedPersonnelBattle(forced: ForcedBattle, command: CommandOf<'InitiatePersonnelBattle'>): Problem | null {
  if (!forced.personnel?.zones.includes(command.zone)) return problem('FORCED_BATTLE', 'the battle a card requires of you comes first', FORCED_RULES.required);
  return null;
}

/** Who must attack in a forced personnel battle: the player's personnel there with the icon, stopped ones too ("all … must battle"), not disabled. */
export function forcedPersonnelAttackers(state: GameState, forced: ForcedPersonnelBattle, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && !instance.disabled && bp(state, iid).type === 'Personnel' && (forced.icon === undefined || bp(state, iid).icons.some((icon) => icon.code === forced.icon));
  });
}

/** Whom they battle: the opposing personnel there not of the species. */
export function forcedPersonnelDefenders(state: GameState, forced: ForcedPersonnelBattle, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner !== player && bp(state, iid).type === 'Personnel' && (forced.notSpecies === undefined || !personnelMatches(bp(state, iid), { species: forced.notSpecies })));
}

/** Every battle that meets the obligation (the caller keeps those its check accepts). */
export function forcedBattleCandidates(forced: ForcedBattle, state?: GameState): (CommandOf<'InitiateShipBattle'> | CommandOf<'InitiatePersonnelBattle'>)[] {
  const personnel = (forced.personnel?.zones ?? []).map((zone) => ({ type: 'InitiatePersonnelBattle' as const, actor: forced.player, zone }));
  // Issue 15 (helper evint): at each location, all the player's ships there (stopped ones too) against each opposing ship or facility.
  if (forced.oneAt)
    return [
      ...personnel,
      ...(state ? forced.oneAt.flatMap((location) => oneAtShipBattles(state, forced.player, location, true)) : []),
    ];
  if (forced.personnel) return personnel;
  return (forced.targets ?? []).map((target) => ({ type: 'InitiateShipBattle' as const, actor: forced.player, ships: [...(forced.ships ?? [])], target }));
}

/**
 * The player's ships and the opposing targets at `location` (a ship battle candidate per target); `able`: only the ships that
 * may attack for the obligation (battle.ts › shipAttackers: no leader, stopped ones too).
 */
function oneAtShipBattles(state: GameState, player: PlayerId, location: string, able = false): CommandOf<'InitiateShipBattle'>[] {
  const space = cardsIn(state, Z.space(location));
  const attackers = able ? new Set(shipAttackers(state, player, location, true, true)) : undefined;
  const ships = space.filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship' && !isCarried(state, iid) && !isCloaked(state, iid) && (!attackers || attackers.has(iid)));
  if (ships.length === 0) return [];
  const targets = space.filter((iid) => state.cards[iid]!.owner !== player && ['Ship', 'Facility'].includes(bp(state, iid).type) && !isCarried(state, iid) && !isCloaked(state, iid));
  return targets.map((target) => ({ type: 'InitiateShipBattle' as const, actor: player, ships: [...ships], target }));
}

/** While a battle is owed (and nothing else waits: a window, a manual effect, a choice, a mission attempt), only it may come. */
export function checkForcedBattleFirst(state: GameState, command: Command): Problem | null {
  const forced = state.forcedBattle;
  // Issue 15 (helper evint): an obligation made during a mission attempt (a Q-Flash) waits for the attempt to end (a battle is an action of its own).
  if (!forced || (state.windows ?? []).length > 0 || state.pendingManual || state.pendingChoice || state.battle || state.attempt) return null;
  if (['Concede', 'CallTime', 'SetAutoPass', 'DeclineForcedBattle'].includes(command.type)) return null;
  if ((command.type === 'InitiateShipBattle' || command.type === 'InitiatePersonnelBattle') && command.actor === forced.player) return null;
  return problem('AWAITING_FORCED_BATTLE', `${forced.player} must first initiate the battle ${bp(state, forced.source).title} requires`, FORCED_RULES.required);
}

/** The command check: the card lets them decline, or no battle meeting the obligation can be made any more. */
export function checkDeclineForcedBattle(state: GameState, command: CommandOf<'DeclineForcedBattle'>, mayInitiate: (candidate: CommandOf<'InitiateShipBattle'> | CommandOf<'InitiatePersonnelBattle'>) => boolean): Problem | null {
  const forced = forcedBattleOf(state, command.actor);
  if (!forced) return problem('NO_FORCED_BATTLE', 'no battle is required of you', FORCED_RULES.required);
  if ((state.windows ?? []).length > 0 || state.pendingManual || state.pendingChoice || state.battle || state.attempt) return problem('NOT_NOW', 'something else waits first', RULES.alternatingActions);
  if (forced.mayDecline || !forcedBattleCandidates(forced, state).some(mayInitiate)) return null;
  return problem('MUST_BATTLE', `${bp(state, forced.source).title} requires the battle (no ${'V.I.P.'} lets you ignore it)`, FORCED_RULES.required);
}

export function declineForcedBattle(ctx: Ctx, command: CommandOf<'DeclineForcedBattle'>): void {
  const forced = forcedBattleOf(ctx.state, command.actor)!;
  ctx.emit({ type: 'ForcedBattleDeclined', player: command.actor, source: forced.source, reason: forced.mayDecline ? `ignored: ${forced.mayDecline} aboard` : 'no battle can be made', rule: FORCED_RULES.required } as GameEvent);
}

/** legalCommands while a battle is owed: the battles that meet it, and declining when allowed. */
export function forcedBattleOffers(state: GameState, player: PlayerId, push: (command: Command) => void): void {
  const forced = forcedBattleOf(state, player);
  if (!forced) return;
  for (const candidate of forcedBattleCandidates(forced, state)) push(candidate);
  push({ type: 'DeclineForcedBattle', actor: player });
}

/** After a command: the obligation, once nothing else waits, waits for its player (as a choice waits for its chooser). */
export function awaitForcedBattle(ctx: Ctx): void {
  const state = ctx.state;
  const forced = state.forcedBattle;
  if (!forced || (state.windows ?? []).length > 0 || state.pendingManual || state.pendingChoice || state.battle || state.attempt || state.phase !== 'play') return;
  const awaiting = state.awaiting;
  if (awaiting.length === 1 && awaiting[0]!.kind === 'initiate-battle' && awaiting[0]!.player === forced.player) return;
  ctx.emit({ type: 'ForcedBattleAwaited', player: forced.player, source: forced.source, rule: FORCED_RULES.required } as GameEvent);
}

export function applyForcedBattleEvent(state: GameState, event: ForcedBattleEvent): GameState {
  switch (event.type) {
    case 'ForcedBattleOwed':
      return { ...state, forcedBattle: event.forced };
    case 'ForcedBattleAwaited':
      return { ...state, awaiting: [{ player: event.player, kind: 'initiate-battle', options: [event.source] }] };
    case 'ForcedBattleMet': {
      // A personnel obligation goes on at its other places (one battle each).
      // Issue 15 (helper evint): a `oneAt` obligation is met by its one battle.
      const personnel = state.forcedBattle?.oneAt ? undefined : state.forcedBattle?.personnel;
      const zones = personnel && event.zone ? personnel.zones.filter((zone) => zone !== event.zone) : [];
      return { ...state, forcedBattle: personnel && zones.length > 0 ? { ...state.forcedBattle!, personnel: { ...personnel, zones } } : null };
    }
    case 'ForcedBattleDeclined':
      return { ...state, forcedBattle: null, awaiting: state.turn ? [{ player: state.turn.player, kind: 'turn' }] : state.awaiting };
  }
}

// ---------------------------------------------------------------------------------------------
// The verb

/** Whether a personnel of the ship's controller aboard has the skill (or, `classification`, is of it). */
function aboard(state: GameState, ship: string, test: (iid: string) => boolean): boolean {
  const owner = state.cards[ship]!.owner;
  return cardsIn(state, Z.aboard(ship)).some((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel' && test(iid));
}

export const FORCED_BATTLE_VERBS: { readonly 'forced-attack-if-aboard': (v: VerbContext, effect: ForcedBattleEffect) => void } = {
  'forced-attack-if-aboard': (v, effect) => {
    const state = v.ctx.state;
    const [ship, target] = (v.target ?? '').split('>') as [string, string | undefined];
    const none = (why: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `no attack: ${why}`, rule: FORCED_RULES.required } as GameEvent);
    if (!target || !state.cards[ship] || shipInSpace(state, ship) === null) return none('the ship is not in space');
    if (!aboard(state, ship, (iid) => memberOf(state, iid).skills.some((skill) => skill.name === effect.skill))) return none(`no ${effect.skill} aboard`);
    const player = state.cards[ship]!.owner;
    const vip = effect.mayIgnoreIf && aboard(state, ship, (iid) => memberOf(state, iid).classification === effect.mayIgnoreIf) ? effect.mayIgnoreIf : undefined;
    const forced: ForcedBattle = { player, source: v.card, ships: [ship], targets: [target], ...(vip ? { mayDecline: vip } : {}) };
    const trial = { ...state, forcedBattle: forced, windows: [], pendingManual: null };
    const problemFound = checkInitiateShipBattle(trial, { type: 'InitiateShipBattle', actor: player, ships: [ship], target });
    if (problemFound) return none(problemFound.message);
    v.ctx.emit({ type: 'ForcedBattleOwed', forced, rule: FORCED_RULES.required } as GameEvent);
  },
};

// ---------------------------------------------------------------------------------------------
// Issue 15 (helper evint): a battle owed wherever opposing cards are together (The Issue is Patriotism, a Q-Flash card)

/** The places where `player` could battle now: space locations with their ship and an opposing ship or facility; zones holding both players' personnel. */
export function opposingPlaces(state: GameState, player: PlayerId): { locations: string[]; zones: string[] } {
  const locations: string[] = [];
  const zones: string[] = [];
  for (const zone of Object.keys(state.zones).sort()) {
    const kind = zoneKind(zone);
    if (kind === 'space') {
      const location = locationOfZone(state, zone);
      if (location && oneAtShipBattles(state, player, location).length > 0) locations.push(location);
    } else if (kind === 'surface' || kind === 'aboard') {
      const personnel = cardsIn(state, zone).filter((iid) => bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled);
      if (personnel.some((iid) => state.cards[iid]!.owner === player) && personnel.some((iid) => state.cards[iid]!.owner !== player)) zones.push(zone);
    }
  }
  return { locations, zones };
}

/** `must-battle-where-opposing`: the obligation on `player`, or no effect when no such place exists. */
export function oweBattleWhereOpposing(ctx: Ctx, card: string, player: PlayerId): void {
  const { locations, zones } = opposingPlaces(ctx.state, player);
  const title = bp(ctx.state, card).title;
  if (locations.length === 0 && zones.length === 0) {
    ctx.emit({ type: 'CardEffectResolved', card, player, effect: `${title}: no opposing ships or personnel are present together anywhere: no effect`, rule: FORCED_RULES.patriotism } as GameEvent);
    return;
  }
  const zoneLocations = zones.map((zone) => locationOfZone(ctx.state, zone)).filter((location): location is string => !!location);
  const forced: ForcedBattle = { player, source: card, oneAt: [...new Set([...locations, ...zoneLocations])].sort(), ...(zones.length > 0 ? { personnel: { zones } } : {}) };
  ctx.emit({ type: 'ForcedBattleOwed', forced, rule: `${FORCED_RULES.required}; ${FORCED_RULES.patriotism}` } as GameEvent);
}
