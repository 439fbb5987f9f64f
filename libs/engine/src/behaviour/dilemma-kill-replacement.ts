/**
 * Issue 15 (events-d): a card on a table that changes what a dilemma does to personnel it would kill
 * (or capture): "MACOs cannot be killed by dilemmas (stopped instead) when present with two other
 * unstopped MACOs", "while you have no cards in hand, your [Cmd] personnel cannot be captured or
 * killed by opponent's dilemmas; stopped instead", "when your assassin … is about to be killed by a
 * dilemma, return them to your hand instead". The word `insteadOfDilemmaKill` (CardBehaviour) is read
 * by `leavePlay` (attempt/leaving-play.ts, the one way a personnel is killed) and by the dilemma
 * `capture` action (attempt/dilemma-effects.ts).
 * Issue 15 (equipment-e): incidents-d's `savesFromDilemmaKill` is folded in here — equipment `present`
 * with your personnel that keeps it from a dilemma's kill at a price (`pay`: discarded, Environmental
 * Suit; returned to hand, Emergency Transport Unit, which also places the personnel aboard your ship
 * there, `toYourShipHere`). "You may": the engine always uses it (keeping a personnel alive is never
 * worse for its owner than losing it, except for the price; a player who would rather keep the
 * equipment plays the death by hand). Table cards are asked first, then equipment present.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; › STOPPED; CAPTURE; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while on the table); THE CARDS › EQUIPMENT;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import type { Ctx } from '../context';
import { blueprintOf, isTitled } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { romanticPartners } from './romantic-partners';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelFilter } from './vocabulary-events2';

/** What a table card does to a dilemma's kill (or capture) of the personnel it reaches. */
export interface InsteadOfDilemmaKill {
  /** Whose personnel, relative to the card's owner. */
  readonly whose: 'yours' | 'any';
  readonly filter: PersonnelFilter;
  /** What happens instead: the personnel is stopped, or returns to its owner's hand, or (equipment-e) nothing: the kill is just prevented. */
  readonly instead: 'stopped' | 'to-hand' | 'prevented';
  /** A dilemma's capture is replaced too. */
  readonly capture?: boolean;
  /** Only dilemmas owned by the card owner's opponent. */
  readonly opponentsDilemmas?: boolean;
  /** Only while the card's owner has no cards in hand. */
  readonly whileHandEmpty?: boolean;
  /** Only when present with at least this many other unstopped personnel matching `filter` (of the same owner). */
  readonly withOthersPresent?: number;
  /** Issue 15 (equipment-e): the card is not on a table but present with the personnel (equipment); it must be face up there. */
  readonly present?: boolean;
  /** The card pays for it: `discard` (to its owner's discard pile) or `return-to-hand`. */
  readonly pay?: 'discard' | 'return-to-hand';
  /** The personnel is placed aboard its owner's ship at the location (the card cannot be used without one). */
  readonly toYourShipHere?: boolean;
  /** Issue 15 (helper voyent): the card's owner stops an unstopped personnel of theirs present who is the personnel's romantic partner (romance.ts); without one, nothing is replaced. */
  readonly partnerStops?: true;
  /**
   * Issue 15 (helper holotos): the card lies on a ship (Sickbay: Menagerie) and reaches the personnel aboard it; its
   * owner pays by stopping an unstopped personnel of theirs aboard, other than the one saved, matching `stopsAboard`.
   */
  readonly onHostShip?: true;
  readonly stopsAboard?: PersonnelFilter;
  /** Issue 15 (helper holotos): used at most this many times per game (per player and title: "thrice per game"). */
  readonly timesPerGame?: number;
  /** Issue 15 (helper tactics): a Tactic card's kill (a damage marker's casualty, behaviour/battle-tactics.ts) is replaced too. */
  readonly tactics?: true;
}

/** A replacement found: the card that makes it and its rule. */
export interface DilemmaKillReplacer {
  readonly card: string;
  readonly rule: InsteadOfDilemmaKill;
  /** With `toYourShipHere`: the ship the personnel goes aboard. */
  readonly ship?: string;
  /** With `partnerStops`: the romantic partner stopped to pay for it. */
  readonly partner?: string;
  /** With `stopsAboard`: the personnel stopped to pay for it. */
  readonly stopper?: string;
}

/** Issue 15 (helper holotos): the key of the `n`th use of a `timesPerGame` replacement (`abilityUses`, player-prefixed). */
const useKey = (title: string, n: number): string => `${title}#instead-of-dilemma-kill#${n}`;

function usesLeft(state: GameState, owner: PlayerId, title: string, times: number | undefined): number | undefined {
  if (times === undefined) return undefined;
  let n = 1;
  while (n <= times && state.abilityUses?.[`${owner}|${useKey(title, n)}`] !== undefined) n += 1;
  return n <= times ? n : undefined;
}

const hasInsteadOfDilemmaKill: BlueprintTest = (b) => b.insteadOfDilemmaKill;
function replacers(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, hasInsteadOfDilemmaKill);
}

/** The owner of the dilemma `source` (an instance, or the title of the dilemma being encountered), if known. */
function dilemmaOwner(state: GameState, source: string): PlayerId | undefined {
  if (state.cards[source]) return state.cards[source]!.owner;
  const current = state.attempt?.dilemma;
  return current && state.cards[current] && isTitled(blueprintOf(state, current), source) ? state.cards[current]!.owner : undefined;
}

export function isDilemma(state: GameState, source: string): boolean {
  if (state.cards[source]) return blueprintOf(state, source).type === 'Dilemma';
  return Object.values(state.blueprints).some((card) => isTitled(card, source) && card.type === 'Dilemma');
}

/** The owner's ship the personnel would be placed aboard: the one it is aboard, else one in orbit or landed at the location. */
function shipHere(state: GameState, iid: string): string | undefined {
  const instance = state.cards[iid]!;
  if (zoneKind(instance.zone) === 'aboard') {
    const host = state.cards[zoneArg(instance.zone)];
    if (host && host.owner === instance.owner && blueprintOf(state, host.iid).type === 'Ship') return host.iid;
  }
  const location = locationOfZone(state, instance.zone);
  if (!location) return undefined;
  return [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))].find((one) => state.cards[one]!.owner === instance.owner && blueprintOf(state, one).type === 'Ship');
}

/** Whether `rule` of a card owned by `owner` reaches personnel `iid` killed (or captured) by `source`. */
function reaches(state: GameState, rule: InsteadOfDilemmaKill, owner: PlayerId, iid: string, source: string, how: 'killed' | 'captured'): boolean {
  const instance = state.cards[iid]!;
  if (how === 'captured' && !rule.capture) return false;
  if (rule.whose === 'yours' && instance.owner !== owner) return false;
  if (!personnelMatches(blueprintOf(state, iid), rule.filter)) return false;
  if (rule.opponentsDilemmas && dilemmaOwner(state, source) !== other(owner)) return false;
  if (rule.whileHandEmpty && cardsIn(state, Z.hand(owner)).length > 0) return false;
  if (rule.withOthersPresent !== undefined) {
    const others = cardsIn(state, instance.zone).filter(
      (one) => one !== iid && state.cards[one]!.owner === instance.owner && !state.cards[one]!.stopped && personnelMatches(blueprintOf(state, one), rule.filter),
    );
    if (others.length < rule.withOthersPresent) return false;
  }
  return true;
}

/** Issue 15 (helper voyent): an unstopped personnel of `owner` present with `iid` who is its romantic partner (romance.ts). */
function partnerPresent(state: GameState, owner: PlayerId, iid: string): string | undefined {
  const dying = blueprintOf(state, iid);
  return cardsIn(state, state.cards[iid]!.zone).find(
    (one) => one !== iid && state.cards[one]!.owner === owner && !state.cards[one]!.stopped && romanticPartners(blueprintOf(state, one), dying),
  );
}

/** The card (on either table, then present with the personnel) that replaces the dilemma `source`'s kill (or capture) of personnel `iid`; undefined: none. */
export function findDilemmaKillReplacer(state: GameState, iid: string, source: string, how: 'killed' | 'captured'): DilemmaKillReplacer | undefined {
  const ids = replacers(state);
  if (ids.size === 0) return undefined;
  const instance = state.cards[iid];
  // Issue 15 (helper tactics): a Tactic's kill only for the cards that say so (`tactics`).
  const tactic = !!state.cards[source] && blueprintOf(state, source).type === 'Tactic';
  if (!instance || blueprintOf(state, iid).type !== 'Personnel' || !(tactic || isDilemma(state, source))) return undefined;
  const reachesKill = (rule: InsteadOfDilemmaKill, owner: PlayerId) => (!tactic || !!rule.tactics) && reaches(state, rule, owner, iid, source, how);
  for (const owner of ['p1', 'p2'] as const)
    for (const card of cardsIn(state, Z.table(owner))) {
      const holder = state.cards[card]!;
      if (!ids.has(holder.blueprint) || !holder.faceUp) continue;
      const rule = behaviourOf(holder.blueprint)!.insteadOfDilemmaKill!;
      if (rule.present || rule.onHostShip || !reachesKill(rule, owner)) continue;
      if (!rule.partnerStops) return { card, rule };
      const partner = partnerPresent(state, owner, iid);
      if (partner) return { card, rule, partner };
    }
  // Issue 15 (helper holotos): a card lying on the ship the personnel is aboard (Sickbay: Menagerie).
  if (zoneKind(instance.zone) === 'aboard')
    for (const card of cardsIn(state, Z.on(zoneArg(instance.zone)))) {
      const holder = state.cards[card]!;
      if (!ids.has(holder.blueprint) || !holder.faceUp) continue;
      const rule = behaviourOf(holder.blueprint)!.insteadOfDilemmaKill!;
      if (!rule.onHostShip || !reachesKill(rule, holder.owner)) continue;
      if (rule.timesPerGame !== undefined && usesLeft(state, holder.owner, blueprintOf(state, card).title, rule.timesPerGame) === undefined) continue;
      const stopper = rule.stopsAboard
        ? cardsIn(state, instance.zone).find((one) => one !== iid && state.cards[one]!.owner === holder.owner && !state.cards[one]!.stopped && personnelMatches(blueprintOf(state, one), rule.stopsAboard!))
        : undefined;
      if (rule.stopsAboard && !stopper) continue;
      return { card, rule, ...(stopper ? { stopper } : {}) };
    }
  for (const card of cardsIn(state, instance.zone)) {
    const holder = state.cards[card]!;
    if (card === iid || !ids.has(holder.blueprint) || !holder.faceUp) continue;
    const rule = behaviourOf(holder.blueprint)!.insteadOfDilemmaKill!;
    if (!rule.present || rule.onHostShip || !reachesKill(rule, holder.owner)) continue;
    const ship = rule.toYourShipHere ? shipHere(state, iid) : undefined;
    if (rule.toYourShipHere && !ship) continue;
    return { card, rule, ...(ship ? { ship } : {}) };
  }
  return undefined;
}

/** What replaces the dilemma `source`'s kill (or capture) of personnel `iid`, from a card face up on either table or present; undefined: nothing. */
export function dilemmaKillReplacement(state: GameState, iid: string, source: string, how: 'killed' | 'captured'): InsteadOfDilemmaKill['instead'] | undefined {
  return findDilemmaKillReplacer(state, iid, source, how)?.rule.instead;
}

/** Finds and carries out a replacement of the dilemma `source`'s kill (or capture) of `iid` (the card's price first); true when one was made. */
export function replacedDilemmaKill(ctx: Ctx, iid: string, source: string, how: 'killed' | 'captured'): boolean {
  const found = findDilemmaKillReplacer(ctx.state, iid, source, how);
  if (!found) return false;
  const { card, rule, ship, partner, stopper } = found;
  const instance = ctx.state.cards[iid]!;
  const title = blueprintOf(ctx.state, card).title;
  if (rule.pay) {
    const holder = ctx.state.cards[card]!;
    const to = rule.pay === 'discard' ? Z.discard(holder.owner) : Z.hand(holder.owner);
    ctx.emit({ type: 'CardMoved', card, from: holder.zone, to, faceUp: rule.pay === 'discard', reason: `${title}: keeps ${blueprintOf(ctx.state, iid).title} from being ${how}`, rule: RULES.cardEffects });
  }
  if (partner) {
    ctx.emit({ type: 'CardEffectResolved', card, player: ctx.state.cards[card]!.owner, effect: `${blueprintOf(ctx.state, partner).title} is stopped to keep ${blueprintOf(ctx.state, iid).title} from being ${how}`, target: partner, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardStopped', card: partner, rule: `${RULES.cardEffects}; ${RULES.stopped}` });
  }
  if (stopper) {
    const owner = ctx.state.cards[card]!.owner;
    const n = usesLeft(ctx.state, owner, title, rule.timesPerGame);
    if (n !== undefined) ctx.emit({ type: 'CardAbilityUsed', player: owner, title: useKey(title, n), turn: ctx.state.turn?.number ?? 0 });
    ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: `${blueprintOf(ctx.state, stopper).title} is stopped to keep ${blueprintOf(ctx.state, iid).title} from being ${how}`, target: stopper, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardStopped', card: stopper, rule: `${RULES.cardEffects}; ${RULES.stopped}` });
  } else if (rule.timesPerGame !== undefined) {
    const owner = ctx.state.cards[card]!.owner;
    const n = usesLeft(ctx.state, owner, title, rule.timesPerGame);
    if (n !== undefined) ctx.emit({ type: 'CardAbilityUsed', player: owner, title: useKey(title, n), turn: ctx.state.turn?.number ?? 0 });
  }
  if (ship && instance.zone !== Z.aboard(ship))
    ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.aboard(ship), faceUp: true, reason: `${title}: placed aboard your ship here`, rule: RULES.cardEffects });
  if (rule.instead === 'prevented')
    ctx.emit({ type: 'CardEffectResolved', card, player: ctx.state.cards[card]?.owner ?? instance.owner, effect: `${blueprintOf(ctx.state, iid).title} is not ${how} by ${source}`, target: iid, rule: RULES.cardEffects });
  replaceDilemmaKill(ctx, iid, rule.instead, source);
  return true;
}

/** Carries out the replacement (the caller then does nothing else to the personnel). */
export function replaceDilemmaKill(ctx: Ctx, iid: string, instead: InsteadOfDilemmaKill['instead'], source: string): void {
  // The kill is prevented: nothing happens to the personnel (replacedDilemmaKill records the card's effect).
  if (instead === 'prevented') return;
  if (instead === 'stopped') {
    ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.killed}; ${RULES.stopped}` });
    return;
  }
  const instance = ctx.state.cards[iid]!;
  // Cards lying on it leave with it to the discard pile, as when it leaves play otherwise.
  for (const child of cardsIn(ctx.state, Z.on(iid)))
    ctx.emit({ type: 'CardLeftPlay', card: child, from: Z.on(iid), to: Z.discard(ctx.state.cards[child]!.owner), how: 'discarded', source, rule: RULES.leavingPlay });
  ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `returned to hand instead of ${source}'s kill`, rule: RULES.cardEffects });
}

/** For the catalogue test. */
export const DILEMMA_KILL_WORDS: readonly string[] = ['instead-of-dilemma-kill'];
