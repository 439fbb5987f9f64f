/**
 * A response narrowed to the card just entering play (issue 15, borg: behaviour/entered-play.ts).
 *   1E rulebook › THE CARDS › INTERRUPTS; DOWNLOADING (to hand, the deck shuffled); ATTEMPT A MISSION ›
 *   ENCOUNTERING DILEMMAS.
 * given (p1 reports a personnel or attempts a mission; p2, passing explicitly, holds Sense the Borg and
 * has Hugh in the draw deck) / when (p2 plays it in the window) / then (Hugh in p2's hand, or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { person, realCard, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const explicit = (state: GameState, player: PlayerId = 'p2'): GameState => run(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;
const sense = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p2', card, target });

function outpostOf(affiliation: string): Card {
  return { ...realCard('Federation Outpost'), id: `t_outpost_${affiliation}`, title: `${affiliation} Test Outpost`, affiliations: [affiliation as never] };
}

/** p2 holds Sense the Borg, Hugh lies in p2's draw deck; `spec` adds p1's side. */
function senseScene(spec: Partial<SceneSpec>) {
  const built = scene({ missions: ['Excavation'], ...spec, opponentHand: ['109_055', 'Hugh'] });
  const [card, hugh] = built.ids.opponentHand as [string, string];
  return { built, card, hugh, state: moved(built.state, [[hugh, Z.draw('p2')]]) };
}

describe('109_055 Sense the Borg (just after a Borg personnel or ship enters play, or a Borg Ship dilemma: download Hugh, Weak Spot, Borg Neuroprocessor or Ready Room Door to hand)', () => {
  function reportScene(affiliation: string) {
    const { built, card, hugh, state } = senseScene({ hand: [outpostOf(affiliation), person({ affiliation, skills: 'ENGINEER' })] });
    const [outpost, drone] = built.ids.hand as [string, string];
    const reported = run(explicit(moved(state, [[outpost, Z.space('L1')]])), [{ type: 'ReportForDuty', actor: 'p1', card: drone, facility: outpost }]);
    return { state: reported.state, card, hugh };
  }
  it('a Borg personnel just reported: p2 is offered the play and takes Hugh from the draw deck into hand', () => {
    const { state, card, hugh } = reportScene('Borg');
    expect(state.windows?.at(-1)).toMatchObject({ action: 'card-reported', player: 'p2' });
    expect(legalCommands(state, 'p2')).toContainEqual(sense(card, hugh));
    const played = run(state, [sense(card, hugh)]);
    expect(played.state.cards[hugh]!.zone).toBe(Z.hand('p2'));
    expect(played.state.cards[card]!.zone).toBe(Z.discard('p2'));
  });
  it('a Federation personnel just reported: refused (no Borg entered play)', () => {
    const { state, card, hugh } = reportScene('Federation');
    expect(refused(state, sense(card, hugh))).toBe('PLAY_CONDITION');
    expect(legalCommands(state, 'p2')).not.toContainEqual(sense(card, hugh));
  });
  it('a Borg Ship dilemma encountered: p2 may play it; another space dilemma (Gravitic Mine): refused', () => {
    for (const [dilemma, expected] of [
      ['Borg Ship', null],
      ['Gravitic Mine', 'PLAY_CONDITION'],
    ] as const) {
      const { card, hugh, state, built } = senseScene({ missions: ['Wormhole Negotiations'], seeds: [dilemma], ship: ship({}), crew: [{ skills: 'OFFICER' }] });
      const encountered = run(explicit(state), [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }]).state;
      expect(encountered.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', player: 'p2' });
      expect(refused(encountered, sense(card, hugh))).toBe(expected);
    }
  });
});
