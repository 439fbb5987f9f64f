/**
 * Issue 15 (site text): cards that work with Nors and their sites — what lies on a site and changes the
 * station (Sisko 197 Subroutine, Station Briefing, Automated Security System's nullifier), reporting to a
 * site by a card lying there (Weapons Locker), free reports to a Nor by its title.
 *   1E DS9 expansion rules › COMMANDEERING A FACILITY; › REPORTING CARDS FOR DUTY (sites);
 *   1E rulebook › NULLIFIERS; PLAYING "FOR FREE".
 * given (a scene at a Nor) / when (the command) / then (the facts, or the refusal's code).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { checkReportingPlace } from '../play';
import { ofType, ship } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { siteScene, type Placed } from '../testing/site-scene';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const NOR = '112_082';
const OPS = '112_272';
const PORTS = '112_267';
const INFIRMARY = '112_271';
const COMMANDERS_OFFICE = '112_265';
const AUTOMATED_SECURITY = '112_056';
const SISKO_197 = '115_026';
const STATION_BRIEFING = '184_021';
const TEROK_NOR = '112_083';
const WEAPONS_LOCKER = '112_077';
const ORE_UNIT = '112_273';
const PROCESS_ORE = '112_143';
const FILE_MISSION_REPORT = '112_136';

const offered = (state: GameState, player: PlayerId, type: Command['type']) => legalCommands(state, player).filter((c) => c.type === type);
const bajoran = (skills: string) => ({ skills, affiliation: 'Bajoran' });

describe('115_026 Sisko 197 Subroutine (lies on your Nor\'s Ops: no commandeering; any player nullifies it with 4 Computer Skill present)', () => {
  const scene = (extra: readonly Placed[]) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p2', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'ports', owner: 'p2', at: { row: 'nor' }, card: PORTS },
      ...extra,
    ]);

  it('plays only on the Ops of a Nor its player controls', () => {
    const mine = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p1', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'sisko', owner: 'p1', at: 'hand', card: SISKO_197 },
    ]);
    expect(offered(mine.state, 'p1', 'PlayCard').filter((c) => c.type === 'PlayCard' && c.card === mine.id('sisko'))).toEqual([{ type: 'PlayCard', actor: 'p1', card: mine.id('sisko'), target: mine.id('ops') }]);
    expect(refused(mine.state, { type: 'PlayCard', actor: 'p1', card: mine.id('sisko'), target: mine.id('inf') })).toBe('INVALID_TARGET');
    expect(play(mine.state, [{ type: 'PlayCard', actor: 'p1', card: mine.id('sisko'), target: mine.id('ops') }]).state.cards[mine.id('sisko')]!.zone).toBe(Z.on(mine.id('ops')));
    // The opponent's Nor's Ops is not a target.
    const theirs = scene([{ label: 'sisko', owner: 'p1', at: 'hand', card: SISKO_197 }]);
    expect(refused(theirs.state, { type: 'PlayCard', actor: 'p1', card: theirs.id('sisko'), target: theirs.id('ops') })).toBe('INVALID_TARGET');
  });

  it('applies: lying on Ops, the Nor may not be commandeered even by Computer Skill unopposed there', () => {
    const { state, id } = scene([
      { label: 'sisko', owner: 'p2', at: { on: 'ops' }, card: SISKO_197 },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill') },
    ]);
    expect(offered(state, 'p1', 'Commandeer')).toEqual([]);
    expect(refused(state, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBe('NOR_GUARDED');
  });

  it('does not apply: once nullified with 4 Computer Skill present at Ops, the Nor is commandeered as usual', () => {
    const { state, id } = scene([
      { label: 'sisko', owner: 'p2', at: { on: 'ops' }, card: SISKO_197 },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill x2') },
      { label: 'odo', owner: 'p1', at: { at: 'ops' }, card: bajoran('SECURITY Computer Skill x2') },
    ]);
    expect(offered(state, 'p1', 'NullifyWithPresent')).toEqual([{ type: 'NullifyWithPresent', actor: 'p1', card: id('sisko') }]);
    const after = play(state, [{ type: 'NullifyWithPresent', actor: 'p1', card: id('sisko') }]);
    expect(ofType(after.events, 'CardMoved')).toEqual([
      { type: 'CardMoved', card: id('sisko'), from: Z.on(id('ops')), to: Z.discard('p2'), faceUp: true, reason: 'nullified with 4 Computer Skill present', rule: expect.any(String) },
    ]);
    expect(refused(after.state, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBeNull();
  });

  it('does not apply: 3 Computer Skill present, or the 4th stopped, do not nullify it', () => {
    const { state, id } = scene([
      { label: 'sisko', owner: 'p2', at: { on: 'ops' }, card: SISKO_197 },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill x2') },
      { label: 'odo', owner: 'p1', at: { at: 'ops' }, card: bajoran('SECURITY Computer Skill') },
      { label: 'far', owner: 'p1', at: { at: 'inf' }, card: bajoran('MEDICAL Computer Skill') },
    ]);
    expect(offered(state, 'p1', 'NullifyWithPresent')).toEqual([]);
    expect(refused(state, { type: 'NullifyWithPresent', actor: 'p1', card: id('sisko') })).toBe('REQUIREMENT_NOT_PRESENT');
    const four = scene([
      { label: 'sisko', owner: 'p2', at: { on: 'ops' }, card: SISKO_197 },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill x2') },
      { label: 'odo', owner: 'p1', at: { at: 'ops' }, card: bajoran('SECURITY Computer Skill x2') },
    ]);
    const odoStopped: GameState = { ...four.state, cards: { ...four.state.cards, [four.id('odo')]: { ...four.state.cards[four.id('odo')]!, stopped: true } } };
    expect(refused(odoStopped, { type: 'NullifyWithPresent', actor: 'p1', card: four.id('sisko') })).toBe('REQUIREMENT_NOT_PRESENT');
  });
});

describe('112_056 Automated Security System: any player nullifies it with 3 ENGINEER present at its Ops', () => {
  const scene = (skills: readonly string[]) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'ass', owner: 'p2', at: { on: 'ops' }, card: AUTOMATED_SECURITY },
      ...skills.map((one, n): Placed => ({ label: `e${n}`, owner: 'p1', at: { at: 'ops' }, card: bajoran(one) })),
    ]);
  it('applies: three ENGINEERs of yours at that Ops nullify it', () => {
    const { state, id } = scene(['ENGINEER', 'ENGINEER', 'ENGINEER']);
    const after = play(state, [{ type: 'NullifyWithPresent', actor: 'p1', card: id('ass') }]);
    expect(after.state.cards[id('ass')]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: two ENGINEERs; nor on the opponent\'s turn', () => {
    const two = scene(['ENGINEER', 'ENGINEER', 'OFFICER']);
    expect(refused(two.state, { type: 'NullifyWithPresent', actor: 'p1', card: two.id('ass') })).toBe('REQUIREMENT_NOT_PRESENT');
    const three = scene(['ENGINEER', 'ENGINEER', 'ENGINEER']);
    expect(refused(three.state, { type: 'NullifyWithPresent', actor: 'p2', card: three.id('ass') })).toBe('NOT_YOUR_TURN');
  });
});

describe('184_021 Station Briefing (on Commander\'s Office: commandeering needs 2 Leadership unopposed there)', () => {
  const scene = (atOffice: readonly string[]) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'office', owner: 'p2', at: { row: 'nor' }, card: COMMANDERS_OFFICE },
      { label: 'brief', owner: 'p2', at: { on: 'office' }, card: STATION_BRIEFING },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill') },
      ...atOffice.map((one, n): Placed => ({ label: `l${n}`, owner: 'p1', at: { at: 'office' }, card: bajoran(one) })),
    ]);
  it('plays on a Commander\'s Office, not on Ops', () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'office', owner: 'p1', at: { row: 'nor' }, card: COMMANDERS_OFFICE },
      { label: 'brief', owner: 'p1', at: 'hand', card: STATION_BRIEFING },
    ]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('brief'), target: id('ops') })).toBe('INVALID_TARGET');
    expect(play(state, [{ type: 'PlayCard', actor: 'p1', card: id('brief'), target: id('office') }]).state.cards[id('brief')]!.zone).toBe(Z.on(id('office')));
  });
  it('applies: without 2 Leadership of yours unopposed at the Commander\'s Office, no commandeering', () => {
    const { state, id } = scene(['OFFICER Leadership']);
    expect(refused(state, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBe('NOR_GUARDED');
    expect(offered(state, 'p1', 'Commandeer')).toEqual([]);
  });
  it('does not apply: with 2 Leadership unopposed there, Computer Skill at Ops commandeers', () => {
    const { state, id } = scene(['OFFICER Leadership', 'SECURITY Leadership']);
    expect(offered(state, 'p1', 'Commandeer')).toEqual([{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') }]);
  });
});

/**
 * Equipment a site lets report there, by the characteristic the card list files it under ("hand weapon",
 * "MEDICAL-related equipment", …) or by its icon ([Holo]): one that fits (applies) and one that does not.
 * 1E DS9 expansion rules › REPORTING CARDS FOR DUTY ("Each site lists in its game text what kinds of cards
 * may report to that site").
 */
const EQUIPMENT_ROWS: readonly { site: string; nor: string; fits: string; misfit: string }[] = [
  { site: '112_276 Security Office', nor: NOR, fits: 'Starfleet Type II Phaser', misfit: 'Medical Kit' },
  { site: '112_271 Infirmary', nor: NOR, fits: 'Hypospray', misfit: 'Starfleet Type II Phaser' },
  { site: '112_275 Science Lab', nor: NOR, fits: 'Medical Tricorder', misfit: 'Hypospray' },
  { site: '112_273 Ore Processing Unit', nor: NOR, fits: 'Engineering Tricorder', misfit: 'Medical Kit' },
  { site: '125_131 Holosuite', nor: TEROK_NOR, fits: 'Tommygun', misfit: 'Starfleet Type II Phaser' },
];

describe('equipment reporting to a site by characteristic or icon (Security Office, Infirmary, Science Lab, Ore Processing Unit, Holosuite)', () => {
  for (const row of EQUIPMENT_ROWS) {
    it(`${row.site}: ${row.fits} reports there (applies); ${row.misfit} does not (does not apply)`, () => {
      const { state, id } = siteScene([
        { label: 'nor', owner: 'p1', at: row.nor === TEROK_NOR ? 'L2' : 'L1', card: row.nor },
        { label: 'site', owner: 'p1', at: { row: 'nor' }, card: row.site.split(' ')[0]! },
        { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
        { label: 'fits', owner: 'p1', at: 'hand', card: row.fits },
        { label: 'misfit', owner: 'p1', at: 'hand', card: row.misfit },
      ]);
      expect(checkReportingPlace(state, 'p1', id('fits'), id('site'))).toBeNull();
      expect(checkReportingPlace(state, 'p1', id('misfit'), id('site'))?.code).toBe('SITE_DOES_NOT_ALLOW');
      const after = play(state, [{ type: 'ReportForDuty', actor: 'p1', card: id('fits'), facility: id('site') }]);
      expect(after.state.cards[id('fits')]!.zone).toBe(Z.aboard(id('site')));
    });
  }
});

describe('112_077 Weapons Locker (on Ops, Security Office, Cargo Bay or a ship: your hand weapons report there while your personnel there are unopposed; free at a site)', () => {
  const scene = (extra: readonly Placed[]) =>
    siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
      { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
      { label: 'inf', owner: 'p1', at: { row: 'nor' }, card: INFIRMARY },
      { label: 'ports', owner: 'p1', at: { row: 'nor' }, card: PORTS },
      { label: 'phaser', owner: 'p1', at: 'hand', card: 'Starfleet Type II Phaser' },
      { label: 'kit', owner: 'p1', at: 'hand', card: 'Medical Kit' },
      ...extra,
    ]);

  it('plays on Ops or a ship, not on the Infirmary', () => {
    const { state, id } = scene([
      { label: 'locker', owner: 'p1', at: 'hand', card: WEAPONS_LOCKER },
      { label: 'ship', owner: 'p1', at: 'L1', card: ship({ affiliation: 'Cardassian' }) },
    ]);
    const targets = offered(state, 'p1', 'PlayCard').flatMap((c) => (c.type === 'PlayCard' && c.card === id('locker') ? [c.target] : []));
    expect(targets.sort()).toEqual([id('ops'), id('ship')].sort());
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('locker'), target: id('inf') })).toBe('INVALID_TARGET');
  });

  it('applies: on Ops with your personnel unopposed there, a hand weapon reports to Ops for free', () => {
    const { state, id } = scene([
      { label: 'locker', owner: 'p1', at: { on: 'ops' }, card: WEAPONS_LOCKER },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
    ]);
    expect(checkReportingPlace(state, 'p1', id('phaser'), id('ops'))?.code).toBe('SITE_DOES_NOT_ALLOW');
    expect(offered(state, 'p1', 'SpecialReport')).toContainEqual({ type: 'SpecialReport', actor: 'p1', card: id('phaser'), to: Z.aboard(id('ops')) });
    const after = play(state, [{ type: 'SpecialReport', actor: 'p1', card: id('phaser'), to: Z.aboard(id('ops')) }]);
    expect(ofType(after.events, 'CardReported')).toMatchObject([{ card: id('phaser'), facility: id('ops'), to: Z.aboard(id('ops')), normalCardPlay: false }]);
    expect(after.state.cards[id('phaser')]!.zone).toBe(Z.aboard(id('ops')));
  });

  it('applies: on your ship with your crew unopposed aboard, a hand weapon reports aboard with the normal card play', () => {
    const { state, id } = scene([
      { label: 'ship', owner: 'p1', at: 'L1', card: ship({ affiliation: 'Cardassian' }) },
      { label: 'locker', owner: 'p1', at: { on: 'ship' }, card: WEAPONS_LOCKER },
      { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
    ]);
    const after = play(state, [{ type: 'SpecialReport', actor: 'p1', card: id('phaser'), to: Z.aboard(id('ship')) }]);
    expect(ofType(after.events, 'CardReported')).toMatchObject([{ card: id('phaser'), to: Z.aboard(id('ship')), normalCardPlay: true }]);
  });

  it('does not apply: opposed at Ops, nobody of yours there, or not a hand weapon', () => {
    const opposed = scene([
      { label: 'locker', owner: 'p1', at: { on: 'ops' }, card: WEAPONS_LOCKER },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
      { label: 'kira', owner: 'p2', at: { at: 'ops' }, card: bajoran('OFFICER') },
    ]);
    expect(refused(opposed.state, { type: 'SpecialReport', actor: 'p1', card: opposed.id('phaser'), to: Z.aboard(opposed.id('ops')) })).toBe('NO_SPECIAL_REPORTING');
    const empty = scene([{ label: 'locker', owner: 'p1', at: { on: 'ops' }, card: WEAPONS_LOCKER }]);
    expect(offered(empty.state, 'p1', 'SpecialReport')).toEqual([]);
    const kit = scene([
      { label: 'locker', owner: 'p1', at: { on: 'ops' }, card: WEAPONS_LOCKER },
      { label: 'gul', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
    ]);
    expect(refused(kit.state, { type: 'SpecialReport', actor: 'p1', card: kit.id('kit'), to: Z.aboard(kit.id('ops')) })).toBe('NO_SPECIAL_REPORTING');
  });
});

// Issue 15 (helper domir): commandeering.ts › tableNorGuard; GameState.attemptedBy.
describe('184_019 Greater Glory of Cardassia (on your table: your Cardassian Nors may not be commandeered while you have not attempted a mission)', () => {
  const GLORY = '184_019';
  const kit = (nor: string) =>
    siteScene([
      { label: 'nor', owner: 'p2', at: 'L1', card: nor },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'glory', owner: 'p2', at: 'hand', card: GLORY },
      { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: bajoran('OFFICER Computer Skill') },
    ]);
  const onTable = (state: GameState, card: string): GameState =>
    evolveAll([{ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' } as GameEvent], state);
  it('applies: p2 has attempted no mission — p1’s Computer Skill at Ops may not commandeer p2’s Terok Nor', () => {
    const { state, id } = kit(TEROK_NOR);
    const guarded = onTable(state, id('glory'));
    expect(refused(guarded, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBe('NOR_GUARDED');
    expect(offered(guarded, 'p1', 'Commandeer')).toEqual([]);
  });
  it('does not apply: once p2 has begun a mission attempt, or on a non-Cardassian Nor, or with the incident in hand', () => {
    const { state, id } = kit(TEROK_NOR);
    const attempted: GameState = { ...onTable(state, id('glory')), attemptedBy: ['p2'] };
    expect(refused(attempted, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBeNull();
    expect(refused(state, { type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') })).toBeNull();
    // A Nor p2 holds as Bajoran (commandeered earlier: GameState.nors) is not a Cardassian Nor.
    const ds9 = kit(NOR);
    const bajoranNor: GameState = { ...onTable(ds9.state, ds9.id('glory')), nors: { [ds9.id('nor')]: { affiliation: 'Bajoran' } } };
    expect(refused(bajoranNor, { type: 'Commandeer', actor: 'p1', facility: ds9.id('nor'), personnel: ds9.id('kira') })).toBeNull();
  });
});

describe('112_143 Process Ore (on an Ore Processing Unit: at the start of your turn, with a matching ENGINEER or SECURITY unopposed there and the Nor at a planet, you may process ore)', () => {
  /** p1's Nor at L1 (a planet mission unless `space`), its Ore Processing Unit with Process Ore on it; one card already in p1's discard pile. */
  const scene = (opts: { space?: boolean; extra?: readonly Placed[]; worker?: { skills: string; affiliation: string } } = {}) =>
    siteScene(
      [
        { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
        { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
        { label: 'opu', owner: 'p1', at: { row: 'nor' }, card: ORE_UNIT },
        { label: 'ore', owner: 'p1', at: { on: 'opu' }, card: PROCESS_ORE },
        { label: 'worker', owner: 'p1', at: { at: 'opu' }, card: opts.worker ?? { skills: 'ENGINEER', affiliation: 'Cardassian' } },
        { label: 'spare', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        { label: 'old', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        ...(opts.extra ?? []),
      ],
      'play',
      (id) => [{ type: 'CardMoved', card: id('old'), from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' }],
      [opts.space ? 'Intercept Renegade' : 'Excavation', 'Characterize Neutrino Emissions'],
    );
  /** To the start of p1's next turn. */
  const nextTurn = (state: GameState) => play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
  const choose = (chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });

  it('applies: p1 processes ore — discards a card from hand, the bottom of the discard pile goes beneath the deck, then draws two', () => {
    const { state, id } = scene();
    const begun = nextTurn(state);
    expect(ofType(begun.events, 'ChoiceAwaited').map((e) => e.options)).toEqual([[id('ore')]]);
    const yes = play(begun.state, [choose([id('ore')])]);
    const handOptions = ofType(yes.events, 'ChoiceAwaited')[0]!.options;
    expect(handOptions).toContain(id('spare'));
    const discarded = play(yes.state, [choose([id('spare')])]);
    expect(ofType(discarded.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[id('spare'), Z.discard('p1')]]);
    expect(ofType(discarded.events, 'ChoiceAwaited').map((e) => e.options)).toEqual([[id('ore')]]);
    const beneath = play(discarded.state, [choose([id('ore')])]);
    expect(ofType(beneath.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[id('old'), Z.draw('p1')]]);
    const draws = offered(beneath.state, 'p1', 'MakeChoice');
    const drawnTwo = play(beneath.state, [draws[draws.length - 1]!]);
    expect(ofType(drawnTwo.events, 'CardsDrawn')[0]!.cards).toHaveLength(2);
    expect(drawnTwo.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('applies: answered no to the deck, the bottom card goes out of play; drawing none is allowed', () => {
    const { state, id } = scene();
    const asked = play(nextTurn(state).state, [choose([id('ore')]), choose([id('spare')])]);
    const out = play(asked.state, [choose([])]);
    expect(ofType(out.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[id('old'), Z.out('p1')]]);
    expect(ofType(play(out.state, [choose([])]).events, 'CardsDrawn')).toEqual([]);
  });

  it('does not apply: a Nor at a space location, an opponent at the unit, a worker of another affiliation, or the Nor under Bajoran control', () => {
    const space = scene({ space: true });
    expect(ofType(nextTurn(space.state).events, 'ChoiceAwaited')).toEqual([]);
    const opposed = scene({ extra: [{ label: 'spy', owner: 'p2', at: { at: 'opu' }, card: bajoran('SECURITY') }] });
    expect(ofType(nextTurn(opposed.state).events, 'ChoiceAwaited')).toEqual([]);
    const foreign = scene({ worker: { skills: 'ENGINEER', affiliation: 'Romulan' } });
    expect(ofType(nextTurn(foreign.state).events, 'ChoiceAwaited')).toEqual([]);
    const bajoranWorker = scene({ worker: { skills: 'ENGINEER', affiliation: 'Bajoran' } });
    const underBajor: GameState = { ...bajoranWorker.state, nors: { [bajoranWorker.id('nor')]: { affiliation: 'Bajoran' } } };
    expect(ofType(nextTurn(underBajor).events, 'ChoiceAwaited')).toEqual([]);
  });
});

describe('112_136 File Mission Report (a solver who used a classification or skill, before your next attempt, unopposed at a site that allows it: 5 bonus points)', () => {
  /** p1 solved Intercept Renegade at L1 (OFFICER x2 …; the scene's first card, c1) with `solvers`; two File Mission Reports on p1's table. */
  const scene = (extra: readonly Placed[], solvers: readonly string[] = ['gul', 'guard']) =>
    siteScene(
      [
        { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
        { label: 'ops', owner: 'p1', at: { row: 'nor' }, card: OPS },
        { label: 'office', owner: 'p1', at: { row: 'nor' }, card: COMMANDERS_OFFICE },
        { label: 'fmr', owner: 'p1', at: 'hand', card: FILE_MISSION_REPORT },
        { label: 'fmr2', owner: 'p1', at: 'hand', card: FILE_MISSION_REPORT },
        ...extra,
      ],
      'play',
      (id) => [
        { type: 'CardMoved', card: id('fmr'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: id('fmr2'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
        { type: 'MissionSolved', player: 'p1', location: 'L1', mission: 'c1', contributors: solvers.map(id), points: 30 } as GameEvent,
      ],
    );
  const file = (objective: string, personnel: string): Command => ({ type: 'FileMissionReport', actor: 'p1', objective, personnel });
  const gulAtOffice: Placed = { label: 'gul', owner: 'p1', at: { at: 'office' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } };
  const guardAtOffice: Placed = { label: 'guard', owner: 'p1', at: { at: 'office' }, card: { skills: 'SECURITY', affiliation: 'Cardassian' } };

  it('applies: the OFFICER who solved it, unopposed at the Commander\'s Office, files: 5 bonus points, the objective discarded', () => {
    const { state, id } = scene([gulAtOffice, guardAtOffice]);
    expect(offered(state, 'p1', 'FileMissionReport')).toEqual([file(id('fmr'), id('gul')), file(id('fmr2'), id('gul'))]);
    const after = play(state, [file(id('fmr'), id('gul'))]);
    expect(ofType(after.events, 'MissionReportFiled')).toMatchObject([{ player: 'p1', personnel: id('gul'), objective: id('fmr'), site: id('office'), location: 'L1' }]);
    expect(ofType(after.events, 'PointsScored')).toMatchObject([{ player: 'p1', points: 5, bonus: true, source: id('fmr') }]);
    expect(after.state.cards[id('fmr')]!.zone).toBe(Z.discard('p1'));
    // Limit one per mission: the second objective may not file for the same mission.
    expect(refused(after.state, file(id('fmr2'), id('gul')))).toBe('ALREADY_FILED');
  });

  it('does not apply: a solver with no skill the mission names, a personnel who did not solve it, or after another attempt began', () => {
    const { state, id } = scene([gulAtOffice, guardAtOffice, { label: 'late', owner: 'p1', at: { at: 'office' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } }]);
    expect(refused(state, file(id('fmr'), id('guard')))).toBe('NOT_A_SOLVER');
    expect(refused(state, file(id('fmr'), id('late')))).toBe('NOT_A_SOLVER');
    const attempted = evolveAll([{ type: 'MissionAttemptBegan', player: 'p1', location: 'L2', mission: 'c2', ship: null, planet: false, awayTeam: [], crew: [] } as GameEvent, { type: 'MissionAttemptFailed', player: 'p1', location: 'L2', reason: 'scene' } as GameEvent], state);
    expect(attempted.missionReports?.p1?.solved).toBeUndefined();
  });

  it('does not apply: at a site that does not allow it (Ops), not matching the station, or opposed', () => {
    const atOps = scene([{ label: 'gul', owner: 'p1', at: { at: 'ops' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } }], ['gul']);
    expect(refused(atOps.state, file(atOps.id('fmr'), atOps.id('gul')))).toBe('SITE_DOES_NOT_ALLOW');
    const foreign = scene([{ label: 'gul', owner: 'p1', at: { at: 'office' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } }], ['gul']);
    expect(refused(foreign.state, file(foreign.id('fmr'), foreign.id('gul')))).toBe('NOT_MATCHING');
    const opposed = scene([gulAtOffice, { label: 'kira', owner: 'p2', at: { at: 'office' }, card: bajoran('OFFICER') }], ['gul']);
    expect(refused(opposed.state, file(opposed.id('fmr'), opposed.id('gul')))).toBe('OPPOSED');
    expect(offered(opposed.state, 'p1', 'FileMissionReport')).toEqual([]);
  });
});
