/**
 * Issue 15 (lead): "… OR immediately play an event on table for free" — a card's effect that lets its player play one
 * card from hand right away, without the normal card play. The effect opens the free play (fact `ImmediateFreePlayOpened`,
 * `GameState.immediateFreePlay`); the player's very next command may be a `PlayCard` (or, for a personnel, ship or equipment,
 * a `ReportForDuty`) of a hand card the filter passes, which is then free; any other command first closes it unused
 * (`ImmediateFreePlayClosed`): "immediately" is the next action. Setting the pass option (`SetAutoPass`) is not an action
 * and leaves it open.
 * Words:
 * - effect `open-immediate-free-play` (`filter`: which hand cards; `personnel`: a personnel filter they must pass too;
 *   `here`: only to the ship or facility the card with the effect is aboard) — Temporal Almanac's other way
 *   (`{ types: ['Event'] }`); Upexi's "if played from hand, may play an [Equipment] here for free" (`here`);
 * - `whenReported.fromHand` (vocabulary-personnel-b.ts): the personnel's report effects only when it reported from hand
 *   ("if played from hand"), not when downloaded or reported from elsewhere;
 * - play condition `free-plays-allowed-now` — your turn, before you begin executing orders: the only time a card played
 *   for free may be played (so a way whose whole point is a free play is offered only then).
 * Rules: 1E rulebook › PLAYING "FOR FREE" (not the normal card play; still before executing orders); THE CARDS › EVENTS
 * (an event plays on your turn); the card's own play rules (targets, limits) still apply.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { Command, GameState, PlayerId } from '../types';
import { Z, zoneArg, zoneKind } from '../zones';
import { matches } from './play';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';

/** The free play a card's effect opened: its player, the card that opened it, which hand cards it admits. */
export interface ImmediateFreePlay {
  readonly player: PlayerId;
  readonly source: string;
  readonly filter: CardFilter;
  readonly personnel?: PersonnelFilter;
  /** Only a report aboard this ship or facility (`here`). */
  readonly aboard?: string;
}

export type ImmediateFreePlayFact =
  | { readonly type: 'ImmediateFreePlayOpened'; readonly player: PlayerId; readonly source: string; readonly filter: CardFilter; readonly personnel?: PersonnelFilter; readonly aboard?: string }
  /** `card`: the card played with it; none: closed unused (the player did something else first). */
  | { readonly type: 'ImmediateFreePlayClosed'; readonly player: PlayerId; readonly card?: string };

export type ImmediateFreePlayEffect = { readonly kind: 'open-immediate-free-play'; readonly filter: CardFilter; readonly personnel?: PersonnelFilter; readonly here?: true };
export type ImmediateFreePlayCondition = { readonly kind: 'free-plays-allowed-now' };

/** For the catalogue test and the README. */
export const IMMEDIATE_FREE_PLAY_WORDS: readonly string[] = ['effect:open-immediate-free-play', 'condition:free-plays-allowed-now'];

export function applyImmediateFreePlayFact(state: GameState, event: ImmediateFreePlayFact): GameState {
  if (event.type === 'ImmediateFreePlayOpened') {
    const { type: _type, rule: _rule, ...open } = event as ImmediateFreePlayFact & { rule?: string };
    return { ...state, immediateFreePlay: open as ImmediateFreePlay };
  }
  const { immediateFreePlay: _closed, ...rest } = state;
  return rest;
}

/** Whether `card` (in `player`'s hand) may be played now — or reported to `place` — with the free play a card opened. */
export function immediateFreePlayFor(state: GameState, player: PlayerId, card: string, place?: string): boolean {
  const open = state.immediateFreePlay;
  if (!open || open.player !== player || state.cards[card]?.zone !== Z.hand(player)) return false;
  if (open.aboard !== undefined && open.aboard !== place) return false;
  const printed = bp(state, card);
  return matches(printed, open.filter) && (!open.personnel || (printed.type === 'Personnel' && personnelMatches(printed, open.personnel)));
}

/** Before a command runs: the free play closes unused unless this command is the play it admits (decide.ts). */
export function lapseImmediateFreePlay(ctx: Ctx, command: Command): void {
  const open = ctx.state.immediateFreePlay;
  if (!open || command.type === 'SetAutoPass') return;
  if (command.type === 'PlayCard' && immediateFreePlayFor(ctx.state, command.actor, command.card)) return;
  if (command.type === 'ReportForDuty' && immediateFreePlayFor(ctx.state, command.actor, command.card, command.facility)) return;
  ctx.emit({ type: 'ImmediateFreePlayClosed', player: open.player, rule: RULES.playingForFree });
}

/** As the admitted card is played (play.ts › playCard): the free play is used up. */
export function useImmediateFreePlay(ctx: Ctx, player: PlayerId, card: string): void {
  ctx.emit({ type: 'ImmediateFreePlayClosed', player, card, rule: RULES.playingForFree });
}

export function checkFreePlaysAllowedNow(state: GameState, player: PlayerId, title: string): Problem | null {
  if (state.turn?.player !== player || state.turn.stage !== 'card-play')
    return problem('PLAY_CONDITION', `${title}: a card played for free is played on your turn before you begin executing orders`, RULES.playingForFree);
  return null;
}

type Handler<K extends ImmediateFreePlayEffect['kind']> = (v: VerbContext, effect: Extract<ImmediateFreePlayEffect, { kind: K }>) => void;

export const IMMEDIATE_FREE_PLAY_VERBS: { readonly [K in ImmediateFreePlayEffect['kind']]: Handler<K> } = {
  'open-immediate-free-play': (v, effect) => {
    const zone = v.ctx.state.cards[v.card]?.zone ?? '';
    const aboard = effect.here ? (zoneKind(zone) === 'aboard' ? zoneArg(zone) : null) : undefined;
    // "here" with the card not aboard a ship or facility: nowhere to play it
    if (aboard === null) return;
    v.ctx.emit({
      type: 'ImmediateFreePlayOpened',
      player: v.player,
      source: v.card,
      filter: effect.filter,
      ...(effect.personnel ? { personnel: effect.personnel } : {}),
      ...(aboard !== undefined ? { aboard } : {}),
      rule: RULES.playingForFree,
    });
  },
};
