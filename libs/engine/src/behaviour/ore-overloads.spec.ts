/**
 * Issue 15 (helper partners): Reactor Overload and the cards waiting on it — an Ore Processing Unit with ore processed at
 * it destroyed by the incident on a table (then back to hand), the units Emblem of the Empire, Emblem of the Alliance and
 * Greater Glory of Cardassia make immune, the unit Emblem of the Empire lets process ore under Federation control; and the
 * incident's second way, a surge aboard your ship or facility (androids disabled until Cybernetics is present, [Holo]
 * cards erased, Borg killed unless a [Com] Borg is in the hive, Rogue Borg killed).
 *   1E rulebook › THE CARDS › INCIDENTS; GETTING HURT › DISABLED; Current Rulings › Reactor Overload.
 * given (a scene at a Nor, or a ship) / when (the command) / then (the facts).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, type PersonSpec } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { siteScene, type Placed } from '../testing/site-scene';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const NOR = '112_082';
const ALLIANCE_NOR = '122_026';
const MIRROR_TEROK_NOR = '122_027';
const OPS = '112_272';
const ORE_UNIT = '112_273';
const PROCESS_ORE = '112_143';
const REACTOR_OVERLOAD = '117_041';
const EMBLEM_EMPIRE = '122_034';
const EMBLEM_ALLIANCE = '122_033';
const GREATER_GLORY = '184_019';
const GALOR = '112_253';
const ALBERT_EINSTEIN = '101_195';
const EIGHT_OF_NINETEEN = '109_076';
const ELEVEN_OF_NINETEEN = '109_078';
const ROGUE_BORG = '101_134';

const toTable = (card: string, owner: PlayerId): GameEvent => ({ type: 'CardMoved', card, from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'scene' });
const destroyed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how]);
/** A command that changes nothing on the table (the automatic pass setting flipped), so the after-command checks run. */
const nudge = (state: GameState): Command => ({ type: 'SetAutoPass', actor: 'p1', on: Boolean(state.explicitPass?.p1) });
const playIt = (card: string, mode?: number, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(mode !== undefined ? { mode } : {}), ...(target ? { target } : {}) });

describe('117_041 Reactor Overload, first way: a unit with ore processed at it is destroyed, the incident back to hand', () => {
  /** p2's Nor at L2 with Ops and an Ore Processing Unit, `workers` at the unit, ore processed there unless `fresh`; p1 holds the incident; `tables`: cards moved to p2's table. */
  const scene = (opts: { nor?: string; workers?: readonly PersonSpec[]; atOps?: readonly PersonSpec[]; fresh?: boolean; tables?: readonly string[] } = {}) => {
    const cards: Placed[] = [
      { label: 'nor', owner: 'p2', at: 'L2', card: opts.nor ?? NOR },
      { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
      { label: 'opu', owner: 'p2', at: { row: 'nor' }, card: ORE_UNIT },
      ...(opts.workers ?? [{ skills: 'ENGINEER', affiliation: 'Cardassian' }]).map((card, i): Placed => ({ label: `w${i}`, owner: 'p2', at: { at: 'opu' }, card })),
      ...(opts.atOps ?? []).map((card, i): Placed => ({ label: `o${i}`, owner: 'p2', at: { at: 'ops' }, card })),
      ...(opts.tables ?? []).map((card, i): Placed => ({ label: `t${i}`, owner: 'p2', at: 'hand', card })),
      { label: 'ro', owner: 'p1', at: 'hand', card: REACTOR_OVERLOAD },
    ];
    return siteScene(cards, 'play', (id) => [
      ...(opts.fresh ? [] : [{ type: 'OreProcessed', player: 'p2', site: id('opu'), source: 'scene' } as GameEvent]),
      ...(opts.tables ?? []).map((_card, i) => toTable(id(`t${i}`), 'p2')),
    ]);
  };

  it('applies: ore was processed at p2’s unit — p1 plays the incident: the unit and the worker at it are destroyed, the incident goes back to p1’s hand', () => {
    const { state, id } = scene();
    const done = play(state, [playIt(id('ro'))]);
    expect(destroyed(done.events)).toEqual([
      [id('w0'), 'killed'],
      [id('opu'), 'destroyed'],
    ]);
    expect(done.state.cards[id('ro')]!.zone).toBe(Z.hand('p1'));
    expect(done.state.cards[id('ops')]!.zone).toBe(Z.sites(id('nor')));
  });

  it('does not apply: no ore processed at the unit — the incident stays on the table, the unit in play', () => {
    const { state, id } = scene({ fresh: true });
    const done = play(state, [playIt(id('ro'))]);
    expect(destroyed(done.events)).toEqual([]);
    expect(done.state.cards[id('ro')]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[id('opu')]!.zone).toBe(Z.sites(id('nor')));
  });

  it('applies when it already lies on a table: p1 processes ore with Process Ore, and once the choices are made the unit is destroyed', () => {
    const { state, id } = siteScene(
      [
        { label: 'nor', owner: 'p1', at: 'L1', card: NOR },
        { label: 'opu', owner: 'p1', at: { row: 'nor' }, card: ORE_UNIT },
        { label: 'ore', owner: 'p1', at: { on: 'opu' }, card: PROCESS_ORE },
        { label: 'worker', owner: 'p1', at: { at: 'opu' }, card: { skills: 'ENGINEER', affiliation: 'Cardassian' } },
        { label: 'spare', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        { label: 'old', owner: 'p1', at: 'hand', card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        { label: 'ro', owner: 'p2', at: 'hand', card: REACTOR_OVERLOAD },
      ],
      'play',
      (id) => [{ type: 'CardMoved', card: id('old'), from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' }, toTable(id('ro'), 'p2')],
      ['Excavation', 'Characterize Neutrino Emissions'],
    );
    const choose = (chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });
    const begun = play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    const midway = play(begun.state, [choose([id('ore')]), choose([id('spare')]), choose([id('ore')])]);
    expect(ofType(midway.events, 'OreProcessed').map((e) => e.site)).toEqual([id('opu')]);
    // Still choosing how many to draw: nothing is destroyed while the action is under way.
    expect(destroyed(midway.events)).toEqual([]);
    const draws = legalCommands(midway.state, 'p1').filter((c) => c.type === 'MakeChoice');
    const done = play(midway.state, [draws[draws.length - 1]!]);
    expect(ofType(done.events, 'CardsDrawn')[0]!.cards).toHaveLength(2);
    expect(destroyed(done.events)).toEqual([
      [id('worker'), 'killed'],
      [id('ore'), 'discarded'],
      [id('opu'), 'destroyed'],
    ]);
    expect(done.state.cards[id('ro')]!.zone).toBe(Z.hand('p2'));
  });

  it('Emblem of the Empire (122_034): the unit on Mirror Terok Nor is immune with 2 ENGINEER present at it (applies), not with one (does not apply)', () => {
    const fed = { skills: 'ENGINEER', affiliation: 'Federation' };
    const immune = scene({ nor: MIRROR_TEROK_NOR, workers: [fed, fed], tables: [EMBLEM_EMPIRE] });
    const kept = play(immune.state, [playIt(immune.id('ro'))]);
    expect(destroyed(kept.events)).toEqual([]);
    expect(kept.state.cards[immune.id('ro')]!.zone).toBe(Z.table('p1'));
    const lone = scene({ nor: MIRROR_TEROK_NOR, workers: [fed], tables: [EMBLEM_EMPIRE] });
    expect(destroyed(play(lone.state, [playIt(lone.id('ro'))]).events)).toContainEqual([lone.id('opu'), 'destroyed']);
    // Nor (not Mirror Terok Nor): the Emblem does not reach it.
    const other = scene({ workers: [{ skills: 'ENGINEER', affiliation: 'Cardassian' }, { skills: 'ENGINEER', affiliation: 'Cardassian' }], tables: [EMBLEM_EMPIRE] });
    expect(destroyed(play(other.state, [playIt(other.id('ro'))]).events)).toContainEqual([other.id('opu'), 'destroyed']);
  });

  it('Emblem of the Alliance (122_033): a unit on an [MQ] Nor is immune with 2 ENGINEER present (applies); on a Nor without [MQ] it is not (does not apply)', () => {
    const car = { skills: 'ENGINEER', affiliation: 'Cardassian' };
    const immune = scene({ nor: ALLIANCE_NOR, workers: [car, car], tables: [EMBLEM_ALLIANCE] });
    expect(destroyed(play(immune.state, [playIt(immune.id('ro'))]).events)).toEqual([]);
    const plain = scene({ workers: [car, car], tables: [EMBLEM_ALLIANCE] });
    expect(destroyed(play(plain.state, [playIt(plain.id('ro'))]).events)).toContainEqual([plain.id('opu'), 'destroyed']);
  });

  it('Greater Glory of Cardassia (184_019): a unit on a [DS9] Cardassian Nor is immune while SECURITY is aboard the Nor, at any site (applies); without it, or on a Federation Nor, it is not (does not apply)', () => {
    const security = { skills: 'SECURITY', affiliation: 'Cardassian' };
    const immune = scene({ atOps: [security], tables: [GREATER_GLORY] });
    const kept = play(immune.state, [playIt(immune.id('ro'))]);
    expect(destroyed(kept.events)).toEqual([]);
    // The immunity lapses once the SECURITY personnel leaves: the incident on the table destroys the unit after the next command.
    const gone = evolveAll([{ type: 'CardMoved', card: immune.id('o0'), from: Z.aboard(immune.id('ops')), to: Z.discard('p2'), faceUp: true, reason: 'test' } as GameEvent], kept.state);
    const later = play(gone, [nudge(gone)]);
    expect(destroyed(later.events)).toContainEqual([immune.id('opu'), 'destroyed']);
    expect(later.state.cards[immune.id('ro')]!.zone).toBe(Z.hand('p1'));
    const unguarded = scene({ tables: [GREATER_GLORY] });
    expect(destroyed(play(unguarded.state, [playIt(unguarded.id('ro'))]).events)).toContainEqual([unguarded.id('opu'), 'destroyed']);
    const federation = scene({ nor: MIRROR_TEROK_NOR, workers: [{ skills: 'ENGINEER', affiliation: 'Federation' }], atOps: [{ skills: 'SECURITY', affiliation: 'Federation' }], tables: [GREATER_GLORY] });
    expect(destroyed(play(federation.state, [playIt(federation.id('ro'))]).events)).toContainEqual([federation.id('opu'), 'destroyed']);
  });

  it('Emblem of the Empire (122_034): its owner processes ore at the unit on Mirror Terok Nor under Federation control (applies); without it the unit idles (does not apply)', () => {
    const kit = (emblem: boolean) =>
      siteScene(
        [
          { label: 'nor', owner: 'p1', at: 'L1', card: MIRROR_TEROK_NOR },
          { label: 'opu', owner: 'p1', at: { row: 'nor' }, card: ORE_UNIT },
          { label: 'ore', owner: 'p1', at: { on: 'opu' }, card: PROCESS_ORE },
          { label: 'worker', owner: 'p1', at: { at: 'opu' }, card: { skills: 'ENGINEER', affiliation: 'Federation' } },
          { label: 'emblem', owner: 'p1', at: 'hand', card: EMBLEM_EMPIRE },
        ],
        'play',
        (id) => (emblem ? [toTable(id('emblem'), 'p1')] : []),
        ['Excavation', 'Characterize Neutrino Emissions'],
      );
    const nextTurn = (state: GameState) => play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    const withEmblem = kit(true);
    expect(ofType(nextTurn(withEmblem.state).events, 'ChoiceAwaited').map((e) => e.options)).toEqual([[withEmblem.id('ore')]]);
    expect(ofType(nextTurn(kit(false).state).events, 'ChoiceAwaited')).toEqual([]);
  });
});

describe('117_041 Reactor Overload, second way: a surge aboard your ship or facility, then back to hand', () => {
  const android: PersonSpec = { title: 'Test Android', skills: 'ENGINEER', ch: ['Android'], affiliation: 'Cardassian' };
  /** p1's Galor at L1: an android, a hologram, a Borg drone, a plain officer and two Rogue Borg on it; `extra` cards too. */
  const scene = (extra: readonly Placed[] = [], before: (id: (label: string) => string) => readonly GameEvent[] = () => []) =>
    siteScene(
      [
        { label: 'ship', owner: 'p1', at: 'L1', card: GALOR },
        { label: 'android', owner: 'p1', at: { aboard: 'ship' }, card: android },
        { label: 'holo', owner: 'p1', at: { aboard: 'ship' }, card: ALBERT_EINSTEIN },
        { label: 'drone', owner: 'p1', at: { aboard: 'ship' }, card: EIGHT_OF_NINETEEN },
        { label: 'officer', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        { label: 'rogue1', owner: 'p2', at: { on: 'ship' }, card: ROGUE_BORG },
        { label: 'rogue2', owner: 'p2', at: { on: 'ship' }, card: ROGUE_BORG },
        { label: 'ro', owner: 'p1', at: 'hand', card: REACTOR_OVERLOAD },
        ...extra,
      ],
      'play',
      before,
    );
  const surge = (state: GameState, ro: string, ship: string) => play(state, [playIt(ro, 1, ship)]);

  it('applies: the android is disabled, the hologram erased, the Borg killed, both Rogue Borg killed; the officer untouched; the incident back in hand', () => {
    const { state, id } = scene();
    const done = surge(state, id('ro'), id('ship'));
    expect(ofType(done.events, 'PersonnelDisabled').map((e) => [e.card, e.until])).toEqual([[id('android'), 'Cybernetics']]);
    expect(destroyed(done.events)).toEqual([
      [id('holo'), 'discarded'],
      [id('drone'), 'killed'],
      [id('rogue1'), 'discarded'],
      [id('rogue2'), 'discarded'],
    ]);
    expect(done.state.cards[id('officer')]!.zone).toBe(Z.aboard(id('ship')));
    expect(done.state.cards[id('ro')]!.zone).toBe(Z.hand('p1'));
  });

  it('applies: the android is enabled once a Cybernetics personnel of its owner is aboard with it; does not apply: the opponent’s Cybernetics personnel, or one elsewhere', () => {
    const { state, id } = scene([
      { label: 'cyber', owner: 'p1', at: 'L2', card: { skills: 'SCIENCE Cybernetics', affiliation: 'Cardassian' } },
      { label: 'spy', owner: 'p2', at: 'L2', card: { skills: 'SCIENCE Cybernetics', affiliation: 'Cardassian' } },
    ]);
    const done = surge(state, id('ro'), id('ship'));
    expect(done.state.cards[id('android')]!.disabled).toBe(true);
    // The opponent's Cybernetics personnel aboard: still disabled.
    const spy = evolveAll([{ type: 'CardMoved', card: id('spy'), from: Z.space('L2'), to: Z.aboard(id('ship')), faceUp: true, reason: 'test' } as GameEvent], done.state);
    const still = play(spy, [nudge(spy)]);
    expect(ofType(still.events, 'PersonnelEnabled')).toEqual([]);
    const friend = evolveAll([{ type: 'CardMoved', card: id('cyber'), from: Z.space('L2'), to: Z.aboard(id('ship')), faceUp: true, reason: 'test' } as GameEvent], still.state);
    const enabled = play(friend, [nudge(friend)]);
    expect(ofType(enabled.events, 'PersonnelEnabled').map((e) => e.card)).toEqual([id('android')]);
    expect(enabled.state.cards[id('android')]!.disabled).toBe(false);
    expect(enabled.state.cards[id('android')]!.disabledUntil).toBeUndefined();
  });

  it('does not apply: a [Com] Borg of the owner in the hive (elsewhere at the location) keeps the Borg aboard alive; an opponent’s ship is no target', () => {
    const { state, id } = scene([
      { label: 'hub', owner: 'p1', at: 'L1', card: ELEVEN_OF_NINETEEN },
      { label: 'theirs', owner: 'p2', at: 'L1', card: GALOR },
    ]);
    expect(refused(state, playIt(id('ro'), 1, id('theirs')))).not.toBeNull();
    const done = surge(state, id('ro'), id('ship'));
    expect(destroyed(done.events)).not.toContainEqual([id('drone'), 'killed']);
    expect(done.state.cards[id('drone')]!.zone).toBe(Z.aboard(id('ship')));
  });

  it('applies: lying on your table (seeded), on your turn its ability places it on your ship — the same surge, then back to hand', () => {
    const { state, id } = scene([], (id) => [toTable(id('ro'), 'p1')]);
    const done = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('ro'), ability: 'surge', target: id('ship') }]);
    expect(ofType(done.events, 'PersonnelDisabled').map((e) => e.card)).toEqual([id('android')]);
    expect(done.state.cards[id('ro')]!.zone).toBe(Z.hand('p1'));
    // Not on the opponent's turn.
    const theirs = play(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(refused(theirs, { type: 'ActivateCard', actor: 'p1', card: id('ro'), ability: 'surge', target: id('ship') })).not.toBeNull();
  });
});
