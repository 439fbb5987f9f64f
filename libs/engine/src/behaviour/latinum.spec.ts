/**
 * Issue 15 (helper roa): Latinum as a cost (latinum.ts › `discard-present`), where Latinum is spent (`lies-at`).
 * 1E rulebook › THE PLAY PHASE; PRESENT; DOWNLOADING; THE CARDS › MISSIONS › Tip: Homeworlds.
 */
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import { Z } from '../zones';

describe('117_017 Gold-Pressed Latinum: once each turn at a Trading Post, homeworld or Quark’s Bar, two Latinum present (one with Acquisition present) buy a non-Latinum equipment download there', () => {
  const given = (mission: string, skills: string, latinum: number) => {
    const built = scene({
      missions: [mission],
      awayTeam: [{ skills, affiliation: 'Ferengi' }],
      equipment: Array.from({ length: latinum }, () => 'Gold-Pressed Latinum'),
      drawTop: ['Gold-Pressed Latinum', 'Ferengi PADD'],
    });
    const [deckLatinum, padd] = built.ids.deck as [string, string];
    return { state: built.state, latinum: built.ids.equipment, deckLatinum, padd };
  };
  const use = (card: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'exchange' });

  it('applies: two Latinum on Ferenginar (Deliver Message) are discarded, p1 picks the PADD (not the Latinum) and it is downloaded to the planet; with Acquisition present one Latinum is enough', () => {
    const { state, latinum, padd } = given('Deliver Message', 'OFFICER', 2);
    const used = run(state, [use(latinum[0]!)]);
    expect(latinum.map((iid) => used.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(used.state.pendingChoice).toMatchObject({ player: 'p1', options: [padd] });
    const picked = run(used.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [padd] }]);
    expect(picked.state.cards[padd]!.zone).toBe(Z.surface('L1'));
    const trader = given('Deliver Message', 'Acquisition', 1);
    const paid = run(trader.state, [use(trader.latinum[0]!)]);
    expect(paid.state.cards[trader.latinum[0]!]!.zone).toBe(Z.discard('p1'));
    expect(run(paid.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [trader.padd] }]).state.cards[trader.padd]!.zone).toBe(Z.surface('L1'));
  });

  it('does not apply: away from a Trading Post, homeworld or Quark’s Bar; too few Latinum without Acquisition; a second use the same turn', () => {
    const elsewhere = given('Excavation', 'OFFICER', 2);
    expect(refused(elsewhere.state, use(elsewhere.latinum[0]!))).toBe('ABILITY_CONDITION');
    const poor = given('Deliver Message', 'OFFICER', 1);
    expect(refused(poor.state, use(poor.latinum[0]!))).toBe('COST_UNPAYABLE');
    const rich = given('Deliver Message', 'Acquisition', 3);
    const once = run(rich.state, [use(rich.latinum[0]!), { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(ofType(once.events, 'CardMoved').filter((e) => e.to === Z.discard('p1')).map((e) => e.card)).toEqual([rich.latinum[1]]);
    expect(refused(once.state, use(rich.latinum[0]!))).toBe('ONCE_PER_TURN');
  });
});

describe('117_037 HQ: Ferengi Credit Exchange: any player with Acquisition present spends up to three Latinum present a turn — 2 points each (the Latinum to the point area), a card, or a discard beneath the deck', () => {
  const given = (skills = 'Acquisition') => {
    const built = scene({
      missions: ['Deliver Message'],
      awayTeam: [{ skills, affiliation: 'Ferengi' }],
      equipment: ['Gold-Pressed Latinum', 'Gold-Pressed Latinum', 'Gold-Pressed Latinum', 'Gold-Pressed Latinum'],
      hand: ['HQ: Ferengi Credit Exchange'],
      opponentHand: [{ skills: 'Acquisition', affiliation: 'Ferengi' }, 'Gold-Pressed Latinum'],
    });
    const card = built.ids.hand[0]!;
    const [trader, theirLatinum] = built.ids.opponentHand as [string, string];
    const placed = run(
      moved(built.state, [
        [trader, Z.surface('L1')],
        [theirLatinum, Z.surface('L1')],
      ]),
      [{ type: 'PlayCard', actor: 'p1', card, target: 'L1', mode: 1 }],
    ).state;
    return { state: placed, card, latinum: built.ids.equipment, theirLatinum };
  };
  const use = (card: string, ability: string, actor: 'p1' | 'p2' = 'p1') => ({ type: 'ActivateCard' as const, actor, card, ability });

  it('applies: atop Ferenginar, p1 scores 2 (the Latinum in the point area), draws a card, puts a discard beneath the deck — a fourth use that turn is refused; p2 may use it on its own turn', () => {
    const { state, card, latinum, theirLatinum } = given();
    expect(state.cards[card]!.zone).toBe(Z.atop('L1'));
    const scored = run(state, [use(card, 'score')]);
    expect([scored.state.cards[latinum[0]!]!.zone, scored.state.score.p1.bonus]).toEqual([Z.bonus('p1'), 2]);
    const drew = run(scored.state, [use(card, 'draw')]);
    expect(drew.state.cards[latinum[1]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(drew.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 1]]);
    const recycled = run(drew.state, [use(card, 'recycle')]);
    expect(recycled.state.pendingChoice).toMatchObject({ player: 'p1', options: [latinum[1], latinum[2]] });
    const beneath = run(recycled.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [latinum[1]!] }]);
    const deck = beneath.state.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(latinum[1]);
    expect(refused(beneath.state, use(card, 'score'))).toBe('ONCE_PER_TURN');
    const theirTurn = run(beneath.state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    const theirs = run(theirTurn, [use(card, 'score', 'p2')]);
    expect([theirs.state.cards[theirLatinum]!.zone, theirs.state.score.p2.bonus]).toEqual([Z.bonus('p2'), 2]);
  });

  it('applies: on a Ferengi Trading Post, the Latinum and the Acquisition personnel aboard it are the ones present', () => {
    const built = scene({ missions: ['Excavation'], hand: ['HQ: Ferengi Credit Exchange', 'Ferengi Trading Post', { skills: 'Acquisition', affiliation: 'Ferengi' }, 'Gold-Pressed Latinum'] });
    const [card, post, trader, latinum] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [
      [post, Z.space('L1')],
      [trader, Z.aboard(post)],
      [latinum, Z.aboard(post)],
    ]);
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: post }]);
    expect(placed.state.cards[card]!.zone).toBe(Z.on(post));
    const scored = run(placed.state, [use(card, 'score')]);
    expect([scored.state.cards[latinum]!.zone, scored.state.score.p1.bonus]).toEqual([Z.bonus('p1'), 2]);
  });

  it('does not apply: no Acquisition personnel of the player present; no Latinum of theirs present', () => {
    const plain = given('OFFICER');
    expect(refused(plain.state, use(plain.card, 'score'))).toBe('ABILITY_CONDITION');
    const { state, card, latinum } = given();
    const broke = moved(state, latinum.map((iid) => [iid, Z.discard('p1')] as [string, string]));
    expect(refused(broke, use(card, 'draw'))).toBe('COST_UNPAYABLE');
  });
});
