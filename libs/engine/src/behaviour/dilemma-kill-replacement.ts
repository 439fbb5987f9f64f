/**
 * Issue 15 (events-d): a card on a table that changes what a dilemma does to personnel it would kill
 * (or capture): "MACOs cannot be killed by dilemmas (stopped instead) when present with two other
 * unstopped MACOs", "while you have no cards in hand, your [Cmd] personnel cannot be captured or
 * killed by opponent's dilemmas; stopped instead", "when your assassin … is about to be killed by a
 * dilemma, return them to your hand instead". The word `insteadOfDilemmaKill` (CardBehaviour) is read
 * by `leavePlay` (attempt/leaving-play.ts, the one way a personnel is killed) and by the dilemma
 * `capture` action (attempt/dilemma-effects.ts).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; › STOPPED; CAPTURE; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import type { Ctx } from '../context';
import { blueprintOf } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

/** What a table card does to a dilemma's kill (or capture) of the personnel it reaches. */
export interface InsteadOfDilemmaKill {
  /** Whose personnel, relative to the card's owner. */
  readonly whose: 'yours' | 'any';
  readonly filter: PersonnelFilter;
  /** What happens instead: the personnel is stopped, or returns to its owner's hand. */
  readonly instead: 'stopped' | 'to-hand';
  /** A dilemma's capture is replaced too. */
  readonly capture?: boolean;
  /** Only dilemmas owned by the card owner's opponent. */
  readonly opponentsDilemmas?: boolean;
  /** Only while the card's owner has no cards in hand. */
  readonly whileHandEmpty?: boolean;
  /** Only when present with at least this many other unstopped personnel matching `filter` (of the same owner). */
  readonly withOthersPresent?: number;
}

const found = new WeakMap<object, ReadonlySet<string>>();
function replacers(state: GameState): ReadonlySet<string> {
  let ids = found.get(state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(state.blueprints).filter((id) => behaviourOf(id)?.insteadOfDilemmaKill));
    found.set(state.blueprints, ids);
  }
  return ids;
}

/** The owner of the dilemma `source` (an instance, or the title of the dilemma being encountered), if known. */
function dilemmaOwner(state: GameState, source: string): PlayerId | undefined {
  if (state.cards[source]) return state.cards[source]!.owner;
  const current = state.attempt?.dilemma;
  return current && state.cards[current] && blueprintOf(state, current).title === source ? state.cards[current]!.owner : undefined;
}

export function isDilemma(state: GameState, source: string): boolean {
  if (state.cards[source]) return blueprintOf(state, source).type === 'Dilemma';
  return Object.values(state.blueprints).some((card) => card.title === source && card.type === 'Dilemma');
}

/** What replaces the dilemma `source`'s kill (or capture) of personnel `iid`, from a card face up on either table; undefined: nothing. */
export function dilemmaKillReplacement(state: GameState, iid: string, source: string, how: 'killed' | 'captured'): 'stopped' | 'to-hand' | undefined {
  const ids = replacers(state);
  if (ids.size === 0) return undefined;
  const instance = state.cards[iid];
  if (!instance || blueprintOf(state, iid).type !== 'Personnel' || !isDilemma(state, source)) return undefined;
  for (const owner of ['p1', 'p2'] as const)
    for (const card of cardsIn(state, Z.table(owner))) {
      const holder = state.cards[card]!;
      if (!ids.has(holder.blueprint) || !holder.faceUp) continue;
      const rule = behaviourOf(holder.blueprint)!.insteadOfDilemmaKill!;
      if (how === 'captured' && !rule.capture) continue;
      if (rule.whose === 'yours' && instance.owner !== owner) continue;
      if (!personnelMatches(blueprintOf(state, iid), rule.filter)) continue;
      if (rule.opponentsDilemmas && dilemmaOwner(state, source) !== other(owner)) continue;
      if (rule.whileHandEmpty && cardsIn(state, Z.hand(owner)).length > 0) continue;
      if (rule.withOthersPresent !== undefined) {
        const others = cardsIn(state, instance.zone).filter(
          (one) => one !== iid && state.cards[one]!.owner === instance.owner && !state.cards[one]!.stopped && personnelMatches(blueprintOf(state, one), rule.filter),
        );
        if (others.length < rule.withOthersPresent) continue;
      }
      return rule.instead;
    }
  return undefined;
}

/** Carries out the replacement (the caller then does nothing else to the personnel). */
export function replaceDilemmaKill(ctx: Ctx, iid: string, instead: 'stopped' | 'to-hand', source: string): void {
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
