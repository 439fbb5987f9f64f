/**
 * Cards about infiltrators (issue 15, infiltration: behaviour/infiltration-cards.ts over infiltration.ts).
 *   1E rulebook › INFILTRATE; EXPOSURE; BATTLE › PERSONNEL BATTLE (2. Responses; 4. Combat: stunned),
 *   SHIP BATTLE (3. Responses); MISCELLANEOUS RULES › RANDOM SELECTION; LOOKING AT CARDS; CAPTURE.
 * given (planet L1 from testing/battle-scene.ts; a Founder infiltrating by `Infiltrate`) / when (the card
 * is played) / then (exposure, capture, stuns, battle modifiers, discards), and where it does not apply.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { bp } from '../context';
import { isInfiltrating } from './infiltration';
import { morphPrevented } from './infiltration-cards';

const explicit = (state: GameState, player: PlayerId): GameState => play(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;
const scene = (cards: readonly Placed[], turn: PlayerId = 'p1') => battleScene(cards, { player: turn, number: turn === 'p1' ? 1 : 2 });
const person$ = (label: string, owner: PlayerId, affiliation: string, skills = 'OFFICER', extra: Partial<Placed> = {}): Placed => ({ label, owner, at: 'surface', card: { skills, affiliation }, ...extra });
const shifter = (label: string, owner: PlayerId, affiliation: string): Placed => ({ label, owner, at: 'surface', card: { ...person({ skills: 'OFFICER Leadership', affiliation, ch: ['Shape-shifter'] }) } });
const infiltrate = (actor: PlayerId, card: string, to = Z.surface('L1')): Command => ({ type: 'Infiltrate', actor, card, to });
const playCard = (card: string, target?: string, extra: Partial<Extract<Command, { type: 'PlayCard' }>> = {}): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target ? { target } : {}), ...extra });

describe('127_005 Treacherous Advice (look at the opponent\'s hand; discard one per Leadership personnel present with your infiltrators)', () => {
  const hand: Placed[] = [
    { label: 'h1', owner: 'p2', at: 'hand', card: 'Wormhole' },
    { label: 'h2', owner: 'p2', at: 'hand', card: 'Kivas Fajo - Collector' },
    { label: 'h3', owner: 'p2', at: 'hand', card: 'Kevin Uxbridge' },
    { label: 'ta', owner: 'p1', at: 'hand', card: 'Treacherous Advice' },
  ];
  it('applies: Martok Founder infiltrates a Klingon Away Team with two Leadership personnel: p1 sees the hand and discards up to two', () => {
    const { state, id } = scene([
      { label: 'mf', owner: 'p1', at: 'surface', card: 'Martok Founder' },
      person$('k1', 'p2', 'Klingon', 'OFFICER Leadership'),
      person$('k2', 'p2', 'Klingon', 'SECURITY Leadership'),
      person$('k3', 'p2', 'Klingon', 'ENGINEER'),
      ...hand,
    ]);
    const infiltrated = play(state, [infiltrate('p1', id('mf'))]).state;
    const played = play(infiltrated, [playCard(id('ta'))]);
    expect(ofType(played.events, 'CardsShown').map((e) => [e.to, e.cards.length])).toEqual([['p1', 3]]);
    expect(played.state.pendingChoice).toMatchObject({ player: 'p1', min: 0, max: 2 });
    const chosen = play(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [id('h1'), id('h3')] }]).state;
    expect([chosen.cards[id('h1')]!.zone, chosen.cards[id('h2')]!.zone, chosen.cards[id('h3')]!.zone]).toEqual([Z.discard('p2'), Z.hand('p2'), Z.discard('p2')]);
    expect(chosen.cards[id('ta')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply (the discards): without an infiltrator of p1\'s the hand is only looked at', () => {
    const { state, id } = scene([{ label: 'mf', owner: 'p1', at: 'surface', card: 'Martok Founder' }, person$('k1', 'p2', 'Klingon', 'OFFICER Leadership'), ...hand]);
    const played = play(state, [playCard(id('ta'))]);
    expect(ofType(played.events, 'CardsShown').map((e) => e.to)).toEqual(['p1']);
    expect(ofType(played.events, 'CardsChosen')[0]).toMatchObject({ chosen: [] });
    expect(played.state.pendingChoice ?? null).toBeNull();
    expect(['h1', 'h2', 'h3'].map((label) => played.state.cards[id(label)]!.zone)).toEqual([Z.hand('p2'), Z.hand('p2'), Z.hand('p2')]);
    expect(played.state.cards[id('ta')]!.zone).toBe(Z.discard('p1'));
  });
});

describe('115_038 Caught Red-Handed (expose, and may capture, an opponent\'s infiltrator present with your shape-shifter)', () => {
  const cards: Placed[] = [
    { label: 'kf', owner: 'p2', at: 'surface', card: 'Kira Founder' },
    shifter('odo', 'p1', 'Bajoran'),
    person$('b1', 'p1', 'Bajoran'),
    { label: 'crh', owner: 'p1', at: 'hand', card: 'Caught Red-Handed' },
  ];
  it('applies: p2\'s Kira Founder joins p1\'s Bajorans (on p1\'s turn); p1 plays it: exposed, then captured; declining the "may": exposed only', () => {
    const { state, id } = scene(cards);
    const infiltrated = play(state, [infiltrate('p2', id('kf'))]).state;
    expect(isInfiltrating(infiltrated, id('kf'))).toBe(true);
    const command = playCard(id('crh'), id('kf'), { mode: 1 });
    expect(legalCommands(infiltrated, 'p1')).toContainEqual(command);
    const caught = play(infiltrated, [command]);
    expect(ofType(caught.events, 'InfiltratorExposed')).toEqual([
      { type: 'InfiltratorExposed', card: id('kf'), player: 'p2', reason: 'card', zone: Z.surface('L1'), source: id('crh'), rule: '1E rulebook › EXPOSURE' },
    ]);
    expect(ofType(caught.events, 'PersonnelCaptured')[0]).toMatchObject({ card: id('kf'), captor: 'p1', source: id('crh') });
    const declined = play(infiltrated, [{ ...command, decline: true } as Command]);
    expect(ofType(declined.events, 'InfiltratorExposed')).toHaveLength(1);
    expect(ofType(declined.events, 'PersonnelCaptured')).toEqual([]);
  });

  it('does not apply: no shape-shifter of p1\'s present, or the Founder not infiltrating', () => {
    const without = scene(cards.filter((placed) => placed.label !== 'odo'));
    const infiltrated = play(without.state, [infiltrate('p2', without.id('kf'))]).state;
    const refused = when(infiltrated, playCard(without.id('crh'), without.id('kf'), { mode: 1 }));
    expect('violation' in refused).toBe(true);
    const idle = scene(cards);
    expect('violation' in when(idle.state, playCard(idle.id('crh'), idle.id('kf'), { mode: 1 }))).toBe(true);
  });
});

describe('115_043 Strike Three (start of a personnel battle: each shape-shifter of yours stuns up to three opposing non-shape-shifters at random; exposed if infiltrating)', () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const labels = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
  const defenders: Placed[] = labels.map((label) => person$(label, 'p2', 'Bajoran', 'SCIENCE'));
  it('applies: p1\'s two shape-shifters (one of them Kira Founder, infiltrating p2\'s team) stun six of p2\'s seven non-shape-shifters (p2\'s shape-shifter spared); Kira Founder is exposed', () => {
    const { state, id } = scene([
      shifter('odo', 'p1', 'Klingon'),
      { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' },
      ...defenders,
      shifter('ch', 'p2', 'Bajoran'),
      { label: 's3', owner: 'p1', at: 'hand', card: 'Strike Three' },
    ]);
    const infiltrated = play(explicit(state, 'p1'), [infiltrate('p1', id('kf'))]).state;
    const started = play(infiltrated, [attack]);
    expect(started.state.battle!.attacking).toEqual([id('odo')]);
    expect(started.state.battle!.defending).not.toContain(id('kf'));
    const command = playCard(id('s3'), started.state.battle!.defending[0]);
    expect(legalCommands(started.state, 'p1')).toContainEqual(command);
    const struck = play(started.state, [command]);
    const stunned = ofType(struck.events, 'CombatResolved').filter((e) => e.by === id('s3')).map((e) => e.loser);
    expect(stunned).toHaveLength(6);
    expect(stunned.every((iid) => iid !== null && labels.map(id).includes(iid))).toBe(true);
    expect(ofType(struck.events, 'RandomCardsSelected')[0]!.candidates).toEqual(labels.map(id));
    expect(ofType(struck.events, 'InfiltratorExposed').map((e) => [e.card, e.reason])).toEqual([[id('kf'), 'card']]);
  });

  it('does not apply: no shape-shifter of p1\'s in the battle', () => {
    const { state, id } = scene([person$('k1', 'p1', 'Klingon'), ...defenders, { label: 's3', owner: 'p1', at: 'hand', card: 'Strike Three' }]);
    const started = play(explicit(state, 'p1'), [attack]);
    expect('violation' in when(started.state, playCard(id('s3'), started.state.battle!.defending[0]))).toBe(true);
    expect(legalCommands(started.state, 'p1').some((c) => c.type === 'PlayCard' && c.card === id('s3'))).toBe(false);
  });
});

describe('116_038 Inside Operation (start of a ship battle: opposing ships your personnel infiltrates WEAPONS and SHIELDS -3; infiltrator exposed)', () => {
  const cards = (withInfiltrator: boolean): Placed[] => [
    { label: 'mine', owner: 'p1', at: 'space', card: warship({ affiliation: 'Dominion' }) },
    { label: 'crew', owner: 'p1', at: { aboard: 'mine' }, card: { skills: 'OFFICER Leadership', affiliation: 'Dominion' } },
    { label: 'theirs', owner: 'p2', at: 'space', card: warship({ affiliation: 'Klingon' }) },
    { label: 'k1', owner: 'p2', at: { aboard: 'theirs' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ...(withInfiltrator ? [{ label: 'mf', owner: 'p1' as const, at: { aboard: 'theirs' }, card: 'Martok Founder' }] : []),
    { label: 'io', owner: 'p1', at: 'hand', card: 'Inside Operation' },
  ];
  const fire = (mine: string, theirs: string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: [mine], target: theirs });
  it('applies: p1\'s Martok Founder infiltrates the Klingon ship p1 attacks: its WEAPONS and SHIELDS are 3 lower for the battle; Martok Founder is exposed', () => {
    const { state, id } = scene(cards(true));
    const infiltrated = play(explicit(state, 'p1'), [infiltrate('p1', id('mf'), Z.aboard(id('theirs')))]).state;
    const started = play(infiltrated, [fire(id('mine'), id('theirs')), { type: 'ReturnFire', actor: 'p2', target: id('mine') }]);
    const window = started.state.windows!.at(-1)!;
    const command = playCard(id('io'), window.card);
    expect(legalCommands(started.state, 'p1')).toContainEqual(command);
    const played = play(started.state, [command]);
    expect(ofType(played.events, 'BattleModified')[0]!.modifier).toEqual({ kind: 'attributes', player: 'p2', cards: [id('theirs')], delta: -3, source: id('io') });
    // Both warships are WEAPONS 6, SHIELDS 6: p1 fires 6 against 6 - 3; the Klingon ship returns 6 - 3 against 6.
    expect(ofType(played.events, 'ShipsFired').map((e) => [e.player, e.attack, e.defense])).toEqual([
      ['p1', 6, 3],
      ['p2', 3, 6],
    ]);
    expect(ofType(played.events, 'InfiltratorExposed').map((e) => [e.card, e.reason])).toEqual([[id('mf'), 'card']]);
  });

  it('does not apply: no infiltrator of p1\'s aboard the opposing ship', () => {
    const { state, id } = scene(cards(false));
    const started = play(explicit(state, 'p1'), [fire(id('mine'), id('theirs')), { type: 'ReturnFire', actor: 'p2', target: id('mine') }]);
    const window = started.state.windows!.at(-1)!;
    expect('violation' in when(started.state, playCard(id('io'), window.card))).toBe(true);
  });
});

describe('184_018 Getting to Know You (draw per unmatched infiltration icon; download Insert Undercover Agent; Founders and Intelligence personnel learn a personnel\'s skills)', () => {
  const gtky: Placed = { label: 'gtky', owner: 'p1', at: 'hand', card: 'Getting to Know You' };
  const founders: Placed[] = [
    { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' },
    { label: 'mf', owner: 'p1', at: 'surface', card: 'Martok Founder' },
  ];
  it('applies (first way): Kira Founder\'s Bajoran icon matches none of p2\'s cards (Klingons): p1 draws two', () => {
    const { state, id } = scene([...founders, person$('k1', 'p2', 'Klingon'), gtky]);
    const played = play(state, [playCard(id('gtky'))]);
    expect(ofType(played.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 1], ['p1', 1]]);
    expect(played.state.cards[id('gtky')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply (the extra draws): p2 has Bajoran and Klingon cards, so both icons match: p1 draws one', () => {
    const { state, id } = scene([...founders, person$('k1', 'p2', 'Klingon'), person$('b1', 'p2', 'Bajoran'), gtky]);
    expect(ofType(play(state, [playCard(id('gtky'))]).events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([1]);
  });

  it('the second way: Insert Undercover Agent is downloaded from the draw deck onto the table; none in the deck, nothing', () => {
    const { state, id } = scene([gtky, { label: 'iua', owner: 'p1', at: 'hand', card: 'Insert Undercover Agent' }]);
    const deck = evolveAll([{ type: 'CardMoved', card: id('iua'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }] as GameEvent[], state);
    const played = play(deck, [playCard(id('gtky'), undefined, { mode: 1 })]);
    expect(ofType(played.events, 'CardDownloaded').map((e) => [e.title, e.to])).toEqual([['Insert Undercover Agent', Z.table('p1')]]);
    const none = scene([gtky]);
    const nothing = play(none.state, [playCard(none.id('gtky'), undefined, { mode: 1 })]);
    expect(ofType(nothing.events, 'CardDownloaded')).toEqual([]);
  });

  it('the third way (for free, once each turn): on a Klingon present with infiltrating Martok Founder, p1\'s Founders and Arne Darvin (Klingon Intelligence) have its skills until the end of the turn', () => {
    const { state, id } = scene([
      ...founders,
      { label: 'k1', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER Diplomacy Honor x2', affiliation: 'Klingon' } },
      { label: 'plain', owner: 'p1', at: 'surface', card: { skills: 'MEDICAL', affiliation: 'Dominion' } },
      { label: 'darvin', owner: 'p1', at: 'space', card: 'Arne Darvin' },
      gtky,
      { label: 'gtky2', owner: 'p1', at: 'hand', card: 'Getting to Know You' },
    ]);
    const infiltrated = play(state, [infiltrate('p1', id('mf'))]).state;
    const command = playCard(id('gtky'), id('k1'), { mode: 2 });
    expect(legalCommands(infiltrated, 'p1')).toContainEqual(command);
    const played = play(infiltrated, [command]).state;
    const levels = (label: string, at: GameState = played) => ['ENGINEER', 'Diplomacy', 'Honor'].map((skill) => skillLevel(memberOf(at, id(label)), skill));
    expect(levels('mf')).toEqual([1, 1, 2]);
    expect(levels('kf')).toEqual([1, 1, 2]);
    expect(levels('darvin')).toEqual([1, 1, 2]);
    expect(levels('plain')).toEqual([0, 0, 0]);
    expect(played.turn!.normalCardPlayUsed).toBe(false);
    expect('violation' in when(played, playCard(id('gtky2'), id('k1'), { mode: 2 }))).toBe(true);
    const next = play(played, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(levels('mf', next)).toEqual([0, 0, 0]);
  });

  it('does not apply (the third way): no infiltrator of p1\'s present with the Klingon', () => {
    const { state, id } = scene([...founders, person$('k1', 'p2', 'Klingon'), gtky]);
    expect('violation' in when(state, playCard(id('gtky'), id('k1'), { mode: 2 }))).toBe(true);
  });
});

describe('116_021 Dial Martok for Murder (your infiltrator starts a battle, STRENGTH +4, against up to two opposing personnel present of your choice; not exposed)', () => {
  const cards: Placed[] = [
    { label: 'mf', owner: 'p1', at: 'surface', card: 'Martok Founder' },
    { label: 'k1', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', s: 5 } },
    { label: 'k2', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', s: 5 } },
    { label: 'k3', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon', s: 5 } },
    { label: 'dm', owner: 'p1', at: 'hand', card: 'Dial Martok for Murder' },
  ];
  it('applies: Martok Founder battles k1 and k2 alone (k3 stays out), with STRENGTH +4, and is still infiltrating afterwards', () => {
    const { state, id } = scene(cards);
    const infiltrated = play(state, [infiltrate('p1', id('mf'))]).state;
    const target = `${id('mf')}>${[id('k1'), id('k2')].sort().join('+')}`;
    const command = playCard(id('dm'), target);
    expect(legalCommands(infiltrated, 'p1')).toContainEqual(command);
    const { events, state: after } = play(infiltrated, [command]);
    expect(ofType(events, 'BattleInitiated')[0]!.battle).toMatchObject({ kind: 'personnel', attacker: 'p1', attacking: [id('mf')], defending: [id('k1'), id('k2')].sort(), zone: Z.surface('L1') });
    expect(ofType(events, 'BattleModified')[0]!.modifier).toEqual({ kind: 'attributes', player: 'p1', cards: [id('mf')], delta: 4, source: id('dm') });
    expect(ofType(events, 'CombatPilesFormed')[0]!.piles.p2!.slice().sort()).toEqual([id('k1'), id('k2')].sort());
    expect(ofType(events, 'InfiltratorExposed')).toEqual([]);
    // STRENGTH 9 + 4 against 5 + 5: the infiltrator wins, and stays infiltrating.
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1' });
    expect(isInfiltrating(after, id('mf'))).toBe(true);
    expect(after.cards[id('dm')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: Martok Founder not infiltrating, or three victims named', () => {
    const { state, id } = scene(cards);
    expect('violation' in when(state, playCard(id('dm'), `${id('mf')}>${id('k1')}`))).toBe(true);
    const infiltrated = play(state, [infiltrate('p1', id('mf'))]).state;
    expect('violation' in when(infiltrated, playCard(id('dm'), `${id('mf')}>${[id('k1'), id('k2'), id('k3')].sort().join('+')}`))).toBe(true);
  });
});

describe('126_024 Prefix Code Transmission (your ship firing on a card of its own affiliation, or one your infiltrator is aboard: DEFENSE total halved)', () => {
  const cards = (mine: string, withInfiltrator: boolean): Placed[] => [
    { label: 'mine', owner: 'p1', at: 'space', card: warship({ affiliation: mine }) },
    { label: 'crew', owner: 'p1', at: { aboard: 'mine' }, card: { skills: 'OFFICER Leadership', affiliation: mine } },
    { label: 'theirs', owner: 'p2', at: 'space', card: warship({ affiliation: 'Klingon', shields: 7 }) },
    { label: 'k1', owner: 'p2', at: { aboard: 'theirs' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ...(withInfiltrator ? [{ label: 'mf', owner: 'p1' as const, at: { aboard: 'theirs' }, card: 'Martok Founder' }] : []),
    { label: 'pct', owner: 'p1', at: 'hand', card: 'Prefix Code Transmission' },
  ];
  const battle = (state: GameState, id: (label: string) => string) =>
    play(explicit(state, 'p1'), [
      { type: 'InitiateShipBattle', actor: 'p1', ships: [id('mine')], target: id('theirs') },
      { type: 'ReturnFire', actor: 'p2', target: id('mine') },
    ]);
  it('applies: a Klingon ship fires on a Klingon ship: its SHIELDS 7 count 3 against p1\'s fire; the return fire is unchanged', () => {
    const { state, id } = scene(cards('Klingon', false));
    const started = battle(state, id);
    const command = playCard(id('pct'), id('mine'));
    expect(legalCommands(started.state, 'p1')).toContainEqual(command);
    const played = play(started.state, [command]);
    expect(ofType(played.events, 'ShipsFired').map((e) => [e.player, e.attack, e.defense])).toEqual([
      ['p1', 6, 3],
      ['p2', 6, 6],
    ]);
  });

  it('applies through an infiltrator aboard (a Dominion ship on a Klingon one); does not apply without one', () => {
    const infiltrated = scene(cards('Dominion', true));
    const joined = play(infiltrated.state, [infiltrate('p1', infiltrated.id('mf'), Z.aboard(infiltrated.id('theirs')))]).state;
    const started = battle(joined, infiltrated.id);
    expect(legalCommands(started.state, 'p1')).toContainEqual(playCard(infiltrated.id('pct'), infiltrated.id('mine')));
    const plain = scene(cards('Dominion', false));
    const refused = when(battle(plain.state, plain.id).state, playCard(plain.id('pct'), plain.id('mine')));
    expect('violation' in refused).toBe(true);
  });
});

describe('184_034 Insert Undercover Agent (discard it: one of your personnel moves into an opponent\'s crew or Away Team it can infiltrate, and/or download Covert Agent)', () => {
  const cards = (theirs: string): Placed[] => [
    { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Dominion' }) },
    { label: 'kf', owner: 'p1', at: { aboard: 'ship' }, card: 'Kira Founder' },
    person$('b1', 'p2', theirs),
    { label: 'iua', owner: 'p1', at: 'hand', card: 'Insert Undercover Agent' },
    { label: 'ca', owner: 'p1', at: 'hand', card: 'Covert Agent' },
  ];
  const setUp = (theirs: string) => {
    const built = scene(cards(theirs));
    const state = evolveAll(
      [
        { type: 'CardMoved', card: built.id('iua'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: built.id('ca'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' },
      ] as GameEvent[],
      built.state,
    );
    return { state, id: built.id };
  };
  it('applies: Kira Founder, aboard p1\'s ship, moves into p2\'s Bajoran Away Team and infiltrates; the objective is discarded and Covert Agent downloaded', () => {
    const { state, id } = setUp('Bajoran');
    const command: Command = { type: 'ActivateCard', actor: 'p1', card: id('iua'), ability: 'relocate-and-download', target: `${id('kf')}>${Z.surface('L1')}` };
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const { events, state: after } = play(state, [command]);
    expect(ofType(events, 'InfiltrationBegan')).toEqual([
      { type: 'InfiltrationBegan', card: id('kf'), player: 'p1', affiliation: 'Bajoran', how: 'relocated', from: Z.aboard(id('ship')), to: Z.surface('L1'), source: id('iua'), rule: '1E rulebook › INFILTRATE' },
    ]);
    expect(isInfiltrating(after, id('kf'))).toBe(true);
    expect(after.cards[id('iua')]!.zone).toBe(Z.discard('p1'));
    expect(ofType(events, 'CardDownloaded').map((e) => [e.title, e.to])).toEqual([['Covert Agent', Z.table('p1')]]);
  });

  it('does not apply (the move): p2\'s Away Team is Klingon, which Kira Founder cannot infiltrate; downloading alone is still offered', () => {
    const { state, id } = setUp('Klingon');
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === id('iua'));
    expect(offers).toEqual([{ type: 'ActivateCard', actor: 'p1', card: id('iua'), ability: 'download' }]);
  });

  // The second way (impersonation.ts): once per game on your personnel with an infiltration icon; its icon becomes an opposing affiliation present; countdown 4.
  const undercover = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'undercover', target });
  const onSurface = (counter?: number) => {
    const built = scene([{ label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' }, person$('k1', 'p2', 'Klingon'), { label: 'iua', owner: 'p1', at: 'hand', card: 'Insert Undercover Agent' }]);
    const events = [{ type: 'CardMoved', card: built.id('iua'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }] as GameEvent[];
    if (counter !== undefined) events.push({ type: 'CountdownTicked', card: built.id('iua'), remaining: counter } as GameEvent);
    return { state: evolveAll(events, built.state), id: built.id };
  };
  it('the second way applies: Kira Founder (<Baj>) with p2\'s Klingon present takes a Klingon infiltration icon, infiltrates; exposed as the countdown runs out', () => {
    const { state, id } = onSurface(1);
    const command = undercover(id('iua'), `${id('kf')}>Klingon`);
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    // Not infiltrating the Klingons before: her only icon is Bajoran.
    expect(legalCommands(state, 'p1')).not.toContainEqual(infiltrate('p1', id('kf')));
    const placed = play(state, [command]).state;
    expect(placed.cards[id('iua')]!.zone).toBe(Z.on(id('kf')));
    expect(bp(placed, id('kf')).infiltrationIcons).toEqual(['Klingon']);
    const joined = play(placed, [infiltrate('p1', id('kf'))]);
    expect(ofType(joined.events, 'InfiltrationBegan').map((e) => e.affiliation)).toEqual(['Klingon']);
    // The counter (1 left from the table) reaches zero at the end of p1's turn: exposed, the objective discarded.
    const ended = play(joined.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ended.events, 'InfiltratorExposed').map((e) => [e.card, e.reason, e.source])).toEqual([[id('kf'), 'card', id('iua')]]);
    expect(ended.state.cards[id('iua')]!.zone).toBe(Z.discard('p1'));
    expect(bp(ended.state, id('kf')).infiltrationIcons).toEqual(['Bajoran']);
  });
  it('the second way does not apply: no opposing personnel present (nothing offered); a fresh counter only ticks (4 → 3), no exposure', () => {
    const alone = scene([{ label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' }, { label: 'iua', owner: 'p1', at: 'hand', card: 'Insert Undercover Agent' }]);
    const lonely = evolveAll([{ type: 'CardMoved', card: alone.id('iua'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }] as GameEvent[], alone.state);
    expect(legalCommands(lonely, 'p1').filter((c) => c.type === 'ActivateCard' && c.ability === 'undercover')).toEqual([]);
    const { state, id } = onSurface();
    const placed = play(state, [undercover(id('iua'), `${id('kf')}>Klingon`), infiltrate('p1', id('kf'))]).state;
    const ended = play(placed, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ended.events, 'CountdownTicked').filter((e) => e.card === id('iua')).map((e) => e.remaining)).toEqual([3]);
    expect(ofType(ended.events, 'InfiltratorExposed')).toEqual([]);
    expect(isInfiltrating(ended.state, id('kf'))).toBe(true);
    expect(ended.state.cards[id('iua')]!.zone).toBe(Z.on(id('kf')));
  });
});

describe('116_042 The Guardian and 115_038 Caught Red-Handed (morphing: STRENGTH +6, exposed if infiltrating, discarded on a second morph; a changeling kept from morphing this turn)', () => {
  const cards: Placed[] = [
    { label: 'odo', owner: 'p1', at: 'surface', card: { ...person({ skills: 'SECURITY', s: 5, affiliation: 'Bajoran', ch: ['Changeling', 'Shape-shifter'] }) } },
    { label: 'kf', owner: 'p1', at: 'surface', card: 'Kira Founder' },
    person$('plain', 'p1', 'Bajoran'),
    person$('b1', 'p2', 'Bajoran'),
    { label: 'g1', owner: 'p1', at: 'hand', card: 'The Guardian' },
    { label: 'g2', owner: 'p1', at: 'hand', card: 'The Guardian' },
    { label: 'crh', owner: 'p1', at: 'hand', card: 'Caught Red-Handed' },
  ];
  it('applies: the shape-shifter has STRENGTH 11 while The Guardian lies on it; a second morph discards the first; on infiltrating Kira Founder it exposes her', () => {
    const { state, id } = scene(cards);
    const command = playCard(id('g1'), id('odo'));
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const first = play(state, [command]).state;
    expect(first.cards[id('g1')]!.zone).toBe(Z.on(id('odo')));
    expect(memberOf(first, id('odo')).strength).toBe(11);
    const second = play(first, [playCard(id('g2'), id('odo'))]).state;
    expect([second.cards[id('g1')]!.zone, second.cards[id('g2')]!.zone]).toEqual([Z.discard('p1'), Z.on(id('odo'))]);
    expect(memberOf(second, id('odo')).strength).toBe(11);
    const infiltrated = play(state, [infiltrate('p1', id('kf'))]).state;
    const exposed = play(infiltrated, [playCard(id('g1'), id('kf'))]);
    expect(ofType(exposed.events, 'InfiltratorExposed').map((e) => [e.card, e.reason, e.source])).toEqual([[id('kf'), 'card', id('g1')]]);
  });

  it('does not apply: not on a non-shape-shifter; not on a changeling Caught Red-Handed kept from morphing this turn (until the turn ends)', () => {
    const { state, id } = scene(cards);
    expect('violation' in when(state, playCard(id('g1'), id('plain')))).toBe(true);
    const prevent = playCard(id('crh'), id('odo'), { mode: 2 });
    expect(legalCommands(state, 'p1')).toContainEqual(prevent);
    const prevented = play(state, [prevent]).state;
    expect('violation' in when(prevented, playCard(id('g1'), id('odo')))).toBe(true);
    expect(legalCommands(prevented, 'p1')).toContainEqual(playCard(id('g1'), id('kf')));
    const later = play(prevented, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(legalCommands(later, 'p1').some((c) => c.type === 'PlayCard' && c.card === id('g1') && c.target === id('odo'))).toBe(true);
  });

  it('at the start of a personnel battle: offered on the shape-shifter in the battle', () => {
    const { state, id } = scene(cards.map((placed) => (placed.label === 'b1' ? person$('b1', 'p2', 'Klingon') : placed)));
    const started = play(explicit(state, 'p1'), [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    expect(legalCommands(started.state, 'p1')).toContainEqual(playCard(id('g1'), id('odo')));
  });
});

describe('115_044 You Dirty Rat (the shape-shifter becomes a rat: disabled, not targetable; it may morph back at any time) and 103_063 Howard Heirloom Candle (Anya or Salia may not morph this turn)', () => {
  const cards: Placed[] = [
    { label: 'odo', owner: 'p1', at: 'surface', card: { ...person({ skills: 'SECURITY', affiliation: 'Bajoran', ch: ['Changeling', 'Shape-shifter'] }) } },
    { label: 'anya', owner: 'p1', at: 'surface', card: 'Anya' },
    person$('plain', 'p1', 'Bajoran'),
    { label: 'rat', owner: 'p1', at: 'hand', card: 'You Dirty Rat' },
    { label: 'g1', owner: 'p1', at: 'hand', card: 'The Guardian' },
    { label: 'candle', owner: 'p2', at: 'hand', card: 'Howard Heirloom Candle' },
  ];
  it('applies: the rat is disabled and no card may target it; morphing back discards the interrupt and enables it', () => {
    const { state, id } = scene(cards);
    const command = playCard(id('rat'), id('odo'));
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const ratted = play(state, [command]);
    expect(ofType(ratted.events, 'PersonnelDisabled')).toEqual([{ type: 'PersonnelDisabled', card: id('odo'), source: id('rat'), rule: '1E rulebook › GETTING HURT › DISABLED' }]);
    expect(ratted.state.cards[id('odo')]!.disabled).toBe(true);
    expect('violation' in when(ratted.state, playCard(id('g1'), id('odo')))).toBe(true);
    const back: Command = { type: 'ActivateCard', actor: 'p1', card: id('rat'), ability: 'morph-back' };
    expect(legalCommands(ratted.state, 'p1')).toContainEqual(back);
    const restored = play(ratted.state, [back]);
    expect(restored.state.cards[id('rat')]!.zone).toBe(Z.discard('p1'));
    expect(restored.state.cards[id('odo')]!.disabled ?? false).toBe(false);
  });

  it('does not apply: not on a personnel who is no shape-shifter; Howard Heirloom Candle keeps Anya from morphing this turn, not Odo', () => {
    const { state, id } = scene(cards, 'p2');
    const candle: Command = { type: 'PlayCard', actor: 'p2', card: id('candle'), target: id('anya') };
    expect(legalCommands(state, 'p2')).toContainEqual(candle);
    expect(legalCommands(state, 'p2')).not.toContainEqual({ ...candle, target: id('odo') });
    const lit = play(state, [candle]).state;
    expect([morphPrevented(lit, id('anya')), morphPrevented(lit, id('odo'))]).toEqual([true, false]);
    const kept = play(lit, [{ type: 'EndTurn', actor: 'p2' }]).state;
    expect(morphPrevented(kept, id('anya'))).toBe(false);
    // The prevention lasted p2's turn only: on p1's turn Anya may morph again.
    expect(legalCommands(kept, 'p1')).toContainEqual(playCard(id('rat'), id('anya')));
    const sameTurn = play(scene(cards).state, []).state;
    expect('violation' in when(sameTurn, playCard(id('rat'), id('plain')))).toBe(true);
  });
});

describe('122_024 Blood Screening (on an infiltrating shape-shifter: exposed when the countdown of three runs out)', () => {
  const cards: Placed[] = [
    { label: 'kf', owner: 'p2', at: 'surface', card: 'Kira Founder' },
    person$('b1', 'p1', 'Bajoran'),
    { label: 'bs', owner: 'p1', at: 'hand', card: 'Blood Screening' },
  ];
  const end = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });
  it('applies: played on p2\'s infiltrating Kira Founder in turn 1, she is still infiltrating after turn 3 and exposed at the end of turn 5; the event is discarded', () => {
    const { state, id } = scene(cards);
    const infiltrated = play(state, [infiltrate('p2', id('kf'))]).state;
    const command = playCard(id('bs'), id('kf'));
    expect(legalCommands(infiltrated, 'p1')).toContainEqual(command);
    const played = play(infiltrated, [command]).state;
    expect(played.cards[id('bs')]!.zone).toBe(Z.on(id('kf')));
    const third = play(played, [end('p1'), end('p2'), end('p1'), end('p2')]).state;
    expect(isInfiltrating(third, id('kf'))).toBe(true);
    const fifth = play(third, [end('p1')]);
    expect(ofType(fifth.events, 'InfiltratorExposed').map((e) => [e.card, e.reason, e.source])).toEqual([[id('kf'), 'card', id('bs')]]);
    expect(fifth.state.cards[id('bs')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: on a shape-shifter who is not infiltrating', () => {
    const { state, id } = scene(cards);
    expect('violation' in when(state, playCard(id('bs'), id('kf')))).toBe(true);
  });
});

describe('115_040 In the Bag (your equipment in play and your shape-shifter in hand change places; at the start of a battle, may download Strike Three)', () => {
  const base: Placed[] = [
    { label: 'anya', owner: 'p1', at: 'surface', card: 'Anya' },
    person$('k1', 'p1', 'Klingon', 'OFFICER Leadership'),
    { label: 'kd', owner: 'p1', at: 'surface', card: 'Klingon Disruptor' },
    { label: 'salia', owner: 'p1', at: 'hand', card: 'Salia' },
    { label: 'bag', owner: 'p1', at: 'hand', card: 'In the Bag' },
  ];
  it('applies on your turn: Salia takes the disruptor\'s place on the planet; the disruptor goes to hand', () => {
    const { state, id } = scene(base);
    const command = playCard(id('bag'), `${id('kd')}>${id('salia')}`);
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const after = play(state, [command]).state;
    expect([after.cards[id('salia')]!.zone, after.cards[id('kd')]!.zone]).toEqual([Z.surface('L1'), Z.hand('p1')]);
  });

  it('applies at the start of a battle: with Strike Three downloaded, Anya and Salia stun six of seven opposing personnel (the rulebook\'s example)', () => {
    const labels = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
    const { state, id } = scene([...base, ...labels.map((label) => person$(label, 'p2', 'Klingon', 'SCIENCE')), { label: 's3', owner: 'p1', at: 'hand', card: 'Strike Three' }]);
    const ready = evolveAll([{ type: 'CardMoved', card: id('s3'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }] as GameEvent[], explicit(state, 'p1'));
    const started = play(ready, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    const command = legalCommands(started.state, 'p1').find((c) => c.type === 'PlayCard' && c.card === id('bag') && c.target === `${id('kd')}>${id('salia')}` && !c.decline);
    expect(command).toBeDefined();
    const { events } = play(started.state, [command!]);
    expect(ofType(events, 'CardDownloaded').map((e) => e.title)).toEqual(['Strike Three']);
    expect(ofType(events, 'CombatResolved').filter((e) => e.by === id('s3')).map((e) => e.loser)).toHaveLength(6);
  });

  it('does not apply: no shape-shifter in hand', () => {
    const { state, id } = scene(base.filter((placed) => placed.label !== 'salia'));
    expect(legalCommands(state, 'p1').some((c) => c.type === 'PlayCard' && c.card === id('bag'))).toBe(false);
  });
});
