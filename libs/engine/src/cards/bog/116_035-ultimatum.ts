// Ultimatum (bog, 116_035): incident — on your table. Once per game you may download Remote Supply Depot (built by its own rules: a non-homeworld [DOM] mission, your Dominion ENGINEER there) at a [DOM] Alpha Quadrant mission, with up to two Equipment there. The Bajoran Wormhole download and the point-area ship are manual.
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
  ],
  manual: ['downloading Bajoran Wormhole as it seeds or is played', 'discarding it to place in your point area a ship your [Dom] ship just destroyed, scoring its highest printed attribute'],
});
