/**
 * Issue 15 (helper roa): a record of the titles each player has played, for "if you play (or have
 * played) {Scan}" (62nd Rule of Acquisition; Council of Warriors), and the card field that reads it.
 * - The titles played are read from the record of cards seeded and played (card-record.ts, helper records):
 *   a card played from hand (`CardPlayed`), reported for duty (`CardReported`) or downloaded
 *   (`CardDownloaded`: downloading plays the card) by the player who played it. Seeding is not playing.
 * - Field `nullifiedIf` (`youPlayed`, `attemptWith`): while the card lies face up in play it is nullified
 *   (discarded) once its owner has played a card of one of the `youPlayed` titles, before or after it
 *   entered play (checked after every command); and as its owner begins an attempt of the mission it lies
 *   on with fewer than `fewerThan` or more than `moreThan` personnel (attempt/flow.ts › beginAttempt).
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded); DOWNLOADING (a download
 *   plays the card); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp, type Ctx } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';
import { recordHas, titlesPlayed, type RecordQuery } from './card-record';
import { titledAmong } from '../card-facts';

export interface NullifiedIf {
  /** "if you play (or have played) …": any of these titles, ever played by the card's owner. */
  readonly youPlayed?: readonly string[];
  /** "if you begin an attempt with <3 (or >7) personnel": an attempt of the mission the card lies on. */
  readonly attemptWith?: { readonly fewerThan: number; readonly moreThan: number };
  /**
   * Issue 15 (helper records): "nullified if you seeded {X}" / "if you seeded a [GQ] mission" / "if you play or
   * have seeded {X}": any of these queries answered by its owner's record of cards seeded and played
   * (card-record.ts), checked after every command in every phase (a seed phase too).
   */
  readonly record?: readonly RecordQuery[];
  /**
   * Issue 15 (lead): "Nullified if you have {X} in play": a face-up card of its owner's in play of one of these titles
   * (checked after every command, as the others; and as it is played, before its downloads: `nullifiedNow`).
   */
  readonly youHaveInPlay?: readonly string[];
  /**
   * Issue 15 (helper inca): "Nullified if you have more than one ship (except shuttlepods) in play": its owner has more
   * than `count` face-up ships in play, not counting those whose ship class names `exceptClass` (checked as `youHaveInPlay`).
   */
  readonly youHaveShipsMoreThan?: { readonly count: number; readonly exceptClass?: string };
}

/** For the catalogue test. */
export const PLAYED_TITLE_WORDS: readonly string[] = ['field:nullifiedIf', 'nullifiedIf.record', 'nullifiedIf.youHaveShipsMoreThan'];

/** Whether `player` has played a card of one of these titles this game (the record of cards played: card-record.ts). */
export function hasPlayed(state: GameState, player: PlayerId, titles: readonly string[]): boolean {
  return titlesPlayed(state, player).some((title) => titles.includes(title));
}

const hasNullifiedIf: BlueprintTest = (b) => b.nullifiedIf;

/**
 * Issue 15 (helper holotos): permit `nullifies-yours` (`titles`) — while the card lies face up in play, its owner's
 * face-up cards in play of these titles are nullified (discarded), checked after every command as the fields above
 * ("Your {Crew Reassignment} and {Crossover} are nullified": The Final Frontier).
 */
export type NullifiesYoursPermit = { readonly kind: 'nullifies-yours'; readonly titles: readonly string[] };
export const NULLIFIES_YOURS_WORDS: readonly string[] = ['permit:nullifies-yours'];
const hasNullifiesYours: BlueprintTest = (b) => b.permits?.some((permit) => permit.kind === 'nullifies-yours');

function nullifyYours(ctx: Ctx): void {
  const ids = blueprintsWhere(ctx.state, hasNullifiesYours);
  if (ids.size === 0) return;
  for (const source of tableIndex(ctx.state).inPlay.filter((one) => one.faceUp && ids.has(one.blueprint))) {
    const titles = (behaviourOf(source.blueprint)!.permits ?? []).flatMap((permit) => (permit.kind === 'nullifies-yours' ? permit.titles : []));
    for (const victim of tableIndex(ctx.state).inPlayBy[source.owner].filter((one) => one.faceUp && one.iid !== source.iid && titledAmong(titles, bp(ctx.state, one.iid))))
      if (ctx.state.cards[victim.iid]?.zone === victim.zone) leavePlay(ctx, victim.iid, 'discarded', source.iid);
  }
}

/**
 * After a command: each face-up card whose owner has played a `youPlayed` title (play phase), or whose owner's
 * record answers one of its `record` queries (any phase: seeds are recorded as they are made), is discarded.
 */
export function nullifyWhenPlayed(ctx: Ctx): void {
  if (ctx.state.result) return;
  nullifyYours(ctx);
  const ids = blueprintsWhere(ctx.state, hasNullifiedIf);
  if (ids.size === 0) return;
  const playPhase = ctx.state.phase === 'play';
  for (const instance of tableIndex(ctx.state).inPlay.filter((one) => one.faceUp && ids.has(one.blueprint))) {
    const { youPlayed: titles, record } = behaviourOf(instance.blueprint)!.nullifiedIf!;
    if (ctx.state.cards[instance.iid]?.zone !== instance.zone) continue;
    const played = playPhase && titles !== undefined && hasPlayed(ctx.state, instance.owner, titles);
    if (played || (record ?? []).some((query) => recordHas(ctx.state, instance.owner, query)) || youHaveInPlay(ctx.state, instance.iid)) leavePlay(ctx, instance.iid, 'discarded', instance.iid);
  }
}

/** Whether the card's owner has a face-up card in play of one of its `youHaveInPlay` titles (the card would be nullified now). */
export function youHaveInPlay(state: GameState, card: string): boolean {
  const instance = state.cards[card];
  const rule = instance ? behaviourOf(instance.blueprint)?.nullifiedIf : undefined;
  const ships = rule?.youHaveShipsMoreThan;
  if (ships) {
    const counted = tableIndex(state).inPlayBy[instance!.owner].filter((one) => one.faceUp && zoneKind(one.zone) !== 'atop' && bp(state, one.iid).type === 'Ship' && !(ships.exceptClass && (bp(state, one.iid).ship?.shipClass ?? '').toLowerCase().includes(ships.exceptClass.toLowerCase())));
    if (counted.length > ships.count) return true;
  }
  const titles = rule?.youHaveInPlay;
  if (!titles) return false;
  return tableIndex(state).inPlayBy[instance!.owner].some((one) => one.iid !== card && one.faceUp && titledAmong(titles, bp(state, one.iid)));
}

/** As `player` begins an attempt at `location` with `count` personnel: their cards lying on it with an `attemptWith` bound it breaks are discarded. */
export function nullifyOnAttemptSize(ctx: Ctx, player: PlayerId, location: string, count: number): void {
  const ids = blueprintsWhere(ctx.state, hasNullifiedIf);
  if (ids.size === 0) return;
  for (const instance of tableIndex(ctx.state).inPlay.filter((one) => one.faceUp && one.owner === player && ids.has(one.blueprint))) {
    const bound = behaviourOf(instance.blueprint)!.nullifiedIf!.attemptWith;
    const zone = ctx.state.cards[instance.iid]?.zone ?? '';
    if (!bound || zoneKind(zone) !== 'atop' || zoneArg(zone) !== location) continue;
    if (count < bound.fewerThan || count > bound.moreThan) leavePlay(ctx, instance.iid, 'discarded', instance.iid);
  }
}

