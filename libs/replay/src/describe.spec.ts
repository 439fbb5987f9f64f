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
    for (const [zone, words] of Object.entries(zones)) expect([zone, moved(zone)]).toEqual([zone, `U.S.S. Enterprise moves to ${words} (a card)`]);
  });
  it('says whose pile is shuffled', () => {
    expect(describeEvent({ type: 'DeckShuffled', zone: 'missions:p2', count: 6 }, named)).toBe("Kor's mission pile is shuffled (6 cards)");
  });
});
