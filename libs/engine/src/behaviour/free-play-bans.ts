/**
 * Issue 15 (helper incidents): a card on its owner's table that takes away their free reports — "You may not
 * otherwise play personnel for free" (Battle Stations: All Hands), "You may play personnel for free only at
 * {Qo'noS}" (Guess Who's Coming to Dinner).
 * Word (a permit on a card face up on its owner's table, or lying on a card of theirs), read by free-reports.ts ›
 * reportsFreeByCards / freeReportSpent (every free report of a personnel or ship passes there):
 * - `no-free-reports` (`types`: the card types it bars, `otherwise`: the card's own `free-report` permits still
 *   work, `onlyAt`: free reports stay allowed to a place at a location whose mission has one of these titles).
 *   1E rulebook › PLAYING "FOR FREE"; MISCELLANEOUS RULES › CARD EFFECTS (a card's restriction on its owner).
 * Decision: a report the ban makes not free is not refused: it uses the normal card play like any report (the
 * card forbids playing for free, not playing); a free play a card's effect just opened (immediate-free-plays.ts)
 * is barred too.
 */
import { missionIsAt } from '../card-facts';
import { bp } from '../context';
import { perCards, tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfCard, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { isNative } from './time-locations';

export type FreePlayBanPermit = {
  readonly kind: 'no-free-reports';
  readonly types: readonly ('Personnel' | 'Ship')[];
  /** "may not otherwise": the free reports of this card's own `free-report` permits are still allowed. */
  readonly otherwise?: true;
  /** "for free only at {Qo'noS}": reports to a place at a location at one of these places stay free (card-facts.ts › missionIsAt: the rulebook's homeworlds, or a mission so titled). */
  readonly onlyAt?: readonly string[];
  /**
   * Issue 15 (helper timeloc): "unless native to this timeline or reporting to a ship or facility here" — free reports stay
   * allowed at the location where this card lies (a time location) of a card native to it (time-locations.ts › isNative),
   * or aboard a ship or facility there. Read for the card lying atop a location too (Protect the Timeline).
   */
  readonly exceptHere?: true;
};

/** For the catalogue test. */
export const FREE_PLAY_BAN_WORDS: readonly string[] = ['permit:no-free-reports'];

/** The bans of the player's face-up cards on their table or lying on a card (memoised per card record). */
function bansOf(state: GameState, player: PlayerId): readonly { title: string; permit: FreePlayBanPermit; iid: string }[] {
  return perCards(state, `free-play-bans:${player}`, () => {
    const out: { title: string; permit: FreePlayBanPermit; iid: string }[] = [];
    for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
      // Issue 15 (helper timeloc): a card lying atop a location too (Protect the Timeline on a time location).
      if (!instance.faceUp || (zoneKind(instance.zone) !== 'table' && zoneKind(instance.zone) !== 'on' && zoneKind(instance.zone) !== 'atop')) continue;
      const behaviour = behaviourOf(instance.blueprint);
      for (const permit of behaviour?.permits ?? []) if (permit.kind === 'no-free-reports') out.push({ title: behaviour!.title, permit, iid: instance.iid });
    }
    return out;
  });
}

/**
 * Whether `player`'s cards forbid reporting `card` to `place` for free: undefined when nothing forbids it; else the
 * titles of the cards whose own free reports are still allowed (`otherwise`; empty: none).
 */
export function freeReportBan(state: GameState, player: PlayerId, card: string, place: string): readonly string[] | undefined {
  const bans = bansOf(state, player);
  if (bans.length === 0) return undefined;
  const type = state.cards[card] ? bp(state, card).type : undefined;
  if (type !== 'Personnel' && type !== 'Ship') return undefined;
  let banned = false;
  const exempt: string[] = [];
  for (const { title, permit, iid } of bans) {
    if (!permit.types.includes(type)) continue;
    if (permit.onlyAt && atMissionTitled(state, place, permit.onlyAt)) continue;
    if (permit.exceptHere && nativeOrAboardHere(state, iid, card, place)) continue;
    banned = true;
    if (permit.otherwise) exempt.push(title);
  }
  return banned ? exempt : undefined;
}

/** Issue 15 (helper timeloc): `place` is at the location where `source` lies, and is a ship or facility there, or `card` is native to it. */
function nativeOrAboardHere(state: GameState, source: string, card: string, place: string): boolean {
  const here = locationOfCard(state, source);
  const at = state.cards[place] ? locationOfCard(state, place) : state.locations[place] ? place : null;
  if (!here || at !== here) return false;
  const type = state.cards[place] ? bp(state, place).type : undefined;
  return type === 'Ship' || type === 'Facility' || isNative(state, here, card);
}

/** The place (a card, or a location) is at a location whose mission is at one of these places. */
function atMissionTitled(state: GameState, place: string, places: readonly string[]): boolean {
  const location = state.cards[place] ? locationOfCard(state, place) : state.locations[place] ? place : null;
  const missions = location ? (state.locations[location]?.missions ?? []) : [];
  return missions.some((mission) => state.cards[mission] !== undefined && places.some((named) => missionIsAt(bp(state, mission), named)));
}
