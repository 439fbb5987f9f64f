/**
 * Issue 15 (helper doors): a double turn (double-turns.ts) — 103_077 Temporal Narcosis, played while the opponent is
 * using Horga'hn, Revolving Door, Emergency Transporter Armbands or Energy Vortex: the player's next turn is followed at
 * once by another of theirs (the opponent's turn between is not played and keeps its number).
 *   1E rulebook › THE PLAY PHASE; TURNS: "EACH", "EVERY", AND "FULL"; Clarifications: Valid responses.
 * given (a play-phase scene on p1's turn) / when (PlayCard, EndTurn) / then (the turns begun, the facts, the refusals).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { endTurn as end, playCard as play } from '../testing/commands';

const explicit = (state: GameState, player: PlayerId): GameState => run(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;
const began = (events: readonly import('../types').GameEvent[]) => ofType(events, 'TurnBegan').map((e) => [e.player, e.number]);

describe("103_077 Temporal Narcosis (while the opponent is using Horga'hn, Revolving Door, Emergency Transporter Armbands or Energy Vortex: your next turn is a double turn)", () => {
  /** p1's turn; p2's Horga'hn on p2's table (or p1's own, with `mine`). */
  function horgahn(mine = false) {
    const built = scene({ missions: ['Excavation'], hand: ['Temporal Narcosis', ...(mine ? ["Horga'hn"] : [])], opponentHand: mine ? [] : ["Horga'hn"] });
    const narcosis = built.ids.hand[0]!;
    const artifact = mine ? built.ids.hand[1]! : built.ids.opponentHand[0]!;
    return { state: moved(built.state, [[artifact, Z.table(mine ? 'p1' : 'p2')]]), narcosis };
  }

  it("applies: p2's Horga'hn on the table — played on p1's turn N, p1's next turn (N+2) is followed by p1's N+4; p2's N+3 is not played; then turns alternate again", () => {
    const { state, narcosis } = horgahn();
    expect(legalCommands(state, 'p1')).toContainEqual(play(narcosis));
    const n = state.turn!.number;
    const played = run(state, [play(narcosis)]);
    expect(ofType(played.events, 'CardEffectResolved').map((e) => e.effect)).toContain("p1's next turn will be a double turn");
    expect(played.state.cards[narcosis]!.zone).toBe(Z.discard('p1'));
    // p1's turn N is not the "next turn": p2's turn N+1 follows as usual.
    const first = run(played.state, [end('p1')]);
    expect(began(first.events)).toEqual([['p2', n + 1]]);
    const second = run(first.state, [end('p2')]);
    expect(began(second.events)).toEqual([['p1', n + 2]]);
    const doubled = run(second.state, [end('p1')]);
    expect(began(doubled.events)).toEqual([['p1', n + 4]]);
    expect(ofType(doubled.events, 'CardEffectResolved').map((e) => e.effect)).toContain(`Temporal Narcosis: p1 takes a double turn (p2's turn ${n + 3} is not played)`);
    // Once only: after the double turn p2 plays again.
    const after = run(doubled.state, [end('p1')]);
    expect(began(after.events)).toEqual([['p2', n + 5]]);
  });

  it("applies: a response to p2's Energy Vortex just played (p1's report returned) — played on p2's answer, p1's next turn is doubled", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER' }, { skills: 'SCIENCE' }, 'Temporal Narcosis'], opponentHand: ['Energy Vortex'] });
    const [outpost, officer, scientist, narcosis] = built.ids.hand as [string, string, string, string];
    const vortex = built.ids.opponentHand[0]!;
    const state = explicit(explicit(moved(built.state, [[outpost, Z.space('L1')]]), 'p2'), 'p1');
    const n = state.turn!.number;
    const answered = run(state, [{ type: 'ReportForDuty', actor: 'p1', card: officer, facility: outpost }, play(vortex, officer, 'p2')]);
    expect(answered.state.windows?.at(-1)).toEqual(expect.objectContaining({ action: 'card-played', card: vortex, by: 'p2', player: 'p1' }));
    expect(legalCommands(answered.state, 'p1')).toContainEqual(play(narcosis, vortex));
    const narcotic = run(answered.state, [play(narcosis, vortex)]);
    expect(narcotic.state.cards[narcosis]!.zone).toBe(Z.discard('p1'));
    const closed = run(narcotic.state, [{ type: 'PassResponse', actor: 'p2' }, { type: 'PassResponse', actor: 'p1' }]);
    expect([closed.state.windows, closed.state.cards[officer]!.zone]).toEqual([[], Z.hand('p1')]);
    const auto: Command[] = [{ type: 'SetAutoPass', actor: 'p1', on: true }, { type: 'SetAutoPass', actor: 'p2', on: true }];
    const turns = run(closed.state, [...auto, { type: 'ReportForDuty', actor: 'p1', card: scientist, facility: outpost }, end('p1'), end('p2'), end('p1')]);
    expect(began(turns.events)).toEqual([['p2', n + 1], ['p1', n + 2], ['p1', n + 4]]);
  });

  it("does not apply: with no such card of the opponent's in use (none in play, or only p1's own Horga'hn) it is refused, and the turns alternate", () => {
    const none = scene({ missions: ['Excavation'], hand: ['Temporal Narcosis'] });
    expect(refused(none.state, play(none.ids.hand[0]!))).toBe('PLAY_CONDITION');
    const own = horgahn(true);
    expect(refused(own.state, play(own.narcosis))).toBe('PLAY_CONDITION');
    expect(legalCommands(own.state, 'p1')).not.toContainEqual(play(own.narcosis));
    const n = own.state.turn!.number;
    const turns = run(own.state, [end('p1'), end('p2'), end('p1')]);
    expect(began(turns.events)).toEqual([['p2', n + 1], ['p1', n + 2], ['p2', n + 3]]);
  });
});
