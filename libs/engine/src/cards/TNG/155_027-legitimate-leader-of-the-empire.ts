// Legitimate Leader of the Empire (TNG, 155_027): incident — on your table, in place of your normal card play you may download Gowron to your facility; while your Gowron is at a non-homeworld mission, once each turn one of your [TNG] Klingon personnel without Treachery reports for free to your Klingon outpost or where Gowron is. When your [TNG] Klingon on whom Arbiter of Succession lies (the one it targeted who won its battle) wins a battle — that duel included — or helps solve a mission, you draw two cards.
import { defineCard } from '../../behaviour/define';

const gowronAway = [{ kind: 'your-personnel-at-mission', names: ['Gowron'], notHomeworld: true }] as const;

export default defineCard('155_027', {
  title: 'Legitimate Leader of the Empire',
  scenario: 'behaviour/personnel-successes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Klingon'], notSkills: ['Treachery'] }, to: { outpostOf: ['Klingon'] }, whenAny: gowronAway }],
  tableReports: [{ who: { icons: ['TNG'], affiliation: 'Klingon' }, except: [{ skill: 'Treachery' }], withPersonnel: ['Gowron'], whenAny: gowronAway }],
  abilities: [
    // "Download to your facility": a personnel reports to your facility as any download does.
    { id: 'download-gowron', costs: ['normal-card-play'], targets: { kind: 'card-to-download', filter: { titles: ['Gowron'] } }, effects: [{ kind: 'download-target' }] },
  ],
  // Issue 15 (helper partials): behaviour/personnel-successes.ts (spec behaviour/personnel-successes.spec.ts). "Targeted by Arbiter
  // of Succession": the Arbiter lies on the personnel it targeted who won its duel (succession-duels.ts); "you may draw": always drawn.
  whenYoursSucceeds: { who: { icons: ['TNG'], affiliations: ['Klingon'] }, bearing: ['Arbiter of Succession'], on: ['wins-battle', 'helps-solve'], effects: [{ kind: 'draw', who: 'you', count: 2 }] },
});
