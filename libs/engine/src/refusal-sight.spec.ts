/**
 * A refusal names no card of the opponent's its sender cannot see (refusal-sight.ts; 1E rulebook › MISCELLANEOUS
 * RULES › LOOKING AT CARDS). Probed as a player would: every command the player could send, with
 * each of its card ids replaced in turn by the id of a card hidden from that player, at positions
 * of seeded games (starter decks, and random universe decks when the shared card list is there).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { loadLackeyCsvFile } from '@captains-log/cards';
import { check, checkAsSent } from './decide';
import { evolve, initialState } from './evolve';
import { legalCommands } from './legal';
import { Rng, rngFromSeed } from './prng';
import { namedInstances } from './refusal-sight';
import { randomDeck, runGame, starterDecks } from './simulation';
import type { Command, GameState, PlayerId, PlayerSetup } from './types';
import { canSee } from './view';

const CARD_LIST = process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../shared/cards/st1e-cards.csv');
const universe = existsSync(CARD_LIST) ? loadLackeyCsvFile(CARD_LIST).cards : null;

const ID = /c\d+$/;
const namesAnId = (value: unknown) => typeof value === 'string' && ID.test(value);

interface Probe {
  state: GameState;
  seat: PlayerId;
  command: Command;
  hidden: string;
  hiddenTitles: string[];
}

/** Every (position, seat, command shape, hidden id) probe of one game, one position in `every` events. */
function* probes(decks: readonly [PlayerSetup, PlayerSetup], seed: string, every = 40): Generator<Probe> {
  const { events } = runGame({ seed, decks, turnCap: 30 });
  let state = initialState();
  for (const [index, event] of events!.entries()) {
    state = evolve(state, event);
    if (index % every !== 0 || state.gameId === '' || state.phase === 'ended') continue;
    for (const seat of ['p1', 'p2'] as const) {
      const hidden = Object.values(state.cards).filter((card) => card.owner !== seat && !card.zone.endsWith(`:${seat}`) && !canSee(state, { player: seat }, card));
      const hiddenTitles = [...new Set(hidden.map((card) => state.blueprints[card.blueprint]!.title))];
      const shapes = new Set<string>();
      for (const command of legalCommands(state, seat)) {
        for (const [key, value] of Object.entries(command)) {
          const shape = `${command.type}.${key}`;
          if (shapes.has(shape) || !(namesAnId(value) || (Array.isArray(value) && value.some(namesAnId)))) continue;
          shapes.add(shape);
          for (const card of hidden) {
            const swap = (named: string) => named.replace(ID, card.iid);
            const probe = Array.isArray(value) ? [swap(value.find(namesAnId) as string)] : swap(value as string);
            yield { state, seat, command: { ...command, [key]: probe } as Command, hidden: card.iid, hiddenTitles };
          }
        }
      }
    }
  }
}

const games: Array<[string, readonly [PlayerSetup, PlayerSetup]]> = [['starter-1', starterDecks()], ['starter-2', starterDecks()]];
if (universe) {
  for (const name of ['universe-1', 'universe-2', 'universe-3']) {
    const rng = new Rng(rngFromSeed(`refusal-sight:${name}`));
    games.push([name, [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')]]);
  }
}

describe('refusals as their sender reads them', () => {
  it.each(games)('a command naming an opponent’s card hidden from its sender is refused in words that name no hidden card (%s)', (seed, decks) => {
    let probed = 0;
    let rawLeaks = 0;
    let offeredHidden = 0;
    for (const { state, seat, command, hidden, hiddenTitles } of probes(decks, seed)) {
      probed += 1;
      const raw = check(state, command);
      const sent = checkAsSent(state, command);
      // only refusals are reworded: what is allowed stays allowed
      expect(sent === null).toBe(raw === null);
      if (raw === null) continue;
      if (hiddenTitles.some((title) => raw.message.includes(title))) rawLeaks += 1;
      // an opponent's hidden card the game offers in a command of this kind is the sender's to name
      if (legalCommands(state, seat).some((c) => c.type === command.type && namedInstances(c).includes(hidden))) {
        offeredHidden += 1;
        expect(sent).toEqual(raw);
        continue;
      }
      expect(sent).toEqual({
        code: 'CARD_NOT_SEEN',
        message: `${hidden} is a card you cannot see (a command names your own cards and your opponent's cards face up)`,
        rule: expect.stringContaining('LOOKING AT CARDS'),
      });
    }
    expect(probed).toBeGreaterThan(100);
    expect(offeredHidden).toBeLessThan(probed / 10);
    // the engine's own words would have named hidden cards (so the rewording is what keeps them hidden)
    if (seed === 'universe-1' || seed === 'starter-1') expect(rawLeaks).toBeGreaterThan(0);
  });

  it('reads card ids in fields, arrays, zone names and nested objects', () => {
    const command = { type: 'Beam', actor: 'p1', cards: ['c3', 'c14'], to: 'aboard:c7', via: 'c9', extra: { target: 'held:p2:c21', title: 'c-3PO' } } as unknown as Command;
    expect(namedInstances(command)).toEqual(['c3', 'c14', 'c7', 'c9', 'c21']);
  });

  it('leaves judges’ and the service’s refusals in the engine’s own words', () => {
    const { events } = runGame({ seed: 'starter-1', decks: starterDecks(), turnCap: 3 });
    const state = events!.reduce(evolve, initialState());
    const command = { type: 'TakeJudgeCall', actor: 'director', call: 'call-9', judge: 'td' } as Command;
    expect(checkAsSent(state, command)).toEqual(check(state, command));
  });
});
