/**
 * Issue 15 (helper outside): Bluegill Infestation (127_006) — personnel from outside the game stored beneath it as it seeds
 * (`whenSeeded`, pool `outside`, fate `stored-on-source`), and the owner's copies in play of those personnel changed
 * (`storedCopies`, behaviour/stored-copies.ts). 1E rulebook › OUT-OF-PLAY; BATTLE › PERSONNEL BATTLE; MISCELLANEOUS RULES ›
 * RANDOM SELECTION; GETTING HURT › KILLED OR DESTROYED.
 * given / when / then scenarios, each with the path where the card applies and where it does not.
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { legalCommands } from '../legal';
import { ofType, person, realCard, sharedCards } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { accepted, cardByTitle, create, deckFromText, moved, play, refused, starterTexts, when } from '../testing/scenario';
import { openKilledWindows } from './responses';
import { wasQueen } from './stored-copies';
import { rngFromSeed } from '../prng';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

/**
 * given (p1's starter deck with Bluegill Infestation in the seed deck; p1 brought Jean-Luc Picard, Data and a universal
 * personnel from outside the game) / when (p1 seeds it on the table in the facility phase, then picks) / then (the unique
 * personnel are offered, the universal one is not; the picked ones lie face up beneath it, the rest stay outside).
 */
describe('127_006 Bluegill Infestation: seeded, up to seven unique personnel from outside the game go beneath it', () => {
  const universal = sharedCards().find((card) => card.type === 'Personnel' && card.universal)!;
  function toFacility(outside: readonly Card[]): GameState {
    const texts = starterTexts();
    const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', 'Seed Deck\n1x Bluegill Infestation\n'), [realCard('Bluegill Infestation')]);
    let { state } = create([{ ...fed, outside: outside.map((card) => ({ card, count: 1 })) }, deckFromText('Klingon', texts.klingon)]);
    for (let guard = 0; guard < 300 && state.phase !== 'facility'; guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = play(state, [pick]).state;
    }
    return state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
  }

  it('applies: the unique personnel brought are offered (the universal one is not); the two picked lie face up beneath it', () => {
    const state = toFacility([realCard('Jean-Luc Picard'), realCard('Data'), universal]);
    const card = cardByTitle(state, 'p1', 'Bluegill Infestation', 'seed:');
    const picard = cardByTitle(state, 'p1', 'Jean-Luc Picard', 'outside:');
    const data = cardByTitle(state, 'p1', 'Data', 'outside:');
    const plain = cardByTitle(state, 'p1', universal.title, 'outside:');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card });
    expect(seeded.state.cards[card]!.zone).toBe(Z.table('p1'));
    const [awaited] = ofType(seeded.events, 'ChoiceAwaited');
    expect(awaited).toEqual(expect.objectContaining({ player: 'p1', source: card, min: 0, max: 2 }));
    expect([...awaited!.options].sort()).toEqual([picard, data].sort());
    const chosen = accepted(seeded.state, { type: 'MakeChoice', actor: 'p1', chosen: [picard, data] });
    expect([chosen.state.cards[picard]!.zone, chosen.state.cards[data]!.zone]).toEqual([Z.stored(card), Z.stored(card)]);
    expect(chosen.state.cards[picard]!.faceUp).toBe(true);
    expect(chosen.state.cards[plain]!.zone).toBe(Z.outside('p1'));
    expect(chosen.state.awaiting.map((entry) => entry.kind)).toEqual(['seed-facility']);
  });
  it('does not apply: with nothing brought from outside the game it seeds with nothing beneath it (no wait)', () => {
    const state = toFacility([]);
    const card = cardByTitle(state, 'p1', 'Bluegill Infestation', 'seed:');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card });
    expect(ofType(seeded.events, 'ChoiceAwaited')).toEqual([]);
    expect(seeded.state.zones[Z.stored(card)] ?? []).toEqual([]);
  });
});

/**
 * given (Bluegill Infestation on p1's table with `stored` beneath it; p1's personnel `mine` on the planet; p2's personnel of
 * STRENGTH 20 there) / when (p2 attacks; or `mine` is killed) / then (STRENGTH, characteristic, the engagement, the queen).
 */
describe('127_006 Bluegill Infestation: your copies in play of the personnel beneath it', () => {
  const host = person({ title: 'Test Bluegill Host', s: 5, universal: false });
  const bystander = person({ title: 'Test Bystander', s: 5, universal: false });
  function given(opts: { stored?: readonly Card[]; infestation?: boolean; mine?: Card; theirCopy?: false; alone?: true } = {}) {
    const stored = opts.stored ?? [host];
    const placed: Placed[] = [
      { label: 'mine', owner: 'p1', at: 'surface', card: opts.mine ?? host },
      { label: 'other', owner: 'p1', at: opts.alone ? 'hand' : 'surface', card: bystander },
      { label: 'theirs', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', s: 20 } },
      { label: 'their-copy', owner: 'p2', at: 'hand', card: host },
      { label: 'card', owner: 'p1', at: 'hand', card: 'Bluegill Infestation' },
      ...stored.map((card, index): Placed => ({ label: `stored${index}`, owner: 'p1', at: 'hand', card })),
    ];
    const built = battleScene(placed, { player: 'p2', number: 2 });
    const card = built.id('card');
    const state = moved(built.state, [
      ...(opts.theirCopy === false ? [] : ([[built.id('their-copy'), Z.surface('L1')]] as [string, string][])),
      ...(opts.infestation === false ? [] : ([[card, Z.table('p1')]] as [string, string][])),
      ...stored.map((_, index) => [built.id(`stored${index}`), Z.stored(card)] as [string, string]),
    ]);
    return { state, id: built.id, card };
  }

  it('applies: p1\'s copy is STRENGTH +5 and a Bluegill; p1\'s other personnel and p2\'s copy of the same card are not', () => {
    const { state, id } = given();
    expect(memberOf(state, id('mine')).strength).toBe(10);
    expect(memberOf(state, id('mine')).characteristics).toContain('Bluegill');
    expect(memberOf(state, id('other')).strength).toBe(5);
    expect(memberOf(state, id('their-copy')).strength).toBe(5);
    expect(memberOf(state, id('their-copy')).characteristics ?? []).not.toContain('Bluegill');
  });
  it('does not apply: with the card not on the table (its stored cards no longer with it) nothing changes', () => {
    const { state, id } = given({ infestation: false });
    expect(memberOf(state, id('mine')).strength).toBe(5);
    expect(memberOf(state, id('mine')).characteristics ?? []).not.toContain('Bluegill');
  });

  it('applies: attacked by STRENGTH 20, p1\'s copy (STRENGTH 10) is not stunned; without the card it is (mortally wounded)', () => {
    const combats = (state: GameState) => {
      const outcome = when(state, { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') });
      if ('violation' in outcome) throw new Error(outcome.violation.code);
      return ofType(outcome.events, 'CombatResolved');
    };
    // p2's copy stays in hand: a Federation personnel of p2's present would bar p2's Klingon from attacking.
    const withCard = given({ theirCopy: false, alone: true });
    const engaged = combats(withCard.state);
    expect(engaged).toHaveLength(1);
    expect(engaged.filter((combat) => combat.loser === withCard.id('mine'))).toEqual([]);
    const without = given({ infestation: false, theirCopy: false, alone: true });
    expect(combats(without.state).filter((combat) => combat.loser === without.id('mine')).map((combat) => combat.outcome)).toEqual(['mortally-wounded']);
  });

  it('applies: p1\'s copy killed, the one personnel beneath (the same card) is selected — it was the Bluegill Queen', () => {
    const { state, id, card } = given();
    const ctx = new Ctx(state);
    leavePlay(ctx, id('mine'), 'killed', 'test');
    expect(ofType(ctx.events, 'RandomCardsSelected')).toEqual([expect.objectContaining({ candidates: [id('stored0')], outcome: [id('stored0')] })]);
    expect(ofType(ctx.events, 'QueenRevealed')).toEqual([expect.objectContaining({ player: 'p1', card: id('mine'), queen: 'Bluegill Queen', source: card })]);
    expect(ctx.state.queens).toEqual({ [id('mine')]: 'Bluegill Queen' });
  });
  it('does not apply: a personnel not beneath it killed — no selection; another title selected — no queen', () => {
    const one = given();
    const ctx = new Ctx(one.state);
    leavePlay(ctx, one.id('other'), 'killed', 'test');
    expect(ofType(ctx.events, 'RandomCardsSelected')).toEqual([]);
    expect(ctx.state.queens).toBeUndefined();
    const { state, id } = given({ stored: [host, bystander] });
    // With two beneath it, the selection (the recorded PRNG's) makes the copy the queen only when it picks the same card.
    const seen = new Set<string>();
    for (let seed = 0; seed < 12; seed += 1) {
      const killed = new Ctx({ ...state, secret: { ...state.secret, rng: rngFromSeed(`bluegill-${seed}`) } });
      leavePlay(killed, id('mine'), 'killed', 'test');
      const [selected] = ofType(killed.events, 'RandomCardsSelected');
      expect([...selected!.candidates].sort()).toEqual([id('stored0'), id('stored1')].sort());
      const same = selected!.outcome[0] === id('stored0');
      seen.add(same ? 'queen' : 'not');
      expect(ofType(killed.events, 'QueenRevealed')).toHaveLength(same ? 1 : 0);
      expect(killed.state.queens?.[id('mine')]).toBe(same ? 'Bluegill Queen' : undefined);
    }
    expect([...seen].sort()).toEqual(['not', 'queen']);
  });
});

/**
 * Alas, Poor Queen (109_041), its "(or Bluegill Queen) … (or Bluegills)" mode (target option `queen`, effect
 * `kill-all-copies-of-target-owner`). given (Bluegill Infestation on p1's table with Test Bluegill Host and Test Bystander
 * beneath it; p1's copies of both and a plain personnel on the planet; p2 holding Alas, Poor Queen; p1's turn) / when (p1's
 * copy of the host is killed and the killed window opens; p2 plays it) / then (the other Bluegill dies, the plain one lives) —
 * and no target when the selection made the killed one no queen.
 */
describe('109_041 Alas, Poor Queen: just after the Bluegill Queen is killed, that player\'s Bluegills die', () => {
  const host = person({ title: 'Test Bluegill Host', s: 5, universal: false });
  const bystander = person({ title: 'Test Bystander', s: 5, universal: false });
  function killed(wantQueen: boolean) {
    const placed: Placed[] = [
      { label: 'mine', owner: 'p1', at: 'surface', card: host },
      { label: 'other', owner: 'p1', at: 'surface', card: bystander },
      { label: 'plain', owner: 'p1', at: 'surface', card: person({ title: 'Test Plain', s: 5, universal: false }) },
      { label: 'card', owner: 'p1', at: 'hand', card: 'Bluegill Infestation' },
      { label: 'stored0', owner: 'p1', at: 'hand', card: host },
      { label: 'stored1', owner: 'p1', at: 'hand', card: bystander },
      { label: 'alas', owner: 'p2', at: 'hand', card: 'Alas, Poor Queen' },
    ];
    const built = battleScene(placed, { player: 'p1', number: 1 });
    const card = built.id('card');
    // p2 asks for its response windows (no auto-pass), as a player holding a response would.
    const base = play(moved(built.state, [
      [card, Z.table('p1')],
      [built.id('stored0'), Z.stored(card)],
      [built.id('stored1'), Z.stored(card)],
    ]), [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    // The seed whose random selection makes (or does not make) the killed copy the queen.
    for (let seed = 0; seed < 40; seed += 1) {
      const ctx = new Ctx({ ...base, secret: { ...base.secret, rng: rngFromSeed(`alas-${seed}`) } });
      leavePlay(ctx, built.id('mine'), 'killed', 'test');
      openKilledWindows(ctx);
      if (wasQueen(ctx.state, built.id('mine'), 'Bluegill Queen') === wantQueen) return { state: ctx.state, id: built.id };
    }
    throw new Error('no seed found');
  }
  const alas = (id: (label: string) => string): Command => ({ type: 'PlayCard', actor: 'p2', card: id('alas'), mode: 2, target: id('mine') });

  it('applies: p2 plays it on the dead Bluegill Queen — p1\'s other Bluegill dies, p1\'s plain personnel lives', () => {
    const { state, id } = killed(true);
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p2']]);
    const after = accepted(state, alas(id));
    expect(after.state.cards[id('other')]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[id('plain')]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: the killed copy was not revealed as the queen — no target', () => {
    const { state, id } = killed(false);
    expect(refused(state, alas(id))).toBe('INVALID_TARGET');
  });
});

