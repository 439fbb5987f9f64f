// Treaty: Alpha Quadrant Alliance (dow, 227_009): event — on your table: while every mission you seeded is in the Alpha Quadrant, your [DS9] Federation, Romulan, Klingon and Bajoran cards are compatible; you may not play Cardassian or Dominion cards.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE (a treaty lets affiliations mix and cooperate); [DS9] is the property logo.
export default defineCard('227_009', {
  title: 'Treaty: Alpha Quadrant Alliance',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'mix', affiliations: ['Federation', 'Romulan'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
    { kind: 'mix', affiliations: ['Federation', 'Klingon'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
    { kind: 'mix', affiliations: ['Federation', 'Bajoran'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
    { kind: 'mix', affiliations: ['Romulan', 'Klingon'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
    { kind: 'mix', affiliations: ['Romulan', 'Bajoran'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
    { kind: 'mix', affiliations: ['Klingon', 'Bajoran'], icons: ['DS9', 'DS9'], whileMissionsOnlyIn: 'Alpha' },
  ],
  restricts: [{ kind: 'owner-plays-no-affiliation', affiliations: ['Cardassian', 'Dominion'] }],
});
