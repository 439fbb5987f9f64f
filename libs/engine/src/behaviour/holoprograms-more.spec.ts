/**
 * More holoprograms (issue 15, helper holotos): Fortress of Doom downloads Chaotica (or a card whose lore
 * names him) aboard; Historical Poker Game downloads its three scientists and, with all three aboard,
 * "observes greatness" once each turn (a hand card discarded, the discard pile's bottom card beneath the
 * deck or out of play, one card drawn — up to two with Data aboard).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; "HERE" AND "PRESENT".
 * given (a play-phase scene: p1's Holodeck ship at L1, crew aboard, the holoprogram in hand) /
 * when (PlayCard, ActivateCard, MakeChoice) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, scene, withDeck, ship } from '../testing/attempt-scene';
import { checkHologramsMayGo, isDeactivated } from './holograms';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { activate, playCard as playOn } from '../testing/commands';

const holodeckShip = (): Card => ({ ...ship(), ship: { ...ship().ship!, specialEquipment: ['Holodeck'] } }) as Card;
const choose = (chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });
const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });

describe('125_029 Holoprogram: Fortress of Doom: on your Holodeck ship; downloads Chaotica (or a card naming him in lore) aboard in place of the card play', () => {
  it('applies: played on p1’s Holodeck ship, Chaotica is downloaded aboard; Satan’s Robot (equipment naming him in lore) is a target too', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: Fortress of Doom'], deck: ['Chaotica', "Satan's Robot"] });
    const [program] = built.hand as [string];
    const [chaotica, robot] = built.deck as [string, string];
    const played = fresh(accepted(built.state, playOn(program, built.ship)).state);
    expect(played.cards[program]!.zone).toBe(Z.on(built.ship));
    expect(legalCommands(played, 'p1')).toContainEqual(activate(program, 'download-chaotica', `${robot}>${built.ship}`));
    const done = accepted(played, activate(program, 'download-chaotica', `${chaotica}>${built.ship}`)).state;
    expect(done.cards[chaotica]!.zone).toBe(Z.aboard(built.ship));
    expect(done.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: a card not naming Chaotica is no target; with the card play spent there is no download', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: Fortress of Doom'], deck: ['Sherlock Holmes', 'Chaotica'] });
    const [program] = built.hand as [string];
    const [holmes, chaotica] = built.deck as [string, string];
    const spent = accepted(built.state, playOn(program, built.ship)).state;
    expect(refused(spent, activate(program, 'download-chaotica', `${chaotica}>${built.ship}`))).toBe('NORMAL_CARD_PLAY_USED');
    expect(refused(fresh(spent), activate(program, 'download-chaotica', `${holmes}>${built.ship}`))).toBe('INVALID_TARGET');
  });
});

describe('149_023 Holoprogram: Historical Poker Game: downloads Einstein, Newton or Hawking aboard; with all three aboard, observe greatness once each turn', () => {
  /** p1's Holodeck ship with `crew` aboard, the program played on it, one card (`old`) in p1's discard pile and two cards in hand. */
  const scene = (crew: readonly string[], deck: readonly string[] = []) => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew, hand: ['Holoprogram: Historical Poker Game', 'Sherlock Holmes', 'Chaotica', 'Dr. Noah'], deck });
    const [program, old, spare, other] = built.hand as [string, string, string, string];
    const played = fresh(moved(accepted(built.state, playOn(program, built.ship)).state, [[old, Z.discard('p1')]]));
    return { ...built, program, old, spare, other, played };
  };
  const THREE = ['Albert Einstein', 'Sir Isaac Newton', 'Stephen Hawking'];

  it('applies: Sir Isaac Newton is downloaded aboard in place of the card play', () => {
    const { program, played, deck, ship: host } = scene([], ['Sir Isaac Newton']);
    const done = accepted(played, activate(program, 'download-great', `${deck[0]!}>${host}`)).state;
    expect(done.cards[deck[0]!]!.zone).toBe(Z.aboard(host));
    expect(done.turn!.normalCardPlayUsed).toBe(true);
  });

  it('applies: all three aboard — a hand card discarded, the bottom discard beneath the deck, one card drawn; not twice a turn', () => {
    const { program, played, old, spare } = scene(THREE);
    expect(legalCommands(played, 'p1')).toContainEqual(activate(program, 'observe-greatness'));
    expect(legalCommands(played, 'p1')).not.toContainEqual(activate(program, 'observe-greatness-with-data'));
    const asked = accepted(played, activate(program, 'observe-greatness'));
    expect(ofType(asked.events, 'ChoiceAwaited')[0]!.options).toContain(spare);
    const discarded = play(asked.state, [choose([spare])]);
    expect(ofType(discarded.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[spare, Z.discard('p1')]]);
    const beneath = play(discarded.state, [choose([program])]);
    expect(ofType(beneath.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[old, Z.draw('p1')]]);
    expect(ofType(beneath.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([1]);
    expect(refused(beneath.state, activate(program, 'observe-greatness'))).not.toBeNull();
  });

  it('applies: answered no, the bottom discard goes out of play; with Data aboard, up to two are drawn', () => {
    const { program, played, old, spare } = scene([...THREE, 'Data']);
    const asked = play(played, [activate(program, 'observe-greatness-with-data'), choose([spare])]);
    const out = play(asked.state, [choose([])]);
    expect(ofType(out.events, 'CardMoved').map((e) => [e.card, e.to])).toEqual([[old, Z.out('p1')]]);
    const options = ofType(out.events, 'ChoiceAwaited')[0]!.options;
    const two = play(out.state, [choose([options[options.length - 1]!])]);
    expect(ofType(two.events, 'CardsDrawn')[0]!.cards).toHaveLength(2);
  });

  it('does not apply: only two of the three aboard, or Data’s version without Data', () => {
    const two = scene(['Albert Einstein', 'Sir Isaac Newton']);
    expect(refused(two.played, activate(two.program, 'observe-greatness'))).not.toBeNull();
    const three = scene(THREE);
    expect(refused(three.played, activate(three.program, 'observe-greatness-with-data'))).not.toBeNull();
  });
});

describe('123_040 Mobile Holo-Emitter: worn by one of your [Holo] personnel present, it lets the wearer exist activated anywhere; taken off on your turn', () => {
  /** p1's ship without a Holodeck at L1 (Avert Disaster, a planet), `crew` aboard, the emitter aboard as equipment. */
  const table = (crew: readonly string[]) => {
    const built = scene({ missions: ['Avert Disaster'], ship: ship(), crew, equipment: ['Mobile Holo-Emitter'] });
    return { state: built.state, ship: built.ids.ship!, crew: built.ids.crew, emitter: built.ids.equipment[0]! };
  };

  it('applies: The Doctor, deactivated aboard a ship without a Holodeck, wears the emitter and is activated; he may go to the planet; taken off there, he is erased', () => {
    const { state, ship: host, crew, emitter } = table(['The Doctor']);
    const [doctor] = crew as [string];
    expect(isDeactivated(state, doctor)).toBe(true);
    expect(checkHologramsMayGo(state, [doctor], Z.surface('L1'))?.code).toBe('HOLOGRAM_CANNOT_EXIST');
    expect(legalCommands(state, 'p1')).toContainEqual(activate(emitter, 'wear', doctor));
    const worn = accepted(state, activate(emitter, 'wear', doctor)).state;
    expect(worn.cards[emitter]!.zone).toBe(Z.on(doctor));
    expect(isDeactivated(worn, doctor)).toBe(false);
    expect(checkHologramsMayGo(worn, [doctor], Z.surface('L1'))).toBeNull();
    const down = moved(worn, [[doctor, Z.surface('L1')]]);
    expect(down.cards[emitter]!.zone).toBe(Z.on(doctor));
    expect(isDeactivated(down, doctor)).toBe(false);
    const off = accepted(down, activate(emitter, 'take-off')).state;
    expect(off.cards[emitter]!.zone).toBe(Z.surface('L1'));
    expect(off.cards[doctor]!.zone).toBe(Z.discard('p1'));
    const offAboard = accepted(worn, activate(emitter, 'take-off')).state;
    expect(offAboard.cards[emitter]!.zone).toBe(Z.aboard(host));
    expect(isDeactivated(offAboard, doctor)).toBe(true);
  });

  it('does not apply: a personnel without [Holo] is no wearer; an emitter not worn is not taken off', () => {
    const { state, crew, emitter } = table(['Data']);
    expect(refused(state, activate(emitter, 'wear', crew[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(emitter, 'take-off'))).not.toBeNull();
  });
});
