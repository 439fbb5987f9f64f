/** evolve for the battle facts (issue 15): pure, no rule checks (battle/battle.ts decides). */
import type { BattleEvent } from './types-battle';
import type { GameEvent, GameState } from '../types';

export function applyBattleEvent(state: GameState, event: BattleEvent): GameState {
  switch (event.type) {
    case 'BattleInitiated':
      return {
        ...state,
        // Issue 15 (helper battle): who ever initiated battle against which cards (behaviour/attacked-permits.ts).
        ...withAttacked(state.attackedCards, event.battle.attacker, [...event.battle.defending, ...(event.battle.target ? [event.battle.target] : [])]),
        // Issue 15 (borg objectives): the last battle at each location (behaviour/scouting.ts: no probe after a battle there).
        ...(state.turn ? { battledAt: { ...(state.battledAt ?? {}), [event.battle.location]: state.turn.number } } : {}),
        lastBattle: null,
        lastShipBattle: null,
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
    case 'CounterAttackOpened':
      return { ...state, attacked: { ...(state.attacked ?? {}), [`${event.player}|${event.location}`]: event.turn } };
    case 'BattleStepAdded':
      return state.battle ? { ...state, battle: { ...state.battle, beforeWinner: [...(state.battle.beforeWinner ?? []), event.step] } } : state;
    case 'BattleModified':
      return state.battle ? { ...state, battle: { ...state.battle, modifiers: [...(state.battle.modifiers ?? []), event.modifier] } } : state;
    // Issue 15 (helper pairs): the combat stage is kept in the battle so that it can pause at a pairing (battle/battle.ts › runCombat).
    case 'CombatPilesFormed':
      return state.battle ? { ...state, battle: { ...state.battle, combat: { piles: event.piles, setAside: event.setAside } } } : state;
    // Issue 15 (helper battle): one more battle on each equipment's record (behaviour/battle-equipment.ts).
    case 'EquipmentJoinedBattle': {
      const cards = { ...state.cards };
      for (const iid of event.cards) if (cards[iid]) cards[iid] = { ...cards[iid]!, battlesUsed: (cards[iid]!.battlesUsed ?? 0) + 1 };
      return { ...state, cards };
    }
    case 'CombatPaused': {
      const combat = state.battle?.combat;
      if (!state.battle || !combat) return state;
      const { stays: _stays, ...rest } = combat;
      return { ...state, battle: { ...state.battle, combat: { ...rest, pairing: event.pairing, drawn: event.drawn, used: event.used, stunsUsed: event.stunsUsed, capturesUsed: event.capturesUsed } } };
    }
    case 'CombatResponded': {
      const battle = state.battle;
      if (!battle?.combat) return state;
      const combat = { ...battle.combat, responses: [...(battle.combat.responses ?? []), event.source], ...(event.stays ? { stays: event.stays } : {}) };
      const wounded = battle.wounded ?? [];
      if (event.outcome === 'mortally-wounded') return { ...state, battle: { ...battle, combat, wounded: [...wounded, event.target] } };
      if (event.outcome === 'stunned') return { ...state, battle: { ...battle, combat, stunned: [...(battle.stunned ?? []), event.target] } };
      if (event.outcome === 'disabled') return { ...state, battle: { ...battle, combat, wounded: wounded.filter((iid) => iid !== event.target) } };
      return { ...state, battle: { ...battle, combat } };
    }
    case 'ShipsFired':
      return state;
    case 'CombatResolved': {
      const battle = state.battle;
      if (!battle || !event.loser) return state;
      // Issue 15 (helper trophies): who hurt it — the other adversary of the pairing (behaviour/trophies.ts › hurterOf).
      // A wound the loser's own card dealt (Reman Dagger: its bearer dies with the adversary) names no hurter.
      const selfInflicted = !!event.by && state.cards[event.by]?.owner === state.cards[event.loser]?.owner;
      const hurter = selfInflicted ? undefined : hurterOf(event.adversaries, event.loser);
      const hurtBy = hurter && event.outcome !== 'none' ? { hurtBy: { ...(battle.hurtBy ?? {}), [event.loser]: hurter } } : {};
      return event.outcome === 'mortally-wounded'
        ? { ...state, battle: { ...battle, wounded: [...(battle.wounded ?? []), event.loser], ...hurtBy } }
        : event.outcome === 'stunned'
          ? { ...state, battle: { ...battle, stunned: [...(battle.stunned ?? []), event.loser], ...hurtBy } }
          : state;
    }
    case 'BattleEnded': {
      const defender = event.attacker === 'p1' ? 'p2' : 'p1';
      const hurtBy = state.battle?.hurtBy;
      const lastBattle = event.kind === 'personnel' && event.zone && !event.cancelled ? { zone: event.zone, attacker: event.attacker, winner: event.winner, killed: event.killed ?? [], ...(hurtBy ? { hurtBy } : {}) } : null;
      // Issue 15 (battle-cards): a ship battle's record, for the responses just after it (behaviour/after-ship-battle.ts).
      const lastShipBattle = event.kind === 'ship' && event.ships && !event.cancelled ? { location: event.location, attacker: event.attacker, winner: event.winner, ...event.ships } : null;
      return { ...state, battle: null, lastBattle, lastShipBattle, attacked: { ...(state.attacked ?? {}), [`${defender}|${event.location}`]: event.turn } };
    }
    default:
      return state;
  }
}

/** Keeps `dockedAt` (battle/repair.ts): the turn a ship docked (or was reported docked); forgotten when it is no longer docked. */
export function trackDocking(state: GameState, event: GameEvent): GameState {
  let ship: string | undefined;
  if (event.type === 'ShipDocked') ship = event.ship;
  else if (event.type === 'CardReported' && event.to.startsWith('docked:')) ship = event.card;
  if (ship !== undefined) return { ...state, dockedAt: { ...(state.dockedAt ?? {}), [ship]: state.turn?.number ?? 0 } };
  const moved = event.type === 'ShipUndocked' ? event.ship : event.type === 'CardLeftPlay' || event.type === 'CardMoved' ? event.card : undefined;
  if (moved === undefined || state.dockedAt?.[moved] === undefined || state.cards[moved]?.zone.startsWith('docked:')) return state;
  const dockedAt = { ...state.dockedAt };
  delete dockedAt[moved];
  return { ...state, dockedAt };
}

/** Issue 15 (helper trophies): the adversary that stunned or mortally wounded `loser` in a pairing (none when the loser is neither). */
function hurterOf(adversaries: readonly [string, string], loser: string): string | undefined {
  return loser === adversaries[0] ? adversaries[1] : loser === adversaries[1] ? adversaries[0] : undefined;
}

/** The record with `cards` newly attacked by `attacker` (the first attacker of a card is kept); nothing when none is new. */
function withAttacked(record: GameState['attackedCards'], attacker: 'p1' | 'p2', cards: readonly string[]): Pick<GameState, 'attackedCards'> {
  const fresh = cards.filter((iid) => record?.[iid] === undefined);
  if (fresh.length === 0) return {};
  const out: Record<string, 'p1' | 'p2'> = { ...(record ?? {}) };
  for (const iid of fresh) out[iid] = attacker;
  return { attackedCards: out };
}
