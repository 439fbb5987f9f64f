/**
 * The computer opponent in exact situations: who it gives up to a dilemma, how it answers manual
 * effects and unknown commands, whom it reports, when it attempts, when it concedes, that it sees
 * only its own view, and that it is deterministic for a seed.
 */
import * as path from 'node:path';
import { loadLackeyCsvFile, type Card } from '@captains-log/cards';
import {
  decide,
  evolveAll,
  legalCommands,
  runGame,
  stateHash,
  starterDecks,
  view,
  type Command,
  type CommandOf,
  type GameState,
  type PlayerId,
} from '@captains-log/engine';
import { botSeat, createBot, type BotLevel } from './bot';
import { knownState, UNKNOWN } from './known-state';
import { scene } from './testing/scene';

const SHARED_CARD_LIST = process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../shared/cards/st1e-cards.csv');
let universe: readonly Card[] | null = null;
function universeCard(title: string): Card {
  universe ??= loadLackeyCsvFile(SHARED_CARD_LIST).cards;
  const found = universe.find((card) => card.title === title && card.release === 'premiere') ?? universe.find((card) => card.title === title);
  if (!found) throw new Error(`no card ${title}`);
  return found;
}

function run(state: GameState, command: Command): GameState {
  return evolveAll(decide(state, command), state);
}

function choose(state: GameState, player: PlayerId, level: BotLevel = 'greedy'): Command {
  return createBot({ level, seed: 'spec' }).choose(view(state, { player }), legalCommands(state, player));
}

function titleOf(state: GameState, iid: string): string {
  return state.blueprints[state.cards[iid]!.blueprint]!.title;
}

describe('dilemma choices (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS)', () => {
  it("as the opponent, gives Chalnoth the one personnel the attempting team cannot solve without", () => {
    const { state } = scene({
      missions: [{ card: 'First Contact', owner: 'p1' }],
      cards: [
        { card: 'Chalnoth', owner: 'p2', zone: 'under:L1' },
        { card: 'Data', owner: 'p1', zone: 'surface:L1' },
        { card: 'Deanna Troi', owner: 'p1', zone: 'surface:L1' },
        { card: 'Beverly Crusher', owner: 'p1', zone: 'surface:L1' },
      ],
    });
    const asked = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(asked.attempt?.choice?.player).toBe('p2');
    const answer = choose(asked, 'p2') as CommandOf<'ChooseForDilemma'>;
    expect(answer.type).toBe('ChooseForDilemma');
    // First Contact needs Diplomacy + Empathy: only Troi has Empathy.
    expect(answer.chosen.map((iid) => titleOf(asked, iid))).toEqual(['Deanna Troi']);
  });

  it('when it chooses among its own, sends the MEDICAL the mission misses least, even if that one is worth more', () => {
    const { state } = scene({
      missions: [{ card: 'Investigate Rogue Comet', owner: 'p1' }],
      cards: [
        { card: universeCard('Tarellian Plague Ship'), owner: 'p2', zone: 'under:L1' },
        { card: 'U.S.S. Galaxy', owner: 'p1', zone: 'space:L1', as: 'ship' },
        { card: 'Richard Galen', owner: 'p1', zone: 'aboard:#ship' },
        { card: 'Dr. Selar', owner: 'p1', zone: 'aboard:#ship' },
        { card: 'Beverly Crusher', owner: 'p1', zone: 'aboard:#ship' },
      ],
    });
    const ship = Object.values(state.cards).find((card) => titleOf(state, card.iid) === 'U.S.S. Galaxy')!.iid;
    const asked = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship });
    expect(asked.attempt?.choice?.player).toBe('p1');
    const answer = choose(asked, 'p1') as CommandOf<'ChooseForDilemma'>;
    // Investigate Rogue Comet needs Computer Skill: Dr. Selar is the only one aboard who has it.
    expect(answer.chosen.map((iid) => titleOf(asked, iid))).toEqual(['Beverly Crusher']);
  });
});

describe('answers and unknown commands', () => {
  const table = () =>
    scene({
      missions: [{ card: 'First Contact', owner: 'p1' }],
      cards: [
        { card: 'Federation Outpost', owner: 'p1', zone: 'space:L1', as: 'outpost' },
        { card: 'Data', owner: 'p1', zone: 'aboard:#outpost', as: 'data' },
        { card: 'Worf', owner: 'p2', zone: 'hand:p2' },
      ],
    });

  it('disputes a manual effect that scores the opponent points, accepts one that only draws a card (DESIGN.md › manual effects)', () => {
    const { state, ids } = table();
    const scoring = run(state, { type: 'DeclareManualEffect', actor: 'p1', source: ids['outpost']!, description: 'score', primitives: [{ kind: 'score', player: 'p1', points: 10, bonus: false }] });
    expect(choose(scoring, 'p2')).toEqual({ type: 'RespondToManualEffect', actor: 'p2', accept: false, reason: 'disputed' });
    const drawing = run(state, { type: 'DeclareManualEffect', actor: 'p1', source: ids['outpost']!, description: 'draw', primitives: [{ kind: 'draw', player: 'p1', count: 1 }] });
    expect(choose(drawing, 'p2')).toEqual({ type: 'RespondToManualEffect', actor: 'p2', accept: true });
  });

  it('takes the pass a new kind of window offers, and never concedes to get out of it', () => {
    const { state } = table();
    const bot = createBot({ level: 'lookahead', seed: 'spec' });
    const offered = [{ type: 'Concede', actor: 'p2' }, { type: 'PlayResponse', actor: 'p2', card: 'c3' }, { type: 'PassResponse', actor: 'p2' }] as unknown as Command[];
    expect(bot.choose(view(state, { player: 'p2' }), offered)).toBe(offered[2]);
    const noPass = offered.slice(0, 2);
    expect(bot.choose(view(state, { player: 'p2' }), noPass)).toBe(noPass[1]);
  });
});

describe('its own turn (1E rulebook › THE PLAY PHASE)', () => {
  it('reports the personnel that brings an open mission within reach', () => {
    const { state } = scene({
      missions: [{ card: 'First Contact', owner: 'p1' }],
      cards: [
        { card: 'Federation Outpost', owner: 'p1', zone: 'space:L1', as: 'outpost' },
        { card: 'Sarek', owner: 'p1', zone: 'aboard:#outpost' },
        { card: 'Linda Larson', owner: 'p1', zone: 'hand:p1' },
        { card: 'Deanna Troi', owner: 'p1', zone: 'hand:p1' },
        { card: 'Toby Russell', owner: 'p1', zone: 'hand:p1' },
      ],
    });
    const command = choose(state, 'p1') as CommandOf<'ReportForDuty'>;
    expect(command.type).toBe('ReportForDuty');
    // Sarek brings Diplomacy; First Contact still needs Empathy.
    expect(titleOf(state, command.card)).toBe('Deanna Troi');
  });

  const atMission = (seeds: number) =>
    scene({
      missions: [{ card: 'First Contact', owner: 'p1' }],
      cards: [
        ...Array.from({ length: seeds }, () => ({ card: 'Chalnoth', owner: 'p2' as const, zone: 'under:L1' })),
        { card: 'Deanna Troi', owner: 'p1', zone: 'surface:L1' },
        { card: 'Data', owner: 'p1', zone: 'surface:L1' },
      ],
    }).state;

  it.each(['greedy', 'lookahead'] as const)('%s: attempts a mission its team meets when nothing is seeded there', (level) => {
    const state = atMission(0);
    expect(choose(state, 'p1', level)).toEqual({ type: 'AttemptMission', actor: 'p1', location: 'L1' });
  });

  it('does not attempt with two personnel and three unknown seeds under the mission (no margin)', () => {
    const state = atMission(3);
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(choose(state, 'p1', 'greedy').type).not.toBe('AttemptMission');
    expect(choose(state, 'p1', 'lookahead').type).not.toBe('AttemptMission');
  });

  const behind = (opponentScore: number) =>
    scene({
      missions: [
        { card: 'First Contact', owner: 'p2' },
        { card: 'Avert Disaster', owner: 'p1' },
      ],
      cards: [
        { card: 'Federation Outpost', owner: 'p2', zone: 'space:L1', as: 'outpost' },
        { card: 'Data', owner: 'p2', zone: 'aboard:#outpost' },
      ],
      turn: 'p2',
      score: { p1: opponentScore },
    }).state;

  it('concedes only when every mission it could still attempt would leave it behind (1E rulebook › WINNING THE GAME)', () => {
    // First Contact (30) and the opponent's 40-point Avert Disaster: at most 70 against 90.
    expect(choose(behind(90), 'p2').type).toBe('Concede');
    expect(choose(behind(60), 'p2').type).not.toBe('Concede');
  });
});

describe('what it knows', () => {
  const { state } = scene({
    missions: [{ card: 'First Contact', owner: 'p1' }],
    cards: [
      { card: 'Federation Outpost', owner: 'p1', zone: 'space:L1', as: 'outpost' },
      { card: 'Data', owner: 'p1', zone: 'aboard:#outpost' },
      { card: 'Worf', owner: 'p2', zone: 'hand:p2' },
      { card: 'Kahless', owner: 'p1', zone: 'hand:p1' },
    ],
  });

  it('decides from a player view only: no director or spectator view, and the hidden cards are placeholders', () => {
    const bot = createBot({ level: 'greedy', seed: 'spec' });
    expect(() => bot.choose(view(state, 'director'), legalCommands(state, 'p1'))).toThrow(/player view/);
    expect(() => bot.choose(view(state, 'spectator'), legalCommands(state, 'p1'))).toThrow(/player view/);
    const known = knownState(view(state, { player: 'p2' }));
    const hand = known.zones['hand:p1']!;
    expect(hand).toHaveLength(1);
    expect(known.cards[hand[0]!]!.blueprint).toBe(UNKNOWN);
    expect(Object.values(known.blueprints).map((card) => card.title)).not.toContain('Kahless');
  });

  it('decides the same whatever the hidden cards are (they never reach it)', () => {
    const kahless = Object.values(state.cards).find((card) => titleOf(state, card.iid) === 'Kahless')!;
    const swapped: GameState = { ...state, cards: { ...state.cards, [kahless.iid]: { ...kahless, blueprint: state.cards[Object.keys(state.cards).find((iid) => titleOf(state, iid) === 'Worf')!]!.blueprint } } };
    expect(view(swapped, { player: 'p2' })).toEqual(view(state, { player: 'p2' }));
    expect(choose(swapped, 'p2')).toEqual(choose(state, 'p2'));
  });

  it('rejects an unknown level with a message that names the levels', () => {
    expect(() => createBot({ level: 'expert' as BotLevel, seed: 'x' })).toThrow(/unknown bot level "expert": use random, greedy, lookahead/);
  });
});

describe('determinism', () => {
  it('plays the same game again for the same seeds, command for command', () => {
    const play = () => runGame({ seed: 'bot-determinism', decks: starterDecks(), seats: { p1: botSeat('lookahead'), p2: botSeat('greedy') } });
    const first = play();
    const second = play();
    expect(first.violations).toEqual([]);
    expect(second.commands).toBe(first.commands);
    expect(stateHash(second.state)).toBe(stateHash(first.state));
  });
});
