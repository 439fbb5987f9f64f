/**
 * Title filters: a title a card's text names is met by that title or a version of it (card-facts.ts › isTitled), never by a
 * longer, different title; a family of titles the text names on purpose ("a Treaty", "{Armus} dilemmas") is an explicit
 * prefix (`titlePrefixes`, card-facts.ts › titledWithPrefix). 1E rulebook › DUPLICATION AND PERSONAS (cards with the exact
 * same card title share it; the list's parentheses are not printed). Issue 15 (helper prefix).
 * given (cards, a scene) / when (a command) / then (the facts, or what is offered).
 */
import { isAnyNamed, isMissionTitled, titledWithPrefix } from '../card-facts';
import { legalCommands } from '../legal';
import { ofType, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';

const explicit = (state: GameState, ...players: PlayerId[]) => run(state, players.map((actor) => ({ type: 'SetAutoPass' as const, actor, on: false }))).state;
const offered = (state: GameState, card: string, actor: PlayerId) => legalCommands(state, actor).filter((c) => c.type === 'PlayCard' && c.card === card);

describe('101_003 Interphase Generator: {Nausicaans} dilemmas are the title, {Armus} dilemmas a family (nullifies where present)', () => {
  // A planet dilemma meets an Away Team on Excavation; a space one (Nausicaans: Pirates) a crew on Study Stellar Collision.
  const attempt = (dilemma: string, space = false) => {
    const built = space
      ? scene({ missions: ['Study Stellar Collision'], seeds: [dilemma], ship: ship(), crew: [{ skills: 'OFFICER' }], equipment: ['Interphase Generator'] })
      : scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: [{ skills: 'OFFICER' }], equipment: ['Interphase Generator'] });
    const { events } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ...(space ? { ship: built.ids.ship! } : {}) });
    const seed = built.ids.seeds[0]!;
    expect(ofType(events, 'SeedCardRevealed').map((e) => e.card)).toEqual([seed]);
    return ofType(events, 'DilemmaRemoved').filter((e) => e.card === seed).map((e) => e.reason);
  };
  it('applies: Nausicaans (the title) and Armus: Sticky Situation (an Armus dilemma) are nullified as they are encountered', () => {
    expect(attempt('Nausicaans')).toEqual(['nullified']);
    expect(attempt('Armus: Sticky Situation')).toEqual(['nullified']);
  });
  it('does not apply: Nausicaans: Pirates is another dilemma (its title only begins with "Nausicaans")', () => {
    expect(attempt('Nausicaans: Pirates', true)).toEqual(['failed']);
  });
});

describe('161_015 Illegitimate Leader of the Empire: "discard incident if you have {Gowron} … in play"', () => {
  const after = (personnel: string) => {
    const built = scene({ missions: ['Excavation'], hand: ['Illegitimate Leader of the Empire', personnel] });
    const [incident, named] = built.ids.hand as [string, string];
    const state = moved(built.state, [[incident, Z.table('p1')], [named, Z.surface('L1')]]);
    // Every command ends by checking the table's discard conditions (decide.ts › discardWhenDue).
    return run(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state.cards[incident]!.zone;
  };
  it('applies: with Gowron in play the incident is discarded', () => {
    expect(after('Gowron')).toBe(Z.discard('p1'));
  });
  it('does not apply: Gowron of Borg is another personnel (a Borg counterpart, no Gowron persona): the incident stays', () => {
    expect(after('Gowron of Borg')).toBe(Z.table('p1'));
  });
});

describe('101_133 Q2: "nullifies {Amanda Rogers} OR {Kevin Uxbridge}" just played', () => {
  it('applies: a Kevin Uxbridge just played is a target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Alien Probe', 'Kevin Uxbridge'], opponentHand: ['Q2'] });
    const [probe, kevin] = built.ids.hand as [string, string];
    const q2 = built.ids.opponentHand[0]!;
    const opened = run(explicit(moved(built.state, [[probe, Z.table('p1')]]), 'p1', 'p2'), [{ type: 'PlayCard', actor: 'p1', card: kevin, target: probe }]).state;
    expect(offered(opened, q2, 'p2').map((c) => (c as { target?: string }).target)).toEqual([kevin]);
  });
  it('does not apply: Kevin Uxbridge: Convergence (another interrupt) just played is no target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge: Convergence'], opponentHand: ['Q2'] });
    const convergence = built.ids.hand[0]!;
    const q2 = built.ids.opponentHand[0]!;
    const opened = run(explicit(built.state, 'p1', 'p2'), [{ type: 'PlayCard', actor: 'p1', card: convergence, target: 'L1' }]).state;
    expect(opened.windows?.some((window) => window.card === convergence)).toBe(true);
    expect(offered(opened, q2, 'p2')).toEqual([]);
  });
});

describe('deliberate families stay prefixes: 101_141 The Devil destroys "any one {Treaty} card"', () => {
  it('applies: a Treaty: Federation/Romulan/Klingon on the table is a target (so is a Treaty: Federation/Klingon)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Devil'], opponentHand: ['Treaty: Federation/Romulan/Klingon', 'Treaty: Federation/Klingon', 'Alien Probe'] });
    const devil = built.ids.hand[0]!;
    const [three, two, probe] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[three, Z.table('p2')], [two, Z.table('p2')], [probe, Z.table('p2')]]);
    expect(offered(state, devil, 'p1').map((c) => (c as { target?: string }).target).sort()).toEqual([three, two].sort());
  });
});

describe('the helpers (card-facts.ts)', () => {
  it('titledWithPrefix: a family by its prefix; none given: false', () => {
    expect(titledWithPrefix(['Treaty'], realCard('Treaty: Federation/Klingon'))).toBe(true);
    expect(titledWithPrefix(['Treaty'], realCard('Alien Probe'))).toBe(false);
    expect(titledWithPrefix(undefined, realCard('Treaty: Federation/Klingon'))).toBe(false);
  });
  it('isMissionTitled: the mission or its Mission II (1E current rulings › Mission II: Timicin scores for Test Mission II), not another mission', () => {
    expect(isMissionTitled(realCard('Test Mission'), 'Test Mission')).toBe(true);
    expect(isMissionTitled(realCard('Test Mission II'), 'Test Mission')).toBe(true);
    expect(isMissionTitled(realCard('Excavation'), 'Test Mission')).toBe(false);
  });
  it('isAnyNamed ("any X": 1E rulebook › DUPLICATION AND PERSONAS, Personas and Requirements): versions, personas, the name as whole words of the title; not a longer word', () => {
    expect(isAnyNamed(realCard('Quark Son of Keldar'), 'Quark')).toBe(true);
    expect(isAnyNamed(realCard('Deputy Quark'), 'Quark')).toBe(true);
    expect(isAnyNamed(realCard('Ezri Dax'), 'Ezri')).toBe(true);
    expect(isAnyNamed(realCard('Data of Borg'), 'Data')).toBe(true);
    expect(isAnyNamed(realCard("Quark's Bar"), 'Quark')).toBe(false);
    expect(isAnyNamed(realCard("Data's Body"), 'Data')).toBe(false);
    expect(isAnyNamed(realCard('Dukath'), 'Dukat')).toBe(false);
  });
});
