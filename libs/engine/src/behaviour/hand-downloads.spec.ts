/**
 * Downloads to hand in place of a card draw (issue 15, download): the ability cost `card-draw`
 * (behaviour/draw-replacements.ts) and the target / effect `card-to-download-to-hand` /
 * `download-target-to-hand` (behaviour/hand-downloads.ts).
 *   1E rulebook › DOWNLOADING (search, reshuffle; Clarifications: Downloading — to hand, the opponent
 *   sees the card); › END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of one card draw").
 * given (a play-phase scene: the incident on p1's table, cards in p1's draw deck) /
 * when (ActivateCard, EndTurn) / then (the card in hand, shown, the deck reshuffled, no end-of-turn draw).
 */
import { legalCommands } from '../legal';
import { ofType, person, realCard, withDeck } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate } from '../testing/commands';

const playCard = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card });
const endTurn: Command = { type: 'EndTurn', actor: 'p1' };

/** The incident played from p1's hand onto p1's table, the deck given below it. */
function onTable(incident: string, deck: readonly string[]): { state: GameState; card: string; deck: readonly string[] } {
  const built = withDeck({ missions: ['Excavation'], hand: [incident], deck });
  const card = built.hand[0]!;
  const state = accepted(built.state, playCard(card)).state;
  expect(state.cards[card]!.zone).toBe(Z.table('p1'));
  return { state, card, deck: built.deck };
}

describe('155_029 Officer Exchange Program: once each turn, in place of a card draw, I.K.S. Pagh or a [TNG] personnel naming it in lore to hand', () => {
  it('applies: Zegov (his lore names the I.K.S. Pagh) is taken into hand, shown to p2, the deck reshuffled; the turn ends without a draw', () => {
    expect(realCard('Zegov').lore).toContain('I.K.S. Pagh');
    const { state, card, deck } = onTable('Officer Exchange Program', ['Zegov', 'I.K.S. Pagh', 'Excavation']);
    const [zegov, pagh] = deck as [string, string];
    const use = activate(card, 'download-to-hand', zegov);
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);
    expect(offered).toEqual(expect.arrayContaining([use, activate(card, 'download-to-hand', pagh)]));
    expect(offered).toHaveLength(2);
    const done = accepted(state, use);
    expect(done.state.cards[zegov]!.zone).toBe(Z.hand('p1'));
    expect(ofType(done.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p2', cards: [{ iid: zegov, title: 'Zegov' }] })]);
    expect(ofType(done.events, 'DeckShuffled')).toHaveLength(1);
    // Once each turn, and the draw of this turn is gone.
    expect(refused(done.state, activate(card, 'download-to-hand', pagh))).toBe('ONCE_PER_TURN');
    const ended = run(done.state, [endTurn]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([expect.objectContaining({ player: 'p1', reason: 'replaced-by-download' })]);
    expect(ofType(ended.events, 'CardsDrawn').filter((event) => event.player === 'p1')).toEqual([]);
  });
  it('does not apply: a personnel whose lore names the ship otherwise (Klag: "I.K.C. Pagh") or not at all is no target; unused, the turn ends with the draw', () => {
    expect(realCard('Klag').lore).toContain('I.K.C. Pagh');
    const { state, card, deck } = onTable('Officer Exchange Program', ['Klag', 'Sheriff Worf', 'Excavation']);
    expect(refused(state, activate(card, 'download-to-hand', deck[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'download-to-hand', deck[1]!))).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card)).toEqual([]);
    const ended = run(state, [endTurn]);
    expect(ofType(ended.events, 'DrawSkipped')).toEqual([]);
    expect(ofType(ended.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', reason: 'end-of-turn' })]);
  });
});

describe('192_025 Launch Bay: in place of a card draw, a [Sta] shuttlepod to hand', () => {
  it('applies: Shuttlepod One is taken into hand; a second replacement of the same draw is refused', () => {
    const { state, card, deck } = onTable('Launch Bay', ['Shuttlepod One', 'Shuttlepod Two', 'Excavation']);
    const [one, two] = deck as [string, string];
    const done = accepted(state, activate(card, 'shuttlepod-to-hand', one)).state;
    expect(done.cards[one]!.zone).toBe(Z.hand('p1'));
    expect(refused(done, activate(card, 'shuttlepod-to-hand', two))).toBe('DRAW_ALREADY_REPLACED');
  });
  it("does not apply: a ship that is not a Starfleet shuttlepod is no target; on the opponent's turn the draw is not theirs to replace", () => {
    const { state, card, deck } = onTable('Launch Bay', ['Type 18 Shuttlepod', 'Shuttlepod One', 'Excavation']);
    const [federation, one] = deck as [string, string];
    expect(refused(state, activate(card, 'shuttlepod-to-hand', federation))).toBe('INVALID_TARGET');
    const theirs: GameState = { ...state, turn: { ...state.turn!, player: 'p2' } };
    expect(refused(theirs, activate(card, 'shuttlepod-to-hand', one))).toBe('NOT_YOUR_TURN');
  });
});

describe('155_023 Equipment Replicator: on your non-[DQ] ship requiring [Cmd] (or outpost); once each turn, in place of a card draw, a Kit/PADD/Relay/Scanner/Tricorder aboard', () => {
  const replicate = (card: string, equipment: string, host: string): Command => activate(card, 'replicate', `${equipment}>${host}`);
  /** U.S.S. Galaxy ([Cmd][Stf][Stf]) at L1 with `crew`, the incident in hand, `deck` on top of the draw deck. */
  function aboard(crew: readonly (string | ReturnType<typeof person>)[], deck: readonly string[]) {
    const built = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew, hand: ['Equipment Replicator'], deck });
    const card = built.hand[0]!;
    return { built, card, played: accepted(built.state, { type: 'PlayCard', actor: 'p1', card, target: built.ship }).state };
  }
  it('applies: on the Galaxy with Geordi La Forge ([TNG]) aboard, a Tricorder is downloaded aboard; the turn ends without a draw; seeded on p1’s Federation Outpost in the facility phase', () => {
    const { built, card, played } = aboard(['Geordi La Forge'], ['Tricorder', 'Klingon Disruptor']);
    expect(played.cards[card]!.zone).toBe(Z.on(built.ship));
    const [tricorder] = built.deck as [string];
    const use = replicate(card, tricorder, built.ship);
    expect(legalCommands(played, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card)).toEqual([use]);
    const done = accepted(played, use);
    expect(done.state.cards[tricorder]!.zone).toBe(Z.aboard(built.ship));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: tricorder, to: Z.aboard(built.ship) })]);
    expect(ofType(run(done.state, [endTurn]).events, 'DrawSkipped')).toEqual([expect.objectContaining({ reason: 'replaced-by-download' })]);
    // Three non-[AU] ENGINEERs (no [TNG] personnel) are enough too.
    const engineers = aboard([person({ skills: 'ENGINEER' }), person({ skills: 'ENGINEER' }), person({ skills: 'ENGINEER' })], ['Medical Kit']);
    expect(accepted(engineers.played, replicate(engineers.card, engineers.built.deck[0]!, engineers.built.ship)).state.cards[engineers.built.deck[0]!]!.zone).toBe(Z.aboard(engineers.built.ship));
    // Seeding: on p1's Federation Outpost (facility phase).
    const seed = withDeck({ missions: ['Excavation'], hand: ['Equipment Replicator', 'Federation Outpost'] });
    const [replicator, outpost] = seed.hand as [string, string];
    const facilityPhase = { ...moved(seed.state, [[replicator, Z.seed('p1')], [outpost, Z.space('L1')]]), phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    expect(run(facilityPhase, [{ type: 'SeedOnTable', actor: 'p1', card: replicator, target: outpost }]).state.cards[replicator]!.zone).toBe(Z.on(outpost));
  });
  it('does not apply: two ENGINEERs only (no [TNG] personnel) meet no condition; a Klingon Disruptor is no target; a ship without [Cmd] staffing is no place to play it', () => {
    const { built, card, played } = aboard([person({ skills: 'ENGINEER' }), person({ skills: 'ENGINEER' })], ['Tricorder']);
    expect(refused(played, replicate(card, built.deck[0]!, built.ship))).toBe('ABILITY_CONDITION');
    const geordi = aboard(['Geordi La Forge'], ['Klingon Disruptor']);
    expect(refused(geordi.played, replicate(geordi.card, geordi.built.deck[0]!, geordi.built.ship))).toBe('INVALID_TARGET');
    const runabout = withDeck({ missions: ['Excavation'], ship: realCard('Runabout'), crew: ['Geordi La Forge'], hand: ['Equipment Replicator'] });
    expect(refused(runabout.state, { type: 'PlayCard', actor: 'p1', card: runabout.hand[0]!, target: runabout.ship })).toBe('INVALID_TARGET');
  });
});

describe('117_021 The Ferengi Rules of Acquisition: once each turn, a [Rule] card from hand beneath the deck to draw (your Ferengi present) or to download a [Rule] card to hand (your Nagus present)', () => {
  const use = (card: string, ability: string, target: string): Command => activate(card, ability, target);
  function withRules(awayTeam: readonly (string | ReturnType<typeof person>)[]) {
    const built = withDeck({ missions: ['Excavation'], awayTeam, equipment: ['The Ferengi Rules of Acquisition'], hand: ['34th Rule of Acquisition', 'Tricorder'], deck: ['33rd Rule of Acquisition'] });
    return { state: built.state, card: built.built.ids.equipment[0]!, hand: built.hand, deck: built.deck };
  }
  it('applies: with Krax (a Ferengi Nagus) present, the 34th Rule goes beneath the deck and the 33rd Rule is downloaded to hand; the draw way is then spent too (once each turn for both)', () => {
    const { state, card, hand, deck } = withRules(['Krax']);
    const [rule] = hand as [string];
    const [wanted] = deck as [string];
    const exchange = use(card, 'download', `${rule}>${wanted}`);
    expect(legalCommands(state, 'p1')).toContainEqual(exchange);
    const done = accepted(state, exchange).state;
    expect(done.cards[wanted]!.zone).toBe(Z.hand('p1'));
    expect(cardsIn(done, Z.draw('p1')).at(-1)).toBe(rule);
    expect(refused(done, use(card, 'draw', hand[1]!))).toBe('ONCE_PER_TURN');
    // The draw way, on its own (a Ferengi present is enough): the Rule beneath the deck, one card drawn.
    const drawn = accepted(state, use(card, 'draw', rule));
    expect(ofType(drawn.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [wanted] })]);
    expect(cardsIn(drawn.state, Z.draw('p1')).at(-1)).toBe(rule);
  });
  it('does not apply: a plain Ferengi may draw but not download; with no Ferengi present neither way works; a card without [Rule] is no cost', () => {
    const ferengi = withRules([person({ ch: ['Ferengi'], affiliation: 'Ferengi' })]);
    const [rule, tricorder] = ferengi.hand as [string, string];
    expect(refused(ferengi.state, use(ferengi.card, 'download', `${rule}>${ferengi.deck[0]!}`))).toBe('CONDITION_UNMET');
    expect(refused(ferengi.state, use(ferengi.card, 'draw', tricorder))).toBe('INVALID_TARGET');
    expect(accepted(ferengi.state, use(ferengi.card, 'draw', rule)).state.cards[rule]!.zone).toBe(Z.draw('p1'));
    const none = withRules([person({ skills: 'ENGINEER' })]);
    expect(refused(none.state, use(none.card, 'draw', none.hand[0]!))).toBe('CONDITION_UNMET');
  });
});

describe('125_030 Holoprogram: The Office of Dixon Hill: in place of a card draw, Felix Leech downloaded aboard its host', () => {
  const holodeckShip = () => ({ ...realCard('U.S.S. Galaxy'), ship: { ...realCard('U.S.S. Galaxy').ship!, specialEquipment: ['Holodeck'] } });
  it('applies: on p1’s Holodeck ship, Felix Leech is downloaded aboard and the turn ends without a draw', () => {
    const built = withDeck({ missions: ['Excavation'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: The Office of Dixon Hill'], deck: ['Felix Leech'] });
    const [program] = built.hand as [string];
    const [leech] = built.deck as [string];
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: program, target: built.ship }).state;
    const done = accepted(played, activate(program, 'download-leech', `${leech}>${built.ship}`)).state;
    expect(done.cards[leech]!.zone).toBe(Z.aboard(built.ship));
    expect(ofType(run(done, [endTurn]).events, 'DrawSkipped')).toEqual([expect.objectContaining({ reason: 'replaced-by-download' })]);
  });
  it('does not apply: another personnel is no target; once the draw is replaced (by another card), no download', () => {
    const built = withDeck({ missions: ['Excavation'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: The Office of Dixon Hill', 'Launch Bay'], deck: ['Felix Leech', 'Cyrus Redblock', 'Shuttlepod One'] });
    const [program, bay] = built.hand as [string, string];
    const [leech, redblock, pod] = built.deck as [string, string, string];
    const played = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: program, target: built.ship }).state;
    expect(refused(played, activate(program, 'download-leech', `${redblock}>${built.ship}`))).toBe('INVALID_TARGET');
    const fresh: GameState = { ...played, turn: { ...played.turn!, normalCardPlayUsed: false } };
    const withBay = accepted(fresh, { type: 'PlayCard', actor: 'p1', card: bay }).state;
    const replaced = accepted(withBay, activate(bay, 'shuttlepod-to-hand', pod)).state;
    expect(refused(replaced, activate(program, 'download-leech', `${leech}>${built.ship}`))).toBe('DRAW_ALREADY_REPLACED');
  });
});
