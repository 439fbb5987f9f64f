/**
 * Captive cards finished with the later mechanisms (issue 15, captives-2): a free play counted on your
 * personnel in play (free-plays.ts › `with-yours-in-play`), cards entering play by expansion
 * (when-cards-played.ts › `releases`), the opponent's reply after Interrogation (choose-cards).
 *   1E rulebook › PLAYING "FOR FREE"; CAPTURE; THE CARDS (expansion icons: the Fajo Collection).
 * given (a scene at L1) / when (PlayCard, ReportForDuty) / then (CardPlayed, CardsDrawn).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const playCard = (card: string, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target !== undefined ? { target } : {}) });

describe('202_003 Awaiting Trial (plays for free with three Cardassian personnel of yours in play)', () => {
  function table(cardassians: number) {
    const team = [...Array.from({ length: cardassians }, () => person({ affiliation: 'Cardassian', skills: 'SECURITY' })), person({ affiliation: 'Federation', skills: 'OFFICER' })];
    const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Kivas Fajo - Collector', 'Awaiting Trial'] });
    const [kivas, trial] = built.ids.hand as [string, string];
    // the normal card play is used first
    const spent = run(built.state, [playCard(kivas, 'p1')]).state;
    return { spent, trial };
  }
  it('with three Cardassians in play it plays after the normal card play, without using it', () => {
    const { spent, trial } = table(3);
    const played = accepted(spent, playCard(trial));
    expect(ofType(played.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[trial, false]]);
    expect(played.state.cards[trial]!.zone).toBe(Z.table('p1'));
  });
  it('with two it needs the normal card play (already used: refused)', () => {
    const { spent, trial } = table(2);
    expect(refused(spent, playCard(trial))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe("116_024 Fajo's Gallery (one card each time a [Fajo] collection card of yours or your Mona Lisa enters play)", () => {
  function table(personnel: string | Card) {
    const built = scene({ missions: ['Excavation'], hand: ["Fajo's Gallery", 'Federation Outpost', personnel] });
    const [gallery, outpost, card] = built.ids.hand as [string, string, string];
    return { state: moved(built.state, [[gallery, Z.table('p1')], [outpost, Z.space('L1')]]), outpost, card };
  }
  const drawnBy = (events: readonly { type: string }[]) => ofType(events as never, 'CardsDrawn').filter((e) => e.player === 'p1').reduce((n, e) => n + e.cards.length, 0);
  it('reporting the [Fajo] Miles O’Brien draws one card', () => {
    const { state, outpost, card } = table('108_009');
    const reported = accepted(state, { type: 'ReportForDuty', actor: 'p1', card, facility: outpost });
    expect(reported.state.cards[card]!.zone).toBe(Z.aboard(outpost));
    expect(drawnBy(reported.events)).toBe(1);
  });
  it('reporting a personnel of another expansion draws nothing', () => {
    const { state, outpost, card } = table(person({ affiliation: 'Federation', skills: 'ENGINEER' }));
    const reported = accepted(state, { type: 'ReportForDuty', actor: 'p1', card, facility: outpost });
    expect(reported.state.cards[card]!.zone).toBe(Z.aboard(outpost));
    expect(drawnBy(reported.events)).toBe(0);
  });
});
