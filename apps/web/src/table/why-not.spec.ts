import type { BoardModel } from '../components/board-model';
import type { ActionGroup } from './actions';
import { whyNotQuestion } from './why-not';

const ship = (iid: string, owner: 'p1' | 'p2') => ({ iid, owner, bp: 'ship-bp', faceUp: true });
const model = (zones: Record<string, unknown[]>): BoardModel =>
  ({
    board: {
      locations: { L1: { id: 'L1', quadrant: 'Alpha', name: 'a', missions: ['m1'] }, L2: { id: 'L2', quadrant: 'Alpha', name: 'b', missions: ['m2'] } },
      spacelines: { Alpha: ['L1', 'L2'] },
      zones,
    },
    cards: {
      'ship-bp': { id: 'ship-bp', title: 'U.S.S. Nebula', type: 'Ship' },
      'person-bp': { id: 'person-bp', title: 'Mendon', type: 'Personnel' },
      'outpost-bp': { id: 'outpost-bp', title: 'Federation Outpost', type: 'Facility' },
      'event-bp': { id: 'event-bp', title: 'Red Alert!', type: 'Event' },
      'planet-bp': { id: 'planet-bp', title: 'First Contact', type: 'Mission', mission: { kind: 'planet' } },
      'space-bp': { id: 'space-bp', title: 'Study Nebula', type: 'Mission', mission: { kind: 'space' } },
    },
    names: { p1: 'Nog', p2: 'Computer' },
    me: 'p1',
  }) as unknown as BoardModel;
const fly: ActionGroup = { type: 'Fly', verb: 'Fly', subject: 's1', actions: [] };

describe('why a card offers no move (the question the table asks the engine)', () => {
  it('asks about undocking a docked ship and about flying one in space to the next location', () => {
    expect(whyNotQuestion(model({ 'docked:f1': [ship('s1', 'p1')] }), 's1', [], true)).toEqual({ label: 'Why can’t it fly?', command: { type: 'Undock', ship: 's1' } });
    expect(whyNotQuestion(model({ 'space:L1': [ship('s1', 'p1')] }), 's1', [], true)?.command).toEqual({ type: 'Fly', ship: 's1', to: 'L2' });
    // at the far end: the location before it
    expect(whyNotQuestion(model({ 'space:L2': [ship('s1', 'p1')] }), 's1', [], true)?.command).toEqual({ type: 'Fly', ship: 's1', to: 'L1' });
  });

  it('asks nothing when the ship may move, is the opponent’s, is not a ship, or it is not the player’s turn', () => {
    expect(whyNotQuestion(model({ 'space:L1': [ship('s1', 'p1')] }), 's1', [fly], true)).toBeNull();
    expect(whyNotQuestion(model({ 'space:L1': [ship('s1', 'p2')] }), 's1', [], true)).toBeNull();
    expect(whyNotQuestion(model({ 'aboard:f1': [{ iid: 'm1', owner: 'p1', bp: 'person-bp', faceUp: true }] }), 'm1', [], true)).toBeNull();
    expect(whyNotQuestion(model({ 'space:L1': [ship('s1', 'p1')] }), 's1', [], false)).toBeNull();
    // a lone location: nowhere to fly to
    const alone = model({ 'space:L1': [ship('s1', 'p1')] });
    expect(whyNotQuestion({ ...alone, board: { ...alone.board, spacelines: { Alpha: ['L1'] } } }, 's1', [], true)).toBeNull();
  });

  it('asks why a mission cannot be attempted where the player has a ship in orbit or personnel on the planet', () => {
    const planet = { iid: 'm1', owner: 'p2', bp: 'planet-bp', faceUp: true };
    const space = { iid: 'm2', owner: 'p1', bp: 'space-bp', faceUp: true };
    const person = { iid: 'x1', owner: 'p1', bp: 'person-bp', faceUp: true };
    // a ship in orbit at a planet mission, no one on the planet: the attempt (the engine says an Away Team is needed)
    expect(whyNotQuestion(model({ 'mission:L1': [planet], 'space:L1': [ship('s1', 'p1')] }), 'm1', [], true)).toEqual({
      label: 'Why can’t I attempt it?',
      command: { type: 'AttemptMission', location: 'L1' },
    });
    expect(whyNotQuestion(model({ 'mission:L1': [planet], 'surface:L1': [person] }), 'm1', [], true)?.command).toEqual({ type: 'AttemptMission', location: 'L1' });
    // a space mission: with the ship there
    expect(whyNotQuestion(model({ 'mission:L2': [space], 'space:L2': [ship('s1', 'p1')] }), 'm2', [], true)?.command).toEqual({ type: 'AttemptMission', location: 'L2', ship: 's1' });
    // nothing of the player's there, only the opponent's, an attempt offered, or not their turn: no question
    expect(whyNotQuestion(model({ 'mission:L2': [space] }), 'm2', [], true)).toBeNull();
    expect(whyNotQuestion(model({ 'mission:L2': [space], 'space:L2': [ship('s2', 'p2')] }), 'm2', [], true)).toBeNull();
    expect(whyNotQuestion(model({ 'mission:L2': [space], 'space:L2': [ship('s1', 'p1')] }), 'm2', [{ type: 'AttemptMission', verb: 'Attempt mission', subject: 'm2', actions: [] }], true)).toBeNull();
    expect(whyNotQuestion(model({ 'mission:L2': [space], 'space:L2': [ship('s1', 'p1')] }), 'm2', [], false)).toBeNull();
  });

  it('asks why a card in hand offers nothing: reporting it to the first own facility, or playing it', () => {
    const person = { iid: 'h1', owner: 'p1', bp: 'person-bp', faceUp: true };
    const event = { iid: 'h2', owner: 'p1', bp: 'event-bp', faceUp: true };
    const outpost = { iid: 'f1', owner: 'p1', bp: 'outpost-bp', faceUp: true };
    const theirs = { iid: 'f2', owner: 'p2', bp: 'outpost-bp', faceUp: true };
    expect(whyNotQuestion(model({ 'hand:p1': [person, event], 'space:L2': [theirs], 'space:L1': [outpost] }), 'h1', [], true)).toEqual({
      label: 'Why can’t I play it?',
      command: { type: 'ReportForDuty', card: 'h1', facility: 'f1' },
    });
    expect(whyNotQuestion(model({ 'hand:p1': [person, event], 'space:L1': [outpost] }), 'h2', [], true)?.command).toEqual({ type: 'PlayCard', card: 'h2' });
    // no facility of theirs in play (only the opponent's): nothing to ask about reporting
    expect(whyNotQuestion(model({ 'hand:p1': [person], 'space:L2': [theirs] }), 'h1', [], true)).toBeNull();
    // something offered, or not their turn: no question
    expect(whyNotQuestion(model({ 'hand:p1': [person], 'space:L1': [outpost] }), 'h1', [{ type: 'ReportForDuty', verb: 'Report for duty', subject: 'h1', actions: [] }], true)).toBeNull();
    expect(whyNotQuestion(model({ 'hand:p1': [person], 'space:L1': [outpost] }), 'h1', [], false)).toBeNull();
  });
});
