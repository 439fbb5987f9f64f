/**
 * Enhanced Premiere two-in-one dilemmas in the behaviour model (issue 15): the path where each condition is
 * met and the path where it is not. Each card carries two dilemmas resolved in order.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); CURES; DILEMMA BONUS POINTS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { checkAttempt } from '../../attempt/beginning';
import { evolveAll } from '../../evolve';
import { attemptB } from '../../testing/dilemma-cases-b';
import { attempt, failed, killed, ofType, removed, reseeded, verdicts } from '../../testing/dilemma-cases';

const discarded = (events: Parameters<typeof killed>[0]) =>
  ofType(events, 'CardLeftPlay')
    .filter((e) => e.how === 'discarded' && e.from.startsWith('surface:'))
    .map((e) => e.card);

describe('Enhanced Premiere dilemmas (two in one)', () => {
  it('121_008 Anaphasic Organism & Nagilum: SECURITY + MEDICAL and three Diplomacy → nobody hurt; otherwise the female with the highest total is discarded and half the rest die', () => {
    const ok = attempt('planet', '121_008', [{ skills: 'SECURITY', ch: ['Female'] }, { skills: 'MEDICAL' }, { skills: 'Diplomacy x3' }]);
    expect([killed(ok.events), discarded(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[], [], ['met', 'met'], false]);
    const ko = attempt('planet', '121_008', [{ ch: ['Female'], i: 9 }, { ch: ['Female'] }, { ch: ['Male'] }]);
    expect(discarded(ko.events)).toEqual([ko.team[0]]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(killed(ko.events)[0]).not.toBe(ko.team[0]);
    expect([failed(ko.events), reseeded(ko.events), removed(ko.events)]).toEqual([true, false, ['failed']]);
  });

  it('121_009 Ancient Computer & Microvirus: two Computer Skill and MEDICAL + SECURITY → past, nobody dies; neither → the attempt fails and the opponent picks a victim', () => {
    const ok = attempt('planet', '121_009', [{ skills: 'Computer Skill x2' }, { skills: 'MEDICAL' }, { skills: 'SECURITY' }]);
    expect([verdicts(ok.events), killed(ok.events), failed(ok.events)]).toEqual([['met', 'met'], [], false]);
    const ko = attempt('planet', '121_009', [{ skills: 'SCIENCE' }, { skills: 'OFFICER' }]);
    const choice = ofType(ko.events, 'DilemmaChoiceRequested')[0]!.choice;
    expect([choice.player, choice.pick]).toEqual(['p2', 1]);
    expect([killed(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([[ko.team[0]], true, false]);
  });

  it('121_010 Computer Weapon & Hyper-Aging: SCIENCE with two MEDICAL → the hand is kept and the quarantine is cured at once; without SCIENCE → the hand is rebooted and the team quarantined on a countdown of 4', () => {
    const ok = attempt('planet', '121_010', [{ skills: 'SCIENCE' }, { skills: 'MEDICAL x2' }]);
    expect(ofType(ok.events, 'CardsDrawn')).toEqual([]);
    expect([ok.state.ongoing[ok.built.ids.seeds[0]!], removed(ok.events), failed(ok.events)]).toEqual([undefined, ['cured'], false]);
    const ko = attemptB('planet', '121_010', [{ skills: 'MEDICAL' }, { skills: 'OFFICER' }], { hand: ['Tricorder'] });
    expect(ofType(ko.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 1]]);
    expect(ko.state.cards[ko.built.ids.hand[0]!]!.zone).toBe('discard:p1');
    const entry = ko.state.ongoing[ko.built.ids.seeds[0]!]!;
    expect([entry.countdown, [...entry.affected].sort(), failed(ko.events)]).toEqual([4, [...ko.team].sort(), true]);
  });

  it("121_012 Male's Love Interest & Plague Ship: a random male leaves for the furthest planet; a MEDICAL sent over saves the rest (5 bonus points); with no MEDICAL everyone left dies", () => {
    const ok = attempt('planet', '121_012', [{ ch: ['Male'] }, { skills: 'MEDICAL', ch: ['Female'] }, { ch: ['Female'] }]);
    expect(ofType(ok.events, 'CardMoved').filter((e) => e.to === 'surface:L2').map((e) => e.card)).toEqual([ok.team[0]]);
    expect(ofType(ok.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[ok.team[1], 'discarded']]);
    expect([failed(ok.events), ok.state.score.p1.bonus]).toEqual([false, 5]);
    const ko = attempt('planet', '121_012', [{ ch: ['Male'] }, { ch: ['Female'] }, { skills: 'OFFICER' }]);
    expect([[...killed(ko.events)].sort(), failed(ko.events), reseeded(ko.events)]).toEqual([[ko.team[1], ko.team[2]].sort(), true, false]);
  });

  it("121_011 Female's Love Interest & Garbage Scow: a random female leaves for the furthest planet, the scow lies on the mission, the attempt ends and the mission cannot be attempted again", () => {
    const run = attempt('planet', '121_011', [{ ch: ['Female'] }, { ch: ['Male'] }]);
    expect(ofType(run.events, 'CardMoved').filter((e) => e.to === 'surface:L2').map((e) => e.card)).toEqual([run.team[0]]);
    expect(ofType(run.events, 'MissionAttemptFailed').map((e) => e.reason)).toEqual(["Female's Love Interest & Garbage Scow ends the attempt"]);
    const later = evolveAll([{ type: 'StoppedCardsRestored', cards: run.team }], run.state);
    expect(checkAttempt(later, { type: 'AttemptMission', actor: 'p1', location: 'L1' })?.code).toBe('MISSION_BLOCKED');
    const none = attempt('planet', '121_011', [{ ch: ['Male'] }]);
    expect(ofType(none.events, 'CardMoved').filter((e) => e.to === 'surface:L2')).toEqual([]);
  });
});
