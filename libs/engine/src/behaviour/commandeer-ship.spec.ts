/**
 * Commandeering a ship with a card played on the commandeering personnel (issue 15, helper control;
 * behaviour/commandeer-ship.ts, commandeered-affiliation.ts): 116_048 Commandeer Ship.
 *   1E rulebook › COMMANDEER (control for the rest of the game; the affiliation of the commandeering personnel; opposing
 *   personnel aboard are not taken); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
 * given (p2's Romulan ship at L1 with p1's Federation Computer Skill personnel aboard) / when (PlayCard Commandeer Ship,
 * then MoveShip / Beam) / then (who controls and owns the ship, its affiliation, who may move it).
 */
import { blueprintOf } from '../card-facts';
import { isLegal } from '../decide';
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const given = (opts: { skill?: string; guard?: boolean } = {}) => {
  const built = scene({
    missions: ['Excavation', 'Excavation'],
    hand: ['Commandeer Ship', { skills: `OFFICER ${opts.skill ?? 'Computer Skill'}`, affiliation: 'Federation', title: 'Boarder' }],
    opponentHand: [ship({ affiliation: 'Romulan', title: 'Warbird' }), { skills: 'OFFICER', affiliation: 'Romulan', title: 'Guard' }],
  });
  const [card, boarder] = built.ids.hand as [string, string];
  const [warbird, guard] = built.ids.opponentHand as [string, string];
  const state = moved(built.state, [[warbird, Z.space('L1')], [boarder, Z.aboard(warbird)], ...(opts.guard ? [[guard, Z.aboard(warbird)] as [string, string]] : [])]);
  return { state, card, boarder, warbird, guard };
};

describe('116_048 Commandeer Ship: played on your Computer Skill personnel unopposed aboard the opponent’s ship, the ship is yours (still theirs to own) and of your personnel’s affiliation', () => {
  it('applies: the Warbird becomes p1’s, owned by p2, Federation; p1 may fly it with the boarder (not before)', () => {
    const { state, card, boarder, warbird } = given();
    const playIt: Command = { type: 'PlayCard', actor: 'p1', card, target: boarder };
    expect(isLegal(state, { type: 'Fly', actor: 'p1', ship: warbird, to: 'L2' })).toBe(false);
    expect(legalCommands(state, 'p1')).toContainEqual(playIt);
    const done = run(state, [playIt]);
    expect(done.state.cards[card]!.zone).toBe(Z.on(boarder));
    expect(ofType(done.events, 'ControlTaken')).toEqual([expect.objectContaining({ cards: [warbird], by: 'p1', from: 'p2', commandeered: true })]);
    expect(ofType(done.events, 'CommandeeredAffiliationTaken')).toEqual([expect.objectContaining({ card: warbird, by: boarder, affiliation: 'Federation' })]);
    expect(done.state.cards[warbird]!.owner).toBe('p1');
    expect(done.state.control?.[warbird]?.owner).toBe('p2');
    expect(blueprintOf(done.state, warbird).affiliations).toEqual(['Federation']);
    // moving: p1's Federation boarder staffs it; p1 flies it to L2
    expect(isLegal(done.state, { type: 'Fly', actor: 'p1', ship: warbird, to: 'L2' })).toBe(true);
  });

  it('does not apply: a personnel without Computer Skill, or one opposed by p2’s personnel aboard, is no target', () => {
    const noSkill = given({ skill: 'Navigation' });
    expect(refused(noSkill.state, { type: 'PlayCard', actor: 'p1', card: noSkill.card, target: noSkill.boarder })).toBe('INVALID_TARGET');
    const opposed = given({ guard: true });
    expect(refused(opposed.state, { type: 'PlayCard', actor: 'p1', card: opposed.card, target: opposed.boarder })).toBe('INVALID_TARGET');
    expect(opposed.state.cards[opposed.warbird]!.owner).toBe('p2');
  });
});
