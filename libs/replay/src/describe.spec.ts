import { describeEvent, type DescribeContext } from './describe';

const ctx: DescribeContext = { names: { p1: 'Kirk', p2: 'Kor' }, title: () => null, location: () => null };

describe('describeEvent › AwaitingChanged', () => {
  it('names who is awaited, each once', () => {
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [{ player: 'p1' }] }, ctx)).toBe('Waiting for Kirk');
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [{ player: 'p1' }, { player: 'p2' }, { player: 'p1' }] }, ctx)).toBe('Waiting for Kirk and Kor');
  });
  it('says the game moves on when nobody is awaited (not "Waiting for nobody")', () => {
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [] }, ctx)).toBe('Nobody is to act: the game moves on');
  });
});

describe('describeEvent › places', () => {
  // c12 is a known card, L3 a known location: what a line names, never the engine's keys (zone kinds: libs/engine zones.ts)
  const named: DescribeContext = {
    names: { p1: 'Kirk', p2: 'Kor' },
    title: (iid) => ({ c12: 'U.S.S. Enterprise', c7: 'Deep Space 9' })[iid] ?? null,
    location: (id) => (id === 'L3' ? 'Investigate Anomaly' : null),
  };
  const moved = (to: string) => describeEvent({ type: 'CardMoved', card: 'c12', to, reason: 'a card' }, named);
  it('names every zone of the engine in words, never by its key', () => {
    const zones: Record<string, string> = {
      'hand:p1': "Kirk's hand",
      'draw:p2': "Kor's draw deck",
      'seed:p1': "Kirk's seed deck",
      'missions:p2': "Kor's mission pile",
      'discard:p1': "Kirk's discard",
      'out:p1': "Kirk's out-of-play pile",
      'side:p1': "Kirk's side deck",
      'bonus:p1': "Kirk's bonus points",
      'table:p1': "Kirk's table",
      'staging:p2': "Kor's staged cards",
      'outside:p1': "Kirk's cards from outside the game",
      'stack:p2:L3': "Kor's dilemma stack at Investigate Anomaly",
      'mission:L3': 'Investigate Anomaly',
      'under:L3': 'under Investigate Anomaly',
      'space:L3': 'space at Investigate Anomaly',
      'surface:L3': 'the planet at Investigate Anomaly',
      'aboard:c12': 'aboard U.S.S. Enterprise',
      'docked:c7': 'docked at Deep Space 9',
      'encounter:L3': 'the encounter at Investigate Anomaly',
      'revealed:L3': 'the seed cards revealed at Investigate Anomaly',
      'atop:L3': 'atop Investigate Anomaly',
      'on:c12': 'on U.S.S. Enterprise',
      'held:p1:c12': "Kirk's captives aboard U.S.S. Enterprise",
      'held:p2:L3': "Kor's captives at Investigate Anomaly",
      'sites:c7': 'a site of Deep Space 9',
      'stored:c7': 'stored with Deep Space 9',
    };
    // "moves to Kirk's hand", but "moves aboard …", "on …", "atop …", "under …", "docked at …", "stored with …"
    const into = (words: string) => (/^(aboard|on|atop|under|docked at|stored with) /.test(words) ? words : `to ${words}`);
    for (const [zone, words] of Object.entries(zones)) expect([zone, moved(zone)]).toEqual([zone, `U.S.S. Enterprise moves ${into(words)} (a card)`]);
    expect(moved('aboard:c12')).toBe('U.S.S. Enterprise moves aboard U.S.S. Enterprise (a card)');
    expect(moved('hand:p1')).toBe("U.S.S. Enterprise moves to Kirk's hand (a card)");
  });
  it('says whose pile is shuffled', () => {
    expect(describeEvent({ type: 'DeckShuffled', zone: 'missions:p2', count: 6 }, named)).toBe("Kor's mission pile is shuffled (6 cards)");
  });
});

describe('describeEvent › MissionPlaced', () => {
  const named: DescribeContext = { names: { p1: 'Kirk', p2: 'Kor' }, title: (iid) => (iid === 'c1' ? 'Explore Black Cluster' : null), location: () => null };
  const placed = (placement: string, index: number, region?: string) =>
    describeEvent({ type: 'MissionPlaced', player: 'p2', card: 'c1', location: 'L1', quadrant: 'Alpha', name: 'Black Cluster', placement, index, region }, named);
  it('says where on the spaceline in words (1E rulebook › MISSION PHASE), not by the engine\'s code', () => {
    expect(placed('new-spaceline', 0)).toBe('Kor places Explore Black Cluster, starting the Alpha Quadrant spaceline');
    expect(placed('end', 0)).toBe('Kor places Explore Black Cluster at the left end of the Alpha Quadrant spaceline');
    expect(placed('end', 3)).toBe('Kor places Explore Black Cluster at the right end of the Alpha Quadrant spaceline');
    expect(placed('region', 2, 'Bajor')).toBe('Kor places Explore Black Cluster in the Alpha Quadrant, beside its region (Bajor)');
    expect(placed('shared', 1)).toBe('Kor places Explore Black Cluster on the Alpha Quadrant location of the same name (a shared mission)');
  });
});

describe('describeEvent › codes and ids in words', () => {
  const named: DescribeContext = {
    names: { p1: 'Kirk', p2: 'Kor' },
    title: (iid) => ({ c1: 'Armus - Skin of Evil', c2: 'Ro Laren', c3: 'I.K.S. Vor\'Cha', c4: 'U.S.S. Excelsior', c5: 'Kle\'eg', c6: 'Smoke Bomb' })[iid] ?? null,
    location: (id) => (id === 'L6' ? 'Study Nebula' : null),
  };
  const line = (e: Record<string, unknown>) => describeEvent(e, named);
  it('names the result type and the reason of a game\'s end (the tournament result types)', () => {
    const ended = (type: string, reason: string, winner: string | null) => line({ type: 'GameEnded', result: { winner, type, reason, score: { p1: 40, p2: 0 } } });
    expect(ended('modified-win', 'time-called', 'p1')).toBe('Game over: Kirk wins (modified win; time was called): Kirk 40, Kor 0');
    expect(ended('full-win', 'concession', 'p2')).toBe('Game over: Kor wins (full win; by concession): Kirk 40, Kor 0');
    expect(ended('draw', 'decks-empty', null)).toBe('Game over: No winner (tie; the draw decks ran out): Kirk 40, Kor 0');
    // a concession: the official score (100–0 to the winner) beside the score played; each score named, so that a
    // winner's name is never read beside the loser's points
    expect(line({ type: 'GameEnded', result: { winner: 'p2', type: 'full-win', reason: 'concession', score: { p1: 0, p2: 0 }, officialScore: { p1: 0, p2: 100 } } })).toBe(
      'Game over: Kor wins (full win; by concession): Kirk 0, Kor 0 — officially Kirk 0, Kor 100',
    );
  });
  it('never shows an instance id or an engine code', () => {
    expect(line({ type: 'DilemmaRemoved', card: 'c1', reason: 'effects-resolved' })).toBe('Armus - Skin of Evil is removed (its effects resolved)');
    expect(line({ type: 'CardLeftPlay', card: 'c2', how: 'killed', source: 'c1' })).toBe('Ro Laren is killed (Armus - Skin of Evil)');
    expect(line({ type: 'CardLeftPlay', card: 'c2', how: 'discarded', source: 'c99' })).toBe('Ro Laren is discarded (a face-down card)');
    expect(line({ type: 'CardLeftPlay', card: 'c2', how: 'killed', source: 'Armus - Skin of Evil' })).toBe('Ro Laren is killed (Armus - Skin of Evil)');
    expect(line({ type: 'CardsSeededUnderMission', location: 'L6', count: 1 })).toBe('1 seed card goes under Study Nebula');
    expect(line({ type: 'CardsSeededUnderMission', location: 'L6', count: 3, position: 'top' })).toBe('3 seed cards go on top of Study Nebula');
    expect(line({ type: 'CardAbilityUsed', player: 'p2', title: 'Smoke Bomb (once per game at L6)' })).toBe('Kor uses Smoke Bomb (once per game at Study Nebula)');
    expect(line({ type: 'CardAbilityUsed', player: 'p2', title: 'A Better Alternative#discard-to-draw (this turn)' })).toBe('Kor uses A Better Alternative (this turn) (once this turn)');
    expect(line({ type: 'CardAbilityUsed', player: 'p2', title: 'alternate universe:Space-Time Portal' })).toBe('Kor uses Space-Time Portal (once this turn)');
    expect(line({ type: 'CardAbilityUsed', player: 'p1', title: 'Smoke Bomb@c2' })).toBe('Kirk uses Smoke Bomb for Ro Laren (once for it)');
  });
  it('tells a battle step by step (1E rulebook › BATTLE), not by event types', () => {
    expect(line({ type: 'BattleInitiated', battle: { kind: 'ship', attacker: 'p2', defender: 'p1', location: 'L6', attacking: ['c3'], defending: ['c4'], target: 'c4', counterAttack: false } })).toBe(
      "Kor attacks U.S.S. Excelsior at Study Nebula with I.K.S. Vor'Cha",
    );
    expect(line({ type: 'ReturnFireDeclared', player: 'p1', ships: ['c4'], target: 'c3' })).toBe("Kirk returns fire at I.K.S. Vor'Cha with U.S.S. Excelsior");
    expect(line({ type: 'ReturnFireDeclared', player: 'p1', ships: [], target: null })).toBe('Kirk does not return fire');
    expect(line({ type: 'ShipsFired', stage: 'open-fire', player: 'p2', ships: ['c3'], target: 'c4', attack: 8, defense: 7, result: 'hit' })).toBe(
      "I.K.S. Vor'Cha open fire at U.S.S. Excelsior: ATTACK 8 against DEFENSE 7, a hit",
    );
    expect(line({ type: 'BattleInitiated', battle: { kind: 'personnel', attacker: 'p2', defender: 'p1', location: 'L6', zone: 'surface:L6', attacking: ['c5'], defending: ['c2'], counterAttack: true } })).toBe(
      "Kor starts a personnel battle on the planet at Study Nebula: Kle'eg against Ro Laren (a counter-attack)",
    );
    expect(line({ type: 'CombatResolved', adversaries: ['c5', 'c2'], strengths: [8, 5], outcome: 'stunned', loser: 'c2' })).toBe("Kle'eg (STRENGTH 8) engages Ro Laren (STRENGTH 5): Ro Laren is stunned");
    expect(line({ type: 'BattleEnded', kind: 'personnel', location: 'L6', attacker: 'p2', winner: 'p2', totals: { p1: 5, p2: 8 }, cancelled: false, killed: ['c2'], turn: 3 })).toBe(
      'The personnel battle at Study Nebula is won by Kor (Kirk 5, Kor 8); killed: Ro Laren',
    );
    expect(line({ type: 'ShipCloaked', player: 'p2', ship: 'c3', mode: 'cloaked', turn: 3 })).toBe("Kor cloaks I.K.S. Vor'Cha");
  });
  it('puts an effect\'s zone keys, ids and choice keys in words', () => {
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: '1 card(s) beamed to surface:L6' })).toBe('Armus - Skin of Evil: 1 card(s) beamed to the planet at Study Nebula');
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: 'chose mode:one Physics' })).toBe('Armus - Skin of Evil: chose one Physics');
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: 'stop-until-next-turn: 1 face-down' })).toBe('Armus - Skin of Evil: stop until next turn: 1 face-down');
    // a judge call and a rewind name the event by its line where the reader has it (the live table), else by its number
    const withEvents = { names: { p1: 'Kirk', p2: 'Kor' }, title: () => null, location: () => null, event: (r: number) => (r === 7 ? 'Kirk begins orders' : null) };
    expect(describeEvent({ type: 'JudgeCalled', by: 'p2', revision: 7, text: 'too early', call: 'call-1' }, withEvents)).toBe('Kor calls a judge about “Kirk begins orders”: “too early” (call-1)');
    expect(describeEvent({ type: 'GameRewound', to: 7, seedCommitment: 'abcdef0123456789' }, withEvents)).toBe('The game is rewound to just after “Kirk begins orders” (fresh randomness committed: abcdef012345…)');
    expect(describeEvent({ type: 'GameRewound', to: 9, seedCommitment: 'abcdef0123456789' }, withEvents)).toBe('The game is rewound to event 9 (fresh randomness committed: abcdef012345…)');
    // a counted action reads as a sentence (was "Armus - Skin of Evil: kill: 1")
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: 'kill: 1' })).toBe('Armus - Skin of Evil kills 1');
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: 'stop: 0', conditionFailed: true })).toBe('Armus - Skin of Evil stops no one (condition failed)');
    expect(line({ type: 'DilemmaStepResolved', card: 'c1', effect: 'relocate-furthest-planet: 2' })).toBe('Armus - Skin of Evil: relocate furthest planet: 2');
    expect(line({ type: 'CardEffectResolved', card: 'c1', effect: '0 event(s) destroyed at L6; c2 discarded to discard:p1' })).toBe(
      "Armus - Skin of Evil: 0 event(s) destroyed at Study Nebula; Ro Laren discarded to Kirk's discard",
    );
  });

  it('says what a response window answers', () => {
    const opened = (action: string, card = 'c3') => line({ type: 'ResponseWindowOpened', window: { action, card, by: 'p2', player: 'p1' } });
    expect(opened('card-played', 'c99')).toBe('Kirk may respond to a face-down card just played');
    expect(opened('ship-docking')).toBe("Kirk may respond to I.K.S. Vor'Cha docking or undocking");
    expect(opened('personnel-killed', 'c2')).toBe('Kirk may respond to Ro Laren just killed');
    expect(opened('battle-initiated')).toBe("Kirk may respond to a battle just begun (I.K.S. Vor'Cha)");
    expect(opened('something-new')).toBe("Kirk may respond to I.K.S. Vor'Cha");
  });

  it('words an event it has no line for from its type, never the bare type', () => {
    expect(line({ type: 'ShipRepairedFully', player: 'p1', ship: 'c4' })).toBe('Kirk: ship repaired fully (U.S.S. Excelsior)');
  });
});
