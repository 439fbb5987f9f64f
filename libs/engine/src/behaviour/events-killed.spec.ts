/**
 * Responses to personnel "just killed" (issue 15, third pass): after a command that killed
 * personnel (and left no attempt or window pending), the turn player's opponent and then the turn
 * player get a window (`personnel-killed`). Klingon Death Yell: 5 bonus points for a Klingon with
 * Honor just killed, one yell per Klingon.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; GETTING HURT › KILLED; WINNING THE GAME (bonus points).
 * given (an Away Team that Vulcan Stone of Gol kills) / when (PlayCard, the response) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { PlayerId } from '../types';
import { explicitPass as explicit, playCard as play } from '../testing/commands';


/** p1's Away Team (a Klingon with Honor, a Federation OFFICER) dies to p1's own Vulcan Stone of Gol. */
function killed(explicitFor: PlayerId[]) {
  const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', skills: 'SECURITY Honor' }, { affiliation: 'Federation', skills: 'OFFICER' }], hand: ['Vulcan Stone of Gol', 'Klingon Death Yell'], opponentHand: ['Klingon Death Yell'] });
  const [stone, yell] = built.ids.hand as [string, string];
  const after = run(built.state, [...explicitFor.map(explicit), play(stone, built.ids.awayTeam[0]!)]);
  return { ...after, built, yell, theirYell: built.ids.opponentHand[0]!, klingon: built.ids.awayTeam[0]!, officer: built.ids.awayTeam[1]! };
}

describe('the personnel-killed response windows', () => {
  it('after the Stone kills both, p2 and then p1 get a window naming both dead, passed automatically by default', () => {
    const { events, klingon, officer } = killed([]);
    const opened = ofType(events, 'ResponseWindowOpened').filter((e) => e.window.action === 'personnel-killed');
    expect(opened.map((e) => [e.window.player, e.window.cards])).toEqual([
      ['p2', [klingon, officer]],
      ['p1', [klingon, officer]],
    ]);
  });
});

describe('101_125 Klingon Death Yell (interrupt: on a Klingon with Honor just killed, 5 bonus points; one per Klingon)', () => {
  it('p1 yells for the Klingon: 5 bonus points; the Federation OFFICER is no target', () => {
    const { state, yell, klingon, officer } = killed(['p1']);
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p1']]);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard')).toEqual([play(yell, klingon)]);
    expect(refused(state, play(yell, officer))).toBe('INVALID_TARGET');
    const after = run(state, [play(yell, klingon)]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 5, true]]);
    expect(after.state.windows ?? []).toEqual([]);
  });
  it('when p2 has yelled for that Klingon first, p1’s yell for it is refused', () => {
    const played = killed(['p1', 'p2']);
    const { yell, theirYell, klingon } = played;
    // p2 first passes the Stone's own window; the Stone then kills, and the killed windows open.
    const state = run(played.state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p2']]);
    const yelled = run(state, [play(theirYell, klingon, 'p2'), { type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(yelled.events, 'PointsScored').map((e) => [e.player, e.points])).toEqual([['p2', 5]]);
    expect(yelled.state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p1']]);
    expect(refused(yelled.state, play(yell, klingon))).toBe('ONCE_PER_TARGET');
  });
});
