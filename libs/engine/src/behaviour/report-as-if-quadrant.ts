/**
 * Issue 15 (helper voyds9): a card lying on its owner's facility that makes some of that player's cards report
 * as if native to another quadrant — "Your matching % personnel and ships native to the Alpha Quadrant and
 * without DL/ must report as if they were [DQ]" (Whisked Away). Card field `reportsAsIfQuadrant`:
 * the owner's cards of `types` native to `from`, sharing an affiliation with the facility it lies on
 * (`matchingHost`), universal (`universal`), without a special download (`noSpecialDownloads`), are treated
 * as native to `to` when they report ("must": they no longer report in their printed quadrant). Read by
 * play.ts › checkReportingPlace (reporting to a facility, and downloads, which report the same way).
 *   1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import type { Card, Quadrant } from '@captains-log/cards';
import { bp } from '../context';
import { nativeQuadrant } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface ReportsAsIfQuadrant {
  readonly from: Quadrant;
  readonly to: Quadrant;
  readonly types: readonly ('Personnel' | 'Ship')[];
  readonly matchingHost?: true;
  readonly universal?: true;
  readonly noSpecialDownloads?: true;
}

export const REPORT_AS_IF_QUADRANT_WORDS: readonly string[] = ['field:reportsAsIfQuadrant'];

const hasWord: BlueprintTest = (b) => b.reportsAsIfQuadrant;

function specialDownloads(card: Card): number {
  return (card.personnel?.skillBox.specialDownloads.length ?? 0) + (card.ship?.specialDownloads.length ?? 0);
}

/** The quadrant `card` (of `player`'s) is native to when it reports, if a card of theirs changes it; else null. */
export function reportQuadrantOf(state: GameState, player: PlayerId, card: Card): Quadrant | null {
  const ids = blueprintsWhere(state, hasWord);
  if (ids.size === 0) return null;
  for (const source of tableIndex(state).inPlayBy[player] ?? []) {
    if (!source.faceUp || !ids.has(source.blueprint) || zoneKind(source.zone) !== 'on') continue;
    const rule = behaviourOf(source.blueprint)!.reportsAsIfQuadrant!;
    if (!rule.types.includes(card.type as 'Personnel') || nativeQuadrant(card) !== rule.from) continue;
    if (rule.universal && !card.universal) continue;
    if (rule.noSpecialDownloads && specialDownloads(card) > 0) continue;
    const host = state.cards[zoneArg(source.zone)] ? bp(state, zoneArg(source.zone)) : undefined;
    if (rule.matchingHost && !(host?.type === 'Facility' && card.affiliations.some((affiliation) => host.affiliations.includes(affiliation)))) continue;
    return rule.to;
  }
  return null;
}
