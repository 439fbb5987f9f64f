// Community Leader (tnz, 219_014): incident — your Quark gains Leadership; your Quark, Rom and [DS9] Ferengi bartenders, dabo girls and waiters mix with your cards whatever their affiliations, and all personnel mix at Quark's Bar. The download is played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_014', {
  title: 'Community Leader',
  scenario: 'behaviour/incidents.spec.ts',
  // Issue 15 (helper mixing): a scoped mix permit, one side the named staff, the other any card (behaviour/scoped-mixing.ts; 1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
  permits: [
    {
      kind: 'mix',
      affiliations: ['*', '*'],
      who: [{ types: ['Personnel'], anyOf: [{ personas: ['Quark', 'Rom'] }, { property: 'DS9', affiliations: ['Ferengi'], keywords: ['Bartender', 'Dabo Girl', 'Waiter'] }] }, null],
    },
    // "All personnel may mix at Quark's Bar": any personnel with any card, at that site only (`atSites`).
    { kind: 'mix', affiliations: ['*', '*'], who: [{ types: ['Personnel'] }, null], atSites: ["Quark's Bar"] },
  ],
  modifiers: [{ kind: 'gain-skill', skill: 'Leadership', to: { titles: ['Quark'] }, where: 'in-play' }],
  manual: ["once per game, downloading Quark's Bar and/or a Holosuite"],
});
