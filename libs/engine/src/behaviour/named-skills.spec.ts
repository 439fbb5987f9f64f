/**
 * Issue 15 (eie): a skill named by the player until the end of the turn (behaviour/named-skills.ts):
 * Not Programmed to Respond's android mode; Sucking Up to the Boss (only while facing a dilemma with three
 * Acquisition present).
 *   1E rulebook › USING SKILLS › List of Regular Skills; THE CARDS › INTERRUPTS.
 * given (a play-phase scene on p1's turn: p1's ship at L1 with its crew) / when (PlayCard in the
 * interrupt mode) / then (who is stopped, the named skill as the requirement checks read it, gone the
 * next turn; the offers and refusals without Norman or for a non-android).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const android = (skills: string): PersonSpec => ({ affiliation: 'Non-Aligned', ch: ['Android', 'Male'], skills });
const play = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target, mode: 1 });
const offered = (state: GameState, card: string): string[] =>
  legalCommands(state, 'p1').flatMap((command) => (command.type === 'PlayCard' && command.card === card && command.target ? [command.target] : []));
const skill = (state: GameState, iid: string, name: string): number => skillLevel(memberOf(state, iid), name);
const nextTurn = (state: GameState): GameState => evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);

describe('219_020 Not Programmed to Respond: stop your android; with Norman in play, another android of yours present with him gains a skill you name until the end of the turn', () => {
  const given = (withNorman: boolean) => {
    const crew = [android('OFFICER Computer Skill'), android('ENGINEER Physics'), ...(withNorman ? ['Norman'] : []), { affiliation: 'Non-Aligned', ch: ['Human'], skills: 'SECURITY' } as PersonSpec];
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Non-Aligned' }), crew, hand: ['219_020'] });
    const [stopping, receiver] = built.ids.crew as [string, string];
    return { state: built.state, card: built.ids.hand[0]!, stopping, receiver, human: built.ids.crew[built.ids.crew.length - 1]! };
  };
  it('applies: with Norman aboard, the android is stopped and the other android has Diplomacy this turn (not the next)', () => {
    const { state, card, stopping, receiver } = given(true);
    expect(skill(state, receiver, 'Diplomacy')).toBe(0);
    const after = accepted(state, play(card, `${stopping}>${receiver}>Diplomacy`)).state;
    expect(after.cards[stopping]!.stopped).toBe(true);
    expect(after.cards[receiver]!.stopped).toBeFalsy();
    expect(skill(after, receiver, 'Diplomacy')).toBe(1);
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(skill(nextTurn(after), receiver, 'Diplomacy')).toBe(0);
  });
  it('without Norman only the stop is offered; a non-android is neither stopped nor a receiver', () => {
    const { state, card, stopping, receiver, human } = given(false);
    const targets = offered(state, card);
    expect(targets).toContain(stopping);
    expect(targets.some((target) => target.includes('>'))).toBe(false);
    expect(targets).not.toContain(human);
    expect(refused(state, play(card, `${stopping}>${receiver}>Diplomacy`))).not.toBeNull();
    const after = accepted(state, play(card, stopping)).state;
    expect(after.cards[stopping]!.stopped).toBe(true);
    expect(skill(after, receiver, 'Diplomacy')).toBe(0);
    const norman = given(true);
    expect(offered(norman.state, norman.card).some((target) => target.endsWith(`>${norman.human}>Diplomacy`))).toBe(false);
    expect(refused(norman.state, play(norman.card, `${norman.stopping}>${norman.human}>Diplomacy`))).not.toBeNull();
  });
});

describe('176_019 Sucking Up to the Boss: once each turn, your [DS9] Ferengi has a named skill this turn while facing a dilemma with three Acquisition of yours present', () => {
  const ferengi = (skills: string, property = 'DS9') => ({ ...person({ affiliation: 'Ferengi', ch: ['Ferengi', 'Male'], skills }), property });
  const given = (acquisition: string) => {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [ferengi(`CIVILIAN ${acquisition}`), ferengi('V.I.P. Acquisition'), ferengi('ENGINEER Greed', 'TNG')], hand: ['176_019', '176_019'] });
    const [boss, helper, tng] = built.ids.awayTeam as [string, string, string];
    const facing = (state: GameState, location = 'L1'): GameState => ({
      ...state,
      attempt: { player: 'p1', location, ship: null, planet: true, dilemma: built.ids.seeds[0]!, team: 'away-team', step: 0, failed: false, choice: null, picked: [] },
    });
    return { state: built.state, copies: built.ids.hand, boss, helper, tng, facing };
  };
  const name = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
  it('applies: Diplomacy while facing a dilemma there with three Acquisition present (two on him, one on another); not outside the dilemma, not elsewhere, not the next turn', () => {
    const { state, copies, boss, facing } = given('Acquisition x2');
    const after = accepted(state, name(copies[0]!, `${boss}>Diplomacy`)).state;
    expect(skill(after, boss, 'Diplomacy')).toBe(0);
    expect(skill(facing(after), boss, 'Diplomacy')).toBe(1);
    expect(skill(facing(after, 'L2'), boss, 'Diplomacy')).toBe(0);
    expect(skill(facing(nextTurn(after)), boss, 'Diplomacy')).toBe(0);
  });
  it('does not apply: two Acquisition present are not enough; a [TNG] Ferengi is not offered; a second copy the same turn is refused', () => {
    const { state, copies, boss, tng, facing } = given('Acquisition');
    const offers = offered(state, copies[0]!);
    expect(offers).toContain(`${boss}>Diplomacy`);
    expect(offers.some((target) => target.startsWith(`${tng}>`))).toBe(false);
    expect(refused(state, name(copies[0]!, `${tng}>Diplomacy`))).not.toBeNull();
    const after = accepted(state, name(copies[0]!, `${boss}>Diplomacy`)).state;
    expect(skill(facing(after), boss, 'Diplomacy')).toBe(0);
    expect(refused(after, name(copies[1]!, `${boss}>Honor`))).not.toBeNull();
  });
});
