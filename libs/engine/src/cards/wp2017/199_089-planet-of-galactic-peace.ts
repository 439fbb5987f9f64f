// Planet of Galactic Peace (wp2017, 199_089): event — played on your mission that is not a homeworld, it lies there; your cards at that location mix and cooperate whatever their affiliations (reporting, boarding, staffing, docking, a battling force there); Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE ("mix and cooperate … regardless of affiliation"); THE CARDS › EVENTS.
// The permit's `here` scope (behaviour/scoped-mixing.ts): only the cards at the location of the mission it lies on.
export default defineCard('199_089', {
  title: 'Planet of Galactic Peace',
  scenario: 'behaviour/scoped-mixing.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, notHomeworld: true } },
  duration: 'on-target-mission',
  permits: [{ kind: 'mix', affiliations: ['*', '*'], here: true }],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
