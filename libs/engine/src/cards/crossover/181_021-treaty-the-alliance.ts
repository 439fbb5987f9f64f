// Treaty: The Alliance (crossover, 181_021): event — on your table (seeded or played): your cards showing the Klingon/Cardassian Alliance icon are compatible whatever their affiliation (so your [KCA] leaders use your [KCA] ships), and your [KCA] leaders may attempt Klingon and Cardassian missions.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE (a treaty lets affiliations mix and cooperate); every affiliation printed on a [KCA] card is paired.
export default defineCard('181_021', {
  title: 'Treaty: The Alliance',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'mix', affiliations: ['Klingon', 'Cardassian'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Klingon', 'Bajoran'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Klingon', 'Ferengi'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Klingon', 'Federation'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Cardassian', 'Bajoran'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Cardassian', 'Ferengi'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Cardassian', 'Federation'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Bajoran', 'Ferengi'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Bajoran', 'Federation'], icons: ['KCA', 'KCA'] },
    { kind: 'mix', affiliations: ['Ferengi', 'Federation'], icons: ['KCA', 'KCA'] },
    { kind: 'attempt-missions', who: { icons: ['KCA'], leader: true }, missions: { icons: ['Klingon', 'Cardassian'] } },
  ],
});
