/**
 * Issue 15 (helper tosfilms): cards of The Next Generation, the Original Series and the motion-picture
 * virtual sets — Continuing Mission (a seed download chosen from the deck, a group icon grant on the
 * table, a draw when a small [TNG] personnel is played, its discard) and the others of this pass.
 *   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions (a seed download happens at once);
 *   FACILITY PHASE ("Seed one"); DOWNLOADING; PLAYING A CARD (reporting is playing); THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene: the card in p1's seed deck or on p1's table) / when (SeedOnTable, MakeChoice,
 * ReportForDuty …) / then (the exact facts, zones, or the refusal's code) — where it applies and where not.
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { evolveAll } from '../evolve';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { showsIcon } from './property-logos';

const withProperty = (spec: PersonSpec, property: string): Card => ({ ...person(spec), property });

describe('155_022 Continuing Mission', () => {
  /** The facility phase, p1 to seed, Continuing Mission in p1's seed deck and `deck` in p1's draw deck. */
  function seeding(deck: string[]) {
    const built = scene({ missions: ['Excavation'], hand: ['Continuing Mission', ...deck] });
    const [incident, ...rest] = built.ids.hand as [string, ...string[]];
    const state = moved(built.state, [[incident, Z.seed('p1')], ...rest.map((iid) => [iid, Z.draw('p1')] as [string, string])]);
    return { state: { ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState, incident, deck: rest };
  }
  const seed = (card: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card });

  it('seeds on the table and offers its owner a [WC] card of the draw deck (or none); the one chosen is downloaded to the table, the seeding goes on', () => {
    const { state, incident, deck } = seeding(['Finest Crew in the Fleet', 'Attention All Hands', 'Get It Done']);
    const [finest, attention] = deck as [string, string, string];
    expect(legalCommands(state, 'p1')).toContainEqual(seed(incident));
    const seeded = accepted(state, seed(incident));
    expect(seeded.state.cards[incident]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
    expect(seeded.state.pendingChoice).toMatchObject({ player: 'p1', options: [finest, attention], min: 0, max: 1, hidden: true });
    expect(legalCommands(seeded.state, 'p1').filter((c) => c.type === 'MakeChoice')).toEqual([
      { type: 'MakeChoice', actor: 'p1', chosen: [] },
      { type: 'MakeChoice', actor: 'p1', chosen: [finest] },
      { type: 'MakeChoice', actor: 'p1', chosen: [attention] },
    ]);
    const chosen = accepted(seeded.state, { type: 'MakeChoice', actor: 'p1', chosen: [attention] });
    expect(ofType(chosen.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: attention, to: Z.table('p1'), source: incident })]);
    expect(chosen.state.cards[attention]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
    expect(chosen.state.cards[finest]!.zone).toBe(Z.draw('p1'));
    expect(chosen.state.awaiting.map((a) => a.kind)).toEqual(['seed-facility']);
  });
  it('declining the download (or a deck without a [WC] card) downloads nothing', () => {
    const { state, incident, deck } = seeding(['Finest Crew in the Fleet']);
    const none = accepted(accepted(state, seed(incident)).state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(none.events, 'CardDownloaded')).toEqual([]);
    expect(none.state.cards[deck[0]!]!.zone).toBe(Z.draw('p1'));
    const empty = seeding(['Get It Done']);
    const waits = accepted(empty.state, seed(empty.incident)).state;
    expect(waits.pendingChoice).toMatchObject({ options: [], min: 0 });
    expect(ofType(accepted(waits, { type: 'MakeChoice', actor: 'p1', chosen: [] }).events, 'CardDownloaded')).toEqual([]);
  });

  /** p1's turn: Continuing Mission on p1's table (unless `off`), a Federation Outpost at L1, `hand` in p1's hand, `theirs` in p2's hand. */
  function playing(hand: (string | Card)[], opts: { off?: boolean; theirs?: (string | Card)[] } = {}) {
    const built = scene({ missions: ['Excavation'], hand: ['Continuing Mission', 'Federation Outpost', ...hand], opponentHand: opts.theirs ?? [] });
    const [incident, outpost, ...rest] = built.ids.hand as [string, string, ...string[]];
    const state = moved(built.state, [[incident, opts.off ? Z.discard('p1') : Z.table('p1')], [outpost, Z.space('L1')]]);
    return { state, incident, outpost, cards: rest, theirs: built.ids.opponentHand };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });

  it('your Generations-property personnel and ships show [TNG] while it lies on your table, in hand too; not the opponent’s, and not without it', () => {
    const { state, cards, theirs } = playing(['Voight', 'U.S.S. Enterprise-B'], { theirs: ['Voight'] });
    const [voight, enterpriseB] = cards as [string, string];
    expect(showsIcon(bp(state, voight), 'TNG')).toBe(true);
    expect(showsIcon(bp(state, enterpriseB), 'TNG')).toBe(true);
    expect(showsIcon(bp(state, theirs[0]!), 'TNG')).toBe(false);
    const off = playing(['Voight'], { off: true });
    expect(showsIcon(bp(off.state, off.cards[0]!), 'TNG')).toBe(false);
  });
  it('once each turn, reporting a [TNG] personnel with at most four skill dots and no special download draws a card', () => {
    const { state, outpost, cards } = playing(['Voight', withProperty({ skills: 'ENGINEER Physics' }, 'TNG')]);
    const [voight, second] = cards as [string, string];
    const first = accepted(state, report(voight, outpost));
    expect(ofType(first.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [expect.any(String)] })]);
    // the second such personnel that turn (reported for free here by a test shortcut: the normal play is spent) draws nothing
    const again = accepted({ ...first.state, turn: { ...first.state.turn!, normalCardPlayUsed: false } }, report(second, outpost));
    expect(ofType(again.events, 'CardsDrawn')).toEqual([]);
  });
  it('no draw for a [TNG] personnel with five skill dots (Kosinski) or with a special download; the incident stays', () => {
    for (const card of ['Kosinski', withProperty({ skills: 'ENGINEER Physics', downloads: true }, 'TNG')]) {
      const { state, outpost, cards, incident } = playing([card]);
      const after = accepted(state, report(cards[0]!, outpost));
      expect(ofType(after.events, 'CardsDrawn')).toEqual([]);
      expect(after.state.cards[incident]!.zone).toBe(Z.table('p1'));
    }
  });
  it('is discarded when you report a personnel without [TNG] (a TOS-property one); not for a Generations one, which shows [TNG]', () => {
    const tos = playing([withProperty({ skills: 'OFFICER' }, 'TOS')]);
    const after = accepted(tos.state, report(tos.cards[0]!, tos.outpost));
    expect(after.state.cards[tos.incident]!.zone).toBe(Z.discard('p1'));
    const gen = playing(['Voight']);
    expect(accepted(gen.state, report(gen.cards[0]!, gen.outpost)).state.cards[gen.incident]!.zone).toBe(Z.table('p1'));
  });
  it('a real card: the incident blueprint is the card list’s', () => {
    expect(realCard('Continuing Mission').id).toBe('155_022');
  });
});

describe('163_017 A Missing Day (once each turn: counts down an opponent’s dilemma, interrupt or event in play; not Omega Particle)', () => {
  /** p1's turn: p1's Away Team at L1 under p2's REM Fatigue Hallucinations (countdown `rem`), p2's event on their table (countdown `event`), p1's own event (countdown 2). */
  function countdownScene(rem: number, event: number) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['A Missing Day', 'A Missing Day', 'Stone Knives and Bearskins'], opponentHand: ['REM Fatigue Hallucinations', 'Stone Knives and Bearskins', 'Omega Particle'] });
    const [day, second, own] = built.ids.hand as [string, string, string];
    const [dilemma, theirs, omega] = built.ids.opponentHand as [string, string, string];
    const victim = built.ids.awayTeam[0]!;
    let state = evolveAll(
      [
        { type: 'DilemmaPlaced', card: dilemma, ongoing: { dilemma, player: 'p1', on: 'mission', host: built.ids.missions[0]!, location: 'L1', affected: [victim], countdown: rem }, to: Z.atop('L1') },
        { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: omega, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: own, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    const withCountdown = (s: GameState, iid: string, countdown: number): GameState => ({ ...s, cards: { ...s.cards, [iid]: { ...s.cards[iid]!, countdown } } });
    state = withCountdown(withCountdown(withCountdown(state, theirs, event), omega, 3), own, 2);
    return { state, day, second, dilemma, theirs, omega, own, victim };
  }
  const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('targets the opponent’s running countdowns only (not Omega Particle, not your own card)', () => {
    const { state, day, dilemma, theirs } = countdownScene(2, 2);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === day)).toEqual([playOn(day, theirs), playOn(day, dilemma)]);
  });
  it('an event at 2 goes to 1 and stays; at 1 it reaches zero and is discarded; a second A Missing Day that turn is refused', () => {
    const { state, day, second, theirs } = countdownScene(2, 2);
    const once = accepted(state, playOn(day, theirs));
    expect(ofType(once.events, 'CountdownTicked')).toEqual([expect.objectContaining({ card: theirs, remaining: 1 })]);
    expect(once.state.cards[theirs]!.zone).toBe(Z.table('p2'));
    expect(refused(once.state, playOn(second, theirs))).toBe('ONCE_PER_TURN');
    const last = accepted(countdownScene(2, 1).state, playOn(day, theirs));
    expect(last.state.cards[theirs]!.zone).toBe(Z.discard('p2'));
  });
  it('a placed dilemma counts down: at 2 it goes to 1, the personnel lives; at 1 it expires as at a turn’s end (REM Fatigue kills the affected, then leaves play)', () => {
    const { state, day, dilemma, victim } = countdownScene(2, 2);
    const once = accepted(state, playOn(day, dilemma));
    expect(once.state.ongoing[dilemma]!.countdown).toBe(1);
    expect(once.state.cards[victim]!.zone).toBe(Z.surface('L1'));
    const last = countdownScene(1, 2);
    const expired = accepted(last.state, playOn(last.day, last.dilemma));
    expect(expired.state.cards[last.victim]!.zone).toBe(Z.discard('p1'));
    expect(expired.state.ongoing[last.dilemma]).toBeUndefined();
  });
});
