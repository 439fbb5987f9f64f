/**
 * legalCommands generates the play phase's commands from staged checks (issue 17); the previous
 * generate-and-test list (every candidate through the full `check`) is kept as the oracle in
 * testing/legal-oracle.ts. Over many seeded positions of random games (starter decks and random
 * universe decks), both lists must be equal, in the same order, for both players and the director.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { loadLackeyCsvFile, type Card } from '@captains-log/cards';
import { decide } from './decide';
import { evolve, initialState } from './evolve';
import { legalCommands } from './legal';
import { Rng, rngFromSeed } from './prng';
import { pickCommand, randomDeck, starterDecks, weightedPick } from './simulation';
import { legalCommandsByCheck } from './testing/legal-oracle';
import type { Actor, Command, GameState, PlayerSetup } from './types';

const GAMES = Number(process.env['ENGINE_LEGAL_GAMES'] ?? 16);
const SHARED_CARD_LIST = process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../shared/cards/st1e-cards.csv');
const universe: readonly Card[] | null = existsSync(SHARED_CARD_LIST) ? loadLackeyCsvFile(SHARED_CARD_LIST).cards : null;

function decksFor(index: number): readonly [PlayerSetup, PlayerSetup] {
  if (!universe || index % 2 === 0) return starterDecks();
  const rng = new Rng(rngFromSeed(`legal-deck:${index}`));
  return [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')];
}

/** Plays one seeded random game, comparing both lists at every position; returns how many positions and commands were compared. */
function compareOverGame(index: number): { positions: number; commands: number; byType: Map<string, number> } {
  const policy = new Rng(rngFromSeed(`legal-policy:${index}`));
  const byType = new Map<string, number>();
  let state: GameState = initialState();
  const apply = (command: Command) => {
    for (const event of decide(state, command)) state = evolve(state, event);
  };
  apply({ type: 'CreateGame', actor: 'system', gameId: `legal-${index}`, seed: `legal-seed:${String(index).padStart(16, '0')}`, players: [decksFor(index)[0], decksFor(index)[1]] });
  let positions = 0;
  let commands = 0;
  for (let step = 0; step < 1500 && state.phase !== 'ended'; step += 1) {
    if (!state.timeCalled && (state.turn?.number ?? 0) > 40) {
      apply({ type: 'CallTime', actor: 'director' });
      continue;
    }
    for (const actor of ['p1', 'p2', 'director'] as const satisfies readonly Actor[]) {
      const generated = legalCommands(state, actor);
      expect(generated).toEqual(legalCommandsByCheck(state, actor));
      positions += 1;
      commands += generated.length;
      for (const command of generated) byType.set(command.type, (byType.get(command.type) ?? 0) + 1);
    }
    const actors = [...new Set(state.awaiting.map((entry) => entry.player))];
    if (actors.length === 0) break;
    const actor = policy.pick(actors);
    const choices = legalCommands(state, actor).filter((command) => command.type !== 'Concede');
    if (choices.length === 0) break;
    apply(state.phase === 'play' ? weightedPick(state, choices, policy) : pickCommand(choices, policy));
  }
  return { positions, commands, byType };
}

describe('legalCommands equals the generate-and-test oracle', () => {
  it(`over every position of ${GAMES} seeded random games (starter and universe decks)`, () => {
    const totals = new Map<string, number>();
    let positions = 0;
    for (let index = 0; index < GAMES; index += 1) {
      const result = compareOverGame(index);
      positions += result.positions;
      for (const [type, count] of result.byType) totals.set(type, (totals.get(type) ?? 0) + count);
    }
    // The comparison covered the play phase's generated commands, not only the seed phases.
    for (const type of ['ReportForDuty', 'Beam', 'Walk', 'Fly', 'Undock', 'Dock', 'AttemptMission', 'EndTurn', 'BeginOrders'])
      expect(totals.get(type) ?? 0).toBeGreaterThan(0);
    expect(positions).toBeGreaterThan(GAMES * 100);
  }, 600_000);
});
