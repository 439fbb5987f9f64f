/**
 * Issue 15 (Premiere, places): Distortion of Space/Time Continuum (a ship's Away Teams), Radioactive
 * Garbage Scow (towing), Gaps in Normal Space (a gap on the spaceline), Phased Matter, Q.
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}
function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  return outcome.violation.code;
}
const play = (card: string, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target ? { target } : {}) });

// 1E rulebook › EXECUTING ORDERS › BEAM (an Away Team leaves its ship for the planet); GETTING HURT › STOPPED.
describe('101_113 Distortion of Space/Time Continuum (interrupt: the ship, its crew and its Away Teams unstopped)', () => {
  function beamedDown() {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], awayTeam: [{ skills: 'SCIENCE' }], hand: ['Distortion of Space/Time Continuum'] });
    const [officer, engineer] = built.ids.crew;
    const beamed = run(built.state, { type: 'Beam', actor: 'p1', cards: [engineer!], to: Z.surface('L1'), via: built.ids.ship! });
    return { built, officer: officer!, engineer: engineer!, beamed };
  }
  it('a beam from the ship to the planet records the ship on the fact and on the card', () => {
    const { built, engineer, beamed } = beamedDown();
    expect(ofType(beamed.events, 'CardsBeamed')).toEqual([
      { type: 'CardsBeamed', player: 'p1', cards: [engineer], from: Z.aboard(built.ids.ship!), to: Z.surface('L1'), via: built.ids.ship!, awayFrom: built.ids.ship!, rule: RULES.beam },
    ]);
    expect(beamed.state.cards[engineer]!.awayFrom).toBe(built.ids.ship);
    // Back aboard: no longer an Away Team of the ship.
    const up = run(beamed.state, { type: 'Beam', actor: 'p1', cards: [engineer], to: Z.aboard(built.ids.ship!), via: built.ids.ship! });
    expect(ofType(up.events, 'CardsBeamed')[0]!.awayFrom).toBeUndefined();
    expect(up.state.cards[engineer]!.awayFrom).toBeUndefined();
  });
  it("unstops the ship, its crew and the personnel it beamed down; another Away Team on the planet stays stopped", () => {
    const { built, officer, engineer, beamed } = beamedDown();
    const other = built.ids.awayTeam[0]!;
    const stopped = evolveAll(
      [built.ids.ship!, officer, engineer, other].map((card): GameEvent => ({ type: 'CardStopped', card })),
      beamed.state,
    );
    const after = run(stopped, play(built.ids.hand[0]!, built.ids.ship!));
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([{ type: 'StoppedCardsRestored', cards: [built.ids.ship!, officer, engineer], rule: RULES.cardEffects }]);
    expect(after.state.cards[engineer]!.stopped).toBe(false);
    expect(after.state.cards[other]!.stopped).toBe(true);
  });
  it('personnel that left the planet again are not unstopped with the ship', () => {
    const { built, engineer, beamed } = beamedDown();
    const moved = evolveAll([{ type: 'CardMoved', card: engineer, from: Z.surface('L1'), to: Z.surface('L1'), faceUp: true, reason: 'test' }, { type: 'CardStopped', card: engineer }], beamed.state);
    expect(moved.cards[engineer]!.awayFrom).toBeUndefined();
    const after = run(moved, play(built.ids.hand[0]!, built.ids.ship!));
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([]);
    expect(after.state.cards[engineer]!.stopped).toBe(true);
  });
  it('refuses a target that is not a ship', () => {
    const { built, engineer, beamed } = beamedDown();
    expect(refused(beamed.state, play(built.ids.hand[0]!, engineer))).toBeTruthy();
  });
});
