/**
 * First Edition interrupts finished by helper intr (issue 15): Dropping In (cancels your own Dead End, lying on a
 * mission or just encountered), Wrong Door (cancels a Q's Tent just played from hand) and Preparation's seed look (your
 * mission not yet attempted, four classifications of yours there: you look at the bottom seed card) and Isabella's
 * Worshiper way (just after a Worshiper scored its bonus points for a team, one Greed personnel of it dies), and
 * Fractal Encryption Code's bans (no commandeering, RANGE or WEAPONS; the android aboard as it was played may cancel it).
 *   1E rulebook › COMMANDEER; EXECUTING ORDERS › MOVE SHIP; BATTLE › SHIP BATTLE › 1. Declaration.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; THE PLAY PHASE › Clarifications: Valid responses › When Responses
 *   Happen; THE CARDS › INTERRUPTS; THE CARDS › DOORWAYS (a doorway seeded is not played).
 * given (a scene) / when (AttemptMission or PlayCard, then the interrupt) / then (the facts), and where it does not apply.
 */
import { shipAttackers } from '../battle/battle';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';


describe('112_088 Dropping In: nullifies your Dead End', () => {
  /** A Dead End owned by `owner` lies atop p1's planet mission; p1 holds Dropping In. */
  const lying = (owner: PlayerId) => {
    const built = scene({ missions: ['Excavation'], hand: ['Dropping In', ...(owner === 'p1' ? ['Dead End'] : [])], opponentHand: owner === 'p2' ? ['Dead End'] : [] });
    const deadEnd = owner === 'p1' ? built.ids.hand[1]! : built.ids.opponentHand[0]!;
    return { state: moved(built.state, [[deadEnd, Z.atop('L1')]]), card: built.ids.hand[0]!, deadEnd };
  };
  /** p1's Away Team (p1 has no points) meets a Dead End seeded by `owner`; p1 waits in its own window. */
  const meeting = (owner: PlayerId) => {
    const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Dead End', owner }], awayTeam: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }], hand: ['Dropping In'] });
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    return { state, card: built.ids.hand[0]!, deadEnd: built.ids.seeds[0]! };
  };
  it('applies: your Dead End atop the mission is discarded; your Dead End just encountered is nullified and the attempt goes on', () => {
    const atop = lying('p1');
    const after = run(atop.state, [play(atop.card, atop.deadEnd)]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === atop.deadEnd).map((e) => e.to)).toEqual([Z.discard('p1')]);
    const met = meeting('p1');
    expect(met.state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['dilemma-encountered', 'p1', met.deadEnd]]);
    const answered = run(met.state, [play(met.card, met.deadEnd)]);
    expect(ofType(answered.events, 'PlayNullified').map((e) => e.card)).toEqual([met.deadEnd]);
    expect(ofType(answered.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[met.deadEnd, 'nullified']]);
  });
  it("does not apply: the opponent's Dead End, lying on the mission or just encountered, is no target", () => {
    const atop = lying('p2');
    expect(refused(atop.state, play(atop.card, atop.deadEnd))).toBe('INVALID_TARGET');
    const met = meeting('p2');
    expect(met.state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['dilemma-encountered', 'p1', met.deadEnd]]);
    expect(refused(met.state, play(met.card, met.deadEnd))).toBe('INVALID_TARGET');
  });
});

describe("105_040 Wrong Door: nullifies a Q's Tent played from hand", () => {
  /** p1 plays `played` from hand; p2 holds Wrong Door and passes explicitly, so p2's window waits. */
  const justPlayed = (played: string, target?: string) => {
    const built = scene({ missions: ['Excavation'], hand: [played], opponentHand: ['Wrong Door'] });
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(built.ids.hand[0]!, target)]).state;
    return { state, card: built.ids.opponentHand[0]!, played: built.ids.hand[0]! };
  };
  it("applies: the Q's Tent just played is nullified and goes to its owner's discard pile", () => {
    const { state, card, played } = justPlayed("Q's Tent");
    expect(state.windows?.map((w) => [w.action, w.player, w.card])).toEqual([['card-played', 'p2', played]]);
    const after = run(state, [play(card, played, 'p2')]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([played]);
    expect(after.state.cards[played]!.zone).toBe(Z.discard('p1'));
  });
  it("does not apply: another card just played is no target, nor a Q's Tent lying in play", () => {
    const other = justPlayed('Kivas Fajo - Collector', 'p1');
    expect(refused(other.state, play(other.card, other.played, 'p2'))).toBe('INVALID_TARGET');
    const built = scene({ missions: ['Excavation'], hand: ["Q's Tent"], opponentHand: ['Wrong Door'] });
    const lying = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect(refused(lying, play(built.ids.opponentHand[0]!, built.ids.hand[0]!, 'p2'))).not.toBeNull();
  });
});

describe('112_097 Preparation: on your unexamined mission, with personnel of four classifications of yours there, you look at the bottom seed card', () => {
  const given = (skills: readonly string[], missionOwner: PlayerId = 'p1') => {
    const built = scene({ missions: ['Excavation'], missionOwner, seeds: ['Archer', 'Rascals'], awayTeam: skills.map((one) => ({ skills: one })), hand: ['Preparation'] });
    return { state: built.state, card: built.ids.hand[0]!, seeds: built.ids.seeds };
  };
  const four = ['OFFICER', 'SCIENCE', 'ENGINEER', 'MEDICAL'];
  it('applies: p1 alone is shown one seed card from under the mission', () => {
    const { state, card, seeds } = given(four);
    const after = run(state, [play(card, 'L1')]);
    const shown = ofType(after.events, 'CardsShown');
    expect(shown.map((e) => [e.to, e.zone, e.cards.length])).toEqual([['p1', Z.under('L1'), 1]]);
    expect(seeds).toContain(shown[0]!.cards[0]!.iid);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it("does not apply: three classifications only, a mission already attempted, or the opponent's mission", () => {
    const three = given(['OFFICER', 'SCIENCE', 'ENGINEER', 'OFFICER']);
    expect(refused(three.state, play(three.card, 'L1'))).toBe('INVALID_TARGET');
    const ready = given(four);
    const attempted: GameState = { ...ready.state, locations: { ...ready.state.locations, L1: { ...ready.state.locations.L1!, attempted: true } } };
    expect(refused(attempted, play(ready.card, 'L1'))).toBe('INVALID_TARGET');
    const theirs = given(four, 'p2');
    expect(refused(theirs.state, play(theirs.card, 'L1'))).toBe('INVALID_TARGET');
  });
});

describe('103_066 Isabella (its other way): kills one Greed personnel who just exploited a Worshiper', () => {
  const explicit = (state: GameState): GameState =>
    run(state, [
      { type: 'SetAutoPass', actor: 'p1', on: false, every: true },
      { type: 'SetAutoPass', actor: 'p2', on: false, every: true },
    ]).state;
  /** p1's Away Team meets a Worshiper (p2 holds Isabella); every window before the dilemma-resolved one is passed. */
  const given = (team: readonly string[]) => {
    const built = scene({ missions: ['Excavation'], seeds: ['Worshiper'], awayTeam: team.map((skills) => ({ skills })), opponentHand: ['Isabella'] });
    const begun = runAttempt(explicit(built.state), { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    let state = begun.state;
    const events = [...begun.events];
    for (let guard = 0; guard < 10; guard += 1) {
      const top = (state.windows ?? []).at(-1);
      if (!top || top.action === 'dilemma-resolved') break;
      const next = run(state, [{ type: 'PassResponse', actor: top.player }]);
      events.push(...next.events);
      state = next.state;
    }
    return { state, events, isabella: built.ids.opponentHand[0]!, team: built.ids.awayTeam, worshiper: built.ids.seeds[0]! };
  };
  const isabella = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p2', card, target, mode: 1 });
  it('applies: the team scored the Worshiper; in the window after it the opponent kills the Greed personnel', () => {
    const { state, events, isabella: card, team, worshiper } = given(['CIVILIAN Greed', 'OFFICER']);
    expect(ofType(events, 'PointsScored').map((e) => [e.player, e.source, e.bonus])).toEqual([['p1', worshiper, true]]);
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-resolved', 'p2']]);
    // Both players pass windows explicitly: the play's own response window is passed before it resolves.
    let after = run(state, [isabella(card, team[0]!)]);
    const answered = [...after.events];
    for (let guard = 0; guard < 4 && after.state.windows?.at(-1)?.action === 'card-played'; guard += 1) {
      after = run(after.state, [{ type: 'PassResponse', actor: after.state.windows.at(-1)!.player }]);
      answered.push(...after.events);
    }
    expect(ofType(answered, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual([team[0]]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: a member without Greed is no target; a team whose Honor matches its Greed exploited nothing (stopped instead)', () => {
    const greedy = given(['CIVILIAN Greed', 'OFFICER']);
    expect(refused(greedy.state, isabella(greedy.isabella, greedy.team[1]!))).toBe('INVALID_TARGET');
    const honest = given(['CIVILIAN Greed', 'OFFICER Honor']);
    expect(honest.state.windows?.map((w) => w.action)).toEqual(['dilemma-resolved']);
    expect(refused(honest.state, isabella(honest.isabella, honest.team[0]!))).toBe('INVALID_TARGET');
  });
});

describe('109_049 Fractal Encryption Code: its host may not be commandeered nor use RANGE or WEAPONS; the same android aboard may nullify it', () => {
  /** p1's ship at L1 (missions L1, L2) with Data and a leader aboard; p1 holds the code and a second android. */
  const given = () => {
    const built = scene({ missions: ['Excavation', 'Avert Disaster'], ship: ship({ range: 8, weapons: 6 }), crew: ['101_204', { skills: 'OFFICER Leadership' }], hand: ['Fractal Encryption Code', { skills: 'ENGINEER', ch: ['Android'], title: 'Lal' }] });
    const vessel = built.ids.ship!;
    const [data, leader] = built.ids.crew as [string, string];
    const [code, lal] = built.ids.hand as [string, string];
    return { state: built.state, vessel, data, leader, code, lal };
  };
  const fly = (vessel: string): Command => ({ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' });
  const nullify = (code: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: code, ability: 'android-nullifies' });
  it('applies: coded, the ship neither flies nor attacks; Data aboard cancels the code, and then it flies again', () => {
    const { state, vessel, code } = given();
    const coded = accepted(state, play(code, vessel)).state;
    expect(coded.cards[code]!.zone).toBe(Z.on(vessel));
    expect(refused(coded, fly(vessel))).toBe('RANGE_BANNED');
    expect(shipAttackers(coded, 'p1', 'L1')).toEqual([]);
    const cancelled = accepted(coded, nullify(code)).state;
    expect(cancelled.cards[code]!.zone).toBe(Z.discard('p1'));
    expect(refused(cancelled, fly(vessel))).toBeNull();
  });
  it('does not apply: uncoded the ship flies and may attack; an android not aboard as it was played, or Data gone, may not cancel it', () => {
    const { state, vessel, data, code, lal } = given();
    expect(refused(state, fly(vessel))).toBeNull();
    expect(shipAttackers(state, 'p1', 'L1')).toEqual([vessel]);
    const coded = accepted(state, play(code, vessel)).state;
    const swapped = moved(coded, [[data, Z.surface('L1')], [lal, Z.aboard(vessel)]]);
    expect(refused(swapped, nullify(code))).not.toBeNull();
    expect(swapped.cards[code]!.zone).toBe(Z.on(vessel));
  });
  it("commandeering: p1's Computer Skill personnel unopposed aboard p2's ship may commandeer it, not while a code lies on it", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Commandeer Ship', { skills: 'ENGINEER Computer Skill' }], opponentHand: [ship(), 'Fractal Encryption Code'] });
    const [commandeer, hacker] = built.ids.hand as [string, string];
    const [theirs, code] = built.ids.opponentHand as [string, string];
    const open = moved(built.state, [[theirs, Z.space('L1')], [hacker, Z.aboard(theirs)]]);
    expect(refused(open, play(commandeer, hacker))).toBeNull();
    const coded = moved(open, [[code, Z.on(theirs)]]);
    expect(refused(coded, play(commandeer, hacker))).toBe('INVALID_TARGET');
  });
});
