/**
 * How the facts of vocabulary-windows.ts change the state (issue 15, premiere-windows): pure, no
 * rules (evolve.ts hands them here with one line).
 */
import type { GameEvent, GameState } from '../types';
import type { WindowsEvent } from './vocabulary-windows';


/** The zone's new order: `order` (top first) on top, `beneath` under the rest; a discard pile's top is its end (issue 15, helper dqv). */
function arranged(zone: readonly string[], event: { readonly zone: string; readonly order: readonly string[]; readonly beneath?: readonly string[] }): string[] {
  const rest = zone.filter((iid) => !event.order.includes(iid) && !(event.beneath ?? []).includes(iid));
  if (event.zone.startsWith('discard:')) return [...rest, ...[...event.order].reverse()];
  return [...event.order, ...rest, ...(event.beneath ?? [])];
}

export function applyWindowsEvent(state: GameState, event: Extract<GameEvent, { type: WindowsEvent['type'] }>): GameState {
  const pending = state.windowsPending ?? {};
  switch (event.type) {
    case 'ArrangementAwaited':
      return {
        ...state,
        windowsPending: {
          ...pending,
          arrange: {
            player: event.player,
            zone: event.zone,
            source: event.source,
            before: state.awaiting,
            ...(event.count !== undefined ? { count: event.count } : {}),
            ...(event.beneath ? { beneath: true } : {}),
            ...(event.thenSourceBeneath ? { thenSourceBeneath: true } : {}),
          },
        },
        awaiting: [{ player: event.player, kind: 'arrange-cards', options: [event.zone] }],
      };
    case 'CardsArranged':
      return {
        ...state,
        // Issue 15 (events of later sets): the cards named go on top (`order`) and beneath (`beneath`); the others keep their places between.
        zones: { ...state.zones, [event.zone]: arranged(state.zones[event.zone] ?? [], event) },
        windowsPending: { ...pending, arrange: null },
        awaiting: pending.arrange?.before ?? state.awaiting,
      };
    case 'PlayAnotherRequired':
      return { ...state, windowsPending: { ...pending, playAnother: { player: event.player, card: event.card, turn: event.turn } } };
  }
}
