/**
 * Issue 15, personnel pass (helper personnel-a): personnel who let their owner play other cards for
 * free — "once each turn, your {Bynars} card may play for free". `CardBehaviour.grantsFreePlay`;
 * read by `checkPlayCard` / `playCard` (play.ts) beside the card's own free play (free-plays.ts).
 *   1E rulebook › PLAYING "FOR FREE" (not the normal card play, still before executing orders);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (once each turn per title and player).
 */
import { blueprintOf, titledAmong, titledWithPrefix } from '../card-facts';
import type { Card } from '@captains-log/cards';
import type { GameState, PlayerId } from '../types';
import { presentWith } from './nullify-protection';
import type { PersonnelFilter } from './vocabulary-events2';
import { isInPlayZone, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { matchesDownload } from './downloads';
import { facilityCommanderAtSite } from './facility-commanders';
import type { DownloadFilter } from './vocabulary-downloads';
import { tableIndex } from '../table-index';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';

/** Cards the grant names play for free, once each turn when `oncePerTurn`. */
export interface FreePlayGrant {
  /** Issue 15 (helper substring): cards bearing one of these titles ({Hunting Group}; card-facts.ts › titledAmong). */
  readonly titles?: readonly string[];
  /**
   * Issue 15 (helper substring): a title family named on purpose ("one {HQ} card": every "HQ: …"; "your {Bynars} card":
   * Bynars Weapon Enhancement, Bynars Data Transfer; card-facts.ts › titledWithPrefix). Both were a substring `titleIncludes`.
   */
  readonly titlePrefixes?: readonly string[];
  /** Issue 15 (battle2): cards showing this icon (`Rule`); with `withPresent`, only while such a personnel of the owner is present with the grantor (Scepter of the Grand Nagus). */
  readonly icon?: string;
  readonly withPresent?: PersonnelFilter;
  readonly oncePerTurn?: boolean;
  /**
   * Issue 15 (ships, pass E): the once-each-turn is shared with the card's own `free-report-here`
   * ("one Gul or Legate OR one {HQ} card may play for free here"): either one, not both, each turn.
   */
  readonly sharedWithFreeReport?: boolean;
  /** Issue 15 (lead): the cards it lets play for free, by title or characteristic ("your Captain's Order or {File Mission Report}"). */
  readonly cards?: DownloadFilter;
  /** Issue 15 (lead): only while the grantor lies on a site where its owner's facility commander of that Nor is (Station Briefing; facility-commanders.ts). */
  readonly facilityCommanderHere?: true;
  /**
   * Issue 15 (helper incb): only while the grantor lies on a personnel of its owner matching this ("plays on your Founder;
   * once each turn, Dominion Hierarchy plays for free": not while it lies on a facility, its other way).
   */
  readonly onHost?: PersonnelFilter;
}

const useKey = (player: PlayerId, title: string) => `${player}|${title}#free-play`;

/** The title of the personnel of `player` in play that lets the card titled `title` play for free now (its limit unspent), if any. */
const grantsFreePlay: BlueprintTest = (behaviour) => behaviour.grantsFreePlay;

export function freePlayGrantor(state: GameState, player: PlayerId, played: Card): string | undefined {
  // Issue 17: the game's granting blueprints found once per game, and only the player's cards in play walked
  // (this ran over every card of the game, decks included, for each card play checked by legalCommands).
  const granting = blueprintsWhere(state, grantsFreePlay);
  if (granting.size === 0) return undefined;
  for (const card of tableIndex(state).inPlayBy[player]) {
    if (!granting.has(card.blueprint) || card.owner !== player || !card.faceUp || card.disabled || zoneKind(card.zone) === 'table') continue;
    const grant = behaviourOf(card.blueprint)?.grantsFreePlay;
    if (!grant || ((grant.titles || grant.titlePrefixes) && !titledAmong(grant.titles, played) && !titledWithPrefix(grant.titlePrefixes, played))) continue;
    if (grant.icon && !played.icons.some((icon) => icon.code === grant.icon)) continue;
    if (grant.withPresent && !presentWith(state, card.iid, grant.withPresent)) continue;
    if (grant.cards && !matchesDownload(played, grant.cards)) continue;
    if (grant.facilityCommanderHere && !(zoneKind(card.zone) === 'on' && facilityCommanderAtSite(state, player, zoneArg(card.zone)))) continue;
    if (grant.onHost && !onHostMatching(state, card.zone, grant.onHost)) continue;
    const grantor = blueprintOf(state, card.iid).title;
    if (grant.oncePerTurn && state.abilityUses?.[useKey(player, grantor)] === state.turn?.number) continue;
    if (grant.sharedWithFreeReport && state.abilityUses?.[`${player}|${freeReportHereKey(grantor)}`] === state.turn?.number) continue;
    return grantor;
  }
  return undefined;
}

/** Whether `zone` is `on:` a personnel in play matching `filter` (the grantor lies on it). */
function onHostMatching(state: GameState, zone: string, filter: PersonnelFilter): boolean {
  if (zoneKind(zone) !== 'on') return false;
  const host = state.cards[zoneArg(zone)];
  return !!host && isInPlayZone(host.zone) && blueprintOf(state, host.iid).type === 'Personnel' && personnelMatches(blueprintOf(state, host.iid), filter);
}

/** The ability key a place's once-each-turn free report is spent under (free-reports.ts › placeFreeReport). */
export const freeReportHereKey = (place: string) => `free report here:${place}`;

/** The `CardAbilityUsed` title a grant's use is recorded under. */
export const freePlayUseTitle = (grantor: string) => `${grantor}#free-play`;
