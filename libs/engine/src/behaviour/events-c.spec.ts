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
import { compatible } from '../card-facts';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { play as run, moved, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import type { Command, GameEvent, PlayerId } from '../types';
import { countedPoints, pointsNeeded } from '../winning';
import { Z } from '../zones';
import { mixesOf } from './play';

const play = (card: string, target?: string, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target !== undefined ? { target } : {}) });
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
