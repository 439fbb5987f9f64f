/**
 * A Founder morphs to impersonate another personnel (issue 15, helper infiltrate: behaviour/impersonation.ts).
 *   1E rulebook › MIRROR OPPOSITES AND IMPERSONATORS; INFILTRATE; EXPOSURE; PERSONNEL › Classification, Staffing icons.
 * given (planet L1 from testing/battle-scene.ts; the objective already on p1's table; a Founder of p1's aboard p1's ship at
 * L1) / when (a universal personnel of p2's is killed by Vulcan Stone of Gol, or p1 holds a captive there; the objective's
 * ability) / then (the objective lies on the Founder, whose identity changed; morphing back discards it), and where it
 * does not apply.
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType } from '../testing/attempt-scene';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { bp } from '../context';
import { memberOf } from '../attempt/requirements';
import { isInfiltrating } from './infiltration';
import { explicitPass as explicit, passResponse as pass } from '../testing/commands';

const activate = (card: string, ability: string, target?: string, actor: PlayerId = 'p1'): Command => ({ type: 'ActivateCard', actor, card, ability, ...(target ? { target } : {}) });
const staffing = (state: GameState, iid: string) => bp(state, iid).icons.filter((icon) => icon.category === 'staffing').map((icon) => icon.code);

/** The scene, with `objective` moved onto p1's table (as if played there earlier). */
function given(cards: readonly Placed[], objective: string, extra: (id: (label: string) => string) => GameEvent[] = () => []) {
  const scene = battleScene([{ label: 'obj', owner: 'p1', at: 'hand', card: objective }, ...cards]);
  const events: GameEvent[] = [...scene.events, { type: 'CardMoved', card: scene.id('obj'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }, ...extra(scene.id)];
  return { state: evolveAll(events), id: scene.id };
}

describe('184_030 Assume Identity (a Founder takes the identity of an opponent\'s universal personnel just killed)', () => {
  const cards = (founder = 'Kira Founder', victim = 'Gorath'): Placed[] => [
    { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Dominion' }) },
    { label: 'kf', owner: 'p1', at: { aboard: 'ship' }, card: founder },
    { label: 'victim', owner: 'p2', at: 'surface', card: victim },
    { label: 'stone', owner: 'p1', at: 'hand', card: 'Vulcan Stone of Gol' },
  ];
  /** p1's Stone kills p2's Away Team; p2 passes its killed window: p1's is open. */
  const killed = (founder?: string, victim?: string) => {
    const { state, id } = given(cards(founder, victim), 'Assume Identity');
    const stoned = play(state, [explicit('p1'), explicit('p2'), { type: 'PlayCard', actor: 'p1', card: id('stone'), target: id('victim') }, pass('p2')]).state;
    expect(stoned.cards[id('victim')]!.zone).toBe(Z.discard('p2'));
    const open = play(stoned, [pass('p2')]).state;
    expect(open.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p1']]);
    return { state: open, id };
  };

  it('applies: Gorath (universal Klingon SECURITY [Stf]) dies at L1; Kira Founder (OFFICER [Cmd], <Baj>) aboard p1\'s ship there morphs into him', () => {
    const { state, id } = killed();
    const command = activate(id('obj'), 'assume', `${id('victim')}>${id('kf')}`);
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const after = play(state, [command]);
    expect(ofType(after.events, 'CardOptionSelected')).toEqual([{ type: 'CardOptionSelected', player: 'p1', card: id('obj'), option: id('victim') }]);
    expect(after.state.cards[id('obj')]!.zone).toBe(Z.on(id('kf')));
    const kira = bp(after.state, id('kf'));
    expect([kira.personnel!.classification, staffing(after.state, id('kf')), [...kira.infiltrationIcons].sort()]).toEqual(['SECURITY', ['Stf'], ['Bajoran', 'Klingon']]);
    expect(kira.persona.filter((name) => name.startsWith('<'))).toEqual(['<Gorath>']);
    // Only the classification and staffing icon: her skills and attributes are her own.
    expect(memberOf(after.state, id('kf')).skills.map((skill) => skill.name)).toContain('Leadership');
    // Morphing back (any time): the objective is discarded and she is herself again.
    const back = play(after.state, [activate(id('obj'), 'morph-back')]).state;
    expect(back.cards[id('obj')]!.zone).toBe(Z.discard('p1'));
    expect([bp(back, id('kf')).personnel!.classification, staffing(back, id('kf')), bp(back, id('kf')).infiltrationIcons]).toEqual(['OFFICER', ['Cmd'], ['Bajoran']]);
  });

  it('does not apply: a unique personnel killed (Worf) is no target; nor is Odo Founder a Founder it may go on; morph-back needs a host', () => {
    const unique = killed('Kira Founder', 'Worf');
    expect(legalCommands(unique.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === unique.id('obj') && c.ability === 'assume')).toEqual([]);
    expect(refused(unique.state, activate(unique.id('obj'), 'assume', `${unique.id('victim')}>${unique.id('kf')}`))).not.toBeNull();
    const odo = killed('Odo Founder');
    expect(refused(odo.state, activate(odo.id('obj'), 'assume', `${odo.id('victim')}>${odo.id('kf')}`))).not.toBeNull();
    expect(refused(odo.state, activate(odo.id('obj'), 'morph-back'))).not.toBeNull();
  });
});

describe('116_050 Impersonate Captive (a Founder takes the identity of a personnel you hold captive, present with it)', () => {
  const cards = (founderAt: Placed['at'] = { aboard: 'ship' }): Placed[] => [
    { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Dominion' }) },
    { label: 'kf', owner: 'p1', at: founderAt, card: 'Kira Founder' },
    { label: 'captive', owner: 'p2', at: 'surface', card: 'Batrell' },
  ];
  /** Batrell (p2's) is held captive aboard p1's ship. */
  const held = (id: (label: string) => string): GameEvent[] => [
    { type: 'PersonnelCaptured', card: id('captive'), from: Z.surface('L1'), to: Z.held('p1', id('ship')), captor: 'p1', source: 'scene' },
  ];

  it('applies: Kira Founder aboard the ship holding Batrell (Klingon OFFICER [Cmd] Honor, CUNNING 3, STRENGTH 7) impersonates him', () => {
    const { state, id } = given(cards(), 'Impersonate Captive', held);
    const command = activate(id('obj'), 'impersonate', `${id('captive')}>${id('kf')}`);
    expect(legalCommands(state, 'p1')).toContainEqual(command);
    const after = play(state, [command]).state;
    expect(after.cards[id('obj')]!.zone).toBe(Z.on(id('kf')));
    const kira = bp(after, id('kf'));
    const member = memberOf(after, id('kf'));
    expect([kira.personnel!.classification, staffing(after, id('kf')), [...kira.infiltrationIcons].sort()]).toEqual(['OFFICER', ['Cmd'], ['Klingon']]);
    // Batrell's skills without Honor, exactly one Treachery; his CUNNING and STRENGTH, her own INTEGRITY.
    expect(member.skills.map((skill) => [skill.name, skill.level])).toEqual([['Treachery', 1]]);
    expect([member.cunning, member.strength, member.integrity]).toEqual([3, 7, 4]);
    expect(after.cards[id('captive')]!.zone).toBe(Z.held('p1', id('ship')));
    const back = play(after, [activate(id('obj'), 'morph-back')]).state;
    expect(back.cards[id('obj')]!.zone).toBe(Z.discard('p1'));
    expect(memberOf(back, id('kf')).skills.map((skill) => skill.name)).toContain('Leadership');
  });

  it('does not apply: the Founder is not present with the captive (on the planet), or there is no captive', () => {
    const away = given(cards('surface'), 'Impersonate Captive', held);
    expect(legalCommands(away.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === away.id('obj') && c.ability === 'impersonate')).toEqual([]);
    expect(refused(away.state, activate(away.id('obj'), 'impersonate', `${away.id('captive')}>${away.id('kf')}`))).not.toBeNull();
    const none = given(cards(), 'Impersonate Captive');
    expect(refused(none.state, activate(none.id('obj'), 'impersonate', `${none.id('captive')}>${none.id('kf')}`))).not.toBeNull();
    expect(isInfiltrating(none.state, none.id('kf'))).toBe(false);
  });
});
