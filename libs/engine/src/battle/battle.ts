/**
 * Battle (issue 15): who may attack whom, and the battle's stages.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (an action during your turn; a leader present; only
 *   against cards you do not control; affiliation attack restrictions; Borg Rule: Combat is
 *   Irrelevant), PERSONNEL BATTLE (initiation, responses, form up, combat, winner, resolution),
 *   SHIP BATTLE (declaration, initiation with return fire, responses, open fire, return fire,
 *   damage, resolution; no Battle Bridge side deck: rotation damage), AFTER THE BATTLE (stopped;
 *   counter-attack on the attacked player's next turn), DAMAGE AND REPAIRS › ROTATION DAMAGE.
 *
 * A battle is one action: once initiated, nothing but its own sub-actions and valid responses may
 * happen until it resolves (decide.ts gates every other command while `state.battle` waits for
 * return fire; response windows gate the rest). Randomness (combat piles, the casualty) is drawn
 * from the game's PRNG and recorded in the facts.
 */
import { hostBanned } from '../behaviour/host-banned';
import { weaponHurt } from '../behaviour/verbs-events-c';
import { restrictedAffiliations } from '../behaviour/shared-affiliation-restrictions';
import { isInfiltrating } from '../behaviour/infiltration';
import { ownAffiliationAttackPermits } from '../behaviour/verbs-events-d';
import { forceLiftsRestrictions } from '../behaviour/holo-captures';
import { discardWhenBattleEnds } from '../behaviour/interrupts-d';
import { adjustEngagement } from '../behaviour/combat';
import { solvedMissionAttackPermit } from '../behaviour/mission-sides';
import { attackPermits, battleStrengthBonus, pairFirst } from '../behaviour/battle-personnel';
import { runWhenShip } from '../behaviour/triggers-personnel-b';
import { battleHereCheck } from '../behaviour/battle-personnel-b';
import { ignoresAttackRestrictions, safetyProtocolsSuspended } from '../behaviour/verbs-events-c';
// Issue 15 (helper incidents): "your [DS9] cards may initiate battle against any non-[Fed] and non-[Kli] target".
import { forceMayAttackAnyBut } from '../behaviour/attack-any';
import { crewLiftsRestrictions, shipsLiftRestrictions } from '../behaviour/crew-lifted-restrictions';
import { hitFactors } from '../behaviour/equipment-grants';
import { scoreShipsDestroyed } from '../behaviour/ship-destroyed-scoring';
import { objectiveBattlePermit, objectiveTargetsDestroyed } from '../behaviour/objective-ships';
import { preventShipDamage } from '../behaviour/damage-prevention';
// Issue 15 (helper tactics): Tactic cards in ship battle (behaviour/battle-tactics.ts).
import { awaitTactics, markersFor, onTacticsChosen, placeDamageMarkers, putAwayTactics, tacticAttackBonus, tacticDefenseBonus, usesTacticsDamage } from '../behaviour/battle-tactics';
import { checkShipDoesNothingElse } from '../behaviour/targets-premiere';
import type { Card } from '@captains-log/cards';
import { compatible, isTitled } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import { memberOf } from '../attempt/requirements';
import { activePersonnel, equipmentIn } from '../attempt/teams';
import { destroyShip, leavePlay } from '../attempt/leaving-play';
import { shipAttribute } from '../behaviour/ship-modifiers';
import { versusBonus } from '../behaviour/verbs-ships';
import { mixesOf } from '../behaviour/play';
import { behaviourOf } from '../behaviour/registry';
import { isCloaked as shipCloaked } from '../behaviour/ship-equipment';
import { openBattleEndedWindow, openBattleWindow } from '../behaviour/responses';
import { fillTrophyCases } from '../behaviour/trophy-case';
import { beginOrders, checkOwnTurn } from '../play';
import type { BattleState, CommandOf, GameEvent, GameState, PlayerId } from '../types';
import type { ShipBattleRecord } from './types-battle';
import { scoreHostHurts } from '../behaviour/trophies';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { isCarried } from '../behaviour/carried-ships';
import { facilityAboardZones, facilityDefenseBonus } from '../behaviour/facility-attributes';
import { landedShipsOf, mayTargetLandedShips, weaponsAgainstBonus } from '../behaviour/bombardment';
import { weaponsFactorHere } from '../behaviour/outpost-trials';
import { BATTLE_RULES } from './rules-battle';
import { tableIndex } from '../table-index';
import { nullifyHeldCrews } from '../behaviour/abandoned-ship';
import { battleKillProtector } from '../behaviour/battle-survival';
import { stunsAfterEngagement } from '../behaviour/battle-stuns';
import { captureJustStunned } from '../behaviour/battle-captures';
import { assimilateJustStunned, assimilateWoundedInstead } from '../behaviour/assimilation';
import { battleAttributesDelta, battleDefenseHalved, battleShieldsDelta, battleStrengthAdded } from '../behaviour/battle-modifiers';
import { battleWeaponsDelta } from '../behaviour/battle-weapons';
import { recordedAttackPermits } from '../behaviour/recorded-attack-permits';
// Issue 15 (incobj): Post Garrison lifts the restrictions against its owner's cards at its mission.
import { garrisonOpensBattle } from '../behaviour/garrisons';
// Issue 15 (incobj): Omega Directive lifts them for its ship where the Omega Particle is.
import { directiveLiftsRestrictions } from '../behaviour/ship-directives';
import { actsUncrewed } from '../behaviour/ship-autonomy';
import { crewMinimumProblem } from '../behaviour/ship-crew-minimums';
import { excludedFromBattle } from '../behaviour/battle-exclusions';
import { withDeclaredPairings } from '../behaviour/battle-pairings';
import { sacrificesAt } from '../behaviour/battle-sacrifices';
import { checkTractorBattle } from '../behaviour/tractor-beams';
import { combatWindowMayOpen, openCombatWindow } from '../behaviour/combat-pairings';
import { attackedLiftsRestrictions, leaderSkills } from '../behaviour/attacked-permits';
import { captureByEquipment, equipmentStrength, fightingEquipment, fightsInBattle, pairingStrengths, recordEquipmentJoined } from '../behaviour/battle-equipment';
import { checkForcedPersonnelBattle, checkForcedShipBattle, forcedBattleOf, forcedPersonnelAttackers, forcedPersonnelDefenders, FORCED_RULES } from '../behaviour/forced-battles';
import { runWhenYoursSucceeds } from '../behaviour/personnel-successes';

/** Issue 15 (incidents-d): a personnel a card present keeps from being killed in personnel battle survives (behaviour/battle-survival.ts). */
function sparedInBattle(ctx: Ctx, iid: string): boolean {
  const protector = battleKillProtector(ctx.state, iid);
  if (!protector) return false;
  ctx.emit({ type: 'CardEffectResolved', card: protector, player: ctx.state.cards[protector]!.owner, effect: 'not killed in personnel battle', target: iid, rule: BATTLE_RULES.personnel });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Queries

/**
 * Whether a card is cloaked or phased (1E rulebook › CLOAK: a cloaked card may not initiate battle
 * nor be attacked): behaviour/ship-equipment.ts, the ship special equipment branch.
 */
export function isCloaked(state: GameState, card: string): boolean {
  return shipCloaked(state, card);
}

/** A ship whose text lets it initiate battle while cloaked (permit `battle-while-cloaked`, vocabulary-ships.ts). */
function battlesWhileCloaked(state: GameState, ship: string): boolean {
  return behaviourOf(state.cards[ship]!.blueprint)?.permits?.some((permit) => permit.kind === 'battle-while-cloaked') ?? false;
}

/** A card lying on the ship that forbids battle against it (`no-battle-against-host`, e.g. Asteroid Sanctuary): its title. */
export function battleForbiddenBy(state: GameState, ship: string): string | undefined {
  for (const iid of cardsIn(state, Z.on(ship))) {
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    if (state.cards[iid]!.faceUp && behaviour?.restricts?.some((restriction) => restriction.kind === 'no-battle-against-host')) return behaviour.title;
  }
  return undefined;
}

/** A leader: a personnel with OFFICER or Leadership (1E rulebook › BATTLE › INITIATING A BATTLE). */
export function isLeader(state: GameState, iid: string): boolean {
  const member = memberOf(state, iid);
  if (member.classification === 'OFFICER' || member.skills.some((skill) => skill.name === 'Leadership' || skill.name === 'OFFICER')) return true;
  // Issue 15 (helper battle): a card on the owner's table lets a skill function as a leader (behaviour/attacked-permits.ts: Prepare Assault Teams).
  const owner = state.cards[iid]?.owner;
  return !!owner && leaderSkills(state, owner).some((skill) => member.classification === skill || member.skills.some((one) => one.name === skill));
}

function isPersonnel(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Personnel';
}

/** Every personnel of `player` in `zone`, stopped or not (stopped cards may battle defensively: GETTING HURT › STOPPED). */
function personnelOf(state: GameState, zone: string, player: PlayerId): string[] {
  // Issue 15 (infiltration): an infiltrator takes no side (behaviour/infiltration.ts).
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && isPersonnel(state, iid) && !isInfiltrating(state, iid));
}

/** A ship and its owner's personnel aboard: the force a ship stands for. */
function shipForce(state: GameState, ship: string): string[] {
  return [ship, ...personnelOf(state, Z.aboard(ship), state.cards[ship]!.owner)];
}

function affiliationsOf(state: GameState, cards: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const iid of cards) for (const affiliation of bp(state, iid).affiliations) out.add(affiliation);
  return out;
}

/** Affiliations with no attack restrictions (1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions). */
const UNRESTRICTED = new Set(['Klingon', 'Romulan', 'Non-Aligned', 'Neutral']);
const NONE: ReadonlySet<string> = new Set();

/**
 * Affiliation attack restrictions. A mixed force has all its members' restrictions. Borg never
 * initiate battle (Borg Rule: Combat is Irrelevant); Federation only against Borg; Klingon, Romulan
 * and Non-Aligned have none; every other affiliation may not attack its own. None apply to a
 * counter-attack (AFTER THE BATTLE).
 */
/** Issue 15 (events-d): the attack permits with the affiliations a table card lets the force attack (`attack-own-affiliation`). */
function withOwnAffiliation(permits: ReadonlySet<string>, own: ReadonlySet<string>, recorded: ReadonlySet<string> = NONE): ReadonlySet<string> {
  return own.size === 0 && recorded.size === 0 ? permits : new Set([...permits, ...own, ...recorded]);
}

export function checkAttackRestrictions(attacking: ReadonlySet<string>, defending: ReadonlySet<string>, counterAttack: boolean, allowed: ReadonlySet<string> = NONE): Problem | null {
  if (counterAttack) return null;
  if (attacking.has('Borg')) return problem('BORG_MAY_NOT_ATTACK', 'Borg initiate battle only when a card permits it, or to counter-attack', BATTLE_RULES.borg);
  // Issue 15 (personnel-a): `allowed` — affiliations a personnel there lets this force attack ("allows your cards here to initiate battle against [Dom]").
  if (attacking.has('Federation') && !defending.has('Borg') && ![...defending].some((affiliation) => allowed.has(affiliation)))
    return problem('AFFILIATION_ATTACK_RESTRICTION', 'a Federation force may initiate battle only against Borg', BATTLE_RULES.restrictions);
  for (const affiliation of attacking)
    if (affiliation !== 'Federation' && !UNRESTRICTED.has(affiliation) && !allowed.has(affiliation) && defending.has(affiliation))
      return problem('AFFILIATION_ATTACK_RESTRICTION', `a ${affiliation} force may not attack ${affiliation} cards`, BATTLE_RULES.restrictions);
  return null;
}

/** The attacked player may counter-attack at the location during their next turn (1E rulebook › BATTLE › AFTER THE BATTLE). */
export function isCounterAttack(state: GameState, player: PlayerId, location: string): boolean {
  const turn = state.attacked?.[`${player}|${location}`];
  return turn !== undefined && state.turn !== null && state.turn.player === player && state.turn.number === turn + 1;
}

function checkBattleTurn(state: GameState, player: PlayerId): Problem | null {
  // Issue 15 (helper forced): a battle a card requires of the player is made now, on either player's turn (behaviour/forced-battles.ts).
  const found = forcedBattleOf(state, player) ? checkForcedTurn(state) : checkOwnTurn(state, player, BATTLE_RULES.initiating);
  if (found) return found;
  if (state.battle) return problem('BATTLE_IN_PROGRESS', 'a battle is in progress (a single action)', BATTLE_RULES.singleAction);
  return null;
}

/** A battle a card requires: in the play phase, on either player's turn, outside an attempt and another battle. */
function checkForcedTurn(state: GameState): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'this is done in the play phase', BATTLE_RULES.initiating);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress (a single action)', BATTLE_RULES.singleAction);
  if (state.battle) return problem('BATTLE_IN_PROGRESS', 'a battle is in progress (a single action)', BATTLE_RULES.singleAction);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Personnel battle

/** The attacking personnel of a personnel battle at `zone`: the actor's unstopped, undisabled personnel there. */
export function personnelAttackers(state: GameState, zone: string, player: PlayerId): string[] {
  // Issue 15 (infiltration): an infiltrator may not oppose the opponent's cards (behaviour/infiltration.ts).
  return activePersonnel(state, zone, player).filter((iid) => !isInfiltrating(state, iid));
}

export function checkInitiatePersonnelBattle(state: GameState, command: CommandOf<'InitiatePersonnelBattle'>): Problem | null {
  const found = checkBattleTurn(state, command.actor);
  if (found) return found;
  const kind = zoneKind(command.zone);
  const location = locationOfZone(state, command.zone);
  if ((kind !== 'surface' && kind !== 'aboard') || !location) return problem('NOT_A_BATTLE_PLACE', 'personnel battle happens on a planet or aboard a ship or facility', BATTLE_RULES.personnel);
  // Issue 15 (helper forced): a battle a card requires: at its places, by and against whom it says, no leader, no affiliation
  // restrictions (behaviour/forced-battles.ts).
  const forced = forcedBattleOf(state, command.actor);
  if (forced) {
    const notForced = checkForcedPersonnelBattle(forced, command);
    if (notForced) return notForced;
    if (forcedPersonnelAttackers(state, forced.personnel!, command.zone, command.actor).length === 0) return problem('NO_ATTACKERS', 'none of the personnel the card names is there', BATTLE_RULES.personnel);
    const opposing = forcedPersonnelDefenders(state, forced.personnel!, command.zone, command.actor);
    if (opposing.length === 0) return problem('NO_OPPONENTS_PRESENT', 'none of the opposing personnel the card names is there', BATTLE_RULES.personnel);
    return battleHereCheck(state, command.actor, location, opposing, () => null, command.zone);
  }
  const attackers = personnelAttackers(state, command.zone, command.actor);
  if (attackers.length === 0) return problem('NO_ATTACKERS', 'you have no unstopped personnel there', BATTLE_RULES.personnel);
  const defenders = personnelOf(state, command.zone, other(command.actor));
  if (defenders.length === 0) return problem('NO_OPPONENTS_PRESENT', 'no opposing personnel are present there', BATTLE_RULES.personnel);
  const counter = isCounterAttack(state, command.actor, location);
  if (!counter && !attackers.some((iid) => isLeader(state, iid))) return problem('NO_LEADER', 'an attacking Away Team or crew needs a leader (OFFICER or Leadership)', BATTLE_RULES.leader);
  // Issue 15: a treaty (events-c, behaviour/verbs-events-c.ts) or a solved mission (missions, behaviour/mission-sides.ts) may lift
  // the restrictions; a skill of the attacker's personnel here may forbid the battle or lift them (personnel, second half).
  const defending = affiliationsOf(state, defenders);
  const restrictions = () =>
    ignoresAttackRestrictions(state, command.actor, affiliationsOf(state, attackers)) || solvedMissionAttackPermit(state, command.actor, defending) || garrisonOpensBattle(state, command.actor, location) || crewLiftsRestrictions(state, command.actor, attackers) || forceLiftsRestrictions(state, command.actor, attackers) || attackedLiftsRestrictions(state, command.actor, attackers) || forceMayAttackAnyBut(state, command.actor, attackers, defenders)
      ? null
      : checkAttackRestrictions(restrictedAffiliations(state, location, affiliationsOf(state, attackers)), defending, counter, withOwnAffiliation(attackPermits(state, command.actor, location), ownAffiliationAttackPermits(state, command.actor, attackers), recordedAttackPermits(state, command.actor, affiliationsOf(state, attackers))));
  return battleHereCheck(state, command.actor, location, defenders, restrictions, command.zone);
}

export function initiatePersonnelBattle(ctx: Ctx, command: CommandOf<'InitiatePersonnelBattle'>): void {
  // Issue 15 (helper forced): a battle a card requires is part of that card's effect: the normal card play is not forfeited.
  const forced = forcedBattleOf(ctx.state, command.actor)?.personnel;
  const state = ctx.state;
  if (forced) {
    const location = locationOfZone(state, command.zone)!;
    const attacking = forcedPersonnelAttackers(state, forced, command.zone, command.actor);
    const defending = forcedPersonnelDefenders(state, forced, command.zone, command.actor);
    ctx.emit({ type: 'ForcedBattleMet', player: command.actor, source: ctx.state.forcedBattle!.source, zone: command.zone, rule: FORCED_RULES.required } as GameEvent);
    const battle: BattleState = { kind: 'personnel', attacker: command.actor, defender: other(command.actor), location, zone: command.zone, attacking, defending, counterAttack: false };
    ctx.emit({ type: 'BattleInitiated', battle, rule: BATTLE_RULES.personnel });
    openBattleWindow(ctx, defending[0]!, command.actor);
    return;
  }
  beginOrders(ctx, command.actor);
  const location = locationOfZone(state, command.zone)!;
  const battle: BattleState = {
    kind: 'personnel',
    attacker: command.actor,
    defender: other(command.actor),
    location,
    zone: command.zone,
    attacking: personnelAttackers(state, command.zone, command.actor),
    defending: personnelOf(state, command.zone, other(command.actor)),
    counterAttack: isCounterAttack(state, command.actor, location),
  };
  ctx.emit({ type: 'BattleInitiated', battle, rule: BATTLE_RULES.personnel });
  openBattleWindow(ctx, battle.defending[0]!, command.actor);
}

function isHologram(card: Card): boolean {
  return card.icons.some((icon) => icon.code === 'Holo');
}

/** Equipment present with `winner` that lets it mortally wound the adversary it just stunned (once per battle per card). */
function upgradeBy(state: GameState, winner: string, zone: string, used: ReadonlySet<string>): string | undefined {
  const owner = state.cards[winner]!.owner;
  const species = memberOf(state, winner).characteristics ?? [];
  return equipmentIn(state, zone, owner).find((iid) => {
    if (used.has(iid)) return false;
    return (behaviourOf(state.cards[iid]!.blueprint)?.battle ?? []).some(
      (ability) => ability.kind === 'mortally-wound-stunned' && ability.species.some((name) => species.some((c) => c.toLowerCase() === name.toLowerCase())),
    );
  });
}

/** A combatant's STRENGTH (equipment through `memberOf`), times a battle's factor for its side's species. */
function battleStrength(state: GameState, battle: BattleState, iid: string): number {
  // Issue 15 (helper battle): equipment fighting like a personnel has its own STRENGTH, never modified (behaviour/battle-equipment.ts).
  if (fightsInBattle(state, iid)) return equipmentStrength(state, iid);
  // Issue 15 (personnel-a): "STRENGTH +n in battle" from personnel present (behaviour/battle-personnel.ts).
  // Issue 15 (battle-cards): and what cards played on this battle add (behaviour/battle-modifiers.ts: Qapla'!).
  const extra = battleStrengthBonus(state, iid) + battleStrengthAdded(state, iid);
  const member = extra ? { ...memberOf(state, iid), strength: memberOf(state, iid).strength + extra } : memberOf(state, iid);
  const factor = battle.strength;
  if (!factor || state.cards[iid]!.owner !== factor.player) return member.strength;
  const species = member.characteristics ?? [];
  return factor.species.some((name) => species.some((c) => c.toLowerCase() === name.toLowerCase())) ? member.strength * factor.factor : member.strength;
}

/** Form up, combat, the winner and the casualty, then the resolution (1E rulebook › BATTLE › PERSONNEL BATTLE). */
function resolvePersonnelBattle(ctx: Ctx, battle: BattleState): void {
  // Issue 15 (battle2): personnel a card kept out of the battle take no part (behaviour/battle-exclusions.ts: Smoke Bomb).
  const excluded = excludedFromBattle(ctx.state);
  const inZone = (iid: string) => ctx.state.cards[iid]?.zone === battle.zone && !excluded.has(iid);
  // Issue 15 (helper battle): each side's equipment that fights like a personnel joins its combatants (behaviour/battle-equipment.ts).
  const attackingEquipment = fightingEquipment(ctx.state, battle.zone!, battle.attacker, 'personnel').filter((iid) => !excluded.has(iid));
  const defendingEquipment = fightingEquipment(ctx.state, battle.zone!, battle.defender, 'personnel').filter((iid) => !excluded.has(iid));
  const attacking = [...battle.attacking.filter(inZone), ...attackingEquipment];
  const defending = [...battle.defending.filter(inZone), ...defendingEquipment];
  recordEquipmentJoined(ctx, [...attackingEquipment, ...defendingEquipment]);
  // 3. Form up: disabled personnel are set aside; each side's combatants are shuffled face down.
  // Issue 15 (probes-2): personnel a card stunned or mortally wounded before the combat (behaviour/battle-sniping.ts) engage no one.
  const hurt = new Set([...(ctx.state.battle?.stunned ?? []), ...(ctx.state.battle?.wounded ?? [])]);
  const setAside = [...attacking, ...defending].filter((iid) => ctx.state.cards[iid]!.disabled || hurt.has(iid));
  const rng = ctx.rng();
  // Issue 15 (battle2): first pairs a card let a player declare go on top (behaviour/battle-pairings.ts: Klingon Baldric).
  const piles = withDeclaredPairings(ctx.state, {
    [battle.attacker]: pairFirst(ctx.state, rng.shuffle(attacking.filter((iid) => !setAside.includes(iid)))),
    [battle.defender]: pairFirst(ctx.state, rng.shuffle(defending.filter((iid) => !setAside.includes(iid)))),
  } as Record<PlayerId, string[]>);
  ctx.emit({ type: 'CombatPilesFormed', piles, setAside, secret: { rng: rng.state }, rule: BATTLE_RULES.formUp });
  runCombat(ctx, battle, { drawn: { p1: 0, p2: 0 }, used: new Set(), stunsUsed: new Set(), capturesUsed: new Set() }, undefined);
}

/** Where the combat stage stands: combatants revealed per side, once-per-battle uses (kept in `BattleState.combat` when it pauses). */
interface CombatProgress {
  readonly drawn: Record<PlayerId, number>;
  readonly used: Set<string>;
  readonly stunsUsed: Set<string>;
  readonly capturesUsed: Set<string>;
}

/**
 * Issue 15 (helper pairs): the combat stage paused at a pairing (or after the last) goes on once its response
 * windows have closed (behaviour/responses.ts › closeWindows, `combat-pairing`).
 */
export function resumeCombat(ctx: Ctx): void {
  const battle = ctx.state.battle;
  const combat = battle?.combat;
  if (battle?.kind !== 'personnel' || !combat?.drawn || combat.pairing === undefined) return;
  const progress: CombatProgress = { drawn: { ...combat.drawn }, used: new Set(combat.used), stunsUsed: new Set(combat.stunsUsed), capturesUsed: new Set(combat.capturesUsed) };
  runCombat(ctx, battle, progress, combat.pairing === null ? 'end' : 'pairing');
}

/**
 * 4. Combat, then 5. the winner and 6. the resolution. Issue 15 (helper pairs): before each pairing is fought, and once after
 * the last, the stage pauses for responses to it when a player answers every window explicitly
 * (behaviour/combat-pairings.ts › combatWindowMayOpen; 1E rulebook › BATTLE › PERSONNEL BATTLE › 4. Combat, Clarifications:
 * Response Precedence in the Combat Stage). `resumed`: the pairing at `progress` (or the end) already had its windows.
 */
function runCombat(ctx: Ctx, battle: BattleState, progress: CombatProgress, resumed: 'pairing' | 'end' | undefined): void {
  const combat = ctx.state.battle!.combat!;
  const piles = combat.piles;
  const inForm = (iid: string) => piles[battle.attacker].includes(iid) || piles[battle.defender].includes(iid) || combat.setAside.includes(iid);
  const attacking = battle.attacking.filter(inForm);
  const defending = battle.defending.filter(inForm);
  const strength = (iid: string) => battleStrength(ctx.state, battle, iid);
  // 4. Combat: the top combatants fight in pairs until one pile runs out. The stronger stuns; more
  // than double may mortally wound (chosen whenever allowed); holograms only stun non-holograms.
  const ours = piles[battle.attacker];
  const theirs = piles[battle.defender];
  const { drawn, used, stunsUsed, capturesUsed } = progress;
  let answered = resumed === 'pairing';
  while (drawn[battle.attacker] < ours.length && drawn[battle.defender] < theirs.length) {
    const a = ours[drawn[battle.attacker]]!;
    const d = theirs[drawn[battle.defender]]!;
    if (!answered && combatWindowMayOpen(ctx.state)) {
      pauseCombat(ctx, [a, d], progress);
      return;
    }
    // A response to the pairing took an adversary out (Android Headlock, Suicidal Attack, Hypospray): no engagement; a
    // combatant a response lets stay engages the next adversary.
    if (answered) {
      const stays = ctx.state.battle?.combat?.stays;
      answered = false;
      if (!stillFighting(ctx.state, a) || !stillFighting(ctx.state, d)) {
        if (stays !== a || !stillFighting(ctx.state, a)) drawn[battle.attacker] += 1;
        if (stays !== d || !stillFighting(ctx.state, d)) drawn[battle.defender] += 1;
        continue;
      }
    }
    drawn[battle.attacker] += 1;
    drawn[battle.defender] += 1;
    // Issue 15 (helper battle): an equipment combatant's STRENGTH against this adversary, or the attribute its adversary uses (behaviour/battle-equipment.ts).
    const [sa, sd] = pairingStrengths(ctx.state, a, d, strength);
    let outcome: 'none' | 'stunned' | 'mortally-wounded' = 'none';
    let loser: string | null = null;
    let upgrade: string | undefined;
    if (sa !== sd) {
      const [winner, weaker, high, low] = sa > sd ? [a, d, sa, sd] : [d, a, sd, sa];
      loser = weaker;
      // Issue 15, events-c: Disengage Safety Protocols lifts the limit (behaviour/verbs-events-c.ts).
      const holoLimit = isHologram(bp(ctx.state, winner)) && !isHologram(bp(ctx.state, weaker)) && !safetyProtocolsSuspended(ctx.state);
      outcome = high > 2 * low && !holoLimit ? 'mortally-wounded' : 'stunned';
      if (outcome === 'stunned' && !holoLimit) {
        upgrade = upgradeBy(ctx.state, winner, battle.zone!, used);
        if (upgrade) {
          used.add(upgrade);
          outcome = 'mortally-wounded';
        }
      }
    }
    // Issue 15 (personnel): the adversaries' own combat abilities (behaviour/combat.ts).
    ({ outcome, loser } = adjustEngagement(ctx.state, a, d, outcome, loser));
    ctx.emit({ type: 'CombatResolved', adversaries: [a, d], strengths: [sa, sd], outcome, loser, ...(upgrade ? { by: upgrade } : {}), rule: BATTLE_RULES.combat });
    // Issue 15 (battle-cards): equipment letting a personnel stun the adversary it just engaged (behaviour/battle-stuns.ts).
    const extras = stunsAfterEngagement(ctx.state, battle.zone!, a, d, outcome, loser, stunsUsed);
    // Issue 15 (lead): a [Holo] weapon's stun is a mortal wound while Disengage Safety Protocols is in play (verbs-events-c.ts › weaponHurt).
    const hurts = extras.map((extra) => weaponHurt(ctx.state, extra.by));
    extras.forEach((extra, i) => ctx.emit({ type: 'CombatResolved', adversaries: [a, d], strengths: [sa, sd], outcome: hurts[i]!, loser: extra.victim, by: extra.by, rule: BATTLE_RULES.combat }));
    // Issue 15 (captive): a card on the stunner's table may capture the adversary just stunned (behaviour/battle-captures.ts).
    const stunned = [...(outcome === 'stunned' && loser ? [loser] : []), ...extras.filter((_, i) => hurts[i] === 'stunned').map((extra) => extra.victim)];
    // Issue 15 (borg): or equipment present with the stunner abducts and assimilates it (behaviour/assimilation.ts: Borg Nanoprobes).
    // Issue 15 (helper battle): or the equipment that stunned it captures it (behaviour/battle-equipment.ts: Transporter Drones, Satan's Robot).
    for (const victim of stunned) {
      const stunner = victim === a ? d : a;
      if (!captureByEquipment(ctx, stunner, victim, battle.zone!) && !captureJustStunned(ctx, stunner, victim, battle.zone!, capturesUsed)) assimilateJustStunned(ctx, stunner, victim, battle.zone!);
    }
    // Issue 15 (battle2): a personnel declared to die taking its adversary with it (behaviour/battle-sacrifices.ts: Reman Dagger).
    for (const extra of sacrificesAt(ctx.state, a, d))
      ctx.emit({ type: 'CombatResolved', adversaries: [a, d], strengths: [sa, sd], outcome: 'mortally-wounded', loser: extra.victim, by: extra.by, rule: BATTLE_RULES.combat });
  }
  // Issue 15 (helper pairs): once more after the last pairing, before the winner is determined (Hypospray: a mortal wound made a disablement).
  if (resumed !== 'end' && combatWindowMayOpen(ctx.state)) {
    pauseCombat(ctx, null, progress);
    return;
  }
  // Issue 15 (helper trophies): cards on a personnel scoring for those it stunned or mortally wounded (behaviour/trophies.ts: Heart of Glory).
  scoreHostHurts(ctx);
  // Cards played on the battle that act before the winner is determined (Phaser Burns): random opposing stunned personnel die.
  for (const step of ctx.state.battle?.beforeWinner ?? []) {
    const gone = new Set(ctx.state.battle?.wounded ?? []);
    // Issue 15 (helper battle): personnel only (a stunned equipment fighting like a personnel is no personnel).
    const candidates = (ctx.state.battle?.stunned ?? []).filter((iid) => !gone.has(iid) && ctx.state.cards[iid]?.owner !== step.player && ctx.state.cards[iid]?.zone === battle.zone && isPersonnel(ctx.state, iid));
    if (candidates.length === 0) continue;
    const outcome = selectAtRandom(ctx, { purpose: bp(ctx.state, step.source).title, candidates, count: step.count, rule: BATTLE_RULES.winner, hurts: true });
    for (const iid of outcome) if (!sparedInBattle(ctx, iid)) leavePlay(ctx, iid, 'killed', step.source, undefined, outcome);
  }
  // 5. The winner: the higher total STRENGTH of the unstunned, unwounded combatants (undrawn ones too).
  const out = new Set([...(ctx.state.battle?.stunned ?? []), ...(ctx.state.battle?.wounded ?? [])]);
  // Issue 15 (helper pairs): a combatant a response killed (Suicidal Attack) or disabled (Hypospray) is no longer standing.
  const standing = (pile: readonly string[]) => pile.filter((iid) => !out.has(iid) && (combat.drawn === undefined || stillInBattle(ctx.state, battle, iid)));
  const total = (pile: readonly string[]) => standing(pile).reduce((sum, iid) => sum + strength(iid), 0);
  const totals = { [battle.attacker]: total(ours), [battle.defender]: total(theirs) } as Record<PlayerId, number>;
  const winner: PlayerId | null = totals[battle.attacker] > totals[battle.defender] ? battle.attacker : totals[battle.defender] > totals[battle.attacker] ? battle.defender : null;
  const wounded = new Set(ctx.state.battle?.wounded ?? []);
  let casualty: string | null = null;
  if (winner) {
    const winners = standing(piles[winner]);
    // Holographic Safety Protocols: a win derived entirely from holograms kills no casualty.
    const allHolo = winners.length > 0 && winners.every((iid) => isHologram(bp(ctx.state, iid)));
    // Issue 15 (borg): one of the losing force the winner now controls (assimilated in the battle) is no casualty.
    const losers = (winner === battle.attacker ? defending : attacking).filter((iid) => !wounded.has(iid) && ctx.state.cards[iid]?.zone === battle.zone && ctx.state.cards[iid]!.owner !== winner);
    if (!allHolo && losers.length > 0) {
      casualty = selectAtRandom(ctx, { purpose: 'battle casualty', candidates: losers, draw: 'pick', rule: BATTLE_RULES.winner, hurts: true })[0]!;
    }
  }
  // 6. Resolution: the mortally wounded and the casualty die, the stunned recover, survivors are stopped.
  // Issue 15 (borg): a card played on the battle may assimilate a mortally wounded personnel instead (behaviour/assimilation.ts: Assimilation Tubules).
  const assimilated = assimilateWoundedInstead(ctx);
  const killed = [...wounded, ...(casualty ? [casualty] : [])].filter((iid) => ctx.state.cards[iid]?.zone === battle.zone && !assimilated.includes(iid) && !sparedInBattle(ctx, iid));
  // Issue 15 (helper battle): an equipment combatant mortally wounded is discarded (behaviour/battle-equipment.ts).
  for (const iid of killed) leavePlay(ctx, iid, isPersonnel(ctx.state, iid) ? 'killed' : 'discarded', 'battle', undefined, killed);
  endBattle(ctx, battle, winner, totals, false, [...attacking, ...defending].filter((iid) => isPersonnel(ctx.state, iid)), killed.filter((iid) => isPersonnel(ctx.state, iid)));
  // Issue 15 (lead): trophies placed on a card in a point area (behaviour/trophy-case.ts: Council of Warriors).
  fillTrophyCases(ctx, 'personnel');
  // Responses to what just happened in the battle (e.g. Klingon Right of Vengeance).
  openBattleEndedWindow(ctx, battle.defending[0]!, battle.attacker);
}

/** Issue 15 (helper pairs): a revealed combatant still able to engage (not taken out by a response: gone, stunned, wounded, disabled). */
function stillFighting(state: GameState, iid: string): boolean {
  const battle = state.battle;
  const instance = state.cards[iid];
  return !!battle && !!instance && instance.zone === battle.zone && !instance.disabled && !(battle.stunned ?? []).includes(iid) && !(battle.wounded ?? []).includes(iid);
}

/** Issue 15 (helper pairs): a combatant still there and not disabled (a response may have killed or disabled it while the combat paused). */
function stillInBattle(state: GameState, battle: BattleState, iid: string): boolean {
  const instance = state.cards[iid];
  return !!instance && instance.zone === battle.zone && !instance.disabled;
}

/** Issue 15 (helper pairs): records where the combat stands and opens the pairing's windows (behaviour/combat-pairings.ts). */
function pauseCombat(ctx: Ctx, pairing: readonly [string, string] | null, progress: CombatProgress): void {
  ctx.emit({ type: 'CombatPaused', pairing, drawn: { ...progress.drawn }, used: [...progress.used], stunsUsed: [...progress.stunsUsed], capturesUsed: [...progress.capturesUsed], rule: BATTLE_RULES.combat });
  openCombatWindow(ctx, pairing);
}

// ---------------------------------------------------------------------------------------------
// Ship battle

/** The owner's personnel aboard a ship, or aboard a facility and its sites (issue 15, lead: facilities in ship battle). */
function crewOf(state: GameState, vessel: string, unstoppedOnly: boolean): string[] {
  const owner = state.cards[vessel]!.owner;
  const zones = bp(state, vessel).type === 'Facility' ? facilityAboardZones(state, vessel) : [Z.aboard(vessel)];
  return zones.flatMap((zone) => (unstoppedOnly ? activePersonnel(state, zone, owner) : personnelOf(state, zone, owner)));
}

/**
 * A ship or space facility that may fire: WEAPONS, and a personnel of matching affiliation aboard (1E rulebook › STAFF A SHIP:
 * any ship with a matching personnel may fire; BATTLE › INITIATING A BATTLE: "Your ships and space facilities with WEAPONS and
 * your personnel of matching affiliation aboard may attack").
 */
function mayFire(state: GameState, ship: string, unstoppedOnly: boolean): boolean {
  if (shipAttribute(state, ship, 'WEAPONS') <= 0) return false;
  // Issue 15 (helper intr): a card on it forbids using its WEAPONS (behaviour/host-bans.ts: Fractal Encryption Code).
  if (hostBanned(state, ship, 'weapons')) return false;
  const card = bp(state, ship);
  return crewOf(state, ship, unstoppedOnly).some((iid) => bp(state, iid).affiliations.some((affiliation) => card.affiliations.includes(affiliation)));
}

/**
 * Whether `card` is in play at `location` as a ship-battle participant: a ship undocked or docked (not carried), or a facility
 * there — in space or standing on the planet (1E DS9 expansion rules › ENGAGING IN BATTLE: "Ships can also attack planet facilities").
 */
function shipAt(state: GameState, card: string, location: string, landed = false): boolean {
  const instance = state.cards[card];
  if (!instance) return false;
  const type = bp(state, card).type;
  const kind = zoneKind(instance.zone);
  if (type === 'Facility') return (kind === 'space' || kind === 'surface') && locationOfZone(state, instance.zone) === location;
  if (type !== 'Ship') return false;
  // `landed`: a landed ship as the target of a battle a card lets target it (behaviour/bombardment.ts: Orbital Bombardment).
  return (kind === 'space' || kind === 'docked' || (landed && kind === 'surface')) && !isCarried(state, card) && locationOfZone(state, instance.zone) === location;
}

/** A leader to initiate the attack: aboard the ship or facility; on a Nor, in its Ops (1E DS9 expansion rules › ENGAGING IN BATTLE). */
function leaderAboard(state: GameState, vessel: string, player: PlayerId): boolean {
  const sites = cardsIn(state, Z.sites(vessel));
  const zones = sites.length > 0 ? sites.filter((site) => isTitled(bp(state, site), 'Ops')).map((site) => Z.aboard(site)) : bp(state, vessel).type === 'Facility' ? facilityAboardZones(state, vessel) : [Z.aboard(vessel)];
  return zones.some((zone) => activePersonnel(state, zone, player).some((person) => isLeader(state, person)));
}

/**
 * The actor's ships and space facilities that may attack at `location` (undocked, unstopped, not cloaked, may fire, a leader
 * aboard unless counter-attacking). Issue 15 (lead): space facilities too (1E rulebook › SHIP BATTLE › 1. Declaration).
 */
export function shipAttackers(state: GameState, player: PlayerId, location: string, noLeader = false, stoppedToo = false): string[] {
  // Issue 15 (helper forced): a battle a card requires needs no leader (behaviour/forced-battles.ts); with `stoppedToo` (helper
  // evint: The Issue is Patriotism, "stopped cards are unstopped long enough to battle") stopped ships and facilities attack too.
  const counter = noLeader || isCounterAttack(state, player, location);
  const stopped = (instance: { readonly stopped?: boolean }) => !!instance.stopped && !stoppedToo;
  return cardsIn(state, Z.space(location)).filter((iid) => {
    const instance = state.cards[iid]!;
    if (bp(state, iid).type === 'Facility') return instance.owner === player && !stopped(instance) && mayFire(state, iid, true) && (counter || leaderAboard(state, iid, player));
    // Issue 15: a ship whose text lets it initiate battle while cloaked (I.K.S. Kla'Diyus: permit `battle-while-cloaked`).
    if (instance.owner !== player || stopped(instance) || bp(state, iid).type !== 'Ship' || (isCloaked(state, iid) && !battlesWhileCloaked(state, iid))) return false;
    // Issue 15 (battle2): a card on a table asking for a minimum crew (behaviour/ship-crew-minimums.ts: Obelisk of Masaka).
    if (crewMinimumProblem(state, iid, 'battle')) return false;
    // Issue 15 (battle2): a card on the ship lets it attack with no leader nor matching personnel aboard (behaviour/ship-autonomy.ts: M-5 Computer).
    if (actsUncrewed(state, iid)) return shipAttribute(state, iid, 'WEAPONS') > 0 && !hostBanned(state, iid, 'weapons');
    if (!mayFire(state, iid, true)) return false;
    return counter || leaderAboard(state, iid, player);
  });
}

/**
 * The defender's ships and space facilities that may return fire at `location` (stopped ones may battle defensively; 1E rulebook
 * › SHIP BATTLE › 2. Initiation: "Any of that player's ships and facilities at that location may return fire … as long as the
 * ship or facility has WEAPONS and at least one personnel of matching affiliation aboard").
 */
export function returnFireShips(state: GameState, player: PlayerId, location: string): string[] {
  // Docked ships may not fire, even to return fire when attacked (1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK; DS9 expansion
  // rules › Ship Battles, 2.: "from any of his undocked ships and space facilities present").
  const undocked = cardsIn(state, Z.space(location)).filter((iid) => state.cards[iid]!.owner === player && (bp(state, iid).type === 'Ship' || bp(state, iid).type === 'Facility'));
  return undocked.filter((iid) => !isCloaked(state, iid) && mayFire(state, iid, false));
}

export function checkInitiateShipBattle(state: GameState, command: CommandOf<'InitiateShipBattle'>): Problem | null {
  const found = checkBattleTurn(state, command.actor) ?? command.ships.map((ship) => checkShipDoesNothingElse(state, ship)).find((busy) => busy !== null) ?? null;
  if (found) return found;
  // Issue 15 (helper forced): a battle a card requires: its ships, its target, no leader, no affiliation restrictions (behaviour/forced-battles.ts).
  const forced = forcedBattleOf(state, command.actor);
  const notForced = forced ? checkForcedShipBattle(forced, command, state) : null;
  if (notForced) return notForced;
  const target = state.cards[command.target];
  if (!target || (bp(state, command.target).type !== 'Ship' && bp(state, command.target).type !== 'Facility')) return problem('NOT_A_SHIP', 'the target must be a ship or a facility', BATTLE_RULES.ship);
  if (target.owner === command.actor) return problem('OWN_CARD', 'you may only attack cards you do not control', BATTLE_RULES.initiating);
  const location = locationOfZone(state, target.zone);
  if (!location || !shipAt(state, command.target, location, mayTargetLandedShips(state, command.ships)))
    return problem('NOT_A_TARGET', 'the target must be a ship (not carried nor landed) or a facility at a location', BATTLE_RULES.ship);
  if (isCloaked(state, command.target)) return problem('CLOAKED', 'a cloaked ship may not be attacked', BATTLE_RULES.cloak);
  const shelter = battleForbiddenBy(state, command.target);
  if (shelter) return problem('BATTLE_FORBIDDEN', `${shelter} prevents any battle against that ship`, BATTLE_RULES.initiating);
  // Issue 15 (lead): a ship held in a tractor lock, or a pair of ships that may not battle this turn (behaviour/tractor-beams.ts).
  const tractor = checkTractorBattle(state, command.ships, command.target);
  if (tractor) return tractor;
  if (command.ships.length === 0 || new Set(command.ships).size !== command.ships.length) return problem('NO_ATTACKERS', 'name each attacking ship once', BATTLE_RULES.ship);
  const eligible = shipAttackers(state, command.actor, location, !!forced, !!forced?.oneAt);
  for (const ship of command.ships)
    if (!eligible.includes(ship))
      return problem('SHIP_MAY_NOT_ATTACK', 'each attacking ship or space facility must be yours, undocked at the target\'s location, unstopped, with WEAPONS, a matching personnel and a leader aboard', BATTLE_RULES.leader);
  const mixes = mixesOf(state, command.actor, location);
  for (const a of command.ships) for (const b of command.ships) if (a < b && !compatible(bp(state, a), bp(state, b), mixes)) return problem('INCOMPATIBLE_FORCE', 'all cards in a force must be compatible', BATTLE_RULES.restrictions);
  const force = command.ships.flatMap((ship) => shipForce(state, ship));
  const attacking = affiliationsOf(state, force);
  const defendingForce = shipForce(state, command.target);
  const defending = affiliationsOf(state, defendingForce);
  const restrictions = () =>
    forced ||
    ignoresAttackRestrictions(state, command.actor, attacking) || objectiveBattlePermit(state, command.actor, command.target, attacking) || solvedMissionAttackPermit(state, command.actor, defending) || garrisonOpensBattle(state, command.actor, location) || directiveLiftsRestrictions(state, command.actor, command.ships) || shipsLiftRestrictions(state, command.actor, command.ships) || forceMayAttackAnyBut(state, command.actor, command.ships, defendingForce) ||
    // Issue 15 (helper battle): a force of nothing but the cards a table card names (Emblems), or cards the opponent attacked before (behaviour/attacked-permits.ts).
    forceLiftsRestrictions(state, command.actor, force) || attackedLiftsRestrictions(state, command.actor, force)
      ? null
      : checkAttackRestrictions(restrictedAffiliations(state, location, attacking), defending, isCounterAttack(state, command.actor, location), withOwnAffiliation(attackPermits(state, command.actor, location), ownAffiliationAttackPermits(state, command.actor, command.ships.flatMap((ship) => shipForce(state, ship))), recordedAttackPermits(state, command.actor, attacking)));
  return battleHereCheck(state, command.actor, location, defendingForce, restrictions, undefined, command.ships);
}

export function initiateShipBattle(ctx: Ctx, command: CommandOf<'InitiateShipBattle'>): void {
  // Issue 15 (helper forced): a battle a card requires is part of that card's effect: the normal card play is not forfeited.
  const forced = forcedBattleOf(ctx.state, command.actor);
  if (forced) ctx.emit({ type: 'ForcedBattleMet', player: command.actor, source: forced.source, rule: FORCED_RULES.required } as GameEvent);
  else beginOrders(ctx, command.actor);
  const location = locationOfZone(ctx.state, ctx.state.cards[command.target]!.zone)!;
  const battle: BattleState = {
    kind: 'ship',
    attacker: command.actor,
    defender: other(command.actor),
    location,
    attacking: [...command.ships],
    defending: [command.target],
    target: command.target,
    counterAttack: isCounterAttack(ctx.state, command.actor, location),
  };
  ctx.emit({ type: 'BattleInitiated', battle, rule: BATTLE_RULES.ship });
  // Issue 15 (events-f): "nullified if ship battles" (behaviour/abandoned-ship.ts: Abandon Mission).
  nullifyHeldCrews(ctx, [...battle.attacking, command.target], command.actor);
  // 2. Initiation: the attacked player declares return fire; with nothing able to fire it is declined at once.
  // Nothing able to fire, or only cloaked attackers (which may not be fired upon): return fire is declined at once.
  if (returnFireShips(ctx.state, battle.defender, location).length === 0 || battle.attacking.every((ship) => isCloaked(ctx.state, ship))) {
    ctx.emit({ type: 'ReturnFireDeclared', player: battle.defender, ships: [], target: null, rule: BATTLE_RULES.returnFire });
    openBattleWindow(ctx, command.target, command.actor);
  }
}

export function checkReturnFire(state: GameState, command: CommandOf<'ReturnFire'>): Problem | null {
  const battle = state.battle;
  if (!battle || battle.kind !== 'ship' || battle.returnFire !== undefined) return problem('NO_RETURN_FIRE', 'no ship battle is waiting for return fire', BATTLE_RULES.returnFire);
  if (command.actor !== battle.defender) return problem('NOT_YOUR_DECISION', `${battle.defender} declares return fire`, BATTLE_RULES.returnFire);
  if (command.target === null) return null;
  if (!battle.attacking.includes(command.target) || !shipAt(state, command.target, battle.location))
    return problem('NOT_A_TARGET', 'return fire targets one attacking ship or facility', BATTLE_RULES.returnFire);
  if (isCloaked(state, command.target)) return problem('CLOAKED', 'a cloaked ship may not be fired upon', BATTLE_RULES.cloak);
  if (returnFireShips(state, command.actor, battle.location).length === 0) return problem('NO_SHIP_MAY_FIRE', 'none of your ships or facilities there may fire', BATTLE_RULES.returnFire);
  return null;
}

export function returnFire(ctx: Ctx, command: CommandOf<'ReturnFire'>): void {
  const battle = ctx.state.battle!;
  const ships = command.target === null ? [] : returnFireShips(ctx.state, command.actor, battle.location);
  ctx.emit({ type: 'ReturnFireDeclared', player: command.actor, ships, target: command.target, rule: BATTLE_RULES.returnFire });
  openBattleWindow(ctx, battle.target!, battle.attacker);
}

/** A miss, a hit, or a direct hit (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire). */
export function hitResult(attack: number, defense: number, factors: { readonly hit: number; readonly direct: number } = { hit: 1, direct: 2 }): 'miss' | 'hit' | 'direct-hit' {
  if (attack <= factors.hit * defense) return 'miss';
  return attack > factors.direct * defense ? 'direct-hit' : 'hit';
}

function fire(ctx: Ctx, stage: 'open-fire' | 'return-fire', player: PlayerId, ships: readonly string[], target: string, location: string): 'miss' | 'hit' | 'direct-hit' | null {
  // Issue 15 (lead): a ship a card took out of the battle does not fire (behaviour/orbital-platforms.ts: HQ: Orbital Weapons Platform).
  const excluded = excludedFromBattle(ctx.state);
  const firing = ships.filter((ship) => shipAt(ctx.state, ship, location) && !excluded.has(ship));
  if (firing.length === 0 || !shipAt(ctx.state, target, location, true)) return null;
  // Issue 15: a ship's own "vs." bonus against the card it fires on, or the ships firing on it (verbs-ships.ts).
  // Issue 15 (table-responses): and a change to every attribute for this battle (behaviour/battle-modifiers.ts: Straight and Steady).
  // Issue 15 (helper qcau): and WEAPONS lowered for this battle by the crew aboard (behaviour/battle-weapons.ts: Anti-Matter Spread).
  const attack = firing.reduce((sum, ship) => {
    // Issue 15 (lead): a card on the ship adds WEAPONS against a planet facility (behaviour/bombardment.ts: Orbital Bombardment).
    const weapons = shipAttribute(ctx.state, ship, 'WEAPONS') + versusBonus(ctx.state, ship, 'WEAPONS', [target]) + battleAttributesDelta(ctx.state, ship) + weaponsAgainstBonus(ctx.state, ship, target);
    // Issue 15 (lead): doubled by a card on the mission here when returning fire or attacking an outpost alone (behaviour/outpost-trials.ts: Test for Weakness).
    const factor = weaponsFactorHere(ctx.state, ship, location, { returning: stage === 'return-fire', alone: firing.length === 1, target });
    return sum + factor * weapons + battleWeaponsDelta(ctx.state, ship, weapons);
    // Issue 15 (helper tactics): the current tactic's ATTACK bonus, once for the engagement (behaviour/battle-tactics.ts).
  }, tacticAttackBonus(ctx.state, player, firing));
  // Issue 15 (battle-cards): cards played on this battle change SHIELDS until it ends (behaviour/battle-modifiers.ts: Weak Spot).
  // Issue 15 (lead): a card on a targeted facility adds to its DEFENSE total (behaviour/facility-attributes.ts: Strategic Base).
  // Issue 15 (helper tactics): and the DEFENSE bonus of its owner's current tactic (behaviour/battle-tactics.ts).
  const total = Math.max(0, shipAttribute(ctx.state, target, 'SHIELDS') + versusBonus(ctx.state, target, 'SHIELDS', firing) + battleShieldsDelta(ctx.state, target) + facilityDefenseBonus(ctx.state, target) + tacticDefenseBonus(ctx.state, target));
  // Issue 15 (infiltration): a card halves the DEFENSE total against this player's fire (behaviour/infiltration-cards.ts: Prefix Code Transmission).
  const defense = battleDefenseHalved(ctx.state, target, player) ? Math.floor(total / 2) : total;
  // Issue 15, incidents pass C: armor raises the thresholds (Ablative Armor; behaviour/equipment-grants.ts).
  const result = hitResult(attack, defense, hitFactors(ctx.state, target));
  ctx.emit({ type: 'ShipsFired', stage, player, ships: firing, target, attack, defense, result, rule: stage === 'open-fire' ? BATTLE_RULES.openFire : BATTLE_RULES.returnFire });
  return result;
}

/** Open fire, return fire, damage (rotation damage: a hit one marker, a direct hit two), then the resolution. */
function resolveShipBattle(ctx: Ctx, battle: BattleState): void {
  // Issue 15 (helper tactics): 4. Tactics: the battle waits for each player's current tactic (behaviour/battle-tactics.ts).
  if (awaitTactics(ctx, battle)) return;
  const hits: { target: string; markers: number; by: PlayerId; result: 'hit' | 'direct-hit' }[] = [];
  // Issue 15 (battle-cards): who fired, for the responses just after the battle (behaviour/after-ship-battle.ts).
  const fired: Record<PlayerId, string[]> = { p1: [], p2: [] };
  const firing = (ships: readonly string[]) => ships.filter((ship) => shipAt(ctx.state, ship, battle.location) && !excludedFromBattle(ctx.state).has(ship));
  const openers = firing(battle.attacking);
  const opened = fire(ctx, 'open-fire', battle.attacker, battle.attacking, battle.target!, battle.location);
  if (opened) fired[battle.attacker].push(...openers);
  if (opened && opened !== 'miss') hits.push({ target: battle.target!, markers: opened === 'hit' ? 1 : 2, by: battle.attacker, result: opened });
  const back = battle.returnFire;
  if (back) {
    const returners = firing(back.ships);
    const returned = fire(ctx, 'return-fire', battle.defender, back.ships, back.target, battle.location);
    if (returned) fired[battle.defender].push(...returners);
    if (returned && returned !== 'miss') hits.push({ target: back.target, markers: returned === 'hit' ? 1 : 2, by: battle.defender, result: returned });
  }
  // 7. Damage: 50% HULL per marker; no card takes more than 100% (AFTER … Clarifications: Ship Battle Winner).
  const hull: Record<PlayerId, number> = { p1: 0, p2: 0 };
  for (const hit of hits) {
    const { target } = hit;
    // Issue 15 (helper tactics): a player with a Battle Bridge side deck deals tactics damage, never rotation damage (behaviour/battle-tactics.ts).
    if (usesTacticsDamage(ctx.state, hit.by)) {
      const symbols = markersFor(ctx.state, hit.by, hit.result);
      const kept = symbols.slice(0, symbols.length - preventShipDamage(ctx, target, symbols.length));
      hull[ctx.state.cards[target]!.owner] += placeDamageMarkers(ctx, hit.by, target, kept, 'battle');
      continue;
    }
    // Issue 15 (events of later sets): a card discarded to nullify a marker (behaviour/damage-prevention.ts).
    const markers = hit.markers - preventShipDamage(ctx, target, hit.markers);
    if (markers <= 0) continue;
    const before = ctx.state.cards[target]!.damage ?? 0;
    const damage = Math.min(2, before + markers);
    hull[ctx.state.cards[target]!.owner] += (damage - before) * 50;
    ctx.emit({ type: 'ShipDamaged', ship: target, damage, source: 'battle', rule: BATTLE_RULES.rotationDamage });
  }
  // 8. Resolution: ships at -100% HULL are destroyed; the winner took the least HULL damage.
  // Issue 15 (helper tactics): the current tactics go face up beneath their side decks (behaviour/battle-tactics.ts).
  putAwayTactics(ctx, ctx.state.battle ?? battle);
  const involved = [...battle.attacking, ...(back?.ships ?? []), battle.target!];
  const doomed = [...new Set(involved)].filter((ship) => ctx.state.cards[ship] && (ctx.state.cards[ship]!.damage ?? 0) >= 2 && shipAt(ctx.state, ship, battle.location, ship === battle.target));
  // Issue 15 (events of later sets): cards that score for the ship destroyed, read before it leaves play (Klingon Civil War).
  const firedOn = (ship: string) => [...(ship === battle.target ? battle.attacking : []), ...(back && ship === back.target ? back.ships : [])];
  // (Ships only: those cards score for a ship destroyed, not a facility.)
  const doomedShips = doomed.filter((card) => bp(ctx.state, card).type === 'Ship');
  if (doomedShips.length) scoreShipsDestroyed(ctx, doomedShips, firedOn);
  const destroyed: { ship: string; by: string[]; crew: string[] }[] = [];
  for (const ship of doomed) {
    if (!ctx.state.cards[ship] || !shipAt(ctx.state, ship, battle.location, ship === battle.target)) continue;
    const aboard = personnelOf(ctx.state, Z.aboard(ship), ctx.state.cards[ship]!.owner).concat(personnelOf(ctx.state, Z.aboard(ship), other(ctx.state.cards[ship]!.owner)));
    destroyShip(ctx, ship, 'battle');
    destroyed.push({ ship, by: firedOn(ship), crew: aboard.filter((iid) => zoneKind(ctx.state.cards[iid]!.zone) === 'discard') });
  }
  const winner: PlayerId | null = hull[battle.attacker] < hull[battle.defender] ? battle.attacker : hull[battle.defender] < hull[battle.attacker] ? battle.defender : null;
  // Issue 15 (personnel, second half): personnel aboard the winning side's ships ("if aboard your ship when it wins a battle").
  if (winner) for (const ship of new Set(involved)) if (ctx.state.cards[ship]?.owner === winner) runWhenShip(ctx, ship, 'wins-battle');
  endBattle(ctx, battle, winner, undefined, false, withCrews(ctx.state, involved), undefined, { ships: [...new Set(involved)], fired, destroyed });
  fillTrophyCases(ctx, 'ship');
  // Issue 15 (helper borgobj, third pass): a current objective targeting a ship just destroyed (Eliminate Starship).
  if (destroyed.length) objectiveTargetsDestroyed(ctx, battle.location, destroyed);
  // Issue 15 (battle-cards): responses to what just happened in it (Phaser Array Power Cell, Latinum Payoff, Data's Medals).
  openBattleEndedWindow(ctx, battle.target!, battle.attacker);
}

/** Ships and their personnel aboard: everything a ship battle involves. */
function withCrews(state: GameState, ships: readonly string[]): string[] {
  const unique = [...new Set(ships)];
  return [...unique, ...unique.flatMap((ship) => (state.cards[ship] ? cardsIn(state, Z.aboard(ship)).filter((iid) => isPersonnel(state, iid)) : []))];
}

// ---------------------------------------------------------------------------------------------
// Resolution and after the battle

function endBattle(
  ctx: Ctx,
  battle: BattleState,
  winner: PlayerId | null,
  totals: Record<PlayerId, number> | undefined,
  cancelled: boolean,
  involved: readonly string[],
  killed?: readonly string[],
  ships?: Pick<ShipBattleRecord, 'ships' | 'fired' | 'destroyed'>,
): void {
  // AFTER THE BATTLE: every card involved (still in play) is stopped; a cancelled battle stops them too.
  for (const iid of new Set(involved)) {
    const instance = ctx.state.cards[iid];
    if (!instance || instance.stopped || !(zoneKind(instance.zone) === 'space' || zoneKind(instance.zone) === 'docked' || zoneKind(instance.zone) === 'surface' || zoneKind(instance.zone) === 'aboard')) continue;
    ctx.emit({ type: 'CardStopped', card: iid, rule: BATTLE_RULES.after });
  }
  ctx.emit({
    type: 'BattleEnded',
    kind: battle.kind,
    location: battle.location,
    attacker: battle.attacker,
    winner,
    ...(totals ? { totals } : {}),
    ...(battle.zone ? { zone: battle.zone } : {}),
    ...(killed ? { killed } : {}),
    ...(ships ? { ships } : {}),
    cancelled,
    turn: ctx.state.turn?.number ?? 0,
    rule: cancelled ? BATTLE_RULES.cancelled : BATTLE_RULES.after,
  });
  // Issue 15, interrupts-d: cards on its ships "until end of battle" leave (Multivector Assault Mode).
  discardWhenBattleEnds(ctx, involved);
  // Issue 15 (helper partials): table cards reacting as the winner's personnel in it win (behaviour/personnel-successes.ts).
  if (winner && !cancelled) runWhenYoursSucceeds(ctx, winner, 'wins-battle', involved);
}

// Issue 15 (helper tactics): once both players have chosen their current tactics, the battle goes on.
onTacticsChosen((ctx) => resolveBattle(ctx, false));

/** Called when the battle's response windows have closed: the battle resolves, or (nullified) is cancelled. */
export function resolveBattle(ctx: Ctx, cancelled: boolean): void {
  const battle = ctx.state.battle;
  if (!battle) return;
  if (cancelled) {
    const involved = battle.kind === 'personnel' ? [...battle.attacking, ...battle.defending] : withCrews(ctx.state, [...battle.attacking, battle.target!, ...(battle.returnFire?.ships ?? [])]);
    endBattle(ctx, battle, null, undefined, true, involved);
    return;
  }
  if (battle.kind === 'personnel') resolvePersonnelBattle(ctx, battle);
  else resolveShipBattle(ctx, battle);
}

// ---------------------------------------------------------------------------------------------
// Offers for legalCommands: one per place where a personnel battle is legal, one per target ship
// (with every ship that may attack it); and the return-fire answers.

export function battleOffers(state: GameState, player: PlayerId, push: (command: CommandOf<'InitiatePersonnelBattle'> | CommandOf<'InitiateShipBattle'>) => void): void {
  if (state.battle) return;
  const opponent = other(player);
  const zones = new Set<string>();
  const locations = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player]) {
    const kind = zoneKind(instance.zone);
    if ((kind === 'surface' || kind === 'aboard') && !instance.stopped && bp(state, instance.iid).type === 'Personnel') zones.add(instance.zone);
    if (kind === 'space' && !instance.stopped && bp(state, instance.iid).type === 'Ship') locations.add(zoneArg(instance.zone));
  }
  for (const zone of zones) if (personnelOf(state, zone, opponent).length > 0) push({ type: 'InitiatePersonnelBattle', actor: player, zone });
  // Issue 15 (lead): a space facility may attack too; facilities (in space or on the planet) may be targeted.
  for (const instance of tableIndex(state).inPlayBy[player]) if (zoneKind(instance.zone) === 'space' && !instance.stopped && bp(state, instance.iid).type === 'Facility' && shipAttribute(state, instance.iid, 'WEAPONS') > 0) locations.add(zoneArg(instance.zone));
  for (const location of locations) {
    const inSpace = cardsIn(state, Z.space(location));
    const targets = [
      ...[...inSpace, ...inSpace.flatMap((iid) => cardsIn(state, Z.docked(iid)))].filter((iid) => state.cards[iid]!.owner === opponent && (bp(state, iid).type === 'Ship' ? !isCarried(state, iid) : bp(state, iid).type === 'Facility')),
      ...cardsIn(state, Z.surface(location)).filter((iid) => state.cards[iid]!.owner === opponent && bp(state, iid).type === 'Facility'),
    ];
    const landed = landedShipsOf(state, opponent, location);
    if (targets.length === 0 && landed.length === 0) continue;
    const ships = shipAttackers(state, player, location);
    if (ships.length === 0) continue;
    for (const target of targets) push({ type: 'InitiateShipBattle', actor: player, ships, target });
    // Issue 15 (lead): a landed ship, when a card on an attacker lets it be targeted (behaviour/bombardment.ts).
    if (landed.length > 0 && mayTargetLandedShips(state, ships)) for (const target of landed) push({ type: 'InitiateShipBattle', actor: player, ships, target });
  }
}

export function returnFireOffers(state: GameState, player: PlayerId): CommandOf<'ReturnFire'>[] {
  const battle = state.battle;
  if (!battle || battle.kind !== 'ship' || battle.returnFire !== undefined || battle.defender !== player) return [];
  const targets = returnFireShips(state, player, battle.location).length > 0 ? battle.attacking.filter((ship) => shipAt(state, ship, battle.location) && !isCloaked(state, ship)) : [];
  return [...targets.map((target) => ({ type: 'ReturnFire' as const, actor: player, target })), { type: 'ReturnFire', actor: player, target: null }];
}

/**
 * A battle a card starts (Klingon Right of Vengeance): `player`'s personnel of `species` at `zone`
 * (stopped ones too: the card lets them) attack the opposing personnel there, with their STRENGTH
 * multiplied; like a counter-attack, no leader and no affiliation restrictions.
 */
export function startCardBattle(ctx: Ctx, player: PlayerId, zone: string, species: readonly string[], factor: number, source: string): void {
  const state = ctx.state;
  const location = locationOfZone(state, zone);
  const ofSpecies = (iid: string) => (memberOf(state, iid).characteristics ?? []).some((c) => species.some((name) => c.toLowerCase() === name.toLowerCase()));
  const attacking = personnelOf(state, zone, player).filter((iid) => !state.cards[iid]!.disabled && ofSpecies(iid));
  const defending = personnelOf(state, zone, other(player));
  if (!location || attacking.length === 0 || defending.length === 0) return;
  const battle: BattleState = { kind: 'personnel', attacker: player, defender: other(player), location, zone, attacking, defending, counterAttack: true, strength: { player, species, factor, source } };
  ctx.emit({ type: 'BattleInitiated', battle, rule: BATTLE_RULES.personnel });
  openBattleWindow(ctx, defending[0]!, player);
}
