/**
 * Response windows inside a mission attempt (issue 15, windows; behaviour/attempt-windows.ts): at
 * the start of the attempt, and just after a dilemma that killed or stopped personnel — The Phage,
 * Scotty Beam Me Up!, Double Dumbass on You!, Cluttering Irrelevancies (behaviour/attempt-skill-returns.ts).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; CONDITIONAL EFFECTS; THE PLAY
 *   PHASE › Alternating Actions; Clarifications: Valid responses › When Responses Happen; GETTING
 *   HURT › STOPPED; BATTLE › PERSONNEL BATTLE › 2. Responses.
 * given (an attempt scene, one player passing windows explicitly) / when (the attempt, the response)
 * / then (the windows, the facts, the refusals).
 */
import { legalCommands } from '../legal';
import { battleScene } from '../testing/battle-scene';
import type { Card } from '@captains-log/cards';
import { ofType, person, runAttempt, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { passResponse as pass } from '../testing/commands';

const play = (card: string, target: string, actor: PlayerId, mode?: number): Command => ({ type: 'PlayCard', actor, card, target, ...(mode !== undefined ? { mode } : {}) });
const explicit = (state: GameState, player: PlayerId): GameState => run(state, [{ type: 'SetAutoPass', actor: player, on: false, every: true }]).state;
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
/** Passes (as each window's player) every open window until the top one is `action` (or none is open). */
function passUntil(state: GameState, action: string): { events: ReturnType<typeof run>['events']; state: GameState } {
  const events: ReturnType<typeof run>['events'] = [];
  let current = state;
  for (let guard = 0; guard < 10; guard += 1) {
    const top = (current.windows ?? [])[(current.windows ?? []).length - 1];
    if (!top || top.action === action) break;
    const next = run(current, [pass(top.player)]);
    events.push(...next.events);
    current = next.state;
  }
  return { events, state: current };
}
const killed = (events: ReturnType<typeof run>['events']) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);

describe('the attempt-began window', () => {
  function phageScene(team: SceneSpec['awayTeam'], passer: PlayerId = 'p2') {
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: team, opponentHand: ['The Phage'] });
    return { built, state: explicit(built.state, passer), phage: built.ids.opponentHand[0]! };
  }

  it('opens before the first seed card: the opponent first, then the attempting player; passing both goes on with the attempt', () => {
    const { built, state } = phageScene([{ s: 10 }]);
    const begun = runAttempt(state, attempt);
    expect(begun.state.windows).toEqual([{ action: 'attempt-began', card: built.ids.missions[0], target: 'L1', by: 'p1', player: 'p2' }]);
    expect(ofType(begun.events, 'SeedCardRevealed')).toEqual([]);
    // p1 passes automatically: the attempt goes on once p2 passes.
    const passed = run(begun.state, [pass('p2')]);
    expect(ofType(passed.events, 'ResponseWindowClosed').map((e) => [e.player, e.automatic])).toEqual([
      ['p2', false],
      ['p1', true],
    ]);
    expect(ofType(passed.events, 'DilemmaEncountered').map((e) => e.card)).toEqual([built.ids.seeds[0]]);
  });

  it('with both players on automatic pass no such window opens (nothing could be decided in it)', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 10 }], opponentHand: ['The Phage'] });
    const begun = runAttempt(built.state, attempt);
    expect(ofType(begun.events, 'ResponseWindowOpened').filter((e) => e.window.action === 'attempt-began')).toEqual([]);
    expect(ofType(begun.events, 'DilemmaEncountered')).toHaveLength(1);
  });

  it('explicit passing at the usual windows only (no `every`) is not asked here: the window passes at once for that player, or opens for nobody', () => {
    const { built } = phageScene([{ s: 10 }]);
    const usual = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
    const begun = runAttempt(usual, attempt);
    expect(ofType(begun.events, 'ResponseWindowOpened').map((e) => e.window.action)).toEqual(['dilemma-encountered']);
    const mixed = explicit(usual, 'p1');
    const begun2 = runAttempt(mixed, attempt);
    expect(ofType(begun2.events, 'ResponseWindowClosed').map((e) => [e.player, e.automatic])).toEqual([['p2', true]]);
    expect(begun2.state.windows?.map((w) => [w.action, w.player])).toEqual([['attempt-began', 'p1']]);
    // Narrowing the setting in that window passes it.
    const narrowed = run(begun2.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]);
    expect(ofType(narrowed.events, 'ResponseWindowClosed').map((e) => [e.player, e.automatic])).toEqual([['p1', true]]);
    expect(refused(narrowed.state, { type: 'SetAutoPass', actor: 'p1', on: false })).toBe('UNCHANGED');
  });

  it('the attempting player, passing explicitly, gets the second window', () => {
    const { state } = phageScene([{ s: 10 }], 'p1');
    const begun = runAttempt(state, attempt);
    expect(ofType(begun.events, 'ResponseWindowClosed').map((e) => [e.player, e.automatic])).toEqual([['p2', true]]);
    expect(begun.state.windows?.map((w) => [w.action, w.player])).toEqual([['attempt-began', 'p1']]);
  });
});

describe('123_076 The Phage (kills one Vidiian present at the start of a mission attempt or personnel battle; or one of your own Vidiians, then to hand or beneath your deck)', () => {
  it('applies at the start of an attempt: p2 kills the Vidiian of the Away Team; the attempt goes on without him', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 10 }, { ch: ['Vidiian'] }], opponentHand: ['The Phage'] });
    const [strong, vidiian] = built.ids.awayTeam as [string, string];
    const phage = built.ids.opponentHand[0]!;
    const begun = runAttempt(explicit(built.state, 'p2'), attempt);
    const offers = legalCommands(begun.state, 'p2').filter((c) => c.type === 'PlayCard' && c.card === phage);
    expect(offers).toEqual([play(phage, vidiian, 'p2')]);
    const answered = run(begun.state, [play(phage, vidiian, 'p2')]);
    expect(killed(answered.events)).toEqual([vidiian]);
    const encountered = ofType(answered.events, 'DilemmaEncountered');
    expect(encountered.map((e) => e.present)).toEqual([[strong]]);
    expect(answered.state.cards[phage]!.zone).toBe(Z.discard('p2'));
  });

  it('does not apply: no Vidiian present → no target (not offered, refused); outside any window it is no response', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 10 }, { ch: ['Klingon'] }], opponentHand: ['The Phage'] });
    const phage = built.ids.opponentHand[0]!;
    const begun = runAttempt(explicit(built.state, 'p2'), attempt);
    expect(legalCommands(begun.state, 'p2').filter((c) => c.type === 'PlayCard' && c.card === phage)).toEqual([]);
    expect(refused(begun.state, play(phage, built.ids.awayTeam[1]!, 'p2'))).toBe('INVALID_TARGET');
    // A Vidiian elsewhere (aboard a ship at another location) is not present.
    const elsewhere = scene({ missions: ['Excavation', 'Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 10 }], ship: ship(), crew: [{ ch: ['Vidiian'] }], opponentHand: ['The Phage'] });
    const away = moved(elsewhere.state, [[elsewhere.ids.ship!, Z.space('L2')]]);
    const begun2 = runAttempt(explicit(away, 'p2'), attempt);
    expect(refused(begun2.state, play(elsewhere.ids.opponentHand[0]!, elsewhere.ids.crew[0]!, 'p2'))).toBe('INVALID_TARGET');
  });

  it('applies at the start of a personnel battle: the Vidiian in the battle dies before the combat', () => {
    const built = battleScene([
      { label: 'vidiian', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Non-Aligned', ch: ['Vidiian'] } },
      { label: 'guard', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 5, affiliation: 'Non-Aligned' } },
      { label: 'phage', owner: 'p2', at: 'hand', card: 'The Phage' },
    ]);
    const { id } = built;
    const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['battle-initiated', 'p2']]);
    expect(legalCommands(state, 'p2')).toContainEqual(play(id('phage'), id('vidiian'), 'p2'));
    const answered = run(state, [play(id('phage'), id('vidiian'), 'p2')]);
    expect(killed(answered.events)).toContain(id('vidiian'));
    expect(answered.state.cards[id('guard')]!.zone).toBe(Z.surface('L1'));
    // Not a Vidiian: no target.
    expect(refused(state, play(id('phage'), id('guard'), 'p2'))).toBe('INVALID_TARGET');
  });

  it('the other way: your own Vidiian is killed, then goes to your hand (or beneath your draw deck); an opponent’s Vidiian is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ ch: ['Vidiian'] }, {}], hand: ['The Phage', 'The Phage'] });
    const [vidiian, other] = built.ids.awayTeam as [string, string];
    const [first, second] = built.ids.hand as [string, string];
    const toHand = run(built.state, [play(first, vidiian, 'p1', 3)]);
    expect(killed(toHand.events)).toEqual([vidiian]);
    expect(toHand.state.cards[vidiian]!.zone).toBe(Z.hand('p1'));
    const beneath = run(built.state, [play(second, vidiian, 'p1', 2)]);
    const deck = cardsIn(beneath.state, Z.draw('p1'));
    expect(deck[deck.length - 1]).toBe(vidiian);
    expect(refused(built.state, play(first, other, 'p1', 3))).toBe('INVALID_TARGET');
    // p2's Vidiian on the same planet is not yours.
    const theirs = scene({ missions: ['Excavation'], awayTeam: [{}], hand: ['The Phage'], opponentHand: [{ ch: ['Vidiian'] }] });
    const hostile = moved(theirs.state, [[theirs.ids.opponentHand[0]!, Z.surface('L1')]]);
    expect(refused(hostile, play(theirs.ids.hand[0]!, theirs.ids.opponentHand[0]!, 'p1', 3))).toBe('INVALID_TARGET');
  });
});

describe('the dilemma-resolved window', () => {
  it('a dilemma that killed and failed the attempt: its window first, then the "just killed" window the attempt held back', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ s: 9 }, {}] });
    const shot = built.ids.awayTeam[0]!;
    const failed = passUntil(runAttempt(explicit(built.state, 'p2'), attempt).state, 'dilemma-resolved');
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(failed.state.windows).toEqual([
      { action: 'dilemma-resolved', card: built.ids.seeds[0], target: 'L1', hurt: { location: 'L1', killed: [shot], killedFrom: [Z.surface('L1')], stopped: [built.ids.awayTeam[1]] }, by: 'p1', player: 'p2' },
    ]);
    const passed = run(failed.state, [pass('p2')]);
    expect(passed.state.windows?.map((w) => [w.action, w.player, w.cards])).toEqual([['personnel-killed', 'p2', [shot]]]);
  });

  it('no window after a dilemma that hurt no one, nor with both players on automatic pass', () => {
    const passed = runAttempt(explicit(scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 10 }] }).state, 'p2'), attempt);
    const actions = (events: typeof passed.events) => ofType(events, 'ResponseWindowOpened').map((e) => e.window.action);
    // p2 passes the start window; the dilemma is overcome with no one hurt.
    const after = passUntil(passed.state, 'none');
    // (the attempt then fails — its requirements unmet — which opens the attempt-ended window: behaviour/attempt-ended-windows.ts)
    expect(actions([...passed.events, ...after.events])).toEqual(['attempt-began', 'attempt-began', 'dilemma-encountered', 'dilemma-encountered', 'attempt-ended', 'attempt-ended']);
    expect(after.state.attempt).toBeNull();
    const automatic = runAttempt(scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ s: 9 }, {}] }).state, attempt);
    expect(actions(automatic.events)).toEqual(['dilemma-encountered', 'dilemma-encountered', 'personnel-killed', 'personnel-killed']);
  });
});

describe('212_021 Scotty, Beam Me Up! (just after a dilemma kills your Away Team personnel, your ship in orbit with Transporter Skill aboard beams the Away Team up)', () => {
  function armusScene(crewSkills: string) {
    const built = scene({
      missions: ['Excavation'],
      seeds: ['Armus - Skin of Evil'],
      awayTeam: [{}, {}, {}],
      ship: ship(),
      crew: [{ skills: crewSkills }],
      equipment: ['Tricorder'],
      hand: ['Scotty, Beam Me Up!'],
    });
    const state = runAttempt(explicit(built.state, 'p1'), attempt);
    // p1's own start and encounter windows first.
    const begun = passUntil(state.state, 'dilemma-resolved');
    return { built, begun, scotty: built.ids.hand[0]!, shipId: built.ids.ship! };
  }

  it('applies: Armus kills one; in p1’s window Scotty beams the rest of the Away Team (and its equipment) aboard; no one is left to attempt', () => {
    const { built, begun, scotty, shipId } = armusScene('ENGINEER Transporter Skill');
    expect(killed(begun.events)).toHaveLength(1);
    expect(begun.state.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-resolved', 'p1']]);
    expect(legalCommands(begun.state, 'p1')).toContainEqual(play(scotty, shipId, 'p1'));
    const beamed = run(begun.state, [play(scotty, shipId, 'p1')]);
    const survivors = built.ids.awayTeam.filter((iid) => !killed(begun.events).includes(iid));
    expect(ofType(beamed.events, 'CardsBeamed').map((e) => [e.cards, e.to])).toEqual([[[...survivors, built.ids.equipment[0]], Z.aboard(shipId)]]);
    expect(ofType(beamed.events, 'MissionAttemptFailed')[0]!.reason).toMatch(/no one remains/);
    expect(beamed.state.attempt).toBeNull();
  });

  it('does not apply: no Transporter Skill aboard, or a dilemma that only stopped the team (no kill) → no target', () => {
    const { begun, scotty, shipId } = armusScene('ENGINEER');
    expect(begun.state.windows?.map((w) => w.action)).toEqual(['dilemma-resolved']);
    expect(refused(begun.state, play(scotty, shipId, 'p1'))).toBe('INVALID_TARGET');
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ s: 6 }, { s: 6 }], ship: ship(), crew: [{ skills: 'Transporter Skill' }], hand: ['Scotty, Beam Me Up!'] });
    const failed = passUntil(runAttempt(explicit(built.state, 'p1'), attempt).state, 'dilemma-resolved');
    expect(failed.state.windows?.map((w) => w.action)).toEqual(['dilemma-resolved']);
    expect(refused(failed.state, play(built.ids.hand[0]!, built.ids.ship!, 'p1'))).toBe('INVALID_TARGET');
  });
});

describe('238_011 Double Dumbass on You! (once each turn, just after a dilemma stopped personnel: up to two more of an Away Team there, at random, are stopped)', () => {
  function windDancer(extra: number, dilemma = 'Wind Dancer') {
    const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: [{ s: 6 }, { s: 6 }], opponentHand: ['Double Dumbass on You!', 'Double Dumbass on You!'] });
    // p2's Away Team on the same planet: p2's draw-deck personnel placed there.
    const p2Deck = cardsIn(built.state, Z.draw('p2')).slice(0, extra);
    const state = explicit(moved(built.state, p2Deck.map((iid) => [iid, Z.surface('L1')] as [string, string])), 'p2');
    const begun = passUntil(runAttempt(state, attempt).state, 'dilemma-resolved');
    return { built, begun, p2Team: p2Deck, cards: built.ids.opponentHand as [string, string] };
  }

  it('applies: the failed Wind Dancer stopped p1’s team; p2 stops two of the three personnel of an Away Team there (its own: p1’s is all stopped), picked at random', () => {
    const { begun, p2Team, cards } = windDancer(3);
    expect(begun.state.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-resolved', 'p2']]);
    expect(legalCommands(begun.state, 'p2')).toContainEqual(play(cards[0], 'p2', 'p2'));
    // p1's team is all stopped: only p2's Away Team is a target.
    expect(refused(begun.state, play(cards[0], 'p1', 'p2'))).toBe('INVALID_TARGET');
    const answered = run(begun.state, [play(cards[0], 'p2', 'p2')]);
    const stopped = ofType(answered.events, 'CardStopped').map((e) => e.card);
    expect(stopped).toHaveLength(2);
    expect(p2Team).toEqual(expect.arrayContaining(stopped));
    expect(ofType(answered.events, 'RandomCardsSelected').map((e) => e.outcome)).toEqual([stopped]);
    expect(answered.state.windows ?? []).toEqual([]);
  });

  it('does not apply: a dilemma that killed but stopped no one (Armus) → no target', () => {
    const { begun, cards } = windDancer(2, 'Armus - Skin of Evil');
    expect(begun.state.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-resolved', 'p2']]);
    expect(refused(begun.state, play(cards[0], 'p2', 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('149_028 Cluttering Irrelevancies (once each turn, at the start of a mission attempt: your [Holo] personnel gains a skill you name until the attempt ends, then returns to hand)', () => {
  // A hologram is active aboard a ship with a Holodeck (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT).
  const hologram = (): Card => ({ ...person({ title: 'Test Hologram' }), icons: [{ code: 'Holo', name: 'Hologram', category: 'built-in-rule' }] }) as unknown as Card;
  const holoShip = (): Card => {
    const card = ship();
    return { ...card, ship: { ...card.ship!, specialEquipment: ['Holodeck'] } } as Card;
  };
  // Investigate Anomaly: Exobiology + STRENGTH>35 (5 + 31); only the named skill is missing.
  function holoScene() {
    const built = scene({ missions: ['Investigate Anomaly'], ship: holoShip(), crew: [hologram(), { s: 31 }], hand: ['Cluttering Irrelevancies'] });
    const begun = runAttempt(explicit(built.state, 'p1'), { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    return { built, begun, holo: built.ids.crew[0]!, other: built.ids.crew[1]!, card: built.ids.hand[0]! };
  }

  it('applies: the hologram gains Exobiology, the crew solves the mission with it, and the hologram returns to hand when the attempt ends', () => {
    const { built, begun, holo, other, card } = holoScene();
    expect(begun.state.windows?.map((w) => [w.action, w.player])).toEqual([['attempt-began', 'p1']]);
    expect(legalCommands(begun.state, 'p1')).toContainEqual(play(card, `${holo}>Exobiology`, 'p1'));
    const solved = run(begun.state, [play(card, `${holo}>Exobiology`, 'p1')]);
    expect(ofType(solved.events, 'MissionSolved').map((e) => e.mission)).toEqual([built.ids.missions[0]]);
    expect(solved.state.cards[holo]!.zone).toBe(Z.hand('p1'));
    expect(solved.state.cards[other]!.zone).toBe(Z.aboard(built.ids.ship!));
  });

  it('does not apply: a personnel without [Holo] is no target; with no attempt begun it is no response; without it the crew does not solve', () => {
    const { built, begun, other, card, holo } = holoScene();
    expect(refused(begun.state, play(card, `${other}>Exobiology`, 'p1'))).toBe('INVALID_TARGET');
    expect(refused(built.state, play(card, `${holo}>Exobiology`, 'p1'))).toBe('NOT_A_RESPONSE_NOW');
    const passed = run(begun.state, [pass('p1')]);
    expect(ofType(passed.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(passed.state.cards[holo]!.zone).toBe(Z.aboard(built.ids.ship!));
  });
});

describe('the setting is offered: explicit passing at every window, and back to the usual windows (legalCommands)', () => {
  it('applies: with explicit passing on, p1 is offered every: true; once set, the usual setting again', () => {
    const built = scene({ missions: ['Excavation'] });
    const usual = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
    expect(legalCommands(usual, 'p1')).toContainEqual({ type: 'SetAutoPass', actor: 'p1', on: false, every: true });
    const every = run(usual, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }]).state;
    expect(every.explicitEvery?.p1).toBe(true);
    expect(legalCommands(every, 'p1')).toContainEqual({ type: 'SetAutoPass', actor: 'p1', on: false });
    expect(legalCommands(every, 'p1')).not.toContainEqual({ type: 'SetAutoPass', actor: 'p1', on: false, every: true });
  });
  it('does not apply: with automatic pass (the default) only the explicit setting is offered, not every: true', () => {
    const built = scene({ missions: ['Excavation'] });
    const offers = legalCommands(built.state, 'p1').filter((command) => command.type === 'SetAutoPass');
    expect(offers).toEqual([{ type: 'SetAutoPass', actor: 'p1', on: false }]);
  });
});
