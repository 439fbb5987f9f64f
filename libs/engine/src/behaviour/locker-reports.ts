/**
 * Issue 15 (site text): a card lying on a site or a ship that lets its owner's cards report there while
 * their personnel present are unopposed — Weapons Locker ("your hand weapons may report there, for free if
 * at a site"). `CardBehaviour.reportsWhereLying`, offered and checked as a special report
 * (`SpecialReport { card, to: aboard:<host> }`, behaviour/reporting.ts).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; 1E DS9 expansion rules ›
 *   REPORTING CARDS FOR DUTY (sites); 1E rulebook › glossary "unopposed" (your personnel present, none of
 *   the opponent's).
 */
import type { Card } from '@captains-log/cards';
import { bp, inPlayOf } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import type { ReportFilter } from './vocabulary-reporting';
import { awayReportPlaces } from './away-reports';

/** `CardBehaviour.reportsWhereLying`: cards matching `who` report aboard the card it lies on; `freeAtSite`: for free when that is a site. */
export interface LyingReports {
  readonly who: ReportFilter;
  /** Only while the owner's personnel present there are unopposed. */
  readonly ifUnopposed?: true;
  readonly freeAtSite?: true;
}

function unopposedAt(state: GameState, player: PlayerId, host: string): boolean {
  const here = cardsIn(state, Z.aboard(host)).filter((iid) => bp(state, iid).type === 'Personnel');
  return here.some((iid) => state.cards[iid]!.owner === player) && !here.some((iid) => state.cards[iid]!.owner !== player);
}

/** Whether any card of the player's lies where it lets cards report (legalCommands looks no further otherwise). */
export function hasLyingReports(state: GameState, player: PlayerId): boolean {
  return inPlayOf(state, player).some((instance) => instance.faceUp && zoneKind(instance.zone) === 'on' && (behaviourOf(instance.blueprint)?.reportsWhereLying !== undefined || behaviourOf(instance.blueprint)?.reportsAboardAway === true));
}

type LyingPlace = { to: string; source: string; cost: 'normal' | 'free' | 'free-once-per-turn'; joins?: string; sharedKey?: string };

/** The places the player's lying cards open to the printed card now: aboard their host, free at a site when the card says so. */
export function lyingReportPlaces(state: GameState, player: PlayerId, printed: Card, matches: (card: Card, filter: ReportFilter) => boolean): LyingPlace[] {
  const out: LyingPlace[] = [];
  for (const instance of inPlayOf(state, player)) {
    if (!instance.faceUp || zoneKind(instance.zone) !== 'on') continue;
    // Issue 15 (helper voyds9): aboard its ship while the ship is away from home (away-reports.ts: Home Away From Home).
    if (behaviourOf(instance.blueprint)?.reportsAboardAway) out.push(...awayReportPlaces(state, instance, printed));
    const permit = behaviourOf(instance.blueprint)?.reportsWhereLying;
    if (!permit || !matches(printed, permit.who)) continue;
    const host = zoneArg(instance.zone);
    const hostCard = bp(state, host);
    // Issue 15 (helper voyds9): or a facility ("Seeds or plays on your [Dom] facility. Your [AU][Dom] cards may report here": Vorta Scenario Testing).
    if (hostCard.type !== 'Site' && hostCard.type !== 'Ship' && hostCard.type !== 'Facility') continue;
    if (permit.ifUnopposed && !unopposedAt(state, player, host)) continue;
    out.push({ to: Z.aboard(host), source: instance.iid, cost: permit.freeAtSite && hostCard.type === 'Site' ? 'free' : 'normal' });
  }
  return out;
}
