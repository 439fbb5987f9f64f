// Community Leader (tnz, 219_014): incident — your Quark gains Leadership; the download and the mixing it allows are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_014', {
  title: 'Community Leader',
  scenario: 'behaviour/incidents.spec.ts',
  modifiers: [{ kind: 'gain-skill', skill: 'Leadership', to: { titles: ['Quark'] }, where: 'in-play' }],
  manual: ["once per game, downloading Quark's Bar and/or a Holosuite", 'Quark, Rom and the bar staff mixing with your cards; all personnel mixing at Quark\'s Bar'],
});
