/**
 * How the facts of vocabulary-windows.ts change the state (issue 15, premiere-windows): pure, no
 * rules (evolve.ts hands them here with one line).
 */
import type { GameEvent, GameState } from '../types';
import type { WindowsEvent } from './vocabulary-windows';


export function applyWindowsEvent(state: GameState, event: Extract<GameEvent, { type: WindowsEvent['type'] }>): GameState {
  const pending = state.windowsPending ?? {};
  switch (event.type) {
    case 'ArrangementAwaited':
      return {
        ...state,
        windowsPending: { ...pending, arrange: { player: event.player, zone: event.zone, source: event.source, before: state.awaiting } },
        awaiting: [{ player: event.player, kind: 'arrange-cards', options: [event.zone] }],
      };
    case 'CardsArranged':
      return {
        ...state,
        zones: { ...state.zones, [event.zone]: [...event.order] },
        windowsPending: { ...pending, arrange: null },
        awaiting: pending.arrange?.before ?? state.awaiting,
      };
    case 'PlayAnotherRequired':
      return { ...state, windowsPending: { ...pending, playAnother: { player: event.player, card: event.card, turn: event.turn } } };
  }
}
