// E-Band Emissions (bog, 116_022): event — seeded or played on the table. While it is in play, Kevin Uxbridge cannot touch any
// Brainwash, and nothing may nullify this event while Kell, Taibak or Entek (anyone's) is in play. The captive's infiltration
// icons (for its own affiliations) that it gives a Brainwash stay manual: no card grants infiltration icons yet.
//   Behaviour/lent-immunity.ts (`lendsImmunity`), nullify-while-present.ts (`inPlay`); 1E rulebook › THE CARDS › EVENTS,
//   INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_022', {
  title: 'E-Band Emissions',
  scenario: 'behaviour/lent-immunity.spec.ts',
  play: { window: { kind: 'normal-play' } },
  lendsImmunity: { titles: ['Brainwash'], from: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'] },
  unnullifiableWhilePresent: { names: ['Kell', 'Taibak', 'Entek'], inPlay: true },
  manual: ['a Brainwash gives its captive infiltration icons for the captive’s own affiliation(s) (no word yet for infiltration icons granted by a card)'],
});
