/**
 * Issue 15 (helper hostages): trading captives for other personnel where your personnel escort them
 * (Hostage Trade: "release any or all of them … and capture an equal number of other personnel there").
 * Words (each joined to its shared union with one line):
 * - target `your-escorted-captive`: a captive you hold that your personnel escort (captives.ts ›
 *   escortsOf: not one in a brig, not one waiting with no escort); it names the place of the trade;
 * - choice pool `your-captives-escorted-with-target`: every captive you hold that is escorted at the
 *   target's location (the ones you may release, "any or all");
 * - choice fate `released-to-owner-there`: the chosen captive goes back to its owner's facility, ship or
 *   Away Team at its location (captives.ts › releasePlace, then release);
 * - choice pool `opposing-present-with-target-not-released`: the opponent's personnel in play at the
 *   target's location, except those this card released during this action ("other personnel");
 * - pick count `released-by-this-card`: the number of captives this card released during this action
 *   ("an equal number");
 * - free play `while-you-hold-captives`: for free while you hold at least one captive.
 *   1E rulebook › CAPTURE (escorted captives; released; captured personnel go to a crew or Away Team of
 *   the capturing player at the same location); PLAYING "FOR FREE"; THE CARDS (a card's text overrides the rules).
 * Decisions: the captives taken in the trade go to your custody there as for any capture (captives.ts ›
 * custodyPlace: your brig there, your crewed ship or facility, else your Away Team on the planet), not
 * necessarily to the very team that escorted the released ones; a captive with no place to go back to
 * stays held and is not counted.
 */
import { bp, type Ctx } from '../context';
import type { GameEvent, GameState, PlayerId } from '../types';
import { locationOfZone, other, zoneArg, zoneKind } from '../zones';
import { captivesHeldBy, escortsOf, release, releasePlace } from './captives';
import { finding } from './target-table';
import { tableIndex } from '../table-index';

export type HostageTradeTarget = { readonly kind: 'your-escorted-captive' };
export type HostageTradePool = { readonly from: 'your-captives-escorted-with-target' } | { readonly from: 'opposing-present-with-target-not-released' };
export type ReleasedCount = { readonly kind: 'released-by-this-card' };
export type HoldingCaptivesFree = { readonly kind: 'while-you-hold-captives' };

/** For the catalogue test. */
export const HOSTAGE_TRADE_WORDS: readonly string[] = [
  'target:your-escorted-captive',
  'choice-pool:your-captives-escorted-with-target',
  'choice-pool:opposing-present-with-target-not-released',
  'choice-fate:released-to-owner-there',
  'pick-count:released-by-this-card',
  'free-play:while-you-hold-captives',
];

/** The location of a card, read through the ship or facility it is aboard or docked at. */
function locationOfCardHolder(state: GameState, iid: string): string | null {
  const zone = state.cards[iid]?.zone;
  if (!zone) return null;
  const kind = zoneKind(zone);
  if (kind === 'aboard' || kind === 'docked') return locationOfCardHolder(state, zoneArg(zone));
  return locationOfZone(state, zone);
}

/** The captives `player` holds that their personnel escort. */
export function yourEscortedCaptives(state: GameState, player: PlayerId): string[] {
  return captivesHeldBy(state, player).filter((iid) => escortsOf(state, iid).length > 0);
}

/** The escorted captives `player` holds at the location of `target`. */
export function escortedCaptivesWithTarget(state: GameState, player: PlayerId, target: string | undefined): string[] {
  const location = target ? locationOfCardHolder(state, target) : null;
  return location ? yourEscortedCaptives(state, player).filter((iid) => locationOfCardHolder(state, iid) === location) : [];
}

/** The captives `source` released in this action (its `CaptiveReleased` facts among the events so far). */
function releasedBy(ctx: Ctx, source: string): string[] {
  const title = bp(ctx.state, source).title;
  return ctx.events.flatMap((event: GameEvent) => (event.type === 'CaptiveReleased' && event.source === title && event.how === 'released' ? [event.card] : []));
}

/** The opponent's personnel in play at the target's location, except those `source` released in this action. */
export function opposingPresentNotReleased(ctx: Ctx, player: PlayerId, source: string, target: string | undefined): string[] {
  const state = ctx.state;
  const location = target ? locationOfCardHolder(state, target) : null;
  if (!location) return [];
  const released = new Set(releasedBy(ctx, source));
  return (tableIndex(state).inPlayBy[other(player)] ?? [])
    .filter((instance) => instance.faceUp && zoneKind(instance.zone) !== 'atop' && bp(state, instance.iid).type === 'Personnel' && !released.has(instance.iid))
    .filter((instance) => locationOfCardHolder(state, instance.iid) === location)
    .map((instance) => instance.iid);
}

/** The pick count `released-by-this-card`. */
export const releasedCount = (ctx: Ctx, source: string): number => releasedBy(ctx, source).length;

/** The fate `released-to-owner-there`: back to its owner at its location; none there, it stays held. */
export function releaseToOwnerThere(ctx: Ctx, iid: string, source: string): void {
  const to = releasePlace(ctx.state, iid);
  if (to) release(ctx, iid, to, 'released', bp(ctx.state, source).title);
}

/** The free play `while-you-hold-captives`. */
export const holdsCaptives = (state: GameState, player: PlayerId): boolean => captivesHeldBy(state, player).length > 0;

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOSTAGE_TRADE_TARGETS = finding(['your-escorted-captive'], (state, player) => yourEscortedCaptives(state, player));
