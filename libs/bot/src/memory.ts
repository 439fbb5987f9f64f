/**
 * What the bot remembers between its decisions, all of it seen in its own views: the commands it
 * gave this turn (so it never moves a group back and forth), and where its attempts failed with how
 * many unknown seeds left and how big the team was (a failed dilemma is reseeded face-down, so the
 * view alone cannot tell that the mission is blocked: 1E rulebook › ATTEMPT A MISSION › CONDITIONAL
 * EFFECTS).
 */
import type { Command } from '@captains-log/engine';
import { attemptTeam } from './orders';
import { cardOf, openMissions, unknownSeedsUnder, type Table } from './table';

export interface Memory {
  turn: number;
  issued: string[];
  failures: Record<string, { readonly under: number; readonly size: number }>;
  lastAttempt: { readonly location: string; readonly size: number } | null;
}

export function newMemory(): Memory {
  return { turn: -1, issued: [], failures: {}, lastAttempt: null };
}

/** Before deciding: a new turn clears the commands given; a finished attempt of mine is scored. */
export function observe(memory: Memory, table: Table): void {
  const turn = table.state.turn?.number ?? 0;
  if (turn !== memory.turn) {
    memory.turn = turn;
    memory.issued = [];
  }
  const last = memory.lastAttempt;
  if (last && !table.state.attempt) {
    if (table.state.completed[table.me].includes(last.location)) delete memory.failures[last.location];
    else memory.failures[last.location] = { under: unknownSeedsUnder(table, last.location), size: last.size };
    memory.lastAttempt = null;
  }
}

/** After deciding. */
export function remember(memory: Memory, table: Table, command: Command): void {
  if (table.state.turn?.player !== table.me) return;
  memory.issued.push(JSON.stringify(command));
  if (command.type === 'AttemptMission') {
    const mission = openMissions(table).find((entry) => entry.location === command.location);
    const team = mission ? attemptTeam(table, command, mission) : [];
    memory.lastAttempt = { location: command.location, size: team.filter((iid) => cardOf(table, iid).type === 'Personnel').length };
  }
}
