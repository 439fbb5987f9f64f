// Ultimatum (bog, 116_035): incident — on your table. Once per game you may download Remote Supply Depot (built by its own rules: a non-homeworld [DOM] mission, your Dominion ENGINEER there) at a [DOM] Alpha Quadrant mission, with up to two Equipment there. Just after a ship battle in which your Dominion ship fired on a ship the battle destroyed, you may discard it to put that ship in your point area, scoring the ship's highest printed attribute. The Bajoran Wormhole download is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_035', {
  title: 'Ultimatum',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'supply-depot',
      limit: 'once-per-game',
      targets: { kind: 'facility-to-download', filter: { titles: ['Remote Supply Depot'] }, at: { affiliationIcon: 'Dominion', quadrants: ['Alpha'] }, plus: { filter: { types: ['Equipment'] }, max: 2 } },
      effects: [{ kind: 'download-facility-target' }],
    },
    // Issue 15 (helper trophies): behaviour/trophies.ts (spec behaviour/trophies.spec.ts). 1E current rulings › Ultimatum: one of
    // your ships firing in the battle that destroyed the ship is a Dominion ship.
    {
      id: 'trophy',
      window: { kind: 'response', to: 'battle-ended' },
      costs: ['discard-self'],
      targets: { kind: 'ship-destroyed-by-yours', by: { affiliations: ['Dominion'] } },
      effects: [{ kind: 'target-to-point-area', worth: 'highest' }],
    },
  ],
  manual: ['downloading Bajoran Wormhole as it seeds or is played (a doorway inserted into the spaceline)'],
});
