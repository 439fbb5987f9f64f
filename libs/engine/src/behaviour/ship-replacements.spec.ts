/**
 * Issue 15 (battle2): 125_014 '45 Dom Perignon, its other way (behaviour/ship-replacements.ts) — discarded
 * to download a unique ship that takes the place of your universal ship of the same class here; the crew
 * moves aboard the new ship and the old one is discarded. (Its battle stun: battle-stuns.spec.ts.)
 *   1E rulebook › DOWNLOADING; THE CARDS › SHIPS (universal and unique).
 * given (p1's universal Galaxy-class ship at L1 with a crew and the Dom Perignon aboard) / when
 * (ActivateCard) / then.
 */
import type { Card } from '@captains-log/cards';
import { battleScene, warship } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { Z } from '../zones';

const ofClass = (shipClass: string, universal: boolean, title?: string): Card => {
  const card = warship({ affiliation: 'Federation', ...(title ? { title } : {}) });
  return { ...card, universal, ship: { ...card.ship!, shipClass } };
};

function scene() {
  return battleScene([
    { label: 'old', owner: 'p1', at: 'space', card: ofClass('Galaxy Class', true) },
    { label: 'crew', owner: 'p1', at: { aboard: 'old' }, card: { skills: 'OFFICER', affiliation: 'Federation' } },
    { label: 'dom', owner: 'p1', at: { aboard: 'old' }, card: "'45 Dom Perignon" },
    { label: 'new', owner: 'p1', at: 'hand', card: ofClass('Galaxy Class', false, 'Test Unique Galaxy') },
    { label: 'other', owner: 'p1', at: 'hand', card: ofClass('Nebula Class', false, 'Test Unique Nebula') },
  ]);
}

describe("125_014 '45 Dom Perignon: discarded to download a unique ship replacing your universal ship of the same class here", () => {
  it('applies: the unique Galaxy takes the place of the universal one, with its crew aboard; the old ship and the Dom Perignon are discarded', () => {
    const { state, id } = scene();
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('dom'), ability: 'replace-ship', target: `${id('old')}>${id('new')}` }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[id('new'), Z.space('L1')]]);
    expect(after.state.cards[id('crew')]!.zone).toBe(Z.aboard(id('new')));
    expect(after.state.cards[id('old')]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[id('dom')]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a unique ship of another class', () => {
    const { state, id } = scene();
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('dom'), ability: 'replace-ship', target: `${id('old')}>${id('other')}` })).toBe('INVALID_TARGET');
  });
});
