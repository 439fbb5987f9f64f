/**
 * Issue 15 (lead): "… OR immediately play an event on table for free" — a card's effect that lets its player play one
 * card from hand right away, without the normal card play. The effect opens the free play (fact `ImmediateFreePlayOpened`,
 * `GameState.immediateFreePlay`); the player's very next command may be a `PlayCard` (or, for a personnel, ship or equipment,
 * a `ReportForDuty`) of a hand card the filter passes, which is then free; any other command first closes it unused
 * (`ImmediateFreePlayClosed`): "immediately" is the next action. Setting the pass option (`SetAutoPass`), passing a
 * response window, and the other player's commands (responses to the same action) are not its player's next action and
 * leave it open.
 * Words:
 * - effect `open-immediate-free-play` (`filter`: which hand cards; `personnel`: a personnel filter they must pass too;
 *   `here`: only to the ship or facility the card with the effect is aboard) — Temporal Almanac's other way
 *   (`{ types: ['Event'] }`); Upexi's "if played from hand, may play an [Equipment] here for free" (`here`);
 * - effect `reveal-top-report-free` (`count`, `filter`) — the top `count` cards of your draw deck are shown to both players;
 *   those the filter passes (personnel) may each report for free, one `ReportForDuty` after another, while nothing else is
 *   done (`ImmediateFreePlayUsed` per card; `cards`, `revealed` on the open free play); when it closes — the last such card
 *   reported, or any other command — every revealed card still on the deck goes beneath it, in the order revealed
 *   (Military Assault Command Operations);
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
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { isPlanetMission, missionIsAt } from '../card-facts';
import { tableIndex } from '../table-index';
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
  /** Issue 15 (helper finish): `aboard` is the mission card the source lies atop: the report goes to that mission (missions-reports.ts). */
  readonly toMission?: true;
  /** Issue 15 (helper partials): `aboard` is a ship that need not accept reports (`anyPlace`: report-aboard.ts). */
  readonly anyShip?: true;
  /** Cards outside the hand it admits (revealed from the draw deck), each once; the free play stays open until none is left. */
  readonly cards?: readonly string[];
  /** The cards revealed with it: those still on the draw deck go beneath it when the free play closes. */
  readonly revealed?: readonly string[];
  /** Issue 15 (helper plays): with `cards`, a hand card the filter passes is admitted too; one play closes it ("play any card OR download …"). */
  readonly orHand?: true;
  /** Issue 15 (helper plays): opened on the opponent's turn; the turn player's next command closes it too (out-of-turn-plays.ts). */
  readonly outOfTurn?: true;
}

export type ImmediateFreePlayFact =
  /** The free play as recorded in the state (`GameState.immediateFreePlay`). */
  | ({ readonly type: 'ImmediateFreePlayOpened' } & ImmediateFreePlay)
  /** One of the admitted `cards` was reported; the free play stays open for the others. */
  | { readonly type: 'ImmediateFreePlayUsed'; readonly player: PlayerId; readonly card: string }
  /** `card`: the card played with it; none: closed unused (the player did something else first). */
  | { readonly type: 'ImmediateFreePlayClosed'; readonly player: PlayerId; readonly card?: string };

export type ImmediateFreePlayEffect =
  | {
      readonly kind: 'open-immediate-free-play';
      readonly filter: CardFilter;
      readonly personnel?: PersonnelFilter;
      readonly here?: true;
      /**
       * Issue 15 (helper finish): the card lies atop a planet mission: the admitted personnel reports to that mission (onto its
       * planet), as a mission's own report does — only if its player has no facility at the location, or the mission is at
       * one of `orAt` (card-facts.ts › missionIsAt) ("if at {Derna} or a mission where you have no facility").
       */
      readonly toMissionHere?: { readonly orAt?: readonly string[] };
      /**
       * Issue 15 (helper partials): with `here`, "report to <this card>": wherever it lies — aboard any ship of its player
       * (one that accepts no reports too: report-aboard.ts › checkReportAboard), or on a planet: onto that planet mission
       * (as `toMissionHere`, whatever facilities are there). Every other reporting rule still applies.
       */
      readonly anyPlace?: true;
    }
  | { readonly kind: 'reveal-top-report-free'; readonly count: number; readonly filter: CardFilter };
export type ImmediateFreePlayCondition = { readonly kind: 'free-plays-allowed-now' };

/** For the catalogue test and the README. */
export const IMMEDIATE_FREE_PLAY_WORDS: readonly string[] = ['effect:open-immediate-free-play', 'effect:reveal-top-report-free', 'condition:free-plays-allowed-now'];

export function applyImmediateFreePlayFact(state: GameState, event: ImmediateFreePlayFact): GameState {
  if (event.type === 'ImmediateFreePlayOpened') {
    const { type: _type, rule: _rule, ...open } = event as ImmediateFreePlayFact & { rule?: string };
    return { ...state, immediateFreePlay: open as ImmediateFreePlay };
  }
  if (event.type === 'ImmediateFreePlayUsed') {
    const open = state.immediateFreePlay;
    return open ? { ...state, immediateFreePlay: { ...open, cards: (open.cards ?? []).filter((card) => card !== event.card) } } : state;
  }
  const { immediateFreePlay: _closed, ...rest } = state;
  return rest;
}

/** Issue 15 (helper partials): the open free play lets `card` report aboard `ship` whether or not the ship accepts reports. */
export function immediateReportAboardAnyShip(state: GameState, player: PlayerId, card: string, ship: string): boolean {
  return state.immediateFreePlay?.anyShip === true && state.immediateFreePlay.aboard === ship && immediateFreePlayFor(state, player, card, ship);
}

/** Whether `card` (in `player`'s hand) may be played now — or reported to `place` — with the free play a card opened. */
export function immediateFreePlayFor(state: GameState, player: PlayerId, card: string, place?: string): boolean {
  const open = state.immediateFreePlay;
  if (!open || open.player !== player) return false;
  if (open.cards) {
    if (open.cards.includes(card) && state.cards[card]?.zone === Z.draw(player)) return true;
    // Issue 15 (helper plays): "any card OR download …": a hand card is admitted too (out-of-turn-plays.ts).
    if (!open.orHand) return false;
  }
  if (state.cards[card]?.zone !== Z.hand(player)) return false;
  if (open.aboard !== undefined && open.aboard !== place) return false;
  const printed = bp(state, card);
  return matches(printed, open.filter) && (!open.personnel || (printed.type === 'Personnel' && personnelMatches(printed, open.personnel)));
}

/** Before a command runs: the free play closes unused unless this command is the play it admits (decide.ts). */
export function lapseImmediateFreePlay(ctx: Ctx, command: Command): void {
  const open = ctx.state.immediateFreePlay;
  // Issue 15 (helper plays): a play opened on the opponent's turn answers their last action: their next one closes it (out-of-turn-plays.ts).
  if (open?.outOfTurn && command.actor !== open.player && command.type !== 'SetAutoPass' && command.type !== 'PassResponse') {
    close(ctx, open.player);
    return;
  }
  // Not an action of its player: the pass setting, a window passed (the responses to what opened it, either player's), or
  // anything the other player does (their responses belong to the same action).
  if (!open || command.type === 'SetAutoPass' || command.type === 'PassResponse' || command.actor !== open.player) return;
  if (command.type === 'PlayCard' && immediateFreePlayFor(ctx.state, command.actor, command.card)) return;
  if (command.type === 'ReportForDuty' && immediateFreePlayFor(ctx.state, command.actor, command.card, command.facility)) return;
  close(ctx, open.player);
}

/** As the admitted card is played or reported (play.ts): the free play is used up — or, with cards left of those it admits, used once. */
export function useImmediateFreePlay(ctx: Ctx, player: PlayerId, card: string): void {
  const open = ctx.state.immediateFreePlay;
  if (open?.cards && !open.orHand && open.cards.some((other) => other !== card)) {
    ctx.emit({ type: 'ImmediateFreePlayUsed', player, card, rule: RULES.playingForFree });
    return;
  }
  close(ctx, player, card);
}

/** Closes the free play; the revealed cards still on the draw deck go beneath it, in the order revealed. */
function close(ctx: Ctx, player: PlayerId, card?: string): void {
  const revealed = ctx.state.immediateFreePlay?.revealed ?? [];
  ctx.emit({ type: 'ImmediateFreePlayClosed', player, ...(card ? { card } : {}), rule: RULES.playingForFree });
  const source = ctx.state.immediateFreePlay?.source;
  for (const iid of revealed)
    if (iid !== card && ctx.state.cards[iid]?.zone === Z.draw(player))
      ctx.emit({ type: 'CardMoved', card: iid, from: Z.draw(player), to: Z.draw(player), faceUp: false, reason: `${source ? bp(ctx.state, source).title : 'revealed'}: revealed, not reported, beneath the draw deck`, rule: RULES.cardEffects });
}

export function checkFreePlaysAllowedNow(state: GameState, player: PlayerId, title: string): Problem | null {
  if (state.turn?.player !== player || state.turn.stage !== 'card-play')
    return problem('PLAY_CONDITION', `${title}: a card played for free is played on your turn before you begin executing orders`, RULES.playingForFree);
  return null;
}

/**
 * Issue 15 (helper finish): the planet mission at the location a card lying atop it (`zone`) is at, when `player` has no
 * facility there or the mission is at one of `orAt`; none otherwise (personnel report onto a planet only).
 */
function missionToReportTo(state: GameState, player: PlayerId, zone: string, orAt: readonly string[]): string | undefined {
  if (zoneKind(zone) !== 'atop') return undefined;
  const location = zoneArg(zone);
  const mission = state.locations[location]?.missions.find((iid) => isPlanetMission(bp(state, iid)));
  if (!mission) return undefined;
  const facilityHere = tableIndex(state).inPlayBy[player].some((instance) => bp(state, instance.iid).type === 'Facility' && locationOfZone(state, instance.zone) === location);
  return !facilityHere || orAt.some((place) => missionIsAt(bp(state, mission), place)) ? mission : undefined;
}

/** Issue 15 (helper finish): the open free play admits `card` reporting to this mission (`toMissionHere`): a free report there (missions-reports.ts). */
export function immediateMissionReport(state: GameState, player: PlayerId, card: string, mission: string): boolean {
  return state.immediateFreePlay?.toMission === true && immediateFreePlayFor(state, player, card, mission);
}

type Handler<K extends ImmediateFreePlayEffect['kind']> = (v: VerbContext, effect: Extract<ImmediateFreePlayEffect, { kind: K }>) => void;

export const IMMEDIATE_FREE_PLAY_VERBS: { readonly [K in ImmediateFreePlayEffect['kind']]: Handler<K> } = {
  'open-immediate-free-play': (v, effect) => {
    const zone = v.ctx.state.cards[v.card]?.zone ?? '';
    if (effect.toMissionHere) {
      const mission = missionToReportTo(v.ctx.state, v.player, zone, effect.toMissionHere.orAt ?? []);
      if (!mission) return;
      v.ctx.emit({ type: 'ImmediateFreePlayOpened', player: v.player, source: v.card, filter: effect.filter, ...(effect.personnel ? { personnel: effect.personnel } : {}), aboard: mission, toMission: true, rule: RULES.playingForFree });
      return;
    }
    // Issue 15 (helper partials): "report to <this card>" lying on a planet: onto that planet mission.
    if (effect.here && effect.anyPlace && zoneKind(zone) === 'surface') {
      const mission = v.ctx.state.locations[zoneArg(zone)]?.missions.find((iid) => isPlanetMission(bp(v.ctx.state, iid)));
      if (!mission) return;
      v.ctx.emit({ type: 'ImmediateFreePlayOpened', player: v.player, source: v.card, filter: effect.filter, ...(effect.personnel ? { personnel: effect.personnel } : {}), aboard: mission, toMission: true, rule: RULES.playingForFree });
      return;
    }
    const aboard = effect.here ? (zoneKind(zone) === 'aboard' ? zoneArg(zone) : null) : undefined;
    const anyShip = effect.anyPlace && aboard && bp(v.ctx.state, aboard).type === 'Ship' ? { anyShip: true as const } : {};
    // "here" with the card not aboard a ship or facility: nowhere to play it
    if (aboard === null) return;
    v.ctx.emit({
      type: 'ImmediateFreePlayOpened',
      player: v.player,
      source: v.card,
      filter: effect.filter,
      ...(effect.personnel ? { personnel: effect.personnel } : {}),
      ...(aboard !== undefined ? { aboard } : {}),
      ...anyShip,
      rule: RULES.playingForFree,
    });
  },
  'reveal-top-report-free': (v, effect) => {
    const state = v.ctx.state;
    const top = cardsIn(state, Z.draw(v.player)).slice(0, effect.count);
    if (top.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the draw deck is empty: nothing revealed', rule: RULES.cardEffects });
      return;
    }
    const cards = top.map((iid) => ({ iid, title: bp(state, iid).title }));
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone: Z.draw(v.player), cards, source: v.card, rule: RULES.lookingAtCards });
    const admitted = top.filter((iid) => matches(bp(state, iid), effect.filter));
    v.ctx.emit({ type: 'ImmediateFreePlayOpened', player: v.player, source: v.card, filter: effect.filter, cards: admitted, revealed: top, rule: RULES.playingForFree });
    // nothing to report: the revealed cards go beneath the deck at once
    if (admitted.length === 0) close(v.ctx, v.player);
  },
};
