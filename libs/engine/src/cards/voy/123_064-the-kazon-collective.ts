// The Kazon Collective (voy, 123_064): incident — on its owner's table, their Kazon-affiliation cards may not be assimilated; once each turn, while they have a Maje in play, another Kazon of that Maje's sect (a shared "Kazon-…" characteristic) reports for free. The other way to play it (on your Kazon Warship, letting your [Kaz] personnel and ships report aboard) stays manual.
//   1E rulebook › Borg Rule: Personnel Assimilation; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_064', {
  title: 'The Kazon Collective',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  assimilationImmunity: { yoursOfAffiliation: 'Kazon' },
  // free-reports.ts › `sameGroupAs` (helper dqv): the sects are the "Kazon-Nistrim", "Kazon-Ogla" … characteristics.
  permits: [{ kind: 'free-report', who: { characteristics: ['Kazon'] }, sameGroupAs: { leader: 'Maje', prefix: 'Kazon-' } }],
  manual: ['the other way: played on your Kazon Warship, your [Kaz] Personnel and Ship cards (except other Warships) may report aboard'],
});
