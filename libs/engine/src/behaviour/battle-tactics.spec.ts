/**
 * Tactic cards in ship battle (issue 15, helper tactics): given ships at L1 and a player whose Battle
 * Bridge side deck is open (a Battle Bridge Door on their table, Tactic cards face down in their side
 * deck), when a ship battle is initiated, then the Tactics stage waits for the current tactic, its
 * ATTACK and DEFENSE bonuses count once, and a hit places Tactic cards on the target as damage markers
 * (HULL damage, casualties); without a side deck the battle is the rotation-damage battle it was.
 * Issue 15 (helper tactics2): each Tactic is drawn on its own (`DrawTactic`) and seen by its player only
 * before the next draw and the choice (`ChooseTactic` among those drawn); nothing names a Tactic not yet
 * drawn, and the opponent's view and events name none drawn before the reveal.
 *   1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; Clarifications: Applying Tactics; 5. Open Fire;
 *   7. Damage; 8. Resolution); DAMAGE AND REPAIRS › TACTICS DAMAGE (Clarifications: Tactics Damage).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { evolve, evolveAll } from '../evolve';
import { redactEvent, view } from '../view';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';

interface Scene {
  readonly state: GameState;
  readonly id: (label: string) => string;
}

/** A ship at L1 with one personnel aboard (`skills`: OFFICER = a leader). */
function fleet(label: string, owner: PlayerId, ship: Card, skills = 'OFFICER'): Placed[] {
  return [
    { label, owner, at: 'space', card: ship },
    { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills, affiliation: ship.affiliations[0] } },
  ];
}

const staffed = (card: Card): Card => ({ ...card, ship: { ...card.ship!, staffing: { icons: ['Stf'], alternatives: [] } } });
const ofClass = (card: Card, shipClass: string): Card => ({ ...card, ship: { ...card.ship!, shipClass } });

/**
 * The scene, with each player's Battle Bridge side deck (`decks`: Tactic titles, top first) opened by a
 * Battle Bridge Door face up on their table. Tactics are labelled `<player>:<title>`.
 */
function scene(cards: readonly Placed[], decks: Partial<Record<PlayerId, readonly string[]>>): Scene {
  const extra: Placed[] = [];
  for (const [player, titles] of Object.entries(decks) as [PlayerId, readonly string[]][]) {
    extra.push({ label: `${player}:door`, owner: player, at: 'hand', card: 'Battle Bridge Door' });
    for (const title of titles) extra.push({ label: `${player}:${title}`, owner: player, at: 'hand', card: title });
  }
  const built = battleScene([...cards, ...extra]);
  const moves: GameEvent[] = [];
  for (const [player, titles] of Object.entries(decks) as [PlayerId, readonly string[]][]) {
    moves.push({ type: 'CardMoved', card: built.id(`${player}:door`), from: Z.hand(player), to: Z.table(player), faceUp: true, reason: 'scene' });
    for (const title of titles) moves.push({ type: 'CardMoved', card: built.id(`${player}:${title}`), from: Z.hand(player), to: Z.side(player), faceUp: false, reason: 'scene' });
  }
  return { state: evolveAll(moves, built.state), id: built.id };
}

/** A player's Tactics stage: `draws` Tactics drawn one by one (`DrawTactic`), then `command` (`ChooseTactic`). */
interface Pick {
  readonly draws: number;
  readonly command: CommandOf<'ChooseTactic'>;
}

function run(state: GameState, command: Command | Pick): { events: GameEvent[]; state: GameState } {
  if ('draws' in command) {
    const events: GameEvent[] = [];
    let current = state;
    for (let n = 0; n < command.draws; n += 1) {
      const drawn = run(current, { type: 'DrawTactic', actor: command.command.actor });
      events.push(...drawn.events);
      current = drawn.state;
    }
    const chosen = run(current, command.command);
    return { events: [...events, ...chosen.events], state: chosen.state };
  }
  const outcome = when(state, command);
  if (!('events' in outcome)) throw outcome.violation;
  return outcome;
}

/** `draws` Tactics drawn, then the state (to try a command on). */
function drawn(state: GameState, player: PlayerId, draws: number): GameState {
  let current = state;
  for (let n = 0; n < draws; n += 1) current = run(current, { type: 'DrawTactic', actor: player }).state;
  return current;
}

/** The Tactics-stage commands offered to `player`. */
const stageOffers = (state: GameState, player: PlayerId) => legalCommands(state, player).filter((command) => command.type === 'DrawTactic' || command.type === 'ChooseTactic');

const attack = (s: Scene, ships: string[], target: string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: ships.map(s.id), target: s.id(target) });
const chooseOnly = (s: Scene, player: PlayerId, title: string | null): CommandOf<'ChooseTactic'> => ({ type: 'ChooseTactic', actor: player, tactic: title === null ? null : s.id(`${player}:${title}`) });
const choose = (s: Scene, player: PlayerId, draws: number, title: string | null): Pick => ({ draws, command: chooseOnly(s, player, title) });
const draw = (player: PlayerId): Command => ({ type: 'DrawTactic', actor: player });

describe('the Tactics stage (1E rulebook › BATTLE › SHIP BATTLE › 4. Tactics)', () => {
  it('waits for the player with a Battle Bridge side deck; offers a draw, then one or two drawn, one played or none; nothing else meanwhile', () => {
    // SHIELDS 20: a miss, so that no marker is drawn after the stage.
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: ['Pulse Disruptor', 'Photon Torpedo', 'Phaser Banks'] });
    const { state, events } = run(s.state, attack(s, ['a'], 't'));
    expect(ofType(events, 'TacticsStageBegan')).toMatchObject([{ players: ['p1'] }]);
    expect(ofType(events, 'ShipsFired')).toEqual([]);
    // Nothing drawn yet: a draw only (no Tactic named); choosing needs one drawn.
    expect(stageOffers(state, 'p1')).toEqual([draw('p1')]);
    expect(when(state, chooseOnly(s, 'p1', null))).toHaveProperty('violation.code', 'TACTIC_DRAWS');
    const blocked = when(state, { type: 'PassResponse', actor: 'p1' });
    expect('violation' in blocked && blocked.violation.code).toBe('AWAITING_TACTICS');
    // One drawn: it, none, or another draw — the second Tactic is not named before it is drawn.
    const one = run(state, draw('p1'));
    expect(ofType(one.events, 'TacticDrawn')).toMatchObject([{ player: 'p1', card: s.id('p1:Pulse Disruptor') }]);
    expect(one.state.cards[s.id('p1:Pulse Disruptor')]).toMatchObject({ zone: Z.table('p1'), faceUp: false });
    expect(stageOffers(one.state, 'p1')).toEqual([chooseOnly(s, 'p1', 'Pulse Disruptor'), chooseOnly(s, 'p1', null), draw('p1')]);
    expect(when(one.state, chooseOnly(s, 'p1', 'Photon Torpedo'))).toHaveProperty('violation.code', 'NOT_DRAWN');
    // Two drawn: the limit; no third draw.
    const two = run(one.state, draw('p1'));
    expect(stageOffers(two.state, 'p1')).toEqual([chooseOnly(s, 'p1', 'Pulse Disruptor'), chooseOnly(s, 'p1', 'Photon Torpedo'), chooseOnly(s, 'p1', null)]);
    expect(when(two.state, draw('p1'))).toHaveProperty('violation.code', 'TACTIC_DRAWS');
    // The player drew two: Photon Torpedo, not played, goes face up beneath the side deck; the current tactic lies face down on the table, then is revealed.
    const next = run(state, choose(s, 'p1', 2, 'Pulse Disruptor'));
    expect(ofType(next.events, 'TacticChosen')).toMatchObject([{ player: 'p1', drawn: [s.id('p1:Pulse Disruptor'), s.id('p1:Photon Torpedo')], tactic: s.id('p1:Pulse Disruptor') }]);
    expect(ofType(next.events, 'TacticsRevealed')).toMatchObject([{ tactics: { p1: s.id('p1:Pulse Disruptor') } }]);
    expect(next.state.cards[s.id('p1:Photon Torpedo')]).toMatchObject({ zone: Z.side('p1'), faceUp: true });
    expect(ofType(next.events, 'ShipsFired')).toMatchObject([{ attack: 8 + 3, defense: 20, result: 'miss' }]);
    expect(next.state.cards[s.id('p1:Pulse Disruptor')]).toMatchObject({ zone: Z.side('p1'), faceUp: true });
    expect(next.state.battle).toBeFalsy();
  });

  it('without a Battle Bridge side deck there is no Tactics stage and damage is rotation damage', () => {
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }))], {});
    const { events, state } = run(s.state, attack(s, ['a'], 't'));
    expect(ofType(events, 'TacticsStageBegan')).toEqual([]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ ship: s.id('t'), damage: 1 }]);
    expect(state.cards[s.id('t')]!.hull).toBeUndefined();
  });
});

describe('what each player sees of the Tactics drawn (1E rulebook › BATTLE › SHIP BATTLE › 4. Tactics; MISCELLANEOUS RULES › LOOKING AT CARDS)', () => {
  /** Whether `value` (a view, offers, events) names the card `iid` or the title. */
  const names = (value: unknown, iid: string, title: string) => {
    const text = JSON.stringify(value);
    return text.includes(`"${iid}"`) || text.includes(title);
  };
  /** The events as `viewer` receives them, each redacted against the state before it. */
  const redacted = (before: GameState, events: readonly GameEvent[], viewer: PlayerId) => {
    let state = before;
    return events.map((event) => {
      const seen = redactEvent(state, event, { player: viewer });
      state = evolve(state, event);
      return seen;
    });
  };

  it('the owner sees the Tactics they drew; the opponent sees face-down cards and no Tactic drawn or undrawn until the reveal', () => {
    const titles = ['Pulse Disruptor', 'Photon Torpedo', 'Phaser Banks'];
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: titles, p2: ['Evasive Maneuvers'] });
    const started = run(s.state, attack(s, ['a'], 't'));
    expect(started.state.battle!.tacticStage).toEqual(['p1', 'p2']);
    const one = run(started.state, draw('p1'));
    const two = run(one.state, draw('p1'));
    // p1 plays Pulse Disruptor; Photon Torpedo, drawn and not played, goes beneath the side deck; p2 has yet to choose.
    const chosen = run(two.state, chooseOnly(s, 'p1', 'Pulse Disruptor'));
    expect(chosen.state.battle!.tacticStage).toEqual(['p2']);
    const events = [...started.events, ...one.events, ...two.events, ...chosen.events];
    for (const title of titles) {
      const iid = s.id(`p1:${title}`);
      for (const state of [started.state, one.state, two.state, chosen.state]) {
        expect(names(view(state, { player: 'p2' }), iid, title)).toBe(false);
        expect(names(view(state, 'spectator'), iid, title)).toBe(false);
        expect(names(legalCommands(state, 'p2'), iid, title)).toBe(false);
      }
      expect(names(redacted(s.state, events, 'p2'), iid, title)).toBe(false);
    }
    // Phaser Banks, never drawn, is named to its owner by no offer either.
    for (const state of [started.state, one.state, two.state]) expect(names(legalCommands(state, 'p1'), s.id('p1:Phaser Banks'), 'Phaser Banks')).toBe(false);
    expect(names(legalCommands(started.state, 'p1'), s.id('p1:Pulse Disruptor'), 'Pulse Disruptor')).toBe(false);
    // The opponent sees two face-down cards of p1's on the table, then one (the current tactic), and learns counts only.
    const hiddenOnTable = (state: GameState) => view(state, { player: 'p2' }).zones[Z.table('p1')]!.filter((card) => 'hidden' in card).length;
    expect([hiddenOnTable(two.state), hiddenOnTable(chosen.state)]).toEqual([2, 1]);
    expect(redacted(two.state, chosen.events, 'p2').find((event) => event.type === 'TacticChosen')).toEqual({ type: 'TacticChosen', player: 'p1', count: 2, played: true, rule: expect.any(String) });
    // The owner sees what they drew, face down on their table, and their events name it.
    const own = view(two.state, { player: 'p1' }).zones[Z.table('p1')]!.flatMap((card) => ('hidden' in card ? [] : [[card.iid, card.card.title, card.faceUp]]));
    expect(own).toEqual(expect.arrayContaining([[s.id('p1:Pulse Disruptor'), 'Pulse Disruptor', false], [s.id('p1:Photon Torpedo'), 'Photon Torpedo', false]]));
    expect(redacted(one.state, two.events, 'p1')).toMatchObject([{ type: 'TacticDrawn', player: 'p1', card: s.id('p1:Photon Torpedo') }]);
    // The reveal: once p2 has chosen, p1's current tactic is face up for everyone.
    const revealed = run(chosen.state, choose(s, 'p2', 1, 'Evasive Maneuvers'));
    expect(ofType(revealed.events, 'TacticsRevealed')).toMatchObject([{ tactics: { p1: s.id('p1:Pulse Disruptor'), p2: s.id('p2:Evasive Maneuvers') } }]);
    expect(names(redacted(chosen.state, revealed.events, 'p2'), s.id('p1:Pulse Disruptor'), 'Pulse Disruptor')).toBe(true);
  });

  it('a regenerated side deck: its new order is in no player\'s events', () => {
    // Phaser Banks drawn and not played lies face up beneath the deck; the first marker regenerates the deck from it.
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }))], { p1: ['Phaser Banks'] });
    const started = run(s.state, attack(s, ['a'], 't'));
    const fired = run(started.state, choose(s, 'p1', 1, null));
    const regenerated = ofType(fired.events, 'TacticsRegenerated');
    expect(regenerated).toMatchObject([{ player: 'p1', order: [s.id('p1:Phaser Banks')] }]);
    for (const viewer of ['p1', 'p2'] as const) expect(redacted(started.state, fired.events, viewer).filter((event) => event.type === 'TacticsRegenerated')).toEqual([{ type: 'TacticsRegenerated', player: 'p1', count: 1, rule: expect.any(String) }]);
  });

  it('a deck exhausted between two draws regenerates from the used Tactics beneath it; with none used, no second draw', () => {
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: ['Phaser Banks', 'Photon Torpedo'] });
    // Photon Torpedo used in an earlier battle: face up beneath the deck.
    const used = evolve(s.state, { type: 'CardMoved', card: s.id('p1:Photon Torpedo'), from: Z.side('p1'), to: Z.side('p1'), faceUp: true, reason: 'scene' });
    const one = run(run(used, attack(s, ['a'], 't')).state, draw('p1'));
    expect(stageOffers(one.state, 'p1')).toContainEqual(draw('p1'));
    const two = run(one.state, draw('p1'));
    expect(two.events.map((event) => event.type)).toEqual(['TacticsRegenerated', 'TacticDrawn']);
    expect(ofType(two.events, 'TacticDrawn')).toMatchObject([{ card: s.id('p1:Photon Torpedo') }]);
    const alone = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: ['Phaser Banks'] });
    const only = run(run(alone.state, attack(alone, ['a'], 't')).state, draw('p1'));
    expect(stageOffers(only.state, 'p1')).toEqual([chooseOnly(alone, 'p1', 'Phaser Banks'), chooseOnly(alone, 'p1', null)]);
    expect(when(only.state, draw('p1'))).toHaveProperty('violation.code', 'TACTIC_DECK_EMPTY');
  });
});

describe('ATTACK and DEFENSE bonuses (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire)', () => {
  it('Pulse Disruptor: ATTACK +1, and +2 more with a Klingon ship firing — once for the engagement, not per ship', () => {
    const klingons = scene([...fleet('a', 'p1', warship({ weapons: 4 })), ...fleet('b', 'p1', warship({ weapons: 4 })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: ['Pulse Disruptor'] });
    const fired = run(run(klingons.state, attack(klingons, ['a', 'b'], 't')).state, choose(klingons, 'p1', 1, 'Pulse Disruptor'));
    expect(ofType(fired.events, 'ShipsFired')).toMatchObject([{ attack: 4 + 4 + 1 + 2, defense: 20, result: 'miss' }]);
    const romulans = scene([...fleet('a', 'p1', warship({ weapons: 4, affiliation: 'Romulan' })), ...fleet('t', 'p2', warship({ shields: 20, weapons: 0 }))], { p1: ['Pulse Disruptor'] });
    const plain = run(run(romulans.state, attack(romulans, ['a'], 't')).state, choose(romulans, 'p1', 1, 'Pulse Disruptor'));
    expect(ofType(plain.events, 'ShipsFired')).toMatchObject([{ attack: 4 + 1 }]);
  });

  it.each([
    ['Phaser Banks', 'Federation'],
    ['Plasma Torpedo', 'Romulan'],
    ['Primary Energy Weapon', 'Borg'],
    ['Spiral-Wave Disruptor', 'Cardassian'],
    ['Phased Polaron Beam', 'Dominion'],
    ['Ferengi Energy Weapon', 'Ferengi'],
    ['Vulcan Particle Beam', 'Vulcan'],
    ['Phase Cannons', 'Starfleet'],
  ])('%s: ATTACK +1, and +2 more with a %s ship firing (a Non-Aligned ship: +1 only) — here in return fire', (title, affiliation) => {
    const totals = ['Non-Aligned', affiliation].map((firing) => {
      const s = scene([...fleet('a', 'p1', warship({ weapons: 5, shields: 30 })), ...fleet('t', 'p2', warship({ shields: 30, weapons: 5, affiliation: firing }))], { p2: [title] });
      const returned = run(run(s.state, attack(s, ['a'], 't')).state, { type: 'ReturnFire', actor: 'p2', target: s.id('a') });
      const fired = run(returned.state, choose(s, 'p2', 1, title));
      return ofType(fired.events, 'ShipsFired').find((event) => event.stage === 'return-fire')!.attack;
    });
    expect(totals).toEqual([6, 8]);
  });

  it('Photon Torpedo: ATTACK +2, +1 more with an Akira-class ship firing; Full Phaser Spread: +3, +1 more with a Galaxy-class one', () => {
    const total = (title: string, shipClass: string) => {
      const s = scene([...fleet('a', 'p1', ofClass(warship({ weapons: 5, affiliation: 'Klingon' }), shipClass)), ...fleet('t', 'p2', warship({ shields: 30, weapons: 0 }))], { p1: [title] });
      return ofType(run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, title)).events, 'ShipsFired')[0]!.attack;
    };
    expect([total('Photon Torpedo', 'Akira Class'), total('Photon Torpedo', 'Galaxy Class')]).toEqual([8, 7]);
    expect([total('Full Phaser Spread', 'Galaxy Class'), total('Full Phaser Spread', 'Akira Class')]).toEqual([9, 8]);
  });

  it('Evasive Maneuvers (defending): DEFENSE +4, +2 more when the ship fired upon needs no staffing; its ATTACK -2 when its player fires', () => {
    const defense = (target: Card) => {
      const s = scene([...fleet('a', 'p1', warship({ weapons: 30 })), ...fleet('t', 'p2', target)], { p2: ['Evasive Maneuvers'] });
      const started = run(s.state, attack(s, ['a'], 't'));
      const returned = run(started.state, { type: 'ReturnFire', actor: 'p2', target: s.id('a') });
      const fired = run(returned.state, choose(s, 'p2', 1, 'Evasive Maneuvers'));
      return ofType(fired.events, 'ShipsFired').map((event) => [event.stage, event.attack, event.defense]);
    };
    // The attacking test ship needs no staffing either, but the DEFENSE bonus reads the ship its player defends with.
    expect(defense(warship({ shields: 6, weapons: 7 }))).toEqual([['open-fire', 30, 6 + 4 + 2], ['return-fire', 7 - 2, 6]]);
    expect(defense(staffed(warship({ shields: 6, weapons: 7 })))).toEqual([['open-fire', 30, 6 + 4], ['return-fire', 7 - 2, 6]]);
  });
});

describe('tactics damage (1E rulebook › BATTLE › SHIP BATTLE › 7. Damage; DAMAGE AND REPAIRS › TACTICS DAMAGE)', () => {
  it('a hit with Pulse Disruptor: two markers drawn and placed; each kills at random as it says, then adds its HULL damage; the tactic goes beneath the side deck', () => {
    // Full Phaser Spread kills SCIENCE or Stellar Cartography only: none aboard. Phaser Banks kills any one: the crew.
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }), 'ENGINEER')], { p1: ['Pulse Disruptor', 'Full Phaser Spread', 'Phaser Banks'] });
    const { events, state } = run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, 'Pulse Disruptor'));
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ attack: 8 + 3, defense: 6, result: 'hit' }]);
    expect(ofType(events, 'DamageMarkerPlaced')).toEqual([
      expect.objectContaining({ ship: s.id('t'), marker: s.id('p1:Full Phaser Spread'), hull: 30, scripted: true }),
      expect.objectContaining({ ship: s.id('t'), marker: s.id('p1:Phaser Banks'), hull: 30, scripted: true }),
    ]);
    expect(cardsIn(state, Z.on(s.id('t')))).toEqual([s.id('p1:Full Phaser Spread'), s.id('p1:Phaser Banks')]);
    expect(ofType(events, 'CardLeftPlay')).toMatchObject([{ card: s.id('t-crew'), how: 'killed', source: s.id('p1:Phaser Banks') }]);
    expect(state.cards[s.id('t')]).toMatchObject({ hull: 60, damage: 1, zone: Z.space('L1') });
    expect(state.cards[s.id('p1:Pulse Disruptor')]).toMatchObject({ zone: Z.side('p1'), faceUp: true });
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1' });
  });

  it('Evasive Maneuvers as a marker kills one ENGINEER, Astrophysics or Physics personnel (an OFFICER alone survives); HULL -35%', () => {
    const deck = ['Full Phaser Spread', 'Evasive Maneuvers', 'Photon Torpedo'];
    const engineer = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }), 'ENGINEER')], { p1: deck });
    const hit = run(run(engineer.state, attack(engineer, ['a'], 't')).state, choose(engineer, 'p1', 1, 'Full Phaser Spread'));
    expect(ofType(hit.events, 'CardLeftPlay')).toMatchObject([{ card: engineer.id('t-crew'), source: engineer.id('p1:Evasive Maneuvers') }]);
    expect(hit.state.cards[engineer.id('t')]!.hull).toBe(35 + 35);
    const officer = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }), 'OFFICER')], { p1: deck });
    const missed = run(run(officer.state, attack(officer, ['a'], 't')).state, choose(officer, 'p1', 1, 'Full Phaser Spread'));
    expect(ofType(missed.events, 'CardLeftPlay')).toEqual([]);
  });

  it('Environmental Suit present: discarded to keep the personnel a Tactic marker would kill alive, stopped instead', () => {
    const deck = ['Full Phaser Spread', 'Evasive Maneuvers', 'Photon Torpedo'];
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }), 'ENGINEER'), { label: 'suit', owner: 'p2', at: { aboard: 't' }, card: 'Environmental Suit' }], { p1: deck });
    const { events, state } = run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, 'Full Phaser Spread'));
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(state.cards[s.id('suit')]!.zone).toBe(Z.discard('p2'));
    expect(state.cards[s.id('t-crew')]).toMatchObject({ zone: Z.aboard(s.id('t')), stopped: true });
  });

  it('a direct hit with four markers: 100% HULL damage or more destroys the ship at the end of the battle', () => {
    const s = scene([...fleet('a', 'p1', warship({ weapons: 20 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }))], { p1: ['Photon Torpedo', 'Phaser Banks', 'Plasma Torpedo', 'Pulse Disruptor', 'Evasive Maneuvers'] });
    const { events, state } = run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, 'Photon Torpedo'));
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ result: 'direct-hit' }]);
    expect(ofType(events, 'DamageMarkerPlaced').map((event) => event.hull)).toEqual([30, 30, 30, 35]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ ship: s.id('t'), damage: 2 }]);
    expect(state.cards[s.id('t')]!.zone).toBe(Z.discard('p2'));
  });

  it('no current tactic: default damage (two drawn); a marker that cannot be drawn is not suffered', () => {
    const s = scene([...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 0 }))], { p1: ['Phaser Banks'] });
    const { events, state } = run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, null));
    // Phaser Banks was drawn and not played: face up beneath the deck, the deck regenerates from it for the first marker; the second cannot be drawn.
    expect(ofType(events, 'DamageMarkerPlaced')).toMatchObject([{ marker: s.id('p1:Phaser Banks'), hull: 30 }]);
    expect(state.cards[s.id('t')]!.hull).toBe(30);
  });
});

/** Plays `card` (the first offer whose target is `target`), then passes the windows left open by the player. */
function playCard(state: GameState, actor: PlayerId, card: string, target: string): { events: GameEvent[]; state: GameState } {
  const offer = legalCommands(state, actor).find((command) => command.type === 'PlayCard' && command.card === card && command.target === target);
  if (!offer) throw new Error(`${card} is not offered on ${target}`);
  const events: GameEvent[] = [];
  let current = run(state, offer);
  events.push(...current.events);
  while ((current.state.windows ?? []).length > 0 && current.state.windows!.at(-1)!.player === actor) {
    current = run(current.state, { type: 'PassResponse', actor });
    events.push(...current.events);
  }
  return { events, state: current.state };
}

describe('cards played on the Tactics (1E rulebook › BATTLE › SHIP BATTLE › 3. Responses; 4. Tactics)', () => {
  const deck = ['Pulse Disruptor', 'Photon Torpedo', 'Phaser Banks', 'Full Phaser Spread', 'Evasive Maneuvers'];

  it('Attack Pattern Delta: at the start of the battle, two more Tactics drawn for two ships of yours in it; without it, two at most', () => {
    const cards = [...fleet('a', 'p1', warship({ weapons: 4 })), ...fleet('b', 'p1', warship({ weapons: 4 })), ...fleet('t', 'p2', warship({ shields: 30, weapons: 0 })), { label: 'apd', owner: 'p1', at: 'hand', card: 'Attack Pattern Delta' } as Placed];
    const s = scene(cards, { p1: deck });
    const started = run(run(s.state, { type: 'SetAutoPass', actor: 'p1', on: false }).state, attack(s, ['a', 'b'], 't'));
    const window = started.state.windows!.at(-1)!;
    expect(window).toMatchObject({ action: 'battle-initiated', player: 'p1' });
    const played = playCard(started.state, 'p1', s.id('apd'), window.card);
    expect(ofType(played.events, 'TacticDrawsAdded')).toMatchObject([{ player: 'p1', count: 2, source: s.id('apd') }]);
    // How many Tactics the offers let p1 draw, one by one.
    const draws = (state: GameState) => {
      let count = 0;
      for (let current = state; stageOffers(current, 'p1').some((command) => command.type === 'DrawTactic'); count += 1) current = run(current, draw('p1')).state;
      return count;
    };
    expect(draws(played.state)).toBe(4);
    const fourth = run(played.state, choose(s, 'p1', 4, 'Full Phaser Spread'));
    expect(ofType(fourth.events, 'TacticChosen')[0]!.drawn).toHaveLength(4);
    // Not played: two at most.
    const passed = run(started.state, { type: 'PassResponse', actor: 'p1' });
    expect(draws(passed.state)).toBe(2);
    expect(when(drawn(passed.state, 'p1', 2), draw('p1'))).toHaveProperty('violation.code', 'TACTIC_DRAWS');
  });

  it('Tactical Scan at the start of the battle: the Tactic it names may not be the current tactic; the others still may', () => {
    const cards = [...fleet('a', 'p1', warship({ weapons: 8 })), ...fleet('t', 'p2', warship({ shields: 30, weapons: 0 })), { label: 'scan', owner: 'p2', at: 'hand', card: 'Tactical Scan' } as Placed];
    const s = scene(cards, { p1: deck });
    const started = run(run(s.state, { type: 'SetAutoPass', actor: 'p2', on: false }).state, attack(s, ['a'], 't'));
    const played = playCard(started.state, 'p2', s.id('scan'), 'Pulse Disruptor');
    expect(ofType(played.events, 'TacticBanned')).toMatchObject([{ title: 'Pulse Disruptor', source: s.id('scan') }]);
    const offers = legalCommands(drawn(played.state, 'p1', 2), 'p1').flatMap((command) => (command.type === 'ChooseTactic' && command.tactic ? [command.tactic] : []));
    expect(offers).not.toContain(s.id('p1:Pulse Disruptor'));
    expect(offers).toContain(s.id('p1:Photon Torpedo'));
    expect(when(drawn(played.state, 'p1', 1), chooseOnly(s, 'p1', 'Pulse Disruptor'))).toHaveProperty('violation.code', 'TACTIC_BANNED');
    // Not played: Pulse Disruptor may be the current tactic.
    const passed = run(started.state, { type: 'PassResponse', actor: 'p2' });
    expect(when(drawn(passed.state, 'p1', 1), chooseOnly(s, 'p1', 'Pulse Disruptor'))).toHaveProperty('events');
  });

  it('Tactical Scan on your turn: the top three Tactics of an open Battle Bridge side deck shown to you only; none open, not playable', () => {
    const scan: Placed = { label: 'scan', owner: 'p1', at: 'hand', card: 'Tactical Scan' };
    const s = scene([scan], { p2: deck });
    const { events } = playCard(s.state, 'p1', s.id('scan'), 'p2');
    expect(ofType(events, 'CardsShown')).toMatchObject([{ to: 'p1', zone: Z.side('p2'), cards: deck.slice(0, 3).map((title) => ({ iid: s.id(`p2:${title}`), title })) }]);
    const closed = scene([scan], {});
    expect(legalCommands(closed.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === closed.id('scan'))).toEqual([]);
  });
});

describe('Secret Sabotage (1E rulebook › END OF TURN; DAMAGE AND REPAIRS › TACTICS DAMAGE)', () => {
  /** Cardassian personnel of p1 on the planet at L1 (their lore mentioning resistance, or not), p2's undamaged ship in orbit there. */
  function ending(lore: string, count: number, bridge: boolean) {
    const agent = (n: number): Placed => ({ label: `agent${n}`, owner: 'p1', at: 'surface', card: { ...person({ affiliation: 'Cardassian', skills: 'OFFICER' }), lore } });
    const cards: Placed[] = [...fleet('t', 'p2', warship({ shields: 6, weapons: 0 })), ...Array.from({ length: count }, (_, n) => agent(n)), { label: 'sabotage', owner: 'p1', at: 'hand', card: 'Secret Sabotage' }];
    const s = scene(cards, bridge ? { p1: ['Phaser Banks', 'Plasma Torpedo'] } : {});
    // The end-of-turn window opens for a player who answers every window (behaviour/turn-ending-windows.ts).
    const state = run(run(s.state, { type: 'SetAutoPass', actor: 'p1', on: false, every: true }).state, { type: 'EndTurn', actor: 'p1' }).state;
    expect(state.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1' });
    return { s, state };
  }

  it('applies: three Cardassians whose lore mentions resistance at its location — two markers drawn from the side deck onto the ship', () => {
    const { s, state } = ending('once part of the resistance cell', 3, true);
    const { events } = playCard(state, 'p1', s.id('sabotage'), s.id('t'));
    expect(ofType(events, 'DamageMarkerPlaced')).toMatchObject([{ ship: s.id('t'), marker: s.id('p1:Phaser Banks'), hull: 30 }, { ship: s.id('t'), marker: s.id('p1:Plasma Torpedo'), hull: 30 }]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ ship: s.id('t'), damage: 1 }]);
  });

  it('does not apply: two such Cardassians only, or lore without the word, or no Battle Bridge side deck — no marker', () => {
    for (const [lore, count, bridge] of [['once part of the resistance cell', 2, true], ['a loyal officer', 3, true], ['once part of the resistance cell', 3, false]] as const) {
      const { s, state } = ending(lore, count, bridge);
      const { events } = playCard(state, 'p1', s.id('sabotage'), s.id('t'));
      expect(ofType(events, 'DamageMarkerPlaced')).toEqual([]);
      expect(ofType(events, 'ShipDamaged')).toEqual([]);
    }
  });
});

describe('Attack Wing (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire; DAMAGE AND REPAIRS › TACTICS DAMAGE)', () => {
  it('ATTACK 1 plus 1 for each of your ships firing: two ships +3, one ship +2', () => {
    const total = (ships: string[]) => {
      const s = scene([...fleet('a', 'p1', warship({ weapons: 4 })), ...fleet('b', 'p1', warship({ weapons: 4 })), ...fleet('t', 'p2', warship({ shields: 30, weapons: 0 }))], { p1: ['Attack Wing'] });
      return ofType(run(run(s.state, attack(s, ships, 't')).state, choose(s, 'p1', 1, 'Attack Wing')).events, 'ShipsFired')[0]!.attack;
    };
    expect([total(['a', 'b']), total(['a'])]).toEqual([4 + 4 + 3, 4 + 2]);
  });

  it("DEFENSE 2 plus 1 when the ship fired upon is a Jem'Hadar Attack Ship; any other ship: 2", () => {
    const defense = (title: string) => {
      const s = scene([...fleet('a', 'p1', warship({ weapons: 30 })), ...fleet('t', 'p2', warship({ shields: 6, weapons: 5, title }))], { p2: ['Attack Wing'] });
      const returned = run(run(s.state, attack(s, ['a'], 't')).state, { type: 'ReturnFire', actor: 'p2', target: s.id('a') });
      return ofType(run(returned.state, choose(s, 'p2', 1, 'Attack Wing')).events, 'ShipsFired')[0]!.defense;
    };
    expect([defense("Jem'Hadar Attack Ship"), defense('Test Raider')]).toEqual([6 + 3, 6 + 2]);
  });

  it('as a marker: HULL -25%, and a disabled personnel aboard is among those it may kill (an able OFFICER is not)', () => {
    const hit = (disabled: boolean) => {
      const cards: Placed[] = [...fleet('a', 'p1', warship({ weapons: 8 })), { label: 't', owner: 'p2', at: 'space', card: warship({ shields: 6, weapons: 0 }) }, { label: 'officer', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Klingon' }, disabled }];
      const s = scene(cards, { p1: ['Full Phaser Spread', 'Attack Wing', 'Photon Torpedo'] });
      const { events, state } = run(run(s.state, attack(s, ['a'], 't')).state, choose(s, 'p1', 1, 'Full Phaser Spread'));
      return { killed: ofType(events, 'CardLeftPlay').map((event) => event.card), hull: state.cards[s.id('t')]!.hull, officer: s.id('officer') };
    };
    const disabled = hit(true);
    expect(disabled).toMatchObject({ killed: [disabled.officer], hull: 25 + 35 });
    expect(hit(false)).toMatchObject({ killed: [], hull: 25 + 35 });
  });
});
