/**
 * Cards that battle unlocks (issue 15): responses to a just-initiated battle and restrictions on
 * battle, each with the path where it applies and the path where it does not.
 *   1E rulebook › BATTLE › Reminder: Actions and Valid Responses (Asteroid Sanctuary escaping a
 *   just-initiated battle); INITIATING A BATTLE › Clarification: Cancelled Battles; PERSONNEL
 *   BATTLE › 2. Responses (cards that apply at the initiation of battle, e.g. D'k Tahg).
 *
 * 101_109 Asteroid Sanctuary, 101_118 Honor Challenge, and the equipment that may report into a
 * just-initiated personnel battle: 116_014 D'k Tahg, 116_019 Starfleet Type I Phaser, 124_015
 * Hirogen Talon, 122_018 Mirror Dagger; equipment for one species in battle: 116_013 Bat'leth,
 * 116_015 Kar'takin, 122_017 Ferengi Whip, 123_045 Vidiian Harvester; a response to a battle just
 * ended: 101_126 Klingon Right of Vengeance, 125_039 Remember the Alamo; a step before the winner:
 * 103_071 Phaser Burns.
 */
import { legalCommands } from '../legal';
import { memberOf } from '../attempt/requirements';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import type { Card } from '@captains-log/cards';
import { play, when, withAuDoor } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { GameEvent } from '../types';

const given = (state: GameState, events: readonly GameEvent[]): GameState => evolveAll(events, state);
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function violation(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  return outcome.violation.code;
}

const explicit = (state: GameState, player: 'p1' | 'p2'): GameState => play(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;

describe('101_109 Asteroid Sanctuary (a ship with two Navigation aboard hides from battle this turn)', () => {
  const ships = (navigation: string): Placed[] => [
    { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9, affiliation: 'Klingon' }) },
    { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 5, affiliation: 'Romulan' }) },
    { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: `OFFICER ${navigation}`, affiliation: 'Romulan' } },
  ];

  it('as a response to a battle just initiated against that ship: the battle is cancelled, everyone involved is stopped', () => {
    const built = battleScene([...ships('Navigation x2'), { label: 'as', owner: 'p2', at: 'hand', card: 'Asteroid Sanctuary' }]);
    const [a, t, sanctuary] = [built.id('a'), built.id('t'), built.id('as')];
    const started = play(explicit(built.state, 'p2'), [
      { type: 'InitiateShipBattle', actor: 'p1', ships: [a], target: t },
      { type: 'ReturnFire', actor: 'p2', target: a },
    ]);
    expect(started.state.awaiting).toEqual([{ player: 'p2', kind: 'respond', options: [t] }]);
    const respond: Command = { type: 'PlayCard', actor: 'p2', card: sanctuary, target: t };
    expect(legalCommands(started.state, 'p2')).toContainEqual(respond);
    const { events, state } = play(started.state, [respond]);
    expect(ofType(events, 'CardPlayed')[0]).toMatchObject({ card: sanctuary, to: Z.on(t), normalCardPlay: false });
    expect(ofType(events, 'PlayNullified')).toMatchObject([{ card: t, by: sanctuary }]);
    expect(ofType(events, 'ShipsFired')).toEqual([]);
    expect(ofType(events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    for (const label of ['a', 'a-crew', 't']) expect(state.cards[built.id(label)]!.stopped).toBe(true);
    // It stays on the ship for the turn (no new battle against it), then is discarded at the end of the turn.
    expect(state.cards[sanctuary]!.zone).toBe(Z.on(t));
    const ended = play(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(ended.cards[sanctuary]!.zone).toBe(Z.discard('p2'));
  });

  it('without two Navigation aboard it is no valid response: the battle goes on', () => {
    const built = battleScene([...ships('Navigation'), { label: 'as', owner: 'p2', at: 'hand', card: 'Asteroid Sanctuary' }]);
    const [a, t, sanctuary] = [built.id('a'), built.id('t'), built.id('as')];
    const started = play(explicit(built.state, 'p2'), [
      { type: 'InitiateShipBattle', actor: 'p1', ships: [a], target: t },
      { type: 'ReturnFire', actor: 'p2', target: null },
    ]);
    expect(violation(started.state, { type: 'PlayCard', actor: 'p2', card: sanctuary, target: t })).toBe('INVALID_TARGET');
    expect(legalCommands(started.state, 'p2').some((command) => command.type === 'PlayCard')).toBe(false);
    const { events } = play(started.state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ attack: 9, defense: 6, result: 'hit' }]);
  });

  it('played as an interrupt on a ship with two Navigation aboard, no battle may be initiated against it this turn', () => {
    const built = battleScene([...ships('Navigation x2'), { label: 'as', owner: 'p1', at: 'hand', card: 'Asteroid Sanctuary' }]);
    const [a, t, sanctuary] = [built.id('a'), built.id('t'), built.id('as')];
    const sheltered = play(built.state, [{ type: 'PlayCard', actor: 'p1', card: sanctuary, target: t }]).state;
    expect(sheltered.cards[sanctuary]!.zone).toBe(Z.on(t));
    expect(violation(sheltered, { type: 'InitiateShipBattle', actor: 'p1', ships: [a], target: t })).toBe('BATTLE_FORBIDDEN');
    expect(legalCommands(sheltered, 'p1').some((command) => command.type === 'InitiateShipBattle')).toBe(false);
    // Not on a ship whose crew lacks the two Navigation.
    const open = battleScene([...ships('Navigation'), { label: 'as', owner: 'p1', at: 'hand', card: 'Asteroid Sanctuary' }]);
    expect(violation(open.state, { type: 'PlayCard', actor: 'p1', card: open.id('as'), target: open.id('t') })).toBe('INVALID_TARGET');
  });
});

describe('101_118 Honor Challenge (just after a personnel battle starts, your Klingons with Honor each kill an opponent with Treachery)', () => {
  const romulans: Placed[] = [
    { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SECURITY Treachery', s: 5, affiliation: 'Romulan' } },
    { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
  ];
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };

  it('a Klingon with Honor kills the opposing personnel with Treachery before the fighting; the battle goes on', () => {
    const built = battleScene([{ label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER Honor', s: 5, affiliation: 'Klingon' } }, ...romulans, { label: 'hc', owner: 'p1', at: 'hand', card: 'Honor Challenge' }]);
    const started = play(explicit(built.state, 'p1'), [attack]);
    // The attacked player (automatic pass) passed; now the attacker's window.
    expect(started.state.awaiting).toEqual([{ player: 'p1', kind: 'respond', options: [built.id('r1')] }]);
    const respond: Command = { type: 'PlayCard', actor: 'p1', card: built.id('hc'), target: built.id('r1') };
    expect(legalCommands(started.state, 'p1')).toContainEqual(respond);
    const { events } = play(started.state, [respond]);
    expect(ofType(events, 'CardLeftPlay')[0]).toMatchObject({ card: built.id('r1'), how: 'killed', source: built.id('hc') });
    expect(ofType(events, 'CombatResolved')).toMatchObject([{ adversaries: [built.id('k'), built.id('r2')], strengths: [5, 5], outcome: 'none' }]);
    expect(ofType(events, 'BattleEnded')).toMatchObject([{ winner: null, totals: { p1: 5, p2: 5 } }]);
  });

  it('a Klingon without Honor kills nobody (target none); with more opponents with Treachery than Klingons with Honor the player chooses (premiere-c.spec.ts)', () => {
    const plain = battleScene([{ label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Klingon' } }, ...romulans, { label: 'hc', owner: 'p1', at: 'hand', card: 'Honor Challenge' }]);
    const started = play(explicit(plain.state, 'p1'), [attack]).state;
    expect(violation(started, { type: 'PlayCard', actor: 'p1', card: plain.id('hc'), target: plain.id('r1') })).toBe('INVALID_TARGET');
    const first = play(started, [{ type: 'PlayCard', actor: 'p1', card: plain.id('hc'), target: 'none' }]);
    expect(ofType(first.events, 'CardLeftPlay').filter((e) => e.source === plain.id('hc'))).toEqual([]);
  });

  it('is no valid response outside a personnel battle (a ship battle)', () => {
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9 }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER Honor', affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, affiliation: 'Romulan' }) },
      { label: 'hc', owner: 'p1', at: 'hand', card: 'Honor Challenge' },
    ]);
    const started = play(explicit(built.state, 'p1'), [{ type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') }]);
    expect(violation(started.state, { type: 'PlayCard', actor: 'p1', card: built.id('hc'), target: built.id('t') })).toBe('INVALID_TARGET');
  });
});

describe("equipment reporting into a just-initiated personnel battle (116_014 D'k Tahg, 116_019 Starfleet Type I Phaser, 124_015 Hirogen Talon, 122_018 Mirror Dagger)", () => {
  const attacker: Placed = { label: 'r', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Romulan' } };
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };

  it.each([
    ["D'k Tahg", 'Klingon'],
    ['Starfleet Type I Phaser', 'Federation'],
    ['Hirogen Talon', 'Hirogen'],
  ])('%s reports next to your attacked %s personnel and adds its STRENGTH in the battle', (title, affiliation) => {
    const built = battleScene([attacker, { label: 'd', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 5, affiliation } }, { label: 'eq', owner: 'p2', at: 'hand', card: title }]);
    const started = play(explicit(built.state, 'p2'), [attack]);
    const respond: Command = { type: 'PlayCard', actor: 'p2', card: built.id('eq'), target: built.id('d') };
    expect(legalCommands(started.state, 'p2')).toContainEqual(respond);
    const { events, state } = play(started.state, [respond]);
    expect(ofType(events, 'CardPlayed')[0]).toMatchObject({ card: built.id('eq'), to: Z.surface('L1'), normalCardPlay: false });
    expect(ofType(events, 'CombatResolved')).toMatchObject([{ strengths: [5, 6], outcome: 'stunned', loser: built.id('r') }]);
    expect(state.cards[built.id('eq')]!.zone).toBe(Z.surface('L1'));
  });

  it('Mirror Dagger reports to a battle involving your Mirror Quadrant personnel', () => {
    const mq = { ...person({ skills: 'SECURITY', s: 5, affiliation: 'Non-Aligned' }), icons: [{ code: 'MQ', name: 'Mirror Quadrant', category: 'quadrant' }] } as Card;
    const built = battleScene([attacker, { label: 'd', owner: 'p2', at: 'surface', card: mq }, { label: 'md', owner: 'p2', at: 'hand', card: 'Mirror Dagger' }]);
    // Mirror Dagger shows [AU]: p2's Alternate Universe Door lets it report (alternate-universe.ts).
    const started = play(explicit(withAuDoor(built.state, ['p2']), 'p2'), [attack]);
    const { events } = play(started.state, [{ type: 'PlayCard', actor: 'p2', card: built.id('md'), target: built.id('d') }]);
    expect(ofType(events, 'CombatResolved')).toMatchObject([{ strengths: [5, 6], outcome: 'stunned' }]);
  });

  it('none of them may report where your personnel in the battle do not match', () => {
    const noMatch = battleScene([attacker, { label: 'd', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 5, affiliation: 'Bajoran' } }, { label: 'eq', owner: 'p2', at: 'hand', card: "D'k Tahg" }, { label: 'md', owner: 'p2', at: 'hand', card: 'Mirror Dagger' }]);
    const started = play(explicit(noMatch.state, 'p2'), [attack]);
    expect(violation(started.state, { type: 'PlayCard', actor: 'p2', card: noMatch.id('eq'), target: noMatch.id('d') })).toBe('INVALID_TARGET');
    expect(violation(started.state, { type: 'PlayCard', actor: 'p2', card: noMatch.id('md'), target: noMatch.id('d') })).toBe('INVALID_TARGET');
    expect(legalCommands(started.state, 'p2').some((command) => command.type === 'PlayCard')).toBe(false);
  });
});

describe("battle equipment for one species (116_013 Bat'leth, 116_015 Kar'takin, 122_017 Ferengi Whip, 123_045 Vidiian Harvester)", () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const klingon = (label: string, s: number, skills = 'SECURITY'): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills, s, affiliation: 'Klingon', ch: ['Klingon'] } });
  const romulan = (label: string, s: number): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s, affiliation: 'Romulan' } });

  it("Bat'leth: your Klingons present are STRENGTH +2, and the first stun in the battle becomes a mortal wound (once per battle)", () => {
    // Klingons 5+2=7 against Romulans 5: stuns (7 is not more than double 5); the first becomes a mortal wound.
    const built = battleScene([klingon('k1', 5, 'OFFICER'), klingon('k2', 5), romulan('r1', 5), romulan('r2', 5), { label: 'bl', owner: 'p1', at: 'surface', card: "Bat'leth" }]);
    const { events } = play(built.state, [attack]);
    const fights = ofType(events, 'CombatResolved');
    expect(fights.map((f) => [f.strengths, f.outcome, f.by ?? null])).toEqual([
      [[7, 5], 'mortally-wounded', built.id('bl')],
      [[7, 5], 'stunned', null],
    ]);
  });

  it("Bat'leth gives nothing to a non-Klingon; Kar'takin works for Jem'Hadar only", () => {
    const human: Placed = { label: 'h', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon', ch: ['Human'] } };
    const plain = battleScene([human, romulan('r', 5), { label: 'bl', owner: 'p1', at: 'surface', card: "Bat'leth" }]);
    expect(ofType(play(plain.state, [attack]).events, 'CombatResolved')).toMatchObject([{ strengths: [6, 5], outcome: 'stunned' }]);
    const jemHadar: Placed = { label: 'j', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Dominion', ch: ["Jem'Hadar"] } };
    const dominion = battleScene([jemHadar, romulan('r', 5), { label: 'kt', owner: 'p1', at: 'surface', card: "Kar'takin" }]);
    expect(ofType(play(dominion.state, [attack]).events, 'CombatResolved')).toMatchObject([{ strengths: [8, 5], outcome: 'mortally-wounded', by: dominion.id('kt') }]);
    const withoutSpecies = battleScene([{ ...jemHadar, card: { skills: 'OFFICER', s: 6, affiliation: 'Dominion', ch: ['Vorta'] } }, romulan('r', 5), { label: 'kt', owner: 'p1', at: 'surface', card: "Kar'takin" }]);
    expect(ofType(play(withoutSpecies.state, [attack]).events, 'CombatResolved')).toMatchObject([{ strengths: [6, 5], outcome: 'stunned' }]);
  });

  it('Ferengi Whip: Ferengi STRENGTH +2; Vidiian Harvester: Vidiians STRENGTH +2 and MEDICAL; others unchanged', () => {
    const ferengi: Placed = { label: 'f', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 4, affiliation: 'Ferengi', ch: ['Ferengi'] } };
    const whip = battleScene([ferengi, romulan('r', 5), { label: 'w', owner: 'p1', at: 'surface', card: 'Ferengi Whip' }]);
    expect(ofType(play(whip.state, [attack]).events, 'CombatResolved')).toMatchObject([{ strengths: [6, 5], outcome: 'stunned' }]);
    const vidiian: Placed = { label: 'v', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 4, affiliation: 'Vidiian', ch: ['Vidiian'] } };
    const harvester = battleScene([vidiian, { label: 'x', owner: 'p1', at: 'surface', card: { skills: 'ENGINEER', s: 4, affiliation: 'Vidiian' } }, { label: 'vh', owner: 'p1', at: 'surface', card: 'Vidiian Harvester' }]);
    expect(memberOf(harvester.state, harvester.id('v'))).toMatchObject({ strength: 6 });
    expect(memberOf(harvester.state, harvester.id('v')).skills).toContainEqual({ name: 'MEDICAL', level: 1 });
    expect(memberOf(harvester.state, harvester.id('x'))).toMatchObject({ strength: 4 });
    expect(memberOf(harvester.state, harvester.id('x')).skills.some((skill) => skill.name === 'MEDICAL')).toBe(false);
  });
});

describe('101_126 Klingon Right of Vengeance (after a personnel battle that killed one of your Klingons, the others attack again with doubled STRENGTH)', () => {
  const scene = (killedSpecies: string) => {
    const built = battleScene([
      { label: 'dead', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 4, affiliation: 'Klingon', ch: [killedSpecies] } },
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 4, affiliation: 'Klingon', ch: ['Klingon'] } },
      { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'krv', owner: 'p1', at: 'hand', card: 'Klingon Right of Vengeance' },
    ]);
    const [dead, k, r] = [built.id('dead'), built.id('k'), built.id('r')];
    // Given: p2's Romulan won a battle p1 started there; p1's first Klingon died; the battle-ended window is p1's.
    const battle = { kind: 'personnel' as const, attacker: 'p1' as const, defender: 'p2' as const, location: 'L1', zone: Z.surface('L1'), attacking: [dead, k], defending: [r], counterAttack: false };
    const state = play(explicit(built.state, 'p1'), []).state;
    const after = given(state, [
      { type: 'BattleInitiated', battle },
      { type: 'CardLeftPlay', card: dead, from: Z.surface('L1'), to: Z.discard('p1'), how: 'killed', source: 'battle' },
      { type: 'CardStopped', card: k },
      { type: 'CardStopped', card: r },
      { type: 'BattleEnded', kind: 'personnel', location: 'L1', attacker: 'p1', winner: 'p2', totals: { p1: 4, p2: 5 }, zone: Z.surface('L1'), killed: [dead], cancelled: false, turn: 1 },
      { type: 'ResponseWindowOpened', window: { action: 'battle-ended', card: r, by: 'p1', player: 'p1' } },
    ]);
    return { built, state: after, k, r };
  };

  it('a Klingon killed: the surviving Klingon (stopped) attacks again at once with STRENGTH ×2, without a leader', () => {
    const { built, state, k, r } = scene('Klingon');
    const respond: Command = { type: 'PlayCard', actor: 'p1', card: built.id('krv'), target: k };
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const { events } = play(state, [respond]);
    expect(ofType(events, 'BattleInitiated')[0]!.battle).toMatchObject({ attacker: 'p1', attacking: [k], defending: [r], counterAttack: true, strength: { factor: 2 } });
    // 4 ×2 = 8 against 5: a stun (not more than double); p1 wins and the Romulan is the casualty.
    expect(ofType(events, 'CombatResolved')).toMatchObject([{ adversaries: [k, r], strengths: [8, 5], outcome: 'stunned' }]);
    expect(ofType(events, 'BattleEnded').at(-1)).toMatchObject({ winner: 'p1', totals: { p1: 8, p2: 0 } });
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toEqual([r]);
  });

  it('no Klingon of yours died in that battle: no valid response', () => {
    const { built, state, k } = scene('Human');
    expect(violation(state, { type: 'PlayCard', actor: 'p1', card: built.id('krv'), target: k })).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1').some((command) => command.type === 'PlayCard')).toBe(false);
  });
});

describe('103_071 Phaser Burns (with a phaser or disruptor present, two opposing stunned personnel die before the winner is determined)', () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const cast = (weapon: boolean): Placed[] => [
    { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon' } },
    { label: 'k2', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 6, affiliation: 'Klingon' } },
    ...(weapon ? [{ label: 'kd', owner: 'p1' as const, at: 'surface' as const, card: 'Klingon Disruptor' }] : []),
    { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    { label: 'r3', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    { label: 'pb', owner: 'p1', at: 'hand', card: 'Phaser Burns' },
  ];

  it('a Klingon Disruptor present: the two stunned Romulans die before the winner; the winner then picks the casualty among the rest', () => {
    const built = battleScene(cast(true));
    const started = play(explicit(built.state, 'p1'), [attack]);
    const respond: Command = { type: 'PlayCard', actor: 'p1', card: built.id('pb'), target: built.id('r1') };
    expect(legalCommands(started.state, 'p1')).toContainEqual(respond);
    const { events } = play(started.state, [respond]);
    // 6+2 = 8 against 5: two stuns (not more than double).
    const stunned = ofType(events, 'CombatResolved').map((e) => e.loser);
    expect(ofType(events, 'CombatResolved').map((e) => e.outcome)).toEqual(['stunned', 'stunned']);
    const [burns, casualty] = ofType(events, 'RandomCardsSelected');
    expect(burns).toMatchObject({ purpose: 'Phaser Burns', candidates: stunned, outcome: expect.arrayContaining(stunned) });
    const rest = [built.id('r1'), built.id('r2'), built.id('r3')].filter((iid) => !stunned.includes(iid));
    expect(casualty).toMatchObject({ purpose: 'battle casualty', candidates: rest });
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1', totals: { p1: 16, p2: 5 } });
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card).sort()).toEqual([built.id('r1'), built.id('r2'), built.id('r3')].sort());
  });

  it('without a phaser or disruptor present it is no valid response', () => {
    const built = battleScene(cast(false));
    const started = play(explicit(built.state, 'p1'), [attack]);
    expect(violation(started.state, { type: 'PlayCard', actor: 'p1', card: built.id('pb'), target: built.id('r1') })).toBe('INVALID_TARGET');
  });
});

describe('125_039 Remember the Alamo (just after you lose a personnel battle, a random opposing personnel there dies)', () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const cast = (theirs: number): Placed[] => [
    { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 10, affiliation: 'Klingon' } },
    { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: theirs, affiliation: 'Romulan' } },
    { label: 'rta', owner: 'p2', at: 'hand', card: 'Remember the Alamo' },
  ];

  it('the loser responds after the battle: the winner\'s Klingon, the only one there, dies', () => {
    const built = battleScene(cast(6));
    const started = play(explicit(built.state, 'p2'), [attack, { type: 'PassResponse', actor: 'p2' }]);
    // 10 against 6: a stun; p1 wins, the Romulan is the casualty; p2's battle-ended window is open.
    expect(started.state.windows?.at(-1)).toMatchObject({ action: 'battle-ended', player: 'p2' });
    const respond: Command = { type: 'PlayCard', actor: 'p2', card: built.id('rta'), target: built.id('r') };
    expect(legalCommands(started.state, 'p2')).toContainEqual(respond);
    const { events } = play(started.state, [respond]);
    expect(ofType(events, 'RandomCardsSelected')).toMatchObject([{ purpose: 'Remember the Alamo', candidates: [built.id('k')], outcome: [built.id('k')] }]);
    expect(ofType(events, 'CardLeftPlay')).toMatchObject([{ card: built.id('k'), how: 'killed', source: built.id('rta') }]);
  });

  it('after a battle nobody won (equal STRENGTH) it is no valid response', () => {
    const built = battleScene(cast(10));
    const started = play(explicit(built.state, 'p2'), [attack, { type: 'PassResponse', actor: 'p2' }]);
    expect(started.state.windows?.at(-1)).toMatchObject({ action: 'battle-ended', player: 'p2' });
    expect(violation(started.state, { type: 'PlayCard', actor: 'p2', card: built.id('rta'), target: built.id('r') })).toBe('INVALID_TARGET');
  });
});
