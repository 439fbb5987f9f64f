/**
 * Issue 15 (equipment-e): a card marked "(Unique.)" in its text — an incident, an objective, an artifact
 * (used as equipment) — may not enter play while its owner has a copy in play; the opponent's copy does
 * not count, and a card not so marked may have two copies.
 *   1E rulebook › PLAYING A CARD › ENTERING PLAY ("If a card is marked unique, its owner may not have
 *   more than one copy in play at a time"); THE CARDS › ARTIFACTS ("use as Equipment").
 * given (a play-phase scene; a copy on a table or in play) / when (PlayCard or ReportForDuty) / then (refused
 * NOT_UNIQUE, or played).
 */
import { isUnique } from '../card-facts';
import { evolveAll } from '../evolve';
import { realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const moved = (card: string, from: string, to: string): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp: true, reason: 'test' });

function refusal(state: GameState, command: Command): string | undefined {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : undefined;
}

/** p1 with two copies of `title` in hand; the first is put on p1's table first when `onTable`. */
function twoCopies(title: string, onTable?: 'p1', spec: Partial<SceneSpec> = {}) {
  const built = scene({ missions: ['Excavation'], ...spec, hand: [...(spec.hand ?? []), title, title] });
  const [first, second] = built.ids.hand.slice(-2) as [string, string];
  let state = built.state;
  if (onTable === 'p1') state = evolveAll([moved(first, Z.hand('p1'), Z.table('p1'))], state);
  return { state, first, second, ids: built.ids };
}

describe('"(Unique.)" in a card\'s text is enforced for incidents, objectives and artifacts', () => {
  it('reads the mark on every card type, not only equipment', () => {
    expect(isUnique(realCard('Learning Curve'))).toBe(true);
    expect(isUnique(realCard('Rescue Personnel'))).toBe(true);
    expect(isUnique(realCard('The Great Teacher'))).toBe(true);
    expect(isUnique(realCard("Straight and Steady"))).toBe(true);
    expect(isUnique(realCard('Tongo'))).toBe(false);
  });
  it('172_014 Learning Curve (incident): a second copy is refused while one is on your table; with none, it plays', () => {
    const { state, second } = twoCopies('Learning Curve', 'p1');
    expect(refusal(state, { type: 'PlayCard', actor: 'p1', card: second })).toBe('NOT_UNIQUE');
    const fresh = twoCopies('Learning Curve');
    expect(refusal(fresh.state, { type: 'PlayCard', actor: 'p1', card: fresh.second })).toBeUndefined();
  });
  it('112_144 Rescue Personnel (objective): a second copy is refused while one is on your table; with none, it plays', () => {
    const { state, second } = twoCopies('Rescue Personnel', 'p1');
    expect(refusal(state, { type: 'PlayCard', actor: 'p1', card: second })).toBe('NOT_UNIQUE');
    const fresh = twoCopies('Rescue Personnel');
    expect(refusal(fresh.state, { type: 'PlayCard', actor: 'p1', card: fresh.second })).toBeUndefined();
  });
  it("only its owner's copies count: the opponent's Learning Curve does not stop yours", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Learning Curve'], opponentHand: ['Learning Curve'] });
    const theirs = built.ids.opponentHand[0]!;
    const state = evolveAll([moved(theirs, Z.hand('p2'), Z.table('p2'))], built.state);
    expect(refusal(state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! })).toBeUndefined();
  });
  it('125_033 Tongo (an incident not marked unique): a second copy plays beside the first', () => {
    const { state, second } = twoCopies('Tongo', 'p1');
    expect(refusal(state, { type: 'PlayCard', actor: 'p1', card: second })).toBeUndefined();
  });
  it('223_001 The Great Teacher (artifact used as equipment): a second copy does not report while one is in play; the first reports', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Federation Outpost', 'The Great Teacher', 'The Great Teacher'] });
    const [post, first, second] = built.ids.hand as [string, string, string];
    const state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1'))], built.state);
    const reported = when(state, { type: 'ReportForDuty', actor: 'p1', card: first, facility: post });
    if ('violation' in reported) throw new Error(reported.violation.message);
    expect(reported.state.cards[first]!.zone).toBe(Z.aboard(post));
    const again = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 1 } as GameEvent], reported.state);
    expect(refusal(again, { type: 'ReportForDuty', actor: 'p1', card: second, facility: post })).toBe('NOT_UNIQUE');
  });
  it('126_001 The Genesis Device (artifact, "(Unique.)" at the end of its text): the same', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'The Genesis Device', 'The Genesis Device'] });
    const [post, first, second] = built.ids.hand as [string, string, string];
    const state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1')), moved(first, Z.hand('p1'), Z.surface('L1'))], built.state);
    expect(refusal(state, { type: 'ReportForDuty', actor: 'p1', card: second, facility: post })).toBe('NOT_UNIQUE');
    const none = evolveAll([moved(post, Z.hand('p1'), Z.space('L1'))], built.state);
    expect(refusal(none, { type: 'ReportForDuty', actor: 'p1', card: second, facility: post })).toBeUndefined();
  });
});
