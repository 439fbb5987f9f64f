/**
 * Self-controlling cards (issue 15, premiere-control): cards in play that neither player controls and
 * that battle and move on their own. Words: vocabulary-self-controlled.ts; facts: self-controlled-facts.ts.
 *
 * - A roaming ship (Borg Ship): a dilemma that, when encountered, is placed atop the mission at the end
 *   of the spaceline furthest from the attempted mission (`DilemmaPlaced`, an ongoing entry whose
 *   `host` remembers that starting end). At the end of every turn (both players') it attacks every
 *   ship at its location — one battle per player, the turn player's first — then moves its full
 *   RANGE away from its starting end, leaving play when it needs 1 RANGE to go past the far end.
 * - A boarding group (Rogue Borg Mercenaries, Crosis): interrupts lying on a ship; the members on one
 *   ship each have STRENGTH = the members there (× the greatest factor: Crosis doubles, not
 *   cumulative); they fight the ship's crew in a personnel battle when played and at the start of
 *   every turn; members killed are discarded, survivors stay.
 *
 *   1E rulebook › STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS (controlled by neither player; act at the
 *   end of every turn; attack all eligible targets at once, one battle per player, the turn player
 *   choosing the order; move their full RANGE toward the far end, 1 RANGE to leave the spaceline;
 *   return fire against every attacker; no Tactics: rotation damage); BATTLE › SHIP BATTLE (5. Open
 *   Fire: miss, hit, direct hit; 7. Damage; 8. Resolution: destroyed, survivors stopped; Clarifications:
 *   Multitargeting — one engagement per target); BATTLE › PERSONNEL BATTLE (3. Form Up … 6. Resolution;
 *   a group of nothing but Rogue Borg Mercenaries and Crosis may fight); DAMAGE AND REPAIRS › ROTATION
 *   DAMAGE (RANGE above 5 drops to 5; the second marker destroys).
 *
 * Decisions (see the report): the engine picks the turn player's battle first (the rulebook lets the
 * turn player choose); the attacked player always returns fire (every ship there is a target and is
 * stopped anyway, so declining never helps); these battles open no response windows and give no
 * counter-attack (nobody controls the attacker); a tie for the furthest end goes to the end after the
 * mission (spaceline order; the owner's choice in the rules); players initiating battle against a
 * roaming card is not modelled yet (battle/battle.ts targets ships only).
 */
import { preventShipDamage } from './damage-prevention';
import { bp, type Ctx } from '../context';
import { openBoardingBattle } from './boarding-openers';
import { selectAtRandom } from './random-selection';
import { memberOf } from '../attempt/requirements';
import { destroyShip, leavePlay } from '../attempt/leaving-play';
import { BATTLE_RULES } from '../battle/rules-battle';
import { hitResult } from '../battle/battle';
import { locationSpan } from '../play';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { hitFactors } from './equipment-grants';
import { behaviourOf } from './registry';
import { isCloaked } from './ship-equipment';
import { shipAttribute } from './ship-modifiers';
import type { SelfControlled } from './vocabulary-self-controlled';
import { roamingWeapons } from './battle-weapons';
import { scoreRoamingDestroyed } from './ship-destroyed-scoring';
import { boardingMinimumBy } from './boarding-reversals';
import { equipmentStrength, fightingEquipment, fightsInBattle, pairingStrengths, recordEquipmentJoined } from './battle-equipment';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const SELF_CONTROLLED_RULES = {
  selfControlling: R('STRANGE ENCOUNTERS', 'SELF-CONTROLLING CARDS'),
  personnelBattle: R('BATTLE', 'PERSONNEL BATTLE'),
} as const;

type Boarding = Extract<SelfControlled, { kind: 'boarding-group' }>;
type Roaming = Extract<SelfControlled, { kind: 'roaming-ship' }>;

export function selfControlledOf(state: GameState, iid: string): SelfControlled | undefined {
  const instance = state.cards[iid];
  return instance ? behaviourOf(instance.blueprint)?.selfControlled : undefined;
}

function boardingOf(state: GameState, iid: string): Boarding | undefined {
  const found = selfControlledOf(state, iid);
  return found?.kind === 'boarding-group' && state.cards[iid]!.faceUp ? found : undefined;
}

function roamingOf(state: GameState, iid: string): Roaming | undefined {
  const found = selfControlledOf(state, iid);
  return found?.kind === 'roaming-ship' ? found : undefined;
}

// ---------------------------------------------------------------------------------------------
// Boarding groups

/** The members of a boarding group (any group when `group` is not given) lying on `ship`. */
export function groupOn(state: GameState, ship: string, group?: string): string[] {
  return cardsIn(state, Z.on(ship)).filter((iid) => {
    const boarding = boardingOf(state, iid);
    return !!boarding && (group === undefined || boarding.group === group);
  });
}

/** Each member's STRENGTH: the number of members of its group there, times the greatest factor among them (not cumulative). */
export function groupStrength(state: GameState, members: readonly string[]): number {
  const factor = Math.max(1, ...members.map((iid) => boardingOf(state, iid)?.factor ?? 1));
  return members.length * factor;
}

/** Ships (any player's) with boarding-group members on them, in a stable order. */
export function boardedShips(state: GameState, group?: string): string[] {
  const ships = new Set<string>();
  for (const instance of Object.values(state.cards)) {
    if (zoneKind(instance.zone) !== 'on') continue;
    const boarding = boardingOf(state, instance.iid);
    if (boarding && (group === undefined || boarding.group === group)) ships.add(zoneArg(instance.zone));
  }
  return [...ships].filter((ship) => state.cards[ship]).sort();
}

function isPersonnel(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Personnel';
}

/**
 * The boarding group on `ship` fights its crew (the ship owner's personnel aboard, stopped ones too)
 * in a personnel battle: form up (disabled crew set aside, both piles shuffled), combat pairings
 * (the stronger stuns, more than double mortally wounds), the winner by the standing STRENGTH, a
 * random casualty of the loser, then the dead leave play and the surviving crew are stopped.
 */
export function groupBattlesCrew(ctx: Ctx, ship: string): void {
  const state = ctx.state;
  let members = groupOn(state, ship);
  const hostInstance = state.cards[ship];
  if (members.length === 0 || !hostInstance) return;
  const player = hostInstance.owner;
  const zone = Z.aboard(ship);
  const crew = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && isPersonnel(state, iid));
  const location = locationOfZone(state, hostInstance.zone);
  if (crew.length === 0 || !location) return;
  const title = bp(state, members[0]!).title;
  // Issue 15 (helper qcau): too few members to be effective against this ship (behaviour/boarding-reversals.ts: Intruder Force Field).
  const minimum = boardingMinimumBy(state, ship, boardingOf(state, members[0]!)!.group, members.length);
  if (minimum) {
    ctx.emit({ type: 'CardEffectResolved', card: minimum, player, effect: `${members.length} ${title} aboard: too few to battle the crew`, target: ship, rule: SELF_CONTROLLED_RULES.selfControlling });
    return;
  }
  // Issue 15 (lead): equipment aboard that acts at the start of the battle, used for the crew (behaviour/boarding-openers.ts).
  const opened = openBoardingBattle(ctx, ship, player, members);
  // Issue 15 (helper battle): members an opener killed are gone (Breen CRM114): the others' STRENGTH counts those left.
  const left = members.filter((iid) => ctx.state.cards[iid]?.zone === Z.on(ship));
  if (left.length === 0) return;
  if (left.length < members.length) members = left;
  const each = groupStrength(state, members);
  const fighting = opened.stunned.size + opened.wounded.size === 0 ? members : members.filter((iid) => !opened.stunned.has(iid) && !opened.wounded.has(iid));
  // 3. Form up. Issue 15 (helper battle): the crew's equipment that fights like a personnel joins their pile (behaviour/battle-equipment.ts).
  const equipment = fightingEquipment(state, zone, player, 'rogue-borg');
  recordEquipmentJoined(ctx, equipment);
  const active = [...crew.filter((iid) => !state.cards[iid]!.disabled), ...equipment];
  const first = ctx.rng();
  const ours = first.shuffle(fighting);
  ctx.emit({ type: 'RandomCardsSelected', purpose: `${title}: combat pile (self-controlled)`, candidates: fighting, outcome: ours, secret: { rng: first.state }, rule: BATTLE_RULES.formUp });
  const second = ctx.rng();
  const theirs = second.shuffle(active);
  ctx.emit({ type: 'RandomCardsSelected', purpose: `${title}: combat pile (${player})`, candidates: active, outcome: theirs, secret: { rng: second.state }, rule: BATTLE_RULES.formUp });
  // 4. Combat.
  const strength = (iid: string) => (ours.includes(iid) ? each : fightsInBattle(ctx.state, iid) ? equipmentStrength(ctx.state, iid) : memberOf(ctx.state, iid).strength);
  const stunned = new Set<string>(opened.stunned);
  const wounded = new Set<string>(opened.wounded);
  for (let index = 0; index < Math.min(ours.length, theirs.length); index += 1) {
    const a = ours[index]!;
    const d = theirs[index]!;
    const [sa, sd] = pairingStrengths(ctx.state, a, d, strength, (iid) => ours.includes(iid));
    let outcome: 'none' | 'stunned' | 'mortally-wounded' = 'none';
    let loser: string | null = null;
    if (sa !== sd) {
      const [weaker, high, low] = sa > sd ? [d, sa, sd] : [a, sd, sa];
      loser = weaker;
      outcome = high > 2 * low ? 'mortally-wounded' : 'stunned';
      (outcome === 'stunned' ? stunned : wounded).add(weaker);
    }
    ctx.emit({ type: 'CombatResolved', adversaries: [a, d], strengths: [sa, sd], outcome, loser, rule: BATTLE_RULES.combat });
  }
  // 5. The winner: the standing STRENGTH (undrawn combatants too); the casualty at random from the loser (not the mortally wounded).
  const total = (pile: readonly string[]) => pile.filter((iid) => !stunned.has(iid) && !wounded.has(iid)).reduce((sum, iid) => sum + strength(iid), 0);
  const totals = { selfControlled: total(ours), player: total(theirs) };
  const winner: 'self-controlled' | PlayerId | null = totals.selfControlled > totals.player ? 'self-controlled' : totals.player > totals.selfControlled ? player : null;
  let casualty: string | null = null;
  if (winner) {
    const losers = (winner === 'self-controlled' ? crew : members).filter((iid) => !wounded.has(iid));
    if (losers.length > 0) {
      casualty = selectAtRandom(ctx, { purpose: `${title}: battle casualty`, candidates: losers, draw: 'pick', rule: BATTLE_RULES.winner, hurts: true })[0]!;
    }
  }
  // 6. Resolution: the dead leave play (group members are discarded), the surviving crew are stopped.
  const killed = [...wounded, ...(casualty ? [casualty] : [])];
  ctx.emit({ type: 'SelfControlledBattle', kind: 'personnel', attackers: members, against: player, location, zone, winner, totals, killed, rule: SELF_CONTROLLED_RULES.personnelBattle });
  for (const iid of killed) if (ctx.state.cards[iid]?.zone === (members.includes(iid) ? Z.on(ship) : zone)) leavePlay(ctx, iid, members.includes(iid) || !isPersonnel(ctx.state, iid) ? 'discarded' : 'killed', title);
  for (const iid of crew) {
    const instance = ctx.state.cards[iid];
    if (instance && instance.zone === zone && !instance.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: BATTLE_RULES.after });
  }
}

/** Start of every turn: each boarded ship's group battles its crew. */
export function selfControlledStartOfTurn(ctx: Ctx): void {
  for (const ship of boardedShips(ctx.state)) groupBattlesCrew(ctx, ship);
}

// ---------------------------------------------------------------------------------------------
// Roaming cards

/** Where a roaming card is (atop a mission), or null. */
export function roamingLocation(state: GameState, card: string): string | null {
  const instance = state.cards[card];
  return instance && zoneKind(instance.zone) === 'atop' && state.ongoing[card] ? zoneArg(instance.zone) : null;
}

/** The roaming cards in play, in a stable order. */
export function roamingCards(state: GameState): string[] {
  return Object.keys(state.ongoing)
    .filter((card) => roamingOf(state, card) && roamingLocation(state, card))
    .sort();
}

/** A roaming card's RANGE: rotation damage lowers a RANGE above 5 to 5. */
function roamingRange(state: GameState, card: string, roaming: Roaming): number {
  return (state.cards[card]!.damage ?? 0) > 0 ? Math.min(5, roaming.range) : roaming.range;
}

/** The end of `location`'s spaceline furthest from it (RANGE to fly there); a tie: the later end. */
export function furthestEnd(state: GameState, location: string, owner: PlayerId): string {
  const line = state.spacelines[state.locations[location]!.quadrant] ?? [location];
  const at = line.indexOf(location);
  const cost = (from: number, to: number) => {
    let sum = 0;
    const step = to > from ? 1 : -1;
    for (let index = from; index !== to; ) {
      index += step;
      sum += locationSpan(state, line[index]!, owner);
    }
    return sum;
  };
  const toStart = cost(at, 0);
  const toEnd = cost(at, line.length - 1);
  return toStart > toEnd ? line[0]! : line[line.length - 1]!;
}

/** Ships `player` has at `location` that a roaming card there attacks: undocked or docked, not cloaked. */
function targetsAt(state: GameState, location: string, player: PlayerId): string[] {
  const space = cardsIn(state, Z.space(location));
  const docked = space.flatMap((iid) => cardsIn(state, Z.docked(iid)));
  return [...space, ...docked].filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship' && !isCloaked(state, iid));
}

/** A ship able to return fire: WEAPONS, and a personnel of its owner with a matching affiliation aboard (stopped ones too). */
function mayReturnFire(state: GameState, ship: string): boolean {
  if (shipAttribute(state, ship, 'WEAPONS') <= 0) return false;
  const card = bp(state, ship);
  const owner = state.cards[ship]!.owner;
  return cardsIn(state, Z.aboard(ship)).some((iid) => state.cards[iid]!.owner === owner && isPersonnel(state, iid) && bp(state, iid).affiliations.some((a) => card.affiliations.includes(a)));
}

function markers(result: 'miss' | 'hit' | 'direct-hit'): number {
  return result === 'miss' ? 0 : result === 'hit' ? 1 : 2;
}

/** One battle of the roaming `card` against every ship of `player` at its location. */
function roamingBattle(ctx: Ctx, card: string, roaming: Roaming, player: PlayerId, location: string): void {
  const title = bp(ctx.state, card).title;
  const targets = targetsAt(ctx.state, location, player);
  if (targets.length === 0) return;
  // Open fire: one engagement per target (multitargeting), its WEAPONS against each target's SHIELDS.
  const shots: { from: string[]; target: string; attack: number; defense: number; result: 'miss' | 'hit' | 'direct-hit' }[] = targets.map((target) => {
    // Issue 15 (helper qcau): a card may set its WEAPONS for this turn (behaviour/battle-weapons.ts: Anti-Matter Spread).
    const attack = roamingWeapons(ctx.state, card, roaming.weapons);
    const defense = shipAttribute(ctx.state, target, 'SHIELDS');
    return { from: [card], target, attack, defense, result: hitResult(attack, defense, hitFactors(ctx.state, target)) };
  });
  // Return fire: every target that may fire, together, at the roaming card.
  const firing = targets.filter((ship) => mayReturnFire(ctx.state, ship));
  if (firing.length > 0) {
    const attack = firing.reduce((sum, ship) => sum + shipAttribute(ctx.state, ship, 'WEAPONS'), 0);
    shots.push({ from: firing, target: card, attack, defense: roaming.shields, result: hitResult(attack, roaming.shields) });
  }
  // Damage (rotation damage: a hit one marker, a direct hit two; at most 100% HULL), then the winner: the side with the least HULL lost.
  let lostBySelf = 0;
  let lostByPlayer = 0;
  for (const shot of shots) {
    // Issue 15 (events of later sets): a card discarded to nullify a marker on a player's ship (damage-prevention.ts).
    const count = markers(shot.result) - (shot.target === card ? 0 : preventShipDamage(ctx, shot.target, markers(shot.result)));
    if (count <= 0) continue;
    const before = ctx.state.cards[shot.target]!.damage ?? 0;
    const damage = Math.min(2, before + count);
    if (shot.target === card) lostBySelf += damage - before;
    else lostByPlayer += damage - before;
    ctx.emit({ type: 'ShipDamaged', ship: shot.target, damage, source: shot.target === card ? 'battle' : title, rule: BATTLE_RULES.rotationDamage });
  }
  const winner = lostBySelf < lostByPlayer ? 'self-controlled' : lostByPlayer < lostBySelf ? player : null;
  const destroyed = targets.filter((ship) => (ctx.state.cards[ship]!.damage ?? 0) >= 2);
  ctx.emit({
    type: 'SelfControlledBattle',
    kind: 'ship',
    attackers: [card],
    against: player,
    location,
    winner,
    killed: destroyed,
    shots,
    rule: `${SELF_CONTROLLED_RULES.selfControlling}; ${BATTLE_RULES.openFire}`,
  });
  // Resolution: ships at -100% HULL are destroyed; a destroyed roaming card scores its points for the player; survivors are stopped.
  for (const ship of destroyed) destroyShip(ctx, ship, title);
  if ((ctx.state.cards[card]!.damage ?? 0) >= 2) {
    ctx.emit({ type: 'DilemmaRemoved', card, from: ctx.state.cards[card]!.zone, to: Z.bonus(player), reason: 'overcome', rule: SELF_CONTROLLED_RULES.selfControlling });
    ctx.emit({ type: 'PointsScored', player, points: roaming.points, bonus: true, source: card, rule: SELF_CONTROLLED_RULES.selfControlling });
    scoreRoamingDestroyed(ctx, card, player);
  }
  for (const ship of targets) {
    if (zoneKind(ctx.state.cards[ship]!.zone) !== 'space' && zoneKind(ctx.state.cards[ship]!.zone) !== 'docked') continue;
    for (const iid of [ship, ...cardsIn(ctx.state, Z.aboard(ship)).filter((person) => isPersonnel(ctx.state, person))])
      if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: BATTLE_RULES.after });
  }
}

/** The roaming card moves its full RANGE away from the end it started at; past the far end (1 RANGE) it leaves play. */
function roam(ctx: Ctx, card: string, roaming: Roaming): void {
  const location = roamingLocation(ctx.state, card);
  const entry = ctx.state.ongoing[card];
  if (!location || !entry) return;
  const owner = ctx.state.cards[card]!.owner;
  const line = ctx.state.spacelines[ctx.state.locations[location]!.quadrant] ?? [location];
  const start = line.indexOf(entry.host);
  const at = line.indexOf(location);
  const step = start === 0 ? 1 : start === line.length - 1 ? -1 : start < line.length / 2 ? 1 : -1;
  let left = roamingRange(ctx.state, card, roaming);
  let index = at;
  for (;;) {
    const next = index + step;
    if (next < 0 || next >= line.length) {
      if (left >= 1) {
        ctx.emit({ type: 'DilemmaRemoved', card, from: ctx.state.cards[card]!.zone, to: Z.out(owner), reason: 'effects-resolved', rule: SELF_CONTROLLED_RULES.selfControlling });
        return;
      }
      break;
    }
    const span = locationSpan(ctx.state, line[next]!, owner);
    if (span > left) break;
    left -= span;
    index = next;
  }
  if (index !== at)
    ctx.emit({ type: 'CardMoved', card, from: Z.atop(location), to: Z.atop(line[index]!), faceUp: true, reason: `${bp(ctx.state, card).title} moves toward the far end of the spaceline`, rule: SELF_CONTROLLED_RULES.selfControlling });
}

/** End of every turn: each roaming card attacks every ship at its location (unless halted this turn), then moves. */
export function selfControlledEndOfTurn(ctx: Ctx, turnPlayer: PlayerId): void {
  for (const card of roamingCards(ctx.state)) {
    const roaming = roamingOf(ctx.state, card)!;
    const halted = ctx.state.selfControl?.halted[card] === ctx.state.turn?.number;
    for (const player of [turnPlayer, other(turnPlayer)]) {
      const location = roamingLocation(ctx.state, card);
      if (!halted && location) roamingBattle(ctx, card, roaming, player, location);
    }
    roam(ctx, card, roaming);
  }
}

/** The dilemma hook: the roaming card is placed atop the mission at the spaceline end furthest from the attempted one. */
export function placeRoaming(ctx: Ctx, card: string): string | null {
  const attempt = ctx.state.attempt;
  if (!attempt) return null;
  const end = furthestEnd(ctx.state, attempt.location, ctx.state.cards[card]!.owner);
  ctx.emit({
    type: 'DilemmaPlaced',
    card,
    to: Z.atop(end),
    ongoing: { dilemma: card, player: attempt.player, on: 'mission', host: end, location: end, affected: [] },
    rule: SELF_CONTROLLED_RULES.selfControlling,
  });
  return end;
}

