/**
 * Issue 15 (helper fer): downloads to hand once per game, and a discard-pile grant for one title.
 *   1E rulebook › DOWNLOADING (search, reshuffle; Clarifications: Downloading — "to hand", the opponent sees the card);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene: p1's ship at L1, the card in hand, cards in p1's draw deck or discard pile) /
 * when (PlayCard, ActivateCard, MakeChoice) / then (the cards in hand, shown to p2; the once-per-game limit; what is refused).
 */
import { checkDownloadable, findToDownload } from './downloads';
import { ofType, realCard, ship, withDeck } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';
import { activate, playCard as playOn } from '../testing/commands';

const choose = (...chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });

describe('117_022 1st Rule of Acquisition: on your freighter, transport or Ferengi ship/facility; Latinum (only) may be downloaded from the discard pile; once per game a Latinum and/or a Ferengi V.I.P. to hand', () => {
  const given = (affiliation: string) => {
    const built = withDeck({ missions: ['Excavation'], ship: ship({ affiliation }), hand: ['1st Rule of Acquisition'], deck: ['Brunt', 'Gold-Pressed Latinum', 'Krax', 'Gold-Pressed Latinum'] });
    const [brunt, latinum, krax, discarded] = built.deck as [string, string, string, string];
    return { state: moved(built.state, [[krax, Z.discard('p1')], [discarded, Z.discard('p1')]]), card: built.hand[0]!, ship: built.ship, brunt, latinum, krax, discarded };
  };

  it('applies: played on a Ferengi ship; a Latinum (the discard pile’s too) then Brunt are taken into hand and shown; Krax in the discard pile is no option; a second use is refused', () => {
    const { state, card, ship: host, brunt, latinum, krax, discarded } = given('Ferengi');
    expect(checkDownloadable(state, 'p1', discarded)?.code).toBe('NOT_FROM_DISCARD');
    const played = accepted(state, playOn(card, host)).state;
    expect(played.cards[card]!.zone).toBe(Z.on(host));
    // The grant covers Gold-Pressed Latinum only.
    expect(checkDownloadable(played, 'p1', discarded)).toBeNull();
    expect(checkDownloadable(played, 'p1', krax)?.code).toBe('NOT_FROM_DISCARD');
    // The title searches (special download icons, "download X" by title) find the same: Krax is not found, the discard pile's Latinum is.
    expect(findToDownload(played, 'p1', 'Krax')).toBeUndefined();
    expect(findToDownload(moved(played, [[latinum, Z.out('p1')]]), 'p1', 'Gold-Pressed Latinum')).toBe(discarded);
    const used = run(played, [activate(card, 'download-to-hand')]);
    expect(used.state.pendingChoice).toMatchObject({ player: 'p1', options: expect.arrayContaining([latinum, discarded]) });
    const first = run(used.state, [choose(discarded)]);
    expect(first.state.cards[discarded]!.zone).toBe(Z.hand('p1'));
    expect(ofType(first.events, 'CardsShown').filter((event) => event.to === 'p2')).toEqual([expect.objectContaining({ cards: [{ iid: discarded, title: 'Gold-Pressed Latinum' }] })]);
    // The V.I.P. search: Brunt from the deck; Krax lies in the discard pile, which the grant does not open to him.
    expect(first.state.pendingChoice).toMatchObject({ player: 'p1', options: [brunt] });
    const second = run(first.state, [choose(brunt)]);
    expect(second.state.cards[brunt]!.zone).toBe(Z.hand('p1'));
    expect(ofType(second.events, 'CardsShown').filter((event) => event.to === 'p2')).toEqual([expect.objectContaining({ cards: [{ iid: brunt, title: 'Brunt' }] })]);
    expect(second.state.cards[latinum]!.zone).toBe(Z.draw('p1'));
    expect(refused(second.state, activate(card, 'download-to-hand'))).toBe('ONCE_PER_GAME');
  });

  it('applies: picking no Latinum still offers the V.I.P. (the "and/or")', () => {
    const { state, card, ship: host, brunt } = given('Ferengi');
    const offered = run(accepted(state, playOn(card, host)).state, [activate(card, 'download-to-hand'), choose()]);
    expect(offered.state.pendingChoice).toMatchObject({ options: [brunt] });
  });

  it('does not apply: a Federation ship that is no freighter or transport is no place for it; nothing in play, the discard pile stays closed', () => {
    const { state, card, ship: host, discarded } = given('Federation');
    expect(refused(state, playOn(card, host))).toBe('INVALID_TARGET');
    expect(checkDownloadable(state, 'p1', discarded)?.code).toBe('NOT_FROM_DISCARD');
  });
});

describe("117_040 Quark's Isolinear Rods: once per game, Intermix Ratio, The Big Picture or a non-OFFICER with Computer Skill x2 to hand; then discarded; no countdown while you have any Quark in play", () => {
  const given = () => {
    const built = withDeck({ missions: ['Excavation'], hand: ["Quark's Isolinear Rods"], deck: [realCard('117_097'), 'Brunt', 'Data', 'The Big Picture'] });
    const card = built.hand[0]!;
    const state = accepted(built.state, { type: 'PlayCard', actor: 'p1', card }).state;
    expect(state.cards[card]!.zone).toBe(Z.table('p1'));
    const [quark, brunt, data, picture] = built.deck as [string, string, string, string];
    return { state, card, quark, brunt, data, picture };
  };

  it('applies: Quark (CIVILIAN, Computer Skill x2) is taken into hand and shown; the incident is discarded', () => {
    const { state, card, quark, picture } = given();
    expect(refused(state, activate(card, 'download-to-hand', picture))).toBeNull();
    const done = accepted(state, activate(card, 'download-to-hand', quark));
    expect(done.state.cards[quark]!.zone).toBe(Z.hand('p1'));
    expect(ofType(done.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p2', cards: [{ iid: quark, title: 'Quark' }] })]);
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('countdown: with no Quark in play the incident counts down to zero and is discarded as the turn ends; with a Quark of p1 in play it stays', () => {
    const { state, card } = given();
    const ended = run(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const built = withDeck({ missions: ['Excavation'], awayTeam: [realCard('117_097')], hand: ["Quark's Isolinear Rods"] });
    const rods = built.hand[0]!;
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: rods }).state;
    const held = run(played, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(held.events, 'CountdownTicked').filter((event) => event.card === rods)).toEqual([]);
    expect(held.state.cards[rods]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply: Data (an OFFICER) and Brunt (Computer Skill x1) are no targets', () => {
    const { state, card, brunt, data } = given();
    expect(refused(state, activate(card, 'download-to-hand', data))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'download-to-hand', brunt))).toBe('INVALID_TARGET');
  });
});

describe('117_042 Writ of Accountability: on the table, once per game a personnel with FCA downloads (reporting for duty); then discarded', () => {
  const given = () => {
    const built = withDeck({ missions: ['Excavation'], hand: ['Writ of Accountability', 'Ferengi Outpost'], deck: ['Brunt', 'Krax'] });
    const [card, outpost] = built.hand as [string, string];
    const state = accepted(moved(built.state, [[outpost, Z.space('L1')]]), { type: 'PlayCard', actor: 'p1', card }).state;
    expect(state.cards[card]!.zone).toBe(Z.table('p1'));
    const [brunt, krax] = built.deck as [string, string];
    return { state, card, outpost, brunt, krax };
  };

  it('applies: Brunt (FCA x2) downloads aboard the Ferengi Outpost; the incident is discarded', () => {
    const { state, card, outpost, brunt } = given();
    const done = accepted(state, activate(card, 'download-fca', `${brunt}>${outpost}`));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: brunt })]);
    expect(done.state.cards[brunt]!.zone).toBe(Z.aboard(outpost));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: Krax (no FCA) is no target', () => {
    const { state, card, outpost, krax } = given();
    expect(refused(state, activate(card, 'download-fca', `${krax}>${outpost}`))).toBe('INVALID_TARGET');
  });
});
