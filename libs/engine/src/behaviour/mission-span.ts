/**
 * Issue 15 (ships, pass E): a mission whose text changes the span ships fly with — at its own
 * location for some ships ("Span -2 for [Maq] ships", "Span -2 for all Son'a ships"), or at the
 * locations next to it on the spaceline for every ship ("Adjacent missions are span -1"). Read by
 * play.ts › locationSpan, so every flight (moving, RANGE left, the moves legalCommands offers) sees it.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (each location entered costs its span in RANGE);
 *   THE CARDS › MISSIONS (span).
 * Decision: a changed span is never below 1 (the rulebook names no lower bound; a span of 0 or less
 * would let a ship fly for nothing).
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { perCards } from '../table-index';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import type { MissionSpan } from './vocabulary-mission-span';

interface SpanSource {
  readonly location: string;
  readonly span: MissionSpan;
}

/** The missions on the spaceline whose text changes spans (once per card record). */
function spanSources(state: GameState): readonly SpanSource[] {
  return perCards(state, 'mission-span', () => {
    const out: SpanSource[] = [];
    for (const [id, location] of Object.entries(state.locations))
      for (const mission of location.missions) {
        const span = behaviourOf(state.cards[mission]!.blueprint)?.mission?.spanChange;
        if (span) out.push({ location: id, span });
      }
    return out;
  });
}

function shipMatches(card: Card | undefined, ships: MissionSpan['ships']): boolean {
  if (!ships) return true;
  if (!card) return false;
  if (ships.icon && !card.icons.some((icon) => icon.code.toLowerCase() === ships.icon!.toLowerCase())) return false;
  if (ships.classContains && !(card.ship?.shipClass ?? '').toLowerCase().includes(ships.classContains.toLowerCase())) return false;
  return true;
}

function adjacentTo(state: GameState, a: string, b: string): boolean {
  const line = state.spacelines[state.locations[a]!.quadrant] ?? [];
  const index = line.indexOf(a);
  return index >= 0 && (line[index - 1] === b || line[index + 1] === b);
}

/** The span at `location` for `ship` (undefined: a flight not made by a known ship — only changes for every ship apply). */
export function changedSpan(state: GameState, location: string, printed: number, ship?: string): number {
  const sources = spanSources(state);
  if (sources.length === 0) return printed;
  const card = ship && state.cards[ship] ? bp(state, ship) : undefined;
  let delta = 0;
  for (const source of sources) {
    const applies = source.span.adjacent ? adjacentTo(state, source.location, location) : source.location === location;
    if (applies && shipMatches(card, source.span.ships)) delta += source.span.delta;
  }
  return delta === 0 ? printed : Math.max(1, printed + delta);
}
