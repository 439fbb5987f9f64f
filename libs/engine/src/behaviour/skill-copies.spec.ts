/**
 * Issue 15 (skill-copies): a personnel adds a skill of another card present until the end of the turn
 * (behaviour/skill-copies.ts): Fitting In, Classic Communicator, Vulcan PADD.
 *   1E rulebook › PERSONNEL (skills); THE CARDS › INTERRUPTS; THE CARDS › EQUIPMENT;
 *   1E current rulings › Classic Communicator.
 * given (a play-phase scene on p1's turn: p1's ship at L1 with its crew and equipment) / when (PlayCard,
 * ActivateCard) / then (the receiver's skills as the requirement checks read them, the offers, the refusals,
 * and the skill gone the next turn).
 */
import { skillLevel, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function iconed(spec: PersonSpec, codes: readonly string[]): Card {
  return { ...person(spec), icons: codes.map((code) => ({ code, name: code, category: 'test' })) };
}
const nextTurn = (state: GameState, player: 'p1' | 'p2', number: number): GameState => evolveAll([{ type: 'TurnBegan', player, number } as GameEvent], state);
const playCard = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'add-skill', target });
const targetsOf = (state: GameState, card: string): string[] =>
  legalCommands(state, 'p1').flatMap((command) => ((command.type === 'PlayCard' || command.type === 'ActivateCard') && command.card === card && command.target ? [command.target] : []));
const skill = (state: GameState, iid: string, name: string): number => skillLevel(memberOf(state, iid), name);

describe('163_018 Fitting In: once each turn, your non-[AU] personnel takes a skill of an [AU] personnel present until the end of the turn', () => {
  const given = () => {
    const crew = [iconed({ affiliation: 'Federation', skills: 'OFFICER' }, ['DS9']), iconed({ affiliation: 'Federation', skills: 'SCIENCE Music' }, ['AU', 'OS']), iconed({ affiliation: 'Federation', skills: 'ENGINEER Honor' }, ['AU'])];
    const built = scene({ missions: ['Excavation'], ship: ship(), crew, hand: ['163_018', '163_018'] });
    return { state: built.state, receiver: built.ids.crew[0]!, au: built.ids.crew[1]!, other: built.ids.crew[2]!, copies: built.ids.hand };
  };
  it('applies: the non-[AU] personnel has Music this turn (the requirement checks read it); not the next turn', () => {
    const { state, receiver, au, copies } = given();
    expect(skill(state, receiver, 'Music')).toBe(0);
    const after = accepted(state, playCard(copies[0]!, `${receiver}>${au}>Music`)).state;
    expect(skill(after, receiver, 'Music')).toBe(1);
    expect(after.cards[copies[0]!]!.zone).toBe(Z.discard('p1'));
    expect(skill(nextTurn(after, 'p2', 2), receiver, 'Music')).toBe(0);
  });
  it('does not apply: an [AU] receiver or a non-[AU] source is not offered and refused; a second copy the same turn is refused', () => {
    const { state, receiver, au, other, copies } = given();
    const offered = targetsOf(state, copies[0]!);
    expect(offered).toContain(`${receiver}>${au}>Music`);
    expect(offered).toContain(`${receiver}>${other}>Honor`);
    expect(offered.some((target) => target.startsWith(`${au}>`) || target.startsWith(`${other}>`))).toBe(false);
    expect(refused(state, playCard(copies[0]!, `${au}>${other}>Honor`))).not.toBeNull();
    expect(refused(state, playCard(copies[0]!, `${other}>${receiver}>OFFICER`))).not.toBeNull();
    const after = accepted(state, playCard(copies[0]!, `${receiver}>${au}>Music`)).state;
    expect(refused(after, playCard(copies[1]!, `${receiver}>${other}>Honor`))).not.toBeNull();
    expect(skill(after, receiver, 'Honor')).toBe(0);
  });
});

describe('119_011 Classic Communicator: once each turn, your [OS] personnel present adds a skill of another of your compatible [OS] personnel there until the end of the turn', () => {
  const given = (sourceAffiliation = 'Federation') => {
    const crew = [iconed({ affiliation: 'Federation', skills: 'OFFICER' }, ['OS']), iconed({ affiliation: sourceAffiliation, skills: 'SCIENCE Physics' }, ['OS']), iconed({ affiliation: 'Federation', skills: 'ENGINEER Diplomacy' }, ['TNG'])];
    const built = scene({ missions: ['Excavation'], ship: ship(), crew, equipment: ['119_011'] });
    return { state: built.state, receiver: built.ids.crew[0]!, source: built.ids.crew[1]!, plain: built.ids.crew[2]!, communicator: built.ids.equipment[0]!, ship: built.ids.ship! };
  };
  it('applies: the [OS] personnel has Physics; once each turn; lost when the communicator is no longer present', () => {
    const { state, receiver, source, communicator, ship: vessel } = given();
    expect(targetsOf(state, communicator)).toContain(`${receiver}>${source}>Physics`);
    const after = accepted(state, activate(communicator, `${receiver}>${source}>Physics`)).state;
    expect(skill(after, receiver, 'Physics')).toBe(1);
    expect(refused(after, activate(communicator, `${source}>${receiver}>OFFICER`))).toBe('ONCE_PER_TURN');
    const away = evolveAll([{ type: 'CardMoved', card: communicator, from: Z.aboard(vessel), to: Z.discard('p1'), faceUp: true, reason: 'test' } as GameEvent], after);
    expect(skill(away, receiver, 'Physics')).toBe(0);
    expect(skill(nextTurn(after, 'p2', 2), receiver, 'Physics')).toBe(0);
  });
  it('does not apply: a non-[OS] personnel neither adds nor lends a skill; an incompatible [OS] source lends none', () => {
    const { state, receiver, plain, communicator } = given();
    const offered = targetsOf(state, communicator);
    expect(offered.some((target) => target.startsWith(`${plain}>`) || target.includes(`>${plain}>`))).toBe(false);
    expect(refused(state, activate(communicator, `${receiver}>${plain}>Diplomacy`))).toBe('INVALID_TARGET');
    const klingon = given('Klingon');
    expect(targetsOf(klingon.state, klingon.communicator)).toEqual([]);
  });
});

describe('194_071 Vulcan PADD: once each turn, one of your personnel present adds a skill your ship here has as special equipment until the end of the turn', () => {
  const given = (equipment: readonly string[]) => {
    const base = ship();
    const vessel: Card = { ...base, ship: { ...base.ship!, specialEquipment: equipment } };
    const built = scene({ missions: ['Excavation'], ship: vessel, crew: [{ affiliation: 'Vulcan', skills: 'SCIENCE' }], equipment: ['194_071'] });
    return { state: built.state, receiver: built.ids.crew[0]!, padd: built.ids.equipment[0]!, ship: built.ids.ship! };
  };
  it('applies: with Astrophysics as the ship\'s special equipment the personnel has it this turn (CUNNING bonus kept for [22] only)', () => {
    const { state, receiver, padd, ship: vessel } = given(['Astrophysics']);
    expect(targetsOf(state, padd)).toEqual([`${receiver}>${vessel}>Astrophysics`]);
    const after = accepted(state, activate(padd, `${receiver}>${vessel}>Astrophysics`)).state;
    expect(skill(after, receiver, 'Astrophysics')).toBe(1);
    expect(memberOf(after, receiver).cunning).toBe(memberOf(state, receiver).cunning);
    expect(skill(nextTurn(after, 'p2', 2), receiver, 'Astrophysics')).toBe(0);
  });
  it('does not apply: a ship with no skill as special equipment offers nothing, and a made-up skill is refused', () => {
    const { state, receiver, padd, ship: vessel } = given(['Tractor Beam']);
    expect(targetsOf(state, padd)).toEqual([]);
    expect(refused(state, activate(padd, `${receiver}>${vessel}>Astrophysics`))).toBe('INVALID_TARGET');
  });
});

describe('124_026 Cortical Node Implant: on your Borg; a [Com] Borg present with a Borg Data Node may draw a card once each turn; once every turn the Borg may shift 2 from one attribute to another until the end of the turn', () => {
  const given = (drone: string, node: boolean) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [drone], equipment: node ? ['124_011'] : [], hand: ['124_026', 'Assimilate Planet', 'Assimilate Planet'] });
    const [implant, drawn] = built.ids.hand as [string, string];
    const host = built.ids.awayTeam[0]!;
    const decked = evolveAll([{ type: 'CardMoved', card: drawn, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test: deck' } as GameEvent], built.state);
    const state = accepted(decked, playCard(implant, host)).state;
    return { state, implant, host, drawn };
  };
  const use = (card: string, ability: string, target?: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, ...(target ? { target } : {}) });
  it('applies: STRENGTH −2 and CUNNING +2 this turn (gone the next turn); once per turn; the [Com] Borg with a Data Node draws a card', () => {
    const { state, implant, host, drawn } = given('Eleven of Nineteen', true);
    expect(state.cards[implant]!.zone).toBe(Z.on(host));
    const before = memberOf(state, host);
    const shifted = accepted(state, use(implant, 'regulate-implants', 'STRENGTH>CUNNING')).state;
    expect([memberOf(shifted, host).strength, memberOf(shifted, host).cunning]).toEqual([before.strength - 2, before.cunning + 2]);
    expect(refused(shifted, use(implant, 'regulate-implants', 'CUNNING>STRENGTH'))).toBe('ONCE_PER_TURN');
    const later = nextTurn(shifted, 'p2', 2);
    expect([memberOf(later, host).strength, memberOf(later, host).cunning]).toEqual([before.strength, before.cunning]);
    const transferred = accepted(state, use(implant, 'transfer-data')).state;
    expect(transferred.cards[drawn]!.zone).toBe(Z.hand('p1'));
    expect(refused(transferred, use(implant, 'transfer-data'))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: no draw without a Borg Data Node present, nor for a Borg without [Com]; the same attribute twice is no target', () => {
    const alone = given('Eleven of Nineteen', false);
    expect(refused(alone.state, use(alone.implant, 'transfer-data'))).toBe('ABILITY_CONDITION');
    const defence = given('Eight of Nineteen', true);
    expect(refused(defence.state, use(defence.implant, 'transfer-data'))).toBe('ABILITY_CONDITION');
    expect(refused(defence.state, use(defence.implant, 'regulate-implants', 'CUNNING>CUNNING'))).toBe('INVALID_TARGET');
    expect(targetsOf(defence.state, defence.implant)).toHaveLength(6);
  });
});

describe('249_007 Honatta: once each turn, a personnel of the opponent\'s discard pile goes out of play and your Vidiian has one of its skills (Dereth: two) until the end of the turn', () => {
  const given = () => {
    const crew: PersonSpec[] = [
      { affiliation: 'Vidiian', skills: 'MEDICAL', title: 'Vidiian Surgeon' },
      { affiliation: 'Vidiian', skills: 'MEDICAL Navigation', title: 'Dereth' },
      { affiliation: 'Federation', skills: 'OFFICER' },
    ];
    const built = scene({ missions: ['Excavation'], ship: ship(), crew, hand: ['249_007', '249_007'], opponentHand: [{ affiliation: 'Klingon', skills: 'SCIENCE Physics Music' }, 'Tricorder'] });
    const [donor, equipment] = built.ids.opponentHand as [string, string];
    const state = evolveAll(
      [donor, equipment].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.discard('p2'), faceUp: true, reason: 'test: discarded' }) as GameEvent),
      built.state,
    );
    const [surgeon, dereth, human] = built.ids.crew as [string, string, string];
    return { state, surgeon, dereth, human, donor, equipment, copies: built.ids.hand };
  };
  it('applies: the Vidiian has Physics this turn and the donor is out of play; Dereth takes two skills; gone the next turn', () => {
    const { state, surgeon, dereth, donor, copies } = given();
    const after = accepted(state, playCard(copies[0]!, `${surgeon}>${donor}>Physics`)).state;
    expect(skill(after, surgeon, 'Physics')).toBe(1);
    expect(skill(after, surgeon, 'Music')).toBe(0);
    expect(after.cards[donor]!.zone).toBe(Z.out('p2'));
    expect(skill(nextTurn(after, 'p2', 2), surgeon, 'Physics')).toBe(0);
    expect(targetsOf(state, copies[0]!)).toContain(`${dereth}>${donor}>Physics+Music`);
    const two = accepted(state, playCard(copies[0]!, `${dereth}>${donor}>Physics+Music`)).state;
    expect([skill(two, dereth, 'Physics'), skill(two, dereth, 'Music')]).toEqual([1, 1]);
  });
  it('does not apply: a non-Vidiian receiver or a non-personnel source is no target; one skill only for a non-Dereth; a second copy the same turn is refused', () => {
    const { state, surgeon, dereth, human, donor, equipment, copies } = given();
    const offered = targetsOf(state, copies[0]!);
    expect(offered.some((target) => target.startsWith(`${human}>`) || target.includes(`>${equipment}>`))).toBe(false);
    expect(offered).not.toContain(`${surgeon}>${donor}>Physics+Music`);
    expect(offered).not.toContain(`${dereth}>${donor}>Physics`);
    expect(refused(state, playCard(copies[0]!, `${human}>${donor}>Physics`))).not.toBeNull();
    expect(refused(state, playCard(copies[0]!, `${surgeon}>${donor}>Physics+Music`))).not.toBeNull();
    const after = accepted(state, playCard(copies[0]!, `${surgeon}>${donor}>Music`)).state;
    expect(refused(after, playCard(copies[1]!, `${dereth}>${donor}>Physics+Music`))).not.toBeNull();
    expect(skill(after, dereth, 'Physics')).toBe(0);
  });
});
