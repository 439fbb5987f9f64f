/**
 * Issue 15 (helper evint): Isabella — an interrupt on a non-Borg ship at a nebula mission (target
 * `ship-at-mission-characteristic`): the ship is destroyed at the end of the player's next turn unless a
 * Youth personnel is aboard, then the card is discarded.
 *   1E rulebook › END OF TURN; GETTING HURT › KILLED OR DESTROYED; ATTEMPT A MISSION › ENCOUNTERING
 *   DILEMMAS › Clarification: Triggered & Targeted Effects (no valid target, no play).
 * given (a play-phase scene on p1's turn 1) / when (PlayCard, then EndTurn in turn) / then (the facts).
 */
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import { Z } from '../zones';
import { targetsOf } from './targets';
import { endTurn as end, playCard as play } from '../testing/commands';

const spec = { kind: 'ship-at-mission-characteristic', characteristic: 'Nebula', notAffiliations: ['Borg'] } as const;

function nebulaScene(crew: PersonSpec[], mission = 'Study Nebula', affiliation?: string) {
  const built = scene({ missions: [mission], ship: ship(affiliation ? { affiliation } : {}), crew, hand: ['Isabella'] });
  return { built, card: built.ids.hand[0]!, shipId: built.ids.ship! };
}

describe('103_066 Isabella (interrupt on a non-Borg ship at a nebula: destroyed at the end of your next turn unless Youth aboard)', () => {
  it('given a ship without Youth at Study Nebula, when played on it, then it lies there; nothing at the ends of turns 1 and 2; at the end of p1’s turn 3 the ship and crew are destroyed and the card discarded', () => {
    const { built, card, shipId } = nebulaScene([{ skills: 'OFFICER' }]);
    expect(targetsOf(built.state, 'p1', spec)).toEqual([shipId]);
    let { state } = run(built.state, [play(card, shipId)]);
    expect(state.cards[card]!.zone).toBe(Z.on(shipId));
    const early = run(state, [end('p1'), end('p2')]);
    expect(ofType(early.events, 'CardLeftPlay')).toEqual([]);
    state = early.state;
    const third = run(state, [end('p1')]);
    expect(ofType(third.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.ids.crew[0], 'killed'],
      [card, 'discarded'],
      [shipId, 'destroyed'],
    ]);
  });

  it('given Youth aboard, then the ship survives and the card is discarded', () => {
    const { built, card, shipId } = nebulaScene([{ skills: 'Youth' }]);
    const { events, state } = run(built.state, [play(card, shipId), end('p1'), end('p2'), end('p1')]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(ofType(events, 'RequirementChecked').map((e) => [e.requirement, e.verdict])).toEqual([['Youth', 'met']]);
    expect(state.cards[shipId]!.zone).toBe(Z.space('L1'));
    expect(state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('given the ship at a mission that is no nebula, or a Borg ship at a nebula, then it has no target and the play is refused', () => {
    const plain = nebulaScene([{ skills: 'OFFICER' }], 'Excavation');
    expect(targetsOf(plain.built.state, 'p1', spec)).toEqual([]);
    expect('violation' in when(plain.built.state, play(plain.card, plain.shipId))).toBe(true);
    const borg = nebulaScene([{ skills: 'OFFICER' }], 'Study Nebula', 'Borg');
    expect(targetsOf(borg.built.state, 'p1', spec)).toEqual([]);
  });
});
