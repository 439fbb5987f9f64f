/**
 * Optional start-of-turn actions and draw-deck searches (behaviour/turn-start-offers.ts, choices.ts ›
 * `draw-deck` / `this-card` pools, `download-here` fate; 1E rulebook › PLAYING A CARD › YOUR NORMAL CARD
 * PLAY › Exception: "Start of turn" actions; › DOWNLOADING; MISCELLANEOUS RULES › LOOKING AT CARDS):
 * given (a card in play with an optional `atTurnStart`) / when (a turn begins, then the owner answers
 * with MakeChoice) / then (what was offered, to whom, what the opponent sees, what moved).
 */
import { legalCommands } from '../legal';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { isStaffed } from '../play';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { redactEvent, view } from '../view';
import { evolveAll } from '../evolve';
import { Z } from '../zones';
import { endTurn as end } from '../testing/commands';

const choose = (actor: PlayerId, chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });

/** The events as `viewer` sees them, each redacted against the state before it. */
function seenBy(before: GameState, events: readonly GameEvent[], viewer: PlayerId): Record<string, unknown>[] {
  let state = before;
  const out: Record<string, unknown>[] = [];
  for (const event of events) {
    out.push(redactEvent(state, event, { player: viewer }) as Record<string, unknown>);
    state = evolveAll([event], state);
  }
  return out;
}

describe('174_003 Leader of the Sect (at the start of any player’s turn, with no Maje of yours in play, you may download a Maje aboard the Kazon facility it lies on)', () => {
  /** p1's Kazon Outpost at L1 with the event on it; p1's draw deck: filler cards and (unless `noMaje`) Culluh; `majeInPlay`: Haron aboard the outpost. */
  function sect(opts: { noMaje?: boolean; majeInPlay?: boolean } = {}) {
    const deck = ['Tanar', 'Rabek', ...(opts.noMaje ? [] : ['Culluh'])];
    const built = scene({ missions: ['Avert Disaster'], hand: ['Kazon Outpost', 'Leader of the Sect', ...deck, ...(opts.majeInPlay ? ['Haron'] : [])] });
    const [outpost, leader, ...rest] = built.ids.hand as [string, string, ...string[]];
    const deckIds = rest.slice(0, deck.length);
    const moves: [string, string][] = [[outpost, Z.space('L1')], [leader, Z.on(outpost)], ...deckIds.map((iid) => [iid, Z.draw('p1')] as [string, string])];
    if (opts.majeInPlay) moves.push([rest[deck.length]!, Z.aboard(outpost)]);
    return { state: moved(built.state, moves), outpost, leader, deck: deckIds, culluh: opts.noMaje ? undefined : deckIds[2] };
  }

  it('as p2’s turn begins p1 is asked (a search of p1’s deck: the Maje found is the option), p2 sees only the count; picking Culluh downloads him aboard the outpost and reshuffles the deck', () => {
    const { state, outpost, leader, culluh } = sect();
    const begun = run(state, [end('p1')]);
    const awaited = ofType(begun.events, 'ChoiceAwaited');
    expect(awaited.map((e) => [e.player, e.source, e.options, e.min, e.max, e.hidden])).toEqual([['p1', leader, [culluh], 0, 1, true]]);
    expect(ofType(begun.events, 'TurnStartActionOffered').map((e) => [e.player, e.card, e.held])).toEqual([['p1', leader, true]]);
    // the opponent: the count of options, never the cards
    const theirs = seenBy(state, begun.events, 'p2').filter((e) => e['type'] === 'ChoiceAwaited' || e['type'] === 'CardsShown');
    expect(theirs.map((e) => [e['type'], e['count'], e['options'], e['cards']])).toEqual([
      ['CardsShown', 1, undefined, undefined],
      ['ChoiceAwaited', 1, undefined, undefined],
    ]);
    expect(view(begun.state, { player: 'p2' }).pendingChoice).toEqual({ player: 'p1', source: leader, count: 1 });
    // p2 may not act before p1 answers; p1's answers are take (Culluh) or decline
    expect(refused(begun.state, end('p2'))).toBe('AWAITING_CHOICE');
    expect(legalCommands(begun.state, 'p1').filter((c) => c.type === 'MakeChoice')).toEqual([choose('p1', []), choose('p1', [culluh!])]);
    const taken = accepted(begun.state, choose('p1', [culluh!]));
    expect(ofType(taken.events, 'CardDownloaded').map((e) => [e.card, e.to, e.source])).toEqual([[culluh, Z.aboard(outpost), leader]]);
    expect(ofType(taken.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    expect(taken.state.cards[culluh!]!.zone).toBe(Z.aboard(outpost));
    // back to p2's turn
    expect(taken.state.awaiting).toEqual([{ player: 'p2', kind: 'turn' }]);
    // with Culluh in play, nothing is asked as p1's own turn begins
    const next = run(taken.state, [end('p2')]);
    expect(ofType(next.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(next.events, 'TurnStartActionOffered').map((e) => e.held)).toEqual([false]);
  });

  it('declined: nothing downloaded, the deck is still reshuffled (it was looked through); asked again as the next turn begins', () => {
    const { state, leader } = sect();
    const begun = run(state, [end('p1')]);
    const declined = accepted(begun.state, choose('p1', []));
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
    expect(ofType(declined.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    // once a turn: no second offer this turn
    expect(declined.state.pendingChoice).toBeNull();
    const again = run(declined.state, [end('p2')]);
    expect(ofType(again.events, 'ChoiceAwaited').map((e) => e.source)).toEqual([leader]);
  });

  it('no Maje in the deck: p1 still waits to look (the opponent cannot tell), with nothing to pick but "none"', () => {
    const { state } = sect({ noMaje: true });
    const begun = run(state, [end('p1')]);
    expect(ofType(begun.events, 'ChoiceAwaited').map((e) => [e.options, e.min, e.max])).toEqual([[[], 0, 0]]);
    expect(legalCommands(begun.state, 'p1').filter((c) => c.type === 'MakeChoice')).toEqual([choose('p1', [])]);
    expect(ofType(accepted(begun.state, choose('p1', [])).events, 'DeckShuffled')).toHaveLength(1);
  });

  it('does not apply while a Maje of p1’s is in play (Haron aboard): no question, no search', () => {
    const { state } = sect({ majeInPlay: true });
    const begun = run(state, [end('p1')]);
    expect(ofType(begun.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(begun.events, 'TurnStartActionOffered').map((e) => e.held)).toEqual([false]);
    expect(begun.state.awaiting).toEqual([{ player: 'p2', kind: 'turn' }]);
  });
});

describe('184_017 Full Complement of Shuttles (at the start of your turn, you may discard a non-personnel card to download a [Fed] shuttlecraft to hand)', () => {
  /** p1's incident on the table; p1's hand: a non-personnel card (unless `onlyPersonnel`) and a personnel; p1's deck: a Fed shuttle (Type 9) and a Fed non-shuttle. */
  function shuttles(opts: { onlyPersonnel?: boolean } = {}) {
    const hand = [opts.onlyPersonnel ? 'Tanar' : 'Red Alert!', 'Rabek'];
    const built = scene({ missions: ['Avert Disaster'], hand: ['Full Complement of Shuttles', 'Type 9 Shuttlecraft', 'U.S.S. Enterprise', ...hand, 'Narret', 'Haron'] });
    const [card, shuttle, enterprise, spare, person, ...fillers] = built.ids.hand as [string, string, string, string, string, ...string[]];
    // the fillers on top: p1's end-of-turn draw takes one of them
    const state = moved(built.state, [[card, Z.table('p1')], ...fillers.map((iid) => [iid, Z.draw('p1')] as [string, string]), [shuttle, Z.draw('p1')], [enterprise, Z.draw('p1')]]);
    return { state, card, shuttle, enterprise, spare, person };
  }

  it('p1’s own turn: the discard is the question (non-personnel only); then the deck is searched: the shuttle, not the Enterprise; it goes to hand, shown to p2; the deck reshuffled', () => {
    const { state, card, shuttle, spare } = shuttles();
    const theirs = run(state, [end('p1')]);
    expect(ofType(theirs.events, 'ChoiceAwaited')).toEqual([]);
    const yours = run(theirs.state, [end('p2')]);
    expect(ofType(yours.events, 'ChoiceAwaited').map((e) => [e.player, e.source, e.options, e.min])).toEqual([['p1', card, [spare], 0]]);
    const paid = accepted(yours.state, choose('p1', [spare]));
    expect(paid.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(ofType(paid.events, 'ChoiceAwaited').map((e) => [e.options, e.hidden])).toEqual([[[shuttle], true]]);
    const found = accepted(paid.state, choose('p1', [shuttle]));
    expect(found.state.cards[shuttle]!.zone).toBe(Z.hand('p1'));
    expect(ofType(found.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p2', [shuttle]]]);
    expect(ofType(found.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    expect(found.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('declined (no card discarded): nothing searched, nothing moved; with only personnel in hand it cannot be paid, so nothing is asked', () => {
    const { state, spare } = shuttles();
    const yours = run(state, [end('p1'), end('p2')]);
    const declined = accepted(yours.state, choose('p1', []));
    expect(declined.state.cards[spare]!.zone).toBe(Z.hand('p1'));
    expect(ofType(declined.events, 'DeckShuffled')).toEqual([]);
    expect(declined.state.pendingChoice).toBeNull();
    const poor = shuttles({ onlyPersonnel: true });
    const none = run(poor.state, [end('p1'), end('p2')]);
    expect(ofType(none.events, 'ChoiceAwaited')).toEqual([]);
    expect(none.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });
});

describe('202_012 Condition Red ([Stf] personnel gain [Cmd]; at the start of your turn, while the opponent has more ships, you may discard a card to download a ship to hand, then discard the incident unless that ship is universal)', () => {
  const staffIcon = (code: string) => ({ code, name: code, category: 'staffing' });
  /** p1: the incident on the table, one ship (the scene's) at L1, a card in hand; p2: `theirShips` ships at L1; p1's deck: a unique and a universal ship. */
  function red(theirShips: number) {
    const built = scene({
      missions: ['Avert Disaster'],
      ship: ship(),
      hand: ['Condition Red', 'Red Alert!', 'I.K.S. Bortas', "I.K.S. K'Vort", 'Tanar', 'Rabek'],
      opponentHand: Array.from({ length: theirShips }, () => ship()),
    });
    const [card, spare, bortas, kvort, ...fillers] = built.ids.hand as [string, string, string, string, ...string[]];
    // the fillers on top: p1's end-of-turn draw takes one of them
    const state = moved(built.state, [[card, Z.table('p1')], ...fillers.map((iid) => [iid, Z.draw('p1')] as [string, string]), [bortas, Z.draw('p1')], [kvort, Z.draw('p1')], ...built.ids.opponentHand.map((iid) => [iid, Z.space('L1')] as [string, string])]);
    return { state, card, spare, bortas, kvort };
  }

  it('p2 has two ships to p1’s one: asked; discard, then the unique I.K.S. Bortas found (to hand, shown to p2): the incident is discarded', () => {
    const { state, card, spare, bortas, kvort } = red(2);
    const yours = run(state, [end('p1'), end('p2')]);
    // any card of the hand pays (the spare, and the card p1 drew at the end of the first turn)
    expect(ofType(yours.events, 'ChoiceAwaited').map((e) => [e.source, e.options])).toEqual([[card, yours.state.zones[Z.hand('p1')]]]);
    expect(yours.state.zones[Z.hand('p1')]).toContain(spare);
    const paid = accepted(yours.state, choose('p1', [spare]));
    expect(ofType(paid.events, 'ChoiceAwaited').map((e) => e.options)).toEqual([[bortas, kvort]]);
    const found = accepted(paid.state, choose('p1', [bortas]));
    expect(found.state.cards[bortas]!.zone).toBe(Z.hand('p1'));
    expect(found.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('the universal I.K.S. K’Vort found: the incident stays on the table', () => {
    const { state, card, spare, kvort } = red(2);
    const paid = accepted(run(state, [end('p1'), end('p2')]).state, choose('p1', [spare]));
    const found = accepted(paid.state, choose('p1', [kvort]));
    expect(found.state.cards[kvort]!.zone).toBe(Z.hand('p1'));
    expect(found.state.cards[card]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply when p2 has no more ships than p1 (one each): nothing is asked', () => {
    const { state } = red(1);
    const yours = run(state, [end('p1'), end('p2')]);
    expect(ofType(yours.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(yours.events, 'TurnStartActionOffered').map((e) => e.held)).toEqual([false]);
  });

  it('on the table, a [Stf] personnel meets a [Cmd] staffing icon: the ship it crews alone is staffed; without the incident, not', () => {
    const bridge = ship();
    const needsCommand = { ...bridge, ship: { ...bridge.ship!, staffing: { icons: ['Cmd'], alternatives: [] } } };
    const staff = { ...person({ skills: 'ENGINEER' }), icons: [staffIcon('Stf')] };
    const built = scene({ missions: ['Avert Disaster'], ship: needsCommand, crew: [staff], hand: ['Condition Red'] });
    expect(isStaffed(built.state, built.ids.ship!)).toBe(false);
    expect(isStaffed(moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), built.ids.ship!)).toBe(true);
  });
});
