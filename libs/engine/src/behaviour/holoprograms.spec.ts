/**
 * Holoprograms (issue 15, holoprograms): incidents played on a ship or facility of yours with a
 * Holodeck, lying there; named holographic personnel report aboard it, or are downloaded aboard it
 * in place of the normal card play (behaviour/holoprograms.ts).
 *   1E rulebook › DOWNLOADING; DOWNLOADING › Clarifications: Invalid Downloads; REPORTING FOR DUTY;
 *   HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION.
 * given (a play-phase scene: p1's ship at L1, the holoprogram and personnel in hand or deck) /
 * when (PlayCard, ActivateCard, ReportForDuty) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { legalCommands } from '../legal';
import { realCard, scene, withDeck, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { activate, report } from '../testing/commands';

const holodeckShip = (): Card => ({ ...ship(), ship: { ...ship().ship!, specialEquipment: ['Holodeck'] } }) as Card;
const plainShip = (): Card => ({ ...ship(), ship: { ...ship().ship!, specialEquipment: ['Tractor Beam'] } }) as Card;
const play = (card: string, target: string, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, target });
const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });

/** p1's hand `hand`, then `deck` moved to p1's draw deck (top first). */

describe('125_026 Holoprogram: 221B Baker Street: on your ship with a Holodeck; downloads Sherlock Holmes aboard in place of the normal card play', () => {
  it('applies: played on p1’s Holodeck ship it lies there; then (card play unused) Sherlock Holmes is downloaded aboard and the card play is spent', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: 221B Baker Street'], deck: ['Sherlock Holmes'] });
    const [program] = built.hand as [string];
    const [holmes] = built.deck as [string];
    // Two ways fit (the table way too, issue 15 helper tail3): the ship way is named `mode: 0`.
    expect(legalCommands(built.state, 'p1')).toContainEqual({ ...play(program, built.ship), mode: 0 });
    const played = fresh(accepted(built.state, play(program, built.ship)).state);
    expect(played.cards[program]!.zone).toBe(Z.on(built.ship));
    const use = activate(program, 'download-holmes', `${holmes}>${built.ship}`);
    expect(legalCommands(played, 'p1')).toContainEqual(use);
    const done = accepted(played, use).state;
    expect(done.cards[holmes]!.zone).toBe(Z.aboard(built.ship));
    expect(done.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: a ship without a Holodeck is no target; with the card play spent there is no download', () => {
    const plain = withDeck({ missions: ['Avert Disaster'], ship: plainShip(), crew: [], hand: ['Holoprogram: 221B Baker Street'], deck: ['Sherlock Holmes'] });
    expect(refused(plain.state, play(plain.hand[0]!, plain.ship))).toBe('INVALID_TARGET');
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: 221B Baker Street'], deck: ['Sherlock Holmes'] });
    const [program] = built.hand as [string];
    const spent = accepted(built.state, play(program, built.ship)).state;
    expect(spent.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(spent, activate(program, 'download-holmes', `${built.deck[0]!}>${built.ship}`))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('does not apply: a personnel not named Sherlock Holmes (nor naming him in lore) is no target', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: 221B Baker Street'], deck: ['Sheriff Worf'] });
    const [program] = built.hand as [string];
    const played = fresh(accepted(built.state, play(program, built.ship)).state);
    expect(refused(played, activate(program, 'download-holmes', `${built.deck[0]!}>${built.ship}`))).toBe('INVALID_TARGET');
  });
});

describe('125_026 Holoprogram: 221B Baker Street, the table way (issue 15, helper tail3): personnel placed on it give your copies the [Holo] icon', () => {
  const holmesTitle = 'Dr. Watson';
  /** p1's ship at L1 (no Holodeck) with a crew of one personnel titled like the one in hand; the holoprogram and another personnel in hand. */
  function tableScene() {
    const built = withDeck({
      missions: ['Avert Disaster'],
      ship: plainShip(),
      crew: [{ title: holmesTitle, skills: 'MEDICAL' }, { title: 'Someone Else', skills: 'OFFICER' }],
      hand: ['Holoprogram: 221B Baker Street', { title: holmesTitle, skills: 'MEDICAL' }, { title: 'Another', skills: 'SCIENCE' }],
      deck: [],
    });
    const [program, copy, another] = built.hand as [string, string, string];
    const [watson, other] = built.built.ids.crew as [string, string];
    return { state: built.state, program, copy, another, watson, other };
  }
  const holo = (state: GameState, iid: string) => blueprintOf(state, iid).icons.some((icon) => icon.code === 'Holo');
  const place = (program: string, card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: program, ability: 'place-personnel', target: card });

  it('applies: played on the table (its other way); a personnel placed on it from hand (once each turn) gives your copy in play of that personnel [Holo]; discarding the placed card takes it away', () => {
    const { state, program, copy, another, watson, other } = tableScene();
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: program, mode: 1 });
    const played = fresh(accepted(state, { type: 'PlayCard', actor: 'p1', card: program, mode: 1 }).state);
    expect(played.cards[program]!.zone).toBe(Z.table('p1'));
    expect(holo(played, watson)).toBe(false);
    expect(legalCommands(played, 'p1')).toContainEqual(place(program, copy));
    const placed = accepted(played, place(program, copy)).state;
    expect(placed.cards[copy]!.zone).toBe(Z.stored(program));
    expect([holo(placed, watson), holo(placed, other)]).toEqual([true, false]);
    expect(refused(placed, place(program, another))).not.toBeNull();
    const cleared = accepted(placed, { type: 'ActivateCard', actor: 'p1', card: program, ability: 'discard-placed', target: copy }).state;
    expect(cleared.cards[copy]!.zone).toBe(Z.discard('p1'));
    expect(holo(cleared, watson)).toBe(false);
  });
  it('applies: it seeds on the table too (the facility phase, no target)', () => {
    const { state, program } = tableScene();
    const given = { ...moved(state, [[program, Z.seed('p1')]]), phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    expect(legalCommands(given, 'p1')).toContainEqual({ type: 'SeedOnTable', actor: 'p1', card: program });
    expect(accepted(given, { type: 'SeedOnTable', actor: 'p1', card: program }).state.cards[program]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: on a Holodeck ship (its first way) nothing may be placed on it; in hand it gives nothing', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [{ title: holmesTitle, skills: 'MEDICAL' }], hand: ['Holoprogram: 221B Baker Street', { title: holmesTitle, skills: 'MEDICAL' }], deck: [] });
    const [program, copy] = built.hand as [string, string];
    const onShip = fresh(accepted(built.state, { type: 'PlayCard', actor: 'p1', card: program, target: built.ship, mode: 0 }).state);
    expect(onShip.cards[program]!.zone).toBe(Z.on(built.ship));
    expect(refused(onShip, place(program, copy))).not.toBeNull();
    expect(holo(built.state, built.built.ids.crew[0]!)).toBe(false);
  });
});

describe("125_028 Holoprogram: Noah's Mountain Retreat: Secret Agent Julian Bashir reports aboard, or is downloaded aboard in place of the card play", () => {
  it('applies: on p1’s Holodeck ship, Bashir in hand reports aboard; Dr. Noah (his name in lore) is downloaded aboard', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ["Holoprogram: Noah's Mountain Retreat", 'Secret Agent Julian Bashir'], deck: ['Dr. Noah'] });
    const [program, bashir] = built.hand as [string, string];
    const [noah] = built.deck as [string];
    const played = fresh(accepted(built.state, play(program, built.ship)).state);
    expect(realCard('Dr. Noah').lore).toContain('Secret Agent Julian Bashir');
    expect(legalCommands(played, 'p1')).toContainEqual(report(bashir, built.ship));
    const downloaded = accepted(played, activate(program, 'download-bashir', `${noah}>${built.ship}`)).state;
    expect(downloaded.cards[noah]!.zone).toBe(Z.aboard(built.ship));
    const reported = accepted(played, report(bashir, built.ship)).state;
    expect(reported.cards[bashir]!.zone).toBe(Z.aboard(built.ship));
  });
  it('does not apply: without the program on the ship, Bashir does not report aboard; Sherlock Holmes is no download target', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ["Holoprogram: Noah's Mountain Retreat", 'Secret Agent Julian Bashir'], deck: ['Sherlock Holmes'] });
    const [program, bashir] = built.hand as [string, string];
    expect(refused(built.state, report(bashir, built.ship))).toBe('NO_SUCH_FACILITY');
    const played = fresh(accepted(built.state, play(program, built.ship)).state);
    expect(refused(played, activate(program, 'download-bashir', `${built.deck[0]!}>${built.ship}`))).toBe('INVALID_TARGET');
  });
});

describe('125_027 Holoprogram: Deadwood and 125_030 Holoprogram: The Office of Dixon Hill: their named personnel report aboard', () => {
  it('applies: with Deadwood on the ship, Sheriff Worf and Deputy Rozhenko report aboard; with Dixon Hill, Cyrus Redblock does', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: ['Holoprogram: Deadwood', 'Sheriff Worf', 'Deputy Rozhenko', 'Holoprogram: The Office of Dixon Hill', 'Cyrus Redblock'], deck: [] });
    const [deadwood, worf, rozhenko, office, redblock] = built.hand as [string, string, string, string, string];
    const withDeadwood = fresh(accepted(built.state, play(deadwood, built.ship)).state);
    expect(accepted(withDeadwood, report(worf, built.ship)).state.cards[worf]!.zone).toBe(Z.aboard(built.ship));
    expect(accepted(withDeadwood, report(rozhenko, built.ship)).state.cards[rozhenko]!.zone).toBe(Z.aboard(built.ship));
    expect(refused(withDeadwood, report(redblock, built.ship))).toBe('NOT_REPORTABLE');
    const withOffice = fresh(accepted(built.state, play(office, built.ship)).state);
    expect(accepted(withOffice, report(redblock, built.ship)).state.cards[redblock]!.zone).toBe(Z.aboard(built.ship));
    expect(refused(withOffice, report(worf, built.ship))).toBe('NOT_REPORTABLE');
  });
  it('does not apply: neither plays on a ship without a Holodeck, and without them nothing reports aboard', () => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: plainShip(), crew: [], hand: ['Holoprogram: Deadwood', 'Holoprogram: The Office of Dixon Hill', 'Sheriff Worf'], deck: [] });
    const [deadwood, office, worf] = built.hand as [string, string, string];
    expect(refused(built.state, play(deadwood, built.ship))).toBe('INVALID_TARGET');
    expect(refused(built.state, play(office, built.ship))).toBe('INVALID_TARGET');
    expect(refused(built.state, report(worf, built.ship))).toBe('NO_SUCH_FACILITY');
  });
});

describe('the holodeck host: yours, or (Noah\'s Mountain Retreat) any player\'s', () => {
  it('applies: on p2’s turn, Noah’s Mountain Retreat plays on p1’s Holodeck ship; does not apply: 221B Baker Street (your ship only) does not', () => {
    const built = scene({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], opponentHand: ["Holoprogram: Noah's Mountain Retreat", 'Holoprogram: 221B Baker Street'] });
    const [noah, baker] = built.ids.opponentHand as [string, string];
    const theirs = accepted(built.state, { type: 'EndTurn', actor: 'p1' }).state;
    expect(refused(theirs, play(baker, built.ids.ship!, 'p2'))).toBe('INVALID_TARGET');
    expect(accepted(theirs, play(noah, built.ids.ship!, 'p2')).state.cards[noah]!.zone).toBe(Z.on(built.ids.ship!));
  });
});

describe('seedsOnTarget: the holoprograms seed on their Holodeck host in the facility phase (issue 15, helper voyent)', () => {
  const seed = (card: string, target: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card, target });
  const facilityPhase = (state: GameState): GameState => ({ ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] }) as GameState;
  const programs = ['Holoprogram: 221B Baker Street', 'Holoprogram: Deadwood', "Holoprogram: Noah's Mountain Retreat", 'Holoprogram: The Office of Dixon Hill'];
  it.each(programs)('applies: %s is offered as a seed on p1’s Holodeck ship and lies on it', (title) => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: holodeckShip(), crew: [], hand: [title], deck: [] });
    const [program] = built.hand as [string];
    const given = facilityPhase(moved(built.state, [[program, Z.seed('p1')]]));
    expect(legalCommands(given, 'p1')).toContainEqual(seed(program, built.ship));
    expect(accepted(given, seed(program, built.ship)).state.cards[program]!.zone).toBe(Z.on(built.ship));
  });
  it.each(programs)('does not apply: %s does not seed on a ship without a Holodeck', (title) => {
    const built = withDeck({ missions: ['Avert Disaster'], ship: plainShip(), crew: [], hand: [title], deck: [] });
    const [program] = built.hand as [string];
    const given = facilityPhase(moved(built.state, [[program, Z.seed('p1')]]));
    expect(legalCommands(given, 'p1')).not.toContainEqual(seed(program, built.ship));
    expect(refused(given, seed(program, built.ship))).toBeDefined();
  });
});
