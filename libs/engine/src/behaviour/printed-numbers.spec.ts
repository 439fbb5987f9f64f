/**
 * A card in play that raises every printed number of the dilemmas it names (issue 15, helper history:
 * behaviour/printed-numbers.ts; Shades of Gray: Despair).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); ATTEMPT A MISSION ›
 *   CONDITIONAL EFFECTS; DILEMMAS › CURES; END OF TURN › COUNTDOWNS.
 * given (an attempt scene; Shades of Gray: Despair on p2's table, or not) / when (p1 attempts; a turn ends) /
 * then (the requirement checked and its verdict, the countdown placed, the personnel selected and their STRENGTH,
 * the RANGE drained and the ship destroyed).
 */
import { memberOf } from '../attempt/requirements';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { ofType, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

const DESPAIR = '149_019';

/** p1 attempts L1 (a space mission when a ship is given); Despair moved onto p2's table when `despair`. */
function attempt(despair: boolean, spec: Omit<SceneSpec, 'opponentHand'>) {
  const built = scene({ ...spec, opponentHand: [DESPAIR] });
  const state = despair
    ? evolveAll([{ type: 'CardMoved', card: built.ids.opponentHand[0]!, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' } as GameEvent], built.state)
    : built.state;
  const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ...(built.ids.ship ? { ship: built.ids.ship } : {}) }]);
  return { ...after, ids: built.ids, dilemma: built.ids.seeds[0]! };
}

const checked = (events: GameEvent[], prefix: string) => ofType(events, 'RequirementChecked').filter((event) => event.requirement.startsWith(prefix));
const endTurn = (state: GameState) => evolveAll(decide(state, { type: 'EndTurn', actor: 'p1' }), state);

describe('149_019 Shades of Gray: Despair (every printed number of four dilemmas one higher)', () => {
  const computerTeam = [
    { affiliation: 'Federation', skills: 'OFFICER Computer Skill', i: 6, c: 6, s: 6 },
    { affiliation: 'Federation', skills: 'OFFICER Computer Skill', i: 6, c: 6, s: 6 },
  ];

  it('Ancient Computer: two Computer Skill get past without it; with it in play three are needed', () => {
    const plain = attempt(false, { missions: ['Study Stellar Collision'], seeds: ['Ancient Computer'], ship: ship(), crew: computerTeam });
    expect(checked(plain.events, 'Computer Skill')).toEqual([expect.objectContaining({ requirement: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3', verdict: 'met' })]);
    const raised = attempt(true, { missions: ['Study Stellar Collision'], seeds: ['Ancient Computer'], ship: ship(), crew: computerTeam });
    expect(checked(raised.events, 'Computer Skill')).toEqual([
      expect.objectContaining({ requirement: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3 (printed numbers +1)', verdict: 'unmet' }),
    ]);
    const three = attempt(true, { missions: ['Study Stellar Collision'], seeds: ['Ancient Computer'], ship: ship(), crew: [...computerTeam, computerTeam[0]!] });
    expect(checked(three.events, 'Computer Skill')).toEqual([expect.objectContaining({ verdict: 'met' })]);
  });

  it('a Combo dilemma keeps its numbers: Ancient Computer & Microvirus still needs two Computer Skill with it in play', () => {
    const combo = attempt(true, { missions: ['Excavation'], seeds: ['Ancient Computer & Microvirus'], awayTeam: computerTeam });
    expect(checked(combo.events, 'Computer Skill')).toEqual([expect.objectContaining({ requirement: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3', verdict: 'met' })]);
  });

  it('Nitrium Metal Parasites: two SCIENCE cure it at once without it; with it in play they do not, and the countdown is 4, not 3', () => {
    const scientists = [
      { affiliation: 'Federation', skills: 'SCIENCE Physics', i: 6, c: 6, s: 6 },
      { affiliation: 'Federation', skills: 'SCIENCE Biology', i: 6, c: 6, s: 6 },
    ];
    const plain = attempt(false, { missions: ['Study Stellar Collision'], seeds: ['Nitrium Metal Parasites'], ship: ship(), crew: scientists });
    expect(plain.state.ongoing[plain.dilemma]).toBeUndefined();
    expect(ofType(plain.events, 'DilemmaPlaced').map((event) => event.ongoing.countdown)).toEqual([3]);
    const raised = attempt(true, { missions: ['Study Stellar Collision'], seeds: ['Nitrium Metal Parasites'], ship: ship(), crew: scientists });
    expect(raised.state.ongoing[raised.dilemma]?.countdown).toBe(4);
    expect(checked(raised.events, 'SCIENCE x2')).toEqual([expect.objectContaining({ requirement: 'SCIENCE x2 OR ENGINEER x2 (printed numbers +1)', verdict: 'unmet' })]);
  });

  it('Rascals: at most four of five unique crew members without it (STRENGTH 2); with it in play all five (STRENGTH 3)', () => {
    const crew = [1, 2, 3, 4, 5].map((n) => ({ affiliation: 'Federation', skills: 'OFFICER Navigation', i: 6, c: 6, s: 7, universal: false, title: `Kid ${n}` }));
    const plain = attempt(false, { missions: ['Study Stellar Collision'], seeds: ['Rascals'], ship: ship(), crew });
    expect(plain.state.ongoing[plain.dilemma]!.affected).toHaveLength(4);
    expect(memberOf(plain.state, plain.state.ongoing[plain.dilemma]!.affected[0]!).strength).toBe(2);
    const raised = attempt(true, { missions: ['Study Stellar Collision'], seeds: ['Rascals'], ship: ship(), crew });
    expect(raised.state.ongoing[raised.dilemma]!.affected).toHaveLength(5);
    expect(raised.state.ongoing[raised.dilemma]!.affected.map((iid) => memberOf(raised.state, iid).strength)).toEqual([3, 3, 3, 3, 3]);
  });

  it('Birth of "Junior": a RANGE 3 ship loses 1 a turn and survives without it; with it in play it loses 2 and, at RANGE 1, is destroyed', () => {
    const spec = () => ({ missions: ['Study Stellar Collision'], seeds: ['Birth of "Junior"'], ship: ship({ range: 3 }), crew: [{ affiliation: 'Federation', skills: 'OFFICER Navigation', i: 6, c: 6, s: 6 }] });
    const plain = attempt(false, spec());
    const plainEnd = endTurn(plain.state);
    expect(plainEnd.ongoing[plain.dilemma]!.countdown).toBe(1);
    expect(plainEnd.cards[plain.ids.ship!]!.zone.startsWith('discard')).toBe(false);
    const raised = attempt(true, spec());
    const events = decide(raised.state, { type: 'EndTurn', actor: 'p1' });
    expect(ofType(events, 'OngoingCountdownTicked').filter((event) => event.card === raised.dilemma).map((event) => event.remaining)).toEqual([2]);
    expect(ofType(events, 'CardLeftPlay').filter((event) => event.how === 'destroyed').map((event) => event.card)).toEqual([raised.ids.ship]);
  });
});
