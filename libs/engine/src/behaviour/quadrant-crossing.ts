/**
 * Issue 15 (events of later sets): a card on its owner's table that lets personnel report outside their
 * native quadrant — "once each turn, your personnel native to the Alpha Quadrant may report (but not
 * download) as if they were [MQ]" (Crossover: An Invitation). The permit `report-as-if-native`
 * (`from` the native quadrant, `to` the quadrant they may report in, `oncePerTurn`) is read by
 * `crossingKey` in the reporting check (play.ts › checkReportingPlace, only for `ReportForDuty` and its
 * offers: never for downloads or special reports) and spent by `report` (`CardAbilityUsed`).
 *   1E rulebook › REPORTING FOR DUTY (native quadrant); MISCELLANEOUS RULES › "ONCE PER GAME" AND
 *   SIMILAR LIMITS ("once each turn": per player and title).
 */
import type { Card, Quadrant } from '@captains-log/cards';
import { nativeQuadrant } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

export type CrossingPermit = {
  readonly kind: 'report-as-if-native';
  readonly from: Quadrant;
  readonly to: Quadrant;
  readonly types: readonly ('Personnel' | 'Ship')[];
  readonly oncePerTurn?: boolean;
  /** Issue 15 (helper inca): only a card showing this icon ("your [MU] personnel may ignore their [MU] icon": Crossover). */
  readonly icon?: string;
  /**
   * Issue 15 (helper inca): the once-each-turn use is recorded under this key, shared with the card's other way
   * (`whenCardsPlayed.limitKey`: "once each turn, X OR Y" — one use of either; Crossover).
   */
  readonly limitKey?: string;
};

/** The ability key of a table card that lets `card` report in `quadrant` now, or null. */
export function crossingKey(state: GameState, player: PlayerId, card: Card, quadrant: Quadrant): string | null {
  if (nativeQuadrant(card) === quadrant) return null;
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    for (const permit of behaviour?.permits ?? []) {
      if (permit.kind !== 'report-as-if-native' || permit.to !== quadrant || permit.from !== nativeQuadrant(card) || !permit.types.includes(card.type as 'Personnel')) continue;
      if (permit.icon && !card.icons.some((icon) => icon.code === permit.icon)) continue;
      const key = permit.limitKey ?? `report as if native:${behaviour!.title}`;
      if (permit.oncePerTurn && state.abilityUses?.[`${player}|${key}`] === state.turn?.number) continue;
      return key;
    }
  }
  return null;
}

export const CROSSING_WORDS: readonly string[] = ['permit:report-as-if-native', 'report-as-if-native.icon', 'limitKey'];
