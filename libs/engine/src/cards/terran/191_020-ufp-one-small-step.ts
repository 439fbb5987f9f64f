// UFP: One Small Step (terran, 191_020): incident — your Starfleet personnel may attempt non-homeworld Federation missions; other parts (a bonus while all your cards are alike, the time-location mode) are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_020', {
  title: 'UFP: One Small Step',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Starfleet'] }, missions: { icons: ['Federation'], notHomeworld: true } }],
  manual: ['CUNNING +1 (ships RANGE +1) while all your personnel are [AU] and of one affiliation', 'the mode played on a time location'],
});
