/**
 * Issue 15 (helper outside): cards brought from outside the game (behaviour/outside-the-game.ts) and the cards that fetch
 * them. 1E rulebook › OUT-OF-PLAY ("conceptually outside the game"); DOWNLOADING.
 * given / when / then scenarios, each with the path where the card applies and where it does not.
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, create, deckFromText, moved, play as run, refused, starterTexts } from '../testing/scenario';
import { bp } from '../context';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import type { Command, GameEvent, GameState } from '../types';
import { view } from '../view';
import { Z } from '../zones';

/**
 * The engine's part: the cards a player declares as brought from outside the game (`PlayerSetup.outside`).
 * given (two starter decks, p1 bringing two copies of a card from outside the game) / when (CreateGame) / then (both copies
 * lie in `outside:p1`, face down, seen by p1 and hidden from p2; the deck zones hold what they held without them).
 */
describe('cards brought from outside the game at creation', () => {
  it('are placed in the owner\'s outside zone, seen by the owner only, and not in any deck', () => {
    const texts = starterTexts();
    const p1 = deckFromText('Federation', texts.federation);
    const p2 = deckFromText('Klingon', texts.klingon);
    const brought = p1.deck.find((entry) => entry.zone === 'draw')!.card;
    const plain = create([p1, p2]).state;
    const { state } = create([{ ...p1, outside: [{ card: brought, count: 2 }] }, p2]);
    const outside = state.zones[Z.outside('p1')] ?? [];
    expect(outside).toHaveLength(2);
    expect(outside.map((iid) => state.cards[iid]!.blueprint)).toEqual([brought.id, brought.id]);
    expect(outside.every((iid) => !state.cards[iid]!.faceUp)).toBe(true);
    expect((state.zones[Z.draw('p1')] ?? []).length).toBe((plain.zones[Z.draw('p1')] ?? []).length);
    expect(view(state, { player: 'p1' }).zones[Z.outside('p1')]!.every((card) => !('hidden' in card))).toBe(true);
    expect(view(state, { player: 'p2' }).zones[Z.outside('p1')]!.every((card) => 'hidden' in card)).toBe(true);
    // Without `outside` nothing changes (the instance numbering of existing games is kept).
    expect(plain.zones[Z.outside('p1')]).toBeUndefined();
  });
});

describe('cards brought from outside the game, from a deck list', () => {
  it('an "Outside the Game" section becomes PlayerSetup.outside (toPlayerSetup), placed in the outside zone; a list without one has none', () => {
    const texts = starterTexts();
    const p1 = deckFromText('Federation', `${texts.federation}\nOutside the Game:\n2x Chalnoth\n`);
    expect(p1.outside?.map((entry) => [entry.card.title, entry.count])).toEqual([['Chalnoth', 2]]);
    const plain = deckFromText('Federation', texts.federation);
    expect(plain.outside).toBeUndefined();
    expect(p1.deck).toEqual(plain.deck);
    const { state } = create([p1, deckFromText('Klingon', texts.klingon)]);
    expect((state.zones[Z.outside('p1')] ?? []).map((iid) => bp(state, iid).title)).toEqual(['Chalnoth', 'Chalnoth']);
  });
});

function passAll(state: GameState): GameState {
  let current = state;
  for (let guard = 0; guard < 10 && current.windows?.at(-1); guard += 1)
    current = run(current, [{ type: 'PassResponse', actor: current.windows.at(-1)!.player }]).state;
  return current;
}

/**
 * Trust Me (105_102; when-cards-played.ts `by: 'opponent'`, `notTargeting`; choices.ts pools `ways` and `outside`). Q-Flash ›
 * "you" the victim (p1), "opponent" the Q-Continuum's owner (p2).
 * given (Trust Me on p2's table; p1 holding Amanda Rogers; p2 having brought `outside` from outside the game) / when (on p2's
 * turn p2 plays Fire Sculptor; p1 answers it with Amanda Rogers; p2 takes the way, then picks two) / then (the two picked are in
 * p2's discard pile, the rest stay outside; the artifact is never offered) — and nothing when p2 declines, or when Amanda
 * Rogers nullifies a Q-icon card (Scottish Setter).
 */
describe('105_102 Trust Me: each Amanda Rogers the victim plays lets the owner bring two non-artifacts from outside the game into their discard pile', () => {
  function given(outside: readonly string[] = ['Kevin Uxbridge', 'Q2', 'Red Alert!', "Horga'hn"]) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'SECURITY', title: 'Guard' }],
      hand: ['Amanda Rogers', 'Wormhole'],
      opponentHand: ['Trust Me', 'Fire Sculptor', 'Scottish Setter', ...outside],
    });
    const [guard] = built.ids.awayTeam as [string];
    const [amanda, wormhole] = built.ids.hand as [string, string];
    const [trust, sculptor, setter, ...brought] = built.ids.opponentHand as [string, string, string, ...string[]];
    const state = moved(evolveAll([...built.events, { type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent]), [
      [trust, Z.table('p2')],
      [wormhole, Z.discard('p1')],
      ...brought.map((iid) => [iid, Z.outside('p2')] as [string, string]),
    ]);
    return { state, guard, amanda, wormhole, trust, sculptor, setter, brought };
  }
  function answered(setup: ReturnType<typeof given>) {
    const played = run(setup.state, [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'PlayCard', actor: 'p2', card: setup.sculptor, mode: 1, target: setup.wormhole },
    ]).state;
    return run(played, [{ type: 'PlayCard', actor: 'p1', card: setup.amanda, target: setup.sculptor }]).state;
  }

  it('applies: p2 takes the way and picks two of the three non-artifacts — those two go to p2\'s discard pile, the others stay outside', () => {
    const setup = given();
    const [kevin, q2, alert, horgahn] = setup.brought as [string, string, string, string];
    const asked = answered(setup);
    expect(legalCommands(asked, 'p2')).toContainEqual({ type: 'MakeChoice', actor: 'p2', chosen: ['from-outside'] });
    const taken = run(asked, [{ type: 'MakeChoice', actor: 'p2', chosen: ['from-outside'] }]).state;
    // The artifact is not an option; the pick is exactly two.
    expect([...taken.pendingChoice!.options].sort()).toEqual([kevin, q2, alert].sort());
    expect([taken.pendingChoice!.min, taken.pendingChoice!.max]).toEqual([2, 2]);
    expect(legalCommands(taken, 'p2')).not.toContainEqual({ type: 'MakeChoice', actor: 'p2', chosen: [horgahn] });
    const after = passAll(run(taken, [{ type: 'MakeChoice', actor: 'p2', chosen: [kevin, q2] }]).state);
    expect([kevin, q2, alert, horgahn].map((iid) => after.cards[iid]!.zone)).toEqual([Z.discard('p2'), Z.discard('p2'), Z.outside('p2'), Z.outside('p2')]);
    expect(after.cards[kevin]!.faceUp).toBe(true);
    // Amanda Rogers still did her work: Fire Sculptor was nullified.
    expect(after.cards[setup.sculptor]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[setup.amanda]!.zone).toBe(Z.discard('p1'));
  });
  it('applies: with only two non-artifacts outside the game, taking the way brings both at once', () => {
    const setup = given(['Kevin Uxbridge', "Horga'hn", 'Red Alert!']);
    const [kevin, horgahn, alert] = setup.brought as [string, string, string];
    const after = run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: ['from-outside'] }]).state;
    expect([kevin, alert, horgahn].map((iid) => after.cards[iid]!.zone)).toEqual([Z.discard('p2'), Z.discard('p2'), Z.outside('p2')]);
  });
  it('does not apply: p2 declines — every card stays outside the game', () => {
    const setup = given();
    const after = passAll(run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: [] }]).state);
    expect(setup.brought.map((iid) => after.cards[iid]!.zone)).toEqual(setup.brought.map(() => Z.outside('p2')));
  });
  it('does not apply: Amanda Rogers played to nullify a Q-icon card (Scottish Setter) offers nothing', () => {
    const setup = given();
    const onP1Turn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moved(setup.state, [[setup.setter, Z.on(setup.guard)]]));
    const after = run(onP1Turn, [{ type: 'PlayCard', actor: 'p1', card: setup.amanda, mode: 1, target: setup.setter }]).state;
    expect(legalCommands(after, 'p2').filter((command) => command.type === 'MakeChoice')).toEqual([]);
    expect(setup.brought.map((iid) => after.cards[iid]!.zone)).toEqual(setup.brought.map(() => Z.outside('p2')));
  });
  it('does not apply: without Trust Me on the table, Amanda Rogers offers p2 nothing', () => {
    const setup = given();
    const without = moved(setup.state, [[setup.trust, Z.discard('p2')]]);
    const after = answered({ ...setup, state: without });
    expect(legalCommands(after, 'p2').filter((command) => command.type === 'MakeChoice')).toEqual([]);
  });
});

/**
 * Expand the Empire (155_050; objective-downloads.ts `cards-per-opponent-mission` with `fromOutside`). 1E rulebook ›
 * DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (two missions p2 seeded; p1's [TNG] Klingons at `at` of them; the objective on p1's table at the start of p1's turn;
 * Klingon Death Yell outside the game, Honor Challenge in the draw deck) / when (ActivateCard) / then (the cards taken to hand,
 * the objective discarded) — and the card outside the game is not offered to a download that does not say so.
 */
describe('155_050 Expand the Empire: the Klingon interrupts it downloads may come from outside the game', () => {
  const tng = (spec: PersonSpec): Card => ({ ...person(spec), property: 'TNG' });
  const kli = () => tng({ affiliation: 'Klingon', ch: ['Klingon'] });
  function given(objective: string, at: number) {
    const built = scene({ missions: ['Excavation', 'Relief Mission'], missionOwner: 'p2', hand: [objective, kli(), kli(), 'Klingon Death Yell', 'Honor Challenge'] });
    const [card, first, second, yell, honor] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [
      [card, Z.table('p1')],
      [first, Z.surface('L1')],
      [second, Z.surface(at > 1 ? 'L2' : 'L1')],
      [yell, Z.outside('p1')],
      [honor, Z.draw('p1')],
    ]);
    return { state, card, yell, honor };
  }
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download', target });

  it('applies: with Klingons at both opponent missions, the interrupt outside the game and one from the draw deck go to hand; the objective is discarded', () => {
    const { state, card, yell, honor } = given('155_050', 2);
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card).map((command) => (command as { target?: string }).target);
    expect(offered).toContain(yell);
    const done = accepted(state, activate(card, `${yell}+${honor}`));
    expect([done.state.cards[yell]!.zone, done.state.cards[honor]!.zone]).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardAbilityUsed')).toHaveLength(1);
  });
  it('does not apply: with Klingons at one opponent mission only one card (the one from outside the game alone is fine)', () => {
    const { state, card, yell, honor } = given('155_050', 1);
    expect(refused(state, activate(card, `${yell}+${honor}`))).toBe('INVALID_TARGET');
    const done = accepted(state, activate(card, yell));
    expect(done.state.cards[yell]!.zone).toBe(Z.hand('p1'));
    expect(done.state.cards[honor]!.zone).toBe(Z.draw('p1'));
  });
  it('does not apply: a download that does not say "from outside the game" (Seek Out New Life) never offers those cards', () => {
    const built = scene({ missions: ['Excavation'], missionOwner: 'p2', hand: ['155_052', tng({ affiliation: 'Federation', ch: ['Human'] }), 'Sarek'] });
    const [card, fed, sarek] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [fed, Z.surface('L1')], [sarek, Z.outside('p1')]]);
    expect(refused(state, activate(card, sarek))).toBe('INVALID_TARGET');
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card).map((command) => (command as { target?: string }).target);
    expect(offered).not.toContain(sarek);
  });
});
