/**
 * The command table (commands.ts): one entry per command type, read by check, decide and
 * legalCommands. A table without an entry for every command type does not compile; a command
 * type the engine does not know is refused with a clear violation, never run.
 */
import { COMMANDS, type CommandTable } from './commands';
import { create, starterTexts, deckFromText, when } from './testing/scenario';
import type { Command } from './types';

describe('the command table', () => {
  it('does not compile without an entry for every command type', () => {
    // @ts-expect-error Property 'SeedDoorway' (and every other command type) is missing
    const incomplete: CommandTable = { CreateGame: COMMANDS.CreateGame };
    expect(Object.keys(incomplete)).toEqual(['CreateGame']);
  });

  it.each(['Teleport', 'toString', 'constructor', '__proto__'])('refuses the unknown command type %s with UNKNOWN_COMMAND', (type) => {
    const texts = starterTexts();
    const { state } = create([deckFromText('Federation', texts.federation), deckFromText('Klingon', texts.klingon)]);
    const outcome = when(state, { type, actor: 'p1' } as unknown as Command);
    expect(outcome).toMatchObject({ violation: { code: 'UNKNOWN_COMMAND', message: `unknown command ${type}` }, unchanged: true });
  });
});
