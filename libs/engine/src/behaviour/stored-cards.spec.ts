/**
 * Issue 15 (helper stored): cards stored on (or beneath) another card (behaviour/stored-cards.ts; fact `CardStored`,
 * stored-facts.ts; zone `stored:<host>`): not in play, their owner's, face up or down as the storing card says, hidden
 * from the opponent when face down (view.ts › canSee), following the host when it leaves play (decide.ts ›
 * storedFollowHost), counted by the conservation invariant (invariants.ts).
 *   1E rulebook › LEAVING PLAY; PLAYING A CARD › ENTERING PLAY (face-down cards); GETTING HURT › KILLED OR DESTROYED.
 * Cards: Zalkonian Storage Capsule, Deliberately Discarded, Oppression of the Remans (its second function), You Can't
 * Kill the Captain.
 * given (a scene on p1's turn, the storing card moved to p1's table) / when (ActivateCard, PlayCard, leavePlay) /
 * then (where the cards are, what each player sees, the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { leavePlay } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { evolveAll } from '../evolve';
import { conservationViolations } from '../invariants';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { accepted, play as run, refused } from '../testing/scenario';
import { memberOf } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { redactEvent, view } from '../view';
import { Z } from '../zones';
import { storedFollowHost } from './stored-cards';

function moves(state: GameState, list: readonly [string, string][]): GameState {
  return evolveAll(
    list.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}
const activate = (card: string, ability: string, target?: string, actor: PlayerId = 'p1'): Command => ({ type: 'ActivateCard', actor, card, ability, ...(target !== undefined ? { target } : {}) });
const offers = (state: GameState, card: string, ability: string) =>
  legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card && command.ability === ability);
const nextTurn = (state: GameState, player: PlayerId, number: number) => evolveAll([{ type: 'TurnBegan', player, number } as GameEvent], state);
const killed = (state: GameState, iid: string) => {
  const ctx = new Ctx(state);
  leavePlay(ctx, iid, 'killed', 'test');
  return ctx.state;
};
const sweep = (state: GameState) => {
  const ctx = new Ctx(state);
  storedFollowHost(ctx);
  return ctx.state;
};

describe('105_030 Zalkonian Storage Capsule (a hand card stored face down once each turn, back to hand at any time)', () => {
  function given() {
    const built = scene({ missions: ['Excavation'], hand: ['Zalkonian Storage Capsule', person({ skills: 'OFFICER' }), person({ skills: 'ENGINEER' })] });
    const [capsule, first, second] = built.ids.hand as [string, string, string];
    return { state: moves(built.state, [[capsule, Z.table('p1')]]), capsule, first, second };
  }

  it('applies: a hand card is stored face down — p1 sees it, p2 sees a hidden card; it goes back to hand at any time', () => {
    const { state, capsule, first } = given();
    expect(offers(state, capsule, 'store').map((command) => (command as { target?: string }).target)).toContain(first);
    const { events, state: stored } = accepted(state, activate(capsule, 'store', first));
    expect(ofType(events, 'CardStored')).toEqual([expect.objectContaining({ card: first, from: Z.hand('p1'), to: Z.stored(capsule), host: capsule, faceUp: false })]);
    expect(stored.cards[first]!.zone).toBe(Z.stored(capsule));
    expect(view(stored, { player: 'p2' }).zones[Z.stored(capsule)]).toEqual([{ hidden: true, owner: 'p1' }]);
    expect(view(stored, { player: 'p1' }).zones[Z.stored(capsule)]).toEqual([expect.objectContaining({ iid: first, faceUp: false })]);
    const stored1 = ofType(events, 'CardStored')[0]!;
    expect(redactEvent(state, stored1, { player: 'p2' })).not.toHaveProperty('card');
    expect(redactEvent(state, stored1, { player: 'p1' })).toHaveProperty('card', first);
    expect(JSON.stringify(ofType(events, 'CardEffectResolved'))).not.toContain(stored.blueprints[stored.cards[first]!.blueprint]!.title);
    expect(conservationViolations(stored)).toEqual([]);
    // At any time: on p2's turn too.
    const theirTurn = nextTurn(stored, 'p2', 2);
    const back = accepted(theirTurn, activate(capsule, 'retrieve', first)).state;
    expect(back.cards[first]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: a second card the same turn, a retrieve with nothing stored', () => {
    const { state, capsule, first, second } = given();
    expect(offers(state, capsule, 'retrieve')).toEqual([]);
    const stored = accepted(state, activate(capsule, 'store', first)).state;
    expect(refused(stored, activate(capsule, 'store', second))).toBe('ONCE_PER_TURN');
  });

  it('leaving play: the stored cards are shuffled onto the draw deck, on top or (p1’s choice) beneath (the invariant flags them until they follow)', () => {
    const { state, capsule, first } = given();
    const stored = accepted(state, activate(capsule, 'store', first)).state;
    const gone = moves(stored, [[capsule, Z.discard('p1')]]);
    expect(conservationViolations(gone)).toEqual([`${Z.stored(capsule)} holds cards but its host is not in play`]);
    const after = sweep(gone);
    expect(after.zones[Z.draw('p1')]![0]).toBe(first);
    expect(after.cards[first]!.faceUp).toBe(false);
    expect(conservationViolations(after)).toEqual([]);
    // On top or bottom: p1's yes/no question on the capsule (none = stays on top; the capsule = beneath).
    expect(after.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: [capsule] }));
    expect(accepted(after, { type: 'MakeChoice', actor: 'p1', chosen: [] }).state.zones[Z.draw('p1')]![0]).toBe(first);
    const beneath = accepted(after, { type: 'MakeChoice', actor: 'p1', chosen: [capsule] }).state.zones[Z.draw('p1')]!;
    expect(beneath[0]).not.toBe(first);
    expect(beneath[beneath.length - 1]).toBe(first);
  });
});

describe('241_013 Deliberately Discarded and 241_006 Oppression of the Remans (unique Remans who die stored on it while Remus is in play)', () => {
  const remus = (): Card => ({ ...realCard('Excavation'), id: 't_remus', title: 'Remus' });
  function given(withRemus = true) {
    const built = scene({
      missions: withRemus ? [remus()] : ['Excavation'],
      awayTeam: [person({ skills: 'SECURITY', ch: ['Reman'], universal: false }), person({ skills: 'ENGINEER', ch: ['Reman'], universal: false }), person({ skills: 'MEDICAL', ch: ['Reman'], universal: false }), person({ skills: 'SECURITY', ch: ['Reman'], universal: true })],
      hand: ['Deliberately Discarded', 'Oppression of the Remans'],
    });
    const [incident, oppression] = built.ids.hand as [string, string];
    const [a, b, c, universal] = built.ids.awayTeam as [string, string, string, string];
    return { state: moves(built.state, [[incident, Z.table('p1')]]), incident, oppression, a, b, c, universal };
  }

  it('applies: a unique Reman killed is stored face up; once each turn one goes beneath the draw deck or two are discarded to draw', () => {
    const { state, incident, a, b, c } = given();
    const three = killed(killed(killed(state, a), b), c);
    expect([a, b, c].map((iid) => three.cards[iid]!.zone)).toEqual([Z.stored(incident), Z.stored(incident), Z.stored(incident)]);
    expect(view(three, { player: 'p2' }).zones[Z.stored(incident)]).toEqual([expect.objectContaining({ iid: a, faceUp: true }), expect.objectContaining({ iid: b }), expect.objectContaining({ iid: c })]);
    const beneath = accepted(three, activate(incident, 'beneath-draw', a)).state;
    const deck = beneath.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(a);
    // One use each turn, whichever way.
    expect(refused(beneath, activate(incident, 'discard-two-to-draw', `${b}+${c}`))).toBe('ONCE_PER_TURN');
    const later = nextTurn(beneath, 'p1', 3);
    const hand = later.zones[Z.hand('p1')]!.length;
    const drew = accepted(later, activate(incident, 'discard-two-to-draw', `${b}+${c}`)).state;
    expect([b, c].map((iid) => drew.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(drew.zones[Z.hand('p1')]!.length).toBe(hand + 1);
  });

  it('does not apply: a universal Reman, or without Remus in play — the discard pile; two cards to discard need two stored', () => {
    const on = given();
    expect(killed(on.state, on.universal).cards[on.universal]!.zone).toBe(Z.discard('p1'));
    const off = given(false);
    expect(killed(off.state, off.a).cards[off.a]!.zone).toBe(Z.discard('p1'));
    const one = killed(on.state, on.a);
    expect(offers(one, on.incident, 'discard-two-to-draw')).toEqual([]);
  });

  it('Oppression of the Remans, its second function: a card stored on Deliberately Discarded to hand, the event discarded; none stored: no target', () => {
    const { state, incident, oppression, a } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: oppression, mode: 1, target: a })).not.toBeNull();
    const stored = killed(state, a);
    expect(stored.cards[a]!.zone).toBe(Z.stored(incident));
    const played = accepted(stored, { type: 'PlayCard', actor: 'p1', card: oppression, mode: 1, target: a }).state;
    expect(played.cards[a]!.zone).toBe(Z.hand('p1'));
    expect(played.cards[oppression]!.zone).toBe(Z.discard('p1'));
  });

  it('leaving play: the stored cards go with it to their owner’s discard pile (1E rulebook › LEAVING PLAY)', () => {
    const { state, incident, oppression, a } = given();
    const gone = moves(killed(state, a), [[incident, Z.discard('p1')]]);
    const after = sweep(gone);
    expect(after.cards[a]!.zone).toBe(Z.discard('p1'));
    expect(conservationViolations(after)).toEqual([]);
    // decide.ts runs the same after every command: here, Oppression of the Remans played on the table.
    const { events, state: decided } = accepted(gone, { type: 'PlayCard', actor: 'p1', card: oppression, mode: 0 });
    expect(ofType(events, 'CardMoved')).toContainEqual(expect.objectContaining({ card: a, from: Z.stored(incident), to: Z.discard('p1') }));
    expect(conservationViolations(decided)).toEqual([]);
  });
});

describe("181_031 You Can't Kill the Captain ([DS9][TE] personnel who die stored on it; one discarded from it for any skill)", () => {
  function given() {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Mr. Sisko (Crossover)', person({ skills: 'OFFICER' })], hand: ["You Can't Kill the Captain"] });
    const incident = built.ids.hand[0]!;
    const [sisko, other] = built.ids.awayTeam as [string, string];
    return { state: moves(built.state, [[incident, Z.table('p1')]]), incident, sisko, other };
  }

  it('applies: with a [DS9][TE] personnel in play and a card stored, the cost discards the stored card and the skill is granted', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Mr. Sisko (Crossover)', 'Mr. Sisko (Crossover)'], hand: ["You Can't Kill the Captain"] });
    const incident = built.ids.hand[0]!;
    const [dead, living] = built.ids.awayTeam as [string, string];
    const state = killed(moves(built.state, [[incident, Z.table('p1')]]), dead);
    expect(state.cards[dead]!.zone).toBe(Z.stored(incident));
    const { events, state: after } = accepted(state, activate(incident, 'any-skill', `${living}>Astrophysics`));
    expect(after.cards[dead]!.zone).toBe(Z.discard('p1'));
    expect(ofType(events, 'CardEffectResolved').some((event) => event.effect.includes('Astrophysics'))).toBe(true);
    expect(refused(after, activate(incident, 'any-skill', `${living}>Biology`))).toBe('ONCE_PER_TURN');
  });

  it('"you may": p1 declines beforehand (at any time, on p2’s turn too) — the [DS9][TE] personnel killed goes to the discard pile; taken again, stored', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Mr. Sisko (Crossover)', 'Mr. Sisko (Crossover)'], hand: ["You Can't Kill the Captain"] });
    const incident = built.ids.hand[0]!;
    const [first, second] = built.ids.awayTeam as [string, string];
    const onTheirTurn = nextTurn(moves(built.state, [[incident, Z.table('p1')]]), 'p2', 2);
    const declined = accepted(onTheirTurn, activate(incident, 'decline-placing')).state;
    expect(killed(declined, first).cards[first]!.zone).toBe(Z.discard('p1'));
    const takenAgain = accepted(declined, activate(incident, 'decline-placing')).state;
    expect(killed(takenAgain, second).cards[second]!.zone).toBe(Z.stored(incident));
  });

  it('does not apply: a personnel without [DS9][TE] killed goes to the discard pile; nothing stored, the ability cannot be paid', () => {
    const { state, incident, sisko, other } = given();
    expect(killed(state, other).cards[other]!.zone).toBe(Z.discard('p1'));
    expect(refused(state, activate(incident, 'any-skill', `${sisko}>Astrophysics`))).toBe('COST_UNPAYABLE');
  });
});

describe("181_031 You Can't Kill the Captain (at the start of each of your turns, your [DS9][Fed][TE] personnel with the highest INTEGRITY is a V.I.P. until the end of the turn)", () => {
  // 1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions; TIES (the card: "your choice if tie").
  const end = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });
  const vip = (state: GameState, iid: string) => skillLevel(memberOf(state, iid), 'V.I.P.');
  function given(crew: readonly string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: crew, hand: ["You Can't Kill the Captain"] });
    return { state: moves(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), crew: built.ids.awayTeam };
  }

  it('applies: Captain Dax (INTEGRITY 7) over Captain Bashir (5) — no question; V.I.P. through p1’s turn, gone at the next', () => {
    const { state, crew } = given(['Captain Dax', 'Captain Bashir']);
    const [dax, bashir] = crew as [string, string];
    const yours = run(state, [end('p1'), end('p2')]);
    expect(ofType(yours.events, 'ChoiceAwaited')).toEqual([]);
    expect(vip(yours.state, dax)).toBe(1);
    expect(vip(yours.state, bashir)).toBe(0);
    const theirs = run(yours.state, [end('p1')]);
    expect(vip(theirs.state, dax)).toBe(0);
  });

  it('a tie (Captain Dax and Banya, both 7) is p1’s choice; Mr. Rom (7, Ferengi) is not offered', () => {
    const { state, crew } = given(['Captain Dax', 'Banya', 'Mr. Rom']);
    const [dax, banya, rom] = crew as [string, string, string];
    const yours = run(state, [end('p1'), end('p2')]);
    expect(ofType(yours.events, 'ChoiceAwaited').map((event) => [event.player, [...event.options].sort()])).toEqual([['p1', [dax, banya].sort()]]);
    const chosen = accepted(yours.state, { type: 'MakeChoice', actor: 'p1', chosen: [banya] }).state;
    expect([vip(chosen, banya), vip(chosen, dax), vip(chosen, rom)]).toEqual([1, 0, 0]);
  });

  it('does not apply: with no [DS9][Fed][TE] personnel (only Mr. Rom), nothing is asked or gained', () => {
    const { state, crew } = given(['Mr. Rom']);
    const yours = run(state, [end('p1'), end('p2')]);
    expect(ofType(yours.events, 'ChoiceAwaited')).toEqual([]);
    expect(vip(yours.state, crew[0]!)).toBe(0);
  });
});

describe('191_021 Watch Dog (the end-of-turn draw stored face down beneath it, back to hand as the turn begins)', () => {
  function given(crew: readonly string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: crew, hand: ['Watch Dog'] });
    return { state: built.state, dog: built.ids.hand[0]! };
  }
  const three = ['Admiral Black', 'Captain Forrest', 'Chief Engineer Tucker'];

  it('applies: played with three [Sta][TE] personnel; the card drawn at the end of the turn is stored face down, then to hand as p1’s next turn begins', () => {
    const { state, dog } = given(three);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: dog }).state;
    expect(played.cards[dog]!.zone).toBe(Z.table('p1'));
    const top = played.zones[Z.draw('p1')]![0]!;
    const ended = accepted(played, { type: 'EndTurn', actor: 'p1' }).state;
    expect(ended.cards[top]!.zone).toBe(Z.stored(dog));
    expect(ended.cards[top]!.faceUp).toBe(false);
    expect(view(ended, { player: 'p2' }).zones[Z.stored(dog)]).toEqual([{ hidden: true, owner: 'p1' }]);
    expect(conservationViolations(ended)).toEqual([]);
    const back = accepted(ended, { type: 'EndTurn', actor: 'p2' }).state;
    expect(back.turn!.player).toBe('p1');
    expect(back.cards[top]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: two [Sta][TE] personnel — it may not be played; not on the table — the draw stays in hand', () => {
    const two = given(three.slice(0, 2));
    expect(refused(two.state, { type: 'PlayCard', actor: 'p1', card: two.dog })).toBe('PLAY_CONDITION');
    const { state } = given(three);
    const top = state.zones[Z.draw('p1')]![0]!;
    expect(accepted(state, { type: 'EndTurn', actor: 'p1' }).state.cards[top]!.zone).toBe(Z.hand('p1'));
  });
});

describe("125_032 Jem'Hadar Shrouding (one or two Jem'Hadar from hand set aside on it, then a card drawn)", () => {
  function given() {
    const built = scene({ missions: ['Excavation'], hand: ["Jem'Hadar Shrouding", "Arak'Taral", "Amat'igan", person({ skills: 'OFFICER', ch: ['Human'] })] });
    const [shrouding, arak, amat, human] = built.ids.hand as [string, string, string, string];
    return { state: moves(built.state, [[shrouding, Z.table('p1')]]), shrouding, arak, amat, human };
  }

  it('applies: two Jem’Hadar from hand stored face up on it (not in play), then p1 draws a card', () => {
    const { state, shrouding, arak, amat } = given();
    const hand = state.zones[Z.hand('p1')]!.length;
    const { state: after } = accepted(state, activate(shrouding, 'shroud', `${arak}+${amat}`));
    expect([arak, amat].map((iid) => after.cards[iid]!.zone)).toEqual([Z.stored(shrouding), Z.stored(shrouding)]);
    expect(after.cards[arak]!.faceUp).toBe(true);
    expect(after.zones[Z.hand('p1')]!.length).toBe(hand - 2 + 1);
    expect(conservationViolations(after)).toEqual([]);
  });

  it('does not apply: a non-Jem’Hadar is not offered; three at once is not a target', () => {
    const { state, shrouding, arak, amat, human } = given();
    const targets = offers(state, shrouding, 'shroud').map((command) => (command as { target?: string }).target);
    expect(targets).toEqual([arak, amat, `${arak}+${amat}`]);
    expect(targets.some((target) => target?.includes(human))).toBe(false);
    expect(refused(state, activate(shrouding, 'shroud', `${arak}+${amat}+${human}`))).toBe('INVALID_TARGET');
  });
  // Issue 15 (helper domir): stored-cards.ts › hand-cards-up-to … orInPlay.
  it('applies: a Jem’Hadar of yours in play (on the planet) and one from hand stored together; the one from play leaves play unstopped', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [person({ skills: 'SECURITY', ch: ["Jem'Hadar"], title: 'Planet Jem' }), person({ skills: 'OFFICER', ch: ['Human'], title: 'Planet Human' })], hand: ["Jem'Hadar Shrouding", "Arak'Taral"] });
    const [shrouding, arak] = built.ids.hand as [string, string];
    const [jem, human] = built.ids.awayTeam as [string, string];
    const state = moves(built.state, [[shrouding, Z.table('p1')]]);
    const targets = offers(state, shrouding, 'shroud').map((command) => (command as { target?: string }).target);
    expect(targets).toContain(`${arak}+${jem}`);
    expect(targets.some((target) => target?.includes(human))).toBe(false);
    const { state: after } = accepted(state, activate(shrouding, 'shroud', `${arak}+${jem}`));
    expect([arak, jem].map((iid) => after.cards[iid]!.zone)).toEqual([Z.stored(shrouding), Z.stored(shrouding)]);
    expect(conservationViolations(after)).toEqual([]);
  });
  it('does not apply: the opponent’s Jem’Hadar in play is not offered (a stopped one of yours is: the card places it, not its own action)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [person({ skills: 'SECURITY', ch: ["Jem'Hadar"], title: 'Stopped Jem' })], hand: ["Jem'Hadar Shrouding"], opponentHand: [person({ skills: 'SECURITY', ch: ["Jem'Hadar"], title: 'Their Jem' })] });
    const shrouding = built.ids.hand[0]!;
    const theirs = built.ids.opponentHand[0]!;
    const stopped = built.ids.awayTeam[0]!;
    const state = evolveAll([{ type: 'CardStopped', card: stopped, rule: 'test' } as GameEvent], moves(built.state, [[shrouding, Z.table('p1')], [theirs, Z.surface('L1')]]));
    expect(offers(state, shrouding, 'shroud').map((command) => (command as { target?: string }).target)).toEqual([stopped]);
  });
});

describe('126_015 Fal-tor-pan (the top card of your discard pile, a Vulcan personnel, stored on it at any time)', () => {
  function given(order: 'vulcan-on-top' | 'human-on-top') {
    const built = scene({ missions: ['Excavation'], hand: ['Fal-tor-pan', person({ skills: 'SCIENCE', ch: ['Vulcan'] }), person({ skills: 'OFFICER', ch: ['Human'] })] });
    const [event, vulcan, human] = built.ids.hand as [string, string, string];
    const pile: [string, string][] = order === 'vulcan-on-top' ? [[human, Z.discard('p1')], [vulcan, Z.discard('p1')]] : [[vulcan, Z.discard('p1')], [human, Z.discard('p1')]];
    return { state: moves(built.state, [[event, Z.table('p1')], ...pile]), event, vulcan, human };
  }

  it('applies: the Vulcan on top of the discard pile is stored face up on it, on p2’s turn too (at any time)', () => {
    const { state, event, vulcan } = given('vulcan-on-top');
    const after = accepted(nextTurn(state, 'p2', 2), activate(event, 'keep-katra', vulcan)).state;
    expect(after.cards[vulcan]!.zone).toBe(Z.stored(event));
    expect(after.cards[vulcan]!.faceUp).toBe(true);
    expect(conservationViolations(after)).toEqual([]);
  });

  it('does not apply: a non-Vulcan on top (a Vulcan beneath it is not reached)', () => {
    const { state, event, vulcan } = given('human-on-top');
    expect(offers(state, event, 'keep-katra')).toEqual([]);
    expect(refused(state, activate(event, 'keep-katra', vulcan))).toBe('INVALID_TARGET');
  });

  // Issue 15 (places): "personnel here may report to the planet Vulcan as if from your hand" (behaviour/stored-reports.ts).
  // Vulcan is Deliver Ancient Artifact (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds; card-facts.ts).
  function katra(missions: readonly string[]) {
    const built = scene({ missions, hand: ['Fal-tor-pan', person({ skills: 'SCIENCE', ch: ['Vulcan'], title: 'Stored Vulcan', universal: false })] });
    const [event, vulcan] = built.ids.hand as [string, string];
    return { state: moves(built.state, [[event, Z.table('p1')], [vulcan, Z.stored(event)]]), event, vulcan, built };
  }
  it('applies: on your turn, the Vulcan stored on it reports to the planet of Deliver Ancient Artifact, using the normal card play', () => {
    const { state, event, vulcan, built } = katra(['Excavation', 'Deliver Ancient Artifact']);
    const vulcanMission = built.ids.missions[1]!;
    expect(offers(state, event, 'report-to-vulcan')).toEqual([expect.objectContaining({ target: `${vulcan}>${vulcanMission}` })]);
    const after = accepted(state, activate(event, 'report-to-vulcan', `${vulcan}>${vulcanMission}`));
    expect(after.state.cards[vulcan]!.zone).toBe(Z.surface('L2'));
    expect(ofType(after.events, 'CardReported')).toEqual([expect.objectContaining({ card: vulcan, normalCardPlay: true })]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: no Vulcan mission on the spaceline, the normal card play already used, or on the opponent’s turn', () => {
    const none = katra(['Excavation']);
    expect(offers(none.state, none.event, 'report-to-vulcan')).toEqual([]);
    const { state, event, vulcan, built } = katra(['Excavation', 'Deliver Ancient Artifact']);
    const target = `${vulcan}>${built.ids.missions[1]!}`;
    const used: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(used, activate(event, 'report-to-vulcan', target))).not.toBeNull();
    expect(refused(nextTurn(state, 'p2', 2), activate(event, 'report-to-vulcan', target, 'p1'))).not.toBeNull();
  });
});
