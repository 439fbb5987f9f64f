/**
 * Issue 15 (helper ferengi, second pass): 47th and 33rd Rules of Acquisition, Business Gambit (behaviour/ferengi-profits.ts).
 * 1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; THE PLAY PHASE › Clarifications: Valid responses; DOWNLOADING.
 */
import { ofType, realCard, runAttempt, scene, ship, withDeck } from '../testing/attempt-scene';
import { siteScene, type Placed } from '../testing/site-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

/** The normal card play unused again (a later turn of p1's, as far as these cards care). */
const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });
const activate = (card: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'deck-top', target });

describe('117_026 47th Rule of Acquisition: on your Acquisition or Greed personnel; a Garak or a better-skilled personnel there goes atop its owner’s deck; it nullifies Palor Toff', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'Acquisition Greed', affiliation: 'Ferengi' }, { skills: 'Diplomacy', affiliation: 'Ferengi' }],
      hand: ['47th Rule of Acquisition', 'Palor Toff: Alien Trader', 'Tricorder'],
      opponentHand: [{ skills: 'Diplomacy Honor Leadership' }, { skills: 'Diplomacy' }, { skills: 'Diplomacy', title: 'Garak' }],
    });
    const [host, plain] = built.ids.awayTeam as [string, string];
    const [rule, palor, tricorder] = built.ids.hand as [string, string, string];
    const [skilled, weak, garak] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [
      [skilled, Z.surface('L1')],
      [weak, Z.surface('L1')],
      [garak, Z.surface('L1')],
      [tricorder, Z.discard('p1')],
    ]);
    return { state, host, plain, rule, palor, tricorder, skilled, weak, garak };
  };
  it('applies: played on the Greed personnel, it puts the better-skilled opponent atop p2’s draw deck and is discarded; Garak is a target by name', () => {
    const { state, host, rule, skilled, garak } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: host }]);
    expect(placed.state.cards[rule]!.zone).toBe(Z.on(host));
    expect(refused(placed.state, activate(rule, garak))).toBeNull();
    const used = run(placed.state, [activate(rule, skilled)]);
    expect(used.state.cards[skilled]!.zone).toBe(Z.draw('p2'));
    expect(used.state.zones[Z.draw('p2')]![0]).toBe(skilled);
    expect(used.state.cards[rule]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: not on a personnel without Acquisition or Greed; a less-skilled non-Garak is no target', () => {
    const { state, host, plain, rule, weak } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: rule, target: plain })).toBe('INVALID_TARGET');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: host }]);
    expect(refused(placed.state, activate(rule, weak))).not.toBeNull();
  });
  it('nullifies: Palor Toff played while it is in play has no effect (the card stays in the discard pile); without it, the card comes back', () => {
    const { state, host, rule, palor, tricorder } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: host }]);
    const nullified = run(placed.state, [{ type: 'PlayCard', actor: 'p1', card: palor, target: tricorder }]);
    expect(ofType(nullified.events, 'PlayNullified').map((e) => e.by)).toEqual([rule]);
    expect(nullified.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
    const free = run(state, [{ type: 'PlayCard', actor: 'p1', card: palor, target: tricorder }]);
    expect(free.state.cards[tricorder]!.zone).toBe(Z.hand('p1'));
  });
});

describe('117_024 33rd Rule of Acquisition: on your Greed personnel where the opponent completed a mission; their reply scores its points or lets you draw up to four', () => {
  const given = (completedByOpponent = true) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Greed', affiliation: 'Ferengi' }, { skills: 'Diplomacy', affiliation: 'Ferengi' }], hand: ['33rd Rule of Acquisition', '33rd Rule of Acquisition', '33rd Rule of Acquisition'] });
    const state: GameState = { ...built.state, completed: { p1: [], p2: completedByOpponent ? ['L1'] : [] } };
    return { state, greedy: built.ids.awayTeam[0]!, other: built.ids.awayTeam[1]!, cards: built.ids.hand as [string, string, string] };
  };
  it('applies: the opponent says thank you (picks the card): 5 points; no thanks: p1 draws up to four (three taken) — two plays at the location, the third refused', () => {
    const { state, greedy, cards } = given();
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: cards[0], target: greedy }]);
    expect(played.state.pendingChoice).toMatchObject({ player: 'p2', options: [cards[0]] });
    const thanked = run(played.state, [{ type: 'MakeChoice', actor: 'p2', chosen: [cards[0]] }]);
    expect(ofType(thanked.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 5]]);
    expect(thanked.state.cards[cards[0]]!.zone).toBe(Z.discard('p1'));
    const second = run(fresh(thanked.state), [{ type: 'PlayCard', actor: 'p1', card: cards[1], target: greedy }, { type: 'MakeChoice', actor: 'p2', chosen: [] }]);
    const options = second.state.pendingChoice!.options;
    expect(options).toHaveLength(4);
    const drawn = run(second.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[2]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3]);
    expect(ofType(drawn.events, 'PointsScored')).toEqual([]);
    expect(refused(fresh(drawn.state), { type: 'PlayCard', actor: 'p1', card: cards[2], target: greedy })).toBe('ONCE_PER_GAME');
  });
  it('does not apply: a mission the opponent has not completed; a personnel without Greed', () => {
    const open = given(false);
    expect(refused(open.state, { type: 'PlayCard', actor: 'p1', card: open.cards[0], target: open.greedy })).toBe('INVALID_TARGET');
    const done = given();
    expect(refused(done.state, { type: 'PlayCard', actor: 'p1', card: done.cards[0], target: done.other })).toBe('INVALID_TARGET');
  });
});

describe('155_034 Business Gambit: your Ferengi with Greed and an opposing personnel present are stopped; you steal an equipment present (owner kept) or download one there', () => {
  const given = (affiliation = 'Ferengi') => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'Greed', affiliation }],
      hand: ['Business Gambit', 'Business Gambit'],
      opponentHand: [{ skills: 'SECURITY' }, 'Tricorder'],
      drawTop: ['Ferengi PADD'],
    });
    const [trader] = built.ids.awayTeam as [string];
    const [opposing, tricorder] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [
      [opposing, Z.surface('L1')],
      [tricorder, Z.surface('L1')],
    ]);
    return { state, trader, opposing, tricorder, gambits: built.ids.hand as [string, string], padd: built.ids.deck[0]! };
  };
  it('applies: both are stopped, p1 steals the Tricorder (p1 controls it, p2 still owns it); once per game', () => {
    const { state, trader, opposing, tricorder, gambits } = given();
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: gambits[0], target: `${trader}>${opposing}` }]);
    expect([played.state.cards[trader]!.stopped, played.state.cards[opposing]!.stopped]).toEqual([true, true]);
    expect(played.state.pendingChoice).toMatchObject({ player: 'p1', options: [tricorder] });
    const stolen = run(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [tricorder] }]);
    expect(stolen.state.cards[tricorder]!.owner).toBe('p1');
    expect(stolen.state.control?.[tricorder]?.owner).toBe('p2');
    expect(stolen.state.cards[tricorder]!.zone).toBe(Z.surface('L1'));
    expect(refused(stolen.state, { type: 'PlayCard', actor: 'p1', card: gambits[1], target: `${trader}>${opposing}` })).not.toBeNull();
  });
  it('applies otherwise: picking no equipment to steal, p1 downloads an equipment there', () => {
    const { state, trader, opposing, gambits, padd } = given();
    const declined = run(state, [{ type: 'PlayCard', actor: 'p1', card: gambits[0], target: `${trader}>${opposing}` }, { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(declined.state.pendingChoice?.options).toContain(padd);
    const downloaded = run(declined.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [padd] }]);
    expect(downloaded.state.cards[padd]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: a non-Ferengi personnel with Greed offers no target', () => {
    const { state, trader, opposing, gambits } = given('Federation');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: gambits[0], target: `${trader}>${opposing}` })).toBe('INVALID_TARGET');
  });
});

describe('117_028 6th Rule Of Acquisition: your Ferengi with Greed or Treachery and a Ferengi named with it in lore; that one beneath the deck, then two equipment, a ship, or up to three cards', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: ['Quark', 'Rom', { skills: 'Diplomacy', affiliation: 'Ferengi' }],
      hand: ['6th Rule Of Acquisition'],
      drawTop: ['Ferengi PADD', 'Tricorder'],
    });
    const [quark, rom, stranger] = built.ids.awayTeam as [string, string, string];
    const [padd, tricorder] = built.ids.deck as [string, string];
    return { state: built.state, quark, rom, stranger, rule: built.ids.hand[0]!, padd, tricorder };
  };
  it('applies: Rom (whose lore names Quark) goes beneath the deck; both equipment are downloaded where Quark is', () => {
    const { state, quark, rom, rule, padd, tricorder } = given();
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: `${quark}>${rom}` }]);
    const deck = played.state.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(rom);
    expect(played.state.pendingChoice?.options).toEqual(expect.arrayContaining([padd, tricorder]));
    const downloaded = run(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [padd, tricorder] }]);
    expect([downloaded.state.cards[padd]!.zone, downloaded.state.cards[tricorder]!.zone]).toEqual([Z.surface('L1'), Z.surface('L1')]);
    expect(downloaded.state.cards[rule]!.zone).toBe(Z.discard('p1'));
  });
  it('applies otherwise: no equipment and no ship picked — p1 draws up to three', () => {
    const { state, quark, rom, rule } = given();
    const declined = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: `${quark}>${rom}` }, { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    // The ship search waits even with no Ferengi ship in the deck (the opponent cannot tell): none picked.
    expect(declined.state.pendingChoice?.options).toEqual([]);
    const afterShip = run(declined.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]).state;
    const options = afterShip.pendingChoice!.options;
    expect(options).toHaveLength(3);
    const drawn = run(afterShip, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[2]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3]);
  });
  it('does not apply: a Ferengi neither naming nor named by Quark is no partner; Rom (no Greed or Treachery) does not lead', () => {
    const { state, quark, rom, stranger, rule } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: rule, target: `${quark}>${stranger}` })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: rule, target: `${rom}>${quark}` })).toBe('INVALID_TARGET');
  });
});

describe('200_011 The Unrelenting Lust for Profit: seeds on a Trading Post or Quark’s Bar; as it seeds, a 1st Rule of Acquisition onto it or The Ferengi Rules of Acquisition aboard', () => {
  const given = () => {
    const built = scene({ missions: ['Avert Disaster'], hand: ['The Unrelenting Lust for Profit', 'Ferengi Trading Post', 'Federation Outpost'], drawTop: ['1st Rule of Acquisition', 'The Ferengi Rules of Acquisition'] });
    const [card, post, outpost] = built.ids.hand as [string, string, string];
    const [rule, book] = built.ids.deck as [string, string];
    const state = moved(built.state, [
      [card, Z.seed('p1')],
      [post, Z.space('L1')],
      [outpost, Z.space('L1')],
    ]);
    return { state: { ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState, card, post, outpost, rule, book };
  };
  const seedOn = (card: string, target: string) => ({ type: 'SeedOnTable' as const, actor: 'p1' as const, card, target });
  it('applies: seeded on p1’s Ferengi Trading Post, p1 picks the 1st Rule — it lies on the Trading Post; picking the equipment puts it aboard', () => {
    const { state, card, post, rule, book } = given();
    const seeded = run(state, [seedOn(card, post)]);
    expect(seeded.state.cards[card]!.zone).toBe(Z.on(post));
    expect(seeded.state.pendingChoice?.options).toEqual(expect.arrayContaining([rule, book]));
    expect(run(seeded.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [rule] }]).state.cards[rule]!.zone).toBe(Z.on(post));
    expect(run(seeded.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [book] }]).state.cards[book]!.zone).toBe(Z.aboard(post));
  });
  it('does not apply: not on an outpost that is no Trading Post', () => {
    const { state, card, outpost } = given();
    expect(refused(state, seedOn(card, outpost))).toBe('NOT_SEEDABLE_HERE');
  });
});

describe('stealing a card that is not a personnel (one mechanism, ferengi-profits.ts › stealCard): 103_079 Vorgon Raiders, 112_138 HQ: Return Orb to Bajor, 122_048 The Emperor’s New Cloak', () => {
  const use = (card: string, ability: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability, target });
  it('Vorgon Raiders applies: Ajur and Boratus together are discarded and p1 steals p2’s artifact in play (p2 still owns it)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Ajur', 'Boratus'], hand: ['Vorgon Raiders'], opponentHand: ['Orb Fragment'] });
    const [ajur, boratus] = built.ids.awayTeam as [string, string];
    const raiders = built.ids.hand[0]!;
    const fragment = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[fragment, Z.surface('L1')]]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: raiders, target: fragment }]);
    expect([after.state.cards[ajur]!.zone, after.state.cards[boratus]!.zone]).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect([after.state.cards[fragment]!.owner, after.state.control?.[fragment]?.owner]).toEqual(['p1', 'p2']);
  });
  it('Vorgon Raiders does not apply: Ajur without Boratus — no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Ajur'], hand: ['Vorgon Raiders'], opponentHand: ['Orb Fragment'] });
    const fragment = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[fragment, Z.surface('L1')]]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: fragment })).toBe('INVALID_TARGET');
  });
  it('HQ: Return Orb to Bajor applies: on p1’s [Orb] personnel, it reclaims p2’s Orb artifact present; not one elsewhere, not a non-Orb artifact', () => {
    const built = scene({ missions: ['Excavation', 'Avert Disaster'], awayTeam: ['The Emissary', { skills: 'Diplomacy' }], hand: ['HQ: Return Orb to Bajor'], opponentHand: ['Orb Fragment', 'Orb of Wisdom', "Horga'hn"] });
    const [emissary, plain] = built.ids.awayTeam as [string, string];
    const hq = built.ids.hand[0]!;
    const [fragment, wisdom, horgahn] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [
      [fragment, Z.surface('L1')],
      [wisdom, Z.surface('L2')],
      [horgahn, Z.surface('L1')],
    ]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: hq, target: plain })).toBe('INVALID_TARGET');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: hq, target: emissary }]);
    expect(refused(placed.state, use(hq, 'reclaim', wisdom))).not.toBeNull();
    expect(refused(placed.state, use(hq, 'reclaim', horgahn))).not.toBeNull();
    const reclaimed = run(placed.state, [use(hq, 'reclaim', fragment)]);
    expect([reclaimed.state.cards[fragment]!.owner, reclaimed.state.control?.[fragment]?.owner]).toEqual(['p1', 'p2']);
  });
  it('The Emperor’s New Cloak applies: p1’s Treachery personnel steals p2’s unattended Tricorder present; not while a personnel of p2 is present with it', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Treachery' }], hand: ["The Emperor's New Cloak"], opponentHand: ['Tricorder', { skills: 'SECURITY' }] });
    const cloak = built.ids.hand[0]!;
    const [tricorder, guard] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [
      [cloak, Z.table('p1')],
      [tricorder, Z.surface('L1')],
    ]);
    const stolen = run(state, [use(cloak, 'steal', tricorder)]);
    expect([stolen.state.cards[tricorder]!.owner, stolen.state.control?.[tricorder]?.owner]).toEqual(['p1', 'p2']);
    const guarded = moved(state, [[guard, Z.surface('L1')]]);
    expect(refused(guarded, use(cloak, 'steal', tricorder))).not.toBeNull();
  });
});

describe('117_053 Ferengi Conference: on Quark’s Bar, a 75th Rule onto each other Ferengi with Acquisition there when your Nagus is; or on your Nagus, Ferengi CIVILIANs (11 dots at most) or one Hupyrian downloaded to it', () => {
  const civilian = (skills: string) => ({ skills: `CIVILIAN ${skills}`, affiliation: 'Ferengi', ch: ['Ferengi'] });
  const given = (withNagus = true) => {
    const cards: Placed[] = [
      { label: 'nor', owner: 'p1', at: 'L1', card: '112_082' },
      { label: 'bar', owner: 'p1', at: { row: 'nor' }, card: "Quark's Bar" },
      ...(withNagus ? [{ label: 'zek', owner: 'p1', at: { at: 'bar' }, card: 'Grand Nagus Zek' } as Placed] : []),
      { label: 'quark', owner: 'p1', at: { at: 'bar' }, card: 'Quark' },
      { label: 'rom', owner: 'p1', at: { at: 'bar' }, card: 'Rom' },
      { label: 'conference', owner: 'p1', at: 'hand', card: 'Ferengi Conference' },
      { label: 'rule', owner: 'p1', at: 'hand', card: '75th Rule of Acquisition' },
      { label: 'rule2', owner: 'p1', at: 'hand', card: '75th Rule of Acquisition' },
      { label: 'civ1', owner: 'p1', at: 'hand', card: civilian('Greed Acquisition Diplomacy Law') },
      { label: 'civ2', owner: 'p1', at: 'hand', card: civilian('Greed Smuggling Treachery Computer-Skill') },
      { label: 'civ3', owner: 'p1', at: 'hand', card: civilian('Greed Smuggling Treachery Law') },
      { label: 'hupyrian', owner: 'p1', at: 'hand', card: { skills: 'CIVILIAN Honor', affiliation: 'Ferengi', ch: ['Hupyrian'] } },
    ];
    const { state, id } = siteScene(cards);
    const deck = ['rule', 'rule2', 'civ1', 'civ2', 'civ3', 'hupyrian'].map((label) => [id(label), Z.draw('p1')] as [string, string]);
    return { state: moved(state, deck), id };
  };
  const conference = (card: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'conference', target });
  it('applies: played on Quark’s Bar, used with Zek there — a 75th Rule lies on Quark (Acquisition), none on Rom; the objective is discarded', () => {
    const { state, id } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: id('conference'), target: id('bar') }]);
    expect(placed.state.cards[id('conference')]!.zone).toBe(Z.on(id('bar')));
    const used = run(placed.state, [conference(id('conference'), id('zek'))]);
    expect(ofType(used.events, 'CardDownloaded').map((e) => e.to)).toEqual([Z.on(id('quark'))]);
    expect(used.state.cards[id('conference')]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: no Nagus at the bar — nothing to name', () => {
    const { state, id } = given(false);
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: id('conference'), target: id('bar') }]);
    expect(refused(placed.state, conference(id('conference'), id('quark')))).not.toBeNull();
  });
  it('the other way applies: two Ferengi CIVILIANs with 10 dots together join Zek at the bar; three (15 dots), a Hupyrian with another, or Quark as the place are refused', () => {
    const { state, id } = given();
    const play = (target: string) => ({ type: 'PlayCard' as const, actor: 'p1' as const, card: id('conference'), target, mode: 1 });
    const zek = id('zek');
    const joined = run(state, [play(`${id('civ1')}>${zek}+${id('civ2')}>${zek}`)]);
    expect([joined.state.cards[id('civ1')]!.zone, joined.state.cards[id('civ2')]!.zone]).toEqual([Z.aboard(id('bar')), Z.aboard(id('bar'))]);
    expect(refused(state, play(`${id('civ1')}>${zek}+${id('civ2')}>${zek}+${id('civ3')}>${zek}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(`${id('hupyrian')}>${zek}+${id('civ1')}>${zek}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(`${id('hupyrian')}>${zek}`))).toBeNull();
    expect(refused(state, play(`${id('civ1')}>${id('quark')}`))).toBe('INVALID_TARGET');
  });
});

describe('117_027 59th Rule of Acquisition: on your Nagus; it advises the opponent a mission, which they attempt only after discarding two cards (hand and/or deck top) — then you may draw up to two', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation', 'Avert Disaster'],
      missionOwner: 'p2',
      awayTeam: ['Grand Nagus Zek', { skills: 'Diplomacy', affiliation: 'Ferengi' }],
      hand: ['59th Rule of Acquisition'],
      opponentHand: [{ skills: 'OFFICER Diplomacy', affiliation: 'Federation' }, { skills: 'SCIENCE', affiliation: 'Non-Aligned' }, 'Tricorder'],
    });
    const [zek, plain] = built.ids.awayTeam as [string, string];
    const [visitor, other, tricorder] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[visitor, Z.surface('L1')]]);
    return { state, zek, plain, rule: built.ids.hand[0]!, visitor, other, tricorder };
  };
  const p2Turn = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, player: 'p2' }, awaiting: [{ player: 'p2', kind: 'turn' }] }) as GameState;
  const attempt = { type: 'AttemptMission' as const, actor: 'p2' as const, location: 'L1' };
  it('applies: advised L1, p2’s attempt there is refused until p2 heeds it — one card from hand, one from the deck top; p1 draws two; the Rule is discarded and the attempt begins', () => {
    const { state, zek, rule, other } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: zek }]);
    const advised = p2Turn(run(placed.state, [{ type: 'ActivateCard', actor: 'p1', card: rule, ability: 'advise', target: 'L1' }]).state);
    expect(refused(advised, attempt)).toBe('ADVICE_UNPAID');
    expect(refused(advised, { type: 'ActivateCard', actor: 'p1', card: rule, ability: 'heed', target: 'L1' })).not.toBeNull();
    const top = advised.zones[Z.draw('p2')]![0]!;
    const heeded = run(advised, [{ type: 'ActivateCard', actor: 'p2', card: rule, ability: 'heed', target: 'L1' }, { type: 'MakeChoice', actor: 'p2', chosen: [other] }]);
    expect([heeded.state.cards[other]!.zone, heeded.state.cards[top]!.zone]).toEqual([Z.discard('p2'), Z.discard('p2')]);
    const options = heeded.state.pendingChoice!.options;
    expect(heeded.state.pendingChoice!.player).toBe('p1');
    const drawn = run(heeded.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[1]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 2]]);
    expect(drawn.state.cards[rule]!.zone).toBe(Z.discard('p1'));
    expect(refused(drawn.state, attempt)).toBeNull();
  });
  it('does not apply: a mission not advised is attempted freely; not on a personnel who is no Nagus', () => {
    const { state, zek, plain, rule } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: rule, target: plain })).toBe('INVALID_TARGET');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card: rule, target: zek }]);
    const advised = p2Turn(run(placed.state, [{ type: 'ActivateCard', actor: 'p1', card: rule, ability: 'advise', target: 'L2' }]).state);
    expect(refused(advised, attempt)).toBeNull();
    expect(refused(p2Turn(placed.state), attempt)).toBeNull();
  });
});

describe('155_024 Ferengi Military Operations: once per game, where your Ferengi DaiMon is and you just captured an opponent’s personnel or won a battle, two of 5 points, two cards, an equipment there', () => {
  const given = (daimon = true) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [daimon ? 'Goss' : { skills: 'OFFICER', affiliation: 'Ferengi' }],
      hand: ['Ferengi Military Operations'],
      opponentHand: [{ skills: 'SECURITY' }],
      drawTop: ['Ferengi PADD'],
    });
    const leader = built.ids.awayTeam[0]!;
    const incident = built.ids.hand[0]!;
    const captive = built.ids.opponentHand[0]!;
    const state = moved(built.state, [
      [incident, Z.table('p1')],
      [captive, Z.held('p1', 'L1')],
    ]);
    const captured = { ...state, windows: [{ action: 'personnel-captured', card: captive, cards: [captive], by: 'p1', player: 'p1' }] } as GameState;
    return { state, captured, leader, incident, captive, padd: built.ids.deck[0]! };
  };
  const use = (card: string, ability: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability, target });
  it('applies: just after capturing p2’s personnel where Goss is, p1 takes 5 points and an equipment downloaded where Goss is; the second use in the game is refused', () => {
    const { captured, leader, incident, padd } = given();
    const used = run(captured, [use(incident, 'personnel-captured-points-equipment', leader)]);
    expect(ofType(used.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 5]]);
    const downloaded = run(used.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [padd] }]);
    expect(downloaded.state.cards[padd]!.zone).toBe(Z.surface('L1'));
    const again = { ...downloaded.state, windows: captured.windows } as GameState;
    expect(refused(again, use(incident, 'personnel-captured-points-cards', leader))).toBe('ONCE_PER_GAME');
  });
  it('applies after a battle p1 won where Goss is: two cards and 5 points', () => {
    const { state, leader, incident } = given();
    const won = { ...state, lastBattle: { zone: Z.surface('L1'), attacker: 'p1', winner: 'p1', killed: [] }, windows: [{ action: 'battle-ended', card: leader, by: 'p1', player: 'p1' }] } as GameState;
    const used = run(won, [use(incident, 'battle-ended-points-cards', leader)]);
    expect(ofType(used.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
  });
  it('does not apply: no DaiMon there; a battle p1 lost; outside the window', () => {
    const none = given(false);
    expect(refused(none.captured, use(none.incident, 'personnel-captured-points-cards', none.leader))).not.toBeNull();
    const { state, leader, incident } = given();
    const lost = { ...state, lastBattle: { zone: Z.surface('L1'), attacker: 'p1', winner: 'p2', killed: [] }, windows: [{ action: 'battle-ended', card: leader, by: 'p1', player: 'p1' }] } as GameState;
    expect(refused(lost, use(incident, 'battle-ended-points-cards', leader))).not.toBeNull();
    expect(refused(state, use(incident, 'personnel-captured-points-cards', leader))).not.toBeNull();
  });
});

describe('176_018 Where Opportunities Are Made: once per game, Cross-Quadrant Expansion downloaded onto the Ferengi facility it lies on', () => {
  it('applies once: the Expansion lies on the Trading Post; a second use is refused', () => {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Where Opportunities Are Made', 'Ferengi Trading Post'], drawTop: ['Cross-Quadrant Expansion', 'Cross-Quadrant Expansion'] });
    const [card, post] = built.ids.hand as [string, string];
    const [expansion] = built.ids.deck as [string];
    const state = moved(built.state, [
      [post, Z.space('L1')],
      [card, Z.on(post)],
    ]);
    const used = run(state, [{ type: 'ActivateCard', actor: 'p1', card, ability: 'expansion' }]);
    expect(ofType(used.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[expansion, Z.on(post)]]);
    expect(refused(used.state, { type: 'ActivateCard', actor: 'p1', card, ability: 'expansion' })).toBe('ONCE_PER_GAME');
  });
  it('does not apply: on the table (not on a facility) nothing is downloaded', () => {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Where Opportunities Are Made'], drawTop: ['Cross-Quadrant Expansion'] });
    const card = built.ids.hand[0]!;
    const state = moved(built.state, [[card, Z.table('p1')]]);
    const used = run(state, [{ type: 'ActivateCard', actor: 'p1', card, ability: 'expansion' }]);
    expect(ofType(used.events, 'CardDownloaded')).toEqual([]);
  });
});

describe('184_029 Assemble Rescue Team: at the start of your turn, while your unique Ferengi is a captive, you may download a rescuer or a rescue card', () => {
  const given = (captive = true) => {
    const built = scene({ missions: ['Avert Disaster'], hand: ['Assemble Rescue Team', 'Rom', 'Nog', "The Emperor's New Cloak", { skills: 'OFFICER', affiliation: 'Ferengi' }] });
    const [team, rom, nog, cloak, stranger] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [
      [team, Z.table('p1')],
      [rom, captive ? Z.held('p2', 'L1') : Z.surface('L1')],
      [nog, Z.draw('p1')],
      [cloak, Z.draw('p1')],
      [stranger, Z.draw('p1')],
    ]);
    return { state, team, nog, cloak, stranger };
  };
  const end = (actor: 'p1' | 'p2') => ({ type: 'EndTurn' as const, actor });
  it('applies: Rom held by p2 — at p1’s next turn Nog and The Emperor’s New Cloak are offered (not the stranger); the Cloak goes to p1’s table', () => {
    const { state, team, nog, cloak, stranger } = given();
    const turn = run(state, [end('p1'), end('p2')]);
    expect(turn.state.pendingChoice).toMatchObject({ player: 'p1', source: team });
    expect(turn.state.pendingChoice!.options).toEqual(expect.arrayContaining([nog, cloak]));
    expect(turn.state.pendingChoice!.options).not.toContain(stranger);
    const taken = run(turn.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [cloak] }]);
    expect(taken.state.cards[cloak]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: no Ferengi of p1’s held captive — nothing offered', () => {
    const { state, team } = given(false);
    const turn = run(state, [end('p1'), end('p2')]);
    // Queued as the turn begins, its condition read as it is offered: it lapses, nothing is asked.
    expect(ofType(turn.events, 'TurnStartActionOffered').map((e) => [e.card, e.held])).toEqual([[team, false]]);
    expect(turn.state.pendingChoice ?? null).toBeNull();
  });
});

describe("117_040 Quark's Isolinear Rods: its owner ignores each of the opponent's Computer Crash", () => {
  const given = (crashOwner: 'p1' | 'p2') => {
    const built = withDeck({ missions: ['Excavation'], hand: ["Quark's Isolinear Rods", 'Computer Crash'], deck: [realCard('117_097')] });
    const [rods, crash] = built.hand as [string, string];
    const state = moved(built.state, [[rods, Z.table('p1')], [crash, Z.table(crashOwner)]]);
    const owned = crashOwner === 'p2' ? ({ ...state, cards: { ...state.cards, [crash]: { ...state.cards[crash]!, owner: 'p2' as const } } } as GameState) : state;
    return { state: owned, rods, quark: built.deck[0]! };
  };
  const download = (card: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'download-to-hand', target });
  it("applies: with p2's Computer Crash on the table, p1 still downloads Quark to hand with the Rods", () => {
    const { state, rods, quark } = given('p2');
    expect(run(state, [download(rods, quark)]).state.cards[quark]!.zone).toBe(Z.hand('p1'));
  });
  it("does not apply: p1's own Computer Crash still forbids the download", () => {
    const { state, rods, quark } = given('p1');
    expect(refused(state, download(rods, quark))).not.toBeNull();
  });
});

describe('122_021 Self-Sealing Stem Bolts: once each turn, downloaded from the deck to replace your equipment at a homeworld; or, with Jake or Nog present, replaced by one', () => {
  const use = (card: string, ability: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability, target });
  const given = (mission: string, crew: readonly (string | { skills: string })[] = [{ skills: 'OFFICER' }]) => {
    const built = scene({ missions: [mission], awayTeam: crew, equipment: ['Tricorder'], drawTop: ['Self-Sealing Stem Bolts', 'Ferengi PADD'] });
    const [bolts, padd] = built.ids.deck as [string, string];
    return { state: built.state, bolts, padd, tricorder: built.ids.equipment[0]! };
  };
  it('applies: at a homeworld the Stem Bolts come from the deck where the Tricorder was (discarded); a second swap this turn is refused', () => {
    const { state, bolts, tricorder } = given('Orb Negotiations');
    const swapped = run(state, [use(bolts, 'replace-other', tricorder)]);
    expect([swapped.state.cards[bolts]!.zone, swapped.state.cards[tricorder]!.zone]).toEqual([Z.surface('L1'), Z.discard('p1')]);
    expect(refused(swapped.state, use(bolts, 'be-replaced', swapped.state.zones[Z.draw('p1')]![0]!))).not.toBeNull();
  });
  it('applies the other way: with Nog present, a Ferengi PADD from the deck replaces the Stem Bolts in play', () => {
    const { state, bolts, padd } = given('Orb Negotiations', ['Nog']);
    const placed = moved(state, [[bolts, Z.surface('L1')]]);
    const swapped = run(placed, [use(bolts, 'be-replaced', padd)]);
    expect([swapped.state.cards[padd]!.zone, swapped.state.cards[bolts]!.zone]).toEqual([Z.surface('L1'), Z.discard('p1')]);
  });
  it('does not apply: not at a homeworld; the other way without Jake or Nog present', () => {
    const away = given('Excavation');
    expect(refused(away.state, use(away.bolts, 'replace-other', away.tricorder))).not.toBeNull();
    const { state, bolts, padd } = given('Orb Negotiations');
    expect(refused(moved(state, [[bolts, Z.surface('L1')]]), use(bolts, 'be-replaced', padd))).not.toBeNull();
  });
});

describe('117_035 Dabo: on Quark’s Bar, a player with a personnel there wagers up to three discards and probes; a win scores 2 a card, a loss feeds the bar’s controller (Latinum or a card per dabo girl, with Quark there)', () => {
  const given = () => {
    const { state, id } = siteScene([
      { label: 'nor', owner: 'p1', at: 'L1', card: '112_082' },
      { label: 'bar', owner: 'p1', at: { row: 'nor' }, card: "Quark's Bar" },
      { label: 'dabo', owner: 'p1', at: { on: 'bar' }, card: 'Dabo' },
      { label: 'quark', owner: 'p1', at: { at: 'bar' }, card: 'Quark' },
      { label: 'leeta', owner: 'p1', at: { at: 'bar' }, card: 'Leeta' },
      { label: 'guest', owner: 'p2', at: { at: 'bar' }, card: { skills: 'OFFICER' } },
      { label: 'w1', owner: 'p1', at: 'hand', card: 'Tricorder' },
      { label: 'w2', owner: 'p1', at: 'hand', card: 'Ferengi PADD' },
      { label: 'amanda', owner: 'p1', at: 'hand', card: 'Amanda Rogers' },
      { label: 'x1', owner: 'p2', at: 'hand', card: 'Tricorder' },
      { label: 'probeWin', owner: 'p1', at: 'hand', card: 'Ferengi PADD' },
      { label: 'probeLose', owner: 'p2', at: 'hand', card: 'Palor Toff: Alien Trader' },
      { label: 'latinum', owner: 'p1', at: 'hand', card: 'Gold-Pressed Latinum' },
    ]);
    const discards = moved(state, [
      [id('w1'), Z.discard('p1')],
      [id('w2'), Z.discard('p1')],
      [id('amanda'), Z.discard('p1')],
      [id('x1'), Z.discard('p2')],
      [id('latinum'), Z.draw('p1')],
    ]);
    const top = (s: GameState, player: 'p1' | 'p2', card: string): GameState => ({ ...s, cards: { ...s.cards, [card]: { ...s.cards[card]!, zone: Z.draw(player) } }, zones: { ...s.zones, [Z.hand(player)]: s.zones[Z.hand(player)]!.filter((one) => one !== card), [Z.draw(player)]: [card, ...s.zones[Z.draw(player)]!] } });
    return { state: top(top(discards, 'p1', id('probeWin')), 'p2', id('probeLose')), id };
  };
  const wager = (actor: 'p1' | 'p2', card: string, target: string) => ({ type: 'ActivateCard' as const, actor, card, ability: 'wager', target });
  it('applies (a win): p1 wagers two discards, the probe card is an Equipment — both to p1’s point area, 4 points', () => {
    const { state, id } = given();
    const won = run(state, [wager('p1', id('dabo'), `${id('w1')}+${id('w2')}`)]);
    expect([won.state.cards[id('w1')]!.zone, won.state.cards[id('w2')]!.zone]).toEqual([Z.bonus('p1'), Z.bonus('p1')]);
    expect(ofType(won.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 4]]);
  });
  it('applies (a loss): p2 wagers on p2’s turn, the probe card is an Interrupt — the wager goes out of play; p1 (Quark and one dabo girl at the bar) downloads a Latinum aboard the bar', () => {
    const { state, id } = given();
    const theirs = { ...state, turn: { ...state.turn!, player: 'p2' }, awaiting: [{ player: 'p2', kind: 'turn' }] } as GameState;
    const lost = run(theirs, [wager('p2', id('dabo'), id('x1'))]);
    expect(lost.state.cards[id('x1')]!.zone).toBe(Z.out('p2'));
    expect(lost.state.pendingChoice).toMatchObject({ player: 'p1', options: [id('latinum')] });
    const downloaded = run(lost.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [id('latinum')] }]);
    expect(downloaded.state.cards[id('latinum')]!.zone).toBe(Z.aboard(id('bar')));
  });
  it('does not apply: Amanda Rogers is no wager; four cards are too many', () => {
    const { state, id } = given();
    expect(refused(state, wager('p1', id('dabo'), id('amanda')))).not.toBeNull();
    expect(refused(state, wager('p1', id('dabo'), `${id('w1')}+${id('w2')}+${id('amanda')}`))).not.toBeNull();
  });
});

/**
 * 1E rulebook › CAPTURE (released); SCORING POINTS; "ONCE PER GAME" AND SIMILAR LIMITS — behaviour/release-rewards.ts (issue 15,
 * helper objb). given (Assemble Rescue Team and Prisoner Exchange on p1's table, p1's ship at `mission`; p2 holds Rom there, p1
 * holds a Klingon of p2's) / when (p1 uses Prisoner Exchange: both captives go back) / then (the offer, the points, the discard).
 */
describe('184_029 Assemble Rescue Team: once per game, when your captured Ferengi is released outside the Alpha Quadrant, you may discard it for its points', () => {
  const given = (mission: string, quadrant: 'Alpha' | 'Gamma') => {
    const built = scene({ missions: [mission], quadrant, ship: ship(), crew: [], hand: ['Assemble Rescue Team', 'Prisoner Exchange', 'Rom'], opponentHand: [{ affiliation: 'Klingon', skills: 'SECURITY' }] });
    const [team, exchange, rom] = built.ids.hand as [string, string, string];
    const klingon = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[team, Z.table('p1')], [exchange, Z.table('p1')], [rom, Z.held('p2', 'L1')], [klingon, Z.held('p1', 'L1')]]);
    return { state, team, exchange, rom, klingon, ship: built.ids.ship! };
  };
  const exchangeFor = (exchange: string, klingon: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card: exchange, ability: 'exchange', target: klingon });
  it('applies: Rom released at Camping Trip (Gamma) — the offer; taking it scores 10 and discards the objective', () => {
    const { state, team, exchange, rom, klingon, ship: vessel } = given('Camping Trip', 'Gamma');
    const released = run(state, [exchangeFor(exchange, klingon)]);
    expect(released.state.cards[rom]!.zone).toBe(Z.aboard(vessel));
    expect(released.state.pendingChoice).toMatchObject({ player: 'p1', source: team, options: ['discard the objective to score its points'] });
    const taken = run(released.state, [{ type: 'MakeChoice', actor: 'p1', chosen: ['discard the objective to score its points'] }]);
    expect(ofType(taken.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 10, true]]);
    expect(taken.state.cards[team]!.zone).toBe(Z.discard('p1'));
  });
  it('declined, the objective stays on the table', () => {
    const { state, team, exchange, klingon } = given('Camping Trip', 'Gamma');
    const declined = run(state, [exchangeFor(exchange, klingon), { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(declined.state.cards[team]!.zone).toBe(Z.table('p1'));
    expect(ofType(declined.events, 'PointsScored')).toEqual([]);
  });
  // A release made by a command that leaves a choice pending (the exchange's download): answered once the choice is made,
  // not lost (release-rewards.ts › ReleasesHeldForAnswer).
  it('applies after a pending choice: p1 exchanges p2’s Rom for a download at Camping Trip — p2’s offer comes once p1 has picked', () => {
    const built = scene({ missions: ['Camping Trip'], quadrant: 'Gamma', ship: ship(), crew: [], hand: ['Prisoner Exchange'], opponentHand: ['Assemble Rescue Team', 'Rom', ship()] });
    const exchange = built.ids.hand[0]!;
    const [team, rom, theirShip] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[exchange, Z.table('p1')], [team, Z.table('p2')], [theirShip, Z.space('L1')], [rom, Z.held('p1', 'L1')]]);
    const exchanged = run(state, [{ type: 'ActivateCard', actor: 'p1', card: exchange, ability: 'exchange-for-download', target: rom }]);
    expect(exchanged.state.cards[rom]!.zone).toBe(Z.aboard(theirShip));
    expect(exchanged.state.pendingChoice).toMatchObject({ player: 'p1', source: exchange });
    expect(exchanged.state.releasesToAnswer).toEqual([{ card: rom, from: Z.held('p1', 'L1') }]);
    const picked = run(exchanged.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(picked.state.pendingChoice).toMatchObject({ player: 'p2', source: team, options: ['discard the objective to score its points'] });
    expect(picked.state.releasesToAnswer).toBeUndefined();
    const taken = run(picked.state, [{ type: 'MakeChoice', actor: 'p2', chosen: ['discard the objective to score its points'] }]);
    expect(ofType(taken.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p2', 10, true]]);
  });
  it('does not apply: Rom released at Avert Disaster (Alpha Quadrant) — nothing offered', () => {
    const { state, exchange, rom, klingon, ship: vessel } = given('Avert Disaster', 'Alpha');
    const released = run(state, [exchangeFor(exchange, klingon)]);
    expect(released.state.cards[rom]!.zone).toBe(Z.aboard(vessel));
    expect(released.state.pendingChoice).toBeFalsy();
  });
});

describe('112_138 HQ: Return Orb to Bajor: its host on Bajor with an Orb artifact of yours present returns it — up to three cards each, 10 points, the objective discarded', () => {
  const given = (mission: string) => {
    const built = scene({ missions: [mission], awayTeam: ['The Emissary'], hand: ['HQ: Return Orb to Bajor', 'Orb Fragment'] });
    const [hq, fragment] = built.ids.hand as [string, string];
    const emissary = built.ids.awayTeam[0]!;
    return { state: moved(built.state, [[fragment, Z.surface('L1')], [hq, Z.on(emissary)]]), hq, emissary };
  };
  it('applies: on Alter Records (Bajor) — 10 points, the objective discarded, up to three cards offered', () => {
    const { state, hq, emissary } = given('Alter Records');
    const returned = run(state, [{ type: 'ActivateCard', actor: 'p1', card: hq, ability: 'return', target: emissary }]);
    expect(ofType(returned.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 10]]);
    expect(returned.state.cards[hq]!.zone).toBe(Z.discard('p1'));
    expect(returned.state.pendingChoice?.options).toHaveLength(3);
  });
  it('does not apply: away from Bajor', () => {
    const { state, hq, emissary } = given('Excavation');
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: hq, ability: 'return', target: emissary })).not.toBeNull();
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING SEED CARDS (an artifact is set aside, earned when the mission is solved);
 * THE CARDS (a card's text overrides the rules) — behaviour/encounter-earnings.ts (issue 15, helper objb).
 * given (p1's Away Team — The Emissary and a Diplomacy personnel — on Excavation, which they cannot solve; Orb Fragment and
 * Horga'hn seeded under it; the objective on The Emissary, or not) / when (AttemptMission) / then (what is earned).
 */
describe('112_138 HQ: Return Orb to Bajor: its host present in the attempt earns an Orb artifact just encountered', () => {
  const given = (withObjective: boolean) => {
    const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Orb Fragment', owner: 'p2' }, { card: "Horga'hn", owner: 'p2' }], awayTeam: ['The Emissary', { skills: 'Diplomacy' }], hand: ['HQ: Return Orb to Bajor'] });
    const [orb, horgahn] = built.ids.seeds as [string, string];
    const hq = built.ids.hand[0]!;
    const state = withObjective ? moved(built.state, [[hq, Z.on(built.ids.awayTeam[0]!)]]) : built.state;
    return { state, orb, horgahn };
  };
  it('applies: the attempt fails, yet the Orb Fragment goes to p1’s hand at once; Horga’hn (no Orb) stays set aside', () => {
    const { state, orb, horgahn } = given(true);
    const tried = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(tried.events, 'MissionSolved')).toEqual([]);
    expect(ofType(tried.events, 'SeedCardEarned').map((e) => [e.card, e.player])).toEqual([[orb, 'p1']]);
    expect(tried.state.cards[orb]!.zone).toBe(Z.hand('p1'));
    expect(tried.state.cards[horgahn]!.zone).toBe(Z.revealed('L1'));
  });
  it('does not apply: without the objective on The Emissary nothing is earned by a failed attempt', () => {
    const { state, orb } = given(false);
    const tried = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(tried.events, 'SeedCardEarned')).toEqual([]);
    expect(tried.state.cards[orb]!.zone).toBe(Z.revealed('L1'));
  });
});
