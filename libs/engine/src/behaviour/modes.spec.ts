/**
 * Issue 15 (modes): a card played one of several ways (`PlayCard.mode`, "… OR …") and a "may" part
 * its player declines (`PlayCard.decline`, `EndTurn.decline`, the `may` word); the cards they unlock.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS (the card does
 *   what its text says, one way when it says "OR"); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS (once each turn); END OF TURN.
 * given (a play-phase scene) / when (PlayCard, EndTurn) / then (the facts).
 */
import { play as run, moved, refused } from '../testing/scenario';
import { legalCommands } from '../legal';
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';

const play = (
  card: string,
  extra: { target?: string; mode?: number; decline?: true } = {},
  actor: PlayerId = 'p1',
): Command => ({ type: 'PlayCard', actor, card, ...extra });
const end = (actor: PlayerId, decline?: true): Command => ({
  type: 'EndTurn',
  actor,
  ...(decline ? { decline } : {}),
});
const attrs = (state: GameState, iid: string) => {
  const member = memberOf(state, iid);
  return [member.integrity, member.cunning, member.strength];
};
const withIcons = (card: Card, codes: string[]): Card => ({
  ...card,
  icons: codes.map((code) => ({ code, name: code, category: 'other' })),
});
const offered = (state: Parameters<typeof legalCommands>[0], card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => {
      const { target, mode, decline } = cmd as { target?: string; mode?: number; decline?: true };
      return { target, mode, decline };
    });

describe('123_072 Mutation (interrupt, two ways: shuffle two discards back OR, once each turn, discard one to draw two)', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Mutation', { skills: 'OFFICER' }],
      opponentHand: [{ skills: 'OFFICER' }, { skills: 'OFFICER' }],
    });
    const [mutation, spare] = built.ids.hand as [string, string];
    const [a, b] = built.ids.opponentHand as [string, string];
    return {
      state: moved(built.state, [
        [a, Z.discard('p2')],
        [b, Z.discard('p2')],
      ]),
      mutation,
      spare,
      a,
      b,
    };
  };
  it('legalCommands offers each way with its own targets: way 0 per player, way 1 per card in hand', () => {
    const { state, mutation, spare } = given();
    expect(offered(state, mutation)).toEqual([
      { target: 'p1', mode: 0, decline: undefined },
      { target: 'p2', mode: 0, decline: undefined },
      { target: spare, mode: 1, decline: undefined },
    ]);
  });
  it('way 0: the top two of p2’s discard pile go into p2’s draw deck (the same as naming no way)', () => {
    const { state, mutation, a, b } = given();
    for (const extra of [{ target: 'p2', mode: 0 }, { target: 'p2' }]) {
      const after = run(state, [play(mutation, extra)]).state;
      expect([after.cards[a]!.zone, after.cards[b]!.zone]).toEqual([Z.draw('p2'), Z.draw('p2')]);
    }
  });
  it('way 1: the chosen card is discarded and p1 draws two; a second Mutation that turn in way 1 is refused (once each turn)', () => {
    const { state, mutation, spare, a } = given();
    const after = run(state, [play(mutation, { target: spare, mode: 1 })]);
    expect(after.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([
      ['p1', 2],
    ]);
    expect(after.state.cards[a]!.zone).toBe(Z.discard('p2'));
    const again = moved(after.state, [[mutation, Z.hand('p1')]]);
    const [drawn] = cardsIn(again, Z.hand('p1')).filter((iid) => iid !== mutation);
    expect(refused(again, play(mutation, { target: drawn!, mode: 1 }))).toBe('ONCE_PER_TURN');
  });
  it('refused: a way the card does not have, a way with the other way’s target, declining what is not optional', () => {
    const { state, mutation, spare } = given();
    expect(refused(state, play(mutation, { target: 'p2', mode: 2 }))).toBe('INVALID_MODE');
    expect(refused(state, play(mutation, { target: 'p2', mode: 1 }))).toBe('INVALID_TARGET');
    expect(refused(state, play(mutation, { target: spare, decline: true, mode: 1 }))).toBe(
      'NOTHING_TO_DECLINE',
    );
  });
});

describe('109_036 Wall of Ships (event, two ways: on the table, Enterprises +1 RANGE, WEAPONS, SHIELDS OR download an Enterprise)', () => {
  it('way 1 downloads the Enterprise from the draw deck to the outpost and the event is discarded; way 0 stays on the table', () => {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Wall of Ships', realCard('U.S.S. Enterprise'), 'Federation Outpost'],
    });
    const [wall, enterprise, outpost] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [enterprise, Z.draw('p1')],
      [outpost, Z.space('L1')],
    ]);
    expect(offered(state, wall)).toEqual([
      { target: undefined, mode: 0, decline: undefined },
      { target: `${enterprise}>${outpost}`, mode: 1, decline: undefined },
    ]);
    const fetched = run(state, [play(wall, { target: `${enterprise}>${outpost}`, mode: 1 })]).state;
    expect(fetched.cards[wall]!.zone).toBe(Z.discard('p1'));
    expect(fetched.cards[enterprise]!.zone).toBe(Z.docked(outpost));
    const tabled = run(state, [play(wall, { mode: 0 })]).state;
    expect(tabled.cards[wall]!.zone).toBe(Z.table('p1'));
    expect(tabled.cards[enterprise]!.zone).toBe(Z.draw('p1'));
  });
  it('without an Enterprise to fetch, only the table way is offered', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Wall of Ships'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([
      { target: undefined, mode: 0, decline: undefined },
    ]);
  });
});

describe('167_016 Bajor for Bajorans (event: at the end of your turns, with only Bajoran personnel, you MAY draw one more)', () => {
  const given = (affiliation: string) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ affiliation: 'Bajoran' }, { affiliation }],
      hand: ['Bajor for Bajorans'],
    });
    return moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
  };
  it('EndTurn offered both ways; accepted: two draws; declined: the normal draw only', () => {
    const state = given('Bajoran');
    const ends = legalCommands(state, 'p1').filter((cmd) => cmd.type === 'EndTurn');
    expect(ends).toEqual([end('p1'), end('p1', true)]);
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
    const declined = run(state, [end('p1', true)]).events;
    expect(ofType(declined, 'CardsDrawn').length).toBe(1);
    expect(ofType(declined, 'CardEffectResolved').map((e) => e.effect)).toContain(
      'optional part declined',
    );
  });
  it('with a non-Bajoran in play: no extra draw either way', () => {
    const state = given('Federation');
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(1);
  });
  it('without such a card on the table, EndTurn is offered once and declining is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Bajor for Bajorans'] });
    expect(legalCommands(built.state, 'p1').filter((cmd) => cmd.type === 'EndTurn')).toEqual([
      end('p1'),
    ]);
    expect(refused(built.state, end('p1', true))).toBe('NOTHING_TO_DECLINE');
  });
});

describe('181_020 The Best of a Bad Life (event, two ways: on the table, Alliance Non-Aligned +1 OR up to two such cards from discard to hand)', () => {
  const given = () => {
    const alliance = withIcons(person({ affiliation: 'Non-Aligned' }), ['KCA']);
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [alliance],
      hand: [
        'The Best of a Bad Life',
        withIcons(person({ affiliation: 'Non-Aligned' }), ['KCA']),
        withIcons(person({ affiliation: 'Non-Aligned' }), ['KCA']),
        person({ affiliation: 'Non-Aligned' }),
      ],
    });
    const [event, a, b, plain] = built.ids.hand as [string, string, string, string];
    return {
      state: moved(built.state, [
        [a, Z.discard('p1')],
        [b, Z.discard('p1')],
        [plain, Z.discard('p1')],
      ]),
      event,
      a,
      b,
      plain,
      member: built.ids.awayTeam[0]!,
    };
  };
  it('way 1 is offered for none and each Alliance card (never the plain Non-Aligned one); played: both back to hand, the event discarded', () => {
    const { state, event, a, b, member } = given();
    expect(
      offered(state, event)
        .filter((way) => way.mode === 1)
        .map((way) => way.target),
    ).toEqual(['none', a, b]); // sets of several are legal through decide (as for Renewal Scroll)
    const after = run(state, [play(event, { target: `${a}+${b}`, mode: 1 })]).state;
    expect([after.cards[a]!.zone, after.cards[b]!.zone, after.cards[event]!.zone]).toEqual([
      Z.hand('p1'),
      Z.hand('p1'),
      Z.discard('p1'),
    ]);
    expect(attrs(after, member)).toEqual([5, 5, 5]);
  });
  it('way 0: on the table, the Alliance personnel is 6/6/6; the plain Non-Aligned card is no target of way 1', () => {
    const { state, event, plain, member } = given();
    const after = run(state, [play(event, { mode: 0 })]).state;
    expect([after.cards[event]!.zone, attrs(after, member)]).toEqual([Z.table('p1'), [6, 6, 6]]);
    expect(refused(state, play(event, { target: plain, mode: 1 }))).toBe('INVALID_TARGET');
  });
});

describe('167_019 Raktajino (event, two ways: a unique personnel +2 until the end of the turn OR the bottom three personnel/ships of your discard pile back into the deck)', () => {
  it('way 1: the three lowest personnel or ships of the discard pile (an event among them skipped, the fourth kept) go into the draw deck; the event is discarded', () => {
    const built = scene({
      missions: ['Excavation'],
      hand: [
        'Raktajino',
        { skills: 'OFFICER' },
        'Wall of Ships',
        ship(),
        { skills: 'ENGINEER' },
        { skills: 'MEDICAL' },
      ],
    });
    const [rak, first, event, second, third, fourth] = built.ids.hand as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const state = moved(
      built.state,
      [first, event, second, third, fourth].map(
        (iid) => [iid, Z.discard('p1')] as [string, string],
      ),
    );
    expect(offered(state, rak).filter((way) => way.mode === 1)).toEqual([
      { target: undefined, mode: 1, decline: undefined },
    ]);
    const after = run(state, [play(rak, { mode: 1 })]).state;
    expect([first, second, third].map((iid) => after.cards[iid]!.zone)).toEqual([
      Z.draw('p1'),
      Z.draw('p1'),
      Z.draw('p1'),
    ]);
    expect([after.cards[event]!.zone, after.cards[fourth]!.zone, after.cards[rak]!.zone]).toEqual([
      Z.discard('p1'),
      Z.discard('p1'),
      Z.discard('p1'),
    ]);
  });
  it('way 0 (the default): a unique personnel is 7/7/7 and the discard pile is untouched; way 1 takes no target', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'OFFICER', universal: false }],
      hand: ['Raktajino', { skills: 'OFFICER' }],
    });
    const [rak, spare] = built.ids.hand as [string, string];
    const unique = built.ids.awayTeam[0]!;
    const state = moved(built.state, [[spare, Z.discard('p1')]]);
    const after = run(state, [play(rak, { target: unique, mode: 0 })]).state;
    expect([attrs(after, unique), after.cards[spare]!.zone]).toEqual([[7, 7, 7], Z.discard('p1')]);
    expect(refused(state, play(rak, { target: unique, mode: 1 }))).toBe('NO_TARGET');
  });
});

describe("141_012 We're Ready (event: with three [Sta] personnel; at the end of your turns, with no Non-Aligned card in play, you MAY draw one more)", () => {
  // [Sta] is the Starfleet affiliation (as the card list gives it: Phlox has affiliation Starfleet and no 'Sta' icon code)
  const starfleet = () => person({ skills: 'OFFICER', affiliation: 'Starfleet' });
  it('played with three [Sta] personnel (refused with two); at the end of the turn: accepted two draws, declined one', () => {
    const few = scene({
      missions: ['Excavation'],
      awayTeam: [starfleet(), starfleet()],
      hand: ["We're Ready"],
    });
    expect(refused(few.state, play(few.ids.hand[0]!))).toBe('PLAY_CONDITION');
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [starfleet(), starfleet(), starfleet()],
      hand: ["We're Ready"],
    });
    const played = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(played.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(ofType(run(played, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
    expect(ofType(run(played, [end('p1', true)]).events, 'CardsDrawn').length).toBe(1);
  });
  it('with a Non-Aligned personnel of yours in play: no extra draw', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [starfleet(), person({ affiliation: 'Non-Aligned', title: 'Drifter' })],
      hand: ["We're Ready"],
    });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    const events = run(state, [end('p1')]).events;
    expect(ofType(events, 'CardsDrawn').length).toBe(1);
    expect(ofType(events, 'CardEffectResolved').map((e) => e.effect)).toContain(
      'condition not met (Drifter in play)',
    );
  });
});

describe('212_013 Five-Year Mission (event seeded on the table: at the end of your turns, with only [OS] personnel and ships, you MAY draw one more; immune to Kevin Uxbridge)', () => {
  const classic = () => withIcons(person({ skills: 'OFFICER' }), ['OS']);
  it('only [OS] personnel in play: EndTurn offered both ways; accepted two draws, declined one', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [classic(), classic()],
      hand: ['Five-Year Mission'],
    });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect(legalCommands(state, 'p1').filter((cmd) => cmd.type === 'EndTurn')).toEqual([
      end('p1'),
      end('p1', true),
    ]);
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
    expect(ofType(run(state, [end('p1', true)]).events, 'CardsDrawn').length).toBe(1);
  });
  it('a ship without [OS] in play: no extra draw', () => {
    const built = scene({
      missions: ['Excavation'],
      ship: ship(),
      crew: [classic()],
      hand: ['Five-Year Mission'],
    });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(1);
  });
  it('Kevin Uxbridge may not target it (another event on the table he may)', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [classic()],
      hand: ['Five-Year Mission', 'Kevin Uxbridge', 'Wall of Ships'],
    });
    const [mission, kevin, wall] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [mission, Z.table('p1')],
      [wall, Z.table('p1')],
    ]);
    expect(refused(state, play(kevin, { target: mission }))).toBe('INVALID_TARGET');
    expect(refused(state, play(kevin, { target: wall }))).toBeNull();
  });
});

describe('an extra draw at the end of your turns that you MAY decline (EndTurn.decline): 132_057 Surprise Party, 245_008 Latest Provocation, 234_007 The Undiscovered Country, 167_029 New Arrivals', () => {
  const cases: [string, Card[]][] = [
    ['Surprise Party', [person({ affiliation: 'Federation' })]],
    ['Latest Provocation', [person({ affiliation: 'Cardassian' })]],
    ['The Undiscovered Country', [withIcons(person({ affiliation: 'Klingon' }), ['Films'])]],
    ['New Arrivals', [person({ affiliation: 'Bajoran' })]],
  ];
  it.each(cases)(
    '%s on the table: EndTurn offered both ways; accepted two draws, declined one',
    (title, team) => {
      const built = scene({ missions: ['Excavation'], awayTeam: team, hand: [title] });
      const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
      expect(legalCommands(state, 'p1').filter((cmd) => cmd.type === 'EndTurn')).toEqual([
        end('p1'),
        end('p1', true),
      ]);
      expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
      expect(ofType(run(state, [end('p1', true)]).events, 'CardsDrawn').length).toBe(1);
    },
  );
  it('Latest Provocation, The Undiscovered Country: with a personnel the card does not allow, no extra draw and nothing to decline', () => {
    for (const [title, team] of [
      ['Latest Provocation', [person({ affiliation: 'Bajoran' })]],
      ['The Undiscovered Country', [person({ affiliation: 'Klingon' })]],
    ] as [string, Card[]][]) {
      const built = scene({ missions: ['Excavation'], awayTeam: team, hand: [title] });
      const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
      expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(1);
    }
  });
});

describe('141_014 Absolute Power (interrupt, two ways: once each turn kill your augment to draw three OR once per game kill your personnel to unstop your augments of its affiliation)', () => {
  const augment = (affiliation: string) =>
    person({ skills: 'SECURITY', affiliation, ch: ['Human', 'Augment'] });
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        person({ skills: 'OFFICER', affiliation: 'Federation' }),
        augment('Federation'),
        augment('Klingon'),
      ],
      hand: ['Absolute Power', 'Absolute Power'],
    });
    const [victim, fed, kli] = built.ids.awayTeam as [string, string, string];
    const stop = (card: string) => ({ type: 'CardStopped', card }) as GameEvent;
    return {
      state: evolveAll([stop(fed), stop(kli)], built.state),
      victim,
      fed,
      kli,
      cards: built.ids.hand as [string, string],
    };
  };
  it('way 1: the Federation personnel dies and the Federation augment is unstopped, the Klingon augment not; no draw; a second way 1 is refused (once per game)', () => {
    const { state, victim, fed, kli, cards } = given();
    expect(
      offered(state, cards[0])
        .filter((way) => way.mode === 1)
        .map((way) => way.target),
    ).toEqual([victim, fed, kli]);
    const after = run(state, [play(cards[0], { target: victim, mode: 1 })]);
    expect(after.state.cards[victim]!.zone).toBe(Z.discard('p1'));
    expect([after.state.cards[fed]!.stopped, after.state.cards[kli]!.stopped]).toEqual([
      false,
      true,
    ]);
    expect(ofType(after.events, 'CardsDrawn')).toEqual([]);
    expect(refused(after.state, play(cards[1], { target: kli, mode: 1 }))).toBe('ONCE_PER_GAME');
  });
  it('way 0 (the default): an augment dies and p1 draws three; nobody is unstopped; a non-augment is no target of way 0', () => {
    const { state, victim, fed, kli, cards } = given();
    expect(refused(state, play(cards[0], { target: victim, mode: 0 }))).toBe('INVALID_TARGET');
    const after = run(state, [play(cards[0], { target: kli })]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3]);
    expect(after.state.cards[fed]!.stopped).toBe(true);
  });
});

describe('219_012 Strategic Sector (event on a mission in a region: you MAY draw one per two missions there, plus one without a facility of yours there; PlayCard.decline)', () => {
  const given = (region?: string) =>
    scene({
      missions: ['Excavation', 'Study Stellar Collision', 'Relief Mission'],
      ...(region ? { region } : {}),
      hand: ['Strategic Sector', 'Federation Outpost'],
    });
  it('three missions in the region, no facility: offered per mission, each also declined; accepted two drawn, declined none; the event is discarded', () => {
    const built = given('Test Region');
    const card = built.ids.hand[0]!;
    expect(offered(built.state, card)).toEqual(
      [undefined, true].flatMap((decline) =>
        ['L1', 'L2', 'L3'].map((target) => ({ target, mode: undefined, decline })),
      ),
    );
    const accepted = run(built.state, [play(card, { target: 'L2' })]);
    expect(ofType(accepted.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
    expect(accepted.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const declined = run(built.state, [play(card, { target: 'L2', decline: true })]);
    expect(ofType(declined.events, 'CardsDrawn')).toEqual([]);
    expect(declined.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('with your outpost in the region: one card; missions in no region: no target', () => {
    const built = given('Test Region');
    const [card, outpost] = built.ids.hand as [string, string];
    const state = moved(built.state, [[outpost, Z.space('L3')]]);
    expect(
      ofType(run(state, [play(card, { target: 'L1' })]).events, 'CardsDrawn').map(
        (e) => e.cards.length,
      ),
    ).toEqual([1]);
    const plain = given();
    expect(offered(plain.state, plain.ids.hand[0]!)).toEqual([]);
    expect(refused(plain.state, play(plain.ids.hand[0]!, { target: 'L1' }))).toBe('INVALID_TARGET');
  });
});
