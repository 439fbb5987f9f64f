/**
 * Issue 15 (shorts): a personnel reported for duty from your discard pile, paid with a card from hand
 * (A Second Chance at Life; behaviour/discard-reports.ts).
 *   1E rulebook › REPORTING FOR DUTY; DUPLICATION AND PERSONAS; THE CARDS › EVENTS.
 * given (a scene) / when (PlayCard) / then (the facts and the zones).
 */
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { playCard as play } from '../testing/commands';

const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

describe('178_023 A Second Chance at Life (a non-personnel card discarded from hand: a personnel of your discard pile reports for duty; the event is discarded)', () => {
  function table(handCard: 'equipment' | 'personnel') {
    const fallen = person({ skills: 'MEDICAL Biology', title: 'Fallen Doctor' });
    const built = scene({
      missions: ['Excavation'],
      hand: ['A Second Chance at Life', realCard('Federation Outpost'), handCard === 'equipment' ? 'Tricorder' : person({ skills: 'SCIENCE' }), fallen],
    });
    const [event, post, payment, doctor] = built.ids.hand as [string, string, string, string];
    const state = moves(built.state, [[post, Z.space('L1')], [doctor, Z.discard('p1')]]);
    return { state, event, post, payment, doctor };
  }
  it('applies: the Tricorder goes to the discard pile and the doctor reports aboard your outpost; the event is discarded and the normal card play spent once', () => {
    const { state, event, post, payment, doctor } = table('equipment');
    const target = `${payment}>${doctor}>${post}`;
    expect(offered(state, event)).toEqual([play(event, target)]);
    const after = accepted(state, play(event, target));
    expect(ofType(after.events, 'CardReported')).toEqual([expect.objectContaining({ card: doctor, facility: post, to: Z.aboard(post), normalCardPlay: false })]);
    expect(after.state.cards[doctor]!.zone).toBe(Z.aboard(post));
    expect(after.state.cards[payment]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: a personnel in hand is no payment, and with no facility of yours nothing can report', () => {
    const { state, event, post, payment, doctor } = table('personnel');
    expect(offered(state, event)).toEqual([]);
    expect(refused(state, play(event, `${payment}>${doctor}>${post}`))).toBe('INVALID_TARGET');
    const noPost = table('equipment');
    const gone = moves(noPost.state, [[noPost.post, Z.discard('p1')]]);
    expect(offered(gone, noPost.event)).toEqual([]);
  });
});
