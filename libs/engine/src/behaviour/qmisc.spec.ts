/**
 * Issue 15 (helper qmisc): Destroy Radioactive Garbage Scow (103_058) — an interrupt on a Radioactive Garbage Scow in play.
 * given (a scene with the Scow lying atop its mission) / when (the interrupt played on it) / then (the exact facts and state).
 *   1E rulebook › THE CARDS › INTERRUPTS; GETTING HURT › KILLED; ATTEMPT A MISSION › SCORING POINTS.
 */
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { moved, play, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { missionPointsFromCardsAtop } from './planet-hazards';
import { playCard as playOn } from '../testing/commands';

const offered = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((c) => c.type === 'PlayCard' && c.card === card)
    .map((c) => (c as { target?: string }).target);

/** Excavation (L1) with a Scow atop it, an Away Team of two on the planet, a ship in orbit with one crewman; the interrupt in hand. */
function scowScene(extraHand: readonly string[] = []) {
  const built = scene({
    missions: ['Excavation', 'Study Stellar Collision'],
    seeds: ['Radioactive Garbage Scow'],
    awayTeam: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }],
    ship: ship(),
    crew: [{ skills: 'ENGINEER' }],
    hand: ['Destroy Radioactive Garbage Scow', ...extraHand],
  });
  const scow = built.ids.seeds[0]!;
  return { built, scow, card: built.ids.hand[0]!, state: moved(built.state, [[scow, Z.atop('L1')]]) };
}

describe('103_058 Destroy Radioactive Garbage Scow (interrupt: the Scow discarded, those not aboard a ship die, the unsolved mission worth 10 less)', () => {
  it('played on the Scow: the Away Team dies, the crew aboard the ship lives, the Scow is discarded and the mission is worth 10 points less', () => {
    const { built, scow, card, state } = scowScene();
    expect(offered(state, card)).toEqual([scow]);
    const after = play(state, [playOn(card, scow)]);
    expect(after.events[0]).toMatchObject({ type: 'CardPlayed', card, to: Z.discard('p1'), normalCardPlay: false });
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.ids.awayTeam[0], 'killed'],
      [built.ids.awayTeam[1], 'killed'],
      [scow, 'discarded'],
    ]);
    expect(after.state.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(after.state.cards[scow]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(missionPointsFromCardsAtop(after.state, 'L1')).toBe(-10);
    expect(missionPointsFromCardsAtop(after.state, 'L2')).toBe(0);
  });

  it('with Thermal Deflectors in play no one dies; the Scow is still discarded', () => {
    const { built, scow, card, state } = scowScene(['Thermal Deflectors']);
    const deflectors = built.ids.hand[1]!;
    const after = play(moved(state, [[deflectors, Z.table('p2')]]), [playOn(card, scow)]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[scow, 'discarded']]);
    expect(built.ids.awayTeam.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.surface('L1'), Z.surface('L1')]);
  });

  it('the mission already solved: its points are not reduced (the interrupt is discarded)', () => {
    const { scow, card, state } = scowScene();
    const solved: GameState = { ...state, completed: { ...state.completed, p2: [...state.completed.p2, 'L1'] } };
    const after = play(solved, [playOn(card, scow)]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(missionPointsFromCardsAtop(after.state, 'L1')).toBe(0);
  });

  it('with no Scow in play there is nothing to play it on', () => {
    const { built, card, scow } = scowScene();
    expect(offered(built.state, card)).toEqual([]);
    expect(refused(built.state, playOn(card, scow))).not.toBeNull();
  });
});
