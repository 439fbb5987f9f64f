/** 1E rulebook › THE SEED PHASES: given events / when command / then events. */
import { sha256Hex } from '@captains-log/hashing';
import { RULES } from './rules';
import { cardByTitle, create, deckFromText, given, play, setupToPlay, starterTexts, TEST_SEED, when } from './testing/scenario';
import type { Command, DeckCard, GameEvent, GameState, PlayerId } from './types';
import { Z } from './zones';
import { legalCommands } from './legal';
import { view } from './view';

const texts = starterTexts();
const fed = () => deckFromText('Federation', texts.federation);
const kli = () => deckFromText('Klingon', texts.klingon);

function expectViolation(state: GameState, command: Command, code: string, rule: string) {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected ${code}, got events ${outcome.events.map((e) => e.type).join(', ')}`);
  expect(outcome.violation.code).toBe(code);
  expect(outcome.violation.rule).toContain(rule);
  expect(outcome.unchanged).toBe(true);
}

function thenEvents(state: GameState, command: Command): GameEvent[] {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`unexpected violation ${outcome.violation.code}: ${outcome.violation.message}`);
  return outcome.events;
}

function toPhase(phase: GameState['phase'], decks = [fed(), kli()] as const, stage?: number): { events: GameEvent[]; state: GameState } {
  let { events, state } = create(decks);
  for (let guard = 0; guard < 200 && !(state.phase === phase && (stage === undefined || state.dilemmaStage === stage)); guard += 1) {
    const actor = state.awaiting[0]!.player;
    const legal = legalCommands(state, actor);
    const pick =
      legal.filter((c) => c.type === 'PlaceMission').pop() ??
      legal.find((c) => c.type === 'FinishSeeding') ??
      legal.find((c) => c.type === 'PassSeeding')!;
    const step = play(state, [pick]);
    events = [...events, ...step.events];
    state = step.state;
  }
  return { events, state };
}

describe('1E rulebook › THE SEED PHASES › game creation', () => {
  it('commits to sha256(seed), chooses the starting player at random and records it, without revealing the seed', () => {
    const { events } = create([fed(), kli()]);
    const created = events[0]!;
    expect(created.type).toBe('GameCreated');
    if (created.type !== 'GameCreated') return;
    expect(created.seedCommitment).toBe(sha256Hex(TEST_SEED));
    const selection = events.find((e) => e.type === 'RandomSelectionMade')!;
    expect(selection).toMatchObject({ purpose: 'starting-player', candidates: ['p1', 'p2'], rule: expect.stringContaining(RULES.startingPlayer) });
    const state = given(events);
    expect(JSON.stringify(view(state, { player: 'p1' }))).not.toContain(TEST_SEED);
    expect(JSON.stringify(view(state, 'spectator'))).not.toContain(TEST_SEED);
  });

  it('is deterministic: the same seed and decks give the same events', () => {
    expect(create([fed(), kli()]).events).toEqual(create([fed(), kli()]).events);
    expect(create([fed(), kli()], 'another-seed-0123456789').events).not.toEqual(create([fed(), kli()]).events);
  });

  it('rejects an invalid deck with the deck-building rule', () => {
    const short = deckFromText('five missions', texts.federation.replace('1x Repair Mission\n', ''));
    expectViolation(given([]), { type: 'CreateGame', actor: 'system', gameId: 'g', seed: TEST_SEED, players: [short, kli()] }, 'DECK_INVALID', RULES.buildingYourDeck);
  });

  it('rejects a weak seed', () => {
    expectViolation(given([]), { type: 'CreateGame', actor: 'system', gameId: 'g', seed: 'short', players: [fed(), kli()] }, 'WEAK_SEED', RULES.engine);
  });

  it('cannot create a game twice', () => {
    const { state } = create([fed(), kli()]);
    expectViolation(state, { type: 'CreateGame', actor: 'system', gameId: 'g', seed: TEST_SEED, players: [fed(), kli()] }, 'GAME_EXISTS', RULES.engine);
  });
});

describe('1E rulebook › THE SEED PHASES › DOORWAY PHASE', () => {
  it('waits for both players; when both finish the mission phase begins with shuffled mission piles', () => {
    const { state } = create([fed(), kli()]);
    expect(state.phase).toBe('doorway');
    const first = thenEvents(state, { type: 'FinishSeeding', actor: 'p1' });
    expect(first.map((e) => e.type)).toEqual(['PlayerFinishedSeeding', 'AwaitingChanged']);
    const after = play(state, [{ type: 'FinishSeeding', actor: 'p1' }]).state;
    const second = thenEvents(after, { type: 'FinishSeeding', actor: 'p2' });
    expect(second.filter((e) => e.type === 'DeckShuffled').map((e) => (e as { zone: string }).zone).sort()).toEqual(['missions:p1', 'missions:p2']);
    expect(second.at(-1)).toMatchObject({ type: 'PhaseBegan', phase: 'mission', rule: RULES.missionPhase });
  });

  it('only doorways seed in the doorway phase', () => {
    const { state } = create([fed(), kli()]);
    const dilemma = cardByTitle(state, 'p1', 'Chalnoth');
    expectViolation(state, { type: 'SeedDoorway', actor: 'p1', card: dilemma }, 'NOT_SEEDABLE_NOW', RULES.seedPhaseActions);
  });
});

describe('1E rulebook › THE SEED PHASES › MISSION PHASE', () => {
  it('the starting player places first, then players alternate; a mission goes at either end of its spaceline', () => {
    const { state } = toPhase('mission');
    const starting = state.startingPlayer!;
    const other: PlayerId = starting === 'p1' ? 'p2' : 'p1';
    expectViolation(state, { type: 'PlaceMission', actor: other, position: 0 }, 'NOT_YOUR_DECISION', RULES.missionPhase);
    const events = thenEvents(state, { type: 'PlaceMission', actor: starting, position: 0 });
    expect(events[0]).toMatchObject({ type: 'MissionPlaced', placement: 'new-spaceline', quadrant: 'Alpha', index: 0 });
    expect(events[1]).toMatchObject({ type: 'AwaitingChanged', awaiting: [{ player: other, kind: 'place-mission' }] });
    let s = play(state, [{ type: 'PlaceMission', actor: starting, position: 0 }, { type: 'PlaceMission', actor: other, position: 1 }, { type: 'PlaceMission', actor: starting, position: 0 }]).state;
    expect(s.spacelines.Alpha).toHaveLength(3);
    expectViolation(s, { type: 'PlaceMission', actor: other, position: 1 }, 'NOT_AT_SPACELINE_END', RULES.missionPhase);
    s = play(s, [{ type: 'PlaceMission', actor: other, position: 3 }]).state;
    expect(s.spacelines.Alpha).toHaveLength(4);
  });

  it('the same location seeded by both players becomes a shared mission placed atop the original', () => {
    const shared = texts.klingon.replace('1x Survey Mission', '1x Repair Mission');
    const decks = [fed(), deckFromText('Klingon+', shared)] as const;
    let { state } = toPhase('mission', decks);
    let sharedEvent: GameEvent | undefined;
    for (let i = 0; i < 12; i += 1) {
      const actor = state.awaiting[0]!.player;
      const step = play(state, [{ type: 'PlaceMission', actor, position: 0 }]);
      sharedEvent ??= step.events.find((e) => e.type === 'MissionPlaced' && e.placement === 'shared');
      state = step.state;
    }
    expect(sharedEvent).toMatchObject({ type: 'MissionPlaced', placement: 'shared', rule: RULES.sharedMissions });
    expect(state.spacelines.Alpha).toHaveLength(11);
    const location = state.locations[(sharedEvent as { location: string }).location]!;
    expect(location.missions).toHaveLength(2);
  });

  it('a regional mission joins its region at either end of it; a new quadrant starts a new spaceline', () => {
    const base = deckFromText('x', texts.federation).deck;
    const withRegion = (title: string, region: string): DeckCard[] =>
      base.map((entry) => (entry.card.title === title ? { ...entry, card: { ...entry.card, mission: { ...entry.card.mission!, region } } } : entry));
    let deck = withRegion('Study Nebula', 'Test Region');
    deck = deck.map((entry) => (entry.card.title === 'Repair Mission' ? { ...entry, card: { ...entry.card, mission: { ...entry.card.mission!, region: 'Test Region' } } } : entry));
    deck = deck.map((entry) => (entry.card.title === 'First Contact' ? { ...entry, card: { ...entry.card, mission: { ...entry.card.mission!, quadrant: 'Gamma' as const } } } : entry));
    let { state } = toPhase('mission', [{ name: 'regions', deck }, kli()]);
    const placements: GameEvent[] = [];
    for (let i = 0; i < 12; i += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor).filter((c) => c.type === 'PlaceMission');
      const step = play(state, [legal[legal.length - 1]!]);
      placements.push(...step.events.filter((e) => e.type === 'MissionPlaced'));
      state = step.state;
    }
    const gamma = placements.find((e) => e.type === 'MissionPlaced' && e.quadrant === 'Gamma');
    expect(gamma).toMatchObject({ placement: 'new-spaceline', index: 0 });
    expect(state.spacelines.Gamma).toHaveLength(1);
    const line = state.spacelines.Alpha!;
    const regionIndexes = line.map((id, index) => (state.locations[id]!.region === 'Test Region' ? index : -1)).filter((i) => i >= 0);
    expect(regionIndexes).toHaveLength(2);
    expect(regionIndexes[1]! - regionIndexes[0]!).toBe(1);
    expect(placements.some((e) => e.type === 'MissionPlaced' && e.placement === 'region' && e.rule === RULES.regions)).toBe(true);
  });

  it('shows each player the mission they place next, and nothing else of either pile ("draws the top mission … and places it")', () => {
    const { state } = toPhase('mission');
    const visible = (viewer: PlayerId, owner: PlayerId) => view(state, { player: viewer }).zones[Z.missions(owner)]!.map((c) => ('hidden' in c ? null : c.iid));
    for (const player of ['p1', 'p2'] as const) {
      const pile = state.zones[Z.missions(player)]!;
      expect(pile.length).toBe(6);
      // the owner sees the top, which PlaceMission places; the rest face down
      expect(visible(player, player)).toEqual([pile[0], null, null, null, null, null]);
      // the opponent and a spectator see none of it
      expect(visible(player === 'p1' ? 'p2' : 'p1', player)).toEqual([null, null, null, null, null, null]);
      expect(view(state, 'spectator').zones[Z.missions(player)]!.every((c) => 'hidden' in c)).toBe(true);
    }
    // the card PlaceMission places is the one shown
    const actor = state.awaiting[0]!.player;
    const next = state.zones[Z.missions(actor)]![0]!;
    const placed = thenEvents(state, legalCommands(state, actor).find((c) => c.type === 'PlaceMission')!).find((e) => e.type === 'MissionPlaced');
    expect(placed).toMatchObject({ card: next });
    // after the mission phase no pile shows anything (a pile is empty then, or the phase is over)
    const later = toPhase('dilemma').state;
    for (const player of ['p1', 'p2'] as const)
      for (const viewer of ['p1', 'p2'] as const) expect((view(later, { player: viewer }).zones[Z.missions(player)] ?? []).every((c) => 'hidden' in c)).toBe(true);
  });
});

describe('1E rulebook › THE SEED PHASES › DILEMMA PHASE', () => {
  function ownerOf(state: GameState, location: string) {
    return state.cards[state.locations[location]!.missions[0]!]!.owner;
  }

  it("stage 1 seeds under the opponent's missions only; stacks slide under in order, bottom first", () => {
    const { state } = toPhase('dilemma');
    expect(state.dilemmaStage).toBe(1);
    const locations = Object.keys(state.locations);
    const own = locations.find((id) => ownerOf(state, id) === 'p1')!;
    const theirs = locations.filter((id) => ownerOf(state, id) === 'p2');
    const planet = theirs.find((id) => state.blueprints[state.cards[state.locations[id]!.missions[0]!]!.blueprint]!.mission!.kind === 'planet')!;
    const armus = cardByTitle(state, 'p1', 'Armus - Skin of Evil');
    const hologram = cardByTitle(state, 'p1', 'Hologram Ruse');
    expectViolation(state, { type: 'SeedUnderMission', actor: 'p1', card: armus, location: own }, 'WRONG_DILEMMA_STAGE', RULES.dilemmaStage1);
    const s1 = play(state, [
      { type: 'SeedUnderMission', actor: 'p1', card: armus, location: planet },
      { type: 'SeedUnderMission', actor: 'p1', card: hologram, location: planet },
    ]).state;
    const armus2 = Object.values(s1.cards).find((c) => c.owner === 'p1' && c.iid !== armus && s1.blueprints[c.blueprint]!.title === 'Armus - Skin of Evil')!.iid;
    expectViolation(s1, { type: 'SeedUnderMission', actor: 'p1', card: armus2, location: planet }, 'DUPLICATE_SEED', RULES.oneCopyPerMission);
    // Opponent's stack is not visible to p2, but countable.
    expect(view(s1, { player: 'p2' }).zones[Z.stack('p1', planet)]).toEqual([{ hidden: true, owner: 'p1' }, { hidden: true, owner: 'p1' }]);
    const done = play(s1, [{ type: 'FinishSeeding', actor: 'p1' }]);
    const slid = thenEvents(done.state, { type: 'FinishSeeding', actor: 'p2' });
    expect(slid).toContainEqual(expect.objectContaining({ type: 'CardsSeededUnderMission', location: planet, cards: [armus, hologram], position: 'bottom' }));
    const after = play(done.state, [{ type: 'FinishSeeding', actor: 'p2' }]).state;
    expect(after.zones[Z.under(planet)]).toEqual([armus, hologram]);
    expect(after.dilemmaStage).toBe(3);
  });

  it('records a mis-seed (space dilemma under a planet mission) without revealing it to the opponent', () => {
    const { state } = toPhase('dilemma');
    const planet = Object.keys(state.locations).find(
      (id) => ownerOf(state, id) === 'p2' && state.blueprints[state.cards[state.locations[id]!.missions[0]!]!.blueprint]!.mission!.kind === 'planet',
    )!;
    const spaceDilemma = Object.values(state.cards).find((c) => c.owner === 'p1' && c.zone === 'seed:p1' && state.blueprints[c.blueprint]!.dilemmaKind === 'space')!;
    // before choosing, the seeding player's view says where each of their dilemmas would be a mis-seed, with the
    // reason the seed records (view-mis-seeds.ts); the opponent, spectators and judges are told nothing of it
    const warned = view(state, { player: 'p1' }).misSeeds;
    expect(warned[spaceDilemma.iid]![planet]).toBe('space dilemma under a planet mission');
    for (const [card, where] of Object.entries(warned))
      for (const [location, reason] of Object.entries(where)) {
        const kind = state.blueprints[state.cards[card]!.blueprint]!.dilemmaKind;
        const missionKind = state.blueprints[state.cards[state.locations[location]!.missions[0]!]!.blueprint]!.mission!.kind;
        expect([state.cards[card]!.zone, reason]).toEqual(['seed:p1', `${kind} dilemma under a ${missionKind} mission`]);
      }
    const spaceMission = Object.keys(state.locations).find((id) => state.blueprints[state.cards[state.locations[id]!.missions[0]!]!.blueprint]!.mission!.kind === 'space')!;
    expect(warned[spaceDilemma.iid]![spaceMission]).toBeUndefined();
    expect([view(state, { player: 'p2' }).misSeeds[spaceDilemma.iid], view(state, 'spectator').misSeeds, view(state, 'director').misSeeds]).toEqual([undefined, {}, {}]);
    const events = thenEvents(state, { type: 'SeedUnderMission', actor: 'p1', card: spaceDilemma.iid, location: planet });
    expect(events[0]).toMatchObject({ type: 'CardStaged', misSeed: 'space dilemma under a planet mission', rule: expect.stringContaining(RULES.misSeeds) });
    const after = play(state, [{ type: 'SeedUnderMission', actor: 'p1', card: spaceDilemma.iid, location: planet }]).state;
    expect(JSON.stringify(view(after, { player: 'p2' }))).not.toContain('mis-seed');
  });

  it('stage 3 puts your stacks on top of what is already under your missions; stage 4 alternates passes', () => {
    let { state } = toPhase('dilemma', undefined, 1);
    const p2Mission = Object.keys(state.locations).find((id) => ownerOf(state, id) === 'p2')!;
    const chalnoth1 = cardByTitle(state, 'p1', 'Chalnoth');
    state = play(state, [
      { type: 'SeedUnderMission', actor: 'p1', card: chalnoth1, location: p2Mission },
      { type: 'FinishSeeding', actor: 'p1' },
      { type: 'FinishSeeding', actor: 'p2' },
    ]).state;
    expect(state.dilemmaStage).toBe(3);
    const chalnoth2 = cardByTitle(state, 'p2', 'Chalnoth', 'seed:');
    expectViolation(state, { type: 'SeedUnderMission', actor: 'p2', card: chalnoth2, location: Object.keys(state.locations).find((id) => ownerOf(state, id) === 'p1')! }, 'WRONG_DILEMMA_STAGE', RULES.dilemmaStage3);
    state = play(state, [
      { type: 'SeedUnderMission', actor: 'p2', card: chalnoth2, location: p2Mission },
      { type: 'FinishSeeding', actor: 'p2' },
      { type: 'FinishSeeding', actor: 'p1' },
    ]).state;
    expect(state.zones[Z.under(p2Mission)]).toEqual([chalnoth1, chalnoth2]);
    expect(state.dilemmaStage).toBe(4);
    expect(state.awaiting).toEqual([{ player: state.startingPlayer, kind: 'seed-dilemmas' }]);
  });
});

describe('1E rulebook › THE SEED PHASES › FACILITY PHASE and STARTING THE GAME', () => {
  it('outposts need a matching affiliation icon, never a homeworld, one facility per location; then hands of seven', () => {
    let { state } = toPhase('facility');
    const starting = state.startingPlayer!;
    const outpost = (p: PlayerId) => cardByTitle(state, p, p === 'p1' ? 'Federation Outpost' : 'Klingon Outpost');
    const missionAt = (title: string) => Object.keys(state.locations).find((id) => state.locations[id]!.missions.some((m) => state.blueprints[state.cards[m]!.blueprint]!.title === title))!;
    if (starting === 'p1') {
      expectViolation(state, { type: 'SeedFacility', actor: 'p1', card: outpost('p1'), location: missionAt('Survey Mission') }, 'NO_MATCHING_AFFILIATION_ICON', RULES.outposts);
      state = play(state, [{ type: 'SeedFacility', actor: 'p1', card: outpost('p1'), location: missionAt('Repair Mission') }]).state;
    } else {
      state = play(state, [{ type: 'PassSeeding', actor: 'p2' }]).state;
    }
    expectViolation(state, { type: 'SeedFacility', actor: 'p2', card: outpost('p2'), location: missionAt('Cloaked Mission') }, 'OUTPOST_AT_HOMEWORLD', RULES.outposts);
    expect(true).toBe(true);
  });

  it('after both pass: unused seed cards out of play, draw decks shuffled, seven-card hands, the starting player’s first turn', () => {
    const { state, events } = setupToPlay([fed(), kli()]);
    expect(events.filter((e) => e.type === 'SeedCardsPlacedOutOfPlay')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'DeckShuffled' && e.zone.startsWith('draw:'))).toHaveLength(2);
    expect(state.zones['hand:p1']).toHaveLength(7);
    expect(state.zones['hand:p2']).toHaveLength(7);
    expect(events.at(-1)).toMatchObject({ type: 'TurnBegan', player: state.startingPlayer, number: 1 });
    expect(state.zones['seed:p1']).toBeUndefined();
  });

  it('a second facility at the same location is rejected', () => {
    const extraOutpost = texts.federation.replace('1x Federation Outpost', '2x Federation Outpost');
    const decks = [deckFromText('F', extraOutpost), kli()] as const;
    let { state } = toPhase('facility', decks);
    if (state.startingPlayer !== 'p1') state = play(state, [{ type: 'PassSeeding', actor: 'p2' }]).state;
    const [first, second] = Object.values(state.cards).filter((c) => c.owner === 'p1' && state.blueprints[c.blueprint]!.title === 'Federation Outpost');
    const legal = legalCommands(state, 'p1').find((c) => c.type === 'SeedFacility')!;
    const location = (legal as { location: string }).location;
    state = play(state, [{ type: 'SeedFacility', actor: 'p1', card: first!.iid, location }]).state;
    if (state.awaiting[0]!.player === 'p2') state = play(state, [{ type: 'PassSeeding', actor: 'p2' }]).state;
    expectViolation(state, { type: 'SeedFacility', actor: 'p1', card: second!.iid, location }, 'FACILITY_ALREADY_AT_LOCATION', RULES.oneFacilityPerLocation);
  });
});
