import { describeEvent, type DescribeContext } from './describe';

const ctx: DescribeContext = { names: { p1: 'Kirk', p2: 'Kor' }, title: () => null, location: () => null };

describe('describeEvent › AwaitingChanged', () => {
  it('names who is awaited, each once', () => {
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [{ player: 'p1' }] }, ctx)).toBe('Waiting for Kirk');
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [{ player: 'p1' }, { player: 'p2' }, { player: 'p1' }] }, ctx)).toBe('Waiting for Kirk and Kor');
  });
  it('says the game moves on when nobody is awaited (not "Waiting for nobody")', () => {
    expect(describeEvent({ type: 'AwaitingChanged', awaiting: [] }, ctx)).toBe('Nobody is to act: the game moves on');
  });
});
