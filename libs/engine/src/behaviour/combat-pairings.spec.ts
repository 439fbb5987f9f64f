/**
 * Issue 15 (helper pairs): responses to one combat pairing of a personnel battle (behaviour/combat-pairings.ts;
 * battle/battle.ts › runCombat): 109_042 Android Headlock's combat way, 119_037 Suicidal Attack's combat way,
 * 112_052 Hypospray. 1E rulebook › BATTLE › PERSONNEL BATTLE › 4. Combat, Clarifications: Response Precedence in the
 * Combat Stage; MISCELLANEOUS RULES › Clarification: Timing (each engagement is a separate action).
 * given (a personnel battle on L1, p1 answering every window; the first pairing pinned as a Klingon Baldric would) /
 * when (the card is played or used in p1's combat-pairing window) / then (who is hurt, who engages next, who dies).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { evolve } from '../evolve';
import { redactEvent } from '../view';
import { legalCommands } from '../legal';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

/** The battle initiated by p1 (who answers every window), the pairing `mine`–`theirs` pinned first, stopped at the first combat-pairing window. */
function fight(cards: readonly Placed[], pinned?: readonly [string, string], every = true) {
  const built = battleScene(cards);
  const auto: Command = every ? { type: 'SetAutoPass', actor: 'p1', on: false, every: true } : { type: 'SetAutoPass', actor: 'p1', on: false };
  let state = play(built.state, [auto, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
  if (pinned)
    state = evolve(state, { type: 'BattleModified', modifier: { kind: 'paired-first', player: 'p1', card: built.id(pinned[0]), adversary: built.id(pinned[1]), source: built.id(pinned[0]) } });
  const formed = play(state, [{ type: 'PassResponse', actor: 'p1' }]);
  return { state: formed.state, events: formed.events, id: built.id };
}

const top = (state: GameState) => (state.windows ?? [])[(state.windows ?? []).length - 1];
const killed = (events: ReturnType<typeof play>['events']) => ofType(events, 'CardLeftPlay').filter((event) => event.how === 'killed').map((event) => event.card);

/** p1 passes every window until the battle has ended. */
function passAll(state: GameState) {
  const events: ReturnType<typeof play>['events'] = [];
  let current = state;
  while (current.battle && top(current)?.player === 'p1') {
    const step = play(current, [{ type: 'PassResponse', actor: 'p1' }]);
    events.push(...step.events);
    current = step.state;
  }
  return { state: current, events };
}

const android: Placed = { label: 'data', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, ch: ['Android'], title: 'Test Android', affiliation: 'Klingon' } };
const drone: Placed = { label: 'drone', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 6, ch: ['Borg/Humanoid', 'Drone'], affiliation: 'Borg' } };
const guard: Placed = { label: 'guard', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 1, affiliation: 'Non-Aligned' } };

describe('the combat stage pauses at each pairing (combat-pairing window)', () => {
  it('applies: for a player answering every window, the turn player first, then the other; once more after the last pairing', () => {
    const { state, events, id } = fight([android, drone]);
    expect(ofType(events, 'CombatPaused').map((event) => event.pairing)).toEqual([[id('data'), id('drone')]]);
    expect(top(state)).toMatchObject({ action: 'combat-pairing', player: 'p1', by: 'p2', cards: [id('data'), id('drone')] });
    expect(state.battle?.combat?.piles).toEqual({ p1: [id('data')], p2: [id('drone')] });
    const after = play(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CombatResolved')).toHaveLength(1);
    expect(ofType(after.events, 'CombatPaused').map((event) => event.pairing)).toEqual([null]);
    expect(passAll(after.state).events.some((event) => event.type === 'BattleEnded')).toBe(true);
  });

  it('keeps the piles face down: a player sees only their sizes', () => {
    const built = battleScene([android, drone]);
    const before = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    const formed = play(before, [{ type: 'PassResponse', actor: 'p1' }]).events.find((event) => event.type === 'CombatPilesFormed')!;
    expect(redactEvent(before, formed, { player: 'p2' })).toEqual({ type: 'CombatPilesFormed', counts: { p1: 1, p2: 1 }, setAside: [], rule: expect.any(String) });
  });

  it('does not apply: a player passing only the usual windows sees no pause; the battle resolves in one pass', () => {
    const { state, events } = fight([android, drone], undefined, false);
    expect(ofType(events, 'CombatPaused')).toHaveLength(0);
    expect(ofType(events, 'BattleEnded')).toHaveLength(1);
    expect(state.battle).toBeNull();
  });
});

describe('109_042 Android Headlock: mortally wounds a drone, Jem’Hadar or hologram that just engaged your android', () => {
  const cards: Placed[] = [android, drone, guard, { label: 'headlock', owner: 'p1', at: 'hand', card: 'Android Headlock' }];

  it('applies: the drone is mortally wounded (and dies); the android engages the next adversary', () => {
    const { state, id } = fight(cards, ['data', 'drone']);
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card: id('headlock'), target: id('drone') }));
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('headlock'), target: id('drone') }]);
    expect(ofType(after.events, 'CombatResponded')).toEqual([expect.objectContaining({ target: id('drone'), outcome: 'mortally-wounded', stays: id('data') })]);
    expect(ofType(after.events, 'CombatPaused').map((event) => event.pairing)).toEqual([[id('data'), id('guard')]]);
    const done = passAll(after.state);
    expect(killed(done.events)).toContain(id('drone'));
    expect(ofType(done.events, 'CombatResolved').map((event) => event.adversaries)).toEqual([[id('data'), id('guard')]]);
  });

  it('does not apply: an adversary that is no drone, Jem’Hadar nor hologram is no target; outside a pairing it only answers Borg Kiss', () => {
    const { state, id } = fight(cards, ['data', 'guard']);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('headlock'), target: id('guard') })).not.toBeNull();
    const after = play(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CombatResolved')[0]).toMatchObject({ adversaries: [id('data'), id('guard')], outcome: 'mortally-wounded', loser: id('guard') });
  });
});

describe('119_037 Suicidal Attack: the personnel who just engaged yours in combat dies, and yours too', () => {
  const cards: Placed[] = [
    { label: 'mine', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 2, affiliation: 'Klingon' } },
    { label: 'brute', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 10, affiliation: 'Non-Aligned' } },
    { label: 'attack', owner: 'p1', at: 'hand', card: 'Suicidal Attack' },
  ];

  it('applies: both die at once; the pairing is not fought', () => {
    const { state, id } = fight(cards);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('attack'), target: id('brute') }]);
    expect(killed(after.events).sort()).toEqual([id('mine'), id('brute')].sort());
    const done = passAll(after.state);
    expect(ofType([...after.events, ...done.events], 'CombatResolved')).toHaveLength(0);
    expect(ofType(done.events, 'BattleEnded')[0]).toMatchObject({ winner: null });
  });

  it('does not apply: your own personnel is no target, and without the play the brute only mortally wounds yours', () => {
    const { state, id } = fight(cards);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('attack'), target: id('mine') })).not.toBeNull();
    const done = passAll(state);
    expect(killed(done.events)).toEqual([id('mine')]);
  });
});

describe('112_052 Hypospray: your MEDICAL present stuns its adversary, or a mortal wound becomes disabled (not androids)', () => {
  const medic: Placed = { label: 'medic', owner: 'p1', at: 'surface', card: { skills: 'MEDICAL OFFICER', s: 3, affiliation: 'Klingon' } };
  const tough: Placed = { label: 'tough', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 20, affiliation: 'Klingon' } };
  const brute: Placed = { label: 'brute', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 10, affiliation: 'Non-Aligned' } };
  const weak: Placed = { label: 'weak', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 1, affiliation: 'Non-Aligned' } };
  const spray: Placed = { label: 'spray', owner: 'p1', at: 'surface', card: 'Hypospray' };

  it('applies (stun): the brute paired with the medic is stunned before it can hurt her', () => {
    const { state, id } = fight([medic, tough, brute, weak, spray], ['medic', 'brute']);
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'ActivateCard', card: id('spray'), ability: 'sedate', target: id('brute') }));
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('spray'), ability: 'sedate', target: id('brute') }]);
    expect(ofType(after.events, 'CombatResponded')).toEqual([expect.objectContaining({ target: id('brute'), outcome: 'stunned' })]);
    // Once per battle per copy: recorded in the battle's combat stage.
    expect(after.state.battle?.combat?.responses).toEqual([id('spray')]);
    const done = passAll(after.state);
    expect(killed(done.events)).not.toContain(id('medic'));
  });

  it('applies (revive): the medic mortally wounded becomes disabled after the last pairing (another MEDICAL uses it) and survives', () => {
    const doctor: Placed = { label: 'tough', owner: 'p1', at: 'surface', card: { skills: 'OFFICER MEDICAL', s: 20, affiliation: 'Klingon' } };
    const { state, id } = fight([medic, doctor, brute, weak, spray], ['medic', 'brute']);
    const fought = play(state, [{ type: 'PassResponse', actor: 'p1' }, { type: 'PassResponse', actor: 'p1' }]);
    expect(fought.state.battle?.wounded).toContain(id('medic'));
    expect(fought.state.battle?.combat?.pairing).toBeNull();
    const after = play(fought.state, [{ type: 'ActivateCard', actor: 'p1', card: id('spray'), ability: 'revive', target: id('medic') }]);
    expect(ofType(after.events, 'PersonnelDisabled')).toEqual([expect.objectContaining({ card: id('medic'), source: id('spray') })]);
    const done = passAll(after.state);
    expect(killed([...after.events, ...done.events])).not.toContain(id('medic'));
    expect(done.state.cards[id('medic')]?.disabled).toBe(true);
  });

  it('does not apply: an android adversary is not affected; without a MEDICAL of yours there is no use', () => {
    const robot: Placed = { label: 'robot', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 10, ch: ['Android'], affiliation: 'Non-Aligned' } };
    const { state, id } = fight([medic, robot, spray], ['medic', 'robot']);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('spray'), ability: 'sedate', target: id('robot') })).not.toBeNull();
    // A mortally wounded medic with no other MEDICAL of yours standing: no one uses it on her.
    const alone = fight([medic, tough, brute, weak, spray], ['medic', 'brute']);
    const fought = play(alone.state, [{ type: 'PassResponse', actor: 'p1' }, { type: 'PassResponse', actor: 'p1' }]);
    expect(fought.state.battle?.wounded).toContain(alone.id('medic'));
    expect(refused(fought.state, { type: 'ActivateCard', actor: 'p1', card: alone.id('spray'), ability: 'revive', target: alone.id('medic') })).not.toBeNull();
    const plain = fight([tough, brute, spray]);
    expect(refused(plain.state, { type: 'ActivateCard', actor: 'p1', card: plain.id('spray'), ability: 'sedate', target: plain.id('brute') })).not.toBeNull();
  });
});
