/**
 * Issue 15: objectives, incidents and events that say they seed on the table are seeded in the
 * facility phase (one step, like a facility), or in the doorway phase when their text says so; their
 * other game text stays a manual effect (downloads included).
 *   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions ("Other cards that seed …
 *   must seed during the Facility Phase"); DOORWAY PHASE; FACILITY PHASE (Clarifications: "Seed one").
 * given (starter decks with such cards in the seed deck) / when (SeedOnTable, SeedDoorway) / then.
 */
import { legalCommands } from './legal';
import { RULES } from './rules';
import { realCard } from './testing/attempt-scene';
import { cardByTitle, create, deckFromText, play, starterTexts, when } from './testing/scenario';
import type { Command, GameEvent, GameState } from './types';
import { Z } from './zones';

const EXTRA = ['Assign Mission Specialists', 'Continuing Mission', 'Open Diplomatic Relations'].map((title) => realCard(title));

function decks(seedLines: string) {
  const texts = starterTexts();
  const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', `Seed Deck\n${seedLines}`), EXTRA);
  return [fed, deckFromText('Klingon', texts.klingon)] as const;
}

/** Plays the seed phases with the first legal step of each kind until `phase`, then stops. */
function toPhase(phase: GameState['phase'], seedLines: string, prefer: (c: Command) => boolean = () => false): { events: GameEvent[]; state: GameState } {
  let { events, state } = create(decks(seedLines));
  for (let guard = 0; guard < 300 && state.phase !== phase; guard += 1) {
    const actor = state.awaiting[0]!.player;
    const legal = legalCommands(state, actor);
    const pick =
      legal.find(prefer) ??
      legal.filter((c) => c.type === 'PlaceMission').pop() ??
      legal.find((c) => c.type === 'FinishSeeding') ??
      legal.find((c) => c.type === 'PassSeeding')!;
    const step = play(state, [pick]);
    events = [...events, ...step.events];
    state = step.state;
  }
  return { events, state };
}

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

describe('seeding objectives and incidents on the table (facility phase)', () => {
  it('Assign Mission Specialists (objective, "seeds or plays on table") is offered and seeds face up on p1’s table; the facility phase goes on', () => {
    const { state } = toPhase('facility', '1x Assign Mission Specialists\n');
    const p1Turn = state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
    const ams = cardByTitle(p1Turn, 'p1', 'Assign Mission Specialists', 'seed:');
    expect(legalCommands(p1Turn, 'p1')).toContainEqual({ type: 'SeedOnTable', actor: 'p1', card: ams });
    const { events, state: after } = play(p1Turn, [{ type: 'SeedOnTable', actor: 'p1', card: ams }]);
    expect(events[0]).toEqual({ type: 'CardSeededOnTable', player: 'p1', card: ams, to: Z.table('p1'), rule: RULES.seedPhaseActions });
    expect(after.cards[ams]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
    expect(after.phase).toBe('facility');
    expect(after.awaiting.map((a) => a.kind)).toEqual(['seed-facility']);
  });
  it('Continuing Mission (incident, "Seed one"): a second copy is refused; it is not seedable in the dilemma phase', () => {
    const { state: dilemma } = toPhase('dilemma', '2x Continuing Mission\n');
    const first = cardByTitle(dilemma, 'p1', 'Continuing Mission', 'seed:');
    expect(refused(dilemma, { type: 'SeedOnTable', actor: 'p1', card: first })).toBe('WRONG_PHASE');
    const { state } = toPhase('facility', '2x Continuing Mission\n');
    const p1Turn = state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
    const [one, two] = Object.values(p1Turn.cards).filter((c) => c.owner === 'p1' && p1Turn.blueprints[c.blueprint]!.title === 'Continuing Mission').map((c) => c.iid) as [string, string];
    // Issue 15 (tosfilms): its "may download one [WC] card" waits for p1's pick first (declined here).
    const picking = play(p1Turn, [{ type: 'SeedOnTable', actor: 'p1', card: one }]).state;
    expect(picking.pendingChoice).toMatchObject({ player: 'p1', source: one });
    const seeded = play(picking, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]).state;
    const back = seeded.awaiting[0]!.player === 'p1' ? seeded : play(seeded, [{ type: 'PassSeeding', actor: 'p2' }]).state;
    expect(refused(back, { type: 'SeedOnTable', actor: 'p1', card: two })).toBe('SEED_ONE');
  });
  it('a card without seed text (an outpost) is no SeedOnTable', () => {
    const { state } = toPhase('facility', '1x Assign Mission Specialists\n');
    const p1Turn = state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
    expect(refused(p1Turn, { type: 'SeedOnTable', actor: 'p1', card: cardByTitle(p1Turn, 'p1', 'Federation Outpost', 'seed:') })).toBe('NOT_SEEDABLE_NOW');
  });
});

describe('seeding on the table in the doorway phase ("seeds on table during doorway phase")', () => {
  it('Open Diplomatic Relations is offered as a doorway-phase seed and is announced onto p1’s table', () => {
    const { state: doorway } = toPhase('doorway', '1x Open Diplomatic Relations\n');
    const odr = cardByTitle(doorway, 'p1', 'Open Diplomatic Relations', 'seed:');
    expect(legalCommands(doorway, 'p1')).toContainEqual({ type: 'SeedDoorway', actor: 'p1', card: odr });
    const { state } = toPhase('mission', '1x Open Diplomatic Relations\n', (c) => c.type === 'SeedDoorway');
    expect(state.cards[odr]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
  });
  it('Assign Mission Specialists is no doorway-phase seed', () => {
    const { state } = toPhase('doorway', '1x Assign Mission Specialists\n');
    expect(refused(state, { type: 'SeedDoorway', actor: 'p1', card: cardByTitle(state, 'p1', 'Assign Mission Specialists', 'seed:') })).toBe('NOT_SEEDABLE_NOW');
  });
});
