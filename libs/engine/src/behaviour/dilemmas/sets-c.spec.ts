/**
 * Later-set dilemmas of branch dilemmas-c (issue 15; words of behaviour/dilemma-steps-c.ts): skill dots,
 * INTEGRITY and sums as measures, the ends of a measure, probing, counts over the lowest members —
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects), AUTOMATIC
 *   EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues");
 *   NULLIFIERS; USING SKILLS (skill dots); PROBING; MISCELLANEOUS RULES › TIES (the opponent breaks a
 *   just-encountered dilemma's ties).
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, endTurn, failed, killed, ofType, removed, stopped, verdicts } from '../../testing/dilemma-cases';
import { alreadyPlaced, attemptA, moved } from '../../testing/dilemma-cases-a';
import { attemptB } from '../../testing/dilemma-cases-b';
import { realCard } from '../../testing/attempt-scene';
import type { GameEvent } from '../../types';
import { checkAttempt, checkAttemptTeam } from '../../attempt/beginning';
import { bp } from '../../context';
import { evolveAll } from '../../evolve';
import { Z } from '../../zones';

/** Skill boxes by number of skill dots (one dot per skill entry). */
const dots = (n: number, classification = 'CIVILIAN') => [classification, 'Music', 'Law', 'Honor', 'Biology', 'Geology', 'Physics', 'Greed'].slice(0, n + 1).join(' ');
const captured = (events: readonly GameEvent[]) => ofType(events, 'PersonnelCaptured').map((e) => e.card);
const discarded = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'discarded').map((e) => e.card);
const toHand = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.to.startsWith('hand:')).map((e) => e.card);
/** The first card of p1's hand put atop p1's draw deck before the attempt (the probe card). */
const probeCard = (hand: readonly string[]): GameEvent[] => [{ type: 'CardMoved', card: hand[0]!, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'scene' } as GameEvent];

describe('dilemmas-c: skill dots', () => {
  it('112_017 Flaxian Assassin: a random member with three or more skill dots dies unless two SECURITY and Biology; two die while the opponent has a Tal Shiar personnel in play', () => {
    const one = attemptB('planet', '112_017', [{ skills: dots(3) }, { skills: dots(4) }, { skills: dots(1) }]);
    expect(killed(one.events)).toHaveLength(1);
    expect([one.team[0], one.team[1]]).toContain(killed(one.events)[0]);
    const two = attemptB('planet', '112_017', [{ skills: dots(3) }, { skills: dots(4) }, { skills: dots(1) }], { onTable: [{ card: 'Vakis', owner: 'p2' }] });
    expect(killed(two.events).sort()).toEqual([two.team[0], two.team[1]].sort());
    const guarded = attemptB('planet', '112_017', [{ skills: 'SECURITY x2 Biology Music' }, { skills: dots(4) }]);
    expect([killed(guarded.events), verdicts(guarded.events)]).toEqual([[], ['met']]);
  });

  it('126_004 Hero Worship: the non-Borg members with the most and the fewest skill dots are stopped, every tied one', () => {
    const run = attemptB('planet', '126_004', [{ skills: dots(1) }, { skills: dots(3) }, { skills: dots(3) }, { skills: dots(2) }, { skills: dots(1), affiliation: 'Borg' }]);
    expect(stopped(run.events).sort()).toEqual([run.team[0], run.team[1], run.team[2]].sort());
    expect(failed(run.events)).toBe(false);
  });

  it('141_005 Rumplestiltskin: as many random members are stopped as there are members with five or more skill dots; none → nobody', () => {
    const two = attemptB('planet', '141_005', [{ skills: dots(5) }, { skills: dots(6) }, { skills: dots(1) }, { skills: dots(1) }]);
    expect(stopped(two.events)).toHaveLength(2);
    expect(removed(two.events)).toEqual(['effects-resolved']);
    const none = attemptB('planet', '141_005', [{ skills: dots(4) }, { skills: dots(1) }]);
    expect(stopped(none.events)).toEqual([]);
  });

  it('219_001 Eminian Disintegration Protocol: the SECURITY (planet) / ENGINEER (space) with the most dots dies; two of them or six non-Borg universal members get past', () => {
    const planet = attemptB('planet', '219_001', [{ skills: dots(3, 'SECURITY') }, { skills: 'SECURITY' }, { skills: 'SECURITY' }]);
    expect([killed(planet.events), failed(planet.events)]).toEqual([[planet.team[0]], false]);
    const lone = attemptB('planet', '219_001', [{ skills: 'SECURITY' }, { skills: 'ENGINEER x2' }]);
    expect([killed(lone.events), failed(lone.events)]).toEqual([[lone.team[0]], true]);
    const space = attemptB('space', '219_001', [{ skills: dots(2, 'ENGINEER') }, { skills: 'SECURITY x2' }]);
    expect([killed(space.events), failed(space.events)]).toEqual([[space.team[0]], true]);
    const six = attemptB('space', '219_001', [{}, {}, {}, {}, {}, {}]);
    expect([killed(six.events), failed(six.events)]).toEqual([[], false]);
  });

  it('125_009 Talosian Cage: the opponent discards two random females or the male with the most dots; three Empathy prevent the choice', () => {
    const team = [{ ch: ['Female'] }, { ch: ['Female'] }, { ch: ['Male'], skills: dots(3) }, { ch: ['Male'], skills: dots(1) }];
    const females = attemptB('planet', '125_009', team, { answer: () => ['mode:two-females'] });
    expect(choices(females.events).map((c) => c.player)).toEqual(['p2']);
    expect(discarded(females.events).sort()).toEqual([females.team[0], females.team[1]].sort());
    const male = attemptB('planet', '125_009', team, { answer: () => ['mode:male'] });
    expect(discarded(male.events)).toEqual([male.team[2]]);
    const empaths = attemptB('planet', '125_009', [...team, { skills: 'Empathy x3' }]);
    expect([choices(empaths.events), discarded(empaths.events), removed(empaths.events)]).toEqual([[], [], ['overcome']]);
  });

  it('122_008 Gorn Encounter: the member with the most Leadership dies unless printed CUNNING or STRENGTH plus dots exceeds 12', () => {
    const dies = attemptB('planet', '122_008', [{ skills: 'OFFICER Leadership', c: 8, s: 8 }, { c: 12, s: 12 }]);
    expect(killed(dies.events)).toEqual([dies.team[0]]);
    const survives = attemptB('planet', '122_008', [{ skills: 'OFFICER Leadership Music Law', c: 10, s: 5 }, {}]);
    expect(killed(survives.events)).toEqual([]);
    expect(removed(survives.events)).toEqual(['effects-resolved']);
    // None has Leadership: everyone ties at 0, the opponent picks.
    const none = attemptB('planet', '122_008', [{}, {}], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(none.events).map((c) => c.player)).toEqual(['p2']);
    expect(killed(none.events)).toEqual([none.team[0]]);
  });

  it('152_003 Dedication to Duty: a random unique member is stopped; you choose its death or the opponent may draw one card per skill dot; the mission continues', () => {
    const unique = { skills: dots(2), universal: false };
    const kill = attemptA('space', '152_003', [unique, {}], { answer: (c) => (c.options.includes('mode:kill') ? ['mode:kill'] : c.options.slice(0, c.pick)) });
    expect([killed(kill.events), removed(kill.events)]).toEqual([[kill.team[0]], ['effects-resolved']]);
    const draw = attemptA('space', '152_003', [unique, {}], {
      opponentHand: [],
      answer: (c) => (c.options.includes('mode:draw') ? ['mode:draw'] : c.options.includes('draw') ? ['draw'] : c.options.slice(0, c.pick)),
    });
    expect(killed(draw.events)).toEqual([]);
    expect(stopped(draw.events)).toContain(draw.team[0]);
    // Two skill dots: the opponent draws two.
    expect(ofType(draw.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p2', 2]]);
    const nobody = attemptA('space', '152_003', [{}, {}]);
    expect([killed(nobody.events), choices(nobody.events).length]).toEqual([[], 1]);
  });

  it('167_008 Hard Time: a random member returns to hand; at least as many members as its skill dots must remain', () => {
    const ok = attemptB('planet', '167_008', [{ skills: dots(2) }, {}, {}], { answer: (c) => c.options.slice(0, c.pick) });
    expect(toHand(ok.events)).toHaveLength(1);
    const few = attemptB('planet', '167_008', [{ skills: dots(3) }, { skills: dots(3) }]);
    expect(toHand(few.events)).toHaveLength(1);
    expect([verdicts(few.events), failed(few.events)]).toEqual([['unmet'], true]);
    const enough = attemptB('planet', '167_008', [{ skills: dots(1) }, { skills: dots(1) }]);
    expect([verdicts(enough.events), failed(enough.events)]).toEqual([['met'], false]);
  });
});

describe('dilemmas-c: the ends of a measure', () => {
  it('115_014 Surprise Assault: two die, the lowest CUNNING first then the lowest STRENGTH; Leadership + two OFFICER + two SECURITY, or two hand weapons, prevent it', () => {
    const run = attemptB('planet', '115_014', [{ c: 3, s: 9 }, { c: 4, s: 2 }, { c: 4, s: 6 }, { c: 9, s: 1 }]);
    expect(killed(run.events).sort()).toEqual([run.team[0], run.team[1]].sort());
    expect([failed(run.events), removed(run.events)]).toEqual([true, ['failed']]);
    const tie = attemptB('planet', '115_014', [{ c: 3 }, { c: 4, s: 2 }, { c: 4, s: 2 }], { answer: (c) => c.options.slice(0, c.pick) });
    expect(choices(tie.events).map((c) => [c.player, c.pick])).toEqual([['p2', 1]]);
    const armed = attemptB('planet', '115_014', [{ c: 3 }, { c: 4 }], { equipment: ['Starfleet Type II Phaser', 'Klingon Disruptor'] });
    expect([killed(armed.events), failed(armed.events)]).toEqual([[], false]);
    const officers = attemptB('planet', '115_014', [{ skills: 'OFFICER Leadership' }, { skills: 'OFFICER' }, { skills: 'SECURITY' }, { skills: 'SECURITY' }]);
    expect(killed(officers.events)).toEqual([]);
  });

  it('123_011 Hanonian Land Eel: the opponent picks a member with the lowest CUNNING or the fewest dots to die, unless SECURITY, SCIENCE and STRENGTH>50', () => {
    const run = attemptB('planet', '123_011', [{ c: 2, skills: dots(3) }, { c: 7, skills: 'CIVILIAN' }, { c: 9, skills: dots(4) }], { answer: (c) => c.options.slice(-1) });
    expect(choices(run.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 2]]);
    expect([killed(run.events), failed(run.events)]).toEqual([[run.team[1]], true]);
    const one = attemptB('planet', '123_011', [{ c: 2 }, { c: 7, skills: dots(2) }]);
    expect(killed(one.events)).toEqual([one.team[0]]);
    const strong = attemptB('planet', '123_011', [{ skills: 'SECURITY', s: 30 }, { skills: 'SCIENCE', s: 30 }]);
    expect([killed(strong.events), failed(strong.events)]).toEqual([[], false]);
  });

  it('181_014 Rules of Obedience: the opponent kills the highest INTEGRITY or the fewest dots; to get past Geology and two Honor, or two SECURITY and two Treachery', () => {
    const run = attemptB('planet', '181_014', [{ i: 9, skills: dots(3) }, { i: 5, skills: 'SECURITY x2 Treachery x2 Music' }, { i: 5 }], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(run.events).map((c) => c.player)).toEqual(['p2']);
    expect(killed(run.events)).toEqual([run.team[0]]);
    expect(failed(run.events)).toBe(false);
    const ko = attemptB('planet', '181_014', [{ i: 9, skills: dots(3) }, { i: 5, skills: 'Geology Honor' }], { answer: (c) => c.options.slice(0, 1) });
    expect([verdicts(ko.events).at(-1), failed(ko.events)]).toEqual(['unmet', true]);
  });

  it('161_008 Reluctant Informant: the lowest INTEGRITY and another [Cmd] member (the opponent picks) are stopped until the end of your next turn; Empathy or a brig nullifies', () => {
    const run = attemptA('space', '161_008', [{ i: 2 }, { i: 6 }, { i: 7 }]);
    const until = ofType(run.events, 'CardStopped').filter((e) => e.until !== undefined);
    expect(until.map((e) => e.card)).toEqual([run.team[0]]);
    expect(until[0]!.until).toBe(run.before.turn!.number + 2);
    const empathy = attemptA('space', '161_008', [{ i: 2 }, { skills: 'Empathy' }]);
    expect([stopped(empathy.events), removed(empathy.events)]).toEqual([[], ['nullified']]);
    // A brig present: a Holding Cell Door on the attempting ship.
    const brig = attemptA('space', '161_008', [{ i: 2 }, { i: 6 }], { hand: ['Holding Cell Door'], before: (built) => [moved(built.ids.hand[0]!, Z.hand('p1'), Z.on(built.ids.ship!))] });
    expect([stopped(brig.events), removed(brig.events)]).toEqual([[], ['nullified']]);
  });

  it('124_002 Impressive Trophies: unless CUNNING>50, the opponent captures the member with the most dots or the highest CUNNING + STRENGTH', () => {
    const run = attemptB('planet', '124_002', [{ skills: dots(4) }, { c: 9, s: 9 }, {}], { answer: (c) => c.options.slice(-1) });
    expect(choices(run.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 2]]);
    expect(captured(run.events)).toEqual([run.team[1]]);
    expect(removed(run.events)).toEqual(['failed']);
    const clever = attemptB('planet', '124_002', [{ c: 30 }, { c: 30 }]);
    expect([captured(clever.events), failed(clever.events)]).toEqual([[], false]);
  });

  it('200_003 No Mention of Crime: four females nullify it; else the opponent captures the male with the most dots or stops two males', () => {
    const team = [{ ch: ['Male'], skills: dots(3) }, { ch: ['Male'] }, { ch: ['Male'] }, { ch: ['Female'] }];
    const capture = attemptB('planet', '200_003', team, { answer: () => ['mode:capture'] });
    expect(captured(capture.events)).toEqual([capture.team[0]]);
    const stop = attemptB('planet', '200_003', team, { answer: (c) => (c.options.includes('mode:stop-two') ? ['mode:stop-two'] : c.options.slice(0, c.pick)) });
    expect(stopped(stop.events)).toHaveLength(2);
    const four = attemptB('planet', '200_003', [{ ch: ['Female'] }, { ch: ['Female'] }, { ch: ['Female'] }, { ch: ['Female'] }, { ch: ['Male'] }]);
    expect([removed(four.events), choices(four.events)]).toEqual([['nullified'], []]);
  });
});

describe('dilemmas-c: conditions on the table and the team', () => {
  it('124_003 Invasive Procedures: without a [Def] Borg or MEDICAL with CUNNING>35 and a phaser, it lies on the ship: crew quarantined, first skill lost, attributes -2', () => {
    const run = attemptB('space', '124_003', [{ skills: 'MEDICAL', c: 40 }]);
    expect(ofType(run.events, 'DilemmaPlaced').map((e) => [e.to, e.ongoing.affected])).toEqual([[`on:${run.built.ids.ship}`, [run.team[0]]]]);
    expect(failed(run.events)).toBe(true);
    const armed = attemptB('space', '124_003', [{ skills: 'MEDICAL', c: 40 }], { equipment: ['Starfleet Type II Phaser'] });
    expect([ofType(armed.events, 'DilemmaPlaced'), failed(armed.events)]).toEqual([[], false]);
  });

  it('234_001 Hello Computer?: without Archaeology, Physics and Computer Skill it lies on your table (attributes all -2)', () => {
    const ko = attemptB('planet', '234_001', [{ skills: 'Archaeology Physics' }]);
    expect(ofType(ko.events, 'DilemmaPlaced').map((e) => e.to)).toEqual([Z.table('p1')]);
    expect(failed(ko.events)).toBe(true);
    const ok = attemptB('planet', '234_001', [{ skills: 'Archaeology Physics Computer Skill' }]);
    expect([ofType(ok.events, 'DilemmaPlaced'), failed(ok.events)]).toEqual([[], false]);
  });

  it('234_002 Nuclear Wessels: it stays on the planet; a random SECURITY or Anthropology member is stopped now and at each later attempt, or the team cannot get past', () => {
    const ok = attemptA('planet', '234_002', [{ skills: 'SECURITY' }, { skills: 'Anthropology' }, {}]);
    expect(ofType(ok.events, 'DilemmaPlaced').map((e) => e.to)).toEqual(['atop:L1']);
    expect(stopped(ok.events)).toHaveLength(1);
    expect([ok.team[0], ok.team[1]]).toContain(stopped(ok.events)[0]);
    const ko = attemptA('planet', '234_002', [{}]);
    expect(failed(ko.events)).toBe(true);
    const again = attemptA('planet', '234_002', [{ skills: 'SECURITY' }, {}], { before: (built) => [alreadyPlaced(built)] });
    expect(stopped(again.events)).toEqual([again.team[0]]);
    const againKo = attemptA('planet', '234_002', [{}], { before: (built) => [alreadyPlaced(built)] });
    expect(failed(againKo.events)).toBe(true);
  });

  it('241_001 A Little Fun Every Day: it stays; three members whose attributes total less than 52 together, or two CIVILIAN, get past (now and at later attempts)', () => {
    const ok = attemptA('planet', '241_001', [{ skills: 'OFFICER', i: 5, c: 5, s: 5 }, { skills: 'OFFICER', i: 5, c: 5, s: 5 }, { skills: 'OFFICER', i: 6, c: 6, s: 5 }]);
    expect([ofType(ok.events, 'DilemmaPlaced').map((e) => e.to), failed(ok.events)]).toEqual([['atop:L1'], false]);
    const strong = attemptA('planet', '241_001', [{ skills: 'OFFICER', i: 9, c: 9, s: 9 }, { skills: 'OFFICER', i: 9, c: 9, s: 9 }, { skills: 'OFFICER', i: 9, c: 9, s: 9 }]);
    expect(failed(strong.events)).toBe(true);
    const civilians = attemptA('planet', '241_001', [{ skills: 'CIVILIAN', i: 9, c: 9, s: 9 }, { skills: 'CIVILIAN', i: 9, c: 9, s: 9 }], { before: (built) => [alreadyPlaced(built)] });
    expect(failed(civilians.events)).toBe(false);
    const againKo = attemptA('planet', '241_001', [{ skills: 'OFFICER', i: 9, c: 9, s: 9 }], { before: (built) => [alreadyPlaced(built)] });
    expect(failed(againKo.events)).toBe(true);
  });

  it('188_003 Exact Change: you may let the opponent stop two members until the end of your next turn; else CUNNING must total exactly 50', () => {
    const exact = attemptB('planet', '188_003', [{ c: 25 }, { c: 25 }], { answer: () => ['mode:exact'] });
    expect(failed(exact.events)).toBe(false);
    const off = attemptB('planet', '188_003', [{ c: 25 }, { c: 26 }], { answer: () => ['mode:exact'] });
    expect(failed(off.events)).toBe(true);
    const pay = attemptB('planet', '188_003', [{ c: 25 }, { c: 26 }, {}], { answer: (c) => (c.options.includes('mode:stop-two') ? ['mode:stop-two'] : c.options.slice(0, c.pick)) });
    expect(ofType(pay.events, 'CardStopped').filter((e) => e.until !== undefined)).toHaveLength(2);
    expect(failed(pay.events)).toBe(false);
  });


  it('245_002 Dark Matter Pockets: two SCIENCE on a planet, Navigation and Stellar Cartography in space', () => {
    expect(failed(attemptB('planet', '245_002', [{ skills: 'SCIENCE' }, { skills: 'SCIENCE' }]).events)).toBe(false);
    expect(failed(attemptB('planet', '245_002', [{ skills: 'Navigation Stellar Cartography' }]).events)).toBe(true);
    expect(failed(attemptB('space', '245_002', [{ skills: 'Navigation Stellar Cartography' }]).events)).toBe(false);
    expect(failed(attemptB('space', '245_002', [{ skills: 'SCIENCE x2' }]).events)).toBe(true);
  });

  it('249_001 Deadly Donation: it stays on the planet; one random member is stopped now and at each later attempt', () => {
    const now = attemptA('planet', '249_001', [{}, {}]);
    expect([ofType(now.events, 'DilemmaPlaced').map((e) => e.to), stopped(now.events).length]).toEqual([['atop:L1'], 1]);
    const again = attemptA('planet', '249_001', [{}, {}], { before: (built) => [alreadyPlaced(built)] });
    expect(stopped(again.events)).toHaveLength(1);
  });
});

describe('dilemmas-c: probing (1E rulebook › PROBING)', () => {
  it('109_011 My First Raygun: an Event probe card kills one random member (the probe card is discarded); anything else stops one', () => {
    const hit = attemptA('space', '109_011', [{}, {}], { hand: ['Red Alert!'], before: (built) => probeCard(built.ids.hand) });
    expect(killed(hit.events)).toHaveLength(1);
    expect(hit.state.cards[hit.built.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
    const miss = attemptA('space', '109_011', [{}, {}]);
    expect([killed(miss.events), stopped(miss.events).length]).toEqual([[], 1]);
  });

  it('116_010 Under Fire: a Doorway probe card (put back atop the deck) kills two random members; anything else stops one', () => {
    const hit = attemptA('planet', '116_010', [{}, {}, {}], { hand: ['Alternate Universe Door'], before: (built) => probeCard(built.ids.hand) });
    expect(killed(hit.events)).toHaveLength(2);
    expect(hit.state.cards[hit.built.ids.hand[0]!]!.zone).toBe(Z.draw('p1'));
    const miss = attemptA('planet', '116_010', [{}, {}, {}]);
    expect([killed(miss.events), stopped(miss.events).length]).toEqual([[], 1]);
  });

  it('117_005 Chula: Crossroads: a Ferengi probe card (then drawn) stops two of your choice; anything else one of the opponent\'s choice', () => {
    const hit = attemptA('planet', '117_005', [{}, {}, {}], { hand: [{ affiliation: 'Ferengi' }], before: (built) => probeCard(built.ids.hand), answer: (c) => c.options.slice(0, c.pick) });
    expect(choices(hit.events).map((c) => [c.player, c.pick])).toEqual([['p1', 2]]);
    expect(stopped(hit.events)).toHaveLength(2);
    expect(hit.state.cards[hit.built.ids.hand[0]!]!.zone).toBe(Z.hand('p1'));
    const miss = attemptA('planet', '117_005', [{}, {}, {}], { answer: (c) => c.options.slice(0, c.pick) });
    expect(choices(miss.events).map((c) => [c.player, c.pick])).toEqual([['p2', 1]]);
    expect(stopped(miss.events)).toHaveLength(1);
  });
});

/** `CardStopped.until` of the facts (a stop that outlasts the turn). */
const stoppedThrough = (events: readonly GameEvent[]) => ofType(events, 'CardStopped').filter((e) => e.until !== undefined).map((e) => [e.card, e.until]);
const placedOn = (events: readonly GameEvent[]) => ofType(events, 'DilemmaPlaced').map((e) => [e.to, e.ongoing.affected, e.ongoing.countdown]);

describe('dilemmas-c: countdowns and the table', () => {
  it('103_029 Thought Fire: with The Traveler: Transcendence on your table, members with CUNNING + INTEGRITY below 12 die unless Empathy; on the opponent\'s table nothing happens', () => {
    const team = [{ i: 5, c: 6 }, { i: 6, c: 6 }];
    const burning = attemptB('planet', '103_029', team, { onTable: [{ card: 'The Traveler: Transcendence', owner: 'p1' }] });
    expect(killed(burning.events)).toEqual([burning.team[0]]);
    const empathy = attemptB('planet', '103_029', [...team, { skills: 'Empathy', i: 9, c: 9 }], { onTable: [{ card: 'The Traveler: Transcendence', owner: 'p1' }] });
    expect([killed(empathy.events), failed(empathy.events)]).toEqual([[], false]);
    const theirs = attemptB('planet', '103_029', team, { onTable: [{ card: 'The Traveler: Transcendence', owner: 'p2' }] });
    expect([killed(theirs.events), failed(theirs.events)]).toEqual([[], false]);
  });

  it('112_010 Brief Romance: the opponent names a gender; a random member of it carries the dilemma, stopped until its countdown (2) expires; none of that gender → nothing', () => {
    const run = attemptB('planet', '112_010', [{ ch: ['Female'] }, { ch: ['Male'] }], { answer: () => ['mode:female'] });
    expect(choices(run.events).map((c) => c.player)).toEqual(['p2']);
    expect(run.state.cards[run.built.ids.seeds[0]!]!.owner).toBe('p2');
    expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], 2]]);
    // The seeder's countdown ticks at the end of their turns: now + 1 and now + 3.
    expect(stoppedThrough(run.events)).toEqual([[run.team[0], run.built.state.turn!.number + 3]]);
    const none = attemptB('planet', '112_010', [{ ch: ['Male'] }], { answer: () => ['mode:female'] });
    expect([placedOn(none.events), stoppedThrough(none.events), failed(none.events)]).toEqual([[], [], false]);
  });

  it('103_022 Parallel Romance: a random male and a random female are stopped until its countdown (3) expires and STRENGTH -2; without both it is discarded', () => {
    const run = attemptB('planet', '103_022', [{ ch: ['Female'] }, { ch: ['Male'] }, { ch: ['Male'] }]);
    const [[, affected]] = placedOn(run.events) as [[string, string[], number]];
    expect(affected).toHaveLength(2);
    expect(affected).toContain(run.team[0]);
    expect(stoppedThrough(run.events).map(([, until]) => until)).toEqual([run.built.state.turn!.number + 5, run.built.state.turn!.number + 5]);
    const alone = attemptB('planet', '103_022', [{ ch: ['Male'] }, { ch: ['Male'] }]);
    expect([placedOn(alone.events), removed(alone.events)]).toEqual([[], ['nullified']]);
  });

  it('116_005 Ferengi Ingenuity: two Computer Skill on one member discard it; else the most cunning Computer Skill carries it, stopped through its countdown; none → cannot get past', () => {
    const expert = attemptB('planet', '116_005', [{ skills: 'ENGINEER Computer Skill x2' }]);
    expect([removed(expert.events), placedOn(expert.events)]).toEqual([['nullified'], []]);
    const run = attemptB('planet', '116_005', [{ skills: 'Computer Skill', c: 9 }, { skills: 'Computer Skill', c: 5 }]);
    expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], 3]]);
    expect(stoppedThrough(run.events)).toEqual([[run.team[0], run.built.state.turn!.number + 5]]);
    expect(failed(run.events)).toBe(false);
    const none = attemptB('planet', '116_005', [{ skills: 'ENGINEER' }]);
    expect([placedOn(none.events), failed(none.events)]).toEqual([[], true]);
  });

  it('111_003 Hippocratic Oath: the most cunning MEDICAL goes to the nearest planet elsewhere with the dilemma, stopped through its countdown; no MEDICAL → cannot get past', () => {
    const run = attemptB('space', '111_003', [{ skills: 'MEDICAL', c: 8 }, { skills: 'MEDICAL', c: 3 }]);
    expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], 3]]);
    expect(stoppedThrough(run.events)).toEqual([[run.team[0], run.built.state.turn!.number + 5]]);
    expect(run.state.cards[run.team[0]!]!.zone).toBe(Z.surface('L2'));
    expect(failed(run.events)).toBe(false);
    const none = attemptB('space', '111_003', [{ skills: 'SCIENCE' }]);
    expect([placedOn(none.events), failed(none.events)]).toEqual([[], true]);
  });

  it('123_026 The Swarm: it lies on the ship with a countdown of 3 and destroys it on expiry; cured by three ENGINEER and Physics', () => {
    const run = attemptB('space', '123_026', [{}]);
    expect(placedOn(run.events)).toEqual([[`on:${run.built.ids.ship}`, [], 3]]);
    const cured = attemptB('space', '123_026', [{ skills: 'ENGINEER x3 Physics' }]);
    expect(ofType(cured.events, 'DilemmaPlaced')).toHaveLength(1);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
  });
});

describe('dilemmas-c: partly automated later-set dilemmas (their manual parts listed on the card)', () => {
  it('115_008 Crisis: Leadership in the Away Team and an OFFICER aboard your ship here', () => {
    const ok = attemptB('planet', '115_008', [{ skills: 'Leadership' }], { orbit: { crew: [{ skills: 'OFFICER' }] } });
    expect(failed(ok.events)).toBe(false);
    const noShip = attemptB('planet', '115_008', [{ skills: 'OFFICER Leadership' }]);
    expect(failed(noShip.events)).toBe(true);
  });

  it('132_021 The Caretaker\'s "Guests": one member of the opponent\'s choice goes atop the draw deck; you may bring another of its affiliation from your discard pile', () => {
    const run = attemptA('planet', '132_021', [{}, {}], {
      hand: [{ affiliation: 'Federation' }, { affiliation: 'Klingon' }],
      before: (built) => built.ids.hand.map((iid) => moved(iid, Z.hand('p1'), Z.discard('p1'))),
      answer: (c) => (c.player === 'p2' ? c.options.slice(0, 1) : [c.options.at(-1)!]),
    });
    expect(choices(run.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 2], ['p1', 2]]);
    expect(run.state.cards[run.team[0]!]!.zone).toBe(Z.draw('p1'));
    expect(run.state.cards[run.built.ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
    expect(run.state.cards[run.built.ids.hand[1]!]!.zone).toBe(Z.discard('p1'));
    const nobody = attemptA('planet', '132_021', [{}, {}], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(nobody.events).map((c) => c.player)).toEqual(['p2']);
  });

  it('167_011 Secret Identity: one member of the opponent\'s choice is discarded; the encountering player (who did not seed it) may download one of its affiliation into the team', () => {
    const run = attemptA('planet', '167_011', [{}, {}], { hand: [{ affiliation: 'Federation' }], answer: (c) => (c.player === 'p2' ? c.options.slice(1, 2) : [c.options.at(-1)!]) });
    expect(discarded(run.events)).toEqual([run.team[1]]);
    expect(run.state.cards[run.built.ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
    const declined = attemptA('planet', '167_011', [{}, {}], { hand: [{ affiliation: 'Federation' }], answer: (c) => (c.player === 'p2' ? c.options.slice(1, 2) : ['none']) });
    expect(declined.state.cards[declined.built.ids.hand[0]!]!.zone).toBe(Z.hand('p1'));
    const other = attemptA('planet', '167_011', [{}, {}], { hand: [{ affiliation: 'Klingon' }], answer: (c) => c.options.slice(0, 1) });
    // Only Federation personnel are offered (the scene's draw deck holds some), never the Klingon in hand.
    const offered = choices(other.events).find((c) => c.player === 'p1')!.options;
    expect(offered).not.toContain(other.built.ids.hand[0]);
  });

  it('176_007 Underestimating the Founders: a random non-hologram member is captured; three Intelligence nullify', () => {
    const run = attemptB('planet', '176_007', [{}]);
    expect(captured(run.events)).toEqual([run.team[0]]);
    const spies = attemptB('planet', '176_007', [{ skills: 'Intelligence x3' }]);
    expect([captured(spies.events), removed(spies.events)]).toEqual([[], ['nullified']]);
  });

  it('152_005 Forsaken: two Honor (or two Treachery) get past and go to the bottom of the draw deck; with both you pick the group; neither → cannot get past', () => {
    const toBottom = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.to === Z.draw('p1')).map((e) => e.card).sort();
    const honor = attemptB('planet', '152_005', [{ skills: 'Honor' }, { skills: 'Honor' }, {}]);
    expect(toBottom(honor.events)).toEqual([honor.team[0], honor.team[1]].sort());
    expect(failed(honor.events)).toBe(false);
    const treachery = attemptB('planet', '152_005', [{ skills: 'Treachery x2' }, { skills: 'Honor' }]);
    expect(toBottom(treachery.events)).toEqual([treachery.team[0]]);
    const both = attemptB('planet', '152_005', [{ skills: 'Honor x2' }, { skills: 'Treachery x2' }], { answer: () => ['mode:Treachery'] });
    expect(choices(both.events).map((c) => [c.player, c.options])).toEqual([['p1', ['mode:Honor', 'mode:Treachery']]]);
    expect(toBottom(both.events)).toEqual([both.team[1]]);
    expect(failed(attemptB('planet', '152_005', [{ skills: 'Honor' }]).events)).toBe(true);
  });

  it('192_003 Contaminating a Culture: two Anthropology get past and it stays on the mission; without them it is reseeded', () => {
    const ok = attemptB('planet', '192_003', [{ skills: 'Anthropology x2' }]);
    expect([placedOn(ok.events).map(([to]) => to), failed(ok.events)]).toEqual([['atop:L1'], false]);
    const ko = attemptB('planet', '192_003', [{}]);
    expect([placedOn(ko.events), failed(ko.events)]).toEqual([[], true]);
  });

  it('192_014 Xindi Test Strike: two random members die; three SECURITY or a Xindi nullify', () => {
    expect(killed(attemptB('planet', '192_014', [{}, {}, {}]).events)).toHaveLength(2);
    expect(removed(attemptB('planet', '192_014', [{ ch: ['Xindi'] }, {}]).events)).toEqual(['nullified']);
    expect(removed(attemptB('planet', '192_014', [{ skills: 'SECURITY x3' }, {}]).events)).toEqual(['nullified']);
  });

  it('219_002 Experience Bij!: the attempt ends and it lies on the mission, blocking attempts', () => {
    const run = attemptB('planet', '219_002', [{ skills: 'Geology' }]);
    expect(placedOn(run.events).map(([to]) => to)).toEqual(['atop:L1']);
    expect(ofType(run.events, 'MissionAttemptFailed').map((e) => e.reason)).toEqual(['Experience Bij! ends the attempt']);
  });

  it('163_003 Data Has Some Issues, 112_019 Garak Has Some Issues, 195_002 T\'Pol Has Some Issues: it lies on a random member, who is stopped; the cure is present at once', () => {
    for (const [id, cure] of [['163_003', 'ENGINEER x3'], ['112_019', 'Exobiology x2'], ['195_002', 'SCIENCE x3']] as const) {
      const run = attemptB('planet', id, [{}]);
      expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], undefined]]);
      expect(stopped(run.events)).toEqual([run.team[0]]);
      // Two curers: whichever is stopped, the other cures it as the encounter ends.
      const cured = attemptB('planet', id, [{ skills: cure }, { skills: cure }]);
      expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
    }
  });

  it('123_016 Komar Possession: it lies on a random member; that one and one other are stopped now and again at the start of the next turn; three SECURITY cure it', () => {
    const run = attemptB('planet', '123_016', [{}, {}, {}]);
    const host = (placedOn(run.events)[0]![1] as readonly string[])[0]!;
    expect(stopped(run.events)).toHaveLength(2);
    expect(stopped(run.events)).toContain(host);
    // End of turn: the stops are lifted; start of the next turn: the host and one other are stopped again.
    const next = endTurn(run.state);
    expect(ofType(next.events, 'StoppedCardsRestored')).toHaveLength(1);
    expect(stopped(next.events)).toHaveLength(2);
    expect(stopped(next.events)).toContain(host);
    const cured = attemptB('planet', '123_016', [{ skills: 'SECURITY x3' }, { skills: 'SECURITY x3' }, { skills: 'SECURITY x3' }]);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
  });

  it('123_018 Macrovirus: it lies on the ship; the opponent kills the lowest STRENGTH or lowest CUNNING crew member', () => {
    const run = attemptB('space', '123_018', [{ s: 2, c: 8 }, { s: 8, c: 2 }, { s: 9, c: 9 }], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(run.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 2]]);
    expect(killed(run.events)).toEqual([run.team[0]]);
    expect(placedOn(run.events).map(([to]) => to)).toEqual([`on:${run.built.ids.ship}`]);
  });

  it('112_007 Aphasia Device: it lies on the ship (crew quarantined) and disables one random crew member now and at the end of each turn; when all are disabled all die; two MEDICAL and two Biology cure it', () => {
    const run = attemptB('space', '112_007', [{}, {}]);
    expect(ofType(run.events, 'PersonnelDisabled')).toHaveLength(1);
    expect(killed(run.events)).toEqual([]);
    const next = endTurn(run.state);
    expect(ofType(next.events, 'PersonnelDisabled')).toHaveLength(1);
    expect(killed(next.events).sort()).toEqual([...run.team].sort());
    const alone = attemptB('space', '112_007', [{}]);
    expect(killed(alone.events)).toEqual([alone.team[0]]);
    const cured = attemptB('space', '112_007', [{ skills: 'MEDICAL x2 Biology x2' }, { skills: 'MEDICAL x2 Biology x2' }, {}]);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
    expect(Object.values(cured.state.cards).filter((c) => c.disabled)).toEqual([]);
  });

  it('112_024 Kidnappers: it lies on a random female, who is stopped; no female → nothing', () => {
    const run = attemptB('planet', '112_024', [{ ch: ['Female'] }, { ch: ['Male'] }]);
    expect([placedOn(run.events).map(([to]) => to), stopped(run.events)]).toEqual([[`on:${run.team[0]}`], [run.team[0]]]);
    expect(placedOn(attemptB('planet', '112_024', [{ ch: ['Male'] }]).events)).toEqual([]);
  });

  it("112_039 Vantika's Neural Pathways: it lies on a random non-changeling", () => {
    const run = attemptB('planet', '112_039', [{ ch: ['Changeling'] }, {}]);
    expect(placedOn(run.events).map(([to]) => to)).toEqual([`on:${run.team[1]}`]);
  });

  it('111_004 Make Us Go: the most cunning ENGINEER is held atop the mission with the dilemma; no ENGINEER → cannot get past', () => {
    const run = attemptB('planet', '111_004', [{ skills: 'ENGINEER', c: 9 }, { skills: 'ENGINEER', c: 3 }]);
    expect(run.state.cards[run.team[0]!]!.zone).toBe('atop:L1');
    expect(placedOn(run.events)).toEqual([['atop:L1', [run.team[0]], undefined]]);
    expect(failed(attemptB('planet', '111_004', [{}]).events)).toBe(true);
  });

  it('115_011 Mission Fatigue: unless Empathy and Leadership, it lies on the mission', () => {
    expect(placedOn(attemptB('planet', '115_011', [{}]).events).map(([to]) => to)).toEqual(['atop:L1']);
    expect(placedOn(attemptB('planet', '115_011', [{ skills: 'Empathy Leadership' }]).events)).toEqual([]);
  });

  it('161_010 Trilithium Raid, 161_011 Undercover Agent, 119_005 Ferengi Infestation, 172_005 Protestations of Innocence: their conditions to get past', () => {
    expect(failed(attemptB('planet', '161_010', [{ skills: 'ENGINEER x2', s: 41 }]).events)).toBe(false);
    expect(failed(attemptB('planet', '161_010', [{ skills: 'ENGINEER', s: 41 }]).events)).toBe(true);
    expect(failed(attemptB('planet', '161_011', [{ skills: 'SECURITY Biology Law' }]).events)).toBe(false);
    expect(failed(attemptB('planet', '161_011', [{ skills: 'SECURITY Biology' }]).events)).toBe(true);
    expect(failed(attemptB('planet', '119_005', [{ skills: 'SECURITY x2', c: 51 }]).events)).toBe(false);
    expect(failed(attemptB('planet', '119_005', [{ skills: 'SECURITY', c: 51 }]).events)).toBe(true);
    expect(failed(attemptB('planet', '172_005', [{ i: 29 }]).events)).toBe(false);
    expect(failed(attemptB('planet', '172_005', [{ i: 28 }]).events)).toBe(true);
  });

  it('219_009 White Rabbit: unless Physics and Archaeology, it lies on the mission with a countdown of 2', () => {
    expect(placedOn(attemptB('planet', '219_009', [{}]).events)).toEqual([['atop:L1', [], 2]]);
    expect(placedOn(attemptB('planet', '219_009', [{ skills: 'Physics Archaeology' }]).events)).toEqual([]);
  });

  it('227_001 Morphogenic Virus: it lies on a random member; three Biology cure it at once', () => {
    const run = attemptB('planet', '227_001', [{}]);
    expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], undefined]]);
    const cured = attemptB('planet', '227_001', [{}, { skills: 'Biology x3' }]);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
  });
});

describe('dilemmas-c: download and seed (1E rulebook › DOWNLOADING: "download and seed" need not be shown)', () => {
  const seeded = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.reason.startsWith('downloaded and seeded')).map((e) => e.card);
  const offer = (events: readonly GameEvent[]) => choices(events).find((c) => c.options.includes('none'));

  it('155_007 Local Trouble: after getting past, the opponent may seed up to two of Archer, Hunter Gangs, Punishment Zone from deck or hand under the mission; not past → no offer', () => {
    const both = attemptB('planet', '155_007', [{ skills: 'Anthropology', s: 30 }, { skills: 'SECURITY MEDICAL' }], {
      opponentHand: ['Archer', 'Hunter Gangs', 'Nausicaans'],
      answer: (c) => (c.options.includes('none') ? [c.options.find((o) => o.includes('+'))!] : c.options.slice(0, c.pick)),
    });
    const asked = offer(both.events)!;
    expect(asked.player).toBe('p2');
    const [archer, hunters, armus] = both.built.ids.opponentHand;
    expect(asked.options).toEqual(['none', archer, hunters, `${archer}+${hunters}`]);
    expect(seeded(both.events)).toEqual([archer, hunters]);
    expect(armus).toBeDefined();
    // The seeded dilemmas are encountered later in the same attempt.
    expect(ofType(both.events, 'SeedCardRevealed').map((e) => e.title)).toEqual(['Local Trouble', 'Archer', 'Hunter Gangs']);
    const declined = attemptB('planet', '155_007', [{ skills: 'Anthropology', s: 30 }], { opponentHand: ['Archer'], answer: () => ['none'] });
    expect([seeded(declined.events), failed(declined.events)]).toEqual([[], false]);
    const ko = attemptB('planet', '155_007', [{ skills: 'Anthropology' }], { opponentHand: ['Archer'] });
    expect([offer(ko.events), failed(ko.events)]).toEqual([undefined, true]);
  });

  it('149_006 Shore Leave, 149_008 The Loss, 184_009 Looking for Par\'mach: the condition, then the named dilemmas offered (one of them here)', () => {
    const shore = attemptB('planet', '149_006', [{ ch: ['Male'] }, { ch: ['Female'] }], { opponentHand: ['Wind Dancer'], answer: () => ['none'] });
    expect(offer(shore.events)!.options).toEqual(['none', shore.built.ids.opponentHand[0]]);
    expect(failed(attemptB('planet', '149_006', [{ ch: ['Male'] }], { opponentHand: ['Wind Dancer'] }).events)).toBe(true);
    const loss = attemptB('planet', '149_008', [{ i: 40 }], { opponentHand: ['Helpless'], answer: () => ['none'] });
    expect(offer(loss.events)!.options).toEqual(['none', loss.built.ids.opponentHand[0]]);
    expect(failed(attemptB('planet', '149_008', [{ i: 30 }], { opponentHand: ['Helpless'] }).events)).toBe(true);
    const parmach = attemptB('space', '184_009', [{ ch: ['Male'] }, { ch: ['Female'] }], { opponentHand: ['Brief Romance'], answer: () => ['none'] });
    expect(offer(parmach.events)!.options).toEqual(['none', parmach.built.ids.opponentHand[0]]);
  });

  it('153_004 Definitely Not Swedish: up to two of the three named space dilemmas; discarded; none in deck or hand → nothing', () => {
    const run = attemptB('space', '153_004', [{}], { opponentHand: ['My First Raygun', 'Strict Dress Code'], answer: (c) => (c.options.includes('none') ? [c.options[1]!] : c.options.slice(0, c.pick)) });
    expect(seeded(run.events)).toEqual([run.built.ids.opponentHand[0]]);
    expect(removed(run.events)[0]).toBe('effects-resolved');
    const none = attemptB('space', '153_004', [{}]);
    expect([offer(none.events), removed(none.events)]).toEqual([undefined, ['effects-resolved']]);
  });

  it('184_006 Dangerous Derelict: Empok Nor-related dilemmas other than Friendly Fire and Ferengi Infestation are offered', () => {
    const run = attemptB('planet', '184_006', [{}], { opponentHand: ['Friendly Fire', 'Oops!', 'Ferengi Infestation'], answer: () => ['none'] });
    const titles = offer(run.events)!.options.filter((o) => o !== 'none' && !o.includes('+')).map((o) => run.state.cards[o]!.blueprint);
    expect(titles).toEqual(['119_007']);
  });

  it('244_002 Promethean Quartz: a [Self] dilemma may be seeded (only one of this mission\'s type), then the team is stopped unless its condition is met', () => {
    const space = attemptB('space', '244_002', [{}], { opponentHand: ['Borg Ship', 'The Sheliak'], answer: () => ['none'] });
    expect(offer(space.events)!.options).toEqual(['none', space.built.ids.opponentHand[0]]);
    expect([stopped(space.events).length, removed(space.events)]).toEqual([2, ['failed']]);
    const ok = attemptB('planet', '244_002', [{ skills: 'ENGINEER Archaeology', s: 30 }, { s: 20 }], { opponentHand: ['Borg Ship'] });
    expect([offer(ok.events), stopped(ok.events), failed(ok.events)]).toEqual([undefined, [], false]);
  });
});

describe('dilemmas-c: alternatives on offer, mission sets, solving', () => {
  it('109_004 Balancing Act: a player whose missions with points are mostly space (by three or more) loses 50; a balanced set loses nothing', () => {
    const lopsided = attemptB('space', '109_004', [{}], { others: ['Explore Black Cluster', 'Explore Dyson Sphere', 'Explore Typhon Expanse'] });
    expect(ofType(lopsided.events, 'PointsScored').filter((e) => e.points < 0).map((e) => [e.player, e.points])).toEqual([['p1', -50]]);
    const balanced = attemptB('space', '109_004', [{}]);
    expect(ofType(balanced.events, 'PointsScored').filter((e) => e.points < 0)).toEqual([]);
  });

  it('109_016 Strict Dress Code: you sacrifice a Diplomacy, a hologram or two [Def] members (only those you have are offered), or the opponent picks a victim; the mission continues', () => {
    const diplomat = attemptB('space', '109_016', [{ skills: 'Diplomacy' }, {}], { answer: (c) => (c.options.includes('mode:Diplomacy') ? ['mode:Diplomacy'] : c.options.slice(0, c.pick)) });
    expect(choices(diplomat.events)[0]!.options).toEqual(['mode:Diplomacy', 'mode:none']);
    expect([killed(diplomat.events), removed(diplomat.events)]).toEqual([[diplomat.team[0]], ['effects-resolved']]);
    const refuse = attemptB('space', '109_016', [{ skills: 'Diplomacy' }, {}], { answer: (c) => (c.options.includes('mode:none') ? ['mode:none'] : c.options.slice(1, 2)) });
    expect(choices(refuse.events).map((c) => c.player)).toEqual(['p1', 'p2']);
    expect(killed(refuse.events)).toEqual([refuse.team[1]]);
    const plain = attemptB('space', '109_016', [{}, {}], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(plain.events)[0]!.options).toEqual(['mode:none']);
    expect(killed(plain.events)).toHaveLength(1);
  });

  it('112_037 Trauma: the member with the most dots carries it, disabled; solving the mission meanwhile kills that member; otherwise the countdown frees them', () => {
    // Excavation needs Geology + Archaeology... the rest of the team solves it at once: the disabled member dies.
    const solved = attemptB('planet', '112_037', [{ skills: dots(3) }, { skills: 'SCIENCE Geology Archaeology', i: 30, c: 30, s: 30 }]);
    expect(ofType(solved.events, 'PersonnelDisabled').map((e) => e.card)).toEqual([solved.team[0]]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(killed(solved.events)).toEqual([solved.team[0]]);
    const unsolved = attemptB('planet', '112_037', [{ skills: dots(3) }, { skills: dots(1) }]);
    expect(placedOn(unsolved.events)).toEqual([[`on:${unsolved.team[0]}`, [unsolved.team[0]], 3]]);
    expect(killed(unsolved.events)).toEqual([]);
  });
});

describe('dilemmas-c: two picks (pick-add)', () => {
  it('117_012 Strange Bedfellows: the lowest-INTEGRITY male and female are stopped, discarded when equal; without both genders nothing happens', () => {
    const run = attemptB('planet', '117_012', [{ ch: ['Male'], i: 3 }, { ch: ['Male'], i: 6 }, { ch: ['Female'], i: 4 }, { ch: ['Female'], i: 8 }]);
    expect(stopped(run.events).sort()).toEqual([run.team[0], run.team[2]].sort());
    expect(discarded(run.events)).toEqual([]);
    const same = attemptB('planet', '117_012', [{ ch: ['Male'], i: 4 }, { ch: ['Female'], i: 4 }, { ch: ['Female'], i: 9 }]);
    expect(discarded(same.events).sort()).toEqual([same.team[0], same.team[1]].sort());
    const tie = attemptB('planet', '117_012', [{ ch: ['Male'], i: 4 }, { ch: ['Female'], i: 2 }, { ch: ['Female'], i: 2 }], { answer: (c) => c.options.slice(-1) });
    expect(choices(tie.events).map((c) => [c.player, c.preset])).toEqual([['p2', [tie.team[0]]]]);
    expect(stopped(tie.events).sort()).toEqual([tie.team[0], tie.team[2]].sort());
    const men = attemptB('planet', '117_012', [{ ch: ['Male'] }, { ch: ['Male'] }]);
    expect([stopped(men.events), removed(men.events)]).toEqual([[], ['nullified']]);
  });

  it('122_006 Distraction: a random member distracts one of the other gender (the opponent picks); both stopped unless one has Honor', () => {
    const run = attemptB('planet', '122_006', [{ ch: ['Male'] }, { ch: ['Female'] }]);
    expect(stopped(run.events).sort()).toEqual([...run.team].sort());
    const honor = attemptB('planet', '122_006', [{ ch: ['Male'], skills: 'Honor' }, { ch: ['Female'] }]);
    expect(stopped(honor.events)).toEqual([]);
    const lonely = attemptB('planet', '122_006', [{ ch: ['Male'] }, { ch: ['Male'] }]);
    expect(stopped(lonely.events)).toEqual([]);
    const choice = attemptB('planet', '122_006', [{ ch: ['Female'] }, { ch: ['Male'] }, { ch: ['Male'] }, { ch: ['Female'] }], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(choice.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 2]]);
    expect(stopped(choice.events)).toHaveLength(2);
  });
});

describe('dilemmas-c: the opponent downloads personnel to their facility here (1E rulebook › DOWNLOADING)', () => {
  const downloaded = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.reason.startsWith('downloaded by the opponent')).map((e) => [e.card, e.to]);
  const takeAll = (c: { options: readonly string[]; player: string; pick: number }) => (c.player === 'p2' && c.options[0] === 'done' ? [c.options[1]!] : c.options.slice(0, c.pick));

  it('161_010 Trilithium Raid: up to two universal Romulans go to the opponent\'s facility here (one at a time, "done" stops); ENGINEER ×2 and STRENGTH>40 get past', () => {
    const givens = { opponentHand: ['Romulan Outpost', { affiliation: 'Romulan' }, { affiliation: 'Romulan' }, { affiliation: 'Romulan' }, { affiliation: 'Klingon' }], before: (built: { ids: { opponentHand: string[] } }) => [moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.space('L1'))] };
    const run = attemptA('planet', '161_010', [{ skills: 'ENGINEER x2', s: 41 }], { ...givens, answer: takeAll });
    const outpost = run.built.ids.opponentHand[0]!;
    expect(downloaded(run.events)).toEqual([[run.built.ids.opponentHand[1], Z.aboard(outpost)], [run.built.ids.opponentHand[2], Z.aboard(outpost)]]);
    expect(choices(run.events).every((c) => !c.options.includes(run.built.ids.opponentHand[4]!))).toBe(true);
    expect(failed(run.events)).toBe(false);
    const stop = attemptA('planet', '161_010', [{ skills: 'ENGINEER' }], { ...givens, answer: (c) => (c.options[0] === 'done' ? ['done'] : c.options.slice(0, c.pick)) });
    expect([downloaded(stop.events), failed(stop.events)]).toEqual([[], true]);
    const noFacility = attemptA('planet', '161_010', [{ skills: 'ENGINEER x2', s: 41 }], { opponentHand: [{ affiliation: 'Romulan' }] });
    expect([choices(noFacility.events), failed(noFacility.events)]).toEqual([[], false]);
  });

  it('119_005 Ferengi Infestation: male Ferengi only; two SECURITY and CUNNING>50 get past', () => {
    const run = attemptA('planet', '119_005', [{ skills: 'SECURITY x2', c: 51 }], {
      opponentHand: ['Ferengi Trading Post', { affiliation: 'Ferengi', ch: ['Male'] }, { affiliation: 'Ferengi', ch: ['Female'] }],
      before: (built) => [moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.space('L1'))],
      answer: takeAll,
    });
    expect(downloaded(run.events).map(([iid]) => iid)).toEqual([run.built.ids.opponentHand[1]]);
    expect(failed(run.events)).toBe(false);
  });
});

describe('dilemmas-c: missions closed by a placed dilemma', () => {
  it('126_006 Linguistic Legerdemain: unless Anthropology and Exobiology, it lies on the mission (no attempts) with a countdown of one plus the unmatched affiliation icons', () => {
    const run = attemptB('planet', '126_006', [{}, { affiliation: 'Klingon' }], { mission: 'Relief Mission', others: ['Excavation'] });
    const shown = bp(run.state, run.built.ids.missions[0]!).mission!.affiliationIcons;
    const icons = shown.filter((icon) => icon !== 'Klingon' && icon !== 'Federation').length;
    expect(icons).toBe(1); // Relief Mission shows [ROM][KLI]: the Romulan icon is unmatched
    expect(placedOn(run.events).at(-1)).toEqual(['atop:L1', [], 1 + icons]);
    const again = evolveAll([{ type: 'StoppedCardsRestored', cards: run.team, rule: 'scene' } as GameEvent], run.state);
    expect(checkAttempt(again, { type: 'AttemptMission', actor: 'p1', location: 'L1' })?.code).toBe('MISSION_BLOCKED');
    const ok = attemptB('planet', '126_006', [{ skills: 'Anthropology Exobiology' }]);
    expect([placedOn(ok.events), failed(ok.events)]).toEqual([[], false]);
  });

  it('126_003 God: unless two members each have INTEGRITY>7, it lies on the mission and destroys a ship here; then you attempt only with a ship of yours here', () => {
    const run = attemptB('planet', '126_003', [{ i: 9 }, { i: 5 }], { orbit: { crew: [{}] } });
    expect(ofType(run.events, 'CardLeftPlay').filter((e) => e.how === 'destroyed').map((e) => e.card)).toEqual([run.built.ids.ship]);
    expect(placedOn(run.events).map(([to]) => to)).toEqual(['atop:L1']);
    const again = evolveAll([{ type: 'StoppedCardsRestored', cards: run.team, rule: 'scene' } as GameEvent], run.state);
    expect(checkAttemptTeam(again, { type: 'AttemptMission', actor: 'p1', location: 'L1' })?.code).toBe('NO_SHIP_HERE');
    const ok = attemptB('planet', '126_003', [{ i: 9 }, { i: 8 }], { orbit: { crew: [{}] } });
    expect([placedOn(ok.events), ofType(ok.events, 'CardLeftPlay').filter((e) => e.how === 'destroyed'), failed(ok.events)]).toEqual([[], [], false]);
  });
});

describe('dilemmas-c: dilemmas in play reacting to later encounters', () => {
  /** The first seed lies on mission `at` as if placed by an earlier attempt. */
  const placedAt = (built: { ids: { seeds: string[] } }, at: string): GameEvent =>
    ({ type: 'DilemmaPlaced', card: built.ids.seeds[0]!, to: Z.atop(at), ongoing: { dilemma: built.ids.seeds[0]!, player: 'p1', on: 'mission', host: at, location: at, affected: [] }, rule: 'scene' }) as GameEvent;

  it('115_011 Mission Fatigue: each later dilemma encountered at its mission first stops one random non-Borg member facing it; Empathy and Leadership keep it off', () => {
    const team = [{ skills: 'SECURITY MEDICAL' }, {}, { affiliation: 'Borg' }];
    const later = attemptA('planet', '115_011', team, { seeds: ['Archer'], before: (built) => [placedAt(built, 'L1')] });
    const stops = stopped(later.events);
    expect(stops.length).toBeGreaterThanOrEqual(1);
    expect([later.team[0], later.team[1]]).toContain(stops[0]);
    expect(ofType(later.events, 'CardStopped')[0]!.card).not.toBe(later.team[2]);
    const now = attemptA('planet', '115_011', [{}]);
    expect(placedOn(now.events).map(([to]) => to)).toEqual(['atop:L1']);
    expect(placedOn(attemptA('planet', '115_011', [{ skills: 'Empathy Leadership' }]).events)).toEqual([]);
  });

  it('219_002 Experience Bij!: any other dilemma encountered removes it from its mission; Dead End already there nullifies it', () => {
    const run = attemptA('planet', '219_002', [{ skills: 'SECURITY MEDICAL' }], { seeds: ['Archer'], before: (built) => [placedAt(built, 'L2')] });
    expect(run.before.ongoing[run.built.ids.seeds[0]!]).toBeDefined();
    expect(run.state.ongoing[run.built.ids.seeds[0]!]).toBeUndefined();
    expect(ofType(run.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toContainEqual([run.built.ids.seeds[0], 'cured']);
    const deadEnd = attemptA('planet', '219_002', [{}], { hand: ['Dead End'], before: (built) => [moved(built.ids.hand[0]!, Z.hand('p1'), Z.atop('L1'))] });
    expect([removed(deadEnd.events), placedOn(deadEnd.events)]).toEqual([['nullified'], []]);
    const plain = attemptA('planet', '219_002', [{}]);
    expect(ofType(plain.events, 'MissionAttemptFailed').map((e) => e.reason)).toEqual(['Experience Bij! ends the attempt']);
  });
});

describe('dilemmas-c: more choices and bites', () => {
  it('119_008 Palukoo: unless Resistance or an ANIMAL, a random non-android is bitten: a joined Trill dies (discarded dilemma), anyone else is disabled under it', () => {
    const trill = attemptB('planet', '119_008', [{ ch: ['Trill with symbiont'] }, { ch: ['Android'] }]);
    expect(killed(trill.events)).toEqual([trill.team[0]]);
    expect([placedOn(trill.events), removed(trill.events)[0]]).toEqual([[], 'failed']);
    const human = attemptB('planet', '119_008', [{}, { ch: ['Android'] }]);
    expect(placedOn(human.events)).toEqual([[`on:${human.team[0]}`, [human.team[0]], 2]]);
    expect(ofType(human.events, 'PersonnelDisabled').map((e) => e.card)).toEqual([human.team[0]]);
    const guarded = attemptB('planet', '119_008', [{ skills: 'ANIMAL' }]);
    expect([killed(guarded.events), placedOn(guarded.events), failed(guarded.events)]).toEqual([[], [], false]);
  });

  it('184_012 Q-uality Time: the opponent seeds Q here, or the highest INTEGRITY member returns to hand unless two Leadership and CUNNING>30', () => {
    const back = attemptB('planet', '184_012', [{ i: 9 }, { i: 3 }], { answer: () => ['mode:return'] });
    expect(toHand(back.events)).toEqual([back.team[0]]);
    const leaders = attemptB('planet', '184_012', [{ i: 9, skills: 'OFFICER Leadership x2', c: 31 }], { answer: () => ['mode:return'] });
    expect(toHand(leaders.events)).toEqual([]);
    const q = attemptB('planet', '184_012', [{}], { opponentHand: ['Q'], answer: (c) => (c.options.includes('mode:seed Q') ? ['mode:seed Q'] : c.options.includes('none') ? [c.options[1]!] : c.options.slice(0, c.pick)) });
    expect(ofType(q.events, 'CardMoved').filter((e) => e.reason.startsWith('downloaded and seeded')).map((e) => e.card)).toEqual([q.built.ids.opponentHand[0]]);
  });

  it('174_016 My Ship, My Crew: the opponent names a classification; you stop one random member of it, or three random members without it', () => {
    const team = [{ skills: 'ENGINEER' }, { skills: 'OFFICER' }, { skills: 'SCIENCE' }, { skills: 'MEDICAL' }];
    const one = attemptB('space', '174_016', team, { answer: (c) => (c.player === 'p2' ? ['mode:ENGINEER'] : ['mode:one with it']) });
    expect(stopped(one.events)).toEqual([one.team[0]]);
    const three = attemptB('space', '174_016', team, { answer: (c) => (c.player === 'p2' ? ['mode:ENGINEER'] : ['mode:three without it']) });
    expect(stopped(three.events).sort()).toEqual([three.team[1], three.team[2], three.team[3]].sort());
  });
});

describe('dilemmas-c: Q-related dilemmas that may seed normally', () => {
  it('111_019 Hide and Seek: cards are drawn at random from the team and the dilemma until a universal personnel or the dilemma; everyone drawn is stopped', () => {
    const run = attemptB('planet', '111_019', [{ universal: false }, { universal: false }, { universal: true }]);
    const [draw] = ofType(run.events, 'RandomCardsSelected');
    const last = draw!.outcome.at(-1)!;
    expect(last === run.built.ids.seeds[0] || last === run.team[2]).toBe(true);
    expect(stopped(run.events).sort()).toEqual(draw!.outcome.filter((iid) => iid !== run.built.ids.seeds[0]).sort());
    expect(removed(run.events)).toEqual(['effects-resolved']);
  });

  it('125_123 Ar-Q-ologist: the opponent restacks up to X discards (X = dots and download icons of the lowest INTEGRITY member); Archaeology and Honor nullify', () => {
    const run = attemptB('planet', '125_123', [{ i: 2, skills: dots(2), downloads: true }, { i: 8 }], {
      opponentDiscard: ['Archer', 'Hunter Gangs', 'Nausicaans', 'Wind Dancer'],
      answer: (c) => (c.options[0] === 'done' ? [c.options[1]!] : c.options.slice(0, c.pick)),
    });
    const restacked = ofType(run.events, 'CardMoved').filter((e) => e.to === Z.draw('p2')).map((e) => e.card);
    expect(restacked).toHaveLength(3);
    expect(run.state.cards[restacked.at(-1)!]!.zone).toBe(Z.draw('p2'));
    const nullified = attemptB('planet', '125_123', [{ skills: 'Archaeology Honor' }], { opponentDiscard: ['Archer'] });
    expect([removed(nullified.events), choices(nullified.events)]).toEqual([['nullified'], []]);
  });
});

describe('dilemmas-c: groups by affiliation', () => {
  it('184_007 Excluded: each affiliation without a V.I.P. loses one random member (discarded), the rest stopped; a V.I.P. shields its affiliation; a shared faction icon nullifies', () => {
    const run = attemptB('planet', '184_007', [{ affiliation: 'Klingon' }, { affiliation: 'Klingon' }, { affiliation: 'Federation', skills: 'V.I.P.' }, { affiliation: 'Federation' }]);
    const gone = discarded(run.events);
    expect(gone).toHaveLength(1);
    expect([run.team[0], run.team[1]]).toContain(gone[0]);
    expect(stopped(run.events)).toEqual([run.team[0], run.team[1]].filter((iid) => iid !== gone[0]));
    const maquis = attemptB('planet', '184_007', [realCard('Amaros'), realCard('Michael Eddington')]);
    expect([removed(maquis.events), discarded(maquis.events)]).toEqual([['nullified'], []]);
  });
});

describe('dilemmas-c: partly automated seeding and holding dilemmas (their manual parts listed on the card)', () => {
  const seeded = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.reason.startsWith('downloaded and seeded')).map((e) => e.card);
  const firstOffer = (events: readonly GameEvent[]) => choices(events).find((c) => c.options.includes('none'))?.options;

  it('184_001 A New Game, 149_004 High Rollers, 149_009 The Vengeance Factor, 155_006 I\'m Not Going to Fight You: the named dilemmas are offered for seeding, then it lies on the mission', () => {
    const chula = attemptB('planet', '184_001', [{}], { opponentHand: ['Chula: The Game', 'Chula: The Dice'], answer: () => ['none'] });
    expect(firstOffer(chula.events)).toEqual(['none', chula.built.ids.opponentHand[1]]);
    expect(placedOn(chula.events).map(([to]) => to)).toEqual(['atop:L1']);
    const royale = attemptB('planet', '149_004', [{}], { opponentHand: ['Royale Casino: Slots'], answer: (c) => (c.options.includes('none') ? [c.options[1]!] : c.options.slice(0, c.pick)) });
    expect(seeded(royale.events)).toEqual([royale.built.ids.opponentHand[0]]);
    const vengeance = attemptB('planet', '149_009', [{}], { opponentHand: ['Yuta', 'Archer'], answer: () => ['none'] });
    expect(firstOffer(vengeance.events)).toEqual(['none', vengeance.built.ids.opponentHand[0]]);
    const fight = attemptB('planet', '155_006', [{}], { opponentHand: ['Nausicaans'], answer: () => ['none'] });
    expect(firstOffer(fight.events)).toEqual(['none', fight.built.ids.opponentHand[0]]);
    expect(placedOn(fight.events).map(([to]) => to)).toEqual(['atop:L1']);
  });

  it('176_005 Subspace Accident: unless three Astrophysics (or two Physics and two SCIENCE), the member with the most dots is held with it atop the mission', () => {
    const run = attemptB('space', '176_005', [{ skills: dots(3) }, { skills: dots(1) }]);
    expect(run.state.cards[run.team[0]!]!.zone).toBe('atop:L1');
    expect(placedOn(run.events)).toEqual([['atop:L1', [run.team[0]], undefined]]);
    const ok = attemptB('space', '176_005', [{ skills: 'Astrophysics x3' }]);
    expect([placedOn(ok.events), failed(ok.events)]).toEqual([[], false]);
  });

  it('181_015 Tedious Soiree: the opponent names a classification or icon; all with it but one of your choice are stopped', () => {
    const team = [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'OFFICER' }];
    const run = attemptB('planet', '181_015', team, { answer: (c) => (c.player === 'p2' ? ['mode:ENGINEER'] : c.options.slice(0, 1)) });
    expect(choices(run.events).map((c) => [c.player, c.options.length])).toEqual([['p2', 11], ['p1', 3]]);
    expect(stopped(run.events)).toEqual([run.team[1], run.team[2]]);
    const lone = attemptB('planet', '181_015', team, { answer: () => ['mode:OFFICER'] });
    expect(stopped(lone.events)).toEqual([]);
  });
});

describe('dilemmas-c: nullified by a card from hand', () => {
  it('245_001 Close That Door!: a Doorway discarded from hand nullifies it; declining leaves SCIENCE + Stellar Cartography to get past', () => {
    const door = attemptB('space', '245_001', [{}], { hand: ['Alternate Universe Door'], answer: (c) => c.options.slice(-1) });
    expect(choices(door.events)[0]!.options).toEqual(['decline', door.built.ids.hand[0]]);
    expect([removed(door.events), failed(door.events)]).toEqual([['nullified'], false]);
    expect(door.state.cards[door.built.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
    const declined = attemptB('space', '245_001', [{}], { hand: ['Alternate Universe Door'], answer: () => ['decline'] });
    expect(failed(declined.events)).toBe(true);
    expect(choices(attemptB('space', '245_001', [{ skills: 'SCIENCE Stellar Cartography' }]).events)).toEqual([]);
  });

  it('117_007 Dangerous Liaisons: Recruit Mercenaries discarded from hand nullifies it', () => {
    const run = attemptB('planet', '117_007', [{}], { hand: ['Recruit Mercenaries'], answer: (c) => c.options.slice(-1) });
    expect([removed(run.events), failed(run.events)]).toEqual([['nullified'], false]);
    expect(failed(attemptB('planet', '117_007', [{}]).events)).toBe(true);
  });

  it('117_006 Chula: The Door: two members whose attributes add to 5 or 21 get past; a Doorway placed out of play nullifies it', () => {
    expect(failed(attemptB('planet', '117_006', [{ i: 9, c: 12, s: 7 }, { i: 9, c: 9, s: 9 }]).events)).toBe(false);
    expect(failed(attemptB('planet', '117_006', [{ i: 2, c: 7, s: 7 }, { i: 3, c: 9, s: 9 }]).events)).toBe(false);
    expect(failed(attemptB('planet', '117_006', [{ i: 7, c: 7, s: 7 }, { i: 7, c: 7, s: 7 }]).events)).toBe(true);
    const door = attemptB('planet', '117_006', [{}], { hand: ['Alternate Universe Door'], answer: (c) => c.options.slice(-1) });
    expect(door.state.cards[door.built.ids.hand[0]!]!.zone).toBe(Z.out('p1'));
    expect(removed(door.events)).toEqual(['nullified']);
  });
});

describe('dilemmas-c: beaming up at a penalty', () => {
  it('103_023 Punishment Zone: a random member dies, or with your ship here beams up at 5 points (10 if Federation)', () => {
    const up = attemptB('planet', '103_023', [{ affiliation: 'Federation' }], { orbit: { crew: [{}] }, answer: () => ['mode:beam up'] });
    expect(choices(up.events)[0]!.options).toEqual(['mode:killed', 'mode:beam up']);
    expect(up.state.cards[up.team[0]!]!.zone).toBe(Z.aboard(up.built.ids.ship!));
    expect(ofType(up.events, 'PointsScored').map((e) => e.points)).toEqual([-10]);
    const romulan = attemptB('planet', '103_023', [{ affiliation: 'Romulan' }], { orbit: { crew: [{}] }, answer: () => ['mode:beam up'] });
    expect(ofType(romulan.events, 'PointsScored').map((e) => e.points)).toEqual([-5]);
    const noShip = attemptB('planet', '103_023', [{}], { answer: (c) => c.options.slice(0, 1) });
    expect(choices(noShip.events)[0]!.options).toEqual(['mode:killed']);
    expect(killed(noShip.events)).toEqual([noShip.team[0]]);
  });
});

describe('dilemmas-c: last partly automated ones', () => {
  it('103_015 Frame of Mind: it lies on a random member (attributes 3-3-3 while it does); three Empathy cure it at once', () => {
    const run = attemptB('planet', '103_015', [{ i: 9, c: 9, s: 9 }]);
    expect(placedOn(run.events)).toEqual([[`on:${run.team[0]}`, [run.team[0]], undefined]]);
    const cured = attemptB('planet', '103_015', [{ skills: 'Empathy x3' }, { skills: 'Empathy x3' }]);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
  });

  it('105_088 Guilty - Provisionally: refusing kills the random member; saying the words puts it on your table', () => {
    const refuse = attemptB('planet', '105_088', [{}], { answer: (c) => (c.options.includes('mode:refuse') ? ['mode:refuse'] : c.options.slice(0, c.pick)) });
    expect(killed(refuse.events)).toEqual([refuse.team[0]]);
    const guilty = attemptB('planet', '105_088', [{}], { answer: (c) => (c.options.includes('mode:guilty - provisionally') ? ['mode:guilty - provisionally'] : c.options.slice(0, c.pick)) });
    expect([killed(guilty.events), placedOn(guilty.events).map(([to]) => to)]).toEqual([[], [Z.table('p1')]]);
  });
});

describe('dilemmas-c: killers partly automated', () => {
  it('109_017 Theta-Radiation Poisoning: it lies on the ship and one random personnel aboard dies at the end of the turn; six ENGINEER cure it', () => {
    const run = attemptB('space', '109_017', [{}, {}]);
    expect(placedOn(run.events).map(([to]) => to)).toEqual([`on:${run.built.ids.ship}`]);
    expect(killed(run.events)).toEqual([]);
    expect(killed(endTurn(run.state).events)).toHaveLength(1);
    const cured = attemptB('space', '109_017', [{ skills: 'ENGINEER x6' }]);
    expect(cured.state.ongoing[cured.built.ids.seeds[0]!]).toBeUndefined();
  });

  it('192_012 Symbalene Blood Burn: one random member dies', () => {
    expect(killed(attemptB('planet', '192_012', [{}, {}]).events)).toHaveLength(1);
  });
});
