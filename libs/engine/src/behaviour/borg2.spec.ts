/**
 * Issue 15 (helper borg2): First Contact and Borg expansion Borg cards.
 * Maturation Chamber: once each turn, a universal Drone downloaded to the Chamber in place of a card draw, or one reported
 * there from hand for free (one shared limit).
 *   1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws; PLAYING "FOR FREE";
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (the Chamber aboard p1's Borg Outpost, cards in p1's deck or hand) / when (ActivateCard, ReportForDuty, EndTurn) /
 * then (the drone aboard the outpost, the draw skipped — or refused).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene, withDeck } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { activate } from '../testing/commands';

const endTurn: Command = { type: 'EndTurn', actor: 'p1' };
const offersOf = (state: GameState, card: string, ability: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card && command.ability === ability);

describe('124_016 Maturation Chamber: once each turn, a [Univ] drone downloaded to the Chamber in place of a card draw, or reported to it for free', () => {
  /** The Chamber aboard p1's Borg Outpost at L1 (`inPlay` false: the Chamber still in hand); `hand` after the two. */
  function chamber(deck: readonly string[], hand: readonly string[] = [], inPlay = true) {
    // The Delta Quadrant: Five of Eleven's native quadrant (a report checks it).
    const built = withDeck({ missions: ['Excavation'], quadrant: 'Delta', hand: ['Maturation Chamber', 'Borg Outpost', ...hand], deck });
    const [card, outpost, ...rest] = built.hand as [string, string, ...string[]];
    const state = moved(built.state, [[outpost, Z.space('L1')], ...(inPlay ? ([[card, Z.aboard(outpost)]] as [string, string][]) : [])]);
    return { state, card, outpost, rest, deck: built.deck };
  }

  it('applies: Eight of Nineteen (a [Univ] drone) is downloaded aboard the outpost where the Chamber is; the turn ends without a draw; the report way is spent too', () => {
    const { state, card, outpost, deck, rest } = chamber(['Eight of Nineteen', 'Excavation'], ['Five of Eleven']);
    const [drone] = deck as [string];
    // Downloads look in the hand too (1E rulebook › DOWNLOADING): Five of Eleven is offered beside the deck's drone.
    expect(offersOf(state, card, 'download-drone')).toEqual(expect.arrayContaining([activate(card, 'download-drone', drone), activate(card, 'download-drone', rest[0]!)]));
    expect(offersOf(state, card, 'download-drone')).toHaveLength(2);
    const done = accepted(state, activate(card, 'download-drone', drone));
    expect(done.state.cards[drone]!.zone).toBe(Z.aboard(outpost));
    expect(refused(done.state, activate(card, 'report-drone'))).not.toBeNull();
    const spent: GameState = { ...done.state, turn: { ...done.state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
    const ended = run(done.state, [endTurn]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'replaced-by-download' })]);
  });

  it('does not apply: Third of Five (a unique drone) is no download target; the Chamber in hand offers nothing', () => {
    const { state, card, deck } = chamber(['Third of Five', 'Excavation']);
    expect(refused(state, activate(card, 'download-drone', deck[0]!))).toBe('INVALID_TARGET');
    expect(offersOf(state, card, 'download-drone')).toEqual([]);
    const inHand = chamber(['Eight of Nineteen'], [], false);
    expect(offersOf(inHand.state, inHand.card, 'download-drone')).toEqual([]);
    expect(refused(inHand.state, activate(inHand.card, 'download-drone', inHand.deck[0]!))).not.toBeNull();
  });

  it('applies: with the card play spent, the report way lets Five of Eleven ([Univ] drone) report to the outpost for free; no download after', () => {
    const { state, card, outpost, rest } = chamber(['Eight of Nineteen'], ['Five of Eleven']);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    const opened = accepted(spent, activate(card, 'report-drone')).state;
    const reported = accepted(opened, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: outpost }).state;
    expect(reported.cards[rest[0]!]!.zone).toBe(Z.aboard(outpost));
    expect(offersOf(reported, card, 'download-drone')).toEqual([]);
  });

  it('does not apply: the free report admits no unique drone (Third of Five is refused with the card play spent)', () => {
    const { state, card, outpost, rest } = chamber([], ['Third of Five']);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    const opened = accepted(spent, activate(card, 'report-drone')).state;
    expect(refused(opened, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: outpost })).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('124_016 Maturation Chamber: the free report goes to the Chamber on a planet, or aboard a ship that accepts no reports (issue 15, helper partials)', () => {
  /** The Chamber on Excavation's planet (`where` 'planet') or aboard p1's Borg Cube at L1 (Delta Quadrant); `hand` after the two. */
  function chamber(where: 'planet' | 'ship', hand: readonly string[]) {
    const built = withDeck({ missions: ['Excavation'], quadrant: 'Delta', hand: ['Maturation Chamber', 'Borg Cube', ...hand] });
    const [card, cube, ...rest] = built.hand as [string, string, ...string[]];
    const state = moved(built.state, [[cube, Z.space('L1')], [card, where === 'planet' ? Z.surface('L1') : Z.aboard(cube)]]);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    return { state: spent, card, cube, rest, mission: built.built.ids.missions[0]! };
  }

  it('applies: on the planet, Five of Eleven reports onto Excavation for free; aboard the Borg Cube, it reports aboard for free', () => {
    const onPlanet = chamber('planet', ['Five of Eleven']);
    const opened = accepted(onPlanet.state, activate(onPlanet.card, 'report-drone')).state;
    const report: Command = { type: 'ReportForDuty', actor: 'p1', card: onPlanet.rest[0]!, facility: onPlanet.mission };
    expect(legalCommands(opened, 'p1')).toContainEqual(report);
    expect(accepted(opened, report).state.cards[onPlanet.rest[0]!]!.zone).toBe(Z.surface('L1'));
    const aboard = chamber('ship', ['Five of Eleven']);
    const open2 = accepted(aboard.state, activate(aboard.card, 'report-drone')).state;
    const toCube: Command = { type: 'ReportForDuty', actor: 'p1', card: aboard.rest[0]!, facility: aboard.cube };
    expect(legalCommands(open2, 'p1')).toContainEqual(toCube);
    expect(accepted(open2, toCube).state.cards[aboard.rest[0]!]!.zone).toBe(Z.aboard(aboard.cube));
  });

  it('does not apply: without the free play the Borg Cube takes no report; the free play admits no unique drone there', () => {
    const aboard = chamber('ship', ['Five of Eleven', 'Third of Five']);
    const [five, third] = aboard.rest as [string, string];
    expect(refused(aboard.state, { type: 'ReportForDuty', actor: 'p1', card: five, facility: aboard.cube })).not.toBeNull();
    const opened = accepted(aboard.state, activate(aboard.card, 'report-drone')).state;
    expect(refused(opened, { type: 'ReportForDuty', actor: 'p1', card: third, facility: aboard.cube })).not.toBeNull();
    const onPlanet = chamber('planet', ['Third of Five']);
    const open2 = accepted(onPlanet.state, activate(onPlanet.card, 'report-drone')).state;
    expect(refused(open2, { type: 'ReportForDuty', actor: 'p1', card: onPlanet.rest[0]!, facility: onPlanet.mission })).not.toBeNull();
  });
});

/** `card` captured (abducted: 1E rulebook › Borg Rule: Abduction, "functions identically") by `captor`, held at `place`. */
function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test', abducted: true }], state);
}

describe('109_046 Borg Kiss (second way): draw one card for each [*] of a male you hold abducted', () => {
  /** p1 holds p2's male (three skill dots: Diplomacy Law Physics) and female (two) captive at L1; p1's deck has five cards. */
  function table(abducted: boolean) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'OFFICER' }],
      hand: ['Borg Kiss'],
      drawTop: ['Excavation', 'Excavation', 'Excavation', 'Excavation', 'Excavation'],
      opponentHand: [{ skills: 'OFFICER Diplomacy Law Physics', ch: ['Male'] }, { skills: 'ENGINEER Physics Law', ch: ['Female'] }],
    });
    const card = built.ids.hand[0]!;
    const [male, female] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, [[male, Z.surface('L1')], [female, Z.surface('L1')]]);
    if (abducted) state = held(held(state, male, 'p1', 'L1'), female, 'p1', 'L1');
    return { state, card, male, female };
  }
  const playKiss = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
  const drawn = (events: readonly { type: string }[]) => ofType(events as never, 'CardsDrawn').reduce((sum, e: { count?: number; cards?: readonly string[] }) => sum + (e.cards?.length ?? e.count ?? 0), 0);

  it('applies: played on the abducted male, p1 draws three cards (his three skill dots)', () => {
    const { state, card, male } = table(true);
    const before = state.zones[Z.hand('p1')]?.length ?? 0;
    const played = accepted(state, playKiss(card, male));
    expect(drawn(played.events)).toBe(3);
    // the hand: the interrupt left it, three cards came in
    expect(played.state.zones[Z.hand('p1')]?.length ?? 0).toBe(before - 1 + 3);
  });

  it('does not apply: the abducted female is no target; a male on the planet, not abducted, is none either', () => {
    const { state, card, female } = table(true);
    expect(refused(state, playKiss(card, female))).toBe('INVALID_TARGET');
    const free = table(false);
    expect(refused(free.state, playKiss(free.card, free.male))).toBe('INVALID_TARGET');
  });
});

describe('114_002 Add Distinctiveness: on your table, worth X = the [*] of the personnel you assimilated as drones', () => {
  /** p2's two personnel on L1 (three and two skill dots); `drones`: which of them p1 assimilated as drones (ControlTaken + CardsAssimilated). */
  function table(drones: readonly ('three' | 'two')[], as: 'drone' | 'counterpart' = 'drone') {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Add Distinctiveness'], opponentHand: [{ skills: 'OFFICER Diplomacy Law Physics' }, { skills: 'ENGINEER Physics Law' }] });
    const card = built.ids.hand[0]!;
    const [three, two] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, [[three, Z.surface('L1')], [two, Z.surface('L1')]]);
    const taken = drones.map((which) => (which === 'three' ? three : two));
    if (taken.length > 0)
      state = evolveAll(
        [
          { type: 'ControlTaken', cards: taken, by: 'p1', from: 'p2', source: 'test', until: 'lasting' } as never,
          { type: 'CardsAssimilated', by: 'p1', cards: taken.map((iid) => ({ card: iid, as, formerAffiliations: ['Federation'] })), source: 'test' } as never,
        ],
        state,
      );
    return { state, card, three, two };
  }
  const held = (events: readonly { type: string }[]) => ofType(events as never, 'PointsScored').filter((e: { held?: boolean }) => e.held).map((e: { player: string; points: number }) => [e.player, e.points]);

  it('applies: played with both drones in play, it holds 5 points; when the three-dot drone leaves play, 3 are taken back', () => {
    const { state, card, three } = table(['three', 'two']);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card });
    expect(played.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(held(played.events)).toEqual([['p1', 5]]);
    const gone = moved(played.state, [[three, Z.discard('p2')]]);
    const next = accepted(gone, { type: 'EndTurn', actor: 'p1' });
    expect(held(next.events)).toEqual([['p1', -3]]);
  });

  it('does not apply: a personnel assimilated as a counterpart, not a drone, is worth nothing; nor are drones while the incident is in hand', () => {
    const counterpart = table(['three'], 'counterpart');
    expect(held(accepted(counterpart.state, { type: 'PlayCard', actor: 'p1', card: counterpart.card }).events)).toEqual([]);
    const inHand = table(['three', 'two']);
    expect(held(accepted(inHand.state, { type: 'EndTurn', actor: 'p1' }).events)).toEqual([]);
  });
});
