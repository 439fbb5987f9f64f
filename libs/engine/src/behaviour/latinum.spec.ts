/**
 * Issue 15 (helper roa): Latinum as a cost (latinum.ts › `discard-present`), where Latinum is spent (`lies-at`).
 * 1E rulebook › THE PLAY PHASE; PRESENT; DOWNLOADING; THE CARDS › MISSIONS › Tip: Homeworlds.
 */
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import { Z } from '../zones';

describe('117_017 Gold-Pressed Latinum: once each turn at a Trading Post, homeworld or Quark’s Bar, two Latinum present (one with Acquisition present) buy a non-Latinum equipment download there', () => {
  const given = (mission: string, skills: string, latinum: number) => {
    const built = scene({
      missions: [mission],
      awayTeam: [{ skills, affiliation: 'Ferengi' }],
      equipment: Array.from({ length: latinum }, () => 'Gold-Pressed Latinum'),
      drawTop: ['Gold-Pressed Latinum', 'Ferengi PADD'],
    });
    const [deckLatinum, padd] = built.ids.deck as [string, string];
    return { state: built.state, latinum: built.ids.equipment, deckLatinum, padd };
  };
  const use = (card: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'exchange' });

  it('applies: two Latinum on Ferenginar (Deliver Message) are discarded, p1 picks the PADD (not the Latinum) and it is downloaded to the planet; with Acquisition present one Latinum is enough', () => {
    const { state, latinum, padd } = given('Deliver Message', 'OFFICER', 2);
    const used = run(state, [use(latinum[0]!)]);
    expect(latinum.map((iid) => used.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(used.state.pendingChoice).toMatchObject({ player: 'p1', options: [padd] });
    const picked = run(used.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [padd] }]);
    expect(picked.state.cards[padd]!.zone).toBe(Z.surface('L1'));
    const trader = given('Deliver Message', 'Acquisition', 1);
    const paid = run(trader.state, [use(trader.latinum[0]!)]);
    expect(paid.state.cards[trader.latinum[0]!]!.zone).toBe(Z.discard('p1'));
    expect(run(paid.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [trader.padd] }]).state.cards[trader.padd]!.zone).toBe(Z.surface('L1'));
  });

  it('does not apply: away from a Trading Post, homeworld or Quark’s Bar; too few Latinum without Acquisition; a second use the same turn', () => {
    const elsewhere = given('Excavation', 'OFFICER', 2);
    expect(refused(elsewhere.state, use(elsewhere.latinum[0]!))).toBe('ABILITY_CONDITION');
    const poor = given('Deliver Message', 'OFFICER', 1);
    expect(refused(poor.state, use(poor.latinum[0]!))).toBe('COST_UNPAYABLE');
    const rich = given('Deliver Message', 'Acquisition', 3);
    const once = run(rich.state, [use(rich.latinum[0]!), { type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(ofType(once.events, 'CardMoved').filter((e) => e.to === Z.discard('p1')).map((e) => e.card)).toEqual([rich.latinum[1]]);
    expect(refused(once.state, use(rich.latinum[0]!))).toBe('ONCE_PER_TURN');
  });
});
