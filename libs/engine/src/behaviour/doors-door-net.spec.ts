/**
 * Issue 15 (helper doors): 105_094 Door-Net, drawn in a Q-Flash (door-nets.ts, closed-doorways.ts): placed on one of the
 * victim's doorways without the [Shield] icon (the victim's pick), which is closed until any Q-Flash; the victim may
 * nullify it on their own turn by showing Diplomacy x2 from hand; Alternate Universe Door nullifies it too.
 * The Q dilemma (101_044) starts each Q-Flash: its condition unmet, the opponent (p2) names two Q-icon cards for the top
 * of their Q-Continuum, then the team has a Q-Flash of 4.
 * Rules: Q-Flash (qc doorway 105_015); 1E ds9 expansion rules › closed doorways; 1E rulebook › Q-ICON CARDS.
 * given (p1's doorways on p1's table, p2's Q-Continuum with Door-Net on top) / when (p1 attempts; ChooseForDilemma;
 * ActivateCard; PlayCard) / then (where Door-Net lies, the doorway's ability refused or used, the refusals).
 */
import { check, decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}

/** Q cards that do nothing here (p1 leads by 1, no Wesley Crusher): they fill the Q-Flash of 4. */
const FILLER = ['Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor'];
const activate = (card: string, ability: string, target?: string, actor: 'p1' | 'p2' = 'p1'): Command => ({ type: 'ActivateCard', actor, card, ability, ...(target !== undefined ? { target } : {}) });

/** p1's `doorways` on p1's table and `hand` in hand; p1 attempts L1 (Excavation, Q under it); p2's Q-Continuum: Door-Net, then fillers. */
function flash(doorways: readonly string[], hand: readonly (string | PersonSpec)[] = []) {
  // The doorways are placed on the table by the scene, not played: no Alternate Universe Door (another doorway Door-Net could close).
  const built = scene({ missions: ['Excavation', 'Reported Activity'], seeds: ['Q'], awayTeam: [{ skills: 'OFFICER' }], hand: [...doorways, ...hand], opponentHand: ['Door-Net', ...FILLER, 'Q-Flash'], auDoor: false });
  const doors = built.ids.hand.slice(0, doorways.length);
  const held = built.ids.hand.slice(doorways.length);
  const [net, ...fill] = built.ids.opponentHand as [string, ...string[]];
  const qFlash = fill.pop()!;
  const move = (card: string, from: string, to: string, faceUp = true): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp, reason: 'scene' });
  const given = evolveAll(
    [
      ...[net, ...fill].map((card) => move(card, Z.hand('p2'), Z.side('p2'), false)),
      move(qFlash, Z.hand('p2'), Z.table('p2')),
      ...doors.map((card) => move(card, Z.hand('p1'), Z.table('p1'))),
      { type: 'PointsScored', player: 'p1', points: 1, bonus: false, source: 'scene' } as GameEvent,
    ],
    built.state,
  );
  const attempt = run(given, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  const choice = ofType(attempt.events, 'DilemmaChoiceRequested')[0];
  const after = choice ? run(attempt.state, { type: 'ChooseForDilemma', actor: 'p2', chosen: choice.choice.options.slice(0, choice.choice.pick) }) : attempt;
  return { doors, held, net, state: after.state, events: [...attempt.events, ...after.events] };
}

describe('105_094 Door-Net (drawn in a Q-Flash: closes one of the victim\'s non-[Shield] doorways until any Q-Flash; nullified by showing Diplomacy x2, or by Alternate Universe Door)', () => {
  it('applies: the victim\'s only such doorway (Temporal Micro-Wormhole; Devidian Door has the [Shield] icon) is closed — its download refused; p1 shows two Diplomacy personnel on their turn and Door-Net goes back to the Q-Continuum; the download works', () => {
    const { doors, held, net, state } = flash(['123_032', 'Devidian Door'], ['111_007', { skills: 'OFFICER Diplomacy' }, { skills: 'OFFICER Diplomacy' }]);
    const [wormhole] = doors as [string, string];
    const [portal, first, second] = held as [string, string, string];
    expect(state.attempt).toBeNull();
    expect(state.cards[net]!.zone).toBe(Z.on(wormhole));
    expect(refused(state, activate(wormhole, 'download', portal))).toBe('DOORWAY_CLOSED');
    expect(legalCommands(state, 'p1')).toContainEqual(activate(net, 'show-diplomacy', `${first}+${second}`));
    const shown = run(state, activate(net, 'show-diplomacy', `${first}+${second}`));
    expect(ofType(shown.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p2', [first, second]]]);
    expect(shown.state.cards[net]!.zone).toBe(Z.side('p2'));
    expect([shown.state.cards[first]!.zone, shown.state.cards[second]!.zone]).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(run(shown.state, activate(wormhole, 'download', portal)).state.cards[portal]!.zone).toBe(Z.table('p1'));
  });

  it('applies: with two such doorways the victim picks the one it closes', () => {
    const { doors, net, state, events } = flash(['123_032', '111_007']);
    const request = ofType(events, 'DilemmaChoiceRequested').find((e) => e.card === net)!;
    expect(request.choice).toEqual(expect.objectContaining({ player: 'p1', purpose: 'q-card:host', options: doors }));
    const picked = run(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [doors[1]!] });
    expect(picked.state.cards[net]!.zone).toBe(Z.on(doors[1]!));
  });

  it('applies: Alternate Universe Door (its in-play mode) nullifies the Door-Net', () => {
    const { doors, held, net, state } = flash(['123_032'], ['Alternate Universe Door']);
    const played = run(state, { type: 'PlayCard', actor: 'p1', card: held[0]!, target: net, mode: 1 });
    expect(ofType(played.events, 'CardMoved').filter((e) => e.card === net).map((e) => [e.from, e.to])).toEqual([[Z.on(doors[0]!), Z.side('p2')]]);
  });

  it('does not apply: only a [Shield] doorway — no effect, Door-Net back to the Q-Continuum; one Diplomacy is not enough to show; p2 may not show for it', () => {
    const shielded = flash(['Devidian Door']);
    expect(shielded.state.cards[shielded.net]!.zone).toBe(Z.side('p2'));
    const { doors, held, net, state } = flash(['123_032'], [{ skills: 'OFFICER Diplomacy' }, { skills: 'SCIENCE Biology' }]);
    expect(state.cards[net]!.zone).toBe(Z.on(doors[0]!));
    expect(refused(state, activate(net, 'show-diplomacy', held[0]!))).toBe('INVALID_TARGET');
    expect(refused(state, activate(net, 'show-diplomacy', `${held[0]}+${held[1]}`))).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === net)).toEqual([]);
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says NOT_YOUR_TURN
    expect(refused(state, activate(net, 'show-diplomacy', held[0]!, 'p2'))).toBe('CARD_NOT_SEEN');
    expect(check(state, activate(net, 'show-diplomacy', held[0]!, 'p2'))?.code).toBe('NOT_YOUR_TURN');
  });
});
