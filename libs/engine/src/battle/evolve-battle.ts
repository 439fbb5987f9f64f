/** evolve for the battle facts (issue 15): pure, no rule checks (battle/battle.ts decides). */
import type { BattleEvent } from './types-battle';
import type { GameState } from '../types';

export function applyBattleEvent(state: GameState, event: BattleEvent): GameState {
  switch (event.type) {
    case 'BattleInitiated':
      return {
        ...state,
        battle: event.battle,
        awaiting: event.battle.kind === 'ship' ? [{ player: event.battle.defender, kind: 'return-fire', options: event.battle.attacking }] : state.awaiting,
      };
    case 'ReturnFireDeclared':
      if (!state.battle) return state;
      return {
        ...state,
        battle: { ...state.battle, returnFire: event.target === null ? null : { ships: event.ships, target: event.target } },
        awaiting: state.turn ? [{ player: state.turn.player, kind: 'turn' }] : state.awaiting,
      };
    case 'CombatPilesFormed':
    case 'ShipsFired':
      return state;
    case 'CombatResolved': {
      const battle = state.battle;
      if (!battle || !event.loser) return state;
      return event.outcome === 'mortally-wounded'
        ? { ...state, battle: { ...battle, wounded: [...(battle.wounded ?? []), event.loser] } }
        : event.outcome === 'stunned'
          ? { ...state, battle: { ...battle, stunned: [...(battle.stunned ?? []), event.loser] } }
          : state;
    }
    case 'BattleEnded': {
      const defender = event.attacker === 'p1' ? 'p2' : 'p1';
      return { ...state, battle: null, attacked: { ...(state.attacked ?? {}), [`${defender}|${event.location}`]: event.turn } };
    }
    default:
      return state;
  }
}
