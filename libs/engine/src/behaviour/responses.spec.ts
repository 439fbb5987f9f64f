/**
 * Response windows (issue 15): after a card is played from hand the other player may respond
 * before it resolves, on the first player's turn; passing is explicit for a player who asks for it,
 * automatic (and on the record) otherwise; the window opens whatever the hands hold.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen; Responses to Responses; THE CARDS › INTERRUPTS ("even during your opponent's turn").
 * given (a play-phase scene) / when (commands) / then (the exact facts).
 */
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { ofType, scene } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
const explicit = (state: GameState, ...players: ('p1' | 'p2')[]) => run(state, players.map((actor) => ({ type: 'SetAutoPass', actor, on: false }) as Command)).state;

describe('a response window opens after every card played, whatever the hands hold', () => {
  it('with automatic pass (the default), the facts are the same whether p2 holds a response or nothing: no hand is revealed', () => {
    const empty = scene({ missions: ['Excavation'], hand: ['The Juggler'] });
    const holding = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Amanda Rogers'] });
    const types = (state: GameState, card: string) => run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'p2' }]).events.map((e) => e.type);
    expect(types(empty.state, empty.ids.hand[0]!)).toEqual(types(holding.state, holding.ids.hand[0]!));
    expect(types(empty.state, empty.ids.hand[0]!)).toEqual(['CardPlayed', 'ResponseWindowOpened', 'ResponseWindowClosed', 'DeckShuffled', 'CardEffectResolved']);
  });

  it('with explicit passing, the window waits for p2 (even with an empty hand); p1 can do nothing else; PassResponse resolves the card', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'] });
    const juggler = built.ids.hand[0]!;
    const opened = run(explicit(built.state, 'p2'), [{ type: 'PlayCard', actor: 'p1', card: juggler, target: 'p2' }]);
    expect(opened.events.map((e) => e.type)).toEqual(['CardPlayed', 'ResponseWindowOpened']);
    expect(opened.state.awaiting).toEqual([{ player: 'p2', kind: 'respond', options: [juggler] }]);
    expect(refused(opened.state, { type: 'EndTurn', actor: 'p1' })).toBe('AWAITING_RESPONSE_WINDOW');
    expect(refused(opened.state, { type: 'PassResponse', actor: 'p1' })).toBe('NOT_YOUR_DECISION');
    expect(legalCommands(opened.state, 'p2')).toEqual([
      { type: 'PassResponse', actor: 'p2' },
      { type: 'SetAutoPass', actor: 'p2', on: true },
      // issue 15 (windows): an explicit passer may also ask for every window (attempt begun, dilemma resolved, assimilation)
      { type: 'SetAutoPass', actor: 'p2', on: false, every: true },
      { type: 'Concede', actor: 'p2' },
    ]);
    const passed = run(opened.state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(passed.events.slice(0, 2)).toEqual([
      { type: 'ResponseWindowClosed', card: juggler, player: 'p2', how: 'passed', automatic: false, rule: RULES.whenResponsesHappen },
      expect.objectContaining({ type: 'DeckShuffled', zone: Z.draw('p2') }),
    ]);
    expect(passed.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('PassResponse without a window is refused; turning automatic pass on in the window passes at once', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'] });
    expect(refused(built.state, { type: 'PassResponse', actor: 'p2' })).toBe('NO_RESPONSE_WINDOW');
    const opened = run(explicit(built.state, 'p2'), [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'p2' }]);
    const auto = run(opened.state, [{ type: 'SetAutoPass', actor: 'p2', on: true }]);
    expect(auto.events.map((e) => e.type)).toEqual(['AutoPassSet', 'ResponseWindowClosed', 'DeckShuffled', 'CardEffectResolved']);
    expect(ofType(auto.events, 'ResponseWindowClosed')[0]!.automatic).toBe(true);
  });
});

describe('101_108 Amanda Rogers (response: nullifies an Interrupt just played)', () => {
  it('p2 answers The Juggler with Amanda Rogers on p1’s turn: Amanda’s own window passes (p1 automatic), the Juggler is nullified and never shuffles', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Amanda Rogers'] });
    const [juggler] = built.ids.hand;
    const [amanda] = built.ids.opponentHand;
    const opened = run(explicit(built.state, 'p2'), [{ type: 'PlayCard', actor: 'p1', card: juggler!, target: 'p2' }]).state;
    expect(legalCommands(opened, 'p2')).toContainEqual({ type: 'PlayCard', actor: 'p2', card: amanda, target: juggler });
    const answered = run(opened, [{ type: 'PlayCard', actor: 'p2', card: amanda!, target: juggler }]);
    expect(answered.events).toEqual([
      { type: 'CardPlayed', player: 'p2', card: amanda, to: Z.discard('p2'), normalCardPlay: false, rule: RULES.interrupts },
      { type: 'ResponseWindowOpened', window: { action: 'card-played', card: amanda, by: 'p2', player: 'p1', target: juggler }, rule: RULES.alternatingActions },
      { type: 'ResponseWindowClosed', card: amanda, player: 'p1', how: 'passed', automatic: true, rule: RULES.whenResponsesHappen },
      { type: 'PlayNullified', card: juggler, by: amanda, rule: RULES.whenResponsesHappen },
      { type: 'CardEffectResolved', card: amanda, player: 'p2', effect: 'card just played nullified', target: juggler, rule: RULES.cardEffects },
      { type: 'ResponseWindowClosed', card: juggler, player: 'p2', how: 'responded', automatic: false, rule: RULES.whenResponsesHappen },
    ]);
    expect(ofType(answered.events, 'DeckShuffled')).toEqual([]);
    expect(answered.state.windows).toEqual([]);
    expect(answered.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });

  it('Amanda Rogers does not answer an Event, is not played outside a window, and is immune to Amanda Rogers (a response to a response)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector', 'The Juggler', 'Amanda Rogers'], opponentHand: ['Amanda Rogers'] });
    const [kivas, juggler, mine] = built.ids.hand;
    const [theirs] = built.ids.opponentHand;
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: mine! })).toBe('TARGET_REQUIRED');
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: mine!, target: juggler })).toBe('INVALID_TARGET');
    const both = explicit(built.state, 'p1', 'p2');
    const eventWindow = run(both, [{ type: 'PlayCard', actor: 'p1', card: kivas!, target: 'p1' }]).state;
    expect(refused(eventWindow, { type: 'PlayCard', actor: 'p2', card: theirs!, target: kivas })).toBe('INVALID_TARGET');
    // Kivas draws p1 three cards: a card draw both players (passing explicitly) may answer, then pass (behaviour/windows-draws.ts).
    const afterKivas = run(eventWindow, [
      { type: 'PassResponse', actor: 'p2' },
      { type: 'PassResponse', actor: 'p2' },
      { type: 'PassResponse', actor: 'p1' },
    ]).state;
    const interruptWindow = run(afterKivas, [
      { type: 'PlayCard', actor: 'p1', card: juggler!, target: 'p2' },
      { type: 'PlayCard', actor: 'p2', card: theirs!, target: juggler },
    ]).state;
    // p1 may answer p2's Amanda in its own window, but not with Amanda (immune).
    expect(interruptWindow.awaiting).toEqual([{ player: 'p1', kind: 'respond', options: [theirs] }]);
    expect(refused(interruptWindow, { type: 'PlayCard', actor: 'p1', card: mine!, target: theirs })).toBe('INVALID_TARGET');
    const settled = run(interruptWindow, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(settled.events, 'PlayNullified').map((e) => e.card)).toEqual([juggler]);
    expect(settled.state.windows).toEqual([]);
  });
});

describe('a manual response in a response window (a card the engine does not script)', () => {
  function window(): { state: GameState; juggler: string; scan: string } {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Protouniverse'] });
    const state = run(explicit(built.state, 'p2'), [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'p2' }]).state;
    return { state, juggler: built.ids.hand[0]!, scan: built.ids.opponentHand[0]! };
  }
  const nullify = (scan: string, juggler: string): Command => ({
    type: 'DeclareManualEffect',
    actor: 'p2',
    source: scan,
    description: 'respond: nullify the card just played (manual)',
    primitives: [
      { kind: 'move', card: scan, to: 'discard' },
      { kind: 'nullify', card: juggler },
    ],
  });

  it('p2 declares a nullifying response on p1’s turn; accepted: the card just played is nullified and does not resolve', () => {
    const { state, juggler, scan } = window();
    expect(legalCommands(state, 'p2')).toContainEqual(nullify(scan, juggler));
    const after = run(state, [nullify(scan, juggler), { type: 'RespondToManualEffect', actor: 'p1', accept: true }]);
    expect(ofType(after.events, 'PlayNullified')).toEqual([{ type: 'PlayNullified', card: juggler, by: scan, rule: RULES.whenResponsesHappen }]);
    expect(ofType(after.events, 'ResponseWindowClosed')).toEqual([
      { type: 'ResponseWindowClosed', card: juggler, player: 'p2', how: 'responded', automatic: false, rule: RULES.whenResponsesHappen },
    ]);
    expect(ofType(after.events, 'DeckShuffled')).toEqual([]);
    expect(cardsIn(after.state, Z.discard('p2'))).toEqual([scan]);
  });

  it('disputed: nothing of the response happens and the card just played resolves', () => {
    const { state, juggler, scan } = window();
    const after = run(state, [nullify(scan, juggler), { type: 'RespondToManualEffect', actor: 'p1', accept: false, reason: 'not a valid response' }]);
    expect(ofType(after.events, 'PlayNullified')).toEqual([]);
    expect(ofType(after.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p2')]);
  });

  it('nullify names only the card of the open window; outside a window the opponent cannot declare on p1’s turn', () => {
    const { state, scan } = window();
    expect(refused(state, nullify(scan, scan))).toBe('INVALID_PRIMITIVE');
    const built = scene({ missions: ['Excavation'], opponentHand: ['Emergency Transporter Armbands'] });
    expect(refused(built.state, { type: 'DeclareManualEffect', actor: 'p2', source: built.ids.opponentHand[0]!, description: 'x', primitives: [{ kind: 'draw', player: 'p2', count: 1 }] })).toBe('NOT_YOUR_TURN');
  });
});

describe('101_133 Q2 (response: nullifies an Amanda Rogers or a Kevin Uxbridge just played)', () => {
  it('p2 answers The Juggler with Amanda Rogers, p1 answers Amanda with Q2: Amanda is nullified, so the Juggler resolves after all', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler', 'Q2'], opponentHand: ['Amanda Rogers'] });
    const [juggler, q2] = built.ids.hand;
    const [amanda] = built.ids.opponentHand;
    const both = explicit(built.state, 'p1', 'p2');
    const answered = run(both, [
      { type: 'PlayCard', actor: 'p1', card: juggler!, target: 'p2' },
      { type: 'PlayCard', actor: 'p2', card: amanda!, target: juggler },
    ]).state;
    expect(refused(answered, { type: 'PlayCard', actor: 'p1', card: q2!, target: juggler })).toBe('INVALID_TARGET');
    const countered = run(answered, [
      { type: 'PlayCard', actor: 'p1', card: q2!, target: amanda },
      { type: 'PassResponse', actor: 'p2' },
    ]);
    expect(ofType(countered.events, 'PlayNullified').map((e) => e.card)).toEqual([amanda]);
    expect(ofType(countered.events, 'ResponseWindowClosed').map((e) => [e.card, e.how])).toEqual([
      [q2, 'passed'],
      [amanda, 'responded'],
      [juggler, 'responded'],
    ]);
    expect(ofType(countered.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p2')]);
    expect(countered.state.windows).toEqual([]);
  });
});

describe('response windows when a dilemma is encountered (each encounter of an attempt may be responded to)', () => {
  // 1E rulebook › THE PLAY PHASE › Group Actions and Valid Responses (a mission attempt's dilemma
  // encounters can each be responded to, e.g. Emergency Transporter Armbands to escape Firestorm).
  const SOLVE = [{ skills: 'OFFICER Archaeology', s: 10 }]; // gets past Wind Dancer (STRENGTH>9) and solves Excavation
  function encounter(explicitFor: ('p1' | 'p2')[], hand: string[] = []) {
    const built = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: SOLVE, hand });
    const state = explicit(built.state, ...explicitFor);
    return { built, ...run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]) };
  }

  it('by default both players pass automatically: the opponent first, then the encountering player, then the dilemma resolves', () => {
    const { built, events } = encounter([]);
    const dilemma = built.ids.seeds[0]!;
    const types = events.map((e) => e.type);
    const at = types.indexOf('DilemmaEncountered');
    expect(types.slice(at, at + 5)).toEqual(['DilemmaEncountered', 'ResponseWindowOpened', 'ResponseWindowClosed', 'ResponseWindowOpened', 'ResponseWindowClosed']);
    // Issue 15, third pass: the mission solved afterwards opens its own two windows (events-solved.spec.ts).
    expect(ofType(events, 'ResponseWindowOpened').map((e) => [e.window.action, e.window.card, e.window.player])).toEqual([
      ['dilemma-encountered', dilemma, 'p2'],
      ['dilemma-encountered', dilemma, 'p1'],
      ['mission-solved', built.ids.missions[0]!, 'p2'],
      ['mission-solved', built.ids.missions[0]!, 'p1'],
    ]);
    expect(ofType(events, 'RequirementChecked')[0]).toMatchObject({ card: dilemma, purpose: 'condition' });
  });

  it('an explicit passer holds the encounter: nothing of the dilemma happens until p2 passes; then p1 (automatic) and the dilemma', () => {
    const { built, events, state } = encounter(['p2']);
    expect(events[events.length - 1]).toMatchObject({ type: 'ResponseWindowOpened', window: { action: 'dilemma-encountered', player: 'p2' } });
    expect(ofType(events, 'RequirementChecked')).toEqual([]);
    expect(legalCommands(state, 'p2')).toEqual([
      { type: 'PassResponse', actor: 'p2' },
      { type: 'SetAutoPass', actor: 'p2', on: true },
      // issue 15 (windows): an explicit passer may also ask for every window (attempt begun, dilemma resolved, assimilation)
      { type: 'SetAutoPass', actor: 'p2', on: false, every: true },
      { type: 'Concede', actor: 'p2' },
    ]);
    const after = run(state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'RequirementChecked').map((e) => e.card)).toEqual([built.ids.seeds[0], built.ids.missions[0]]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
  });

  it('the encountering player nullifies the dilemma by a manual response; accepted: it leaves play unencountered and the attempt goes on', () => {
    const { built, state } = encounter(['p1'], ['Emergency Transporter Armbands']);
    const dilemma = built.ids.seeds[0]!;
    const armbands = built.ids.hand[0]!;
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'respond', options: [dilemma] }]);
    const after = run(state, [
      {
        type: 'DeclareManualEffect',
        actor: 'p1',
        source: armbands,
        description: 'respond to the encounter',
        primitives: [
          { kind: 'move', card: armbands, to: 'discard' },
          { kind: 'nullify', card: dilemma },
        ],
      },
      { type: 'RespondToManualEffect', actor: 'p2', accept: true },
    ]);
    expect(ofType(after.events, 'DilemmaRemoved')).toEqual([
      { type: 'DilemmaRemoved', card: dilemma, from: Z.encounter('L1'), to: Z.out('p2'), reason: 'nullified', rule: RULES.nullifiers },
    ]);
    expect(ofType(after.events, 'RequirementChecked').map((e) => e.purpose)).toEqual(['mission']);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
  });
});
