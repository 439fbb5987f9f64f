/**
 * A card in play that adds a requirement to each set of requirements of named dilemmas (issue 15,
 * added-requirements: behaviour/requirement-additions.ts).
 *   1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS; DILEMMAS › CURES.
 * given (an attempt scene; Shades of Gray: Cruelty on p2's table, or not) / when (p1 attempts, or
 * asks whether a dilemma is curable) / then (the requirement checked, its verdict, who dies).
 */
import { curable } from '../attempt/cures';
import { evolveAll } from '../evolve';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { RULES } from '../rules';
import { Z } from '../zones';

function moves(state: GameState, list: readonly [string, string][]): GameState {
  return evolveAll(
    list.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}

const conditions = (events: GameEvent[]) => ofType(events, 'RequirementChecked').filter((event) => event.purpose === 'condition');

/** p1's Away Team of one meets `dilemma` with `skills`; Cruelty on p2's table when `cruelty`. */
function meet(dilemma: string, cruelty: boolean, skills: string, strength = 6) {
  const built = scene({
    missions: ['Excavation'],
    seeds: [dilemma],
    awayTeam: [{ affiliation: 'Federation', skills, i: 6, c: 6, s: strength }],
    opponentHand: ['149_018'],
  });
  const state = cruelty ? moves(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
  return { after: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]), ids: built.ids };
}

describe('149_018 Shades of Gray: Cruelty (two Exobiology more in each set of requirements of five dilemmas)', () => {
  it('without it, SECURITY x3 gets past Chalnoth: no one dies', () => {
    const { after } = meet('Chalnoth', false, 'SECURITY x3');
    expect(conditions(after.events)).toEqual([expect.objectContaining({ requirement: 'SECURITY x3 OR STRENGTH>40', verdict: 'met' })]);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([]);
  });

  it('with it in play, Chalnoth needs Exobiology x2 in each alternative: SECURITY x3 alone is not enough; with Exobiology x2 it is; STRENGTH alone is not', () => {
    const bare = meet('Chalnoth', true, 'SECURITY x3');
    expect(conditions(bare.after.events)).toEqual([
      expect.objectContaining({ requirement: 'SECURITY x3 OR STRENGTH>40 (Exobiology x2 added to each set)', verdict: 'unmet' }),
    ]);
    expect(ofType(bare.after.events, 'CardLeftPlay')).toEqual([expect.objectContaining({ card: bare.ids.awayTeam[0], how: 'killed' })]);
    const strong = meet('Chalnoth', true, 'Biology', 41);
    expect(conditions(strong.after.events)).toEqual([expect.objectContaining({ verdict: 'unmet' })]);
    const enough = meet('Chalnoth', true, 'SECURITY x3 Exobiology x2');
    expect(conditions(enough.after.events)).toEqual([expect.objectContaining({ verdict: 'met' })]);
    expect(ofType(enough.after.events, 'CardLeftPlay')).toEqual([]);
    const strongEnough = meet('Chalnoth', true, 'Exobiology x2', 41);
    expect(conditions(strongEnough.after.events)).toEqual([expect.objectContaining({ verdict: 'met' })]);
  });

  it('a dilemma it does not name keeps its requirement (Archer)', () => {
    const { after } = meet('Archer', true, 'SECURITY MEDICAL');
    expect(conditions(after.events)).toEqual([expect.objectContaining({ requirement: 'SECURITY + MEDICAL', verdict: 'met' })]);
  });

  it("Alien Abduction's cure: Leadership x3 among the others cures it without Cruelty; with it, Exobiology x2 is needed too", () => {
    const abduct = (cruelty: boolean, skills: string) => {
      const built = scene({
        missions: ['Excavation'],
        seeds: ['Alien Abduction'],
        awayTeam: [
          { affiliation: 'Federation', skills: 'Biology', i: 6, c: 9, s: 6 },
          { affiliation: 'Federation', skills, i: 6, c: 5, s: 6 },
        ],
        opponentHand: ['149_018'],
      });
      const state = cruelty ? moves(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
      const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
      return { after, dilemma: built.ids.seeds[0]! };
    };
    const cures = (events: GameEvent[]) => ofType(events, 'RequirementChecked').filter((event) => event.purpose === 'cure');
    const plain = abduct(false, 'Leadership x3');
    expect(cures(plain.after.events)).toEqual([expect.objectContaining({ requirement: 'Leadership x3', verdict: 'met' })]);
    const short = abduct(true, 'Leadership x3');
    expect(cures(short.after.events)).toEqual([expect.objectContaining({ requirement: 'Leadership x3 (Exobiology x2 added to each set)', verdict: 'unmet' })]);
    expect(curable(short.after.state, short.dilemma, 'p1')).toBe(false);
    const enough = abduct(true, 'Leadership x3 Exobiology x2');
    expect(cures(enough.after.events)).toEqual([expect.objectContaining({ verdict: 'met' })]);
  });
});

describe('149_016 Shades of Gray: Anguish (doubles the requirements of four dilemmas; the personnel who help are stopped)', () => {
  /** p1's ship crew of three meets Gravitic Mine in space; Anguish on p2's table when `anguish`. */
  const mine = (anguish: boolean, first: string) => {
    const crew = [
      { affiliation: 'Federation', skills: first, i: 6, c: 6, s: 6 },
      { affiliation: 'Federation', skills: 'Navigation', i: 6, c: 6, s: 6 },
      { affiliation: 'Federation', skills: 'Biology', i: 6, c: 6, s: 6 },
    ];
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Gravitic Mine'], ship: ship(), crew, opponentHand: ['149_016'] });
    const state = anguish ? moves(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
    return { after: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }]), ids: built.ids };
  };
  /** Stopped by Anguish (a failed Gravitic Mine damages the ship, which stops it and its crew by the dilemma's own rule). */
  const stopped = (events: GameEvent[]) =>
    ofType(events, 'CardStopped')
      .filter((event) => event.rule === `${RULES.stopped}; ${RULES.cardEffects}`)
      .map((event) => event.card);

  it('without it, SCIENCE + Navigation gets past Gravitic Mine and no one is stopped', () => {
    const { after } = mine(false, 'SCIENCE');
    expect(conditions(after.events)).toEqual([expect.objectContaining({ requirement: 'SCIENCE + Navigation', verdict: 'met' })]);
    expect(stopped(after.events)).toEqual([]);
  });

  it('with it in play, one of each is not enough (no one is stopped); two of each is, and only the two who helped are stopped', () => {
    const short = mine(true, 'SCIENCE');
    expect(conditions(short.after.events)).toEqual([expect.objectContaining({ requirement: 'SCIENCE + Navigation (skills doubled)', verdict: 'unmet' })]);
    expect(stopped(short.after.events)).toEqual([]);
    const enough = mine(true, 'SCIENCE x2 Navigation');
    expect(conditions(enough.after.events)).toEqual([expect.objectContaining({ verdict: 'met' })]);
    expect(stopped(enough.after.events)).toEqual([enough.ids.crew[0], enough.ids.crew[1]]);
  });
});
