/**
 * Interrupts of later sets, interrupts-d pass (issue 15): a personnel taking the place of another
 * (Tag!, A Matter of Honor, A Family of Traitors, I've Been Waiting for You, Shape-Shift, I'm a
 * Doctor, Not a Bartender), hand remodulation (Remodulation), a random death on a planet (Remember
 * the Alamo), skills granted while facing a dilemma (Cold Warriors), cancelling a battle with a
 * hologram (I'm a Doctor, Not a Doorstop), nullifying a card by its title (That's a Stupid Question!).
 *   1E rulebook › DOWNLOADING; DUPLICATION AND PERSONAS; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; BATTLE › INITIATING A BATTLE ›
 *   Clarification: Cancelled Battles; ATTEMPT A MISSION › NULLIFIERS.
 * given (a scene) / when (PlayCard) / then (the facts and the zones).
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship } from '../testing/battle-scene';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { shipAttribute } from './ship-modifiers';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const play = (card: string, target?: string, mode?: number, actor: PlayerId = 'p1'): Command => ({
  type: 'PlayCard',
  actor,
  card,
  ...(target !== undefined ? { target } : {}),
  ...(mode !== undefined ? { mode } : {}),
});
const icon = (code: string) => ({ code, name: code, category: 'test' });
/** A test personnel with a property logo, icons or characteristics the PersonSpec lacks. */
const tng = (spec: PersonSpec, extra: Partial<Card> = {}): Card => ({ ...person(spec), property: 'TNG', ...extra });
const toDiscard = (state: GameState, card: string, owner: PlayerId = 'p1'): GameState =>
  evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.discard(owner), faceUp: true, reason: 'scene' }], state);
const toDraw = (state: GameState, card: string, owner: PlayerId = 'p1'): GameState =>
  evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.draw(owner), faceUp: false, reason: 'scene' }], state);
const plays = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

describe('155_032 Tag! (once per game: a [TNG] Youth downloaded, even from the discard pile, replaces your non-Youth [TNG] personnel)', () => {
  function table() {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [tng({ skills: 'OFFICER' }), tng({ skills: 'SCIENCE Youth' }), person({ skills: 'ENGINEER' })],
      hand: ['Tag!', tng({ skills: 'CIVILIAN Youth' }), person({ skills: 'CIVILIAN Youth' })],
    });
    const [tag, youth, notTng] = built.ids.hand as [string, string, string];
    const [officer, young, other] = built.ids.awayTeam as [string, string, string];
    return { state: toDiscard(toDiscard(built.state, youth), notTng), tag, youth, notTng, officer, young, other };
  }
  it('the Youth in the discard pile takes the OFFICER’s place on the planet; the OFFICER is discarded', () => {
    const { state, tag, youth, officer } = table();
    expect(plays(state, tag)).toEqual([play(tag, `${youth}>${officer}`)]);
    const after = run(state, [play(tag, `${youth}>${officer}`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.from, e.to])).toEqual([[youth, Z.discard('p1'), Z.surface('L1')]]);
    expect(after.state.cards[officer]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[youth]!.zone).toBe(Z.surface('L1'));
  });
  it('no Youth leaves for another Youth, no non-[TNG] personnel comes in or goes, and only once per game', () => {
    const { state, tag, youth, notTng, officer, young, other } = table();
    expect(refused(state, play(tag, `${youth}>${young}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(tag, `${youth}>${other}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(tag, `${notTng}>${officer}`))).toBe('INVALID_TARGET');
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: 'Tag! (once per game)', turn: 1 }], state);
    expect(refused(used, play(tag, `${youth}>${officer}`))).toBe('ONCE_PER_GAME');
  });
});

describe('155_033 A Matter of Honor and 161_018 A Family of Traitors (the same, for Honor x2 and Treachery x2)', () => {
  it('a [TNG] Honor x2 from the draw deck replaces a [TNG] personnel without Honor; Honor x1 does not come, an honourable one does not go', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [tng({ skills: 'OFFICER' }), tng({ skills: 'OFFICER Honor' })],
      hand: ['A Matter of Honor', tng({ skills: 'SECURITY Honor x2' }), tng({ skills: 'SECURITY Honor' })],
    });
    const [card, twice, once] = built.ids.hand as [string, string, string];
    const [plain, honourable] = built.ids.awayTeam as [string, string];
    const state = toDraw(built.state, twice);
    expect(refused(state, play(card, `${once}>${plain}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${twice}>${honourable}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${twice}>${plain}`)]);
    expect(after.state.cards[twice]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[plain]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.from)).toEqual([Z.draw('p1')]);
  });
  it('a [TNG] Treachery x2 from hand replaces a [TNG] personnel without Treachery; one with Treachery does not go', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [tng({ skills: 'OFFICER' }), tng({ skills: 'OFFICER Treachery' })],
      hand: ['A Family of Traitors', tng({ skills: 'SECURITY Treachery x2' })],
    });
    const [card, traitor] = built.ids.hand as [string, string];
    const [plain, treacherous] = built.ids.awayTeam as [string, string];
    expect(refused(built.state, play(card, `${traitor}>${treacherous}`))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, `${traitor}>${plain}`)]);
    expect(after.state.cards[traitor]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[plain]!.zone).toBe(Z.discard('p1'));
  });
  it('the personnel download limit holds: after a personnel download this turn there is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [tng({ skills: 'OFFICER' })], hand: ['A Family of Traitors', tng({ skills: 'SECURITY Treachery x2' })] });
    const state: GameState = { ...built.state, personnelDownloadTurn: { p1: 1 } };
    expect(plays(state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe("125_038 I've Been Waiting for You (once every turn: your unique hologram in play and a hologram from hand change places)", () => {
  const holo = (spec: PersonSpec, universal: boolean): Card => ({ ...person({ ...spec, universal }), icons: [icon('Holo')] });
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [holo({ skills: 'MEDICAL' }, false), holo({ skills: 'SCIENCE' }, true)], hand: ["I've Been Waiting for You", holo({ skills: 'SECURITY' }, true), person({ skills: 'OFFICER' })] });
    const [card, incoming, notHolo] = built.ids.hand as [string, string, string];
    const [unique, universal] = built.ids.awayTeam as [string, string];
    return { state: built.state, card, incoming, notHolo, unique, universal };
  }
  it('the unique hologram goes to hand and the one from hand stands where it was (no download)', () => {
    const { state, card, incoming, unique } = table();
    expect(plays(state, card)).toEqual([play(card, `${incoming}>${unique}`)]);
    const after = run(state, [play(card, `${incoming}>${unique}`)]);
    expect(after.state.cards[unique]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[incoming]!.zone).toBe(Z.surface('L1'));
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
  });
  it('a universal hologram does not go, a non-hologram does not come, and a second use this turn is refused', () => {
    const { state, card, incoming, notHolo, unique, universal } = table();
    expect(refused(state, play(card, `${incoming}>${universal}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${notHolo}>${unique}`))).toBe('INVALID_TARGET');
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: "I've Been Waiting for You", turn: 1 }], state);
    expect(refused(used, play(card, `${incoming}>${unique}`))).toBe('ONCE_PER_TURN');
  });
});

describe('115_042 Shape-Shift (your Founder becomes a different Founder: exchanged with one in hand, or discarded for one downloaded; immune to Amanda Rogers)', () => {
  const founder = (title: string): Card => person({ skills: 'V.I.P.', ch: ['Founder'], title, universal: false });
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [founder('Founder One')], hand: ['Shape-Shift', founder('Founder Two'), founder('Founder One'), founder('Founder Three')] });
    const [card, two, same, three] = built.ids.hand as [string, string, string, string];
    return { state: toDraw(built.state, three), card, two, same, three, one: built.ids.awayTeam[0]! };
  }
  it('exchange (the first way): Founder One back to hand, Founder Two from hand in its place; the same title is no target', () => {
    const { state, card, two, same, one } = table();
    expect(refused(state, play(card, `${same}>${one}`, 0))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${two}>${one}`, 0)]);
    expect(after.state.cards[one]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[two]!.zone).toBe(Z.surface('L1'));
  });
  it('download (the second way): Founder One discarded, Founder Three downloaded from the draw deck to its place', () => {
    const { state, card, three, one } = table();
    const after = run(state, [play(card, `${three}>${one}`, 1)]);
    expect(after.state.cards[one]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[three, Z.surface('L1')]]);
  });
  it('is immune to Amanda Rogers: p2 may not nullify it just played, while another interrupt is a target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [founder('Founder Four')], hand: ['Shape-Shift', founder('Founder Five'), 'Remodulation', { skills: 'OFFICER' }], opponentHand: ['Amanda Rogers'] });
    const [card, five, remodulation, spare] = built.ids.hand as [string, string, string, string];
    const amanda = built.ids.opponentHand[0]!;
    const waiting = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(card, `${five}>${built.ids.awayTeam[0]!}`, 0)]).state;
    expect(waiting.windows?.map((w) => [w.player, w.card])).toEqual([['p2', card]]);
    expect(refused(waiting, play(amanda, card, undefined, 'p2'))).toBe('INVALID_TARGET');
    const other = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(remodulation, spare, 2)]).state;
    expect(refused(other, play(amanda, remodulation, undefined, 'p2'))).toBeNull();
  });
});

describe("125_037 I'm a Doctor, Not a Bartender (Anthropology for a MEDICAL; or a bartender downloaded in place of your MEDICAL, or the reverse)", () => {
  function table() {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [person({ skills: 'MEDICAL' }), person({ skills: 'CIVILIAN', ch: ['Bartender'] })],
      hand: ["I'm a Doctor, Not a Bartender", person({ skills: 'CIVILIAN', ch: ['Bartender'] }), person({ skills: 'MEDICAL Biology' })],
    });
    const [card, bartender, doctor] = built.ids.hand as [string, string, string];
    const [medical, barkeep] = built.ids.awayTeam as [string, string];
    return { state: toDraw(toDraw(built.state, bartender), doctor), card, bartender, doctor, medical, barkeep };
  }
  it('the first way still grants Anthropology to the MEDICAL until the end of the turn', () => {
    const { state, card, medical } = table();
    const after = run(state, [play(card, medical, 0)]);
    expect(memberOf(after.state, medical).skills.some((s) => s.name === 'Anthropology')).toBe(true);
  });
  it('a bartender downloaded replaces the MEDICAL; a MEDICAL downloaded replaces the bartender; no MEDICAL replaces a MEDICAL', () => {
    const { state, card, bartender, doctor, medical, barkeep } = table();
    const first = run(state, [play(card, `${bartender}>${medical}`, 1)]);
    expect(first.state.cards[medical]!.zone).toBe(Z.discard('p1'));
    expect(first.state.cards[bartender]!.zone).toBe(Z.surface('L1'));
    const second = run(state, [play(card, `${doctor}>${barkeep}`, 2)]);
    expect(second.state.cards[barkeep]!.zone).toBe(Z.discard('p1'));
    expect(second.state.cards[doctor]!.zone).toBe(Z.surface('L1'));
    expect(refused(state, play(card, `${doctor}>${medical}`, 2))).toBe('INVALID_TARGET');
  });
});

describe("202_018 That's a Stupid Question! (OFFICERs -2; or nullifies a card with \"question\" or \"?\" in its title)", () => {
  const event = (title: string): Card => ({ ...realCard('Red Alert!'), id: `t_${title}`, title });
  function table() {
    const built = scene({ missions: ['Excavation'], hand: ["That's a Stupid Question!"], opponentHand: [event('Any Questions Left'), event('Who Goes There?'), event('Plain Statement')] });
    const [asking, marked, plain] = built.ids.opponentHand as [string, string, string];
    const moves = [asking, marked, plain].map((card) => ({ type: 'CardMoved' as const, card, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' }));
    return { state: evolveAll(moves, built.state), card: built.ids.hand[0]!, asking, marked, plain };
  }
  it('the cards with "question" or "?" in their titles are its targets in play; nullified, one goes to the discard pile', () => {
    const { state, card, asking, marked, plain } = table();
    expect(plays(state, card).filter((c) => c.type === 'PlayCard' && c.mode === 1).map((c) => (c as { target?: string }).target)).toEqual([asking, marked]);
    expect(refused(state, play(card, plain, 1))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, marked, 1)]);
    expect(after.state.cards[marked]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('109_053 Remodulation (discard one or two cards, draw as many from the bottom of the draw deck)', () => {
  it('two cards discarded, the bottom two of the draw deck drawn; three cards are refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Remodulation', { skills: 'OFFICER' }, { skills: 'SCIENCE' }, { skills: 'MEDICAL' }] });
    const [card, a, b, c] = built.ids.hand as [string, string, string, string];
    const deck = built.state.zones[Z.draw('p1')]!;
    const bottom = deck.slice(-2);
    expect(refused(built.state, play(card, `${a}+${b}+${c}`, 2))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, `${a}+${b}`, 2)]);
    expect([a, b].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => [...e.cards].sort())).toEqual([[...bottom].sort()]);
    expect(after.state.cards[c]!.zone).toBe(Z.hand('p1'));
  });
});

describe('125_039 Remember the Alamo (once per game, on a planet: one SECURITY personnel there, picked at random, dies)', () => {
  function table() {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: [{ skills: 'SECURITY' }, { skills: 'OFFICER' }], hand: ['Remember the Alamo'] });
    return { state: built.state, card: built.ids.hand[0]!, security: built.ids.awayTeam[0]!, officer: built.ids.awayTeam[1]! };
  }
  it('the SECURITY on the planet dies (the only candidate); the OFFICER lives; a space location is no target', () => {
    const { state, card, security, officer } = table();
    expect(refused(state, play(card, 'L2', 1))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, 'L1', 1)]);
    expect(ofType(after.events, 'RandomCardsSelected').map((e) => [e.candidates, e.outcome])).toEqual([[[security], [security]]]);
    expect(after.state.cards[security]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[officer]!.zone).toBe(Z.surface('L1'));
  });
  it('once per game', () => {
    const { state, card } = table();
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: 'Remember the Alamo (once per game)', turn: 1 }], state);
    expect(refused(used, play(card, 'L1', 1))).toBe('ONCE_PER_GAME');
  });
});

describe('152_024 Cold Warriors (facing a dilemma: your Treachery x2 personnel gain Diplomacy and Law until the end of the turn)', () => {
  function facing() {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ skills: 'OFFICER Treachery x2' }, { skills: 'SCIENCE Treachery' }], hand: ['Cold Warriors'] });
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    return { state, card: built.ids.hand[0]!, twice: built.ids.awayTeam[0]!, once: built.ids.awayTeam[1]! };
  }
  const has = (state: GameState, iid: string, skill: string) => memberOf(state, iid).skills.some((s) => s.name === skill);
  it('played in the dilemma’s window (the second way): the Treachery x2 personnel has Diplomacy and Law, the Treachery x1 one not', () => {
    const { state, card, twice, once } = facing();
    expect(state.windows?.map((w) => w.action)).toEqual(['dilemma-encountered']);
    const after = run(state, [play(card, undefined, 1)]);
    expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(has(after.state, twice, 'Diplomacy') && has(after.state, twice, 'Law')).toBe(true);
    expect(has(after.state, once, 'Diplomacy') || has(after.state, once, 'Law')).toBe(false);
    // Archer's choice answered, the attempt over: at the end of the turn the card leaves the table.
    const choice = after.state.awaiting.find((a) => a.kind === 'dilemma-choice')!;
    let answered = run(after.state, [{ type: 'ChooseForDilemma', actor: 'p2', chosen: [choice.options![0]!] }]).state;
    for (let guard = 0; guard < 10 && (answered.windows ?? []).length > 0; guard += 1) answered = run(answered, [{ type: 'PassResponse', actor: answered.windows![answered.windows!.length - 1]!.player }]).state;
    expect(answered.attempt).toBeFalsy();
    const ended = run(answered, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(ended.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(has(ended, twice, 'Law')).toBe(false);
  });
  it('outside a dilemma’s window it is not played that way', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Treachery x2' }], hand: ['Cold Warriors'] });
    expect(plays(built.state, built.ids.hand[0]!)).toEqual([]);
    expect(refused(built.state, play(built.ids.hand[0]!, undefined, 1))).not.toBeNull();
  });
});

describe("109_051 I'm a Doctor, Not a Doorstop (a response to a personnel battle: your hologram in it is discarded and the battle cancelled)", () => {
  const hologram: Card = { ...person({ skills: 'MEDICAL', s: 4, affiliation: 'Romulan' }), icons: [icon('Holo')] };
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  function started(withHologram: boolean) {
    const built = battleScene([
      { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon' } },
      { label: 'r1', owner: 'p2', at: 'surface', card: withHologram ? hologram : { skills: 'MEDICAL', s: 4, affiliation: 'Romulan' } },
      { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'doc', owner: 'p2', at: 'hand', card: "I'm a Doctor, Not a Doorstop" },
    ]);
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, attack]).state;
    return { state, id: built.id };
  }
  it('p2 discards its hologram: the battle is cancelled, nobody is hurt', () => {
    const { state, id } = started(true);
    // Only the second way fits the battle's window, so legalCommands names no mode.
    const respond = play(id('doc'), id('r1'), undefined, 'p2');
    expect(legalCommands(state, 'p2')).toContainEqual(respond);
    const after = run(state, [respond]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect(after.state.cards[id('r1')]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[id('r2')]!.zone).toBe(Z.surface('L1'));
  });
  it('without a hologram in the battle it is no response', () => {
    const { state, id } = started(false);
    expect(refused(state, play(id('doc'), id('r1'), 1, 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('109_041 Alas, Poor Queen (just after a Borg Queen is killed, all of that player’s Borg die)', () => {
  const queen: Card = person({ skills: 'SECURITY', affiliation: 'Borg', ch: ['Borg', 'Queen'], title: 'Test Borg Queen', universal: false });
  function killedQueen(withQueen: boolean) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [withQueen ? queen : person({ skills: 'SECURITY', affiliation: 'Borg' }), { skills: 'ENGINEER', affiliation: 'Borg' }, { skills: 'OFFICER', affiliation: 'Federation' }],
      ship: { ...realCard('Borg Cube'), id: 't_cube' },
      crew: [{ skills: 'ENGINEER', affiliation: 'Borg' }],
      hand: ['Remember the Alamo'],
      opponentHand: ['Alas, Poor Queen'],
    });
    // p1's own Remember the Alamo kills the only SECURITY on the planet (the Queen); p2 answers in the killed window.
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(built.ids.hand[0]!, 'L1', 1), { type: 'PassResponse', actor: 'p2' }]).state;
    return { state, alas: built.ids.opponentHand[0]!, ids: built.ids };
  }
  it('p2 plays it on the dead Queen: p1’s other Borg (on the planet and aboard the cube) die, the Federation OFFICER lives', () => {
    const { state, alas, ids } = killedQueen(true);
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p2']]);
    const after = run(state, [play(alas, ids.awayTeam[0]!, undefined, 'p2')]);
    expect(after.state.cards[ids.awayTeam[1]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[ids.crew[0]!]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[ids.awayTeam[2]!]!.zone).toBe(Z.surface('L1'));
  });
  it('a Borg who is not a Queen is no target', () => {
    const { state, alas, ids } = killedQueen(false);
    expect(refused(state, play(alas, ids.awayTeam[0]!, undefined, 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('181_032 Shrouded Assailant (once every turn: your Treachery personnel with a blade weapon kills one other personnel present at random)', () => {
  function table(blade: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY Treachery' }, { skills: 'OFFICER' }], ...(blade ? { equipment: ["Bat'leth"] } : {}), hand: ['Shrouded Assailant'] });
    return { state: built.state, card: built.ids.hand[0]!, killer: built.ids.awayTeam[0]!, other: built.ids.awayTeam[1]! };
  }
  it('with a Bat’leth present the other personnel dies (the only candidate); the assassin lives', () => {
    const { state, card, killer, other } = table(true);
    expect(refused(state, play(card, other, 1))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, killer, 1)]);
    expect(ofType(after.events, 'RandomCardsSelected').map((e) => e.candidates)).toEqual([[other]]);
    expect(after.state.cards[other]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[killer]!.zone).toBe(Z.surface('L1'));
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: 'Shrouded Assailant', turn: 1 }], state);
    expect(refused(used, play(card, killer, 1))).toBe('ONCE_PER_TURN');
  });
  it('without a blade weapon there is no target', () => {
    const { state, card, killer } = table(false);
    expect(refused(state, play(card, killer, 1))).toBe('INVALID_TARGET');
  });
});

describe('103_067 Jamaharon (with Risa on the spaceline, a male personnel alone on a planet moves to Risa)', () => {
  const male = (skills: string) => person({ skills, ch: ['Male'] });
  it('the lone male on Excavation moves to Risa’s surface', () => {
    const built = scene({ missions: ['Excavation', 'Risa Shore Leave'], awayTeam: [male('OFFICER')], hand: ['Jamaharon'] });
    const [card, man] = [built.ids.hand[0]!, built.ids.awayTeam[0]!];
    expect(plays(built.state, card)).toEqual([play(card, man, 2)]);
    const after = run(built.state, [play(card, man, 2)]);
    expect(after.state.cards[man]!.zone).toBe(Z.surface('L2'));
  });
  it('not when he is not alone, when he is not male, or when Risa is not on the spaceline', () => {
    const two = scene({ missions: ['Excavation', 'Risa Shore Leave'], awayTeam: [male('OFFICER'), male('SCIENCE')], hand: ['Jamaharon'] });
    expect(refused(two.state, play(two.ids.hand[0]!, two.ids.awayTeam[0]!, 2))).toBe('INVALID_TARGET');
    const female = scene({ missions: ['Excavation', 'Risa Shore Leave'], awayTeam: [person({ skills: 'OFFICER', ch: ['Female'] })], hand: ['Jamaharon'] });
    expect(refused(female.state, play(female.ids.hand[0]!, female.ids.awayTeam[0]!, 2))).toBe('INVALID_TARGET');
    const noRisa = scene({ missions: ['Excavation'], awayTeam: [male('OFFICER')], hand: ['Jamaharon'] });
    expect(refused(noRisa.state, play(noRisa.ids.hand[0]!, noRisa.ids.awayTeam[0]!, 2))).toBe('INVALID_TARGET');
  });
});

/** p1's ship at L1 with `crew`; p2's ship at L1 with a crew of one unless `emptyTheirs` (moved there from p2's hand). */
function facingShips(crew: readonly (PersonSpec | Card)[], hand: string, ours: Card = testShip('Romulan'), emptyTheirs = false) {
  const built = scene({ missions: ['Excavation'], ship: ours, crew, hand: [hand], opponentHand: [testShip('Federation'), { skills: 'OFFICER' }] });
  const [theirShip, theirCrew] = built.ids.opponentHand as [string, string];
  const moves = [
    { type: 'CardMoved' as const, card: theirShip, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
    ...(emptyTheirs ? [] : [{ type: 'CardMoved' as const, card: theirCrew, from: Z.hand('p2'), to: Z.aboard(theirShip), faceUp: true, reason: 'scene' }]),
  ];
  return { state: evolveAll(moves, built.state), card: built.ids.hand[0]!, crew: built.ids.crew, ship: built.ids.ship!, theirShip, theirCrew };
}
function testShip(affiliation: string, icons: readonly string[] = []): Card {
  const base = realCard(affiliation === 'Klingon' ? 'I.K.S. Buruk' : affiliation === 'Romulan' ? "D'deridex" : 'U.S.S. Galaxy');
  return { ...base, id: `t_ship_${affiliation}_${icons.join('')}`, affiliations: [affiliation as never], icons: icons.map(icon) };
}

describe('161_019 Explain Your Presence (once per game: your Romulan OFFICER where the opponent has a crew is stopped; you examine that crew and score 5)', () => {
  it('the OFFICER stops, p1 is shown the crew of p2’s ship, 5 bonus points', () => {
    const { state, card, crew, theirShip, theirCrew } = facingShips([{ skills: 'OFFICER', affiliation: 'Romulan' }, { skills: 'ENGINEER', affiliation: 'Romulan' }], 'Explain Your Presence');
    expect(plays(state, card)).toEqual([play(card, crew[0]!)]);
    const after = run(state, [play(card, crew[0]!)]);
    expect(after.state.cards[crew[0]!]!.stopped).toBe(true);
    expect(ofType(after.events, 'CardsShown').map((e) => [e.to, e.zone, e.cards.map((c) => c.iid)])).toEqual([['p1', Z.aboard(theirShip), [theirCrew]]]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 5, true]]);
  });
  it('no target without a crew of the opponent there, or for a non-OFFICER', () => {
    const empty = facingShips([{ skills: 'OFFICER', affiliation: 'Romulan' }], 'Explain Your Presence', testShip('Romulan'), true);
    expect(plays(empty.state, empty.card)).toEqual([]);
    const engineer = facingShips([{ skills: 'ENGINEER', affiliation: 'Romulan' }], 'Explain Your Presence');
    expect(refused(engineer.state, play(engineer.card, engineer.crew[0]!))).toBe('INVALID_TARGET');
  });
});

describe('192_030 Klingon Border Patrol (on your [Kli][22] ship present with an opponent’s ship; 5 points if still so at the end of your next turn)', () => {
  const end = (actor: PlayerId): Command => ({ type: 'EndTurn', actor });
  function patrolling() {
    const setup = facingShips([{ skills: 'OFFICER', affiliation: 'Klingon' }], 'Klingon Border Patrol', testShip('Klingon', ['22']));
    const played = run(setup.state, [play(setup.card, setup.ship)]);
    return { ...setup, state: played.state };
  }
  it('lies on the ship; the opponent’s ship still there at the end of p1’s next turn: 5 bonus points, then discarded', () => {
    const { state, card, ship } = patrolling();
    expect(state.cards[card]!.zone).toBe(Z.on(ship));
    const first = run(state, [end('p1'), end('p2')]);
    expect(ofType(first.events, 'PointsScored')).toEqual([]);
    const after = run(first.state, [end('p1')]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p1', 5]]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('the opponent’s ship gone by then: no points, still discarded; a ship without [22] is no target', () => {
    const { state, card, theirShip } = patrolling();
    const gone = evolveAll([{ type: 'CardMoved', card: theirShip, from: Z.space('L1'), to: Z.hand('p2'), faceUp: false, reason: 'scene' }], run(state, [end('p1'), end('p2')]).state);
    const after = run(gone, [end('p1')]);
    expect(ofType(after.events, 'PointsScored')).toEqual([]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const plain = facingShips([{ skills: 'OFFICER', affiliation: 'Klingon' }], 'Klingon Border Patrol', testShip('Klingon'));
    expect(plays(plain.state, plain.card)).toEqual([]);
  });
});

describe('105_035 End Transmission (onto your table — unique — and your turn ends at once)', () => {
  it('p1’s turn ends (the end-of-turn draw, TurnEnded) and p2’s begins; the card stays on p1’s table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['End Transmission'] });
    const card = built.ids.hand[0]!;
    const after = run(built.state, [play(card)]);
    expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.reason])).toEqual([['p1', 'end-of-turn']]);
    expect(ofType(after.events, 'TurnEnded').map((e) => e.player)).toEqual(['p1']);
    expect(after.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });
  it('a second one is refused while one lies on your table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['End Transmission', 'End Transmission'] });
    const [first, second] = built.ids.hand as [string, string];
    const state = evolveAll([{ type: 'CardMoved', card: first, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }], built.state);
    expect(refused(state, play(second))).toBe('NOT_UNIQUE');
  });
});

describe('115_039 Flight of the Intruder (any or all of your shape-shifters present together return to your hand)', () => {
  const shifter = (skills: string) => person({ skills, ch: ['Shape-shifter', 'Changeling'] });
  it('both shape-shifters on the planet fly off to hand; the other personnel stays; a set with a non-shape-shifter is refused', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [shifter('OFFICER'), shifter('SCIENCE'), { skills: 'ENGINEER' }], hand: ['Flight of the Intruder'] });
    const [a, b, other] = built.ids.awayTeam as [string, string, string];
    const card = built.ids.hand[0]!;
    expect(plays(built.state, card).map((c) => (c as { target?: string }).target)).toEqual([a, b, `${a}+${b}`]);
    expect(refused(built.state, play(card, `${a}+${other}`))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, `${a}+${b}`)]);
    expect([a, b].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(after.state.cards[other]!.zone).toBe(Z.surface('L1'));
  });
  it('without a shape-shifter in play there is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'ENGINEER' }], hand: ['Flight of the Intruder'] });
    expect(plays(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe('192_029 Combat-Ready: Tactical Reserve (your unstopped matching SECURITY at a mission in the quadrant joins your [Cmd] personnel)', () => {
  const commander: Card = { ...person({ skills: 'OFFICER', affiliation: 'Starfleet' }), icons: [icon('Cmd')] };
  function table(security: PersonSpec, stopped = false) {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: [commander], ship: testShip('Starfleet'), crew: [security], hand: ['Combat-Ready: Tactical Reserve'] });
    const state = stopped ? evolveAll([{ type: 'CardStopped', card: built.ids.crew[0]! }], built.state) : built.state;
    return { state, card: built.ids.hand[0]!, cmd: built.ids.awayTeam[0]!, security: built.ids.crew[0]! };
  }
  it('the Starfleet SECURITY aboard the ship moves to the planet beside the [Cmd] OFFICER', () => {
    const { state, card, cmd, security } = table({ skills: 'SECURITY', affiliation: 'Starfleet' });
    expect(plays(state, card)).toEqual([play(card, `${security}>${cmd}`)]);
    const after = run(state, [play(card, `${security}>${cmd}`)]);
    expect(after.state.cards[security]!.zone).toBe(Z.surface('L1'));
  });
  it('not a SECURITY of another affiliation, nor a stopped one', () => {
    const other = table({ skills: 'SECURITY', affiliation: 'Klingon' });
    expect(refused(other.state, play(other.card, `${other.security}>${other.cmd}`))).toBe('INVALID_TARGET');
    const stopped = table({ skills: 'SECURITY', affiliation: 'Starfleet' }, true);
    expect(refused(stopped.state, play(stopped.card, `${stopped.security}>${stopped.cmd}`))).toBe('INVALID_TARGET');
  });
});

describe('163_019 Your Place is on the Bridge (your damaged ship, or your ship just targeted in battle: its matching commander is downloaded aboard)', () => {
  const commanded = (affiliation: string): Card => ({ ...testShip(affiliation), id: `t_cmd_${affiliation}`, commandedBy: ['Test Captain'] });
  const captain = (): Card => person({ skills: 'OFFICER Leadership', title: 'Test Captain', universal: false });
  it('on the damaged ship: Test Captain is downloaded from the draw deck aboard it; undamaged, there is no target', () => {
    const built = scene({ missions: ['Excavation'], ship: commanded('Federation'), crew: [{ skills: 'ENGINEER' }], hand: ['Your Place is on the Bridge', captain()] });
    const [card, cap] = built.ids.hand as [string, string];
    const ship = built.ids.ship!;
    const undamaged = toDraw(built.state, cap);
    expect(plays(undamaged, card)).toEqual([]);
    const damaged = evolveAll([{ type: 'ShipDamaged', ship, damage: 1, source: 'scene' }], undamaged);
    expect(plays(damaged, card)).toEqual([play(card, `${cap}>${ship}`)]);
    const after = run(damaged, [play(card, `${cap}>${ship}`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.from, e.to])).toEqual([[cap, Z.draw('p1'), Z.aboard(ship)]]);
  });
  it('as a response to a ship battle p1 initiates against p2’s commanded ship: p2 downloads its captain aboard', () => {
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 9, affiliation: 'Klingon' }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: commanded('Romulan') },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'yp', owner: 'p2', at: 'hand', card: 'Your Place is on the Bridge' },
      { label: 'cap', owner: 'p2', at: 'hand', card: captain() },
    ]);
    const [a, t] = [built.id('a'), built.id('t')];
    const started = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: [a], target: t }, { type: 'ReturnFire', actor: 'p2', target: a }]);
    const respond = play(built.id('yp'), `${built.id('cap')}>${t}`, undefined, 'p2');
    expect(legalCommands(started.state, 'p2')).toContainEqual(respond);
    const after = run(started.state, [respond]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[built.id('cap'), Z.aboard(t)]]);
  });
});

describe('123_073 Nanoprobe Resuscitation (top of the discard pile to hand; played on your [Com] Borg, a personnel reports where it is)', () => {
  const drone: Card = { ...person({ skills: 'ENGINEER', affiliation: 'Borg' }), icons: [icon('Com')] };
  function table(topIsPersonnel: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [drone], hand: ['Nanoprobe Resuscitation', topIsPersonnel ? person({ skills: 'SCIENCE', affiliation: 'Borg' }) : 'Remodulation'] });
    const [card, top] = built.ids.hand as [string, string];
    return { state: toDiscard(built.state, top), card, top, drone: built.ids.awayTeam[0]! };
  }
  it('on the [Com] Borg: the personnel on top of the discard pile reports to the planet where the Borg is', () => {
    const { state, card, top, drone: borg } = table(true);
    const after = run(state, [play(card, borg, 1)]);
    expect(after.state.cards[top]!.zone).toBe(Z.surface('L1'));
  });
  it('a non-personnel on top goes to hand even so; the first way always to hand', () => {
    const interrupt = table(false);
    expect(run(interrupt.state, [play(interrupt.card, interrupt.drone, 1)]).state.cards[interrupt.top]!.zone).toBe(Z.hand('p1'));
    const plain = table(true);
    expect(run(plain.state, [play(plain.card, undefined, 0)]).state.cards[plain.top]!.zone).toBe(Z.hand('p1'));
  });
});

describe('112_102 Time to Reconsider (stop your ship and crew; your opponent may not counter-attack there this turn, unless playing Borg)', () => {
  function counterAttacked(opts: { counter: boolean; borg?: boolean }) {
    const built = battleScene(
      [
        { label: 's', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon' }) },
        { label: 's-crew', owner: 'p1', at: { aboard: 's' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
        { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 5, affiliation: 'Klingon' } },
        { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: opts.borg ? 'Borg' : 'Romulan' } },
        { label: 'ttr', owner: 'p1', at: 'hand', card: 'Time to Reconsider' },
      ],
      { player: 'p2', number: 2 },
    );
    // p1 attacked p2 at L1 on turn 1 (BATTLE › AFTER THE BATTLE: p2 may counter-attack there on turn 2).
    const given: GameState = opts.counter ? { ...built.state, attacked: { 'p2|L1': 1 } } : built.state;
    const state = run(given, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') }]).state;
    return { state, id: built.id };
  }
  it('p1 answers p2’s counter-attack: p1’s ship and crew stop, the counter-attack is cancelled', () => {
    const { state, id } = counterAttacked({ counter: true });
    const respond = play(id('ttr'), id('s'));
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const after = run(state, [respond]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect([id('s'), id('s-crew')].map((iid) => after.state.cards[iid]!.stopped)).toEqual([true, true]);
    expect(after.state.cards[id('k')]!.zone).toBe(Z.surface('L1'));
  });
  it('not against an ordinary attack, nor when the opponent plays Borg', () => {
    const ordinary = counterAttacked({ counter: false });
    expect(ordinary.state.battle).toMatchObject({ counterAttack: false });
    expect(refused(ordinary.state, play(ordinary.id('ttr'), ordinary.id('s')))).toBe('INVALID_TARGET');
    const borg = counterAttacked({ counter: true, borg: true });
    expect(borg.state.battle).toMatchObject({ counterAttack: true });
    expect(refused(borg.state, play(borg.id('ttr'), borg.id('s')))).toBe('INVALID_TARGET');
  });
  it('the first way, on p1’s own turn: p1’s ship and crew stop', () => {
    const built = scene({ missions: ['Excavation'], ship: testShip('Klingon'), crew: [{ skills: 'OFFICER', affiliation: 'Klingon' }], hand: ['Time to Reconsider'] });
    const after = run(built.state, [play(built.ids.hand[0]!, built.ids.ship!)]);
    expect([built.ids.ship!, built.ids.crew[0]!].map((iid) => after.state.cards[iid]!.stopped)).toEqual([true, true]);
  });
});

describe("122_039 I'm a Doctor, Not a Bricklayer (nullifies a Horta in play; once per game, a Geology personnel downloaded to your MEDICAL and OFFICER)", () => {
  it('a Horta lying on the planet after an attempt is nullified: it leaves play and kills nobody at the end of the turn', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Horta'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }, { skills: 'MEDICAL' }], hand: ["I'm a Doctor, Not a Bricklayer"] });
    const attempted = run(built.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    const horta = built.ids.seeds[0]!;
    expect(Object.keys(attempted.ongoing)).toEqual([horta]);
    const after = run(attempted, [play(built.ids.hand[0]!, horta, 2)]);
    expect(ofType(after.events, 'DilemmaRemoved').map((e) => [e.card, e.reason, e.to])).toEqual([[horta, 'nullified', Z.discard('p2')]]);
    expect(after.state.ongoing).toEqual({});
    expect(ofType(run(after.state, [{ type: 'EndTurn', actor: 'p1' }]).events, 'CardLeftPlay')).toEqual([]);
  });
  function team(withOfficer: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }, withOfficer ? { skills: 'OFFICER' } : { skills: 'SCIENCE' }], hand: ["I'm a Doctor, Not a Bricklayer", { skills: 'SCIENCE Geology' }] });
    const [card, geologist] = built.ids.hand as [string, string];
    return { state: toDraw(built.state, geologist), card, geologist, medical: built.ids.awayTeam[0]! };
  }
  it('a Geology personnel from the draw deck joins the MEDICAL and OFFICER on the planet; once per game', () => {
    const { state, card, geologist, medical } = team(true);
    const after = run(state, [play(card, `${geologist}>${medical}`, 3)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[geologist, Z.surface('L1')]]);
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: "I'm a Doctor, Not a Bricklayer (once per game)", turn: 1 }], state);
    expect(refused(used, play(card, `${geologist}>${medical}`, 3))).toBe('ONCE_PER_GAME');
  });
  it('without an OFFICER with the MEDICAL there is no target', () => {
    const { state, card, geologist, medical } = team(false);
    expect(refused(state, play(card, `${geologist}>${medical}`, 3))).toBe('INVALID_TARGET');
  });
});

describe('123_069 Beyond the Subatomic (name a card type; reveal until one: it to hand, the rest removed from the game; none: you lose)', () => {
  function table() {
    const built = scene({ missions: ['Excavation'], hand: ['Beyond the Subatomic', 'Remodulation'] });
    const [card, interrupt] = built.ids.hand as [string, string];
    return { state: toDraw(built.state, interrupt), card, interrupt, deck: [...built.state.zones[Z.draw('p1')]!] };
  }
  it('naming Interrupt: the ten personnel above it are removed from the game, the interrupt goes to hand', () => {
    const { state, card, interrupt, deck } = table();
    const after = run(state, [play(card, 'Interrupt')]);
    expect(after.state.cards[interrupt]!.zone).toBe(Z.hand('p1'));
    expect(deck.map((iid) => after.state.cards[iid]!.zone)).toEqual(deck.map(() => Z.out('p1')));
    expect(ofType(after.events, 'CardsShown').map((e) => e.to)).toEqual(['p1', 'p2']);
    expect(after.state.phase).not.toBe('ended');
  });
  it('naming Ship with none in the deck: every card revealed is removed and p1 loses', () => {
    const { state, card } = table();
    const after = run(state, [play(card, 'Ship')]);
    expect(ofType(after.events, 'GameEnded').map((e) => e.result.winner)).toEqual(['p2']);
    expect(refused(state, play(card, 'Nonsense'))).toBe('INVALID_TARGET');
  });
});

describe("116_044 Victory Is Life (once each turn: an Equipment downloaded to your Jem'Hadar who just helped solve a mission or win a personnel battle)", () => {
  const jemHadar = (skills: string, affiliation = 'Dominion') => person({ skills, affiliation, ch: ["Jem'Hadar"] });
  it('after p1 solves Excavation with a Jem’Hadar: a Medical Kit from the draw deck joins him on the planet', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [jemHadar('OFFICER Archaeology'), { skills: 'SCIENCE' }], hand: ['Victory Is Life', 'Medical Kit'] });
    const [card, kit] = built.ids.hand as [string, string];
    const [soldier, other] = built.ids.awayTeam as [string, string];
    const state = run(toDraw(built.state, kit), [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    expect(plays(state, card)).toEqual([play(card, `${kit}>${soldier}`)]);
    expect(refused(state, play(card, `${kit}>${other}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${kit}>${soldier}`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[kit, Z.surface('L1')]]);
  });
  it('after p1’s Jem’Hadar wins a personnel battle: an equipment from hand is downloaded to him; outside such a window it has no target', () => {
    const built = battleScene([
      { label: 'j', owner: 'p1', at: 'surface', card: jemHadar('OFFICER', 'Klingon') },
      { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 1, affiliation: 'Romulan' } },
      { label: 'vil', owner: 'p1', at: 'hand', card: 'Victory Is Life' },
      { label: 'kit', owner: 'p1', at: 'hand', card: 'Medical Kit' },
    ]);
    const respond = play(built.id('vil'), `${built.id('kit')}>${built.id('j')}`);
    expect(refused(built.state, respond)).not.toBeNull();
    const won = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p1' }]).state;
    expect(won.lastBattle).toMatchObject({ winner: 'p1' });
    expect(legalCommands(won, 'p1')).toContainEqual(respond);
    const after = run(won, [respond]);
    expect(after.state.cards[built.id('kit')]!.zone).toBe(Z.surface('L1'));
  });
});

describe('138_018 Critical Assistance (once each turn: your Nurse stops to download a MEDICAL-related equipment there, or to unstop a MEDICAL present)', () => {
  function table(nurseStopped = false) {
    const built = scene({ missions: ['Excavation'], awayTeam: [person({ skills: 'MEDICAL', ch: ['Nurse'] }), { skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ['Critical Assistance', 'Medical Kit'] });
    const [card, kit] = built.ids.hand as [string, string];
    const [nurse, doctor, officer] = built.ids.awayTeam as [string, string, string];
    const stops = [doctor, officer, ...(nurseStopped ? [nurse] : [])].map((iid) => ({ type: 'CardStopped' as const, card: iid }));
    return { state: evolveAll(stops, toDraw(built.state, kit)), card, kit, nurse, doctor, officer };
  }
  it('the first way: the Nurse stops and the Medical Kit is downloaded to the planet', () => {
    const { state, card, kit, nurse } = table();
    const after = run(state, [play(card, `${kit}>${nurse}`, 0)]);
    expect(after.state.cards[nurse]!.stopped).toBe(true);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[kit, Z.surface('L1')]]);
  });
  it('the second way: the Nurse stops and the stopped MEDICAL is unstopped; an OFFICER is no target', () => {
    const { state, card, nurse, doctor, officer } = table();
    expect(refused(state, play(card, `${officer}>${nurse}`, 1))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${doctor}>${nurse}`, 1)]);
    expect([after.state.cards[nurse]!.stopped, after.state.cards[doctor]!.stopped]).toEqual([true, false]);
  });
  it('a stopped Nurse gives no target', () => {
    const { state, card } = table(true);
    expect(plays(state, card)).toEqual([]);
  });
});

describe("112_095 Oof! (each Amanda Rogers, Kevin Uxbridge and Q2 in the opponent's point area out of play, 5 points lost each)", () => {
  it('two such cards in p2’s point area go out of play and p2 loses 10; another card there stays', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Oof!'], opponentHand: ['Amanda Rogers', 'Kevin Uxbridge', 'Red Alert!'] });
    const [amanda, kevin, other] = built.ids.opponentHand as [string, string, string];
    const moves = [amanda, kevin, other].map((card) => ({ type: 'CardMoved' as const, card, from: Z.hand('p2'), to: Z.bonus('p2'), faceUp: true, reason: 'scene' }));
    const state = evolveAll(moves, built.state);
    const after = run(state, [play(built.ids.hand[0]!, undefined, 1)]);
    expect([amanda, kevin, other].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.out('p2'), Z.out('p2'), Z.bonus('p2')]);
    expect(after.state.score.p2.points).toBe(state.score.p2.points - 10);
  });
  it('with none there nothing happens', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Oof!'] });
    const after = run(built.state, [play(built.ids.hand[0]!, undefined, 1)]);
    expect(ofType(after.events, 'PointsScored')).toEqual([]);
  });
});

describe('112_094 Magnetic North (on your ship without staffing requirements orbiting a planet: no battle against it; discarded when it moves)', () => {
  function table() {
    const built = battleScene([
      { label: 'm', owner: 'p1', at: 'space', card: testShipPlain('Klingon') },
      { label: 'm-crew', owner: 'p1', at: { aboard: 'm' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'w', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 'w-crew', owner: 'p2', at: { aboard: 'w' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'mn', owner: 'p1', at: 'hand', card: 'Magnetic North' },
    ]);
    return { state: run(built.state, [play(built.id('mn'), built.id('m'))]).state, id: built.id };
  }
  it('lies on the ship; on p2’s turn no ship battle may be initiated against it', () => {
    const { state, id } = table();
    expect(state.cards[id('mn')]!.zone).toBe(Z.on(id('m')));
    const theirs = run(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(refused(theirs, { type: 'InitiateShipBattle', actor: 'p2', ships: [id('w')], target: id('m') })).toBe('BATTLE_FORBIDDEN');
  });
  it('a ship with staffing requirements is no target', () => {
    const built = scene({ missions: ['Excavation'], ship: testShip('Klingon'), crew: [{ skills: 'OFFICER', affiliation: 'Klingon' }], hand: ['Magnetic North'] });
    expect(plays(built.state, built.ids.hand[0]!)).toEqual([]);
  });
  it('when the ship flies on, the card is discarded', () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], ship: testShipPlain('Federation'), crew: [{ skills: 'OFFICER' }], hand: ['Magnetic North'] });
    const [card, ship] = [built.ids.hand[0]!, built.ids.ship!];
    const placed = run(built.state, [play(card, ship)]).state;
    expect(placed.cards[card]!.zone).toBe(Z.on(ship));
    const flown = run(placed, [{ type: 'Fly', actor: 'p1', ship, to: 'L2' }]);
    expect(flown.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

/** A test ship without staffing requirements. */
function testShipPlain(affiliation: string): Card {
  const base = testShip(affiliation);
  return { ...base, id: `${base.id}_plain`, ship: { ...base.ship!, staffing: { icons: [], alternatives: [] } } };
}

describe('109_056 Shipwreck (until the end of the turn, every ship attribute enhancement is suspended)', () => {
  it('Bynars’ +2 WEAPONS stops counting while the Isolinear Puzzle’s -4 still does; at the end of the turn all is back', () => {
    const built = scene({ missions: ['Excavation'], ship: ship({ weapons: 6 }), crew: [{ skills: 'OFFICER' }], hand: ['Shipwreck', 'Bynars Weapon Enhancement', 'Isolinear Puzzle'] });
    const [card, bynars, puzzle] = built.ids.hand as [string, string, string];
    const vessel = built.ids.ship!;
    const state = evolveAll([bynars, puzzle].map((iid) => ({ type: 'CardMoved' as const, card: iid, from: Z.hand('p1'), to: Z.on(vessel), faceUp: true, reason: 'scene' })), built.state);
    expect(shipAttribute(state, vessel, 'WEAPONS')).toBe(4);
    const after = run(state, [play(card, undefined, 1)]);
    expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(shipAttribute(after.state, vessel, 'WEAPONS')).toBe(2);
    const ended = run(after.state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(ended.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(shipAttribute(ended, vessel, 'WEAPONS')).toBe(4);
  });
  it('the Wall of Ships way lies nowhere, so it suspends nothing', () => {
    const built = scene({ missions: ['Excavation'], ship: ship({ weapons: 6 }), crew: [{ skills: 'OFFICER' }], hand: ['Shipwreck', 'Bynars Weapon Enhancement'] });
    const [card, bynars] = built.ids.hand as [string, string];
    const vessel = built.ids.ship!;
    const state = evolveAll([{ type: 'CardMoved', card: bynars, from: Z.hand('p1'), to: Z.on(vessel), faceUp: true, reason: 'scene' }], built.state);
    const after = run(state, [play(card, undefined, 0)]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(shipAttribute(after.state, vessel, 'WEAPONS')).toBe(8);
  });
});

describe('124_035 Narrow Escape (your staffed ship with SHIELDS under half the opponent’s usable WEAPONS there flies off within its RANGE)', () => {
  function table(shields: number) {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], ship: ship({ shields, range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Narrow Escape'], opponentHand: [warship({ weapons: 9, affiliation: 'Romulan' }), { skills: 'OFFICER', affiliation: 'Romulan' }] });
    const [theirs, crew] = built.ids.opponentHand as [string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: crew, from: Z.hand('p2'), to: Z.aboard(theirs), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state, card: built.ids.hand[0]!, ship: built.ids.ship! };
  }
  it('SHIELDS 4 against WEAPONS 9: the ship flies to L2', () => {
    const { state, card, ship: escaping } = table(4);
    expect(plays(state, card)).toEqual([play(card, `${escaping}>L2`)]);
    const after = run(state, [play(card, `${escaping}>L2`)]);
    expect(ofType(after.events, 'ShipFlew').map((e) => [e.ship, e.from, e.to])).toEqual([[escaping, 'L1', 'L2']]);
    expect(after.state.cards[escaping]!.zone).toBe(Z.space('L2'));
  });
  it('SHIELDS 5 (not under half of 9): no target', () => {
    const { state, card } = table(5);
    expect(plays(state, card)).toEqual([]);
  });
});

describe('124_034 Multivector Assault Mode (a ship battle with three of your ships: one of them WEAPONS and SHIELDS +5 until the end of the battle)', () => {
  function attack(ships: number) {
    const placed = Array.from({ length: ships }, (_, index) => [
      { label: `a${index}`, owner: 'p1' as const, at: 'space' as const, card: warship({ weapons: 9, shields: 9, affiliation: 'Klingon' }) },
      { label: `a${index}-crew`, owner: 'p1' as const, at: { aboard: `a${index}` }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    ]).flat();
    const built = battleScene([
      ...placed,
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 5, shields: 30, affiliation: 'Romulan' }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'mv', owner: 'p1', at: 'hand', card: 'Multivector Assault Mode' },
    ]);
    const attackers = Array.from({ length: ships }, (_, index) => built.id(`a${index}`));
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: attackers, target: built.id('t') }, { type: 'ReturnFire', actor: 'p2', target: attackers[0]! }]).state;
    return { state, id: built.id, attackers };
  }
  it('three Klingon ships: the first fires with WEAPONS 14 and defends with SHIELDS 14; when the battle ends the card is discarded and it is 9 again', () => {
    const { state, id, attackers } = attack(3);
    const respond = play(id('mv'), attackers[0]!);
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const after = run(state, [respond]);
    // The battle resolves as the windows close: the first ship fires with WEAPONS 14 and defends with SHIELDS 14.
    const fired = ofType(after.events, 'ShipsFired').map((e) => [e.stage, e.attack, e.defense]);
    expect(fired).toEqual([
      ['open-fire', 9 + 9 + 9 + 5, 30],
      ['return-fire', 5, 14],
    ]);
    const ended = after.events.findIndex((e) => e.type === 'BattleEnded');
    const discarded = after.events.findIndex((e) => e.type === 'CardMoved' && e.card === id('mv') && e.to === Z.discard('p1'));
    expect(discarded).toBeGreaterThan(ended);
    expect(shipAttribute(after.state, attackers[0]!, 'WEAPONS')).toBe(9);
  });
  it('two ships (no Prometheus): no target', () => {
    const { state, id, attackers } = attack(2);
    expect(refused(state, play(id('mv'), attackers[0]!))).toBe('INVALID_TARGET');
  });
});

describe('125_036 Data, Keep Dealing (with any Data or Hollander in play: the top two and bottom two of your draw deck put back in the order you choose)', () => {
  it('with Data on the planet: 24 orders offered; the one chosen puts the old bottom card on top and the old top card at the very bottom', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Data'], hand: ['Data, Keep Dealing'] });
    const card = built.ids.hand[0]!;
    const deck = [...built.state.zones[Z.draw('p1')]!];
    const [first, second, last2, last] = [deck[0]!, deck[1]!, deck[deck.length - 2]!, deck[deck.length - 1]!];
    expect(plays(built.state, card)).toHaveLength(24);
    const after = run(built.state, [play(card, `${last}+${second}+${last2}+${first}`)]);
    expect(after.state.zones[Z.draw('p1')]).toEqual([last, second, ...deck.slice(2, -2), last2, first]);
    expect(ofType(after.events, 'CardsShown').map((e) => e.to)).toEqual(['p1']);
  });
  it('without a Data or Hollander in play it has no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Data, Keep Dealing'] });
    expect(plays(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe('112_090 Going to the Top (two of your [Cmd] personnel together on a facility: a compatible Leadership x2 personnel downloaded to them; once per game per affiliation)', () => {
  const cmd = (): Card => ({ ...person({ skills: 'OFFICER', affiliation: 'Federation' }), icons: [icon('Cmd')] });
  function table(second: Card = cmd()) {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Going to the Top', 'Federation Outpost', cmd(), second, { skills: 'OFFICER Leadership x2', affiliation: 'Federation' }, { skills: 'OFFICER Leadership x2', affiliation: 'Klingon' }, { skills: 'OFFICER Leadership', affiliation: 'Federation' }],
    });
    const [card, outpost, a, b, leader, klingon, single] = built.ids.hand as [string, string, string, string, string, string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: a, from: Z.hand('p1'), to: Z.aboard(outpost), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: b, from: Z.hand('p1'), to: Z.aboard(outpost), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state, card, outpost, a, b, leader, klingon, single };
  }
  it('the Federation Leadership x2 is downloaded aboard the outpost; the Klingon (not compatible) and the Leadership x1 are no targets', () => {
    const { state, card, outpost, a, leader, klingon, single } = table();
    expect(refused(state, play(card, `${klingon}>${a}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${single}>${a}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${leader}>${a}`)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[leader, Z.aboard(outpost)]]);
    expect(after.state.abilityUses?.['p1|Going to the Top (once per game)@Federation']).toBe(1);
  });
  it('once the Federation use is spent, no Federation personnel is offered; with one [Cmd] personnel only, nothing is', () => {
    const { state, card } = table();
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: 'Going to the Top (once per game)@Federation', turn: 1 }], state);
    expect(plays(used, card)).toEqual([]);
    const lone = table(person({ skills: 'SCIENCE', affiliation: 'Federation' }));
    expect(plays(lone.state, lone.card)).toEqual([]);
  });
});

describe('112_091 Hidden Fighter (a ship without staffing requirements downloaded to your Away Team on a planet; may also download Establish Landing Protocols or Engage Shuttle Operations)', () => {
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Hidden Fighter', ship({ affiliation: 'Federation' }), 'U.S.S. Galaxy', 'Engage Shuttle Operations'] });
    const [card, fighter, galaxy, shuttles] = built.ids.hand as [string, string, string, string];
    return { state: toDraw(toDraw(built.state, fighter), galaxy), card, fighter, galaxy, shuttles, officer: built.ids.awayTeam[0]! };
  }
  it('the fighter lands beside the Away Team; the Galaxy (staffing requirements) is no target', () => {
    const { state, card, fighter, galaxy, officer } = table();
    expect(refused(state, play(card, `${galaxy}>${officer}`, 0))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${fighter}>${officer}`, 0)]);
    expect(after.state.cards[fighter]!.zone).toBe(Z.surface('L1'));
  });
  it('the third way downloads Engage Shuttle Operations from hand as well', () => {
    const { state, card, fighter, shuttles, officer } = table();
    const after = run(state, [play(card, `${fighter}>${officer}`, 2)]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([fighter, shuttles]);
    expect(after.state.cards[shuttles]!.zone).toBe(Z.table('p1'));
  });
});
