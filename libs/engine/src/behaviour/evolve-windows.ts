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
        zones: { ...state.zones, [event.zone]: [...event.order, ...(state.zones[event.zone] ?? []).filter((iid) => !event.order.includes(iid) && !(event.beneath ?? []).includes(iid)), ...(event.beneath ?? [])] },
        windowsPending: { ...pending, arrange: null },
        awaiting: pending.arrange?.before ?? state.awaiting,
      };
    case 'PlayAnotherRequired':
      return { ...state, windowsPending: { ...pending, playAnother: { player: event.player, card: event.card, turn: event.turn } } };
  }
}
