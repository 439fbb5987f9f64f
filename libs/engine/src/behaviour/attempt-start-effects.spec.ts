/**
 * Issue 15 (helper objectives): effects of a card atop a mission as its owner begins an attempt there
 * (behaviour/attempt-start-effects.ts: `atAttemptStart`, `draw-per-team-affiliations`, `place-self-out-of-play`).
 * 181_047 Historic Coming Together — on your Mirror Quadrant planet mission; nullified by an attempt with fewer than
 *   5 or more than 9 personnel; at the first attempt there, one card per different affiliation among your [DS9][KCA]
 *   personnel attempting; more than two: 5 bonus points and discarded, else out of play.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; NULLIFIERS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * 227_024 One Big Happy Family (partial) — the start-of-first-attempt draw with four species here (`if-species-here`).
 * given (Search for Rebels — a [KLI][CAR][BAJ] planet mission of the Mirror Quadrant — with p1's Away Team of real
 * [DS9][KCA] personnel on it, the objective atop it) / when (AttemptMission) / then (cards drawn, points, where the
 * objective goes).
 */
import { legalCommands } from '../legal';
import { shipAttribute } from './ship-modifiers';
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import type { Command, CommandOf, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const THREE_AFFILIATIONS = ['Aramax', 'Dorza', 'Javek Len', 'Korvek', 'Loreva'];
const TWO_AFFILIATIONS = ['Aramax', 'Dorza', 'Javek Len', 'Romara Cal', 'Taymar Bern'];

describe('181_047 Historic Coming Together (first attempt at your [MU] planet mission: a card per affiliation among your [DS9][KCA] personnel attempting; more than two: 5 points and discarded, else out of play)', () => {
  function setup(team: readonly string[], opts: { attemptedBefore?: boolean } = {}) {
    const built = scene({ missions: ['Search for Rebels'], quadrant: 'Mirror', awayTeam: team, hand: ['Historic Coming Together'] });
    const objective = built.ids.hand[0]!;
    let state: GameState = moved(built.state, [[objective, Z.atop('L1')]]);
    if (opts.attemptedBefore) state = { ...state, locations: { ...state.locations, L1: { ...state.locations['L1']!, attempted: true } } };
    return { state, objective };
  }
  const drawn = (events: ReturnType<typeof run>['events']) => ofType(events, 'CardsDrawn').flatMap((event) => event.cards);

  it('plays on your Mirror Quadrant planet mission only', () => {
    const built = scene({ missions: ['Search for Rebels'], quadrant: 'Mirror', hand: ['Historic Coming Together'] });
    const card = built.ids.hand[0]!;
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as CommandOf<'PlayCard'>).target)).toEqual(['L1']);
    const alpha = scene({ missions: ['Search for Rebels'], quadrant: 'Alpha', hand: ['Historic Coming Together'] });
    expect(legalCommands(alpha.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === alpha.ids.hand[0])).toEqual([]);
  });

  it('applies: Cardassians, a Bajoran and Klingons (three affiliations) — three cards drawn, 5 bonus points, the objective discarded', () => {
    const { state, objective } = setup(THREE_AFFILIATIONS);
    const { events, state: after } = run(state, [attempt]);
    expect(drawn(events)).toHaveLength(3);
    expect(ofType(events, 'PointsScored').filter((event) => event.source === objective).map((event) => [event.points, event.bonus])).toEqual([[5, true]]);
    expect(after.cards[objective]!.zone).toBe(Z.discard('p1'));
  });

  it('two affiliations: two cards drawn, no points, the objective placed out of play', () => {
    const { state, objective } = setup(TWO_AFFILIATIONS);
    const { events, state: after } = run(state, [attempt]);
    expect(drawn(events)).toHaveLength(2);
    expect(ofType(events, 'PointsScored').filter((event) => event.source === objective)).toEqual([]);
    expect(after.cards[objective]!.zone).toBe(Z.out('p1'));
  });

  it('does not apply: the mission was attempted before (examined) — nothing drawn, the objective stays', () => {
    const { state, objective } = setup(THREE_AFFILIATIONS, { attemptedBefore: true });
    const { events, state: after } = run(state, [attempt]);
    expect(drawn(events)).toEqual([]);
    expect(after.cards[objective]!.zone).toBe(Z.atop('L1'));
  });

  it('an attempt with four personnel nullifies it first: discarded, nothing drawn', () => {
    const { state, objective } = setup(THREE_AFFILIATIONS.slice(0, 4));
    const { events, state: after } = run(state, [attempt]);
    expect(drawn(events)).toEqual([]);
    expect(after.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
});

describe('227_024 One Big Happy Family (first attempt at your mission: three cards when your [Car]/[Dom] personnel there are of four species)', () => {
  const member = (species: string): PersonSpec => ({ affiliation: 'Cardassian', skills: 'SECURITY', ch: [species] });
  function setup(species: readonly string[], opts: { attemptedBefore?: boolean } = {}) {
    const built = scene({ missions: ['Search for Rebels'], awayTeam: species.map(member), hand: ['One Big Happy Family'] });
    const objective = built.ids.hand[0]!;
    let state: GameState = moved(built.state, [[objective, Z.atop('L1')]]);
    if (opts.attemptedBefore) state = { ...state, locations: { ...state.locations, L1: { ...state.locations['L1']!, attempted: true } } };
    return { state, objective };
  }
  const drawn = (state: GameState) => ofType(run(state, [attempt]).events, 'CardsDrawn').flatMap((event) => event.cards);

  it('applies: Cardassian, Human, Bajoran and Trill personnel of yours there — three cards drawn at the start of the first attempt', () => {
    expect(drawn(setup(['Cardassian', 'Human', 'Bajoran', 'Trill']).state)).toHaveLength(3);
  });
  it('does not apply: three species only, or the mission attempted before — nothing drawn', () => {
    expect(drawn(setup(['Cardassian', 'Human', 'Bajoran', 'Cardassian']).state)).toEqual([]);
    expect(drawn(setup(['Cardassian', 'Human', 'Bajoran', 'Trill'], { attemptedBefore: true }).state)).toEqual([]);
  });
  it('plays on your mission outside the Gamma Quadrant only', () => {
    const gamma = scene({ missions: ['Search for Rebels'], quadrant: 'Gamma', hand: ['One Big Happy Family'] });
    expect(legalCommands(gamma.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === gamma.ids.hand[0])).toEqual([]);
    const alpha = scene({ missions: ['Search for Rebels'], hand: ['One Big Happy Family'] });
    expect(legalCommands(alpha.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === alpha.ids.hand[0]).map((c) => (c as CommandOf<'PlayCard'>).target)).toEqual(['L1']);
  });
});

describe('227_024 One Big Happy Family: limit one per mission; once solved, your [Car] and non-[GQ] [Dom] ships with three species aboard are attributes all +2, +4 in its region (issue 15, helper partials)', () => {
  /** The objective atop L1 (Search for Rebels) in the Bajor Region, L2 (Excavation) outside it; p1's `ships` at L1 with three species aboard each. */
  function fleet(opts: { solved?: boolean; species?: readonly string[] } = {}) {
    const species = opts.species ?? ['Cardassian', 'Vorta', 'Bajoran'];
    const crew = (n: number) => species.map((one, index) => ({ affiliation: 'Cardassian', skills: 'SECURITY', ch: [one], title: `Crew ${n}-${index}` }));
    const built = scene({ missions: ['Search for Rebels', 'Excavation'], region: 'Bajor Region', hand: ['One Big Happy Family', 'Galor', 'Alpha Attack Ship', "Jem'Hadar Attack Ship", ...crew(1), ...crew(2), ...crew(3)] });
    const [objective, galor, alpha, jemhadar, ...people] = built.ids.hand as [string, string, string, string, ...string[]];
    const n = species.length;
    const moves: [string, string][] = [[objective, Z.atop('L1')], [galor, Z.space('L1')], [alpha, Z.space('L1')], [jemhadar, Z.space('L1')]];
    [galor, alpha, jemhadar].forEach((ship, index) => people.slice(index * n, index * n + n).forEach((iid) => moves.push([iid, Z.aboard(ship)])));
    let state = moved(built.state, moves);
    state = { ...state, locations: { ...state.locations, L2: { ...state.locations['L2']!, region: undefined } } as GameState['locations'] };
    if (opts.solved !== false) state = { ...state, completed: { ...state.completed, p1: ['L1'] } };
    return { state, objective, galor, alpha, jemhadar };
  }

  it('applies: solved, the Galor (Cardassian) and the Alpha Attack Ship (Dominion, no [GQ]) are +4 in the region; the Galor at Excavation outside it is +2', () => {
    const { state, galor, alpha } = fleet();
    expect((['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(state, galor, a))).toEqual([12, 11, 11]);
    expect(shipAttribute(state, alpha, 'SHIELDS')).toBe(13);
    const away = moved(state, [[galor, Z.space('L2')]]);
    expect(shipAttribute(away, galor, 'WEAPONS')).toBe(9);
  });

  it("does not apply: the Jem'Hadar Attack Ship shows [GQ]; unsolved, or with two species aboard, the Galor keeps its printed attributes", () => {
    const { state, jemhadar } = fleet();
    expect(shipAttribute(state, jemhadar, 'WEAPONS')).toBe(8);
    expect(shipAttribute(fleet({ solved: false }).state, fleet({ solved: false }).galor, 'WEAPONS')).toBe(7);
    const two = fleet({ species: ['Cardassian', 'Vorta', 'Vorta'] });
    expect(shipAttribute(two.state, two.galor, 'WEAPONS')).toBe(7);
  });

  it('limit one per mission: a second copy is not played where one lies; it plays on the other mission', () => {
    const built = scene({ missions: ['Search for Rebels', 'Excavation'], hand: ['One Big Happy Family', 'One Big Happy Family'] });
    const [first, second] = built.ids.hand as [string, string];
    const state = moved(built.state, [[first, Z.atop('L1')]]);
    const targets = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === second).map((c) => (c as CommandOf<'PlayCard'>).target);
    expect(targets).toEqual(['L2']);
  });
});
