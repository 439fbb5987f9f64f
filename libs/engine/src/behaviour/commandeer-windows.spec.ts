/**
 * Responses to a facility just commandeered, and points lost with its control (issue 15, helper control;
 * behaviour/commandeer-windows.ts): 112_086 Baseball.
 *   1E rulebook › COMMANDEER; THE PLAY PHASE › Alternating Actions; 1E DS9 expansion rules › COMMANDEERING A FACILITY.
 * given (p2's Nor at L1, p1's Computer Skill personnel unopposed at Ops, Baseball in p1's hand, p1 answering its windows)
 * / when (Commandeer, PassResponse, PlayCard Baseball, then p2's NorCommandeered back) / then (points, where Baseball lies).
 */
import { legalCommands } from '../legal';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { siteScene } from '../testing/site-scene';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { evolveAll } from '../evolve';

const NOR = '112_082';
const OPS = '112_272';

function given(computerSkill = true) {
  const { state, id } = siteScene([
    { label: 'nor', owner: 'p2', at: 'L1', card: NOR },
    { label: 'ops', owner: 'p2', at: { row: 'nor' }, card: OPS },
    { label: 'kira', owner: 'p1', at: { at: 'ops' }, card: { skills: `OFFICER${computerSkill ? ' Computer Skill' : ''}`, affiliation: 'Bajoran' } },
    { label: 'ball', owner: 'p1', at: 'hand', card: 'Baseball' },
  ]);
  const explicit = play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
  return { state: explicit, id };
}
const score = (state: GameState) => state.score.p1.points + state.score.p1.bonus;

describe('112_086 Baseball: played as you just commandeered an opponent’s facility, 20 points; lost again if the opponent regains control', () => {
  it('applies: p1 commandeers the Nor, plays Baseball in the window (20 points, it lies on the Nor); when p2 takes the Nor back, p1 loses the 20 and Baseball is discarded', () => {
    const { state, id } = given();
    const taken = play(state, [{ type: 'Commandeer', actor: 'p1', facility: id('nor'), personnel: id('kira') }]).state;
    expect(taken.windows?.slice(-1)[0]).toMatchObject({ action: 'facility-commandeered', card: id('nor'), by: 'p1', player: 'p1' });
    const ball: Command = { type: 'PlayCard', actor: 'p1', card: id('ball'), target: id('nor') };
    expect(refused(taken, ball)).toBeNull();
    expect(legalCommands(taken, 'p1')).toContainEqual(ball);
    const before = score(taken);
    let scored = play(taken, [ball]).state;
    for (let guard = 0; guard < 6 && (scored.windows ?? []).length > 0; guard += 1) scored = play(scored, [{ type: 'PassResponse', actor: scored.awaiting[0]!.player }]).state;
    expect(score(scored) - before).toBe(20);
    expect(scored.cards[id('ball')]!.zone).toBe(Z.on(id('nor')));
    // p2 regains control (a card letting it do so): p1 loses the 20 after the next command
    const back = evolveAll([{ type: 'NorCommandeered', nor: id('nor'), by: 'p2', from: 'p1', site: id('ops'), personnel: id('kira'), affiliation: 'Cardassian' } as GameEvent], scored);
    const next = play(back, [{ type: 'SetAutoPass', actor: 'p1', on: true }]);
    expect(ofType(next.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: -20, source: id('ball') })]);
    expect(next.state.cards[id('ball')]!.zone).toBe(Z.discard('p1'));
    expect(score(next.state)).toBe(before);
  });

  it('does not apply: without a facility just commandeered (no window), Baseball has no target', () => {
    const { state, id } = given();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('ball'), target: id('nor') })).not.toBeNull();
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === id('ball'))).toEqual([]);
  });
});
