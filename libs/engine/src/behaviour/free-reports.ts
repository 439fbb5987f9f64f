/**
 * Equipment that "reports for free" (issue 15, incidents pass): it reports for duty like any
 * equipment but does not use the normal card play, on your turn before orders begin, as many as
 * you like (or once each turn, when the card says so). Read by `checkReport` and `report` (play.ts)
 * and offered by legalCommands once the normal card play is spent (`freeReportOffers`).
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS ("(once each turn)").
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { playsFree } from './free-plays';
import { behaviourOf } from './registry';
import type { CardBehaviour } from './vocabulary';

export type FreeReport =
  /** For free, but only one card of this title each turn ("Reports for free (once each turn)"). */
  | { readonly kind: 'once-per-turn' }
  /** For free when it reports to a facility showing this icon ("may report to a [MQ] facility for free"). */
  | { readonly kind: 'to-facility-icon'; readonly icon: string };

/** The ability-use key of a once-each-turn free report (`CardAbilityUsed`, `state.abilityUses`). */
export function freeReportKey(behaviour: CardBehaviour): string {
  return `free report:${behaviour.title}`;
}

/** Whether reporting `card` to `facility` is free for `player` now. */
export function reportsFree(state: GameState, player: PlayerId, card: string, facility: string): boolean {
  const behaviour = behaviourOf(state.cards[card]?.blueprint ?? '');
  const free = behaviour?.play?.free;
  if (!behaviour || !free) return false;
  if (free.kind === 'once-per-turn') return state.abilityUses?.[`${player}|${freeReportKey(behaviour)}`] !== state.turn?.number;
  if (free.kind === 'to-facility-icon') return !!state.cards[facility] && bp(state, facility).icons.some((icon) => icon.code === free.icon);
  return playsFree(state, player, behaviour, facility);
}

/** Whether a card in hand has any free report at all (legalCommands looks no further for the others). */
export function mayReportFree(state: GameState, card: string): boolean {
  return behaviourOf(state.cards[card]?.blueprint ?? '')?.play?.free !== undefined && bp(state, card).type !== 'Personnel';
}
