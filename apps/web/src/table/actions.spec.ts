import { describeCommand, dilemmaChoice, groupCommands, humanize, moveCommand, moveOptions, movesAlong, passLeavesFacilities, responseSetting, type Namer } from './actions';

const titles: Record<string, string> = { c1: 'Jean-Luc Picard', c2: 'Data', c3: 'U.S.S. Enterprise', c4: 'Federation Outpost', c9: 'Avert Disaster', c10: 'Armus - Skin of Evil' };
const names: Namer = {
  card: (iid) => titles[iid] ?? 'a face-down card',
  isCard: (iid) => iid in titles,
  location: (id) => (id === 'L1' ? 'Avert Disaster' : id === 'L2' ? 'Study Nebula' : 'a mission'),
  player: (seat) => (seat === 'p1' ? 'Kirk' : 'Kor'),
  missionAt: (location) => (location === 'L1' ? 'c9' : null),
  spacelineLength: (quadrant) => (quadrant === 'Alpha' ? 2 : 0),
  nextMission: (seat) => (seat === 'p1' ? { title: 'Avert Disaster', quadrant: 'Alpha' } : seat === 'p2' ? { title: 'Hidden Entrance', quadrant: 'Gamma' } : null),
  // Picard and Data aboard the outpost, Armus on the planet
  zoneOf: (iid) => ({ c1: 'aboard:c4', c2: 'aboard:c4', c10: 'surface:L1' })[iid] ?? null,
  // the Enterprise has 7 RANGE left; Study Nebula is 4 away (the view says nothing of Avert Disaster)
  flight: (ship, to) => (ship === 'c3' && to === 'L2' ? { range: 4, left: 7 } : null),
  // Armus (a planet dilemma) would be a mis-seed under Study Nebula (the view says so for L2 only)
  misSeed: (card, location) => (card === 'c10' && location === 'L2' ? 'planet dilemma under a space mission' : null),
  // the spaceline drawn: Study Nebula (L2) left of Avert Disaster (L1)
  locationOrder: (id) => ['L2', 'L1'].indexOf(id),
};

describe('the table’s actions from legalCommands', () => {
  it('words a choice whose options are no cards (a skill named: Painstik) by the options themselves (issue 15)', () => {
    expect(describeCommand({ type: 'MakeChoice', actor: 'p1', chosen: ['Honor'] } as never, names)).toEqual({ subject: null, verb: 'Make choice', detail: 'chosen: Honor' });
    expect(describeCommand({ type: 'MakeChoice', actor: 'p1', chosen: ['c2'] } as never, names)).toEqual({ subject: 'c2', verb: 'Make choice', detail: 'chosen: Data' });
  });

  it('puts each command under the card it concerns, labelled by name, the rest among the general actions', () => {
    const actions = groupCommands(
      [
        { type: 'ReportForDuty', actor: 'p1', card: 'c1', facility: 'c4' },
        { type: 'Fly', actor: 'p1', ship: 'c3', to: 'L1' },
        { type: 'Fly', actor: 'p1', ship: 'c3', to: 'L2' },
        { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: 'c3' },
        { type: 'Concede', actor: 'p1' },
        { type: 'EndTurn', actor: 'p1' },
      ],
      names,
    );
    expect(actions.byCard.get('c1')!.map((g) => [g.verb, g.actions.map((a) => a.detail)])).toEqual([['Report for duty', ['to Federation Outpost']]]);
    expect(actions.byCard.get('c3')!.map((g) => [g.verb, g.actions.map((a) => a.detail)])).toEqual([['Fly', ['to Avert Disaster', 'to Study Nebula (uses 4 of 7 RANGE left)']]]);
    expect(actions.byCard.get('c9')!.map((g) => [g.verb, g.actions.map((a) => a.detail)])).toEqual([['Attempt mission', ['with the crew of U.S.S. Enterprise']]]);
    // the game-ending choice last
    expect(actions.general.map((g) => g.verb)).toEqual(['End turn', 'Concede']);
    expect(actions.count).toBe(6);
    expect(actions.moves).toBe(5);
  });

  it('keeps the response setting apart from the moves: on the opponent\'s turn the table is not waiting for the player', () => {
    const actions = groupCommands([{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'Concede', actor: 'p1' }], names);
    expect(actions.moves).toBe(0);
    expect(actions.general.map((g) => g.type)).toEqual(['Concede']);
    expect(actions.settings.map((g) => [g.verb, g.actions[0]!.detail])).toEqual([['Pass explicitly', '(wait for me when a card is played)']]);
    expect(responseSetting(actions.settings)).toBe('passed for you automatically');
    const explicit = groupCommands([{ type: 'SetAutoPass', actor: 'p1', on: true }, { type: 'SetAutoPass', actor: 'p1', on: false, every: true }], names);
    expect(responseSetting(explicit.settings)).toBe('you pass yourself when a card is played');
    const everyWindow = groupCommands([{ type: 'SetAutoPass', actor: 'p1', on: true }, { type: 'SetAutoPass', actor: 'p1', on: false }], names);
    expect(responseSetting(everyWindow.settings)).toBe('you pass yourself at every window');
    // an explanation reads as one, after the verb on the button: "Pass (respond with nothing: the game goes on)"
    expect(describeCommand({ type: 'PassResponse', actor: 'p1' } as never, names).detail).toBe('(respond with nothing: the game goes on)');
  });

  it('asks before a facility-phase pass while a facility can still be seeded (1E rulebook › FACILITY PHASE), not otherwise', () => {
    const facilityPhase = groupCommands(
      [
        { type: 'SeedFacility', actor: 'p1', card: 'c4', location: 'L1' },
        { type: 'SeedFacility', actor: 'p1', card: 'c4', location: 'L2' },
        { type: 'PassSeeding', actor: 'p1' },
        { type: 'Concede', actor: 'p1' },
      ],
      names,
    );
    expect(passLeavesFacilities(facilityPhase, names)).toEqual({ facilities: ['Federation Outpost'] });
    // the outpost seeded (nothing else to seed but a pass), or a dilemma stage's pass: no question
    expect(passLeavesFacilities(groupCommands([{ type: 'PassSeeding', actor: 'p1' }, { type: 'Concede', actor: 'p1' }], names), names)).toBeNull();
    expect(passLeavesFacilities(groupCommands([{ type: 'SeedUnderMission', actor: 'p1', card: 'c10', location: 'L1' }, { type: 'PassSeeding', actor: 'p1' }], names), names)).toBeNull();
  });

  it('words a card played with a two-part target (ship>location) and a card seeded on the table', () => {
    expect(describeCommand({ type: 'PlayCard', actor: 'p1', card: 'c10', target: 'c3>L2' }, names)).toEqual({ subject: 'c10', verb: 'Play', detail: 'U.S.S. Enterprise to Study Nebula' });
    expect(describeCommand({ type: 'SeedOnTable', actor: 'p1', card: 'c10' }, names)).toEqual({ subject: 'c10', verb: 'Seed on the table', detail: '' });
    // Issue 15 (lead, twentieth session): a card played its manual way (behaviour/manual-ways.ts).
    expect(describeCommand({ type: 'PlayCard', actor: 'p1', card: 'c10', manualWay: true }, names)).toEqual({ subject: 'c10', verb: 'Play', detail: 'its other way (declare its effect next)' });
    // Issue 15 (seeding): onto a mission or a card in play.
    expect(describeCommand({ type: 'SeedOnTable', actor: 'p1', card: 'c10', target: 'L2' }, names)).toEqual({ subject: 'c10', verb: 'Seed', detail: 'atop Study Nebula' });
    expect(describeCommand({ type: 'SeedOnTable', actor: 'p1', card: 'c10', target: 'c3' }, names)).toEqual({ subject: 'c10', verb: 'Seed', detail: 'on U.S.S. Enterprise' });
  });

  it('lists the missions a card may be seeded under or at left to right along the spaceline, not in id order', () => {
    const seeds = groupCommands(
      [
        { type: 'SeedUnderMission', actor: 'p1', card: 'c10', location: 'L1' },
        { type: 'SeedUnderMission', actor: 'p1', card: 'c10', location: 'L2' },
      ],
      names,
    );
    expect(seeds.byCard.get('c10')![0]!.actions.map((a) => a.detail)).toEqual(['under Study Nebula — a mis-seed: planet dilemma under a space mission', 'under Avert Disaster']);
  });

  it('words a dilemma seeded under a mission once ("Seed under …"), and says where it would be a mis-seed (1E rulebook › ATTEMPT A MISSION › MIS-SEEDS)', () => {
    expect(describeCommand({ type: 'SeedUnderMission', actor: 'p1', card: 'c10', location: 'L1' }, names)).toEqual({ subject: 'c10', verb: 'Seed', detail: 'under Avert Disaster' });
    expect(describeCommand({ type: 'SeedUnderMission', actor: 'p1', card: 'c10', location: 'L2' }, names)).toEqual({
      subject: 'c10',
      verb: 'Seed',
      detail: 'under Study Nebula — a mis-seed: planet dilemma under a space mission',
    });
  });

  it('words the pass settings, explicit passing at every window included (issue 15: attempt and assimilation windows)', () => {
    expect(describeCommand({ type: 'SetAutoPass', actor: 'p1', on: false, every: true }, names)).toEqual({ subject: null, verb: 'Pass explicitly at every window', detail: '(also wait for me as an attempt begins, after a dilemma stops or kills, after an assimilation)' });
    expect(describeCommand({ type: 'SetAutoPass', actor: 'p1', on: false }, names).verb).toBe('Pass explicitly');
    expect(describeCommand({ type: 'SetAutoPass', actor: 'p1', on: true }, names).verb).toBe('Pass automatically');
  });

  it('words the abilities, options, special reports, downloads and nullifiers of cards (issue 15)', () => {
    expect(describeCommand({ type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'nullify-treaty', target: 'c10' }, names)).toEqual({ subject: 'c2', verb: 'Use: nullify treaty', detail: 'on Armus - Skin of Evil' });
    expect(describeCommand({ type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'draw' }, names)).toEqual({ subject: 'c2', verb: 'Use: draw', detail: '' });
    expect(describeCommand({ type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'relocate', target: 'L2' }, names).detail).toBe('on Study Nebula');
    expect(describeCommand({ type: 'UseCard', actor: 'p1', card: 'c4', option: 'ENGINEER' }, names)).toEqual({ subject: 'c4', verb: 'Select', detail: 'ENGINEER' });
    expect(describeCommand({ type: 'SpecialReport', actor: 'p1', card: 'c1', to: 'aboard:c3' }, names)).toEqual({ subject: 'c1', verb: 'Report for duty', detail: 'aboard U.S.S. Enterprise (special reporting)' });
    expect(describeCommand({ type: 'NullifyBySkill', actor: 'p2', source: 'c2', skill: 0, target: 'c10' }, names)).toEqual({ subject: 'c2', verb: 'Nullify', detail: 'Armus - Skin of Evil' });
    expect(describeCommand({ type: 'CloakShip', actor: 'p1', ship: 'c3', mode: 'decloak' }, names)).toEqual({ subject: 'c3', verb: 'Decloak', detail: '' });
    // two abilities of one card are two buttons; two targets of one ability one dialog
    const grouped = groupCommands(
      [
        { type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'stop', target: 'c1' },
        { type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'stop', target: 'c3' },
        { type: 'ActivateCard', actor: 'p1', card: 'c2', ability: 'draw' },
      ],
      names,
    );
    expect(grouped.byCard.get('c2')!.map((g) => [g.verb, g.actions.length])).toEqual([['Use: stop', 2], ['Use: draw', 1]]);
  });

  it('shows a command type it does not know under the first card it names, worded from its type and fields', () => {
    const d = describeCommand({ type: 'RespondWithInterrupt', actor: 'p2', card: 'c10', target: 'c2', window: 'dilemma' }, names);
    expect(d).toEqual({ subject: 'c10', verb: 'Respond with interrupt', detail: 'card: Armus - Skin of Evil; target: Data; window: dilemma' });
    expect(describeCommand({ type: 'CallJudge', actor: 'p1', reason: 'ruling on Q' }, names)).toEqual({ subject: null, verb: 'Call judge', detail: 'reason: ruling on Q' });
    expect(humanize('PassResponseWindow')).toBe('Pass response window');
  });

  it('names mission placements by spaceline end', () => {
    expect(describeCommand({ type: 'PlaceMission', actor: 'p1', position: 0 }, names).detail).toBe('at the left end');
    expect(describeCommand({ type: 'PlaceMission', actor: 'p1', position: 2 }, names).detail).toBe('at the right end');
    // the mission placed next is named (its owner sees it: 1E rulebook › MISSION PHASE), and its own quadrant's
    // spaceline decides the ends: the Gamma Quadrant's first mission starts a spaceline whatever the Alpha holds
    expect(describeCommand({ type: 'PlaceMission', actor: 'p1', position: 0 }, names).verb).toBe('Place Avert Disaster');
    expect(describeCommand({ type: 'PlaceMission', actor: 'p2', position: 0 }, names)).toEqual({ subject: null, verb: 'Place Hidden Entrance', detail: 'to start the Gamma Quadrant spaceline' });
    expect(describeCommand({ type: 'PlaceMission', actor: 'p3', position: 0 }, names).verb).toBe('Place your next mission');
  });

  it('offers beam destinations with every card that may go, and builds the command from the cards ticked', () => {
    const groups = groupCommands(
      [
        { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'aboard:c3', via: 'c4' },
        { type: 'Beam', actor: 'p1', cards: ['c2'], to: 'aboard:c3', via: 'c4' },
        { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'surface:L1', via: 'c4' },
      ],
      names,
    );
    const options = moveOptions(groups.byCard.get('c1')![0]!.actions, names);
    expect(options.map((o) => [o.label, o.towards, o.cards])).toEqual([
      ['Beam aboard U.S.S. Enterprise using Federation Outpost', 'aboard U.S.S. Enterprise', ['c1']],
      ['Beam to the planet at Avert Disaster using Federation Outpost', 'to the planet at Avert Disaster', ['c1']],
    ]);
    const all = moveOptions([...groups.byCard.get('c1')![0]!.actions, ...groups.byCard.get('c2')![0]!.actions], names);
    expect(all[0]!.cards).toEqual(['c1', 'c2']);
    expect(moveCommand(all[0]!, ['c1', 'c2'])).toEqual({ type: 'Beam', cards: ['c1', 'c2'], to: 'aboard:c3', via: 'c4' });
    expect(describeCommand({ type: 'Beam', actor: 'p1', cards: ['c1'], to: 'aboard:c3', via: 'c4' }, names).detail).toBe('Jean-Luc Picard aboard U.S.S. Enterprise (using Federation Outpost)');
  });

  it('opened from one personnel, a move dialog offers the others who may go along from the same place, not those elsewhere', () => {
    const table = groupCommands(
      [
        { type: 'Beam', actor: 'p1', cards: ['c1'], to: 'aboard:c3', via: 'c4' },
        { type: 'Beam', actor: 'p1', cards: ['c2'], to: 'aboard:c3', via: 'c4' },
        // the whole group: legalCommands puts it under the outpost whose transporters it uses
        { type: 'Beam', actor: 'p1', cards: ['c1', 'c2'], to: 'aboard:c3', via: 'c4' },
        // Armus on the planet may be beamed up too, from another place: another option
        { type: 'Beam', actor: 'p1', cards: ['c10'], to: 'aboard:c3', via: 'c4' },
        { type: 'Walk', actor: 'p1', cards: ['c2'], to: 'aboard:c3' },
      ],
      names,
    );
    const picard = table.byCard.get('c1')!.find((g) => g.type === 'Beam')!;
    expect(picard.actions).toHaveLength(1);
    const along = moveOptions(movesAlong(picard, table, names), names);
    expect(along.map((o) => [o.label, o.cards])).toEqual([['Beam aboard U.S.S. Enterprise using Federation Outpost', ['c1', 'c2']]]);
    // opened from Armus: Armus alone (the others are elsewhere)
    const armus = table.byCard.get('c10')!.find((g) => g.type === 'Beam')!;
    expect(moveOptions(movesAlong(armus, table, names), names).map((o) => o.cards)).toEqual([['c10']]);
    // moves from two places to one destination are two options, each named by where they are
    const everyBeam = [...table.byCard.values()].flat().filter((g) => g.type === 'Beam').flatMap((g) => g.actions);
    expect(moveOptions(everyBeam, names).map((o) => [o.label, o.cards])).toEqual([
      ['Beam aboard U.S.S. Enterprise from aboard Federation Outpost using Federation Outpost', ['c1', 'c2']],
      ['Beam aboard U.S.S. Enterprise from the planet at Avert Disaster using Federation Outpost', ['c10']],
    ]);
  });

  it('reads a dilemma choice (its options and how many to pick) from the combinations offered', () => {
    const groups = groupCommands(
      [
        { type: 'ChooseForDilemma', actor: 'p1', chosen: ['c1', 'c2'] },
        { type: 'ChooseForDilemma', actor: 'p1', chosen: ['c1', 'c3'] },
        { type: 'ChooseForDilemma', actor: 'p1', chosen: ['c2', 'c3'] },
      ],
      names,
    );
    expect(dilemmaChoice(groups.general[0]!.actions)).toEqual({ options: ['c1', 'c2', 'c3'], pick: 2 });
  });
});
