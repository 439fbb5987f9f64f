import type { BoardModel } from '../components/board-model';
import type { ActionGroup } from './actions';
import { whyNotQuestion } from './why-not';

const ship = (iid: string, owner: 'p1' | 'p2') => ({ iid, owner, bp: 'ship-bp', faceUp: true });
const model = (zones: Record<string, unknown[]>): BoardModel =>
  ({
    board: {
      locations: { L1: { id: 'L1', quadrant: 'Alpha', name: 'a', missions: [] }, L2: { id: 'L2', quadrant: 'Alpha', name: 'b', missions: [] } },
      spacelines: { Alpha: ['L1', 'L2'] },
      zones,
    },
    cards: { 'ship-bp': { id: 'ship-bp', title: 'U.S.S. Nebula', type: 'Ship' }, 'person-bp': { id: 'person-bp', title: 'Mendon', type: 'Personnel' } },
    names: { p1: 'Nog', p2: 'Computer' },
    me: 'p1',
  }) as unknown as BoardModel;
const fly: ActionGroup = { type: 'Fly', verb: 'Fly', subject: 's1', actions: [] };

describe('why a ship offers no move (the question the table asks the engine)', () => {
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
});
