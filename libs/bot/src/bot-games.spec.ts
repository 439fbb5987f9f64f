/**
 * Property test with the computer opponent: the engine's own simulation loop and invariant checks
 * (card conservation, determinism of the state hash, score = sum of scoring events, every command
 * offered by legalCommands and accepted by decide) over games where libs/bot plays one or both
 * seats, so victories by points are exercised (the engine's random-games.spec rarely sees one).
 * It lives here because libs/engine may not import libs/bot.
 *   BOT_PROPERTY_GAMES sets the number of games (default: a fifth of ENGINE_PROPERTY_GAMES, at least
 *   20); half use the starter decks, half random legal decks from the shared card universe when it
 *   is present. The bot never mis-seeds and never seeds a dilemma under its own missions
 *   (1E rulebook › ATTEMPT A MISSION › MIS-SEEDS).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { loadLackeyCsvFile, type Card } from '@captains-log/cards';
import { randomDeck, Rng, rngFromSeed, runGame, starterDecks, type GameEvent, type PlayerId, type PlayerSetup, type SeatFactory, type SimulationResult } from '@captains-log/engine';
import { botSeat, type BotLevel } from './bot';

const GAMES = Number(process.env['BOT_PROPERTY_GAMES'] ?? Math.max(20, Math.round(Number(process.env['ENGINE_PROPERTY_GAMES'] ?? 150) / 5)));
const CHUNK = 25;
const SHARED_CARD_LIST = process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../shared/cards/st1e-cards.csv');
const universe: readonly Card[] | null = existsSync(SHARED_CARD_LIST) ? loadLackeyCsvFile(SHARED_CARD_LIST).cards : null;
const starters = starterDecks();

/** Who plays: each level of the bot (null: the engine's random player), against that player and against itself. */
const MATCHUPS: readonly (readonly [BotLevel | null, BotLevel | null])[] = [
  ['lookahead', null],
  ['greedy', 'lookahead'],
  ['lookahead', 'lookahead'],
  ['random', 'greedy'],
];

function decksFor(index: number): readonly [PlayerSetup, PlayerSetup] {
  if (!universe || index % 2 === 0) return starters;
  const rng = new Rng(rngFromSeed(`bot-property-deck:${index}`));
  return [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')];
}

/** Mis-seeds and seeds under its own missions by a bot seat, from the log. */
function seedingProblems(events: readonly GameEvent[], bots: readonly PlayerId[]): string[] {
  const owners = new Map<string, PlayerId>();
  const problems: string[] = [];
  for (const event of events) {
    if (event.type === 'GameCreated') for (const card of event.cards) owners.set(card.iid, card.owner);
    if (event.type === 'MissionPlaced') owners.set(`mission:${event.location}`, event.player);
    if ((event.type === 'CardStaged' || event.type === 'CardSeededUnderMission') && bots.includes(event.player)) {
      if (event.misSeed) problems.push(`${event.player} mis-seeded ${event.card}: ${event.misSeed}`);
      const location = event.type === 'CardSeededUnderMission' ? event.location : event.zone.split(':')[2];
      if (location && owners.get(`mission:${location}`) === event.player) problems.push(`${event.player} seeded ${event.card} under its own mission ${location}`);
    }
    if (event.type === 'MisSeedPlacedOutOfPlay' && bots.includes(event.owner)) problems.push(`${event.owner}'s ${event.card} was a mis-seed: ${event.reason}`);
  }
  return problems;
}

const results: { index: number; result: SimulationResult }[] = [];

describe(`${GAMES} seeded games with the computer opponent`, () => {
  for (let start = 0; start < GAMES; start += CHUNK) {
    const end = Math.min(GAMES, start + CHUNK);
    it(`games ${start}..${end - 1}: zero invariant violations, only offered commands, no mis-seeds`, () => {
      for (let index = start; index < end; index += 1) {
        const matchup = MATCHUPS[index % MATCHUPS.length]!;
        // The first-named side alternates seats so each level plays both starter decks.
        const order: readonly PlayerId[] = index % 8 < 4 ? ['p1', 'p2'] : ['p2', 'p1'];
        const seats: Partial<Record<PlayerId, SeatFactory>> = {};
        const planners: PlayerId[] = [];
        matchup.forEach((level, side) => {
          if (!level) return;
          seats[order[side]!] = botSeat(level);
          if (level !== 'random') planners.push(order[side]!);
        });
        const result = runGame({
          seed: `bot-property-${index}`,
          decks: decksFor(index),
          seats,
          checks: index % 10 === 0 ? 'step' : 'end',
          ...(index % 9 === 5 ? { callTimeAtTurn: 8 + (index % 20) } : {}),
        });
        if (result.violations.length > 0) throw new Error(`game ${index} (${matchup.join(' vs ')}): ${result.violations.slice(0, 5).join('; ')}`);
        const problems = seedingProblems(result.events!, planners);
        if (problems.length > 0) throw new Error(`game ${index}: ${problems.slice(0, 5).join('; ')}`);
        expect(result.endedBy).not.toBe('stuck');
        results.push({ index, result: { ...result, events: [] } });
      }
    }, 900_000);
  }

  it('ends most games with a bot by reaching the points target, and reports how games end', () => {
    const count = (filter: (entry: (typeof results)[number]) => boolean) => results.filter(filter).length;
    const byPoints = (entry: (typeof results)[number]) => entry.result.endedBy === 'victory' || entry.result.endedBy === 'simultaneous-victory';
    const summary = {
      games: results.length,
      byPoints: count(byPoints),
      endedBy: Object.fromEntries([...new Set(results.map((entry) => entry.result.endedBy))].map((reason) => [reason, count((entry) => entry.result.endedBy === reason)])),
      missionsSolved: results.reduce((sum, entry) => sum + entry.result.missionsSolved, 0),
    };
    console.log(`games with the bot: ${JSON.stringify(summary)}`);
    expect(results).toHaveLength(GAMES);
    // Random play reaches the points target in 3-8% of starter games; with the bot most games do.
    expect(summary.byPoints).toBeGreaterThan(GAMES / 2);
  });
});
