/**
 * Cards that play "for free" (issue 15, third pass): they play normally but do not use the normal
 * card play, before orders begin, as many as you like. Read by `checkPlayCard` and `playCard` (play.ts).
 *   1E rulebook › PLAYING "FOR FREE".
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { freeOnPersona } from './contender';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { locationOfCard, zoneKind } from '../zones';
import { personnelInPlay } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardBehaviour } from './vocabulary';
import type { FreeReport } from './free-reports';
import { tableIndex } from '../table-index';
import { freeByCount, type FreePlayCount } from './free-play-counts';
import { betweenMissionsOf, type BetweenMissionsFree } from './minefields';
import { holdsCaptives } from './hostage-trades';
import { onYourTable } from './deck-trims';
import { titledAmong } from '../card-facts';

export type FreePlay =
  /** Always for free. */
  | { readonly kind: 'always' }
  /** For free while you have a personnel with one of these exact titles in play ("for free if you have {Dukat} in play"). */
  | { readonly kind: 'with-in-play'; readonly titles: readonly string[] }
  /** For free while you have a personnel matching `filter` at the target location ("for free if your Federation personnel is there"). */
  | { readonly kind: 'with-yours-at-target'; readonly filter: PersonnelFilter }
  /** For free when the target ship (`ship` or `ship>…`) has one of these titles ("for free if {U.S.S. Dauntless}"; issue 15, events-f). */
  | { readonly kind: 'on-ship-titled'; readonly titles: readonly string[] }
  /** Issue 15 (helper domir): the target personnel has this skill now ("for free if they have Honor": For Cardassia!). */
  | { readonly kind: 'on-target-with-skill'; readonly skill: string }
  /**
   * Issue 15 (helper domir): a face-up card with one of these titles lies at the target's location — the target a
   * location, or a card there such as a site ("for free if {Forced-Labor Camp} present": Labor Camp).
   */
  | { readonly kind: 'with-title-at-target'; readonly titles: readonly string[] }
  | FreeReport
  | FreePlayCount
  | BetweenMissionsFree
  /** Issue 15 (lead): the target is one of these personas (contender.ts: Empress, for free on any Hoshi). */
  | import('./contender').ContenderFreePlay
  /** Issue 15 (helper hostages): while you hold a captive (hostage-trades.ts: Hostage Trade). */
  | import('./hostage-trades').HoldingCaptivesFree
  /** Issue 15 (helper obja): while a card of these titles lies on your table (deck-trims.ts: In for a Trim). */
  | import('./deck-trims').TableTitleFree;

/** Whether `behaviour`'s play is free for `player` now. */
export function playsFree(state: GameState, player: PlayerId, behaviour: CardBehaviour | undefined, target?: string): boolean {
  const free = behaviour?.play?.free;
  if (!free) return false;
  if (free.kind === 'always') return true;
  if (free.kind === 'once-per-turn' || free.kind === 'to-facility-icon' || free.kind === 'if-skill-present') return false; // reports only (free-reports.ts)
  if (free.kind === 'on-ship-titled') return !!target && !!state.cards[target.split('>')[0]!] && titledAmong(free.titles, bp(state, target.split('>')[0]!));
  if (free.kind === 'with-count-in-play') return freeByCount(state, player, free);
  // Issue 15 (helper hostages): "for free if you hold any captives" (hostage-trades.ts).
  if (free.kind === 'while-you-hold-captives') return holdsCaptives(state, player);
  if (free.kind === 'on-target-persona') return freeOnPersona(state, target, free.names);
  // Issue 15 (helper voyent): both missions it goes between show the icon (minefields.ts).
  if (free.kind === 'between-missions-of') return betweenMissionsOf(state, target, free);
  if (free.kind === 'on-target-with-skill') return !!target && !!state.cards[target] && bp(state, target).type === 'Personnel' && skillLevel(memberOf(state, target), free.skill) > 0;
  if (free.kind === 'with-title-at-target') return withTitleAtTarget(state, target, free.titles);
  if (free.kind === 'with-on-your-table') return onYourTable(state, player, free.titles);
  if (free.kind === 'with-yours-at-target') return !!target && personnelInPlay(state, player, free.filter).some((iid) => locationOfCard(state, iid) === target);
  return tableIndex(state).inPlayBy[player].some(
    (instance) => zoneKind(instance.zone) !== 'atop' && bp(state, instance.iid).type === 'Personnel' && titledAmong(free.titles, bp(state, instance.iid)),
  );
}

/** The location a target names: a location itself, or the location of the card it names. */
function withTitleAtTarget(state: GameState, target: string | undefined, titles: readonly string[]): boolean {
  if (!target) return false;
  const location = state.locations[target] ? target : state.cards[target] ? locationOfCard(state, target) : null;
  if (!location) return false;
  return tableIndex(state).inPlay.some((instance) => instance.faceUp && titledAmong(titles, bp(state, instance.iid)) && locationOfCard(state, instance.iid) === location);
}

/** A free play still happens on your turn, before orders begin (the caller checked the turn). */
export function checkFreePlayWindow(state: GameState): Problem | null {
  if (state.turn!.stage !== 'card-play') return problem('CARD_PLAY_FORFEITED', 'cards played for free also come before executing orders', RULES.playingForFree);
  return null;
}
