/**
 * Film and TNG-era cards (issue 15, helper films).
 * given (a scene at L1: p1's Away Team, an outpost, a captive set up with a `PersonnelCaptured` fact)
 * / when (PlayCard) / then (where the cards are, what was spent).
 */
import { evolveAll } from '../evolve';
import { realCard, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import { validTargets } from './play';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';

const playCard = (card: string, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target !== undefined ? { target } : {}) });

function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('238_005 Operation Retrieve', () => {
  /** p1's Henreid ([Fed][Films]) and a plain Federation personnel, both captives of p2 at L1; p1's Federation Outpost at L1. */
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('Henreid'), { skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ['Operation Retrieve', 'Federation Outpost'] });
    const [films, plain] = built.ids.awayTeam as [string, string, string];
    const [card, outpost] = built.ids.hand as [string, string];
    let state = moved(built.state, [[outpost, Z.space('L1')]]);
    state = held(held(state, films, 'p2', 'L1'), plain, 'p2', 'L1');
    return { state, card, outpost, films, plain };
  }

  it('a [Films] personnel comes back to hand and reports at once for free to your outpost (the normal card play is not spent on it)', () => {
    const { state, card, outpost, films } = table();
    expect(validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card)).toContain(`${films}>${outpost}`);
    const after = accepted(state, playCard(card, `${films}>${outpost}`));
    expect(after.state.cards[films]!.zone).toBe(Z.aboard(outpost));
    expect(after.events.find((event) => event.type === 'CardReported')).toMatchObject({ card: films, normalCardPlay: false });
  });

  it('choosing the bare personnel only returns it to hand', () => {
    const { state, card, films } = table();
    const after = accepted(state, playCard(card, films));
    expect(after.state.cards[films]!.zone).toBe(Z.hand('p1'));
  });

  it('a personnel without [Films] returns to hand but has no free report offered', () => {
    const { state, card, outpost, plain } = table();
    const targets = validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card);
    expect(targets).toContain(plain);
    expect(targets).not.toContain(`${plain}>${outpost}`);
    expect(refused(state, playCard(card, `${plain}>${outpost}`))).toBe('INVALID_TARGET');
    expect(accepted(state, playCard(card, plain)).state.cards[plain]!.zone).toBe(Z.hand('p1'));
  });
});
