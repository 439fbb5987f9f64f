// E-Band Emissions (bog, 116_022): event — seeded or played on the table. While it is in play, Kevin Uxbridge cannot touch any
// Brainwash, nothing may nullify this event while Kell, Taibak or Entek (anyone's) is in play, and a captive with a Brainwash
// lying on it has infiltration icons for its own affiliations.
//   Behaviour/lent-immunity.ts (`lendsImmunity`), nullify-while-present.ts (`inPlay`), impersonation.ts
//   (`ownInfiltrationIconsUnder`); 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS; INFILTRATE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_022', {
  title: 'E-Band Emissions',
  scenario: 'behaviour/lent-immunity.spec.ts',
  play: { window: { kind: 'normal-play' } },
  lendsImmunity: { titles: ['Brainwash'], from: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'] },
  unnullifiableWhilePresent: { names: ['Kell', 'Taibak', 'Entek'], inPlay: true },
  ownInfiltrationIconsUnder: { titles: ['Brainwash'] },
});
