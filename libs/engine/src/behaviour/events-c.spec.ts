/**
 * Events of later sets, third pass (issue 15, events-c): treaties limited to cards showing an icon
 * ("your [Kli][22] cards"), reference cards whose text is now a game rule, and cards that "may not
 * be nullified" or "may not leave play".
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (treaties: "mix and cooperate");
 *   WINNING THE GAME (the +40 penalties, the bonus-point cap); ATTEMPT A MISSION (an opponent's
 *   mission: 40 points or more); ATTEMPT A MISSION › NULLIFIERS; THE CARDS › INTERRUPTS.
 * given (a play-phase scene) / when (PlayCard) / then (the facts, compatibility, the points needed, refusals).
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { compatible } from '../card-facts';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { play as run, moved, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { Command, GameEvent, PlayerId } from '../types';
import { countedPoints, pointsNeeded } from '../winning';
import { Z } from '../zones';
import { legalCommands } from '../legal';
import { checkDownloadable } from './downloads';
import { mixesOf } from './play';
import { battleScene } from '../testing/battle-scene';
import { playCard as play } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: 'other' });
const of = (affiliation: string, icons: string[] = []): Card => ({ ...person({ affiliation }), icons: icons.map(icon) });

describe('treaties limited to cards showing an icon (141_011, 200_012, 119_017, 223_011)', () => {
  const CASES: [id: string, title: string, first: Card, second: Card, notSecond: Card][] = [
    ['141_011', 'Treaty: Starfleet/Klingon', of('Starfleet', ['22']), of('Klingon', ['22']), of('Klingon')],
    ['200_012', 'Treaty: Romulan/Vulcan', of('Vulcan', ['22']), of('Romulan', ['22']), of('Romulan', ['TNG'])],
    ['119_017', 'Organian Peace Treaty', of('Federation', ['OS']), of('Klingon', ['OS']), of('Klingon')],
    ['223_011', 'Technology Sharing Treaty', of('Klingon', ['OS']), of('Romulan', ['OS']), of('Romulan')],
  ];
  for (const [id, title, first, second, notSecond] of CASES) {
    it(`${id} ${title}: played, the two affiliations mix when the cards show the icon; a card without it does not; without the treaty nothing mixes`, () => {
      const built = scene({ missions: ['Excavation'], hand: [id] });
      expect(mixesOf(built.state, 'p1')).toEqual([]);
      expect(compatible(first, second, mixesOf(built.state, 'p1'))).toBe(false);
      const after = run(built.state, [play(built.ids.hand[0]!)]).state;
      expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
      const mixes = mixesOf(after, 'p1');
      expect([compatible(first, second, mixes), compatible(second, first, mixes)]).toEqual([true, true]);
      expect(compatible(first, notSecond, mixes)).toBe(false);
      // The opponent's cards gain nothing from p1's treaty.
      expect(compatible(first, second, mixesOf(after, 'p2'))).toBe(false);
    });
  }
  it('141_011 plays for free with Phlox in play (the normal card play already used); without him it is refused', () => {
    const withHim = scene({ missions: ['Excavation'], awayTeam: [realCard('Phlox')], hand: ['Kivas Fajo - Collector', '141_011'] });
    const used = run(withHim.state, [play(withHim.ids.hand[0]!, 'p1')]).state;
    expect(ofType(run(used, [play(withHim.ids.hand[1]!)]).events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    const without = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Kivas Fajo - Collector', '141_011'] });
    const spent = run(without.state, [play(without.ids.hand[0]!, 'p1')]).state;
    expect(refused(spent, play(without.ids.hand[1]!))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it("200_012 plays for free with V'Las in play; 119_017 Organian Peace Treaty cannot be destroyed by The Devil, a Treaty: Federation/Klingon can", () => {
    const withHim = scene({ missions: ['Excavation'], awayTeam: [realCard("V'Las")], hand: ['Kivas Fajo - Collector', '200_012'] });
    const used = run(withHim.state, [play(withHim.ids.hand[0]!, 'p1')]).state;
    expect(ofType(run(used, [play(withHim.ids.hand[1]!)]).events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    const built = scene({ missions: ['Excavation'], hand: ['The Devil'], opponentHand: ['119_017', 'Treaty: Federation/Klingon'] });
    const [organian, other] = built.ids.opponentHand as [string, string];
    const given = moved(built.state, [
      [organian, Z.table('p2')],
      [other, Z.table('p2')],
    ]);
    expect(refused(given, play(built.ids.hand[0]!, organian))).toBe('INVALID_TARGET');
    expect(run(given, [play(built.ids.hand[0]!, other)]).state.cards[other]!.zone).toBe(Z.discard('p2'));
  });
});

describe('reference cards whose text is a game rule (116_025, 155_020, 109_029, 115_024)', () => {
  it('116_025 The Big Picture and 155_020 You Are a Monument: played, they lie on the table and the points needed stay the rule’s 180 (no second +40)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Big Picture', 'You Are a Monument'] });
    const before = pointsNeeded(built.state, 'p1');
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    const both = moved(after, [[built.ids.hand[1]!, Z.table('p1')]]);
    expect(both.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect([pointsNeeded(after, 'p1'), pointsNeeded(both, 'p1')]).toEqual([before, before]);
    expect(before).toBeGreaterThan(100);
  });
  it('109_029 Intermix Ratio: on the table, bonus points beyond the non-bonus points still do not count; Kevin Uxbridge may not target it (another event he may)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge'], opponentHand: ['Intermix Ratio', 'Alien Probe'] });
    const [ratio, probe] = built.ids.opponentHand as [string, string];
    const given = moved(built.state, [
      [ratio, Z.table('p2')],
      [probe, Z.table('p2')],
    ]);
    expect(refused(given, play(built.ids.hand[0]!, ratio))).toBe('INVALID_TARGET');
    expect(run(given, [play(built.ids.hand[0]!, probe)]).state.cards[probe]!.zone).toBe(Z.discard('p2'));
    const points = (p: number, bonus: boolean): GameEvent => ({ type: 'PointsScored', player: 'p2', points: p, bonus, source: ratio });
    expect(countedPoints(evolveAll([points(20, false), points(50, true)], given), 'p2')).toBe(40);
  });
  it('115_024 Fair Play: on the table, an opponent’s mission under 40 points still may not be attempted', () => {
    const built = scene({ missions: ['Excavation'], missionOwner: 'p2', awayTeam: [{ skills: 'OFFICER' }], hand: ['Fair Play'] });
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(refused(after, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBe('OPPONENTS_MISSION');
  });
});

describe('cards that may not be nullified or leave play (unnullifiable: 116_025, 155_020, 115_024, 105_039)', () => {
  for (const title of ['The Big Picture', 'You Are a Monument', 'Fair Play']) {
    it(`${title} on p2’s table: Kevin Uxbridge has no target (Alien Probe beside it is offered)`, () => {
      const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge'], opponentHand: [title, 'Alien Probe'] });
      const [card, probe] = built.ids.opponentHand as [string, string];
      const given = moved(built.state, [
        [card, Z.table('p2')],
        [probe, Z.table('p2')],
      ]);
      expect(refused(given, play(built.ids.hand[0]!, card))).toBe('INVALID_TARGET');
      expect(refused(given, play(built.ids.hand[0]!, probe))).toBeNull();
    });
  }
  it('105_039 Plexing just played on Thought Maker: Amanda Rogers may not nullify it; she may nullify The Juggler just played', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Plexing', 'The Juggler'], opponentHand: ['Thought Maker', 'Amanda Rogers'] });
    const [plexing, juggler] = built.ids.hand as [string, string];
    const [maker, amanda] = built.ids.opponentHand as [string, string];
    const given = run(moved(built.state, [[maker, Z.table('p2')]]), [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const played = run(given, [play(plexing, maker)]).state;
    expect(played.windows?.map((w) => [w.action, w.card])).toEqual([['card-played', plexing]]);
    expect(refused(played, play(amanda, plexing, 'p2'))).toBe('INVALID_TARGET');
    const juggled = run(given, [play(juggler, 'p1')]).state;
    expect(refused(juggled, play(amanda, juggler, 'p2'))).toBeNull();
  });
  it('105_039 Plexing still nullifies Thought Maker on the table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Plexing'], opponentHand: ['Thought Maker'] });
    const maker = built.ids.opponentHand[0]!;
    const after = run(moved(built.state, [[maker, Z.table('p2')]]), [play(built.ids.hand[0]!, maker)]).state;
    expect(after.cards[maker]!.zone).toBe(Z.discard('p2'));
  });
});

describe('cards entering play stopped (restriction enters-play-stopped: 132_023 Friction, 195_008 Temper Advancements)', () => {
  /** p1 has an outpost of `outpostTitle` at L1, `table` lying on p1's table, and `personnel` in hand. */
  function reporting(outpostTitle: string, table: string[], personnel: Card) {
    const built = scene({ missions: ['Excavation'], hand: [outpostTitle, personnel, ...table] });
    const [outpost, iid, ...cards] = built.ids.hand as [string, string, ...string[]];
    const state = moved(built.state, [[outpost, Z.space('L1')], ...cards.map((card) => [card, Z.table('p1')] as [string, string])]);
    const report = (s = state) => run(s, [{ type: 'ReportForDuty', actor: 'p1', card: iid, facility: outpost }]);
    return { iid, state, report };
  }
  it('132_023 Friction on the table: a personnel reporting is stopped; a Jem’Hadar is not; without Friction nobody is', () => {
    const plain = reporting('Federation Outpost', ['Friction'], person({ skills: 'OFFICER' }));
    const reported = plain.report();
    expect(ofType(reported.events, 'CardStopped').map((e) => e.card)).toEqual([plain.iid]);
    expect(reported.state.cards[plain.iid]!.stopped).toBe(true);
    const jemHadar = reporting('Federation Outpost', ['Friction'], person({ skills: 'SECURITY', ch: ["Jem'Hadar"] }));
    expect(jemHadar.report().state.cards[jemHadar.iid]!.stopped).toBeFalsy();
    const without = reporting('Federation Outpost', [], person({ skills: 'OFFICER' }));
    expect(without.report().state.cards[without.iid]!.stopped).toBeFalsy();
  });
  it('132_023 Friction plays with three Dominion personnel of yours in play; with two it is refused', () => {
    const DOMINION = { affiliation: 'Dominion' };
    const three = scene({ missions: ['Excavation'], awayTeam: [DOMINION, DOMINION, DOMINION], hand: ['Friction'] });
    expect(run(three.state, [play(three.ids.hand[0]!)]).state.cards[three.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    const two = scene({ missions: ['Excavation'], awayTeam: [DOMINION, DOMINION], hand: ['Friction'] });
    expect(refused(two.state, play(two.ids.hand[0]!))).toBe('PLAY_CONDITION');
  });
  it('195_008 Temper Advancements on the table: a Federation personnel reporting is stopped, a Vulcan is not', () => {
    const fed = reporting('Federation Outpost', ['Temper Advancements'], person({ skills: 'OFFICER' }));
    expect(fed.report().state.cards[fed.iid]!.stopped).toBe(true);
    const vulcan = reporting('Vulcan Outpost', ['Temper Advancements'], person({ skills: 'OFFICER', affiliation: 'Vulcan' }));
    const reported = vulcan.report();
    expect(reported.state.cards[vulcan.iid]!.zone.startsWith('aboard:')).toBe(true);
    expect(reported.state.cards[vulcan.iid]!.stopped).toBeFalsy();
  });
  it('195_008 Temper Advancements on the opponent’s table stops p1’s ship reporting too; it may be played once per game', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Temper Advancements', 'Temper Advancements'], opponentHand: ['Temper Advancements'] });
    const [outpost, first, second] = built.ids.hand as [string, string, string];
    const shipCard = ship();
    const withShip = scene({ missions: ['Excavation'], hand: ['Federation Outpost', shipCard], opponentHand: ['Temper Advancements'] });
    const given = moved(withShip.state, [
      [withShip.ids.hand[0]!, Z.space('L1')],
      [withShip.ids.opponentHand[0]!, Z.table('p2')],
    ]);
    const reported = run(given, [{ type: 'ReportForDuty', actor: 'p1', card: withShip.ids.hand[1]!, facility: withShip.ids.hand[0]! }]);
    expect(reported.state.cards[withShip.ids.hand[1]!]!.stopped).toBe(true);
    const once = run(moved(built.state, [[outpost, Z.space('L1')]]), [play(first)]).state;
    const later = run(once, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, play(second))).toBe('ONCE_PER_GAME');
  });
});

describe('kill your personnel to draw three (kill-target: 141_014 Absolute Power, 200_022 Reman Sacrifice)', () => {
  const CASES: [id: string, title: string, fits: Card, other: Card][] = [
    ['141_014', 'Absolute Power', person({ skills: 'SECURITY', ch: ['Human', 'Augment'] }), person({ skills: 'SECURITY', ch: ['Human'] })],
    ['200_022', 'Reman Sacrifice', person({ skills: 'SECURITY', affiliation: 'Romulan', ch: ['Reman'] }), person({ skills: 'SECURITY', affiliation: 'Romulan', ch: ['Romulan'] })],
  ];
  for (const [id, title, fits, other] of CASES) {
    it(`${id} ${title}: the chosen personnel is killed and p1 draws three; another personnel is no target; once each turn`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [fits, other, { ...fits, id: `${fits.id}_2` }], hand: [id, id] });
      const [victim, bystander, next] = built.ids.awayTeam as [string, string, string];
      expect(refused(built.state, play(built.ids.hand[0]!, bystander))).toBe('INVALID_TARGET');
      const after = run(built.state, [play(built.ids.hand[0]!, victim)]);
      expect(after.state.cards[victim]!.zone).toBe(Z.discard('p1'));
      expect(ofType(after.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3]);
      expect(after.state.cards[bystander]!.zone).toBe(Z.surface('L1'));
      expect(refused(after.state, play(built.ids.hand[1]!, next))).toBe('ONCE_PER_TURN');
    });
  }
});

describe('conditional extra draws (if-personnel-at-missions: 167_018 New Frontiers, 155_019 Let’s See What’s Out There)', () => {
  const prop = (property: string): Card => ({ ...person({ skills: 'OFFICER' }), property });
  const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').map((e) => e.cards.length);
  it('167_018 New Frontiers: four DS9 personnel at a Gamma Quadrant mission (native Alpha): 2 + 2 cards; at an Alpha mission, or only three: 2', () => {
    const four = [prop('DS9'), prop('DS9'), prop('DS9'), prop('DS9')];
    const gamma = scene({ missions: ['Excavation'], quadrant: 'Gamma', awayTeam: four, hand: ['New Frontiers'] });
    expect(drawn(run(gamma.state, [play(gamma.ids.hand[0]!)]).events)).toEqual([2, 2]);
    const alpha = scene({ missions: ['Excavation'], awayTeam: four, hand: ['New Frontiers'] });
    expect(drawn(run(alpha.state, [play(alpha.ids.hand[0]!)]).events)).toEqual([2]);
    const three = scene({ missions: ['Excavation'], quadrant: 'Gamma', awayTeam: [prop('DS9'), prop('DS9'), prop('DS9'), prop('TNG')], hand: ['New Frontiers'] });
    expect(drawn(run(three.state, [play(three.ids.hand[0]!)]).events)).toEqual([2]);
  });
  it('155_019 Let’s See What’s Out There: four TNG personnel at p2’s mission with no facility: 2 + 2; with a facility there, or at p1’s own mission: 2', () => {
    const four = [prop('TNG'), prop('TNG'), prop('TNG'), prop('TNG')];
    const theirs = scene({ missions: ['Excavation'], missionOwner: 'p2', awayTeam: four, hand: ["Let's See What's Out There", 'Federation Outpost'] });
    const [card, outpost] = theirs.ids.hand as [string, string];
    expect(drawn(run(theirs.state, [play(card)]).events)).toEqual([2, 2]);
    expect(drawn(run(moved(theirs.state, [[outpost, Z.space('L1')]]), [play(card)]).events)).toEqual([2]);
    const mine = scene({ missions: ['Excavation'], awayTeam: four, hand: ["Let's See What's Out There"] });
    expect(drawn(run(mine.state, [play(mine.ids.hand[0]!)]).events)).toEqual([2]);
  });
});

describe('191_007 A Real Game (restriction extra-points-to-win: 10 more points to win, cumulative, until three missions are completed)', () => {
  it('one copy on p1’s table: both players need 10 more; two copies: 20 more; once p2 has completed three missions: none more', () => {
    const built = scene({ missions: ['Excavation'], hand: ['A Real Game', 'A Real Game'] });
    const [first, second] = built.ids.hand as [string, string];
    const base = [pointsNeeded(built.state, 'p1'), pointsNeeded(built.state, 'p2')];
    const one = run(built.state, [play(first)]).state;
    expect(one.cards[first]!.zone).toBe(Z.table('p1'));
    expect([pointsNeeded(one, 'p1'), pointsNeeded(one, 'p2')]).toEqual([base[0]! + 10, base[1]! + 10]);
    const two = moved(one, [[second, Z.table('p1')]]);
    expect(pointsNeeded(two, 'p1')).toBe(base[0]! + 20);
    const done = { ...two, completed: { p1: [], p2: ['L1', 'L1', 'L1'] } };
    expect(pointsNeeded(done, 'p1')).toBe(base[0]!);
  });
});

describe('191_012 Technical Wizardry (permit events-immune-while-hand-empty)', () => {
  function table(handCards: number) {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge'], opponentHand: ['Technical Wizardry', 'Alien Probe', ...Array.from({ length: handCards }, () => ({ skills: 'OFFICER' }))] });
    const [wizardry, probe] = built.ids.opponentHand as [string, string];
    return { kevin: built.ids.hand[0]!, probe, state: moved(built.state, [[wizardry, Z.table('p2')], [probe, Z.table('p2')]]) };
  }
  it('p2’s hand empty: Kevin Uxbridge may not target p2’s Alien Probe; with a card in p2’s hand he may', () => {
    const empty = table(0);
    expect(refused(empty.state, play(empty.kevin, empty.probe))).toBe('INVALID_TARGET');
    const holding = table(1);
    expect(run(holding.state, [play(holding.kevin, holding.probe)]).state.cards[holding.probe]!.zone).toBe(Z.discard('p2'));
  });
});

describe('109_056 Shipwreck (interrupt: every Wall of Ships in play is discarded)', () => {
  it('two Walls of Ships on p2’s table and one on p1’s are discarded; another event stays', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Shipwreck', 'Wall of Ships', 'Alien Probe'], opponentHand: ['Wall of Ships', 'Wall of Ships'] });
    const [wreck, mine, probe] = built.ids.hand as [string, string, string];
    const given = moved(built.state, [[mine, Z.table('p1')], [probe, Z.table('p1')], ...built.ids.opponentHand.map((iid) => [iid, Z.table('p2')] as [string, string])]);
    const after = run(given, [play(wreck)]).state;
    expect([mine, ...built.ids.opponentHand].map((iid) => after.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p2'), Z.discard('p2')]);
    expect(after.cards[probe]!.zone).toBe(Z.table('p1'));
  });
});

describe('109_043 Assimilate This! (target-owner-scores: the owner of the nullified card loses 10 points)', () => {
  it('Orbital Bombardment on p2’s table: nullified, p2 scores −10; p1’s score is unchanged', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Assimilate This!'], opponentHand: ['Orbital Bombardment'] });
    const target = built.ids.opponentHand[0]!;
    const after = run(moved(built.state, [[target, Z.table('p2')]]), [play(built.ids.hand[0]!, target)]);
    expect(after.state.cards[target]!.zone).toBe(Z.discard('p2'));
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p2', -10]]);
    expect(after.state.score.p1.points).toBe(0);
  });
  it('Crosis just played by p1: p2 nullifies it as a response, p1 scores −10', () => {
    // Issue 15 (premiere-control): Crosis now plays on a ship where Rogue Borg are (behaviour/self-controlled.ts).
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Crosis', 'Rogue Borg Mercenaries'], opponentHand: ['Assimilate This!'] });
    const [crosis, borg] = built.ids.hand as [string, string];
    const given = run(moved(built.state, [[borg, Z.on(built.ids.ship!)]]), [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(crosis, built.ids.ship)]).state;
    expect(given.windows?.map((w) => [w.action, w.card])).toEqual([['card-played', crosis]]);
    const after = run(given, [play(built.ids.opponentHand[0]!, crosis, 'p2')]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', -10]]);
  });
});

describe('192_018 Combat-Ready: Tense Situation (on your MACO: Leadership; your other leaders present: SECURITY, attributes all +1)', () => {
  it('on a MACO: the MACO gains Leadership only; an OFFICER present gains SECURITY and +1 each; a non-leader present gains nothing', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'ENGINEER', ch: ['MACO'] }, { skills: 'OFFICER' }, { skills: 'MEDICAL' }], hand: ['Combat-Ready: Tense Situation'] });
    const [maco, officer, medic] = built.ids.awayTeam as [string, string, string];
    const after = run(built.state, [play(built.ids.hand[0]!, maco)]).state;
    const skills = (iid: string) => memberOf(after, iid).skills.map((skill) => skill.name);
    const attrs = (iid: string) => [memberOf(after, iid).integrity, memberOf(after, iid).cunning, memberOf(after, iid).strength];
    expect(skills(maco)).toContain('Leadership');
    expect(skills(maco)).not.toContain('SECURITY');
    expect(attrs(maco)).toEqual([5, 5, 5]);
    expect(skills(officer)).toContain('SECURITY');
    expect(attrs(officer)).toEqual([6, 6, 6]);
    expect(skills(medic)).not.toContain('SECURITY');
    expect(attrs(medic)).toEqual([5, 5, 5]);
  });
});

describe('219_018 Cloaked Maneuvers (interrupt: your undamaged ship with a Cloaking Device cloaks; back into the deck for a Romulan [OS] ship)', () => {
  function withShip(title: string, affiliation: string) {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: realCard(title), crew: [person({ skills: 'OFFICER', affiliation })], hand: ['Cloaked Maneuvers'] });
    return { built, ship: built.ids.ship!, card: built.ids.hand[0]! };
  }
  it("a stopped I.K.S. K'Vort cloaks; the interrupt goes to the discard pile", () => {
    const { built, ship, card } = withShip("I.K.S. K'Vort", 'Klingon');
    const stopped = evolveAll([{ type: 'CardStopped', card: ship } as GameEvent], built.state);
    const after = run(stopped, [play(card, ship)]);
    expect(ofType(after.events, 'ShipCloaked').map((e) => [e.ship, e.mode])).toEqual([[ship, 'cloaked']]);
    expect(after.state.cards[ship]!.cloak).toBe('cloaked');
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it("Gal Gath'thong (Romulan, [OS]) cloaks and the interrupt is shuffled back into p1's draw deck", () => {
    const { built, ship, card } = withShip("Gal Gath'thong", 'Romulan');
    const after = run(built.state, [play(card, ship)]).state;
    expect(after.cards[ship]!.cloak).toBe('cloaked');
    expect(after.cards[card]!.zone).toBe(Z.draw('p1'));
  });
  it('no target: a damaged ship, a ship without a Cloaking Device, a ship already cloaked', () => {
    const damaged = withShip("I.K.S. K'Vort", 'Klingon');
    expect(refused(evolveAll([{ type: 'ShipDamaged', ship: damaged.ship, damage: 1, source: 'test' } as GameEvent], damaged.built.state), play(damaged.card, damaged.ship))).toBe('INVALID_TARGET');
    const plain = scene({ missions: ['Investigate Alien Probe'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Cloaked Maneuvers'] });
    expect(refused(plain.state, play(plain.ids.hand[0]!, plain.ids.ship!))).toBe('INVALID_TARGET');
    const cloaked = withShip("I.K.S. K'Vort", 'Klingon');
    const once = run(cloaked.built.state, [{ type: 'CloakShip', actor: 'p1', ship: cloaked.ship, mode: 'cloak' }]).state;
    expect(refused(once, play(cloaked.card, cloaked.ship))).toBe('INVALID_TARGET');
  });
});

describe('112_058 Computer Crash (restriction no-downloads; no Q’s Tent; discarded at the end of its owner’s next turn)', () => {
  /** p1 holds Esteemed Vedek (it downloads a Vedek) and Q's Tent; Vedek Sorad in the draw deck; a Bajoran Outpost at L1; `crash` on p2's table. */
  function given(crash: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['Esteemed Vedek', "Q's Tent", 'Vedek Sorad', 'Bajoran Outpost'], opponentHand: ['Computer Crash'] });
    const [vedek, tent, sorad, outpost] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [
      [sorad, Z.draw('p1')],
      [outpost, Z.space('L1')],
      ...(crash ? [[built.ids.opponentHand[0]!, Z.table('p2')] as [string, string]] : []),
    ]);
    return { vedek, tent, sorad, outpost, crash: built.ids.opponentHand[0]!, state };
  }
  it('on p2’s table: p1’s Esteemed Vedek has no download target and is refused; without it the same play downloads Vedek Sorad', () => {
    const on = given(true);
    expect(refused(on.state, play(on.vedek, `${on.sorad}>${on.outpost}`))).toBe('INVALID_TARGET');
    const off = given(false);
    expect(run(off.state, [play(off.vedek, `${off.sorad}>${off.outpost}`)]).state.cards[off.sorad]!.zone).toBe(Z.aboard(off.outpost));
  });
  it('on p2’s table: Q’s Tent may not be played (without it the refusal is not PLAY_FORBIDDEN)', () => {
    const on = given(true);
    expect(refused(on.state, play(on.tent))).toBe('PLAY_FORBIDDEN');
    expect(refused(given(false).state, play(given(false).tent))).not.toBe('PLAY_FORBIDDEN');
  });
  it('played by p1, it stays through the end of this turn and p2’s, and is discarded at the end of p1’s next turn', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Computer Crash'] });
    const card = built.ids.hand[0]!;
    const played = run(built.state, [play(card), { type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(played.cards[card]!.zone).toBe(Z.table('p1'));
    expect(run(played, [{ type: 'EndTurn', actor: 'p1' }]).state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('155_017 General Quarters (a reference card that may not leave play: the personnel download limit is the rule)', () => {
  it('played, it lies on the table; Kevin Uxbridge may not target it; a second personnel download this turn is still refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['General Quarters', 'Vedek Sorad'], opponentHand: ['Kevin Uxbridge'] });
    const [quarters, sorad] = built.ids.hand as [string, string];
    const after = run(built.state, [play(quarters)]).state;
    expect(after.cards[quarters]!.zone).toBe(Z.table('p1'));
    const p2turn = run(after, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(refused(p2turn, play(built.ids.opponentHand[0]!, quarters, 'p2'))).toBe('INVALID_TARGET');
    const limited = { ...after, personnelDownloadTurn: { p1: after.turn!.number } } as typeof after;
    expect(checkDownloadable(limited, 'p1', sorad)?.code).toBe('PERSONNEL_DOWNLOAD_LIMIT');
    expect(checkDownloadable(after, 'p1', sorad)).toBeNull();
  });
});

describe('123_054 Villagers With Torches (restriction kill-small-planet-teams)', () => {
  function attempt(team: number, opts: { villagers?: 'p1' | 'p2'; deflectors?: boolean } = {}) {
    const built = scene({ missions: ['Excavation'], awayTeam: Array.from({ length: team }, () => ({ skills: 'OFFICER' })), hand: ['Thermal Deflectors', 'Villagers With Torches'], opponentHand: ['Villagers With Torches'] });
    const villagers = opts.villagers === 'p1' ? built.ids.hand[1]! : built.ids.opponentHand[0]!;
    const moves: [string, string][] = [];
    if (opts.villagers) moves.push([villagers, Z.table(opts.villagers)]);
    if (opts.deflectors) moves.push([built.ids.hand[0]!, Z.table('p1')]);
    const after = run(moved(built.state, moves), [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    return { built, after };
  }
  const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').length;
  it('on p2’s table: p1’s two-personnel Away Team begins an attempt and both are killed; the attempt fails', () => {
    const { after } = attempt(2, { villagers: 'p2' });
    expect(killed(after.events)).toBe(2);
    expect(ofType(after.events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('three personnel, Thermal Deflectors in p1’s play, the card on p1’s own table, or no card: nobody is killed by it', () => {
    expect([killed(attempt(3, { villagers: 'p2' }).after.events), killed(attempt(2, { villagers: 'p2', deflectors: true }).after.events), killed(attempt(2, { villagers: 'p1' }).after.events), killed(attempt(2).after.events)]).toEqual([0, 0, 0, 0]);
  });
});

describe('109_035 The Line Must Be Drawn Here (restriction penalize-plays: −5 per copy for playing Amanda Rogers, Kevin Uxbridge or Q2)', () => {
  it('two copies on p2’s table: p1 playing Kevin Uxbridge loses 10 points; playing The Juggler costs nothing; Kevin may not target the card', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge', 'The Juggler', 'Alien Probe'], opponentHand: ['The Line Must Be Drawn Here', 'The Line Must Be Drawn Here'] });
    const [kevin, juggler, probe] = built.ids.hand as [string, string, string];
    const [line] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[probe, Z.table('p2')], ...built.ids.opponentHand.map((iid) => [iid, Z.table('p2')] as [string, string])]);
    expect(refused(state, play(kevin, line))).toBe('INVALID_TARGET');
    const after = run(state, [play(kevin, probe)]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([
      ['p1', -5],
      ['p1', -5],
    ]);
    expect(ofType(run(state, [play(juggler, 'p1')]).events, 'PointsScored')).toEqual([]);
  });
});

describe("191_009 Captain's Prerogative (permit score-when-commander-solves: 5 points, while your hand is empty)", () => {
  /** p1's Away Team (an archaeologist, and Benjamin Sisko or another OFFICER) solves Excavation; U.S.S. Defiant (commanded by Sisko) in orbit. */
  function solve(withSisko: boolean, handCard: boolean) {
    const built = scene({
      missions: ['Excavation'],
      ship: realCard('U.S.S. Defiant'),
      crew: [{ skills: 'ENGINEER' }],
      awayTeam: [{ skills: 'SCIENCE Archaeology' }, withSisko ? realCard('Benjamin Sisko') : { skills: 'OFFICER' }],
      hand: ["Captain's Prerogative", ...(handCard ? [{ skills: 'MEDICAL' }] : [])],
    });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    return ofType(after.events, 'PointsScored').map((e) => e.points);
  }
  it('Benjamin Sisko helps solve, p1’s hand empty: 25 for the mission and 5 more', () => {
    expect(solve(true, false)).toEqual([25, 5]);
  });
  it('without the matching commander, or with a card in hand: only the mission’s 25', () => {
    expect(solve(false, false)).toEqual([25]);
    expect(solve(true, true)).toEqual([25]);
  });
});

describe('unique events (an event or interrupt that says "(Unique.)": 132_057 Surprise Party, 195_007 Strange New Worlds)', () => {
  it('Surprise Party: a second copy is refused while p1 has one on the table; another player’s copy does not count', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Surprise Party', 'Surprise Party'], opponentHand: ['Surprise Party'] });
    const [first, second] = built.ids.hand as [string, string];
    expect(refused(moved(built.state, [[first, Z.table('p1')]]), play(second))).toBe('NOT_UNIQUE');
    expect(refused(moved(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]), play(second))).toBeNull();
  });
});

describe('195_007 Strange New Worlds (restriction opponent-requirements: its owner’s opponent must meet other requirements there)', () => {
  /** p1's Away Team (Archaeology, which meets Excavation, or the card's own skills) attempts Excavation with p2's Strange New Worlds on it. */
  function attempt(team: { skills: string; i?: number }[], owner: PlayerId | null) {
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Strange New Worlds'], opponentHand: ['Strange New Worlds'] });
    const card = owner === 'p1' ? built.ids.hand[0]! : built.ids.opponentHand[0]!;
    const state = owner ? moved(built.state, [[card, Z.atop('L1')]]) : built.state;
    return run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).events;
  }
  const archaeologist = [{ skills: 'OFFICER Archaeology' }];
  const diplomats = [{ skills: 'OFFICER Anthropology Diplomacy', i: 17 }, { skills: 'SECURITY Law', i: 17 }];
  it('p2’s card on the mission: an archaeologist alone fails; Anthropology, Diplomacy, Law and INTEGRITY 34 solve', () => {
    expect(ofType(attempt(archaeologist, 'p2'), 'MissionSolved')).toHaveLength(0);
    expect(ofType(attempt(diplomats, 'p2'), 'MissionSolved')).toHaveLength(1);
  });
  it('without it, or with p1’s own copy there: the archaeologist solves Excavation as printed', () => {
    expect(ofType(attempt(archaeologist, null), 'MissionSolved')).toHaveLength(1);
    expect(ofType(attempt(archaeologist, 'p1'), 'MissionSolved')).toHaveLength(1);
  });
  it('played on a mission, it lies atop it; a second copy of p1’s is refused (unique)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Strange New Worlds', 'Strange New Worlds'] });
    const [first, second] = built.ids.hand as [string, string];
    const after = run(built.state, [play(first, 'L1')]).state;
    expect(after.cards[first]!.zone).toBe(Z.atop('L1'));
    const later = run(after, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, play(second, 'L1'))).toBe('NOT_UNIQUE');
  });
});

describe('109_031 Mission Debriefing (restriction stop-after-attempts)', () => {
  function attempt(skills: string, debriefing: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills }, { skills: 'SECURITY' }], opponentHand: ['Mission Debriefing'] });
    const state = debriefing ? moved(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
    const after = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    return { team: built.ids.awayTeam, after };
  }
  it('on p2’s table: p1’s Away Team solves Excavation and both are stopped; failing (no Archaeology), both are stopped too', () => {
    const solved = attempt('OFFICER Archaeology', true);
    expect(ofType(solved.after.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.team.map((iid) => solved.after.state.cards[iid]!.stopped)).toEqual([true, true]);
    const failed = attempt('OFFICER', true);
    expect(ofType(failed.after.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(failed.team.map((iid) => failed.after.state.cards[iid]!.stopped)).toEqual([true, true]);
  });
  it('without it: the team that solved stays unstopped', () => {
    const solved = attempt('OFFICER Archaeology', false);
    expect(ofType(solved.after.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.team.map((iid) => !!solved.after.state.cards[iid]!.stopped)).toEqual([false, false]);
  });
});

describe('149_015 Federation Flagship: Renewed (target your-ship-matching; if-host-ship: one more card at the end of every turn)', () => {
  const enterprise = (title: string, icons: string[] = []): Card => ({ ...ship({ title }), commandedBy: ['Benjamin Sisko'], icons: icons.map(icon) });
  function flagship(opts: { mission?: string; commander?: boolean; title?: string } = {}) {
    const built = scene({ missions: [opts.mission ?? 'Investigate Alien Probe'], ship: enterprise(opts.title ?? 'U.S.S. Enterprise-J'), crew: [opts.commander === false ? { skills: 'OFFICER' } : realCard('Benjamin Sisko')], hand: ['Federation Flagship: Renewed'] });
    return { built, card: built.ids.hand[0]!, ship: built.ids.ship! };
  }
  const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect' && e.player === 'p1').length;
  it('on the Enterprise at a space mission with Benjamin Sisko aboard: p1 draws one more at the end of p1’s turn and of p2’s', () => {
    const { built, card, ship: iid } = flagship();
    const played = run(built.state, [play(card, iid)]);
    expect(played.state.cards[card]!.zone).toBe(Z.on(iid));
    expect(effectDraws(run(played.state, [{ type: 'EndTurn', actor: 'p1' }]).events)).toBe(1);
    expect(effectDraws(run(played.state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).events)).toBe(2);
  });
  it('no extra card without the matching commander aboard, or at a planet mission; no target on an [OS] Enterprise or another ship', () => {
    const alone = flagship({ commander: false });
    expect(effectDraws(run(alone.built.state, [play(alone.card, alone.ship), { type: 'EndTurn', actor: 'p1' }]).events)).toBe(0);
    const planet = flagship({ mission: 'Excavation' });
    expect(effectDraws(run(planet.built.state, [play(planet.card, planet.ship), { type: 'EndTurn', actor: 'p1' }]).events)).toBe(0);
    const old = scene({ missions: ['Investigate Alien Probe'], ship: enterprise('U.S.S. Enterprise', ['OS']), crew: [{ skills: 'OFFICER' }], hand: ['Federation Flagship: Renewed'] });
    expect(refused(old.state, play(old.ids.hand[0]!, old.ids.ship!))).toBe('INVALID_TARGET');
    const other = flagship({ title: 'U.S.S. Defiant' });
    expect(refused(other.built.state, play(other.card, other.ship))).toBe('INVALID_TARGET');
  });
});

describe('149_014 Duck Blind and 123_046 Ancestral Vision (condition target-mission; if-yours-here: one more card at the end of every turn)', () => {
  const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect' && e.player === 'p1').length;
  it('Duck Blind on p1’s Alpha planet mission with Anthropology x2 there: one more card at the end of p1’s turn and of p2’s; with one Anthropology: none', () => {
    const two = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Anthropology' }, { skills: 'SCIENCE Anthropology' }], hand: ['Duck Blind'] });
    const played = run(two.state, [play(two.ids.hand[0]!, 'L1')]).state;
    expect(played.cards[two.ids.hand[0]!]!.zone).toBe(Z.atop('L1'));
    expect(effectDraws(run(played, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).events)).toBe(2);
    const one = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Anthropology' }, { skills: 'SCIENCE' }], hand: ['Duck Blind'] });
    expect(effectDraws(run(one.state, [play(one.ids.hand[0]!, 'L1'), { type: 'EndTurn', actor: 'p1' }]).events)).toBe(0);
  });
  it('Duck Blind is refused on p2’s mission or in the Gamma Quadrant', () => {
    const theirs = scene({ missions: ['Excavation'], missionOwner: 'p2', hand: ['Duck Blind'] });
    expect(refused(theirs.state, play(theirs.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
    const gamma = scene({ missions: ['Excavation'], quadrant: 'Gamma', hand: ['Duck Blind'] });
    expect(refused(gamma.state, play(gamma.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
  });
  it('Ancestral Vision on a Delta planet mission: an Honor personnel of INTEGRITY 8 there draws p1 a card; INTEGRITY 7 does not; refused in the Alpha Quadrant', () => {
    const withHonor = (i: number) => scene({ missions: ['Excavation'], quadrant: 'Delta', awayTeam: [{ skills: 'OFFICER Honor', i }, { skills: 'SCIENCE', i: 9 }], hand: ['Ancestral Vision'] });
    const high = withHonor(8);
    expect(effectDraws(run(high.state, [play(high.ids.hand[0]!, 'L1'), { type: 'EndTurn', actor: 'p1' }]).events)).toBe(1);
    const low = withHonor(7);
    expect(effectDraws(run(low.state, [play(low.ids.hand[0]!, 'L1'), { type: 'EndTurn', actor: 'p1' }]).events)).toBe(0);
    const alpha = scene({ missions: ['Excavation'], hand: ['Ancestral Vision'] });
    expect(refused(alpha.state, play(alpha.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('195_005 Espionage: Vulcan on Andorian (target mission-with-icon or with "Andorian" in its lore)', () => {
  it('offered on Attend Ambassadorial Banquet (no Non-Aligned icon, Andorians in its lore) and lies on it; refused on Excavation (neither)', () => {
    const banquet = scene({ missions: ['Attend Ambassadorial Banquet'], hand: ['Espionage: Vulcan on Andorian'] });
    const after = run(banquet.state, [play(banquet.ids.hand[0]!, 'L1')]).state;
    expect(after.cards[banquet.ids.hand[0]!]!.zone).toBe(Z.atop('L1'));
    const plain = scene({ missions: ['Excavation'], hand: ['Espionage: Vulcan on Andorian'] });
    expect(refused(plain.state, play(plain.ids.hand[0]!, 'L1'))).toBe('INVALID_TARGET');
  });
});

describe('126_027 What Does God Need With a Starship? (interrupt: cancels the dilemma "God")', () => {
  it('"God" encountered by p1’s Away Team: nullified in p1’s window, the attempt goes on; against Archer there is no target', () => {
    const at = (dilemma: string) => {
      const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }], hand: ['What Does God Need With a Starship?'] });
      const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
      return { state, card: built.ids.hand[0]!, dilemma: built.ids.seeds[0]! };
    };
    const god = at('God');
    const after = run(god.state, [play(god.card, god.dilemma)]);
    expect(ofType(after.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[god.dilemma, 'nullified']]);
    const archer = at('Archer');
    expect(refused(archer.state, play(archer.card, archer.dilemma))).toBe('INVALID_TARGET');
  });
  it('"God" lying on a mission: nullified (to its owner’s discard pile) by the interrupt; Alien Probe on a table is no target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['What Does God Need With a Starship?'], opponentHand: ['God', 'Alien Probe'] });
    const [god, probe] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[god, Z.atop('L1')], [probe, Z.table('p2')]]);
    expect(refused(state, play(built.ids.hand[0]!, probe))).toBe('INVALID_TARGET');
    expect(run(state, [play(built.ids.hand[0]!, god)]).state.cards[god]!.zone).toBe(Z.discard('p2'));
  });
});

describe('126_027 What Does God Need With a Starship?, the once-per-game way (the opponent chooses: a ship downloaded to any location, or any ship stopped or unstopped; helper tail7)', () => {
  const DOWNLOAD = 'you may download a ship to any location';
  const STOP = 'you may stop or unstop any ship';
  const choose = (actor: PlayerId, ...chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });
  function given() {
    const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['What Does God Need With a Starship?', 'What Does God Need With a Starship?'], drawTop: ['Kazon Raider'] });
    const [card, second] = built.ids.hand as [string, string];
    return { state: built.state, card, second, raider: built.ids.deck[0]!, vessel: built.ids.ship! };
  }
  const wayPlay = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card, mode: 2 });
  it('applies: p2 picks the download; p1 takes a Kazon Raider from the deck to L2 (special reporting: no facility, a Delta Quadrant ship in the Alpha Quadrant)', () => {
    const { state, card, raider } = given();
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card, mode: 2 }));
    const played = run(state, [wayPlay(card)]);
    expect(played.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: [DOWNLOAD, STOP] }));
    expect(legalCommands(played.state, 'p2')).toEqual(expect.arrayContaining([choose('p2', DOWNLOAD), choose('p2', STOP)]));
    const picked = run(played.state, [choose('p2', DOWNLOAD)]);
    expect(picked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1' }));
    expect(picked.state.pendingChoice!.options).toContain(raider);
    const placing = run(picked.state, [choose('p1', raider)]);
    expect(placing.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: ['L1', 'L2'] }));
    const after = run(placing.state, [choose('p1', 'L2')]);
    expect(after.state.cards[raider]!.zone).toBe(Z.space('L2'));
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([raider]);
  });
  it('applies: p2 picks the stop; p1 stops an unstopped ship, or unstops a stopped one', () => {
    const { state, card, vessel } = given();
    const stopping = run(state, [wayPlay(card), choose('p2', STOP)]);
    expect(stopping.state.pendingChoice!.options).toEqual([vessel]);
    expect(run(stopping.state, [choose('p1', vessel)]).state.cards[vessel]!.stopped).toBe(true);
    const halted = { ...state, cards: { ...state.cards, [vessel]: { ...state.cards[vessel]!, stopped: true } } };
    const unstopping = run(halted, [wayPlay(card), choose('p2', STOP), choose('p1', vessel)]);
    expect(unstopping.state.cards[vessel]!.stopped).toBeFalsy();
  });
  it('does not apply: the way is the opponent’s to pick (p1 may not), p1 may decline the download, and the way plays once per game', () => {
    const { state, card, second, raider } = given();
    const played = run(state, [wayPlay(card)]);
    expect(refused(played.state, choose('p1', DOWNLOAD))).toBe('NOT_YOUR_DECISION');
    const declined = run(played.state, [choose('p2', DOWNLOAD), choose('p1')]);
    expect(declined.state.pendingChoice).toBeNull();
    expect(declined.state.cards[raider]!.zone).toBe(Z.draw('p1'));
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
    expect(refused(declined.state, wayPlay(second))).toBe('ONCE_PER_GAME');
  });
});

describe('123_075 The Gift (target your-ship-with-aboard-to-location; aboard-out-of-play, relocate-ship-stopped)', () => {
  function gift(crew: (Card | { skills: string })[]) {
    const built = scene({ missions: ['Excavation', 'Investigate Alien Probe', 'Fever Emergency'], ship: ship(), crew, hand: ['The Gift'] });
    const state = { ...built.state, locations: { ...built.state.locations, L3: { ...built.state.locations.L3!, quadrant: 'Gamma' as const } } };
    return { built, state, card: built.ids.hand[0]!, ship: built.ids.ship! };
  }
  it('Kes aboard at L1: she goes out of play, the ship moves to L2 and is stopped; a Gamma Quadrant location is no destination', () => {
    const { built, state, card, ship: iid } = gift([realCard('Kes'), { skills: 'OFFICER' }]);
    const [kes, officer] = built.ids.crew as [string, string];
    expect(refused(state, play(card, `${iid}>L3`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${iid}>L2`)]).state;
    expect(after.cards[kes]!.zone).toBe(Z.out('p1'));
    expect(after.cards[iid]!.zone).toBe(Z.space('L2'));
    expect(after.cards[iid]!.stopped).toBe(true);
    expect(after.cards[officer]!.zone).toBe(Z.aboard(iid));
  });
  it('without Kes aboard there is no target', () => {
    const { state, card, ship: iid } = gift([{ skills: 'OFFICER' }]);
    expect(refused(state, play(card, `${iid}>L2`))).toBe('INVALID_TARGET');
  });
});

describe('116_043 The Wake of the Borg (condition target-mission in a region; trigger at the end of the opponent’s next turn; return-all-here-to-hand)', () => {
  const FOUR = ['Excavation', 'Investigate Alien Probe', 'Fever Emergency', 'Excavation'];
  function wake(missions: string[], owner: PlayerId) {
    const built = scene({ missions, missionOwner: owner, region: 'Neutral Zone Region', awayTeam: [{ skills: 'OFFICER' }, { skills: 'SECURITY', affiliation: 'Borg' }], hand: ['The Wake of the Borg'] });
    return { built, card: built.ids.hand[0]! };
  }
  it('on p2’s mission (p2 seeded four there): it lies on L1; after p1’s turn nothing happens; at the end of p2’s turn the non-Borg personnel there returns to p1’s hand, the Borg stays, the interrupt is discarded', () => {
    const { built, card } = wake(FOUR, 'p2');
    const [officer, drone] = built.ids.awayTeam as [string, string];
    const played = run(built.state, [play(card, 'L1'), { type: 'EndTurn', actor: 'p1' }]).state;
    expect(played.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(played.cards[officer]!.zone).toBe(Z.surface('L1'));
    const after = run(played, [{ type: 'EndTurn', actor: 'p2' }]).state;
    expect(after.cards[officer]!.zone).toBe(Z.hand('p1'));
    expect(after.cards[drone]!.zone).toBe(Z.surface('L1'));
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('refused on p1’s own mission, or when p2 seeded only three missions there', () => {
    const own = wake(FOUR, 'p1');
    expect(refused(own.built.state, play(own.card, 'L1'))).toBe('PLAY_CONDITION');
    const three = wake(FOUR.slice(0, 3), 'p2');
    expect(refused(three.built.state, play(three.card, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('172_011 Organized Terrorist Activities (target undamaged-ship-near-region; damage-target; once per game per ship title)', () => {
  const maquis = (): Card => ({ ...person({ skills: 'SECURITY', affiliation: 'Non-Aligned' }), property: 'DS9', icons: [icon('Maq')] });
  function terror(count: number, region?: string) {
    const target = { ...ship({ title: 'Test Target' }), affiliations: ['Cardassian' as never] };
    const built = scene({ missions: ['Excavation'], ...(region ? { region } : {}), awayTeam: Array.from({ length: count }, maquis), hand: ['Organized Terrorist Activities', 'Organized Terrorist Activities'], opponentHand: [target] });
    const theirs = built.ids.opponentHand[0]!;
    return { built, theirs, state: moved(built.state, [[theirs, Z.space('L1')]]) };
  }
  it('eight Maquis, p2’s ship at a Badlands Region mission: it takes one damage and the event is discarded; a second copy on the same ship title is refused', () => {
    const { built, theirs, state } = terror(8, 'Badlands Region');
    const [first, second] = built.ids.hand as [string, string];
    const after = run(state, [play(first, theirs)]);
    expect(ofType(after.events, 'ShipDamaged').map((e) => [e.ship, e.damage])).toEqual([[theirs, 1]]);
    expect(after.state.cards[first]!.zone).toBe(Z.discard('p1'));
    const repaired = evolveAll([{ type: 'ShipRepaired', ship: theirs, source: 'test' } as GameEvent], after.state);
    const later = run(repaired, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, play(second, theirs))).toBe('ONCE_PER_GAME');
  });
  it('seven Maquis: refused; outside any region: no target', () => {
    const few = terror(7, 'Badlands Region');
    expect(refused(few.state, play(few.built.ids.hand[0]!, few.theirs))).toBe('PLAY_CONDITION');
    const open = terror(8);
    expect(refused(open.state, play(open.built.ids.hand[0]!, open.theirs))).toBe('INVALID_TARGET');
  });
});

describe('112_092, 112_093, 117_043 Incoming Message - Bajoran / Cardassian / Ferengi (the Premiere words head-for-outpost, host-flies-to-outpost)', () => {
  it.each([
    ['112_092', 'Bajoran', 'Bajoran Outpost'],
    ['112_093', 'Cardassian', 'Cardassian Outpost'],
    ['117_043', 'Ferengi', 'Ferengi Outpost'],
  ])('%s: that affiliation’s ship reaches its outpost next door at once and the card is discarded; a Federation ship is no target', (id, affiliation, outpostTitle) => {
    const built = scene({ missions: ['Excavation', 'Excavation'], ship: ship({ affiliation }), crew: [{ skills: 'OFFICER', affiliation }], hand: [id, outpostTitle] });
    const [message, outpost] = built.ids.hand as [string, string];
    const state = moved(built.state, [[outpost, Z.space('L2')]]);
    const played = run(state, [play(message, built.ids.ship!)]).state;
    expect(played.cards[built.ids.ship!]!.zone).toBe(Z.space('L2'));
    expect(played.cards[message]!.zone).toBe(Z.discard('p1'));
    const fed = scene({ missions: ['Excavation', 'Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: [id] });
    expect(refused(fed.state, play(fed.ids.hand[0]!, fed.ids.ship!))).toBe('INVALID_TARGET');
  });
  it('112_092 with the outpost three locations away and RANGE 7: the ship does not get there at once and the card stays on it', () => {
    const built = scene({ missions: ['Excavation', 'Excavation', 'Excavation', 'Excavation'], ship: ship({ affiliation: 'Bajoran', range: 7 }), crew: [{ skills: 'OFFICER', affiliation: 'Bajoran' }], hand: ['112_092', 'Bajoran Outpost'] });
    const [message, outpost] = built.ids.hand as [string, string];
    const played = run(moved(built.state, [[outpost, Z.space('L4')]]), [play(message, built.ids.ship!)]).state;
    expect(played.cards[built.ids.ship!]!.zone).not.toBe(Z.space('L4'));
    expect(played.cards[message]!.zone).toBe(Z.on(built.ids.ship!));
  });
});

describe('111_008 Treaty: Federation/Romulan/Klingon (mix ×3; permit ignore-attack-restrictions with notOpponentsMissions)', () => {
  function battle(treaty: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', affiliation: 'Federation' }], hand: ['Treaty: Federation/Romulan/Klingon'], opponentHand: [{ skills: 'SECURITY', affiliation: 'Klingon' }] });
    const moves: [string, string][] = [[built.ids.opponentHand[0]!, Z.surface('L1')]];
    if (treaty) moves.push([built.ids.hand[0]!, Z.table('p1')]);
    return moved(built.state, moves);
  }
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  it('a Federation Away Team may not attack Klingons without it; with it on p1’s table the battle may begin', () => {
    expect(refused(battle(false), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(refused(battle(true), attack)).toBeNull();
  });
  it('p1’s Federation personnel may attempt p2’s 40-point Avert Disaster without it, not with it; p1’s own mission stays open; the three affiliations mix', () => {
    const theirs = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', awayTeam: [{ skills: 'OFFICER Geology Honor' }], hand: ['Treaty: Federation/Romulan/Klingon'] });
    const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
    expect(refused(theirs.state, attempt)).toBeNull();
    const withTreaty = moved(theirs.state, [[theirs.ids.hand[0]!, Z.table('p1')]]);
    expect(refused(withTreaty, attempt)).toBe('TREATY_FORBIDS');
    const mine = scene({ missions: ['Avert Disaster'], awayTeam: [{ skills: 'OFFICER Geology Honor' }], hand: ['Treaty: Federation/Romulan/Klingon'] });
    expect(refused(moved(mine.state, [[mine.ids.hand[0]!, Z.table('p1')]]), attempt)).toBeNull();
    const mixes = mixesOf(withTreaty, 'p1');
    expect([compatible(of('Federation'), of('Romulan'), mixes), compatible(of('Romulan'), of('Klingon'), mixes), compatible(of('Federation'), of('Cardassian'), mixes)]).toEqual([true, true, false]);
  });
});

describe('112_057 Bajoran Civil War (permit ignore-attack-restrictions for an all-Bajoran force; its download mode is manual)', () => {
  function battle(table: boolean, attacker = 'Bajoran') {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', affiliation: attacker }], hand: ['Bajoran Civil War'], opponentHand: [{ skills: 'SECURITY', affiliation: 'Bajoran' }] });
    const moves: [string, string][] = [[built.ids.opponentHand[0]!, Z.surface('L1')]];
    if (table) moves.push([built.ids.hand[0]!, Z.table('p1')]);
    return moved(built.state, moves);
  }
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  it('a Bajoran OFFICER may attack Bajorans with it on p1’s table, not without; a Cardassian force gains nothing from it', () => {
    expect(refused(battle(false), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(refused(battle(true), attack)).toBeNull();
    const cardassians = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', affiliation: 'Cardassian' }], hand: ['Bajoran Civil War'], opponentHand: [{ skills: 'SECURITY', affiliation: 'Cardassian' }] });
    const state = moved(cardassians.state, [[cardassians.ids.opponentHand[0]!, Z.surface('L1')], [cardassians.ids.hand[0]!, Z.table('p1')]]);
    expect(refused(state, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('109_028 Disengage Safety Protocols (restriction holograms-may-wound; its hologram-weapon clause is manual)', () => {
  function fight(disengaged: boolean) {
    const holo: Card = { ...person({ skills: 'OFFICER', s: 12, affiliation: 'Klingon' }), icons: [icon('Holo')] };
    const base = ship({ affiliation: 'Klingon' });
    const holodeck: Card = { ...base, ship: { ...base.ship!, specialEquipment: ['Holodeck'] } };
    const built = battleScene([
      { label: 's', owner: 'p1', at: 'space', card: holodeck },
      { label: 'h', owner: 'p1', at: { aboard: 's' }, card: holo },
      { label: 'r', owner: 'p2', at: { aboard: 's' }, card: { skills: 'SECURITY', s: 5, affiliation: 'Romulan' } },
      { label: 'd', owner: 'p1', at: 'hand', card: 'Disengage Safety Protocols' },
    ]);
    const state = disengaged ? moved(built.state, [[built.id('d'), Z.table('p1')]]) : built.state;
    const { events } = run(state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.aboard(built.id('s')) }]);
    return ofType(events, 'CombatResolved').map((e) => e.outcome);
  }
  it('a hologram of STRENGTH 12 against 5: stuns without it (safety protocols), mortally wounds with it on the table', () => {
    expect(fight(false)).toEqual(['stunned']);
    expect(fight(true)).toEqual(['mortally-wounded']);
  });
});
