// Founder Borath (AUT, 251_017): personnel — when a personnel of his owner's with the Alternate Universe icon and Dominion affiliation enters play at his location, the opponent discards the top card of their draw deck — twice each turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_017', {
  title: 'Founder Borath',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReportedHere: { who: { affiliation: 'Dominion', icon: 'AU' }, effects: [{ kind: 'discard-top-of-draw', who: 'opponent', count: 1 }], per: 'turn', times: 2 },
});
